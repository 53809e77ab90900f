import Foundation

/// `Locale` run by Foundation: a value is its identifier (the render's own is `FoundationDates.locale`), and what
/// a view asks of it — its region, currency, separators, the names of other regions and languages — is what
/// Foundation answers for that identifier.
enum FoundationLocales {
    /// `Locale.isoRegionCodes` and the other lists, as Foundation has them (read through their newer names, which
    /// hold the same codes).
    static let typeConstants: [String: Value] = [
        "isoRegionCodes": .array(Locale.Region.isoRegions.map { .string($0.identifier) }),
        "isoLanguageCodes": .array(Locale.LanguageCode.isoLanguageCodes.map { .string($0.identifier) }),
        "isoCurrencyCodes": .array(Locale.Currency.isoCurrencies.map { .string($0.identifier) }),
        "commonISOCurrencyCodes": .array(Locale.commonISOCurrencyCodes.map(Value.string)),
    ]

    static func property(_ name: String, of identifier: String) -> Value? {
        let locale = Locale(identifier: identifier)
        func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
        switch name {
        case "identifier": return .string(locale.identifier)
        case "languageCode": return optional(locale.language.languageCode?.identifier)
        case "regionCode": return optional(locale.region?.identifier)
        case "currencyCode": return optional(locale.currency?.identifier)
        case "currencySymbol": return optional(locale.currencySymbol)
        case "decimalSeparator": return optional(locale.decimalSeparator)
        case "groupingSeparator": return optional(locale.groupingSeparator)
        case "usesMetricSystem": return .bool(locale.measurementSystem != .us)
        case "calendar":
            var calendar = FoundationDates.calendar
            calendar.locale = locale
            return .native(.calendar(calendar))
        default: return nil
        }
    }

    /// `localizedString(for…:)` by its argument label: the name a locale gives a region, language or currency.
    private static let names: [String: @Sendable (Locale, String) -> String?] = [
        "forRegionCode": { $0.localizedString(forRegionCode: $1) },
        "forLanguageCode": { $0.localizedString(forLanguageCode: $1) },
        "forIdentifier": { $0.localizedString(forIdentifier: $1) },
        "forCurrencyCode": { $0.localizedString(forCurrencyCode: $1) },
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        guard name == "localizedString" else { return nil }
        return { receiver, arguments, _, node in
            guard case .native(.locale(let identifier)) = receiver, arguments.count == 1,
                let label = arguments[0].label, case .string(let code) = arguments[0].value,
                let lookup = names[label]
            else {
                throw EvaluationError("'localizedString' takes one code, labelled for what it names", at: node)
            }
            return lookup(Locale(identifier: identifier), code).map(Value.string) ?? .null
        }
    }
}
