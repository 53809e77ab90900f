import SwiftUI

/// A star with `points` tips, its inner radius a fraction of the outer one.
struct Star: Shape {
    var points: Int = 5
    var innerRatio: Double = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        let count = max(points, 2) * 2
        for index in 0..<count {
            let angle = Double(index) * .pi / Double(max(points, 2)) - .pi / 2
            let radius = index % 2 == 0 ? outer : inner
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        }
    }
}

struct StarBadge: View {
    var score: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { index in
                Star(points: 5)
                    .fill(index < score ? Color.yellow : Color.gray.opacity(0.3))
                    .frame(width: 20, height: 20)
            }
            Chevron()
                .stroke(Color.secondary, lineWidth: 2)
                .frame(width: 8, height: 14)
                .padding(.leading, 6)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        StarBadge(score: 3)
        StarBadge(score: 5)
        Star(points: 8, innerRatio: 0.7)
            .fill(.orange)
            .frame(width: 80, height: 80)
    }
    .padding()
}
