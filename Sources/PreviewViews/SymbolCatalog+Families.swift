/// The rules by which `SymbolCatalog` draws names no entry spells out: how SF composes its names, so that a symbol
/// previewd has not seen still draws as the picture its name describes.
extension SymbolCatalog {
    /// Components SF renamed (SF Symbols 6 spells `doc` as `document`, `mic` as `microphone`, `arrow.triangle` as
    /// `arrow.trianglehead`), whole names it renamed, and the writing-direction names of arrows (`backward` is
    /// `left` in a left-to-right layout, which previews use).
    private static let renamedComponents = ["document": "doc", "microphone": "mic", "trianglehead": "triangle"]
    private static let renamedNames = [
        "apple.logo": "applelogo", "text.document": "doc.text", "apple.terminal": "terminal",
        "clock.arrow.trianglehead.counterclockwise.rotate.90": "clock.arrow.circlepath",
        "shield.lefthalf.fill": "shield.lefthalf.filled",
    ]
    private static let arrowFamilies: Set<String> = ["arrow", "arrowtriangle", "arrowshape", "chevron"]
    private static let directions = ["backward": "left", "forward": "right"]

    /// The name the symbol `name` had in an earlier SF release, when it has one and it differs.
    static func earlierName(of name: String) -> String? {
        if let renamed = renamedNames[name] { return renamed }
        var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isArrow = components.first.map(arrowFamilies.contains) ?? false
        components = components.map { renamedComponents[$0] ?? (isArrow ? directions[$0] : nil) ?? $0 }
        let earlier = components.joined(separator: ".")
        return earlier == name ? nil : earlier
    }

    /// The base of a badged name (`person.crop.circle.badge.plus`, `gear.badge`,
    /// `eye.trianglebadge.exclamationmark`): the badge is the smaller part of the picture, and the base alone says
    /// what it is. A `.fill` at the end fills the base.
    static func badgedBase(of name: String) -> String? {
        let components = name.split(separator: ".")
        guard let index = components.firstIndex(where: { $0.hasSuffix("badge") }), index > 0 else { return nil }
        let fill = name.hasSuffix(".fill") && !components[..<index].contains("fill")
        return components[..<index].joined(separator: ".") + (fill ? ".fill" : "")
    }

    /// The filled base of a name that qualifies it after its `.fill` (`person.fill.questionmark`,
    /// `location.fill.viewfinder`): the qualifier is a mark beside the base. A second object (`.on.`, `.and.`) is
    /// more than a mark, and keeps the name unresolved.
    static func qualifiedFillBase(of name: String) -> String? {
        let components = name.split(separator: ".")
        guard let index = components.firstIndex(of: "fill"), index > 0, index < components.count - 1 else {
            return nil
        }
        guard !components[(index + 1)...].contains(where: { $0 == "on" || $0 == "and" }) else { return nil }
        return components[...index].joined(separator: ".")
    }

    /// `arrow.up.to.line.compact`, `chevron.compact.down`: SF's flatter variants draw the same picture.
    static func uncompacted(_ name: String) -> String? {
        let components = name.split(separator: ".")
        guard components.count > 1, components.contains("compact") else { return nil }
        return components.filter { $0 != "compact" }.joined(separator: ".")
    }

    /// The glyph of a family whose members share one picture: every `figure.…` is a figure, drawn doing the
    /// activity its name gives where a font has that figure, standing otherwise; every `gauge.…` is a dial.
    static func family(_ name: String) -> Glyph? {
        let fill = name.hasSuffix(".fill")
        let components = (fill ? String(name.dropLast(".fill".count)) : name).split(separator: ".").map(String.init)
        guard components.count > 1 else { return nil }
        switch components[0] {
        case "figure":
            let words = Set(components.dropFirst())
            let activity = figureActivities.first { $0.words.contains { words.contains($0) } }
            return Glyph(source: activity?.figure ?? standingFigure)
        case "gauge":
            return Glyph(source: .mi("speed", 0xE9E4))
        default:
            return nil
        }
    }

    private static let standingFigure = Source.mi("man", 0xE4EB)

    /// Which figure draws an activity, first match first: the words of SF's `figure.…` names.
    private static let figureActivities: [(words: [String], figure: Source)] = [
        (["holdinghands"], .mi("family_restroom", 0xF1A2)),
        (["child"], .mdi("human-child", 0xF2E7)),
        (["2"], .mdi("human-male-female", 0xF2E8)),
        (["roll", "wheelchair"], .mi("accessible", 0xE914)),
        (["hiking"], .mi("hiking", 0xE50A)),
        (["walk", "walking"], .mi("directions_walk", 0xE536)),
        (["cycle", "cycling", "bike"], .mi("directions_bike", 0xE52F)),
        (["pool", "swim", "waterpolo", "water"], .mi("pool", 0xEB48)),
        (["skiing"], .mi("downhill_skiing", 0xE509)),
        (["snowboarding"], .mi("snowboarding", 0xE513)),
        (["surfing"], .mi("surfing", 0xE515)),
        (["sailing"], .mi("sailing", 0xE502)),
        (["rower", "rowing"], .mi("rowing", 0xE921)),
        (["skating"], .mi("ice_skating", 0xE50B)),
        (["skateboarding"], .mi("skateboarding", 0xE511)),
        (["yoga", "mind", "cooldown", "taichi", "pilates"], .mi("self_improvement", 0xEA78)),
        (
            ["flexibility", "gymnastics", "barre", "dance", "socialdance", "cheerleading"],
            .mi("sports_gymnastics", 0xEBC4)
        ),
        (["martial", "boxing", "kickboxing", "wrestling", "fencing"], .mi("sports_martial_arts", 0xEAE9)),
        (
            [
                "play", "handball", "basketball", "soccer", "volleyball", "tennis", "baseball", "softball", "cricket",
                "hockey", "football", "rugby", "lacrosse", "squash", "badminton", "racquetball", "pickleball",
                "bowling", "disc", "golf", "jumprope",
            ],
            .mi("sports_handball", 0xEA33)
        ),
        (
            ["run", "running", "cardio", "highintensity", "elliptical", "stairs", "step", "cross"],
            .mi("directions_run", 0xE566)
        ),
        (["wave", "arms"], .mi("emoji_people", 0xEA1D)),
    ]
}
