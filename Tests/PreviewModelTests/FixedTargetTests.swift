import PreviewModel
import PreviewViews
import Testing

/// `render --size`'s targets: a canvas of exactly the size asked for, no safe area, at the scale asked for.
@Suite struct FixedTargetTests {
    @Test func aFixedTargetIsExactlyItsSize() throws {
        let target = try #require(Target.fixed(width: 320, height: 200, scale: 2, colorScheme: .dark))
        #expect(target.id == "size-320x200@2-dark")
        #expect(target.size == Size(width: 320, height: 200))
        #expect(target.device.scale == 2 && target.safeArea == EdgeInsets())
        #expect(target.environment.colorScheme == .dark)
        // Wider than tall stays as given: the size, not a device turned on its side.
        let wide = try #require(Target.fixed(width: 500, height: 100, scale: 1.5, colorScheme: .light))
        #expect(wide.size == Size(width: 500, height: 100) && wide.id == "size-500x100@1.5-light")
    }

    @Test("sides and scales out of range, or fractional points, are refused", arguments: [
        (0.0, 100.0, 2.0), (100, 5000, 2), (100, 100, 0.5), (100, 100, 5), (100.5, 100, 2), (.nan, 100, 2),
    ])
    func outOfRange(width: Double, height: Double, scale: Double) {
        #expect(Target.fixed(width: width, height: height, scale: scale, colorScheme: .light) == nil)
    }
}
