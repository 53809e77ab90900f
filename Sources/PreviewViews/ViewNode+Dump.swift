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
        case .styledText(let runs):
            line("Text " + runs.map(\.description).joined(separator: " + "))
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
        case .image(let image):
            line("Image \(image)")
        case .shape(let shape, let style):
            line("\(shape) \(style)")
        case .placeholder(let label, let sizing, let subject):
            line(
                "Placeholder \(quoted(label))" + (sizing == .fill ? " fill" : "")
                    + (subject == .otherFramework ? " other-framework" : ""))
        case .empty:
            line("EmptyView")
        case .chart(let spec):
            let hidden = (spec.showsXAxis ? [] : ["x"]) + (spec.showsYAxis ? [] : ["y"])
            line("Chart" + (hidden.isEmpty ? "" : " hiddenAxes=" + hidden.joined(separator: ",")))
            for mark in spec.marks {
                let fields: [(String, String?)] = [
                    ("x", mark.x?.description), ("y", mark.y?.description), ("xStart", mark.xStart?.description),
                    ("xEnd", mark.xEnd?.description), ("yStart", mark.yStart?.description),
                    ("yEnd", mark.yEnd?.description),
                    ("angle", mark.angle?.compact), ("series", mark.series.map(quoted)),
                    ("by", mark.category.map(quoted)),
                    ("style", mark.paint?.description), ("smooth", mark.smooth ? "true" : nil),
                    ("cornerRadius", mark.cornerRadius > 0 ? mark.cornerRadius.compact : nil),
                    ("opacity", mark.opacity < 1 ? mark.opacity.compact : nil),
                ]
                lines.append(indent + "  \(mark.kind.rawValue.capitalized)Mark "
                    + fields.compactMap { name, value in value.map { "\(name)=\($0)" } }.joined(separator: " "))
                if let annotation = mark.annotation {
                    lines.append(indent + "    annotation \(mark.annotationPosition.rawValue)")
                    annotation.appendDump(to: &lines, depth: depth + 3)
                }
            }
        case .group(let nodes):
            line("Group")
            children(nodes)
        case .firstThatFits(let axes, let nodes):
            line("ViewThatFits axes=\(axes.rawValue)")
            children(nodes)
        case .customLayout(let layout, let nodes):
            line("Layout \(layout.algorithm.name)")
            children(nodes)
        case .alignmentGuide(let guide, let content):
            line("\(guide)")
            children([content])
        case .layoutValue(let value, let content):
            line("layoutValue \(value.key)=\(value.description)")
            children([content])
        case .geometryReader(let id, let content):
            line("GeometryReader #\(id)")
            children([content])
        case .scroll(let axes, let content):
            line(
                "ScrollView" + (axes.contains(.horizontal) ? " horizontal" : "")
                    + (axes.contains(.vertical) ? " vertical" : ""))
            children([content])
        case .padding(let insets, let content):
            line("""
                padding \
                \(insets.top.compact),\(insets.leading.compact),\(insets.bottom.compact),\(insets.trailing.compact)
                """)
            children([content])
        case .frame(let spec, let content):
            line("frame \(spec)")
            children([content])
        case .fixedSize(let horizontal, let vertical, let content):
            line("fixedSize horizontal=\(horizontal) vertical=\(vertical)")
            children([content])
        case .aspectRatio(let ratio, let mode, let content):
            line("aspectRatio \(ratio.map { $0.compact } ?? "content") \(mode.rawValue)")
            children([content])
        case .layoutPriority(let priority, let content):
            line("layoutPriority \(priority.compact)")
            children([content])
        case .tapTarget(let id, let content):
            line("tapTarget #\(id)")
            children([content])
        case .offset(let x, let y, let content):
            line("offset \(x.compact),\(y.compact)")
            children([content])
        case .position(let x, let y, let content):
            line("position \(x.compact),\(y.compact)")
            children([content])
        case .decoration(let decoration, let placement, let alignment, let content):
            let name = switch placement {
            case .behind: "background"
            case .inFront: "overlay"
            case .listRow: "listRowBackground"
            case .listRowBadge: "badge"
            case .tabItem: "tabItem"
            case .rowSeparator(let top, let leading):
                "rowSeparator \(top ? "top" : "bottom") leading=\(leading.compact)"
            case .navigationBar(let slot): "navigationBar \(slot)"
            }
            line(name + " alignment=\(alignment.compact)")
            children([decoration, content])
        case .clip(let shape, let content):
            line("clip \(shape)")
            children([content])
        case .effect(let effect, let content):
            line("\(effect)")
            children([content])
        case .ignoresSafeArea(let edges, let content):
            line("ignoresSafeArea \(edges.rawValue)")
            children([content])
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
