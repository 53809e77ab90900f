import Foundation

extension ViewNode {
    /// An indented, stable text form of the tree, for tests and `previewd list --tree`.
    package var dump: String {
        var lines: [String] = []
        appendDump(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        func line(_ text: String) { lines.append(indent + text) }
        func children(_ nodes: [ViewNode]) { for node in nodes { node.appendDump(to: &lines, depth: depth + 1) } }

        switch self {
        case .text(let string):
            line("Text \(quoted(string))")
        case .stack(let axis, let alignment, let spacing, let nodes):
            let name = axis == .vertical ? "VStack" : "HStack"
            let across = axis == .vertical ? alignment.horizontal.rawValue : alignment.vertical.rawValue
            line("\(name) alignment=\(across) spacing=\(spacing.map { $0.compact } ?? "default")")
            children(nodes)
        case .zstack(let alignment, let nodes):
            line("ZStack alignment=\(alignment.horizontal.rawValue)/\(alignment.vertical.rawValue)")
            children(nodes)
        case .spacer(let minLength):
            line("Spacer" + (minLength.map { " minLength=\($0.compact)" } ?? ""))
        case .color(let color):
            line("Color \(color)")
        case .shape(let shape, let fill):
            line("\(shape)" + (fill.map { " fill=\($0)" } ?? ""))
        case .placeholder(let label):
            line("Placeholder \(quoted(label))")
        case .empty:
            line("EmptyView")
        case .group(let nodes):
            line("Group")
            children(nodes)
        case .padding(let insets, let content):
            line("padding \(insets.top.compact),\(insets.leading.compact),\(insets.bottom.compact),\(insets.trailing.compact)")
            children([content])
        case .frame(let width, let height, let alignment, let content):
            let w = width.map { $0.compact } ?? "nil"
            let h = height.map { $0.compact } ?? "nil"
            line("frame \(w)×\(h) alignment=\(alignment.horizontal.rawValue)/\(alignment.vertical.rawValue)")
            children([content])
        case .background(let background, let content):
            line("background")
            children([background, content])
        case .overlay(let overlay, let content):
            line("overlay")
            children([overlay, content])
        case .environment(let change, let content):
            line("\(change)")
            children([content])
        }
    }

    private func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
