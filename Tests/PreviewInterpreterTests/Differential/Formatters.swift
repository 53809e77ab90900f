// Foundation's formatter classes, configured as view models configure them, in a fixed locale and time zone.
import Foundation

let english = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
let moment = Date(timeIntervalSince1970: 1_700_000_000)
let styles = DateFormatter()
styles.locale = english
styles.timeZone = utc
styles.dateStyle = .medium
styles.timeStyle = .short
print(styles.string(from: moment))
styles.dateStyle = .full
styles.timeStyle = .none
print(styles.string(from: moment))
styles.dateStyle = .short
print(styles.string(from: moment))
styles.dateFormat = "MMM d, h:mm a"
print(styles.string(from: moment))
let iso = ISO8601DateFormatter()
print(iso.string(from: moment))
print(iso.date(from: "2024-02-29T12:00:00Z")!.timeIntervalSince1970)
iso.formatOptions = [.withFullDate]
print(iso.string(from: moment))
let numbers = NumberFormatter()
numbers.locale = english
numbers.numberStyle = .decimal
print(numbers.string(from: 1234567.891)!)
numbers.maximumFractionDigits = 1
print(numbers.string(from: NSNumber(value: 2.25))!)
numbers.numberStyle = .currency
numbers.currencyCode = "USD"
print(numbers.string(from: 19.99)!)
numbers.numberStyle = .percent
print(numbers.string(from: 0.42)!)
numbers.numberStyle = .decimal
numbers.minimumFractionDigits = 2
numbers.maximumFractionDigits = 2
print(numbers.string(from: 3)!, numbers.number(from: "1,234.5")!.doubleValue)
let ordinal = NumberFormatter()
ordinal.locale = english
ordinal.numberStyle = .ordinal
print(ordinal.string(from: 3)!, ordinal.string(from: 22)!)
let spelled = NumberFormatter()
spelled.locale = english
spelled.numberStyle = .spellOut
print(spelled.string(from: 42)!)
let bytes = ByteCountFormatter()
print(bytes.string(fromByteCount: 1_500_000))
bytes.countStyle = .binary
print(bytes.string(fromByteCount: 1_500_000), ByteCountFormatter.string(fromByteCount: 2048, countStyle: .file))
