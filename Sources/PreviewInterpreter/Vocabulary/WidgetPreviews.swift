import PreviewModel
import PreviewViews

extension Vocabulary {
    /// A widget's entry view in `.previewContext(WidgetPreviewContext(family:))`, drawn as iOS 17 draws the widget
    /// on the target device: a canvas of the family's size, the view inside the widget's content margins on its
    /// container background, in the rounded shape of a Home Screen widget. The family reaches the view below as
    /// `\.widgetFamily` (`EnvironmentModifiers`), and `.containerBackground(for: .widget)` lifts its background
    /// out to the container, behind the margins.
    static let widgetPreviewModifiers: [Construct] = [
        Construct("previewContext", "(_ context: Any)") { call in
            let view = try call.receiverView
            // Other contexts (a Live Activity's is read before this, by its attributes) change nothing drawn.
            guard case .instance(let context) = call["context"], context.type.name == "WidgetPreviewContext" else {
                return .view(view)
            }
            guard case .symbol(let family)? = context.properties["family"],
                let kind = WidgetPreviews.Family(rawValue: family)
            else {
                call.report(
                    """
                    the widget family '\(call.evaluator.describeQuietly(context.properties["family"] ?? .null))' is \
                    not known; drawn without the widget's frame
                    """
                )
                return .view(view)
            }
            let size = WidgetPreviews.size(of: kind, on: call.evaluator.screen, report: call.report)
            call.evaluator.previewCanvas = .fixed(width: size.width, height: size.height)
            let background = call.evaluator.widgetContainerBackground
            call.evaluator.widgetContainerBackground = nil
            return .view(
                WidgetPreviews.container(view, family: kind, size: size, background: background, report: call.report))
        },
        Construct(
            "containerBackground",
            [
                "(for placement: Any, alignment: Alignment = .center, @ViewBuilder content: () -> V)",
                "(_ style: ShapeStyle, for placement: Any)",
            ]
        ) { call in
            let view = try call.receiverView
            // Only a widget's container has a background to take; elsewhere (a plain preview of the entry view,
            // iOS 18's navigation containers) the modifier draws nothing.
            guard call["placement"].isSymbol("widget"), call.evaluator.customEnvironment["widgetFamily"] != nil else {
                return .view(view)
            }
            let background: ViewNode =
                call.has("content")
                ? try call.view("content") : .shape(.rectangle, .fill(try call.paint("style") ?? .foreground))
            call.evaluator.widgetContainerBackground = .frame(
                FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: call.alignment("alignment") ?? .center),
                background)
            return .view(view)
        },
    ]
}

/// Widget sizes and the container iOS 17 draws a widget in.
enum WidgetPreviews {
    enum Family: String {
        case systemSmall, systemMedium, systemLarge, systemExtraLarge
        case accessoryCircular, accessoryRectangular, accessoryInline

        var isAccessory: Bool { rawValue.hasPrefix("accessory") }
    }

    /// Widget sizes in points by the width of the screen in portrait, from Apple's Human Interface Guidelines
    /// (Widgets, "Specifications"): small, medium and large (and extra large on iPad) Home Screen widgets, and the
    /// circular, rectangular and inline Lock Screen ones.
    struct Sizes {
        var small: Double
        var medium: Size
        var large: Size
        var extraLarge: Size?
        var circular: Double
        var rectangular: Size
        var inline: Size
    }

    static let phoneSizes: [Double: Sizes] = [
        430: Sizes(
            small: 170, medium: Size(width: 364, height: 170), large: Size(width: 364, height: 382), circular: 76,
            rectangular: Size(width: 172, height: 76), inline: Size(width: 257, height: 26)),
        393: Sizes(
            small: 158, medium: Size(width: 338, height: 158), large: Size(width: 338, height: 354), circular: 72,
            rectangular: Size(width: 160, height: 72), inline: Size(width: 234, height: 26)),
        375: Sizes(
            small: 148, medium: Size(width: 321, height: 148), large: Size(width: 321, height: 324), circular: 68,
            rectangular: Size(width: 153, height: 68), inline: Size(width: 225, height: 26)),
    ]

    static let padSizes: [Double: Sizes] = [
        1024: Sizes(
            small: 170, medium: Size(width: 378.5, height: 170), large: Size(width: 378.5, height: 378.5),
            extraLarge: Size(width: 795, height: 378.5), circular: 76, rectangular: Size(width: 172, height: 76),
            inline: Size(width: 257, height: 26)),
        834: Sizes(
            small: 155, medium: Size(width: 342, height: 155), large: Size(width: 342, height: 342),
            extraLarge: Size(width: 715.5, height: 342), circular: 76, rectangular: Size(width: 172, height: 76),
            inline: Size(width: 257, height: 26)),
        820: Sizes(
            small: 155, medium: Size(width: 342, height: 155), large: Size(width: 342, height: 342),
            extraLarge: Size(width: 715.5, height: 342), circular: 76, rectangular: Size(width: 172, height: 76),
            inline: Size(width: 257, height: 26)),
        744: Sizes(
            small: 141, medium: Size(width: 305.5, height: 141), large: Size(width: 305.5, height: 305.5),
            extraLarge: Size(width: 634.5, height: 305.5), circular: 76, rectangular: Size(width: 172, height: 76),
            inline: Size(width: 257, height: 26)),
    ]

    /// The size of a `family` widget on `screen`; a screen the guidelines do not list takes the sizes of the
    /// nearest one that they do, and an extra large widget on a phone (iOS has none) the 11-inch iPad's, each
    /// with a diagnostic.
    static func size(of family: Family, on screen: DeviceScreen, report: (String) -> Void) -> Size {
        let width = min(screen.size.width, screen.size.height)
        let table = screen.idiom == .pad ? padSizes : phoneSizes
        let nearest = table.keys.min { abs($0 - width) < abs($1 - width) } ?? 393
        if nearest != width {
            report("""
                widget sizes on a \(Int(width))-point-wide screen are not published; drawn at those of a \
                \(Int(nearest))-point-wide one
                """)
        }
        var sizes = table[nearest] ?? phoneSizes[393]!
        if family == .systemExtraLarge, sizes.extraLarge == nil {
            report("'.systemExtraLarge' widgets exist only on iPad; drawn at an 11-inch iPad's size")
            sizes = padSizes[834]!
        }
        switch family {
        case .systemSmall: return Size(width: sizes.small, height: sizes.small)
        case .systemMedium: return sizes.medium
        case .systemLarge: return sizes.large
        case .systemExtraLarge: return sizes.extraLarge ?? sizes.large
        case .accessoryCircular: return Size(width: sizes.circular, height: sizes.circular)
        case .accessoryRectangular: return sizes.rectangular
        case .accessoryInline: return sizes.inline
        }
    }

    /// The margins iOS 17 keeps between a Home Screen widget's edge and its content; Lock Screen widgets have none.
    static let contentMargin = 16.0
    /// The corner radius of a Home Screen widget. Apple does not publish it (`ContainerRelativeShape` reads it on
    /// the device); this is the radius measured on iPhone screenshots, within a point of every model's.
    static let cornerRadius = 22.0
    /// What a Home Screen widget without a container background stands on.
    static let defaultBackground = ColorValue.adaptive(light: RGBA(255, 255, 255), dark: RGBA(28, 28, 30))

    static func container(_ view: ViewNode, family: Family, size: Size, background: ViewNode?, report: (String) -> Void)
        -> ViewNode
    {
        let frame = FrameSpec(width: size.width, height: size.height)
        if family.isAccessory {
            // The Lock Screen draws accessory widgets vibrant, desaturated over the wallpaper; previews draw the
            // view's own colours.
            report(
                "Lock Screen widgets are drawn in their own colours; the Lock Screen's vibrant rendering is not drawn")
            return .frame(
                frame,
                .clip(
                    family == .accessoryCircular ? .circle : .rectangle,
                    .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), view)))
        }
        var content = ViewNode.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), view)
        let backdrop: ViewNode
        if let background {
            content = .padding(EdgeInsets(all: contentMargin), content)
            backdrop = background
        } else {
            // A widget built for iOS 17 without `.containerBackground(for: .widget)` shows the system's "Please
            // adopt containerBackground API" notice instead of its view; the view is drawn as earlier iOS did,
            // edge to edge on the default background.
            report("""
                the widget's view has no '.containerBackground(for: .widget)'; iOS 17 shows a notice asking for one \
                instead of the view, drawn here as earlier iOS did
                """)
            backdrop = .color(defaultBackground)
        }
        let shape = ShapePath.roundedRectangle(cornerRadius: cornerRadius)
        return .frame(
            frame, .clip(shape, .decoration(backdrop, placement: .behind, alignment: .center, content: content)))
    }
}
