import PreviewViews

/// `UIImage(named:)` and `UIImage(systemName:)` are the images `Image(_:)` and `Image(systemName:)` draw, so
/// `Image(uiImage: UIImage(named: "hero")!)` shows the asset catalog's image.
enum UIKitImages {
    static let constructs: [Construct] = imageConstructs("UIImage") + imageConstructs("NSImage")

    private static func imageConstructs(_ type: String) -> [Construct] {
        [
            Construct(
                type,
                [
                    "(named name: String)",
                    "(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?)",
                    "(named name: String, in bundle: Bundle?, with configuration: Any?)",
                ]
            ) { call in
                .view(call.evaluator.imageView(named: try call.string("name") ?? "", at: call.node))
            },
            Construct(
                type,
                [
                    "(systemName name: String)", "(systemName name: String, withConfiguration configuration: Any?)",
                    "(systemSymbolName name: String, accessibilityDescription: String?)",
                ]
            ) { call in
                let name = try call.string("name") ?? ""
                if !SymbolCatalog.draws(name) {
                    call.report("SF Symbol '\(name)' has no glyph in previewd; drawn as a placeholder")
                }
                return .view(.image(ImageSpec(source: .symbol(name))))
            },
            // An empty image draws nothing.
            Construct(type, "()") { _ in .view(.empty) },
        ]
    }
}
