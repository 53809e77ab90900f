/// SwiftUI's `SymbolVariants`: `.symbolVariant(…)` makes the symbols below it name their variant, as SF names
/// them: the base, then `.slash`, then the enclosing shape, then `.fill` (`bell.slash.circle.fill`). A name that
/// already carries a variant keeps it, and the variants of the name and of the environment are combined.
package struct SymbolVariants: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The enclosing shape: `circle`, `square` or `rectangle`; nil for none.
    package var shape: String?
    package var slash = false
    package var fill = false

    /// No variant: the name as written.
    package static let none = SymbolVariants()

    package init(shape: String? = nil, slash: Bool = false, fill: Bool = false) {
        self.shape = shape
        self.slash = slash
        self.fill = fill
    }

    /// The shapes SF encloses symbols in.
    static let shapes: Set<String> = ["circle", "square", "rectangle"]

    /// The variants a dotted list of SwiftUI's names stands for (`circle.fill`, `none`), nil when one of the
    /// names is not a variant.
    package init?(names: String) {
        for name in names.split(separator: ".").map(String.init) {
            switch name {
            case "none": continue
            case "fill": fill = true
            case "slash": slash = true
            case _ where Self.shapes.contains(name): shape = name
            default: return nil
            }
        }
    }

    package var isNone: Bool { self == .none }

    /// These variants with `other`'s added; a shape already chosen stays.
    package func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: shape ?? other.shape, slash: slash || other.slash, fill: fill || other.fill)
    }

    /// The name of `base`'s symbol in these variants, or `base` itself when nothing would change.
    package func name(for base: String) -> String {
        guard !isNone else { return base }
        var components = base.split(separator: ".").map(String.init)
        // The variants the name already has, read from its end in SF's order, so they are not repeated; the first
        // component is the picture itself even when it is a shape (`circle`, `square.fill`).
        var own = SymbolVariants.none
        if components.count > 1, components.last == "fill" {
            own.fill = true
            components.removeLast()
        }
        if components.count > 1, let last = components.last, Self.shapes.contains(last) {
            own.shape = last
            components.removeLast()
        }
        if components.count > 1, components.last == "slash" {
            own.slash = true
            components.removeLast()
        }
        let combined = own.union(self)
        var name = components.joined(separator: ".")
        if combined.slash { name += ".slash" }
        // A shape is not enclosed in itself: `circle` with `.circle` is `circle`.
        if let shape = combined.shape, components != [shape] { name += "." + shape }
        if combined.fill { name += ".fill" }
        return name
    }

    /// The symbol drawn for `base` under these variants: its variant's name when previewd has a glyph for it, else
    /// `base`, as iOS draws the plain symbol when the variant does not exist.
    package func symbol(for base: String) -> String {
        let variant = name(for: base)
        return variant == base || !SymbolCatalog.draws(variant) ? base : variant
    }

    package var description: String {
        let names = [shape, slash ? "slash" : nil, fill ? "fill" : nil].compactMap { $0 }
        return names.isEmpty ? "none" : names.joined(separator: ".")
    }
}
