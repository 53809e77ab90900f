import PreviewViews

extension ViewNode {
    /// The string of a view that is one text however it is styled (`Text("Email").foregroundStyle(.gray)`), for
    /// the places SwiftUI takes a `Text` and UIKit draws its characters (a back button's title, a field's prompt);
    /// nil for any other view.
    var plainText: String? {
        switch self {
        case .text(let string): return string
        case .styledText(let runs): return runs.map(\.text).joined()
        case .environment(_, let inner), .padding(_, let inner), .frame(_, let inner): return inner.plainText
        default: return nil
        }
    }
}
