import SwiftUI

struct Money: CustomStringConvertible {
    var cents: Int

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let fraction = absolute % 100
        return "\(sign)$\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

struct LineItem: Identifiable {
    let id = UUID()
    var name: String
    var price: Money
    var quantity: Int = 1

    var total: Money { price * quantity }
}

struct ReceiptView: View {
    var items: [LineItem]
    var taxRate = 0.08

    private var subtotal: Money {
        items.map(\.total).reduce(Money(cents: 0), +)
    }

    private var tax: Money { Money(cents: Int((Double(subtotal.cents) * taxRate).rounded())) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(items) { item in
                HStack {
                    Text(item.quantity > 1 ? "\(item.quantity)× \(item.name)" : item.name)
                    Spacer()
                    Text(item.total.description)
                        .monospacedDigit()
                }
            }
            Divider()
            row("Subtotal", subtotal)
            row("Tax", tax)
            row("Total", subtotal + tax)
                .font(.headline)
        }
        .padding()
        .frame(maxWidth: 320)
    }

    private func row(_ title: String, _ amount: Money) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(amount)")
        }
    }
}

#Preview {
    ReceiptView(items: [
        LineItem(name: "Espresso", price: Money(cents: 320), quantity: 2),
        LineItem(name: "Croissant", price: Money(cents: 275)),
        LineItem(name: "Refund", price: Money(cents: -100)),
    ])
}
