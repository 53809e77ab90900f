// A library's type alias is the type it stands for: `TimeInterval(seconds)` is `Double(seconds)`.
import Foundation

extension Date {
    init(_ timestamp: Int) {
        self.init(timeIntervalSince1970: TimeInterval(timestamp))
    }
    var timestamp: Int { Int(timeIntervalSince1970) }
}
let date = Date(86_400)
print(date.timestamp, TimeInterval(42) / 4, Double(date.timestamp) / 2)
let interval: TimeInterval = 90
print(TimeInterval(interval * 2), Float64(3) / 2, TimeInterval("2.5") ?? 0)
