// Result builders a program defines: buildBlock, buildExpression, buildOptional, buildEither, buildArray.
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ expression: String) -> [String] { [expression] }
    static func buildExpression(_ expression: [String]) -> [String] { expression }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func makeList(@ListBuilder _ content: () -> [String]) -> [String] { content() }
func menu(vegetarian: Bool, extras: [String]) -> [String] {
    makeList {
        "bread"
        if vegetarian {
            "salad"
        } else {
            "fish"
        }
        if extras.count > 1 {
            "platter"
        }
        for extra in extras {
            extra.uppercased()
        }
        ["water", "tea"]
    }
}
print(menu(vegetarian: true, extras: ["olives", "cheese"]))
print(menu(vegetarian: false, extras: []))

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { values.reduce(0, +) }
}
@SumBuilder var sum: Int {
    1
    2
    3
}
print(sum)
struct Html {
    var text: String
    init(@HtmlBuilder _ content: () -> String) { text = "<p>" + content() + "</p>" }
}
@resultBuilder
struct HtmlBuilder {
    static func buildBlock(_ components: String...) -> String { components.joined(separator: ",") }
    static func buildOptional(_ component: String?) -> String { component ?? "-" }
}
let show = false
print(Html { "a"; "b"; if show { "c" } }.text)
