import Foundation
import PreviewViews
import SwiftSyntax

/// The geometry a preview may ask for: sizes, offsets, radii and scale factors a phone could show.
///
/// A value outside these bounds is the project's mistake (a typo in a frame size, a division by zero, a radius in
/// the wrong unit), so it is clamped or refused where the modifier is evaluated, with a warning that names the
/// modifier and the value. Layout and raster then only ever see numbers a screen could show; they still guard
/// against anything else, but the user hears about it here, at the line that said it.
enum GeometryLimits {
    /// The largest length one argument may have, in points: about 25 times the tallest canvas previewd draws
    /// (4,096 points), so long scrolling content fits and a billion-point frame does not.
    static let maximumLength = 100_000.0
    /// The largest scale factor of `.scaleEffect`: a dot blown up to fill an iPad, and then some.
    static let maximumScale = 1_000.0
}

/// What a length argument means, which decides the values it may take.
enum LengthKind {
    /// An offset, a position, padding or spacing: any finite number (negative padding pulls content outwards).
    case signed
    /// A frame's `width`, `height`, `minWidth`, `idealWidth`, …: zero or more, finite. Anything else is left out,
    /// as SwiftUI ignores an invalid frame dimension.
    case size
    /// A frame's `maxWidth` or `maxHeight`: a size, or `.infinity` to take all the space offered.
    case maximum
    /// A radius or a line width: zero or more; a negative one draws as zero.
    case radius
}

extension Call {
    /// The argument `name` as a length in points, checked against what it means (`kind`) and `GeometryLimits`: nil
    /// when not passed or refused, clamped when too large. Each refused or clamped value gets a warning at the
    /// argument.
    func length(_ name: String, _ kind: LengthKind) throws -> Double? {
        guard let value = try number(name) else { return nil }
        return checkedLength(value, kind, argument: name)
    }

    /// `value`, given for the argument `name` (its source text is quoted), checked as `length` checks it; for
    /// lengths that arrive inside another value (`CGSize`, `CGPoint`).
    func checkedLength(_ value: Double, _ kind: LengthKind, argument name: String, part: String? = nil) -> Double? {
        let subject = part.map { "its \($0) " } ?? ""
        if value.isNaN {
            reportGeometry(name, "\(subject)is not a number (NaN); left out")
            return nil
        }
        if value.isInfinite {
            if kind == .maximum, value > 0 { return value }
            let hint = kind == .size ? " (maxWidth: .infinity or maxHeight: .infinity takes all the space offered)" : ""
            reportGeometry(name, "\(subject)is infinite; left out\(hint)")
            return nil
        }
        if value < 0 {
            switch kind {
            case .signed:
                break
            case .size, .maximum:
                reportGeometry(name, "\(subject)is negative; left out, as SwiftUI ignores a negative frame size")
                return nil
            case .radius:
                reportGeometry(name, "\(subject)is negative; drawn as 0")
                return 0
            }
        }
        let limit = GeometryLimits.maximumLength
        guard abs(value) <= limit else {
            let clamped = value < 0 ? -limit : limit
            reportGeometry(
                name,
                "\(subject)is \(Self.format(value)) points, far beyond any screen; drawn as \(Self.format(clamped)), "
                    + "the most previewd draws")
            return clamped
        }
        return value
    }

    /// The argument `name` as a scale factor: finite, at most `GeometryLimits.maximumScale` either way.
    func scaleFactor(_ name: String) throws -> Double? {
        guard let value = try number(name) else { return nil }
        return checkedScale(value, argument: name)
    }

    /// `value` checked as `scaleFactor` checks it, for factors that arrive inside another value.
    func checkedScale(_ value: Double, argument name: String, part: String? = nil) -> Double? {
        let subject = part.map { "its \($0) " } ?? ""
        guard value.isFinite else {
            reportGeometry(name, "\(subject)is \(value.isNaN ? "not a number (NaN)" : "infinite"); left out")
            return nil
        }
        let limit = GeometryLimits.maximumScale
        guard abs(value) <= limit else {
            let clamped = value < 0 ? -limit : limit
            reportGeometry(
                name,
                "\(subject)scales by \(Self.format(value)), far beyond any screen; drawn as \(Self.format(clamped))")
            return clamped
        }
        return value
    }

    /// A warning at the argument `name`, quoting the modifier with that argument as the source wrote it:
    /// `'.frame(width: 1e9)' is 1e+09 points, …`.
    private func reportGeometry(_ name: String, _ message: String) {
        let argument = node(name)
        var written = ""
        if argument != node {
            let labeled = argument.parent?.as(LabeledExprSyntax.self).map(Syntax.init) ?? argument
            written = labeled.trimmedDescription
            if written.hasSuffix(",") { written.removeLast() }
        }
        evaluator.report("'.\(construct)(\(written))' \(message)", at: argument)
    }

    /// A number as a person writes it: 100000, 1e+09, -2.5.
    static func format(_ value: Double) -> String { String(format: "%g", value) }
}
