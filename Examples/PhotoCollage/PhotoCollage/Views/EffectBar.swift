import SwiftUI

/// A labelled bar that shows where an adjustment sits in its range, with buttons to step it. The editor uses
/// these instead of system sliders so the values stay legible on small photos.
struct EffectBar: View {
    let title: String
    let systemImage: String
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...1
    var step = 0.1

    private var fraction: Double {
        (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(title, systemImage: systemImage)
                    .font(.subheadline)
                Spacer()
                Text(value, format: .number.precision(.fractionLength(1)))
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 10) {
                stepButton("minus", by: -step)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.secondary.opacity(0.2))
                        Capsule()
                            .fill(Color("CollageAccent"))
                            .frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 8)
                stepButton("plus", by: step)
            }
        }
    }

    private func stepButton(_ symbol: String, by delta: Double) -> some View {
        Button {
            value = min(range.upperBound, max(range.lowerBound, value + delta))
        } label: {
            Image(systemName: symbol)
                .font(.caption.weight(.bold))
                .frame(width: 28, height: 28)
                .background(Circle().fill(Color.secondary.opacity(0.12)))
        }
        .buttonStyle(.plain)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 20) {
        EffectBar(title: "Brightness", systemImage: "sun.max", value: .constant(-0.4), range: -1...1)
        EffectBar(title: "Vignette", systemImage: "camera.aperture", value: .constant(0))
        EffectBar(title: "Saturation", systemImage: "drop.fill", value: .constant(2), range: 0...2)
    }
    .padding()
    .frame(width: 320)
}
