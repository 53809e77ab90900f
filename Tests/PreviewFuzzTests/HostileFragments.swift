/// Pieces of Swift that hostile or half-written code contains: numbers at the edges, native traps the interpreter
/// must not reach (`Int.max + 1`, `5...1`, `String(repeating:count: -1)`), runaway loops and recursion, memory
/// bombs within the step budget, and layout values SwiftUI never sees (`.nan`, `.infinity`, negative sizes).
enum HostileFragments {
    /// Replacements for a number literal.
    static let numbers = [
        "Int.max", "Int.min", "(-1)", "0", "1e308", "(-1e308)", "1e-308", "Double.infinity", "(-.infinity)", ".nan",
        "Double.nan", "9223372036854775807", "99999999999999999999999", "0x7fffffffffffffff", "1_000_000_000",
        "(-0.0)", "Double.greatestFiniteMagnitude", "CGFloat.infinity", "(Int.max - 1)", "(1 << 62)", "1000",
        "100_000", "(0 / 0)", "(1 % 0)",
    ]

    /// Replacements for an identifier.
    static let identifiers = [
        "self", "Self", "body", "init", "_", "$0", "super", "nil", "true", "Never", "Any", "AnyView", "some",
        "`class`", "ñandú", "変数", "x\u{301}", "Optional", "Swift", "SwiftUI", "View", "Text", "ForEach", "Int",
        "String", "Array", "print", "fatalError", "preconditionFailure", "withUnsafePointer", "type",
    ]

    /// Replacements for a string literal, as source text.
    static var strings: [String] {
        [
            "\"\"", "\"\\u{0}\"", "\"\\u{10FFFF}\"", "\"\u{202E}reversed\u{202C}\"", "\"👩‍👩‍👧‍👦🏳️‍🌈\"",
            "\"e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\"", "\"\\(1)\\(\"\\(2)\\(\"\\(3)\")\")\"",
            "\"\\n\\n\\n\\n\\r\\t\"", "\"%@%d%s%n\"", "\"\(String(repeating: "lorem ipsum ", count: 2_000))\"",
            "\"\(String(repeating: "W", count: 20_000))\"", "\"\(String(repeating: "\u{FDFD}", count: 500))\"",
            "String(repeating: \"x\", count: Int.max)", "String(repeating: \"x\", count: -1)",
            "String(repeating: \"ab \", count: 60_000)",
            "\"\"\"\n    multi\n    line\n    \"\"\"", "#\"raw \\(1) \"quoted\"\"#",
        ]
    }

    /// Statements valid in any code block: functions, getters, closures, view builders.
    static let statements = [
        "while true {}",
        "var fuzzCounter = 0; while fuzzCounter >= 0 { fuzzCounter += 1 }",
        "for fuzzIndex in 0..<Int.max { _ = fuzzIndex }",
        "repeat {} while true",
        "let fuzzArray = Array(repeating: 1, count: Int.max)",
        "let fuzzArray = Array(repeating: 0, count: -5)",
        "let fuzzString = String(repeating: \"ab\", count: 1 << 40)",
        "var fuzzText = \"x\"; for _ in 0..<64 { fuzzText += fuzzText }",
        "let fuzzValue = Int.max + 1",
        "let fuzzValue = Int.min / -1",
        "let fuzzValue = Int.min % -1",
        "let fuzzValue = 1 / 0",
        "let fuzzValue = 7 % 0",
        "let fuzzValue = -Int.min",
        "let fuzzValue = abs(Int.min)",
        "let fuzzValue = Int.max * 2",
        "let fuzzValue = 1 << 64",
        "let fuzzValue = 1 << -1",
        "let fuzzValue = Int(Double.nan)",
        "let fuzzValue = Int(1e308)",
        "let fuzzValue = Int(-Double.infinity)",
        "let fuzzValue = Int(\"99999999999999999999999\")!",
        "let fuzzValue = UInt(-1)",
        "let fuzzValue = Int8(300)",
        "let fuzzValue = [1, 2, 3][7]",
        "let fuzzValue = [1, 2, 3][-1]",
        "let fuzzValue = [Int]().first!",
        "let fuzzValue = ([] as [Int]).max()!",
        "let fuzzValue = Array(1...3)[1..<7]",
        "let fuzzValue = \"abc\".prefix(-1)",
        "let fuzzValue = \"abc\".dropFirst(-1)",
        "let fuzzValue = \"abc\".suffix(-3)",
        "let fuzzValue = Character(\"ab\")",
        "let fuzzValue = 5...1",
        "let fuzzValue = Int.max...Int.min",
        "let fuzzValue = 3..<2",
        "let fuzzValue = (0..<Int.max).count",
        "let fuzzValue = Array(0...Int.max)",
        "let fuzzValue = (0...Int.max).map { $0 }",
        "let fuzzValue = stride(from: 0, to: 10, by: 0)",
        "let fuzzValue = Array(stride(from: 0.0, through: 1e308, by: 1e-308))",
        "let fuzzValue = Dictionary(uniqueKeysWithValues: [(1, 1), (1, 2)])",
        "let fuzzValue = [1: 1, 1: 2]",
        "let fuzzValue = [Int: Int]()[0]!",
        "let fuzzValue = (0..<100_000).map { String(repeating: \"x\", count: $0) }",
        "let fuzzValue = (0..<100_000).map { Array(repeating: $0, count: 100_000) }",
        "let fuzzValue = Array(repeating: Array(repeating: 0, count: 100_000), count: 100_000).joined().count",
        "let fuzzValue = (1...1000).sorted { _, _ in true }",
        "let fuzzValue = pow(10.0, 400.0)",
        "let fuzzValue = 10.0.truncatingRemainder(dividingBy: 0)",
        "let fuzzValue = 0.0 / 0.0",
        "let fuzzValue: Int? = nil; let fuzzForced = fuzzValue!",
        "let fuzzValue = fuzzValue",
        "let fuzzClosure: () -> Int = { fuzzClosure() }; _ = fuzzClosure()",
        "func fuzzRecurse(_ n: Int) -> Int { fuzzRecurse(n + 1) }; let fuzzValue = fuzzRecurse(0)",
        "let fuzzValue = [1, 2, 3].reduce(0, +) / ([] as [Int]).count",
        "fatalError(\"fuzz\")",
        "precondition(false)",
        "assert(false)",
        "preconditionFailure()",
        "let fuzzValue = unsafeBitCast(1, to: String.self)",
        "let fuzzValue = \"abc\"[\"abc\".endIndex]",
        "let fuzzValue = String(UnicodeScalar(0xD800)!)",
        "let fuzzValue = Set([1]).first!.advanced(by: Int.max)",
        "defer { while true {} }",
        "guard false else { return }",
        "throw CancellationError()",
        "return",
        "break",
        "continue",
        "fallthrough",
    ]

    /// Views for a view builder (also valid, if useless, statements elsewhere).
    static let views = [
        "ForEach(0..<Int.max, id: \\.self) { Text(\"\\($0)\") }",
        "ForEach(Int.max - 5..<Int.max, id: \\.self) { Text(\"\\($0 + 10)\") }",
        "ForEach(0..<1000) { _ in ForEach(0..<1000) { _ in Text(\"x\") } }",
        """
        ForEach(0..<999, id: \\.self) { i in HStack { ForEach(0..<999, id: \\.self) { j in Color.red.frame(width: 1) } \
        } }
        """,
        "ForEach(0..<999, id: \\.self) { _ in Text(String(repeating: \"w\", count: 99_000)) }",
        "Text(String(repeating: \"lorem ipsum \", count: 9_000))",
        "Text(String(repeating: \"lorem ipsum \", count: 8_000)).lineLimit(Int.max)",
        "Text(\"\").font(.system(size: 1e308))",
        "Text(\"size\").font(.system(size: -5))",
        "Text(\"nan\").font(.system(size: .nan))",
        "Color.red.frame(width: .infinity, height: .nan)",
        "Color.blue.frame(width: -1, height: -1e308)",
        "Rectangle().frame(minWidth: 100, maxWidth: 10, minHeight: .infinity)",
        "Circle().padding(-1e308)",
        "Circle().padding(1e308)",
        "Spacer(minLength: -1e308)",
        "Spacer(minLength: .infinity)",
        "HStack(spacing: .infinity) { Text(\"a\"); Text(\"b\") }",
        "VStack(spacing: -1e308) { Text(\"a\"); Text(\"b\") }",
        "ZStack { ForEach(0..<1000) { Text(\"\\($0)\").offset(x: .infinity) } }",
        "Text(\"p\").position(x: .nan, y: .infinity)",
        "Rectangle().aspectRatio(0, contentMode: .fit)",
        "Rectangle().aspectRatio(-1, contentMode: .fill)",
        "Rectangle().aspectRatio(.infinity, contentMode: .fit)",
        "Text(\"o\").opacity(.nan)",
        "Text(\"s\").scaleEffect(0)",
        "Text(\"s\").scaleEffect(1e308)",
        "Text(\"r\").rotationEffect(.degrees(.infinity))",
        "Text(\"b\").blur(radius: 1e308)",
        "Text(\"sh\").shadow(radius: -1)",
        "Text(\"ll\").lineLimit(-1)",
        "Text(\"ll\").lineLimit(0)",
        "Text(\"lp\").layoutPriority(.infinity)",
        "RoundedRectangle(cornerRadius: -10)",
        "RoundedRectangle(cornerRadius: .nan).stroke(lineWidth: 1e308)",
        "Text(\"pad\").padding(.all, .nan)",
        "Text(\"fixed\").fixedSize().frame(width: 0, height: 0)",
        "ScrollView { ScrollView { ScrollView { Text(\"nested\") } } }",
        "ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1e300, height: 1e300) }",
        "Color.red.ignoresSafeArea().frame(width: .infinity)",
        "AnyView(AnyView(AnyView(EmptyView())))",
        "Group { Group { Group { Group { EmptyView() } } } }",
    ]

    /// Modifiers appended to a view, singly or as long chains.
    static let modifiers = [
        ".padding()", ".padding(1)", ".frame(width: 10)", ".opacity(0.5)", ".background(Color.red)",
        ".overlay(Circle())", ".bold()", ".font(.title)", ".offset(x: 1)", ".clipShape(Capsule())",
        ".foregroundColor(.red)", ".environment(\\.colorScheme, .dark)", ".fixedSize()", ".cornerRadius(2)",
        ".border(Color.black)", ".shadow(radius: 1)", ".frame(maxWidth: .infinity)", ".id(1)", ".hidden()",
    ]

    /// Top-level declarations, each with a preview that uses it.
    static let declarations = [
        "struct FuzzLoop: View { var body: some View { FuzzLoop() } }\n#Preview { FuzzLoop() }",
        """
        struct FuzzA: View { var body: some View { FuzzB() } }\nstruct FuzzB: View { var body: some View { \
        FuzzA().padding() } }\n#Preview { FuzzA() }
        """,
        "struct FuzzBody: View { var body: some View { body } }\n#Preview { FuzzBody() }",
        """
        struct FuzzInit: View { init() { self.init() }
         var body: some View { Text("x") } }
        #Preview { FuzzInit() }
        """,
        """
        struct FuzzDeep: View { let level: Int\n var body: some View { if level < 100_000 { FuzzDeep(level: level + \
        1).padding(1) } else { Text(\"bottom\") } } }\n#Preview { FuzzDeep(level: 0) }
        """,
        """
        struct FuzzWrap<T: View>: View { let content: T\n var body: some View { FuzzWrap<FuzzWrap<T>>(content: \
        FuzzWrap(content: content)) } }\n#Preview { FuzzWrap(content: Text(\"w\")) }
        """,
        "extension Int { var fuzzLoop: Int { self.fuzzLoop } }\n#Preview { Text(\"\\(1.fuzzLoop)\") }",
        "extension View { func fuzzChain() -> some View { self.fuzzChain() } }\n#Preview { Text(\"x\").fuzzChain() }",
        """
        extension View { func fuzzGrow() -> some View { self.padding(1).fuzzGrow() } }\n#Preview { \
        Text(\"x\").fuzzGrow() }
        """,
        """
        func fuzzAck(_ m: Int, _ n: Int) -> Int { m == 0 ? n + 1 : n == 0 ? fuzzAck(m - 1, 1) : fuzzAck(m - 1, \
        fuzzAck(m, n - 1)) }\n#Preview { Text(\"\\(fuzzAck(3, 10))\") }
        """,
        """
        func fuzzFib(_ n: Int) -> Int { n < 2 ? n : fuzzFib(n - 1) + fuzzFib(n - 2) }\n#Preview { \
        Text(\"\\(fuzzFib(40))\") }
        """,
        "enum FuzzStatic { static let value: Int = FuzzStatic.value + 1 }\n#Preview { Text(\"\\(FuzzStatic.value)\") }",
        """
        let fuzzGlobalA: Int = fuzzGlobalB + 1\nlet fuzzGlobalB: Int = fuzzGlobalA + 1\n#Preview { \
        Text(\"\\(fuzzGlobalA)\") }
        """,
        """
        protocol FuzzP { func f() -> Int }\nextension FuzzP { func f() -> Int { f() } }\nstruct FuzzS: FuzzP \
        {}\n#Preview { Text(\"\\(FuzzS().f())\") }
        """,
        """
        struct FuzzSet { var v = 0 { didSet { v += 1 } } }\n#Preview { var s = FuzzSet(); let _ = (s.v = 1); \
        Text(\"\\(s.v)\") }
        """,
        """
        struct FuzzComputed { var v: Int { get { v } set { v = newValue } } }
        #Preview { var c = FuzzComputed(); let _ = (c.v = 1); Text("\\(c.v)") }
        """,
        """
        struct FuzzOp { static func + (l: FuzzOp, r: FuzzOp) -> FuzzOp { l + r } }\n#Preview { let _ = FuzzOp() + \
        FuzzOp(); Text(\"op\") }
        """,
        "struct FuzzSub { subscript(i: Int) -> Int { self[i + 1] } }\n#Preview { Text(\"\\(FuzzSub()[0])\") }",
        """
        struct FuzzState: View { @State var x = FuzzState().x\n var body: some View { Text(\"\\(x)\") } }\n#Preview { \
        FuzzState() }
        """,
        "struct FuzzLazy { lazy var v: Int = self.v }\n#Preview { var l = FuzzLazy(); Text(\"\\(l.v)\") }",
        """
        struct FuzzShape: Shape { func path(in rect: CGRect) -> Path { var p = Path(); for i in 0..<1_000_000 { \
        p.addLine(to: CGPoint(x: i, y: i)) }; return p } }\n#Preview { FuzzShape().stroke() }
        """,
        """
        struct FuzzShape2: Shape { func path(in rect: CGRect) -> Path { path(in: rect.insetBy(dx: 1, dy: 1)) } \
        }\n#Preview { FuzzShape2() }
        """,
        """
        struct FuzzStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Button(\"again\") \
        {}.buttonStyle(FuzzStyle()) } }\n#Preview { Button(\"x\") {}.buttonStyle(FuzzStyle()) }
        """,
        """
        struct FuzzMod: ViewModifier { func body(content: Content) -> some View { content.modifier(FuzzMod()) } \
        }\n#Preview { Text(\"m\").modifier(FuzzMod()) }
        """,
        """
        indirect enum FuzzList { case end, node(FuzzList)\n var count: Int { switch self { case .end: 0\n case \
        .node(let next): next.count + 1 } } }\nfunc fuzzBuild(_ n: Int) -> FuzzList { var l = FuzzList.end; for _ in \
        0..<n { l = .node(l) }; return l }\n#Preview { Text(\"\\(fuzzBuild(90_000).count)\") }
        """,
        """
        struct FuzzTree: View { let n: Int\n var body: some View { if n > 0 { HStack { FuzzTree(n: n - 1); FuzzTree(n: \
        n - 1) } } else { Color.red } } }\n#Preview { FuzzTree(n: 40) }
        """,
        """
        struct FuzzGen<T> { let t: T\n func wrap() -> FuzzGen<FuzzGen<T>> { FuzzGen<FuzzGen<T>>(t: self) }\n func \
        deep(_ n: Int) -> Int { n == 0 ? 0 : wrap().deep(n - 1) + 1 } }\n#Preview { Text(\"\\(FuzzGen(t: \
        1).deep(10_000))\") }
        """,
        "#Preview { let xs = (0..<100_000).map { $0 }; ForEach(xs, id: \\.self) { Text(\"\\($0)\") } }",
        "#Preview { var s = \"a\"; for _ in 0..<20 { s = s + s }; Text(s) }",
        "#Preview(\"\(String(repeating: "name", count: 5_000))\") { Text(\"named\") }",
        "#Preview(\"dup\") { Text(\"a\") }\n#Preview(\"dup\") { Text(\"b\") }\n#Preview(\"dup\") { Text(\"c\") }",
        "#Preview { }",
        "#Preview { EmptyView() }",
        "#Preview { 42 }",
        "#Preview { nil }",
        "#Preview { Self() }",
        "#Preview { self }",
        "struct FuzzProvider_Previews: PreviewProvider { static var previews: some View { previews } }",
        """
        struct FuzzProvider2_Previews: PreviewProvider { static var previews: some View { ForEach(0..<5000) { \
        Text(\"\\($0)\").previewDisplayName(\"p\\($0)\") } } }
        """,
    ]

    /// Compilation-condition lines, balanced or not.
    static let conditions = [
        "#if DEBUG", "#if !DEBUG", "#if os(iOS)", "#if os(Linux)", "#if canImport(UIKit)", "#if swift(>=99)",
        "#if compiler(<1)", "#if false", "#if true", "#if targetEnvironment(simulator)", "#if arch(arm64)",
        "#if FOO && !BAR || (BAZ)", "#if hasFeature(StrictConcurrency)", "#else", "#elseif DEBUG", "#endif", "#endif",
    ]

    /// Characters that break lexing and layout in surprising ways.
    static let characters: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\\", "#", "@", "$", ".", ",", ":", ";", "\u{0}", "\u{FEFF}", "\u{202E}",
        "é", "🙂", "\r", "\t", "\r\n", "`", "'", "/*", "*/", "//", "\u{2028}", "\u{00A0}", "\u{200B}", "<", ">", "?",
        "!", "&", "|", "^", "~", "=",
    ]
}
