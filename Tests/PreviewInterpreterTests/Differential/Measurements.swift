// Foundation's Measurement as apps keep weather, distances and speeds: units written as static and implicit
// members, conversion, arithmetic across units, comparison, and unit equality (a picker's selection).
import Foundation

struct Forecast {
    var temperature: Measurement<UnitTemperature>
    var distance = Measurement(value: 1500, unit: UnitLength.meters)
}

let forecast = Forecast(temperature: Measurement(value: 72, unit: .fahrenheit))
let celsius = forecast.temperature.converted(to: .celsius)
print(celsius.value.rounded(), celsius.unit.symbol, forecast.temperature.value)
print(forecast.distance.converted(to: .kilometers).value, forecast.distance.unit.symbol)

let walk = Measurement(value: 2, unit: UnitLength.kilometers) + Measurement(value: 500, unit: UnitLength.meters)
print(walk.value, walk.unit.symbol, walk.converted(to: .kilometers).value)
let doubled = forecast.distance * 2
print(doubled.value, (doubled / 4).value)
print(forecast.distance < Measurement(value: 2, unit: UnitLength.kilometers))
print(Measurement(value: 1, unit: UnitLength.kilometers) == Measurement(value: 1000, unit: UnitLength.meters))

let speed = Measurement(value: 10, unit: UnitSpeed.metersPerSecond)
print(speed.converted(to: .kilometersPerHour).value.rounded(), speed.converted(to: .kilometersPerHour).unit.symbol)

var inputUnit = UnitTemperature.celsius
print(inputUnit == .celsius, inputUnit == UnitTemperature.kelvin)
inputUnit = .kelvin
let boiling = Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: inputUnit)
print(boiling.value, boiling.unit.symbol)
let units = [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin]
print(units.map(\.symbol), units.firstIndex(of: inputUnit) ?? -1)
let mass = Measurement(value: 1, unit: UnitMass.kilograms).converted(to: .grams)
print(mass.value, Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value)
