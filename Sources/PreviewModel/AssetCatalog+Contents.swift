import Foundation
import PreviewFiles
import PreviewVector
import PreviewViews

/// The parts of an asset catalog `Contents.json` that previews need: a colour set's `colors`, an image set's
/// `images`, and a folder's `provides-namespace`.
struct AssetContents: Decodable {
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    struct ColorEntry: Decodable {
        var idiom: String?
        var appearances: [Appearance]?
        var color: ColorSpec?
    }

    struct ColorSpec: Decodable {
        var components: [String: Component]?
        /// A system colour instead of components: `systemBlueColor`, `labelColor`, …
        var reference: String?
    }

    /// A colour component as written: `"0.5"` (0…1), `"128"` (8-bit) or `"0x80"` (hex), or a bare JSON number.
    struct Component: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                let number = try container.decode(Double.self)
                // A whole number above 1 is 8-bit; anything else is a fraction, written with a point to say so.
                text = number > 1 && number == number.rounded() ? String(Int(number)) : String(number)
            }
        }

        /// The value in 0…1; nil when it is not a number in one of the three notations.
        var value: Double? {
            let text = text.trimmingCharacters(in: .whitespaces).lowercased()
            let value: Double?
            if text.hasPrefix("0x") {
                value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if let whole = Int(text) {
                value = Double(whole) / 255
            } else {
                value = Double(text)
            }
            return value.map { min(1, max(0, $0)) }
        }

        /// Alpha is a fraction even when written without a point (`"1"`); hex is still 8-bit.
        var alphaValue: Double? {
            let text = text.trimmingCharacters(in: .whitespaces).lowercased()
            return text.hasPrefix("0x") ? value : Double(text).map { min(1, max(0, $0)) }
        }
    }

    struct ImageEntry: Decodable {
        var filename: String?
        var scale: String?
        var idiom: String?
        var appearances: [Appearance]?
    }

    struct Properties: Decodable {
        var providesNamespace: Bool?
        /// An image set's rendering mode: `template` (drawn in the foreground colour) or `original`.
        var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    /// No hand-written `Contents.json` comes close.
    static let maximumFileSize = 1 << 20

    var colors: [ColorEntry]?
    var images: [ImageEntry]?
    /// A symbol set's SVG files (Xcode writes one).
    var symbols: [ImageEntry]?
    var properties: Properties?

    init(data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }

    var providesNamespace: Bool { properties?.providesNamespace == true }

    /// Why decoding failed, in words for a diagnostic.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "'Contents.json' cannot be read" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "'Contents.json' is not valid JSON" }
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return "'Contents.json' has an unexpected value at '\(path.drop { $0 == "." })'"
        @unknown default:
            return "'Contents.json' cannot be read"
        }
    }

    // MARK: Colour sets

    /// The colour set this describes; nil when it has no colour (Xcode's template `AccentColor` has none).
    /// Unreadable entries are reported with `report(file, message)` and skipped.
    func colorAsset(file: String, name: String, report: (String, String) -> Void) -> ColorAsset? {
        // iPhone entries before universal ones before other devices; high-contrast variants are not drawn.
        let entries = (colors ?? [])
            .filter { $0.appearances?.contains { $0.appearance == "contrast" } != true }
            .enumerated()
            .sorted { (Idiom.rank($0.element.idiom), $0.offset) < (Idiom.rank($1.element.idiom), $1.offset) }
            .map(\.element)
        // Each appearance slot ("any", "light", "dark") holds the colour in light and in dark appearance, which
        // differ only for a reference to a system colour.
        var slots: [String: (light: RGBA, dark: RGBA)] = [:]
        for entry in entries {
            guard let color = entry.color else { continue }  // A slot left unset.
            let slot = Self.luminosity(entry.appearances)?.rawValue ?? "any"
            guard slots[slot] == nil else { continue }
            if let rgba = Self.rgba(color.components) {
                slots[slot] = (rgba, rgba)
            } else if let reference = color.reference {
                guard let system = Self.systemColor(reference) else {
                    report(file, "colour set '\(name)' refers to '\(reference)', which previews do not know; skipped")
                    continue
                }
                slots[slot] = (system.resolved(in: .light), system.resolved(in: .dark))
            } else {
                report(file, "colour set '\(name)' has a colour without readable components; skipped that entry")
            }
        }
        guard let light = slots["light"]?.light ?? slots["any"]?.light ?? slots["dark"]?.dark else { return nil }
        let dark = slots["dark"]?.dark ?? slots["any"].flatMap { $0.dark == $0.light ? nil : $0.dark }
        return ColorAsset(name: name, light: light, dark: dark, file: file)
    }

    /// Any colour space is read as sRGB: previews are drawn in sRGB.
    private static func rgba(_ components: [String: Component]?) -> RGBA? {
        guard let components else { return nil }
        let alpha = components["alpha"].map { $0.alphaValue } ?? 1
        if let white = components["white"]?.value {  // gray-gamma
            return alpha.map { RGBA(red: white, green: white, blue: white, alpha: $0) }
        }
        guard let red = components["red"]?.value, let green = components["green"]?.value,
            let blue = components["blue"]?.value, let alpha
        else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `systemBlueColor` → `.blue`, `labelColor` → `.primary`, …; nil for colours previews do not know.
    private static func systemColor(_ reference: String) -> SystemColor? {
        var name = reference.hasSuffix("Color") ? String(reference.dropLast("Color".count)) : reference
        switch name {
        case "label": return .primary
        case "secondaryLabel": return .secondary
        default:
            if name.hasPrefix("system") { name = String(name.dropFirst("system".count)) }
            return SystemColor(rawValue: name.prefix(1).lowercased() + name.dropFirst())
        }
    }

    /// `.dark` or `.light` for a luminosity appearance, nil for "any".
    private static func luminosity(_ appearances: [Appearance]?) -> ColorScheme? {
        guard let value = appearances?.first(where: { $0.appearance == "luminosity" })?.value else { return nil }
        return ColorScheme(rawValue: value)
    }

    // MARK: Image sets

    /// The image set this describes, with the size of each PNG, JPEG, SVG or PDF file it lists (a vector file is
    /// parsed here, once per version, through `VectorDocumentCache`); other formats (HEIC, …) are left out. Missing
    /// files are reported and left out; so is a file name that is not a plain name inside the set's folder (absolute,
    /// with `..`, through a link), without looking at what it names. A file that is there but cannot be opened now
    /// keeps its variant in `previous` (stale, with a warning), or is left out.
    func imageAsset(
        file: String, name: String, boundary: ProjectBoundary, read: AssetCatalog.FileReader, previous: ImageAsset?,
        report: (String, String, Diagnostic.Severity) -> Void
    ) -> ImageAsset {
        var variants: [ImageFile] = []
        for entry in images ?? [] {
            guard let filename = entry.filename, !filename.isEmpty else { continue }  // An empty slot.
            if entry.appearances?.contains(where: { $0.appearance == "contrast" }) == true { continue }
            let relative = file + "/" + filename
            let pathExtension = (filename as NSString).pathExtension
            let vectorFormat = VectorDocument.Format(pathExtension: pathExtension)
            let format = ImageHeader.Format(pathExtension: pathExtension)
            guard format != nil || vectorFormat != nil else { continue }
            let read = ProjectBoundary.isPlainRelativePath(filename)
                ? read(relative, ImageHeader.maximumFileSize) : .failure(.notInProject)
            let image: ProjectFile
            switch read {
            case .success(let file): image = file
            case .failure(.missing):
                report(file + "/Contents.json", "image set '\(name)' lists '\(filename)', which does not exist", .error)
                continue
            case .failure(.notInProject):
                report(
                    file + "/Contents.json",
                    "image set '\(name)' lists '\(filename)', which is \(ProjectFileRefusal.notInProject)", .error)
                continue
            case .failure(let refusal):
                if let kept = previous?.variants.first(where: { $0.file == relative }) {
                    report(relative, "'\(filename)' \(refusal); its last readable version is used", .warning)
                    variants.append(kept)
                } else {
                    report(relative, "'\(filename)' \(refusal); skipped", .error)
                }
                continue
            }
            let size: (width: Int, height: Int)
            if let vectorFormat {
                let path = boundary.absolutePath(relative)
                switch VectorDocumentCache.shared.document(
                    path: path, stamp: image.stamp, format: vectorFormat, data: { image.data })
                {
                case .success(let document)?:
                    // Points, as the document says; a fraction of a point is not worth a field of its own.
                    size = (max(1, Int(document.width.rounded())), max(1, Int(document.height.rounded())))
                case .failure(let error)?:
                    report(
                        relative, "'\(filename)' is not a readable \(vectorFormat.rawValue) image (\(error)); skipped",
                        .error)
                    continue
                case nil:
                    continue
                }
            } else if let format, let pixels = ImageHeader.pixelSize(of: image.data, format: format) {
                // JPEGs are decoded at down to 1/8 of their size; PNGs only at their own.
                let side = format == .jpeg ? 8 * maximumDecodedPixelSide : maximumDecodedPixelSide
                guard pixels.width <= side, pixels.height <= side else {
                    report(
                        relative,
                        "'\(filename)' is \(pixels.width)×\(pixels.height) pixels, more than previews decode "
                            + "(\(side) a side); skipped", .error)
                    continue
                }
                size = pixels
            } else {
                report(relative, "'\(filename)' is not a readable \(format?.rawValue ?? "") image; skipped", .error)
                continue
            }
            variants.append(
                ImageFile(
                    path: boundary.absolutePath(relative), file: relative, pixelWidth: size.width,
                    pixelHeight: size.height, scale: entry.scale.flatMap { Double($0.dropLast()) } ?? 1,
                    appearance: Self.luminosity(entry.appearances), idiom: entry.idiom ?? "universal",
                    stamp: image.stamp))
        }
        let intent = properties?.templateRenderingIntent
        return ImageAsset(
            name: name, file: file + "/Contents.json", variants: variants,
            template: intent == "template" ? true : intent == "original" ? false : nil)
    }
}
