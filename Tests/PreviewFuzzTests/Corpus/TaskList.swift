import SwiftUI

enum Priority: Int, CaseIterable, Comparable {
    case low = 0, medium, high, urgent

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        case .urgent: return "Urgent"
        }
    }

    var color: Color {
        switch self {
        case .low: .gray
        case .medium: .blue
        case .high: .orange
        case .urgent: .red
        }
    }
}

struct TaskItem: Identifiable, Hashable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack {
            Circle()
                .strokeBorder(task.priority.color, lineWidth: 2)
                .frame(width: 18, height: 18)
            Text(task.title)
                .strikethrough(task.isDone)
                .foregroundColor(task.isDone ? .secondary : .primary)
            Spacer()
            Text(task.priority.label.uppercased())
                .font(.caption2)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(task.priority.color.opacity(0.15), in: Capsule())
        }
    }
}

struct TaskList: View {
    @State private var tasks: [TaskItem] = [
        TaskItem(id: 1, title: "Write release notes", priority: .high),
        TaskItem(id: 2, title: "Reply to design review", priority: .medium, isDone: true),
        TaskItem(id: 3, title: "Fix crash on launch", priority: .urgent),
        TaskItem(id: 4, title: "Water the plants", priority: .low),
    ]
    var showDone = true

    private var visible: [TaskItem] {
        tasks.filter { showDone || !$0.isDone }.sorted { $0.priority > $1.priority }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("\(visible.count) tasks")
                .font(.headline)
            ForEach(visible) { task in
                TaskRow(task: task)
            }
        }
        .padding()
    }
}

#Preview {
    TaskList()
}

#Preview("Open only") {
    TaskList(showDone: false)
}
