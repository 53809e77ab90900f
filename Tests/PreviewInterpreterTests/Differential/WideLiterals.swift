// Integer literals beyond Int's range where Swift types them as Double.
let molecules: Double = 602_214_076_000_000_000_000_000
print(molecules / 1e23, molecules > 1e20)
let stars = 1_000_000_000_000_000_000_000.0 + 1
print(stars > 1e21)
func scaled(_ value: Double) -> Double { value / 1e24 }
print(scaled(2_000_000_000_000_000_000_000_000))
