/// The keys of an `NSError`'s user info that Foundation names, as the strings they are.
enum FoundationErrors {
    static let userInfoKeys: [String: Value] = [
        "NSLocalizedDescriptionKey": .string("NSLocalizedDescription"),
        "NSLocalizedFailureReasonErrorKey": .string("NSLocalizedFailureReason"),
        "NSLocalizedRecoverySuggestionErrorKey": .string("NSLocalizedRecoverySuggestion"),
        "NSUnderlyingErrorKey": .string("NSUnderlyingError"),
    ]
}
