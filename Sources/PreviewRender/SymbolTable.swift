/// SF Symbol names mapped to glyphs of fonts Debian ships (DejaVu Sans, Noto Color Emoji): there is no SF
/// Symbols font on Linux, and its licence would not allow bundling one.
///
/// A name resolves in steps, so that one base glyph serves its common variants: the exact name first
/// (`star.fill` → ★); then a trailing `.circle`, `.circle.fill`, `.square` or `.square.fill` becomes an
/// enclosure drawn around (or knocked out of) the base glyph (`person.crop.circle.fill`); `.slash` a stroke
/// across it; and a remaining `.fill` falls back to the outline glyph. Emoji glyphs are drawn as silhouettes
/// in the foreground colour, as symbols are monochrome templates. Unknown names draw a rounded-square outline.
enum SymbolTable {
    /// Where a glyph comes from.
    enum Font: Equatable {
        /// DejaVu Sans: monochrome outlines, drawn in the foreground colour.
        case text
        /// Noto Color Emoji: colour bitmaps, used only as an alpha mask.
        case emoji

        var family: String { self == .text ? "DejaVu Sans" : "Noto Color Emoji" }
    }

    /// A decoration around the base glyph.
    enum Enclosure: Equatable {
        case none, circle, circleFill, square, squareFill
    }

    /// How to draw one symbol name.
    struct Glyph: Equatable {
        var text: String
        var font: Font
        var enclosure: Enclosure = .none
        var slash: Bool = false
    }

    /// The glyph for `name`, or nil for a name the table does not know.
    static func glyph(for name: String) -> Glyph? {
        if let base = base(name) { return base }
        var rest = name
        var slash = false
        if rest.hasSuffix(".slash") || rest.contains(".slash.") {
            slash = true
            rest = rest.replacingOccurrences(of: ".slash", with: "")
            if let base = base(rest) { return Glyph(text: base.text, font: base.font, slash: true) }
        }
        var enclosure = Enclosure.none
        for (suffix, kind) in [
            (".circle.fill", Enclosure.circleFill), (".circle", .circle), (".square.fill", .squareFill),
            (".square", .square),
        ] where rest.hasSuffix(suffix) {
            enclosure = kind
            rest.removeLast(suffix.count)
            break
        }
        if enclosure == .none, rest.hasSuffix(".fill") { rest.removeLast(".fill".count) }
        // `person.crop` and friends: the crop is how SF frames the person, not a different picture.
        if rest.hasSuffix(".crop") { rest.removeLast(".crop".count) }
        guard let base = base(rest) ?? base(rest + ".fill") else { return nil }
        return Glyph(text: base.text, font: base.font, enclosure: enclosure, slash: slash)
    }

    private static func base(_ name: String) -> Glyph? {
        if let text = textGlyphs[name] { return Glyph(text: text, font: .text) }
        if let emoji = emojiGlyphs[name] { return Glyph(text: emoji, font: .emoji) }
        return nil
    }

    /// Names drawn from DejaVu Sans outlines.
    static let textGlyphs: [String: String] = [
        // Shapes and marks
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■", "triangle": "△", "triangle.fill": "▲", "diamond": "◇",
        "diamond.fill": "◆", "rectangle": "▭", "rectangle.fill": "▬", "hexagon": "⬡", "hexagon.fill": "⬢",
        "seal": "✺", "sparkle": "✦", "asterisk": "✱", "suit.heart": "♡", "suit.heart.fill": "♥",
        "suit.spade.fill": "♠", "suit.club.fill": "♣", "suit.diamond.fill": "♦",
        "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=", "xmark": "✕",
        "checkmark": "✓", "checkmark.seal": "✓", "questionmark": "?", "exclamationmark": "!", "info": "i",
        "number": "#", "at": "@", "percent": "%", "dollarsign": "$", "eurosign": "€", "sterlingsign": "£",
        "yensign": "¥", "ellipsis": "⋯", "line.3.horizontal": "☰", "line.horizontal.3": "☰", "list.bullet": "☰",
        "list.dash": "☰", "list.number": "☰", "line.3.horizontal.decrease": "≡", "slider.horizontal.3": "☰",
        "square.grid.2x2": "⊞", "square.grid.3x3": "▦", "circle.grid.3x3": "⁙", "square.split.2x1": "◫",
        "textformat": "A", "bold": "B", "italic": "I", "underline": "U", "character": "A", "textformat.size": "A",
        "function": "ƒ", "sum": "∑", "infinity": "∞", "command": "⌘", "option": "⌥", "shift": "⇧",
        "delete.left": "⌫", "return": "⏎", "keyboard": "⌨",         // Arrows and chevrons
        "chevron.left": "❮", "chevron.right": "❯", "chevron.up": "⌃", "chevron.down": "⌄",
        "chevron.backward": "❮", "chevron.forward": "❯", "chevron.left.2": "«", "chevron.right.2": "»",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓", "arrow.backward": "←",
        "arrow.forward": "→", "arrow.up.left": "↖", "arrow.up.right": "↗", "arrow.down.left": "↙",
        "arrow.down.right": "↘", "arrow.left.arrow.right": "⇄", "arrow.up.arrow.down": "⇅",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.left": "↶", "arrow.uturn.right": "↷",
        "arrow.uturn.backward": "↶", "arrow.uturn.forward": "↷", "arrow.turn.up.left": "↰",
        "arrow.up.to.line": "↥", "arrow.down.to.line": "↧", "arrow.right.to.line": "⇥", "arrow.left.to.line": "⇤",
        "arrow.up.and.down": "↕", "arrow.left.and.right": "↔", "arrow.triangle.2.circlepath": "⟳",
        "arrow.2.squarepath": "⟲", "return.left": "↵", "location": "➤", "location.fill": "➤",
        "location.north": "▲", "paperplane": "➢", "paperplane.fill": "➤", "arrowtriangle.right.fill": "▶",
        "arrowtriangle.left.fill": "◀", "arrowtriangle.up.fill": "▲", "arrowtriangle.down.fill": "▼",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "↧", "rectangle.portrait.and.arrow.right": "⇥",
        // Media
        "play": "▷", "play.fill": "▶", "pause": "❚❚", "pause.fill": "❚❚", "stop": "□", "stop.fill": "■",
        "backward.fill": "◀◀", "forward.fill": "▶▶",         "record.circle": "●", "music.note": "♪", "music.note.list": "♫",
        "music.quarternote.3": "♫",
        // Objects and nature
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "gearshape.2": "⚙", "envelope": "✉",
        "envelope.fill": "✉", "phone": "✆", "phone.fill": "☎", "pencil": "✎", "pencil.line": "✎",
        "square.and.pencil": "✎", "scissors": "✂", "paperclip": "⚲", "flag": "⚐", "flag.fill": "⚑",
        "cloud": "☁", "cloud.fill": "☁", "sun.max": "☀", "sun.max.fill": "☀", "sun.min": "☼",
        "moon": "☾", "moon.fill": "☾", "bolt": "ϟ", "bolt.fill": "⚡", "snowflake": "❄", "umbrella": "☂",
        "umbrella.fill": "☂", "airplane": "✈",         "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "face.smiling": "☺",
        "face.smiling.fill": "☻", "house": "⌂", "house.fill": "⌂", "cross": "✚", "cross.fill": "✚",
        "checkmark.shield": "✓", "hand.point.up": "☝", "hand.point.right": "☞",
        "recordingtape": "⚇", "atom": "⚛",         "peacesign": "☮", "barcode": "▮▮▮", "yinyang": "☯", "medal": "✪", "crown": "♔", "crown.fill": "♛",
            ]

    /// Names drawn from Noto Color Emoji, as silhouettes.
    static let emojiGlyphs: [String: String] = [
        "person": "👤", "person.fill": "👤", "person.2": "👥", "person.2.fill": "👥", "person.3": "👥",
        "figure.walk": "🚶", "figure.run": "🏃", "magnifyingglass": "🔍", "bell": "🔔", "bell.fill": "🔔",
        "photo": "🖼", "photo.fill": "🖼", "photo.on.rectangle": "🖼", "camera": "📷", "camera.fill": "📷",
        "mic": "🎤", "mic.fill": "🎤", "video": "📹", "video.fill": "📹", "globe": "🌐", "map": "🗺",
        "map.fill": "🗺", "mappin": "📍", "mappin.and.ellipse": "📍", "pin": "📌", "pin.fill": "📌",
        "calendar": "📅", "clock": "🕒", "clock.fill": "🕒", "alarm": "⏰", "timer": "⏱", "stopwatch": "⏱",
        "flame": "🔥", "flame.fill": "🔥", "leaf": "🍃", "leaf.fill": "🍃", "drop": "💧", "drop.fill": "💧",
        "cart": "🛒", "cart.fill": "🛒", "bag": "👜", "bag.fill": "👜", "creditcard": "💳",
        "creditcard.fill": "💳", "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "lock.open.fill": "🔓",
        "key": "🔑", "key.fill": "🔑", "eye": "👁", "eye.fill": "👁", "lightbulb": "💡", "lightbulb.fill": "💡",
        "book": "📖", "book.fill": "📖", "books.vertical": "📚", "bookmark": "🔖", "bookmark.fill": "🔖",
        "doc": "📄", "doc.fill": "📄", "doc.text": "📄", "doc.on.doc": "📄", "folder": "📁", "folder.fill": "📁",
        "tray": "📥", "tray.fill": "📥", "archivebox": "🗃", "printer": "🖨", "link": "🔗", "gift": "🎁",
        "gift.fill": "🎁", "cup.and.saucer": "☕", "fork.knife": "🍴", "cart.badge.plus": "🛒",
        "bubble.left": "💬", "bubble.left.fill": "💬", "bubble.right": "💬", "message": "💬",
        "message.fill": "💬", "text.bubble": "💬", "bubble.left.and.bubble.right": "💬",
        "iphone": "📱", "desktopcomputer": "🖥", "laptopcomputer": "💻", "display": "🖥", "tv": "📺",
        "headphones": "🎧", "speaker.wave.2": "🔊", "speaker.wave.2.fill": "🔊", "speaker.fill": "🔈",
        "speaker": "🔈", "wifi": "📶", "antenna.radiowaves.left.and.right": "📡", "battery.100": "🔋",
        "hammer": "🔨", "wrench": "🔧", "wrench.and.screwdriver": "🛠", "paintbrush": "🖌",
        "paintpalette": "🎨", "thermometer": "🌡", "shield": "🛡", "shield.fill": "🛡",
        "building.2": "🏢", "building.columns": "🏛", "bicycle": "🚲", "bus": "🚌", "tram": "🚊",
        "cloud.rain": "🌧", "cloud.sun": "⛅", "cloud.bolt": "🌩", "moon.stars": "🌙", "sunrise": "🌅",
        "tortoise": "🐢", "hare": "🐇", "pawprint": "🐾", "ant": "🐜", "ladybug": "🐞", "fish": "🐟",
        "hand.thumbsdown": "👎", "hand.wave": "👋", "trophy": "🏆", "trophy.fill": "🏆",
        "gamecontroller": "🎮", "newspaper": "📰", "chart.bar": "📊", "chart.bar.fill": "📊",
        "chart.line.uptrend.xyaxis": "📈", "chart.pie": "🥧", "film": "🎞", "ticket": "🎟", "puzzlepiece": "🧩",
        "brain": "🧠", "heart.text.square": "❤", "stethoscope": "🩺", "pills": "💊", "cross.case": "🩹",
        "scalemass": "⚖", "wand.and.stars": "✨", "party.popper": "🎉", "balloon": "🎈", "house.lodge": "🏠",
        "house.circle": "🏠", "envelope.open": "📨", "tag.fill": "🏷", "qrcode": "🔳",         "square.and.arrow.up.on.square": "📤", "externaldrive": "💽", "opticaldisc": "💿", "cpu": "🖲",
        "sun.haze": "🌫", "tornado": "🌪", "hurricane": "🌀", "mountain.2": "⛰", "tree": "🌳",
        "backward.end.fill": "⏮", "forward.end.fill": "⏭", "shuffle": "🔀", "repeat": "🔁", "sparkles": "✨",
        "hourglass": "⌛", "car": "🚗", "car.fill": "🚗", "tag": "🏷", "hand.raised": "✋", "hand.thumbsup": "👍",
        "hand.thumbsup.fill": "👍", "graduationcap": "🎓", "trash": "🗑", "trash.fill": "🗑",
    ]
}
