import PreviewViews

/// The sizes `GeometryReader`s were placed at in one layout pass, by id (`ViewNode.geometryReader`).
final class GeometryReaderSizes {
    var sizes: [Int: Size] = [:]
}

/// `GeometryReader`: takes what it is offered (10 points along an axis offered nothing, as SwiftUI's does),
/// records the size it is placed at, and offers its content exactly that, placed at the top leading corner.
final class GeometryReaderElement: LayoutElement {
    private let id: Int
    private let content: any LayoutElement
    private let sizes: GeometryReaderSizes

    init(id: Int, content: any LayoutElement, sizes: GeometryReaderSizes) {
        self.id = id
        self.content = content
        self.sizes = sizes
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        func length(_ offered: Double?) -> Double { offered.map { $0.isFinite ? $0 : 10 } ?? 10 }
        return Size(width: length(proposal.width), height: length(proposal.height))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        sizes.sizes[id] = frame.size
        let contentProposal = ProposedSize(frame.size)
        let contentSize = content.sizeThatFits(contentProposal).finite
        content.draw(proposal: contentProposal, in: Rect(origin: frame.origin, size: contentSize), into: &items)
    }
}
