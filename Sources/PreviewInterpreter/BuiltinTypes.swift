/// SwiftUI names the interpreter knows as types, so `Color.red` and `Text("a")` resolve without a declaration.
enum BuiltinTypes {
    /// Views the interpreter draws.
    static let views: Set<String> = [
        "Text", "VStack", "HStack", "ZStack", "Spacer", "Color", "Rectangle", "RoundedRectangle", "Circle",
        "Capsule", "Ellipse", "EmptyView", "Group", "ForEach", "Button",
    ]
    /// Views it recognises but does not draw yet: they become labelled placeholders with a diagnostic.
    static let placeholderViews: Set<String> = [
        "Image", "Label", "Toggle", "TextField", "SecureField", "Slider", "Stepper", "Picker", "DatePicker",
        "List", "ScrollView", "NavigationStack", "NavigationView", "NavigationLink", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "Form", "Section", "ProgressView", "Divider", "Link", "Menu",
        "TabView", "GeometryReader", "AsyncImage", "ShareLink", "Gauge", "ColorPicker", "ViewThatFits",
    ]
    /// Value types used through their static members (`Font.title`, `Edge.Set.top`).
    static let values: Set<String> = [
        "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "ColorScheme", "CGFloat",
        "Double", "Int", "String", "Bool", "EdgeInsets", "UIColor", "Array",
    ]

    static let names = views.union(placeholderViews).union(values)
}
