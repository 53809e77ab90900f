/// UIKit's text input settings written with their type (`.autocapitalization(UITextAutocapitalizationType.none)`,
/// `.keyboardType(UIKeyboardType.emailAddress)`, `.textContentType(UITextContentType.password)`): the modifiers
/// that take them change nothing in a still frame, so each value is its name, as the implicit member is.
enum UIKitTextInput {
    static let typeConstants: [String: [String: Value]] = [
        "UIKeyboardType": symbols([
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
        ]),
        "UITextAutocapitalizationType": symbols(["none", "words", "sentences", "allCharacters"]),
        "UITextAutocorrectionType": symbols(["default", "no", "yes"]),
        "UITextSpellCheckingType": symbols(["default", "no", "yes"]),
        "UIReturnKeyType": symbols([
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
            "continue",
        ]),
        "UITextContentType": symbols([
            "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname", "jobTitle",
            "organizationName", "location", "fullStreetAddress", "streetAddressLine1", "streetAddressLine2",
            "addressCity", "addressState", "addressCityAndState", "sublocality", "countryName", "postalCode",
            "telephoneNumber", "emailAddress", "URL", "creditCardNumber", "username", "password", "newPassword",
            "oneTimeCode", "shipmentTrackingNumber", "flightNumber", "dateTime", "birthdate", "birthdateDay",
            "birthdateMonth", "birthdateYear", "creditCardSecurityCode", "creditCardName", "creditCardGivenName",
            "creditCardFamilyName", "creditCardExpiration", "creditCardType",
        ]),
    ]

    private static func symbols(_ names: [String]) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, Value.symbol($0)) })
    }
}
