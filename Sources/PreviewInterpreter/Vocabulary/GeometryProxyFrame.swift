import PreviewModel
import PreviewViews
import SwiftSyntax

/// A `GeometryReader`'s proxy, its `proxy.frame(in:)` and its `proxy[anchor]`. Evaluation comes before layout
/// places the reader, so the frame in the screen's (`.global`) space and an anchor are read from where an earlier
/// layout placed the reader (and the anchor's view), and the preview is evaluated again when layout moves them
/// (`Evaluator.geometryReaderOrigin`, `Anchors`). In its own (`.local`) space the frame is exact, and in a space a
/// view above names (`.coordinateSpace(name:)`) it is measured from where layout placed that view; in a scroll
/// view's space its origin is read as zero and the read is reported as approximated.
enum GeometryProxyFrame {
    /// The label of the proxy's function that resolves an anchor, which `proxy[anchor]` calls; no Swift member
    /// name holds a space, so a project never reads it.
    static let anchorResolver = "resolve anchor"

    /// The proxy of reader `reader` of `size` (what layout measured for it, `Evaluation.geometryReaderSizes`).
    static func proxy(size: Size, reader: Int) -> Value {
        .tuple(
            [
                .native(.size(size)), .native(.insets(EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))),
                .function(.builtin("frame", frame(size: size, reader: reader))),
                .function(
                    .builtin("subscript") { evaluator, arguments in
                        guard let anchor = arguments.first else { return .null }
                        return try Anchors.resolve(
                            anchor.value, from: evaluator.geometryReaderOrigin(reader), at: anchor.node)
                    }),
            ],
            labels: ["size", "safeAreaInsets", "frame", anchorResolver])
    }

    static func frame(size: Size, reader: Int) -> (Evaluator, [Argument]) throws -> Value {
        { evaluator, arguments in
            guard arguments.count == 1, arguments[0].label == "in" else {
                throw EvaluationError(
                    "'frame' of a GeometryProxy takes (in:)",
                    at: arguments.first.map { Syntax($0.node) } ?? evaluator.preview.node)
            }
            switch arguments[0].value {
            case .symbol("local"): break
            case .symbol("global"):
                // The screen's space is the canvas layout draws on.
                return .native(.rect(Rect(origin: evaluator.geometryReaderOrigin(reader), size: size)))
            case .implicitCall("named", let name) where name.count == 1:
                // A space a view above names (`.coordinateSpace(name:)`): the reader's place less that view's.
                guard case .string(let space) = name[0].value.stored else { break }
                let origin = evaluator.geometryReaderOrigin(reader)
                guard let named = evaluator.namedSpaceFrame(space) else {
                    evaluator.report(
                        "no view above this reader names the coordinate space '\(space)'; the frame is read in the "
                            + "reader's own space", at: arguments[0].node)
                    break
                }
                let place = Point(x: origin.x - named.minX, y: origin.y - named.minY)
                return .native(.rect(Rect(origin: place, size: size)))
            default:
                evaluator.report(
                    "'proxy.frame(in:)' is approximated: outside the reader's own coordinate space its origin reads "
                        + "as zero, since previews evaluate views before layout places them", at: arguments[0].node)
            }
            return .native(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)))
        }
    }
}
