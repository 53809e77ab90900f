// `compare` and its Foundation variants give a `ComparisonResult`, as sorting and search code uses them.
import Foundation

let pairs = [("a", "B"), ("B", "a"), ("file10", "file9"), ("abc", "ABC"), ("é", "f"), ("same", "same")]
func sign(_ result: ComparisonResult) -> String {
    switch result {
    case .orderedAscending: return "<"
    case .orderedSame: return "="
    case .orderedDescending: return ">"
    }
}
for (a, b) in pairs {
    print(
        a, b, sign(a.compare(b)), sign(a.caseInsensitiveCompare(b)), sign(a.localizedCompare(b)),
        sign(a.localizedCaseInsensitiveCompare(b)), sign(a.localizedStandardCompare(b)),
        sign(a.compare(b, options: .caseInsensitive)))
}
let files = ["file10", "File2", "file1", "file9"]
print(files.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(files.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print("Apple".caseInsensitiveCompare("apple") == .orderedSame)
