import PreviewModel
import PreviewViews

extension Vocabulary {
    /// A sheet whose `isPresented` is true is drawn presented, as iOS 17 draws it on a phone: the screen behind it
    /// dimmed, the sheet's content centred on a card with rounded top corners from 10 points under the top of the
    /// safe area (or as high as its detent) down to the bottom edge. So a tap that presents a sheet changes the
    /// frame, as it changes the screen.
    static let presentationModifiers: [Construct] = [
        Construct(
            "sheet",
            [
                "(isPresented: Bool, @ViewBuilder content: () -> Content)",
                "(isPresented: Bool, onDismiss: (() -> Void)?, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            let content = try call.receiverView
            guard call.bool("isPresented") == true else { return .view(content) }
            return .view(Presentations.sheet(try call.view("content"), over: content, on: call.evaluator.screen))
        },
        Construct(
            "sheet",
            [
                "(item: Item?, @ViewBuilder content: (Item) -> Content)",
                "(item: Item?, onDismiss: (() -> Void)?, @ViewBuilder content: (Item) -> Content)",
            ]
        ) { call in
            let content = try call.receiverView
            let item = call["item"]
            if case .null = item { return .view(content) }
            if case .implicitCall("constant", let arguments) = item, let first = arguments.first,
                case .null = first.value
            {
                return .view(content)
            }
            let sheet = try call.evaluator.view(
                calling: call["content"], arguments: [Argument(label: nil, value: item, node: call.expression("item"))],
                at: call.node)
            return .view(Presentations.sheet(sheet, over: content, on: call.evaluator.screen))
        },
        // Read by the sheet around the view (`Presentations.sheet`), which takes the height of its detent.
        Construct(
            "presentationDetents",
            [
                "(_ detents: Set<PresentationDetent>)",
                "(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)",
            ]
        ) { call in
            let view = try call.receiverView
            var detents: [SheetDetent] = []
            for value in Presentations.members(call["detents"]) {
                guard let detent = SheetDetent(value) else {
                    call.report("a custom sheet detent is not drawn yet; the sheet is drawn at its other detents")
                    continue
                }
                detents.append(detent)
            }
            // The detent a sheet opens at: the selection's, else the smallest.
            var shown = detents.min { $0.order < $1.order }
            if call.has("selection"), let selected = SheetDetent(Vocabulary.bindingValue(call["selection"])) {
                shown = selected
            }
            guard let shown else { return .view(view) }
            let indicator = detents.count > 1
            return .view(
                .layoutValue(
                    LayoutValue(
                        key: Presentations.detentKey, value: (shown, indicator),
                        description: "presentationDetent \(shown) indicator \(indicator)"),
                    view))
        },
        Construct("presentationDragIndicator", "(_ visibility: Visibility)") { call in
            guard case .symbol(let visibility) = call["visibility"], visibility != "automatic" else {
                return .view(try call.receiverView)
            }
            return .view(
                .layoutValue(
                    LayoutValue(
                        key: Presentations.indicatorKey, value: visibility == "visible",
                        description: "presentationDragIndicator \(visibility)"),
                    try call.receiverView))
        },
    ]
}

/// A sheet's height: `.large` (the full sheet), `.medium` (half of it), `.fraction(f)` of it, or `.height(h)`
/// points above the bottom safe area.
enum SheetDetent: Equatable, CustomStringConvertible {
    case large, medium
    case fraction(Double)
    case height(Double)

    init?(_ value: Value) {
        switch value {
        case .symbol("large"): self = .large
        case .symbol("medium"): self = .medium
        case .implicitCall("fraction", let arguments):
            guard let fraction = arguments.first.flatMap({ Convert.number($0.value) }) else { return nil }
            self = .fraction(min(1, max(0, fraction)))
        case .implicitCall("height", let arguments):
            guard let height = arguments.first.flatMap({ Convert.number($0.value) }) else { return nil }
            self = .height(max(0, height))
        default: return nil
        }
    }

    /// Smaller detents first, a height taken against a phone's medium sheet (about 370 points).
    var order: Double {
        switch self {
        case .large: 1
        case .medium: 0.5
        case .fraction(let fraction): fraction
        case .height(let height): height / 740
        }
    }

    var description: String {
        switch self {
        case .large: "large"
        case .medium: "medium"
        case .fraction(let fraction): "fraction(\(fraction))"
        case .height(let height): "height(\(height))"
        }
    }
}

enum Presentations {
    /// The dimming over the presenting screen, and the gap above the sheet (iOS 17, a phone in portrait).
    static let dimming = 0.4
    static let gapAboveSheet = 10.0
    static let cornerRadius = 10.0
    /// The drag indicator: a 36×5-point capsule 5 points under the sheet's top edge.
    static let indicatorSize = Size(width: 36, height: 5)
    static let indicatorTop = 5.0
    static let detentKey = "presentationDetents"
    static let indicatorKey = "presentationDragIndicator"

    /// The sheet drawn presented over `content`: its view centred on the card, as a hosting controller centres
    /// it, the card as tall as the sheet's detent (`.presentationDetents` on the sheet's view) says.
    static func sheet(_ sheet: ViewNode, over content: ViewNode, on screen: @autoclosure () -> DeviceScreen)
        -> ViewNode
    {
        var detent = SheetDetent.large
        var indicator = false
        var explicitIndicator: Bool?
        visit(sheet) { node in
            guard case .layoutValue(let value, _) = node else { return }
            if value.key == detentKey, let (shown, shows) = value.value as? (SheetDetent, Bool) {
                detent = shown
                indicator = shows
            } else if value.key == indicatorKey, explicitIndicator == nil, let shows = value.value as? Bool {
                explicitIndicator = shows
            }
        }
        var face = ViewNode.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), sheet)
        if explicitIndicator ?? indicator {
            let grabber = ViewNode.padding(
                EdgeInsets(top: indicatorTop, leading: 0, bottom: 0, trailing: 0),
                .frame(
                    FrameSpec(width: indicatorSize.width, height: indicatorSize.height),
                    .shape(.capsule, .fill(.color(.opacity(.system(.gray), 0.5))))))
            face = .decoration(grabber, placement: .inFront, alignment: .top, content: face)
        }
        // The card runs on under the bottom safe area, and the view is centred above it; the card clips what it
        // holds to its rounded corners, a grouped form's grey included.
        let bottomSafeArea = ViewNode.frame(FrameSpec(height: safeArea(on: screen()).bottom), .empty)
        let column = ViewNode.stack(axis: .vertical, alignment: .center, spacing: 0, children: [face, bottomSafeArea])
        let card = ViewNode.ignoresSafeArea(
            .bottom,
            .clip(
                .roundedRectangle(cornerRadius: cornerRadius),
                .decoration(
                    .shape(.rectangle, .fill(.color(.system(.background)))), placement: .behind, alignment: .center,
                    content: column)))
        let dim = ViewNode.ignoresSafeArea(.all, .color(.opacity(.system(.black), dimming)))
        let inset = EdgeInsets(top: gapAboveSheet, leading: 0, bottom: 0, trailing: 0)
        let placed = ViewNode.padding(inset, sized(card, to: detent, on: screen))
        return .zstack(alignment: .center, children: [content, dim, placed])
    }

    /// The card at its detent's height in the space a large sheet takes: `.medium` shares that space evenly with
    /// the screen above it (UIKit's medium detent is half the large one), `.height` is fixed, and a fraction is
    /// that share of the large sheet's height on `screen`.
    private static func sized(_ card: ViewNode, to detent: SheetDetent, on screen: () -> DeviceScreen) -> ViewNode {
        let height: Double
        switch detent {
        case .large: return card
        case .medium, .fraction(0.5):
            let above = ViewNode.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), .empty)
            return .stack(
                axis: .vertical, alignment: .center, spacing: 0,
                children: [above, .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), card)])
        case .fraction(let fraction): height = fraction * largeSheetHeight(on: screen())
        case .height(let points): height = points
        }
        return .frame(FrameSpec(maxHeight: .infinity, alignment: .bottom), .frame(FrameSpec(height: height), card))
    }

    /// The height of a large sheet's content on `screen`: from the gap under the top safe area to the bottom one.
    static func largeSheetHeight(on screen: DeviceScreen) -> Double {
        let insets = safeArea(on: screen)
        return max(0, screen.size.height - insets.top - gapAboveSheet - insets.bottom)
    }

    /// The safe area of the catalog's device with `screen`'s name in `screen`'s orientation (none for a screen of
    /// a size given in points).
    static func safeArea(on screen: DeviceScreen) -> EdgeInsets {
        guard let device = DeviceCatalog.devices.first(where: { $0.name == screen.name }) else { return .zero }
        let orientation: Orientation = screen.size.width > screen.size.height ? .landscape : .portrait
        return Target(device: device, colorScheme: .light, orientation: orientation).safeArea
    }

    /// The members of a set or array literal.
    static func members(_ value: Value) -> [Value] {
        switch value {
        case .set(let members), .array(let members): members
        default: [value]
        }
    }

    /// Calls `body` with `node` and every view under it, outside in.
    private static func visit(_ node: ViewNode, _ body: (ViewNode) -> Void) {
        body(node)
        _ = node.mappingChildren { child in
            visit(child, body)
            return child
        }
    }
}
