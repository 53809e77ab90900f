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
            // `UIImage(resource: .avatar)`: the image set Xcode generates the `ImageResource` symbol `avatar` for.
            Construct(type, "(resource: Any)") { call in
                guard case .symbol(let symbol) = call["resource"],
                    let name = Vocabulary.imageSet(generating: symbol, call.evaluator)
                else {
                    call.report("'\(type)(resource:)' names no image set of the asset catalogs; drawn as a box")
                    return .view(.image(ImageSpec(source: .asset("image"))))
                }
                return .view(call.evaluator.imageView(named: name, at: call.node))
            },
            // A file in the app's bundle is its resource; any other file (the app's documents) is not read, and
            // reads as missing, as in a new install: the initialiser fails.
            Construct(type, "(contentsOfFile path: String)") { call in
                let path = try call.string("path") ?? ""
                if path.hasPrefix(Evaluator.bundleURLPrefix), let file = path.split(separator: "/").last {
                    let name = file.split(separator: ".").dropLast().joined(separator: ".")
                    return .view(call.evaluator.imageView(named: name.isEmpty ? String(file) : name, at: call.node))
                }
                call.report("previews do not read files: '\(path)' reads as missing, as in a new install")
                return .null
            },
            // An empty image draws nothing.
            Construct(type, "()") { _ in .view(.empty) },
        ]
    }
}
