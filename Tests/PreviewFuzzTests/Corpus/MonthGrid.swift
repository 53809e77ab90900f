import SwiftUI

struct MonthGrid: View {
    let firstWeekday: Int
    let dayCount: Int
    var highlighted: Set<Int> = []

    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    private func day(row: Int, column: Int) -> Int? {
        let value = row * 7 + column - firstWeekday + 1
        guard value >= 1, value <= dayCount else { return nil }
        return value
    }

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                ForEach(0..<7) { column in
                    Text(weekdays[column])
                        .font(.caption.bold())
                        .frame(width: 32)
                }
            }
            ForEach(0..<6) { row in
                HStack(spacing: 4) {
                    ForEach(0..<7) { column in
                        if let value = day(row: row, column: column) {
                            Text("\(value)")
                                .frame(width: 32, height: 32)
                                .background(highlighted.contains(value) ? Color.red.opacity(0.3) : Color.clear)
                                .clipShape(Circle())
                        } else {
                            Color.clear.frame(width: 32, height: 32)
                        }
                    }
                }
            }
        }
    }
}

#Preview("March") {
    MonthGrid(firstWeekday: 4, dayCount: 31, highlighted: [8, 17, 29])
        .padding()
}

#Preview("February") {
    MonthGrid(firstWeekday: 0, dayCount: 28)
}
