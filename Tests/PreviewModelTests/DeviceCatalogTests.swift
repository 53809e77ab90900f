import PreviewModel
import PreviewViews
import Testing

/// The catalog's iPads beside its iPhones, and the safe area each keeps when it turns.
@Suite struct DeviceCatalogTests {
    @Test(arguments: [
        ("ipad-mini", 744.0, 1133.0), ("ipad-air-11", 820, 1180), ("ipad-pro-11", 834, 1194),
        ("ipad-air-13", 1024, 1366), ("ipad-pro-13", 1032, 1376),
    ])
    func currentIPadsAreInTheCatalogAtTheirScreenSizes(id: String, width: Double, height: Double) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        #expect(device.size == Size(width: width, height: height))
        #expect(device.scale == 2)
        #expect(device.isTablet)
    }

    @Test func anIPadKeepsItsStatusBarAndHomeIndicatorInLandscape() throws {
        let iPad = try #require(DeviceCatalog.device(id: "ipad-pro-13"))
        let landscape = Target(device: iPad, colorScheme: .light, orientation: .landscape)
        #expect(landscape.size == Size(width: 1376, height: 1032))
        #expect(landscape.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(
            Target(device: iPad, colorScheme: .light).safeArea
                == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    @Test func aPhoneInLandscapeMovesItsSensorHousingToTheLeadingEdge() {
        let phone = Target(device: DeviceCatalog.iPhone15Pro, colorScheme: .light, orientation: .landscape)
        #expect(!DeviceCatalog.iPhone15Pro.isTablet)
        #expect(phone.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }
}
