import Foundation
import PreviewViews

/// How one axis of a chart maps values to points: a band per category, or a linear range with round tick values.
enum ChartScale {
    /// Categories in the order the marks first name them, each a band of equal width.
    case band([String])
    /// A quantitative range (numbers or dates) from its first tick to its last.
    case linear(ChartTicks)

    /// The scale for `values`, which are all of one kind (a category anywhere makes the axis categorical).
    /// `includesZero`: numbers (not dates) reach down or up to zero, as Swift Charts' automatic domains do.
    static func fitting(_ values: [ChartValue], includesZero: Bool, length: Double) -> ChartScale {
        var categories: [String] = []
        var quantities: [Double] = []
        var dates = false
        for value in values {
            switch value {
            case .category(let name): if !categories.contains(name) { categories.append(name) }
            case .number(let number): quantities.append(number)
            case .date(let seconds): quantities.append(seconds); dates = true
            }
        }
        if !categories.isEmpty { return .band(categories) }
        var low = quantities.min() ?? 0, high = quantities.max() ?? 1
        if includesZero && !dates { low = min(low, 0); high = max(high, 0) }
        // About one tick per 45 points, as Swift Charts spaces its automatic ticks.
        let count = max(2, min(10, Int(length / 45)))
        return .linear(dates ? ChartTicks.dates(low, high, count: count) : ChartTicks.numbers(low, high, count: count))
    }

    /// Where `value` lies between 0 (the scale's start) and `length`; the centre of its band for a category.
    func position(of value: ChartValue, length: Double) -> Double? {
        switch (self, value) {
        case (.band(let categories), .category(let name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return (Double(index) + 0.5) * length / Double(categories.count)
        case (.linear(let ticks), _):
            guard let quantity = value.quantity else { return nil }
            let span = ticks.high - ticks.low
            return span > 0 ? (quantity - ticks.low) / span * length : length / 2
        default:
            return nil
        }
    }

    /// A band's width, or nil on a linear scale.
    func bandWidth(length: Double) -> Double? {
        if case .band(let categories) = self { return length / Double(max(1, categories.count)) }
        return nil
    }
}

/// Round tick values covering a range, with their labels.
struct ChartTicks {
    var low: Double
    var high: Double
    var values: [Double]
    var labels: [String]

    /// Ticks at 1, 2 or 5 times a power of ten, about `count` of them, the range widened to whole ticks.
    static func numbers(_ low: Double, _ high: Double, count: Int) -> ChartTicks {
        var low = low.isFinite ? low : 0, high = high.isFinite ? high : 1
        if high <= low { high = low + max(1, abs(low)) }
        let rough = (high - low) / Double(count)
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        low = (low / step).rounded(.down) * step
        high = (high / step).rounded(.up) * step
        let steps = Int(((high - low) / step).rounded())
        let values = (0...max(1, steps)).map { low + Double($0) * step }
        // Enough places for the step: 0.2 needs one, 20 none.
        let decimals = max(0, -Int(log10(step).rounded(.down)))
        return ChartTicks(
            low: low, high: values.last ?? high, values: values, labels: values.map { label($0, decimals: decimals) })
    }

    /// Ticks at whole hours, days, weeks or months, labelled as Swift Charts labels dates (`9 AM`, `May 6`).
    static func dates(_ low: Double, _ high: Double, count: Int) -> ChartTicks {
        let hour = 3600.0, day = 86400.0
        var high = high
        if high <= low { high = low + day }
        let units = [
            hour, 2 * hour, 3 * hour, 6 * hour, 12 * hour, day, 2 * day, 7 * day, 14 * day, 30 * day, 91 * day,
            365 * day,
        ]
        let rough = (high - low) / Double(count)
        let step = units.first { $0 >= rough } ?? 365 * day
        // Steps are counted from midnight in the time zone dates are shown in, so days start at 12 AM.
        let offset = Double(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: low)))
        var values: [Double] = []
        var tick = ((low + offset) / step).rounded(.up) * step - offset
        while tick <= high + 0.5, values.count < 50 {
            values.append(tick)
            tick += step
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateFormat = step < day ? "h a" : step < 365 * day ? "MMM d" : "yyyy"
        let labels = values.map { formatter.string(from: Date(timeIntervalSinceReferenceDate: $0)) }
        return ChartTicks(low: low, high: high, values: values, labels: labels)
    }

    /// A number with thousands separators and `decimals` places: `1,250`, `0.25`.
    static func label(_ value: Double, decimals: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = min(6, decimals)
        return formatter.string(from: NSNumber(value: abs(value) < 1e-9 ? 0 : value)) ?? "\(value)"
    }
}
