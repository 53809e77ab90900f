import PreviewModel

/// Composite SwiftUI constructs written in Swift, evaluated by the same interpreter as the project's code: each
/// is plain SwiftUI over the vocabulary's primitives, so its signatures are real Swift and adding one is one
/// struct here.
enum Prelude {
    static let file = SourceFile(
        path: "<previewd prelude>/SwiftUI.swift",
        text: source + layoutSource + gestureSource + widgetSource + foundationSource + styleSource + tableSource)
    static let index = DeclarationIndex(files: [file])

    static let source = #"""
    struct Label: View {
        var title: AnyView
        var icon: AnyView
        @Environment(\.labelStyle) private var style

        init(_ title: String, systemImage: String) {
            self.title = Text(title)
            self.icon = Image(systemName: systemImage)
        }

        init(_ title: String, image: String) {
            self.title = Text(title)
            self.icon = Image(image)
        }

        init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
            self.title = title()
            self.icon = icon()
        }

        // A project's `LabelStyle` draws the label it is given back with SwiftUI's look.
        init(_ configuration: LabelStyleConfiguration) {
            self.title = configuration.title
            self.icon = configuration.icon
        }

        var body: some View {
            // The configuration is made only for a project's style: a label under SwiftUI's styles costs nothing more.
            let configuration = { LabelStyleConfiguration(title: title, icon: icon) }
            if let styled = _projectStyleBody("labelStyle", configuration: configuration) {
                styled
            } else if style == .iconOnly {
                icon
            } else if style == .titleOnly {
                title
            } else if let row = _listRowLabel(icon: icon, title: title) {
                row
            } else {
                HStack(spacing: 8) {
                    icon
                    title
                }
            }
        }
    }

    struct LabeledContent: View {
        var label: AnyView
        var content: AnyView

        init(_ title: String, value: String) {
            self.label = Text(title)
            self.content = Text(value)
        }

        init(_ title: String, @ViewBuilder content: () -> Content) {
            self.label = Text(title)
            self.content = content()
        }

        init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) {
            self.label = Text(title)
            self.content = Text(value, format: format)
        }

        init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
            self.label = label()
            self.content = content()
        }

        // `.labelsHidden()` around it leaves the content alone, at the width it is offered.
        @Environment(\.labelsHidden) private var labelsHidden

        var body: some View {
            if labelsHidden {
                content
            } else {
                HStack {
                    label
                    Spacer()
                    content.foregroundStyle(.secondary)
                }
            }
        }
    }

    struct GroupBox: View {
        var label: AnyView?
        var content: AnyView

        init(@ViewBuilder content: () -> Content) {
            self.label = nil
            self.content = content()
        }

        init(_ title: String, @ViewBuilder content: () -> Content) {
            self.label = Text(title)
            self.content = content()
        }

        init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
            self.label = label()
            self.content = content()
        }

        // The older spelling, the label given as a view before the content.
        init(label: Label, @ViewBuilder content: () -> Content) {
            self.label = label
            self.content = content()
        }

        // A project's `GroupBoxStyle` draws the box it is given back with SwiftUI's look.
        init(_ configuration: GroupBoxStyleConfiguration) {
            self.label = configuration.label
            self.content = configuration.content
        }

        var body: some View {
            let configuration = { GroupBoxStyleConfiguration(label: label ?? EmptyView(), content: content) }
            if let styled = _projectStyleBody("groupBoxStyle", configuration: configuration) {
                styled
            } else {
                box
            }
        }

        private var box: some View {
            VStack(alignment: .leading, spacing: 8) {
                // However it is given, the label is the box's title, in the headline font.
                if let label {
                    label.font(.headline)
                }
                content
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
        }
    }

    struct ContentUnavailableView: View {
        var label: AnyView
        var description: AnyView?
        var actions: AnyView?

        init(_ title: String, systemImage: String, description: Text? = nil) {
            self.label = Label(title, systemImage: systemImage)
            self.description = description
        }

        init(_ title: String, image: String, description: Text? = nil) {
            self.label = Label(title, image: image)
            self.description = description
        }

        // The label is a view of the project's (a `Label` as a rule), stacked as SwiftUI stacks the titled forms'.
        init(
            @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
            @ViewBuilder actions: () -> Actions = { EmptyView() }
        ) {
            self.label = label()
            self.description = description()
            self.actions = actions()
        }

        var body: some View {
            VStack(spacing: 12) {
                label.labelStyle(_UnavailableContentLabelStyle())
                if let description {
                    description
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                if let actions {
                    actions
                }
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// How `ContentUnavailableView` sets its label: a large secondary icon above a bold title.
    struct _UnavailableContentLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 12) {
                configuration.icon
                    .font(.system(size: 48))
                    .foregroundStyle(.secondary)
                configuration.title
                    .font(.title2)
                    .bold()
            }
        }
    }

    /// What an `.alignmentGuide` closure is given: the view's size, and its standard guides by subscript
    /// (`horizontal` tells which axis a bare `.center` means).
    struct ViewDimensions {
        var width: CGFloat
        var height: CGFloat
        var horizontal: Bool

        subscript(guide: Any) -> CGFloat {
            switch guide {
            case .leading, .top: return 0
            case .trailing: return width
            case .bottom, .firstTextBaseline, .lastTextBaseline: return height
            case .center: return horizontal ? width / 2 : height / 2
            default: return 0
            }
        }

        subscript(explicit guide: Any) -> CGFloat? { nil }
    }

    enum Result<Success, Failure> {
        case success(Success)
        case failure(Failure)

        init(catching body: () throws -> Success) {
            do {
                self = .success(try body())
            } catch {
                self = .failure(error)
            }
        }

        func get() throws -> Success {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }

        func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return .success(transform(value))
            case .failure(let error): return .failure(error)
            }
        }

        func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return .success(value)
            case .failure(let error): return .failure(transform(error))
            }
        }

        func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return transform(value)
            case .failure(let error): return .failure(error)
            }
        }
    }
    """#
}
