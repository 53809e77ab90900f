extension Prelude {
    /// `WidgetPreviewContext(family:)`: what `.previewContext(…)` draws a widget's entry view in
    /// (`Vocabulary.widgetPreviewModifiers`). The family is one of `WidgetFamily`'s cases.
    static let widgetSource = #"""

    struct WidgetPreviewContext {
        var family: WidgetFamily

        init(family: WidgetFamily) {
            self.family = family
        }
    }

    """#
}
