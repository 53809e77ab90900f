// A locale's region, currency and separators, and the names it gives other regions and languages, as Foundation
// answers them; the lists of codes too.
import Foundation

let locale = Locale(identifier: "en_US")
print(locale.identifier, locale.regionCode ?? "-", locale.languageCode ?? "-", locale.currencyCode ?? "-")
print(locale.currencySymbol ?? "-", locale.decimalSeparator ?? "-", locale.groupingSeparator ?? "-")
let german = Locale(identifier: "de_DE"), french = Locale(identifier: "fr_FR")
print(locale.usesMetricSystem, german.usesMetricSystem, french.decimalSeparator ?? "-")
print(locale.localizedString(forRegionCode: "DE") ?? "-", locale.localizedString(forLanguageCode: "fr") ?? "-")
print(Locale(identifier: "de_DE").localizedString(forRegionCode: "US") ?? "-")
print(locale.localizedString(forCurrencyCode: "EUR") ?? "-", locale.localizedString(forIdentifier: "es_MX") ?? "-")
struct Country { let code: String; let name: String }
let countries = Locale.isoRegionCodes.compactMap { code -> Country? in
    guard let name = locale.localizedString(forRegionCode: code) else { return nil }
    return Country(code: code, name: name)
}
print(countries.count > 200, countries.first { $0.code == "JP" }?.name ?? "-")
print(Locale.isoLanguageCodes.contains("en"), Locale.isoCurrencyCodes.contains("USD"))
print(Locale.commonISOCurrencyCodes.contains("EUR"))
