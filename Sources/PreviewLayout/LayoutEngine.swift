package import PreviewViews

/// Lays out an evaluated view tree the way SwiftUI does and turns it into draw operations.
///
/// The parent proposes a size (each dimension optional: nil asks for the ideal size), the child chooses its size,
/// and the parent places it. Text is measured through the injected `TextMeasurer`, so layout needs no fonts.
package struct LayoutEngine {
    private let measurer: any TextMeasurer

    package init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Lays out `root` on a canvas of `canvas` points: paints the canvas with `.system(.background)` resolved for
    /// environment.colorScheme, proposes the safe-area size (canvas minus safeArea) to the root, and centres the
    /// root's chosen size inside the safe area; views under `.ignoresSafeArea` that reach its boundary grow out to
    /// the canvas edges. Returns draw operations back to front.
    package func layout(
        _ root: ViewNode, canvas: Size, safeArea: EdgeInsets, environment: EnvironmentValues
    ) -> DisplayList {
        layoutMeasuringGeometryReaders(root, canvas: canvas, safeArea: safeArea, environment: environment).displayList
    }

    /// The size `root` chooses when offered `proposal`: the canvas of a preview that sizes to fit its view.
    package func fittingSize(of root: ViewNode, proposal: Size, environment: EnvironmentValues) -> Size {
        ElementBuilder(measurer: measurer).element(for: root, environment: environment)
            .sizeThatFits(ProposedSize(proposal)).finite
    }

    /// `layout`, also returning the size each `GeometryReader` (by id) was placed at, and the frames of the readers
    /// and anchor sources.
    package func layoutMeasuringGeometryReaders(
        _ root: ViewNode, canvas: Size, safeArea: EdgeInsets, environment: EnvironmentValues
    ) -> (displayList: DisplayList, geometryReaderSizes: [Int: Size], placedFrames: PlacedFrames) {
        let canvasSize = Size(width: max(0, canvas.width), height: max(0, canvas.height)).finite
        var items: [DisplayItem] = [
            .fill(
                .rectangle, rect: Rect(origin: .zero, size: canvasSize),
                paint: .color(SystemColor.background.resolved(in: environment.colorScheme)))
        ]

        let safeRect = Rect(
            x: safeArea.leading, y: safeArea.top,
            width: max(0, canvasSize.width - safeArea.horizontal),
            height: max(0, canvasSize.height - safeArea.vertical))
        let geometry = SafeAreaGeometry(canvas: Rect(origin: .zero, size: canvasSize), safe: safeRect)
        let readers = GeometryReaderSizes()
        let element = ElementBuilder(
            measurer: measurer, safeArea: geometry, geometryReaderSizes: readers,
            container: RelativeFrameContainer(size: safeRect.size)
        ).element(for: root, environment: environment)
        let proposal = ProposedSize(safeRect.size)
        let size = element.sizeThatFits(proposal).finite
        // A root larger than the safe area overflows it evenly on both sides, as SwiftUI centres it.
        let frame = Rect(origin: Alignment.center.origin(of: size, in: safeRect), size: size)
        element.draw(proposal: proposal, in: frame, into: &items)
        var list = DisplayList(size: canvas, items: items.map { $0.resolvingCustomShape() })
        list.separateHitRegions()
        return (list, readers.sizes, readers.frames)
    }
}
