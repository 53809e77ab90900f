import SwiftUI

/// Page dots: the current step is a wider capsule, finished steps are filled.
struct ProgressDots: View {
    let count: Int
    let current: Int
    var tint: Color = .accentColor

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index <= current ? tint : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 24 : 8, height: 8)
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Step \(current + 1) of \(count)")
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 16) {
        ForEach(0..<3) { step in
            ProgressDots(count: 3, current: step)
        }
        ProgressDots(count: 5, current: 3, tint: .orange)
    }
    .padding()
}
