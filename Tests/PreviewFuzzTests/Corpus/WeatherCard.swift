import SwiftUI

extension Double {
    var celsiusToFahrenheit: Double { self * 9 / 5 + 32 }
    func rounded(to places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}

struct Forecast {
    var city: String
    var temperature: Double
    var high: Double
    var low: Double
    var condition: Condition

    enum Condition: String {
        case sunny, cloudy, rainy, snowy

        var symbol: String {
            switch self {
            case .sunny: "sun.max.fill"
            case .cloudy: "cloud.fill"
            case .rainy: "cloud.rain.fill"
            case .snowy: "snowflake"
            }
        }
    }
}

struct WeatherCard: View {
    let forecast: Forecast
    var usesFahrenheit = false

    func format(_ value: Double) -> String {
        let converted = usesFahrenheit ? value.celsiusToFahrenheit : value
        return "\(Int(converted.rounded(to: 0)))°"
    }

    var body: some View {
        VStack(spacing: 6) {
            Text(forecast.city)
                .font(.title2.bold())
            Image(systemName: forecast.condition.symbol)
                .font(.system(size: 44))
            Text(format(forecast.temperature))
                .font(.system(size: 56, weight: .thin))
            HStack {
                Text("H: \(format(forecast.high))")
                Text("L: \(format(forecast.low))")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding(24)
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .opacity(0.3)
        )
        .cornerRadius(20)
    }
}

#Preview {
    WeatherCard(forecast: Forecast(city: "Lisbon", temperature: 21.4, high: 24, low: 15.5, condition: .sunny))
}

#Preview("Fahrenheit") {
    WeatherCard(
        forecast: Forecast(city: "Oslo", temperature: -3.2, high: 0.5, low: -8, condition: .snowy),
        usesFahrenheit: true)
}
