import SwiftSyntax

/// UIKit's appearance proxies (`UINavigationBar.appearance().titleTextAttributes = …`) and the appearance objects
/// assigned through them (`UINavigationBarAppearance()`): statements an app runs before its views, which previewd
/// evaluates without effect. previewd draws UIKit's bars, lists and controls with their default look, so a property
/// set on a proxy is reported (the frame differs from iOS's) unless it changes nothing a still frame shows (how
/// the keyboard looks or is dismissed, how touches are delivered). An appearance object is inert by itself: its
/// properties and methods only matter once assigned to a proxy, which is reported then.
enum UIKitAppearance {
    /// The UIKit classes whose `appearance()` projects configure.
    static let proxiedClasses = [
        "UINavigationBar", "UITabBar", "UIToolbar", "UITableView", "UITableViewCell", "UICollectionView",
        "UIScrollView", "UISegmentedControl", "UIPageControl", "UITextField", "UITextView", "UISwitch", "UISlider",
        "UIStepper", "UIDatePicker", "UILabel", "UIButton", "UIBarButtonItem", "UIView", "UIWindow",
        "UIRefreshControl", "UISearchBar", "UIProgressView",
    ]

    static let appearanceClasses = [
        "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarButtonItemAppearance",
    ]

    /// Properties that change nothing in a still frame: the keyboard is never shown and nothing is touched.
    static let inertProperties: Set<String> = [
        "keyboardDismissMode", "keyboardAppearance", "delaysContentTouches", "isExclusiveTouch",
        "isMultipleTouchEnabled",
    ]

    static let staticFunctions: [Construct] = proxiedClasses.map { name in
        Construct(name + ".appearance", ["()", "(whenContainedInInstancesOf classes: [Any])"]) { _ in
            FoundationObject(name, .appearance(proxy: true)).value
        }
    }

    static let constructs: [Construct] = appearanceClasses.map { name in
        Construct(name, ["()", "(idiom: Any)", "(barAppearance: Any)"]) { _ in
            FoundationObject(name, .appearance(proxy: false)).value
        }
    }

    /// Any method: a proxy's (`setTitleTextAttributes(_:for:)`) is reported as its properties are.
    static func method(_ name: String, of object: FoundationObject, proxy: Bool) -> NativeMethods.Method? {
        { _, _, evaluator, node in
            if proxy { report("\(name)(…)", of: object, evaluator: evaluator, at: node) }
            return .void
        }
    }

    /// `appearance.stackedLayoutAppearance.normal`: a part of an appearance, as inert as the whole.
    static func property(_ name: String, of object: FoundationObject, proxy: Bool) -> Value {
        FoundationObject(object.typeName, .appearance(proxy: proxy)).value
    }

    static func set(_ name: String, of object: FoundationObject, evaluator: Evaluator, at node: Syntax) {
        guard case .appearance(proxy: true) = object.kind, !inertProperties.contains(name) else { return }
        report(name, of: object, evaluator: evaluator, at: node)
    }

    private static func report(_ member: String, of object: FoundationObject, evaluator: Evaluator, at node: Syntax) {
        evaluator.report(
            "'\(object.typeName).appearance().\(member)' is not applied: previewd draws \(object.typeName) with "
                + "UIKit's default look", at: node)
    }
}
