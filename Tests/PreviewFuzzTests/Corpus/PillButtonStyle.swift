import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var background: Color = .blue
    var foreground: Color = .white
    var isProminent = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(isProminent ? .headline : .subheadline)
            .foregroundColor(foreground)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(
                Capsule()
                    .fill(background.opacity(configuration.isPressed ? 0.7 : 1))
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
    static func pill(_ color: Color) -> PillButtonStyle { PillButtonStyle(background: color) }
}

struct CheckoutBar: View {
    var total: Double
    var itemCount: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("\(itemCount) item\(itemCount == 1 ? "" : "s")")
                    .font(.caption)
                Text("$\(total, specifier: "%.2f")")
                    .font(.title3.weight(.bold))
            }
            Spacer()
            Button("Checkout") {}
                .buttonStyle(.pill)
            Button {
                print("saved")
            } label: {
                Label("Save", systemImage: "heart")
            }
            .buttonStyle(.pill(.pink))
        }
        .padding()
        .background(Color(.systemGray6))
    }
}

#Preview {
    CheckoutBar(total: 42.5, itemCount: 3)
}
