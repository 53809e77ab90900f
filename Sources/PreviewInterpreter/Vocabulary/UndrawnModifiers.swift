import SwiftSyntax

/// Modifiers accepted without effect (`Vocabulary.inertModifiers`) that change the look in SwiftUI. The frame is
/// drawn with the default look, which is right when a call asks for that look (`.kerning(0)`,
/// `.imageScale(.medium)`) and wrong otherwise: such a call is reported, so the preview is not called clean.
enum UndrawnModifiers {
    /// Each modifier's test of whether its arguments ask for the look previewd draws anyway.
    static let drawsDefault: [String: @Sendable ([Argument]) -> Bool] = [
        "baselineOffset": zero,
        "listRowSpacing": { nullOrZero($0.first?.value) },
        "fontWidth": oneOf("standard"),
        "listSectionSpacing": oneOf("default"),
        "datePickerStyle": oneOf("automatic", "compact"),
        "pickerStyle": oneOf("automatic", "menu", "segmented", "wheel", "navigationLink", "inline"),
        "formStyle": oneOf("automatic", "grouped"),
        "menuStyle": oneOf("automatic", "button", "borderlessButton"),
        "textFieldStyle": oneOf("automatic", "plain", "roundedBorder"),
        "toggleStyle": oneOf("automatic", "switch"),
        "listRowSeparatorTint": { _ in false },
        "toolbarBackground": oneOf("automatic"),
        "toolbarVisibility": oneOf("automatic", "visible"),
        // The prelude's `Label` draws SwiftUI's label styles; a project's own style is drawn (`check`).
        "labelStyle": oneOf("automatic", "titleAndIcon", "iconOnly", "titleOnly"),
        "groupBoxStyle": oneOf("automatic"), "disclosureGroupStyle": oneOf("automatic"),
    ]

    /// Modifiers that change the look only of text too long for its space (which previewd wraps or truncates
    /// at the tail), or only on platforms other than the iPhone and iPad: not reported.
    static let drawnRightWhereTheyShow: Set<String> = [
        "truncationMode", "navigationSubtitle",
    ]

    /// Reports `.name(arguments)` when it asks for a look other than the default one drawn.
    static func check(_ name: String, arguments: [Argument], evaluator: Evaluator, at node: some SyntaxProtocol) {
        guard let drawsDefault = drawsDefault[name], !drawsDefault(arguments) else { return }
        // A project's own style is drawn by the controls below it (`ProjectStyle`).
        if let kind = ProjectStyle.Kind.byModifier[name], let style = arguments.first?.value,
            ProjectStyle.isProjectStyle(style, kind, evaluator: evaluator, at: node)
        {
            return
        }
        evaluator.report("modifier '.\(name)' is not drawn yet; drawn with the default look", at: node)
    }

    private static func zero(_ arguments: [Argument]) -> Bool {
        guard let value = arguments.first?.value else { return true }
        return Convert.number(value) == 0
    }

    private static func nullOrZero(_ value: Value?) -> Bool {
        guard let value else { return true }
        if case .null = value { return true }
        if case .implicitCall(_, let arguments) = value { return arguments.allSatisfy { nullOrZero($0.value) } }
        return Convert.number(value) == 0
    }

    private static func oneOf(_ names: String...) -> @Sendable ([Argument]) -> Bool {
        { arguments in
            guard let value = arguments.first?.value else { return true }
            if case .null = value { return true }
            return symbol(value).map(names.contains) ?? false
        }
    }

    /// The name of `.hidden` or of a style made by a call, `.switch(tint: .red)`.
    private static func symbol(_ value: Value) -> String? {
        switch value {
        case .symbol(let name), .implicitCall(let name, _): return name
        default: return nil
        }
    }
}
