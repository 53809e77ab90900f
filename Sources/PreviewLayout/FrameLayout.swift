import PreviewViews

/// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:…)`, one dimension at a time.
///
/// A fixed length (`width: 100`) replaces both the proposal to the content and the size chosen. Flexible bounds
/// behave as SwiftUI's `_FlexFrameLayout`: an unspecified proposal is replaced by the ideal length, the proposal
/// is clamped to min…max before it reaches the content, and the frame's own length is the content's, pulled
/// towards the clamped proposal by whichever bounds are set — so `maxWidth: .infinity` takes all the width
/// offered, `minWidth: 100` is never narrower than 100, and both together adopt the clamped proposal. With
/// neither bound in a dimension the frame takes the content's length there. Placed, the frame offers its content
/// its own length along a bounded axis it was offered nothing on, and aligns what the content takes inside.
final class FrameElement: LayoutElement {
    /// The constraints along one axis, normalised as SwiftUI does (min ≥ 0, ideal ≥ min, max ≥ ideal and min).
    struct Dimension: Equatable {
        var fixed: Double?
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(fixed: Double?, min: Double?, ideal: Double?, max: Double?) {
            // `.frame(width: .infinity)` is not a length; treating it as unset keeps sizes finite.
            self.fixed = fixed.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
            let lower = min.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
            let ideal = ideal.flatMap { $0.isFinite ? Swift.max(lower ?? 0, $0) : nil }
            let upper = max.flatMap { $0.isNaN ? nil : Swift.max(ideal ?? lower ?? 0, $0) }
            self.min = lower.flatMap { $0.isFinite ? $0 : nil }
            self.ideal = ideal
            self.max = upper
        }

        /// What the content is offered along this axis when the frame is offered `proposed`.
        func contentProposal(_ proposed: Double?) -> Double? {
            if let fixed { return fixed }
            guard let value = proposed ?? ideal else { return nil }
            return clamp(value)
        }

        /// The frame's length when offered `proposed` and the content chose `child` for `contentProposal`.
        func length(proposed: Double?, child: Double) -> Double {
            if let fixed { return fixed }
            if min == nil && max == nil { return child }
            let offered = contentProposal(proposed) ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, offered)) }
            if let max { result = Swift.min(max, Swift.max(result, offered)) }
            return result
        }

        /// What the content is offered when the frame is placed at `frameLength`: that length where min or max
        /// bound this axis and nothing was offered along it, else what it was offered when measured.
        func placementProposal(_ measuring: Double?, frameLength: Double) -> Double? {
            guard measuring == nil, fixed == nil, min != nil || max != nil, frameLength.isFinite else {
                return measuring
            }
            return frameLength
        }

        private func clamp(_ value: Double) -> Double {
            var value = value
            if let max { value = Swift.min(max, value) }
            if let min { value = Swift.max(min, value) }
            return value
        }
    }

    private let width: Dimension
    private let height: Dimension
    private let alignment: Alignment
    private let content: any LayoutElement

    init(_ spec: FrameSpec, content: any LayoutElement) {
        width = Dimension(fixed: spec.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth)
        height = Dimension(fixed: spec.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight)
        alignment = spec.alignment
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(contentProposal(for: proposal))
        return Size(
            width: width.length(proposed: proposal.width, child: inner.width),
            height: height.length(proposed: proposal.height, child: inner.height))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        // Placed, a flexible frame offers its content the length it took along a bounded axis where it was offered
        // nothing, as SwiftUI's parents place a child at the size it chose: a `GeometryReader` or a colour under
        // `.frame(minHeight: 100)` in a scroll view or a list row fills the 100 points instead of staying at the
        // 10 it chose when measured. Where a length was offered, the content keeps the one it was measured with.
        let measuring = contentProposal(for: proposal)
        let innerProposal = ProposedSize(
            width: width.placementProposal(measuring.width, frameLength: frame.size.width),
            height: height.placementProposal(measuring.height, frameLength: frame.size.height))
        let size = content.sizeThatFits(innerProposal).finite
        let origin = alignment.origin(of: size, in: frame)
        content.draw(proposal: innerProposal, in: Rect(origin: origin, size: size), into: &items)
    }

    private func contentProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.contentProposal(proposal.width), height: height.contentProposal(proposal.height))
    }
}

/// `.aspectRatio(ratio, contentMode:)`: offers the content the largest (`.fit`) or smallest (`.fill`) size of
/// that width-to-height ratio that fits in, or covers, the proposal, and takes whatever the content chooses —
/// so a resizable image keeps its proportions while text is unaffected, as in SwiftUI. A nil ratio is the
/// content's own ideal ratio.
final class AspectRatioElement: ReproposingElement {
    private let ratio: Double?
    private let mode: ContentMode
    let content: any LayoutElement

    init(ratio: Double?, mode: ContentMode, content: any LayoutElement) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.mode = mode
        self.content = content
    }

    func contentProposal(for proposal: ProposedSize) -> ProposedSize {
        let ideal = content.sizeThatFits(.unspecified)
        let ratio =
            self.ratio
            ?? ((ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite)
                ? ideal.width / ideal.height : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            // No proposal: the content's ideal size brought to the ratio (fit keeps its width or height).
            let width = ideal.width.isFinite ? ideal.width : 10
            let height = ideal.height.isFinite ? ideal.height : 10
            return fitted(width: width, height: height, ratio: ratio)
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (let width?, let height?):
            return fitted(width: width, height: height, ratio: ratio)
        }
    }

    /// The size of `ratio` that fits in (`.fit`) or covers (`.fill`) `width` × `height`.
    private func fitted(width: Double, height: Double, ratio: Double) -> ProposedSize {
        let byWidth = Size(width: width, height: width / ratio)
        let byHeight = Size(width: height * ratio, height: height)
        // An infinite side cannot be fitted by: the finite one decides (both infinite stays infinite).
        let fitsByWidth = byWidth.height <= height
        let size: Size
        switch mode {
        case .fit: size = fitsByWidth ? byWidth : byHeight
        case .fill: size = fitsByWidth ? byHeight : byWidth
        }
        return ProposedSize(size)
    }
}
