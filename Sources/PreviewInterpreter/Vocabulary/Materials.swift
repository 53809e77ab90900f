import PreviewViews

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): what is drawn behind the view,
/// inside its shape, blurred and then tinted with the system's pale (light) or near-black (dark) tone.
///
/// Apple documents only the order: ultra-thin is "mostly translucent", thin "more translucent than opaque", regular
/// "somewhat translucent", thick "more opaque than translucent", ultra-thick "mostly opaque", and the bar material
/// matches system toolbars. It publishes no blur radius or tint opacity, and no measurement of them was found: the
/// figures below are estimates that keep that order (thinner materials blur less and let more through).
enum Materials {
    /// One material: its blur in points and how opaque its tint is.
    struct Recipe {
        var blur: Double
        var tintOpacity: Double
    }

    static let recipes: [String: Recipe] = [
        "ultraThin": Recipe(blur: 14, tintOpacity: 0.35),
        "thin": Recipe(blur: 17, tintOpacity: 0.5),
        "regular": Recipe(blur: 20, tintOpacity: 0.65),
        "thick": Recipe(blur: 24, tintOpacity: 0.8),
        "ultraThick": Recipe(blur: 28, tintOpacity: 0.92),
        "bar": Recipe(blur: 20, tintOpacity: 0.8),
    ]

    /// The tone every material is tinted with, at its own opacity.
    static func tint(opacity: Double) -> ColorValue {
        .adaptive(light: RGBA(246, 246, 248, alpha: opacity), dark: RGBA(30, 30, 32, alpha: opacity))
    }

    /// The paint of `Material.regular` (`name` "regular") or of the `ShapeStyle` member `.regularMaterial`
    /// (`name` "regularMaterial"; `.bar` is both); nil for any other name.
    static func paint(named name: String) -> Paint? {
        let member = name.hasSuffix("Material") ? String(name.dropLast("Material".count)) : name
        guard let recipe = recipes[member] else { return nil }
        return .material(blur: recipe.blur, tint: tint(opacity: recipe.tintOpacity))
    }

    /// The `Material` type's members (`Material.thin`).
    static let typeConstants: [String: Value] = recipes.keys.reduce(into: [:]) { members, name in
        members[name] = paint(named: name).map { .native(.paint($0)) }
    }
}
