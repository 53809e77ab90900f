import PreviewPipeline
import PreviewRender
import Testing

/// `PREVIEWD_IMAGE_BUDGET_MB` sets the bytes of decoded images each render thread keeps; anything but a whole number
/// of megabytes in range leaves the default.
@Suite("Image budget from the environment")
struct ImageBudgetTests {
    @Test("a whole number of megabytes sets the budget")
    func megabytes() {
        #expect(PreviewFrameRenderer.imageBudget(["PREVIEWD_IMAGE_BUDGET_MB": "256"]) == 256 << 20)
        #expect(PreviewFrameRenderer.imageBudget(["PREVIEWD_IMAGE_BUDGET_MB": "0"]) == 0)
    }

    @Test(
        "no value, or one that is not a whole number in range, leaves 64 MB",
        arguments: [nil, "", "-1", "1.5", "64MB", "70000"])
    func defaults(value: String?) {
        let environment = value.map { ["PREVIEWD_IMAGE_BUDGET_MB": $0] } ?? [:]
        #expect(PreviewFrameRenderer.imageBudget(environment) == 64 << 20)
        #expect(FrameRenderer.defaultImageBudget == 64 << 20)
    }
}
