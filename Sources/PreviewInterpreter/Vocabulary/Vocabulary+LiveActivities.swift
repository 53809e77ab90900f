import Foundation
import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// ActivityKit's Live Activity configuration, evaluated so that `attributes.previewContext(state, viewKind:)`
    /// previews draw the widget's own lock-screen and Dynamic Island views.
    static let liveActivityViews: [Construct] = [
        Construct(
            "ActivityConfiguration",
            """
            (for attributesType: Any, @ViewBuilder content: (Context) -> Content, dynamicIsland: (Context) -> \
            DynamicIsland)
            """
        ) { call in
            let typeName = call.expression("attributesType").trimmedDescription.replacingOccurrences(
                of: ".self", with: "")
            return .native(
                .activityConfiguration(
                    attributesType: typeName, content: call["content"], dynamicIsland: call["dynamicIsland"]))
        },
        Construct("DynamicIsland", """
            (@ViewBuilder expanded: () -> Expanded, @ViewBuilder compactLeading: () -> CompactLeading, @ViewBuilder \
            compactTrailing: () -> CompactTrailing, @ViewBuilder minimal: () -> Minimal)
            """) { call in
            // The island is black in both appearances, so its content is evaluated in dark.
            try call.evaluator.withEnvironment(.colorScheme(.dark)) {
                .native(.dynamicIsland([
                    "expanded": try call.view("expanded"), "compactLeading": try call.view("compactLeading"),
                    "compactTrailing": try call.view("compactTrailing"), "minimal": try call.view("minimal"),
                ]))
            }
        },
        Construct(
            "DynamicIslandExpandedRegion",
            "(_ position: Any, priority: Double = 0, @ViewBuilder content: () -> Content)"
        ) { call in
            let alignment: Alignment
            switch call["position"] {
            case .symbol("leading"): alignment = .topLeading
            case .symbol("trailing"): alignment = .topTrailing
            case .symbol("bottom"): alignment = .bottom
            default: alignment = .top
            }
            return .view(.frame(FrameSpec(maxWidth: .infinity, alignment: alignment), try call.view("content")))
        },
    ]
}

/// How a Live Activity presentation looks around the widget's views: the lock-screen banner and the island's
/// black capsule, circle and expanded rounded rectangle (iPhone 15 Pro proportions, in points).
enum LiveActivityChrome {
    static func lockScreen(_ content: ViewNode) -> ViewNode {
        let banner = ViewNode.shape(
            .roundedRectangle(cornerRadius: 24),
            .fill(.color(.adaptive(light: RGBA(236, 236, 240), dark: RGBA(38, 38, 42)))))
        return .padding(
            EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8),
            .decoration(
                banner, placement: .behind, alignment: .center,
                content: .clip(.roundedRectangle(cornerRadius: 24), content)))
    }

    static func compact(leading: ViewNode, trailing: ViewNode) -> ViewNode {
        island(
            .stack(
                axis: .horizontal, alignment: .center, spacing: 0,
                children: [leading, .spacer(minLength: 0), trailing]),
            shape: .capsule, size: FrameSpec(width: 250, height: 37), padding: 6)
    }

    static func minimal(_ content: ViewNode) -> ViewNode {
        island(content, shape: .circle, size: FrameSpec(width: 37, height: 37), padding: 6)
    }

    static func expanded(_ regions: ViewNode) -> ViewNode {
        island(.stack(axis: .horizontal, alignment: .top, spacing: 8, children: ViewNode.flatten([regions])),
            shape: .roundedRectangle(cornerRadius: 44), size: FrameSpec(width: 371, minHeight: 84), padding: 18)
    }

    private static func island(_ content: ViewNode, shape: ShapePath, size: FrameSpec, padding: Double) -> ViewNode {
        let inset = ViewNode.padding(
            EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding), content)
        let black = ViewNode.shape(shape, .fill(.color(.rgba(RGBA(0, 0, 0)))))
        return .environment(
            .colorScheme(.dark),
            .frame(size, .decoration(black, placement: .behind, alignment: .center, content: .clip(shape, inset))))
    }
}
