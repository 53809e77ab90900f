// A default argument takes its parameter's type as a value passed for it does: a tuple its labels, an integer
// literal for a `Double` a floating-point value.
struct Card {
    var padding: (edges: String, value: Double)

    init(padding: (edges: String, value: Double) = ("horizontal", value: 8)) {
        self.padding = padding
    }
}

func describe(padding: (edges: String, value: Double) = ("all", value: 20)) -> String {
    "\(padding.edges) \(padding.value)"
}

func quarter(of amount: Double = 2) -> Double { amount / 4 }

print(describe(), describe(padding: (edges: "top", value: 3)))
print(quarter(), quarter(of: 6))
let card = Card()
print(card.padding.edges, card.padding.value, Card(padding: ("all", 1)).padding.value)
