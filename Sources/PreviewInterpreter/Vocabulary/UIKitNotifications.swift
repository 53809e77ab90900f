/// The notifications UIKit posts about the keyboard and the app's life, by the names UIKit gives them, and the keys
/// of their `userInfo`. Code observes them to move content above the keyboard or refresh on return; in a still
/// frame no keyboard shows and the app stays active, so none is posted and the observers' values stay as they
/// start, as they would before the first such event on a device.
enum UIKitNotifications {
    static let keyboard: [String: Value] = names([
        "keyboardWillShowNotification": "UIKeyboardWillShowNotification",
        "keyboardDidShowNotification": "UIKeyboardDidShowNotification",
        "keyboardWillHideNotification": "UIKeyboardWillHideNotification",
        "keyboardDidHideNotification": "UIKeyboardDidHideNotification",
        "keyboardWillChangeFrameNotification": "UIKeyboardWillChangeFrameNotification",
        "keyboardDidChangeFrameNotification": "UIKeyboardDidChangeFrameNotification",
        "keyboardFrameBeginUserInfoKey": "UIKeyboardFrameBeginUserInfoKey",
        "keyboardFrameEndUserInfoKey": "UIKeyboardFrameEndUserInfoKey",
        "keyboardAnimationDurationUserInfoKey": "UIKeyboardAnimationDurationUserInfoKey",
        "keyboardAnimationCurveUserInfoKey": "UIKeyboardAnimationCurveUserInfoKey",
    ])

    static let application: [String: Value] = names([
        "didBecomeActiveNotification": "UIApplicationDidBecomeActiveNotification",
        "willResignActiveNotification": "UIApplicationWillResignActiveNotification",
        "didEnterBackgroundNotification": "UIApplicationDidEnterBackgroundNotification",
        "willEnterForegroundNotification": "UIApplicationWillEnterForegroundNotification",
        "willTerminateNotification": "UIApplicationWillTerminateNotification",
        "didReceiveMemoryWarningNotification": "UIApplicationDidReceiveMemoryWarningNotification",
        "significantTimeChangeNotification": "UIApplicationSignificantTimeChangeNotification",
        "userDidTakeScreenshotNotification": "UIApplicationUserDidTakeScreenshotNotification",
    ]).merging(keyboard) { first, _ in first }

    private static func names(_ names: [String: String]) -> [String: Value] {
        names.mapValues(Value.string)
    }
}
