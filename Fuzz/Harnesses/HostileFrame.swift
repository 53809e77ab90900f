import PreviewLayout
import PreviewViews

/// One render fuzz input, decoded: a canvas, what to draw on it — a view tree for layout, or a display list that
/// goes straight to the rasteriser — and the edits that make the next frame of the same preview from it.
///
/// Numbers come mostly from `FuzzBytes.hostileNumbers`. The bounds below keep one input to a few hundred display
/// items and 16 KiB per string, so that it renders well under a second; hostile geometry, not volume, is the point.
struct HostileFrame {
    enum Content {
        /// Laid out by `LayoutEngine` first.
        case view(ViewNode, safeArea: EdgeInsets, colorScheme: ColorScheme)
        /// Drawn as it is: pushes and pops need not balance, numbers need not be finite.
        case items([DisplayItem])
    }

    /// One change from a frame's display list to the next (indices wrap around the list's length).
    enum Edit {
        case replace(at: Int, DisplayItem)
        case insert(at: Int, DisplayItem)
        case remove(at: Int)
    }

    static let phone = Size(width: 390, height: 844)
    static let tablet = Size(width: 1024, height: 1366)
    /// Display items one input may decode to.
    static let maximumItems = 400
    /// View nodes one input may decode to, how deep containers (stacks, groups, …) may nest, and how deep any
    /// node (modifiers included) may.
    static let maximumNodes = 400
    static let maximumContainerDepth = 10
    static let maximumNesting = 48
    /// Children of one container.
    static let maximumChildren = 6
    /// Times one "repeat the last item" decision repeats it.
    static let maximumRepeat = 64
    /// Image files an input may name: in the pipeline's image folder (a PNG, a file that is not one, an empty file,
    /// a file that does not exist), then two paths that are no image files at all.
    static let imageNames = ["image.png", "garbage.png", "empty.png", "missing.png"]
    static let otherImagePaths = ["/", "/dev/null"]
    static let symbolNames = [
        "star.fill", "heart", "gearshape.fill", "person.crop.circle", "chevron.right", "no.such.symbol", "",
    ]

    var canvas: Size
    /// Pixels per point.
    var scale: Double
    var content: Content
    var edits: [Edit]

    init(canvas: Size, scale: Double, content: Content, edits: [Edit] = []) {
        self.canvas = canvas
        self.scale = scale
        self.content = content
        self.edits = edits
    }

    /// Decodes the input; image paths it names are in `imageFolder` (see `imageNames`).
    init(decoding bytes: [UInt8], imageFolder: String) {
        var decoder = HostileDecoder(bytes: FuzzBytes(bytes), imageFolder: imageFolder)
        self = decoder.frame()
    }

    /// Every image path an input can name, in the order the decoder numbers them.
    static func imagePaths(in folder: String) -> [String] {
        imageNames.map { "\(folder)/\($0)" } + otherImagePaths
    }

    /// `items` with `edits` applied: the display list of the next frame.
    func editing(_ items: [DisplayItem]) -> [DisplayItem] {
        var edited = items
        for edit in edits {
            switch edit {
            case .replace(let index, let item):
                if edited.isEmpty { edited.append(item) } else { edited[index % edited.count] = item }
            case .insert(let index, let item):
                edited.insert(item, at: index % (edited.count + 1))
            case .remove(let index):
                if !edited.isEmpty { edited.remove(at: index % edited.count) }
            }
        }
        return edited
    }
}
