import PreviewViews

extension Vocabulary {
    /// iOS 26's Liquid Glass (`.glassEffect`) and the tab bar's behaviour on scroll.
    static let materialModifiers: [Construct] = [
        Construct(
            "glassEffect",
            [
                "(_ glass: Any = .regular, in shape: Shape = Capsule())",
                "(_ glass: Any, in shape: Shape, isEnabled: Bool)",
            ]
        ) { call in
            let content = try call.receiverView
            if call.bool("isEnabled") == false { return .view(content) }
            let shape =
                call.has("shape")
                ? (try Convert.shape(call["shape"], evaluator: call.evaluator, at: call.node("shape")) ?? .capsule)
                : .capsule
            let glass = GlassEffect.glass(call["glass"], evaluator: call.evaluator)
            call.report(
                "'.glassEffect' is approximated: what is behind the glass is blurred and tinted, but not bent "
                    + "along its edge as Liquid Glass bends it")
            let material = GlassEffect.material(shape, glass)
            return .view(.decoration(material, placement: .behind, alignment: .center, content: content))
        },
        // A tab bar minimises only once its content scrolls; at rest, as a still frame shows it, it is full size.
        Construct("tabBarMinimizeBehavior", "(_ behavior: Any)") { call in .view(try call.receiverView) },
    ]
}

/// How `.glassEffect` is drawn in a still frame: iOS 26 draws Liquid Glass at rest as a pale, translucent layer in
/// its shape (capsule by default) that lets the colours behind it through softened, edged by a bright rim; tinted
/// glass (`.regular.tint(.orange)`) is the tint, slightly translucent. What is behind is blurred (a material paint,
/// lighter than the system materials); the lens-like bending of it along the edge is not drawn.
enum GlassEffect {
    /// `Glass` values: `.regular`, `.clear`, `.identity`, with `.tint(_:)` and `.interactive()` chained.
    struct Glass {
        var tint: ColorValue?
        var clear = false
        var identity = false
    }

    /// Regular glass over a light or a dark background: its tint, and how far it blurs what is behind, in points.
    /// Apple publishes neither: estimates, keeping glass far clearer than a material (`Materials`).
    static let regular = ColorValue.adaptive(
        light: RGBA(255, 255, 255, alpha: 0.5), dark: RGBA(58, 58, 60, alpha: 0.45))
    static let regularBlur = 6.0
    /// `.clear` glass lets more of the background through, barely softened.
    static let clear = ColorValue.adaptive(light: RGBA(255, 255, 255, alpha: 0.25), dark: RGBA(58, 58, 60, alpha: 0.25))
    static let clearBlur = 2.0
    /// The specular rim along the edge.
    static let rim = ColorValue.adaptive(light: RGBA(255, 255, 255, alpha: 0.8), dark: RGBA(255, 255, 255, alpha: 0.25))
    /// Tinted glass shows a little of what is behind through its tint.
    static let tintOpacity = 0.85

    /// The glass a `.glassEffect` argument names: an implicit member chain (`.regular.tint(.orange)`) whose last
    /// call, when it is `tint`, holds the tint (`.interactive()` keeps the chain it is called on, `glassMethod`);
    /// anything else is regular glass.
    static func glass(_ value: Value, evaluator: Evaluator) -> Glass {
        var glass = Glass()
        let chain: [Substring]
        switch value {
        case .symbol(let name): chain = name.split(separator: ".")
        case .implicitCall(let name, let arguments):
            chain = name.split(separator: ".")
            if chain.last == "tint", let tint = arguments.first {
                glass.tint = Convert.color(tint.value, evaluator: evaluator)
            }
        default: return glass
        }
        glass.clear = chain.first == "clear"
        glass.identity = chain.first == "identity"
        return glass
    }

    /// `Glass.regular`, `Glass.clear`, `Glass.identity` spelled out: the glass their implicit members name.
    static let typeConstants: [String: [String: Value]] = [
        "Glass": ["regular": .symbol("regular"), "clear": .symbol("clear"), "identity": .symbol("identity")]
    ]

    /// Whether an implicit member chain starts with a `Glass`.
    static func isGlass(_ chain: String) -> Bool {
        ["regular", "clear", "identity"].contains(chain.split(separator: ".").first.map(String.init) ?? "")
    }

    /// `Glass.interactive()`: glass that reacts to touches looks the same at rest.
    static func glassMethod(_ name: String) -> NativeMethods.Method? {
        guard name == "interactive" else { return nil }
        return { value, _, _, _ in value }
    }

    /// The layer drawn behind the content: what is behind, blurred under the glass's tint in `shape`, edged by its
    /// rim.
    static func material(_ shape: ShapePath, _ glass: Glass) -> ViewNode {
        if glass.identity { return .empty }
        let fill = glass.tint.map { ColorValue.opacity($0, tintOpacity) } ?? (glass.clear ? clear : regular)
        let fillPaint = Paint.material(blur: glass.clear ? clearBlur : regularBlur, tint: fill)
        return .zstack(
            alignment: .center,
            children: [
                .shape(shape, .fill(fillPaint)), .shape(shape, .stroke(.color(rim), lineWidth: 0.5, inset: true)),
            ])
    }
}
