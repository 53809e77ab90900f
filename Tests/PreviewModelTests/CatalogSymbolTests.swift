import PreviewModel
import Testing

/// The names Xcode generates for string catalog keys, which previews resolve `Text(.name)` against.
struct CatalogSymbolTests {
    @Test(arguments: [
        ("Alert.Logout.message", "alertLogoutMessage"),
        ("demoExercise.boxJumps", "demoExerciseBoxJumps"),
        ("ageInYears", "ageInYears"),
        ("App language", "appLanguage"),
        ("Progress.Photo.DeleteMessage %@", "progressPhotoDeleteMessage"),
        ("%1$lld of %2$lld done", "ofDone"),
        ("cart_checkout-title", "cartCheckoutTitle"),
    ])
    func keysBecomeLowerCamelCaseWords(key: String, symbol: String) {
        #expect(AppBundle.catalogSymbol(key) == symbol)
    }

    /// A key with no word, or one that starts with a digit, makes no identifier.
    @Test(arguments: ["", "%@", "   ", "3 items", "…"])
    func keysWithoutAnIdentifierHaveNoSymbol(key: String) {
        #expect(AppBundle.catalogSymbol(key) == nil)
    }
}
