// Named and optional captures, closures that rewrite each match, and the regex's own options.
let log = "2024-05-17 error: disk full; 2024-05-18 warning: fan"
if let match = log.firstMatch(of: /(?<year>\d{4})-(?<month>\d\d)-(?<day>\d\d)/) {
    print(match.year, match.month, match.day, match.output.0)
}
let optional = /(\d+)(px)?/
for match in "12px 7".matches(of: optional) {
    print(match.1, match.2 ?? "none")
}
print(log.replacing(/\d{4}/) { match in "Y" + String(match.output.dropFirst(2)) })
print("Hello World".contains(/hello/.ignoresCase()), "Hello".contains(/hello/))
print("  indent".trimmingPrefix(/\s+/), "v2.1".starts(with: /v\d/))
print("a,b,,c".split(separator: /,/).count, "a,b,,c".split(separator: /,/, omittingEmptySubsequences: false).count)
if let prefix = "abc123".prefixMatch(of: /[a-z]+/) { print(prefix.output) }
print("id: 42".wholeMatch(of: /id: (\d+)/)?.1 ?? "no")
let pattern = try! Regex("(\\w+)@(\\w+)")
if let match = try! pattern.firstMatch(in: "mail me at ada@example now") {
    print(match.output.count, match.output[1].substring ?? "", match.output[2].substring ?? "")
}
