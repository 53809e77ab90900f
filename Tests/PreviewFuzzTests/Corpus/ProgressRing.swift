import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var gradient: [Color] = [.green, .mint]

    private var clamped: Double { min(max(progress, 0), 1) }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: clamped)
                .stroke(
                    AngularGradient(colors: gradient, center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("\(Int(clamped * 100))")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Text("percent")
                    .font(.caption)
                    .textCase(.uppercase)
            }
        }
        .padding(lineWidth / 2)
    }
}

struct RingStack: View {
    let values: [Double]

    var body: some View {
        ZStack {
            ForEach(Array(values.enumerated()), id: \.offset) { pair in
                ProgressRing(progress: pair.element, lineWidth: 10)
                    .frame(width: 200 - CGFloat(pair.offset) * 48, height: 200 - CGFloat(pair.offset) * 48)
            }
        }
    }
}

#Preview("Single") {
    ProgressRing(progress: 0.72)
        .frame(width: 160, height: 160)
}

#Preview("Stack") {
    RingStack(values: [0.9, 0.55, 0.2])
}
