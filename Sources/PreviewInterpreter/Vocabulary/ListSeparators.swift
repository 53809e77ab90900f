import PreviewViews

/// `.listRowSeparator(.hidden)` and `.listSectionSeparator(.hidden)`. On a row, the row trait is a layout value
/// the list's card reads; on a section, a list or a view around them, an environment setting
/// (`EnvironmentModifiers`) the sections and lists evaluated inside it read, so each of their rows takes it, as
/// SwiftUI's row traits reach the rows of what they are set on. A separator between two rows is drawn unless one of
/// them hides it; a plain list's section separator is the line under its last row (none is drawn above its first).
struct HiddenSeparators: Equatable, CustomStringConvertible {
    var top = false
    var bottom = false

    static let none = HiddenSeparators()

    /// What `(_ visibility: Visibility, edges: VerticalEdge.Set)` hides: nothing unless `.hidden`.
    init?(visibility: Value, edges: Value) {
        guard visibility.isSymbol("hidden") else { return nil }
        guard let set = Convert.edges(edges) else {
            self.init(top: true, bottom: true)
            return
        }
        self.init(top: set.contains(.top), bottom: set.contains(.bottom))
    }

    init(top: Bool = false, bottom: Bool = false) {
        self.top = top
        self.bottom = bottom
    }

    func union(_ other: HiddenSeparators) -> HiddenSeparators {
        HiddenSeparators(top: top || other.top, bottom: bottom || other.bottom)
    }

    var description: String { "top=\(top) bottom=\(bottom)" }

    /// The layout value a row's `.listRowSeparator(.hidden)` leaves on it.
    static let rowKey = "SwiftUI.listRowSeparator"

    /// The separators the settings around a list or section being evaluated hide: (its rows', its own).
    static func settings(_ evaluator: Evaluator) -> (rows: HiddenSeparators, section: HiddenSeparators) {
        func read(_ key: String) -> HiddenSeparators {
            guard case .tuple(let values, _)? = evaluator.customEnvironment[key], values.count == 2 else {
                return .none
            }
            return HiddenSeparators(visibility: values[0], edges: values[1]) ?? .none
        }
        return (read("listRowSeparator"), read("listSectionSeparator"))
    }
}

extension Vocabulary {
    static let listSeparatorModifiers: [Construct] = [
        Construct("listRowSeparator", "(_ visibility: Visibility, edges: VerticalEdge.Set = .all)") { call in
            guard let hidden = HiddenSeparators(visibility: call["visibility"], edges: call["edges"]) else {
                return .view(try call.receiverView)
            }
            return .view(
                .layoutValue(
                    LayoutValue(key: HiddenSeparators.rowKey, value: hidden, description: "hidden \(hidden)"),
                    try call.receiverView))
        },
        // A section reads it from the setting while it is evaluated; on a row it has nothing to hide.
        Construct("listSectionSeparator", "(_ visibility: Visibility, edges: VerticalEdge.Set = .all)") { call in
            .view(try call.receiverView)
        },
    ]
}
