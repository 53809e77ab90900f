extension Prelude {
    /// `Table` as an iPhone draws it. In a compact horizontal size class SwiftUI shows a table as a plain list of
    /// its rows, each row the first column's content, without column headers. previewd's size class is compact on
    /// every target (`EnvironmentModifiers.read`), so a table is drawn that way on an iPad too; its other columns,
    /// its selection and its sort order change nothing drawn.
    static let tableSource = #"""

    struct TableColumn {
        var title: String
        /// The cell of a row: the column's view builder, or its `value:` key path's text.
        var content: (Any) -> AnyView

        init(_ title: String, value: Any) {
            self.title = title
            self.content = { row in Text(row[keyPath: value]) }
        }

        init(_ title: String, value: Any, comparator: Any) {
            self.init(title, value: value)
        }

        init(_ title: String, @ViewBuilder content: @escaping (Any) -> Content) {
            self.title = title
            self.content = content
        }

        init(_ title: String, value: Any, @ViewBuilder content: @escaping (Any) -> Content) {
            self.init(title, content: content)
        }

        init(_ title: String, value: Any, comparator: Any, @ViewBuilder content: @escaping (Any) -> Content) {
            self.init(title, content: content)
        }

        init(_ title: String, sortUsing comparator: Any, @ViewBuilder content: @escaping (Any) -> Content) {
            self.init(title, content: content)
        }

        // How wide a column is, where it aligns and whether a person may hide it matter only where columns are shown.
        func width(_ width: CGFloat? = nil) -> TableColumn { self }
        func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
        func alignment(_ alignment: Any) -> TableColumn { self }
        func customizationID(_ id: String) -> TableColumn { self }
        func defaultVisibility(_ visibility: Any) -> TableColumn { self }
        func disabledCustomizationBehavior(_ behavior: Any) -> TableColumn { self }
    }

    @resultBuilder
    struct TableColumnBuilder {
        static func buildExpression(_ column: TableColumn) -> [TableColumn] { [column] }
        static func buildBlock(_ columns: [TableColumn]...) -> [TableColumn] { columns.flatMap { $0 } }
        static func buildOptional(_ columns: [TableColumn]?) -> [TableColumn] { columns ?? [] }
        static func buildEither(first columns: [TableColumn]) -> [TableColumn] { columns }
        static func buildEither(second columns: [TableColumn]) -> [TableColumn] { columns }
        static func buildArray(_ columns: [[TableColumn]]) -> [TableColumn] { columns.flatMap { $0 } }
    }

    struct Table: View {
        var firstColumn: TableColumn?
        var data: Any?
        var rows: (() -> AnyView)?

        init(_ data: Any, @TableColumnBuilder columns: () -> [TableColumn]) {
            self.firstColumn = columns().first
            self.data = data
            self.rows = nil
        }

        init(_ data: Any, selection: Any, @TableColumnBuilder columns: () -> [TableColumn]) {
            self.init(data, columns: columns)
        }

        init(_ data: Any, sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn]) {
            self.init(data, columns: columns)
        }

        init(_ data: Any, selection: Any, sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn]) {
            self.init(data, columns: columns)
        }

        init(
            of type: Any, @TableColumnBuilder columns: () -> [TableColumn],
            @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.firstColumn = columns().first
            self.data = nil
            self.rows = rows
        }

        init(@TableColumnBuilder columns: () -> [TableColumn], @ViewBuilder rows: @escaping () -> Rows) {
            self.init(of: Any.self, columns: columns, rows: rows)
        }

        init(
            selection: Any, @TableColumnBuilder columns: () -> [TableColumn], @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: Any.self, columns: columns, rows: rows)
        }

        init(
            sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn], @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: Any.self, columns: columns, rows: rows)
        }

        init(
            selection: Any, sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn],
            @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: Any.self, columns: columns, rows: rows)
        }

        init(
            of type: Any, selection: Any, @TableColumnBuilder columns: () -> [TableColumn],
            @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: type, columns: columns, rows: rows)
        }

        init(
            of type: Any, sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn],
            @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: type, columns: columns, rows: rows)
        }

        init(
            of type: Any, selection: Any, sortOrder: Any, @TableColumnBuilder columns: () -> [TableColumn],
            @ViewBuilder rows: @escaping () -> Rows
        ) {
            self.init(of: type, columns: columns, rows: rows)
        }

        var body: some View {
            List {
                if let data, let firstColumn {
                    ForEach(data) { row in
                        firstColumn.content(row)
                    }
                } else if let rows {
                    rows()
                }
            }
            .listStyle(.plain)
            .environment(\._tableFirstColumn, firstColumn)
        }
    }

    /// A row of a `Table(of:columns:rows:)`, drawn as the table's first column draws its value.
    struct TableRow: View {
        var value: Any
        @Environment(\._tableFirstColumn) private var column

        init(_ value: Any) {
            self.value = value
        }

        var body: some View {
            if let column {
                column.content(value)
            }
        }
    }

    struct _TableFirstColumnKey: EnvironmentKey {
        static var defaultValue: TableColumn? = nil
    }

    extension EnvironmentValues {
        var _tableFirstColumn: TableColumn? {
            get { self[_TableFirstColumnKey.self] }
            set { self[_TableFirstColumnKey.self] = newValue }
        }
    }

    """#
}
