// Labelled subscripts a project adds to the standard library's types (`codes[safe: 0]`), read on stored
// properties, literals and dictionaries, beside the types' own subscripts.
extension Array {
    subscript(safe index: Index) -> Element? {
        if endIndex > index && startIndex <= index {
            return self[index]
        }
        return nil
    }
}

extension Dictionary {
    subscript(key key: Key, or fallback: Value) -> Value {
        self[key] ?? fallback
    }
}

extension String {
    subscript(offset offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }
}

final class CodeModel {
    var codes: [String] = []
}

let model = CodeModel()
print(model.codes[safe: 0] ?? "none", ["a", "b"][safe: 1] ?? "none", [1, 2][safe: -1] ?? 0)
model.codes.append("7")
print(model.codes[safe: 0] ?? "none", model.codes[0])
let stock = ["tea": 3]
print(stock[key: "tea", or: 0], stock[key: "milk", or: 0], stock["tea", default: 9])
print("swift"[offset: 2])
