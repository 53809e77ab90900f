import SwiftUI

indirect enum Node {
    case file(String, size: Int)
    case folder(String, [Node])

    var name: String {
        switch self {
        case .file(let name, _): return name
        case .folder(let name, _): return name
        }
    }

    var totalSize: Int {
        switch self {
        case .file(_, let size): return size
        case .folder(_, let children):
            var sum = 0
            for child in children {
                sum += child.totalSize
            }
            return sum
        }
    }
}

struct NodeView: View {
    let node: Node
    var depth: Int = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 6) {
                Rectangle()
                    .fill(Color.clear)
                    .frame(width: CGFloat(depth) * 14, height: 1)
                Text(node.name)
                    .font(.system(.body, design: .monospaced))
                Spacer()
                Text("\(node.totalSize) KB")
                    .foregroundColor(.secondary)
            }
            if case .folder(_, let children) = node, depth < 8 {
                ForEach(0..<children.count, id: \.self) { index in
                    NodeView(node: children[index], depth: depth + 1)
                }
            }
        }
    }
}

let sampleTree = Node.folder("Project", [
    .file("README.md", size: 4),
    .folder("Sources", [
        .file("App.swift", size: 2),
        .folder("Views", [.file("Row.swift", size: 3), .file("List.swift", size: 7)]),
    ]),
    .folder("Tests", []),
])

#Preview {
    NodeView(node: sampleTree)
        .padding()
}
