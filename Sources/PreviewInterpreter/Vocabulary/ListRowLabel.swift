import PreviewViews

/// A `Label` as a list or form row sets it: the icon in the tint (unless a foreground style is set around the
/// label), centred in a column of one width so that the titles of the rows line up, the title after it. The row's
/// separator then starts at the title (`ListStyling`), as iOS draws it.
enum ListRowLabel {
    /// The icon column's width and the space between it and the title: the title starts 44 points in, where
    /// UIKit's list cells put the text beside an image (a 29-point image column and 15 points of space).
    static let iconColumn = 29.0
    static let spacing = 15.0

    /// The prelude's hook for `Label`: the row, or nil outside a list's rows, where a label is its icon and title.
    static let preludeHook = Construct("_listRowLabel", "(icon: AnyView, title: AnyView)") { call in
        guard case .bool(true)? = call.evaluator.customEnvironment[ListStyling.rowsKey] else { return .null }
        var icon = try call.view("icon")
        if call.evaluator.customEnvironment["foregroundStyle"] == nil {
            icon = .environment(.foreground(call.evaluator.accentTint), icon)
        }
        return .view(
            .stack(
                axis: .horizontal, alignment: .center, spacing: spacing,
                children: [.frame(FrameSpec(width: iconColumn), icon), try call.view("title")]))
    }
}
