import PreviewViews
import PreviewModel
import Testing

@testable import PreviewPipeline

@Suite struct TargetBudgetTests {
    func screen(_ width: Double, _ height: Double) -> (Double) -> Target? {
        { Target.adHoc(width: width, height: height, scale: $0, colorScheme: .dark) }
    }

    @Test func aScreenTooLargeForOneFrameIsGivenASmallerScale() throws {
        let demand = TargetDemand()
        let target = try #require(demand.assign(requestedScale: 4, to: 1, screen(2048, 2048)))
        #expect(target.device.scale < 4 && target.device.scale >= 1)
        #expect(TargetDemand.pixels(of: target) <= TargetDemand.maximumFramePixels)
        let phone = try #require(demand.assign(requestedScale: 3, to: 2, screen(390, 844)))
        #expect(phone.device.scale == 3)
    }

    @Test func theDevicesTargetsTogetherStayWithinTheirBudget() {
        let demand = TargetDemand()
        let targets = (0..<20).compactMap { index in
            demand.assign(requestedScale: 4, to: UInt64(index), screen(2048, 2048 - Double(index)))
        }
        #expect(!targets.isEmpty && targets.count < 20)
        #expect(targets.reduce(0) { $0 + TargetDemand.pixels(of: $1) } <= TargetDemand.maximumTotalPixels)
        // Leaving frees the budget for the next device.
        for index in 0..<20 { demand.end(UInt64(index)) }
        #expect(demand.assign(requestedScale: 4, to: 100, screen(2048, 2048)) != nil)
    }

    @Test func aTargetNobodyShowsAnyMoreIsReportedOnceWithItsPixels() throws {
        let demand = TargetDemand()
        let tablet = try #require(demand.assign(requestedScale: 2, to: 1, screen(1024, 1366)))
        _ = demand.assign(requestedScale: 2, to: 2, screen(1024, 1366))
        demand.end(1)
        #expect(demand.takeDepartedPixels() == 0, "another device still shows it")
        demand.end(2)
        #expect(demand.takeDepartedPixels() == TargetDemand.pixels(of: tablet))
        #expect(demand.takeDepartedPixels() == 0)
    }
}
