import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// `NavigationView`'s styles. A phone's compact width always shows one column, a stack, whatever the style;
    /// on iPad `.columns` shows a sidebar beside the content, which previews do not draw.
    static let navigationViewStyleModifiers: [Construct] = [
        Construct("navigationViewStyle", "(_ style: Any)") { call in
            let view = try call.receiverView
            if call.evaluator.screen.idiom == .pad, !call["style"].isSymbol("stack") {
                call.report("""
                    '.navigationViewStyle(\(call.expression("style").trimmedDescription))' shows columns on iPad; \
                    drawn as a stack, one column
                    """)
            }
            return .view(view)
        },
        // What a title menu holds shows only when the title is tapped; the title shows its chevron.
        Construct("toolbarTitleMenu", "(@ViewBuilder content: () -> C)") { call in
            .view(NavigationChrome.mark(.titleMenu, .empty, on: try call.receiverView))
        },
    ]

    static let navigationViewStyles: [Construct] = [
        Construct("StackNavigationViewStyle", "()") { _ in .symbol("stack") },
        Construct("DoubleColumnNavigationViewStyle", "()") { _ in .symbol("columns") },
        Construct("ColumnNavigationViewStyle", "()") { _ in .symbol("columns") },
        Construct("DefaultNavigationViewStyle", "()") { _ in .symbol("automatic") },
        Construct("ToolbarTitleMenu", "(@ViewBuilder content: () -> C)") { _ in
            .view(NavigationChrome.mark(.titleMenu, .empty, on: .empty))
        },
    ]
}
