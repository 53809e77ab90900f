import PreviewModel
import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// `Image` in its forms, `Label`'s icon, `AsyncImage`.
    static let imageViews: [Construct] = [
        Construct("Image", "(systemName name: String)") { call in
            let name = try call.string("name") ?? ""
            // Drawn as a neutral placeholder glyph, so the frame is not mistaken for the real one.
            if !SymbolCatalog.draws(name) {
                call.report("SF Symbol '\(name)' has no glyph in previewd; drawn as a placeholder")
            }
            return .view(.image(ImageSpec(source: .symbol(name))))
        },
        Construct(
            "Image",
            [
                "(_ name: String)", "(_ name: String, bundle: Bundle?)", "(decorative name: String)",
                "(_ name: String, label: Text)",
            ]
        ) { call in
            .view(call.evaluator.imageView(named: try call.string("name") ?? "", at: call.node))
        },
        Construct(
            "Image",
            ["(uiImage: Any)", "(nsImage: Any)", "(_ resource: Any)", "(cgImage: Any, scale: CGFloat, label: Text)"]
        ) { call in
            // `UIImage(named:)` and `UIImage(systemName:)` are images previewd draws (`UIKitImages`).
            if case .view(let image) = call[call.has("uiImage") ? "uiImage" : "nsImage"] { return .view(image) }
            // `Image(.pushups)`: the image set Xcode generates the `ImageResource` symbol `pushups` for.
            if case .symbol(let symbol) = call["resource"] {
                if let name = imageSet(generating: symbol, call.evaluator) {
                    return .view(call.evaluator.imageView(named: name, at: call.node))
                }
                call.report(
                    "no image set in the project's asset catalogs has the generated name '.\(symbol)'; drawn as a box")
                return .view(.image(ImageSpec(source: .asset("image"))))
            }
            // Any other platform image object is not available to previews.
            call.report("'Image' from a platform image is drawn as a box")
            return .view(.image(ImageSpec(source: .asset("image"))))
        },
        Construct(
            "AsyncImage",
            [
                "(url: URL?, scale: CGFloat = 1)",
                """
                (url: URL?, scale: CGFloat = 1, @ViewBuilder content: (Image) -> Content, @ViewBuilder placeholder: () \
                -> Placeholder)
                """,
                """
                (url: URL?, scale: CGFloat = 1, transaction: Any? = nil, @ViewBuilder content: (AsyncImagePhase) -> \
                Content)
                """,
            ]
        ) { call in
            // Previews do not load from the network: AsyncImage shows its placeholder, as while loading.
            if call.has("placeholder") { return .view(try call.view("placeholder")) }
            return .view(.shape(.rectangle, .fill(.color(ControlDrawing.fill))))
        },
    ]

    /// Modifiers only images take.
    static let imageModifiers: [Construct] = [
        Construct("resizable", "(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Any? = nil)") { call in
            .view(try mapImage(call.receiverView) { $0.resizable = true })
        },
        Construct("renderingMode", "(_ renderingMode: Any?)") { call in
            .view(
                try mapImage(call.receiverView) {
                    $0.template =
                        call["renderingMode"].isSymbol("template")
                        || $0.template && !call["renderingMode"].isSymbol("original")
                })
        },
        Construct("imageScale", "(_ scale: Image.Scale)") { call in
            // An environment value, so it reaches the symbols of every view below (a `Label`'s icon).
            guard case .symbol(let name) = call["scale"], let scale = SymbolScale(rawValue: name) else {
                return .view(try call.receiverView)
            }
            return .view(.environment(.imageScale(scale), try call.receiverView))
        },
        Construct("symbolVariant", "(_ variant: SymbolVariants)") { call in
            // An environment value, so it reaches the symbols of every view below, which layout names by it.
            switch call["variant"] {
            case .null: return .view(try call.receiverView)
            case .symbol(let names):
                guard let variants = SymbolVariants(names: names) else { break }
                let view = try call.receiverView
                return .view(variants.isNone ? view : .environment(.symbolVariant(variants), view))
            default: break
            }
            call.report("symbol variant '\(call.node("variant").trimmedDescription)' is not drawn; drawn without it")
            return .view(try call.receiverView)
        },
        Construct("interpolation", "(_ interpolation: Any)") { call in .view(try call.receiverView) },
        Construct("antialiased", "(_ isAntialiased: Bool)") { call in .view(try call.receiverView) },
    ]

    /// The name of the image set whose generated symbol is `symbol`, outside any namespace folder; the first by
    /// name where two sets make the same symbol (`UIKitColors.generatedSymbolMatch`).
    static func imageSet(generating symbol: String, _ evaluator: Evaluator) -> String? {
        if let known = evaluator.lookups.assetImageSets[symbol] { return known }
        let sets = evaluator.project.assets.images.keys.sorted().filter { !$0.contains("/") }
        let set = UIKitColors.generatedSymbolMatch(symbol, among: sets, kind: "Image").map { sets[$0] }
        evaluator.lookups.assetImageSets[symbol] = set
        return set
    }

    static func mapImage(_ view: ViewNode, _ change: (inout ImageSpec) -> Void) -> ViewNode {
        switch view {
        case .image(var spec):
            change(&spec)
            return .image(spec)
        case .environment(let environment, let inner): return .environment(environment, mapImage(inner, change))
        default: return view
        }
    }
}
