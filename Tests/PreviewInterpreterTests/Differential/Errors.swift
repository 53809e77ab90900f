// Throwing, catching, Result.
enum ParseError: Error {
    case empty
    case notANumber(String)
}

func parse(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    guard let value = Int(text) else { throw ParseError.notANumber(text) }
    return value
}

for input in ["12", "", "x7"] {
    do {
        print("parsed", try parse(input))
    } catch ParseError.empty {
        print("empty")
    } catch ParseError.notANumber(let text) {
        print("not a number:", text)
    } catch {
        print("other")
    }
}
print((try? parse("5")) ?? -1, (try? parse("")) ?? -1)
let result: Result<Int, ParseError> = .success(3)
switch result {
case .success(let value): print("success", value)
case .failure: print("failure")
}
let mapped = Result { try parse("8") }.map { $0 * 2 }
print((try? mapped.get()) ?? 0)
