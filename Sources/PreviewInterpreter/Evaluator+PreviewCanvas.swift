import PreviewModel
import PreviewViews
import SwiftSyntax

/// A preview's own canvas, when its traits or `.previewLayout` ask for one instead of the device's screen.
package enum PreviewCanvas: Equatable, Sendable {
    /// `#Preview(traits: .sizeThatFitsLayout)`, `.previewLayout(.sizeThatFits)`: just the view, at the size it
    /// chooses when offered the device's screen.
    case sizeThatFits
    /// `#Preview(traits: .fixedLayout(width:height:))`, `.previewLayout(.fixed(width:height:))`: a canvas of
    /// exactly this many points, the view centred in it.
    case fixed(width: Double, height: Double)
}

extension Evaluator {
    /// Reads the `#Preview` macro's `traits:` that choose the canvas. Orientation traits are the model's
    /// (`PreviewDeclaration.traits`); traits previewd does not know are left alone, as they change nothing drawn.
    func readCanvasTraits() {
        let arguments = preview.node.as(MacroExpansionExprSyntax.self)?.arguments
            ?? preview.node.as(MacroExpansionDeclSyntax.self)?.arguments
        guard let arguments else { return }
        var isTrait = false
        for argument in arguments {
            // `traits:` is variadic: the unlabelled arguments after it are traits too.
            if let label = argument.label { isTrait = label.text == "traits" }
            guard isTrait else { continue }
            let value = quietly { try? evaluate(argument.expression, scope: Scope()) }
            if let canvas = value.flatMap({ Self.canvas(from: $0, names: ("sizeThatFitsLayout", "fixedLayout")) }) {
                previewCanvas = canvas
            }
        }
    }

    /// The canvas a trait or `PreviewLayout` value names: `names` are the spellings of "size that fits" and
    /// "fixed" (`.sizeThatFitsLayout` and `.fixedLayout(…)` for traits, `.sizeThatFits` and `.fixed(…)` for
    /// `PreviewLayout`); nil for `.device` and anything else.
    static func canvas(from value: Value, names: (sizeThatFits: String, fixed: String)) -> PreviewCanvas? {
        switch value {
        case .symbol(let name) where name == names.sizeThatFits:
            return .sizeThatFits
        case .implicitCall(let name, let arguments) where name == names.fixed:
            let width = arguments.first { $0.label == "width" }.flatMap { Convert.number($0.value) }
            let height = arguments.first { $0.label == "height" }.flatMap { Convert.number($0.value) }
            guard let width, let height, width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
            return .fixed(width: width, height: height)
        default:
            return nil
        }
    }
}
