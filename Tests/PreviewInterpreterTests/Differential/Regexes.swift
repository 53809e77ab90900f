let text = "order 66 shipped in 12 boxes"
let digits = /\d+/
if let match = text.firstMatch(of: digits) { print(match.output) }
print(text.matches(of: digits).map { String($0.output) })
print("2024".wholeMatch(of: /\d{4}/) != nil, "20x4".wholeMatch(of: /\d{4}/) == nil)
print(text.contains(/ship/), text.replacing(/\d+/, with: "#"))
if let match = "key=value".firstMatch(of: /(\w+)=(\w+)/) { print(match.1, match.2) }
print(text.split(separator: /\s+/).count, text.ranges(of: /\d+/).count)
let extended = #/a+b/#
print("xaaab".contains(extended), try! Regex("[0-9]+").firstMatch(in: "ab12")!.output[0].substring!)
