import PreviewViews

/// The sizes `GeometryReader`s were placed at in one layout pass, by id (`ViewNode.geometryReader`), and the frames
/// of the readers and anchor sources (`PlacedFrames`).
final class GeometryReaderSizes {
    var sizes: [Int: Size] = [:]
    var frames = PlacedFrames()
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
        sizes.frames.readers[id] = frame
        let contentProposal = ProposedSize(frame.size)
        let contentSize = content.sizeThatFits(contentProposal).finite
        content.draw(proposal: contentProposal, in: Rect(origin: frame.origin, size: contentSize), into: &items)
    }
}

/// A view an anchor is taken from (`.anchorPreference`): laid out as its content, recording the frame it is placed
/// at.
final class AnchorSourceElement: LayoutElement {
    private let id: Int
    private let content: any LayoutElement
    private let sizes: GeometryReaderSizes

    init(id: Int, content: any LayoutElement, sizes: GeometryReaderSizes) {
        self.id = id
        self.content = content
        self.sizes = sizes
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        sizes.frames.anchors[id] = frame
        content.draw(proposal: proposal, in: frame, into: &items)
    }
}
