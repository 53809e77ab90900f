import PreviewViews
import SwiftSyntax

/// `UIImage(named:)` and `UIImage(systemName:)` are the images `Image(_:)` and `Image(systemName:)` draw, so
/// `Image(uiImage: UIImage(named: "hero")!)` shows the asset catalog's image, and the image answers for a
/// `UIImage` where code reads it (`image.size`, `image.withRenderingMode(.alwaysTemplate)`).
enum UIKitImages {
    /// The point size of the text style a symbol image takes by default (`.body` at the large Dynamic Type size).
    static let defaultSymbolPointSize = 17.0

    /// `image.size`: an asset's size in points, its pixels over its scale, as UIKit answers. A symbol's size
    /// depends on glyph metrics only drawing knows, so it is approximated by its font's line and said to be.
    /// `cgImage`/`ciImage` are the same picture. Nil for other names, and for views that are not images.
    static func property(_ name: String, of view: ViewNode, evaluator: Evaluator, at node: Syntax) -> Value? {
        guard let spec = image(in: view) else { return nil }
        switch name {
        case "size":
            let side = defaultSymbolPointSize * SymbolMetrics.lineHeightPerPoint
            switch spec.source {
            case .file(_, let size, _): return .native(.size(size))
            // A name no catalog holds is drawn as the layout's stand-in box, and has been reported as missing.
            case .asset:
                return .native(.size(Size(width: ImageSpec.missingAssetSide, height: ImageSpec.missingAssetSide)))
            case .symbol(let symbol):
                evaluator.report(
                    "the size of symbol image '\(symbol)' is approximated as \(side) points square", at: node)
                return .native(.size(Size(width: side, height: side)))
            case .customSymbol(_, let widthPerPoint, _):
                evaluator.report("the size of a custom symbol image is approximated from its font size", at: node)
                return .native(.size(Size(width: widthPerPoint * defaultSymbolPointSize, height: side)))
            }
        case "cgImage", "ciImage": return .view(view)
        case "isSymbolImage":
            switch spec.source {
            case .symbol, .customSymbol: return .bool(true)
            case .asset, .file: return .bool(false)
            }
        default: return nil
        }
    }

    /// `withRenderingMode(.alwaysTemplate)` and `withTintColor(_:)`: the image drawn in the foreground colour
    /// (or the tint given) instead of its own; the other `UIImage` methods that return the image configured for
    /// drawing leave a still frame's picture as it is. Nil for other names, which are SwiftUI's modifiers.
    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "withRenderingMode":
            return { value, arguments, _, _ in
                guard case .view(let view) = value else { return value }
                return .view(
                    Vocabulary.mapImage(view) { spec in
                        switch arguments.first?.value {
                        case .symbol("alwaysTemplate")?: spec.template = true
                        case .symbol("alwaysOriginal")?: spec.template = false
                        default: break
                        }
                    })
            }
        case "withTintColor":
            return { value, arguments, evaluator, _ in
                guard case .view(let view) = value, let tint = arguments.first?.value,
                    let color = Convert.color(tint, evaluator: evaluator)
                else { return value }
                let tinted = Vocabulary.mapImage(view) { $0.template = true }
                return .view(.environment(.foreground(color), tinted))
            }
        case "withConfiguration", "applyingSymbolConfiguration", "withBaselineOffset", "resizableImage",
            "imageFlippedForRightToLeftLayoutDirection", "withAlignmentRectInsets", "imageWithoutBaseline":
            return { value, _, _, _ in value }
        default: return nil
        }
    }

    /// The image a view is, under the environment values wrapped around it (`withTintColor` adds one); nil for
    /// any other view.
    static func image(in view: ViewNode) -> ImageSpec? {
        switch view {
        case .image(let spec): return spec
        case .environment(_, let inner): return image(in: inner)
        default: return nil
        }
    }

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
