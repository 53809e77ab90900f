import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A tab view's bar at iOS 17's metrics on an iPhone 15 Pro (393×852 points, 34-point bottom safe area): a
/// 49-point bar above the home indicator, the tabs sharing its width, each its filled symbol over its title, the
/// first tab tinted and the others grey.
@Suite struct TabBarTests {
    static let barBottom = 852.0 - 34
    static let barTop = barBottom - 49

    func layOut(_ body: String) throws -> DisplayList {
        let output = try renderOnlyPreview(body, in: "Tabs.swift")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return output.displayList
    }

    func texts(in list: DisplayList) -> [String: (rect: Rect, color: RGBA)] {
        var found: [String: (Rect, RGBA)] = [:]
        for case .text(let string, let rect, _, let color, _, _) in list.items { found[string] = (rect, color) }
        return found
    }

    func symbols(in list: DisplayList) -> [String: (rect: Rect, color: RGBA)] {
        var found: [String: (Rect, RGBA)] = [:]
        for case .symbol(let name, let rect, let color, _) in list.items { found[name] = (rect, color) }
        return found
    }

    @Test func tabItemsShareTheBarAlongTheBottomAndTheFirstIsTinted() throws {
        let list = try layOut(
            """
            TabView {
                Text("First screen").tabItem { Label("Home", systemImage: "house") }
                Text("Second screen").tabItem { Image(systemName: "gear"); Text("Settings") }
            }
            """)
        let texts = texts(in: list), symbols = symbols(in: list)
        let home = try #require(texts["Home"]), settings = try #require(texts["Settings"])
        #expect(texts["Second screen"] == nil, "only the first tab's content is shown")
        // Each title is centred in its half of the bar, in the bar's lower half.
        #expect(abs(home.rect.midX - 393.0 / 4) <= 0.5, "\(home.rect)")
        #expect(abs(settings.rect.midX - 393.0 * 3 / 4) <= 0.5, "\(settings.rect)")
        for rect in [home.rect, settings.rect] {
            #expect(rect.minY > Self.barTop + 24 && rect.maxY <= Self.barBottom, "\(rect)")
        }
        // The symbols are the filled variants, above their titles.
        let house = try #require(symbols["house.fill"]), gear = try #require(symbols["gear"] ?? symbols["gear.fill"])
        #expect(house.rect.minY >= Self.barTop && house.rect.maxY <= home.rect.minY, "\(house.rect)")
        #expect(abs(house.rect.midX - home.rect.midX) <= 0.5)
        #expect(abs(gear.rect.midX - settings.rect.midX) <= 0.5)
        // The selected tab takes the tint, the others are grey.
        let blue = SystemColor.blue.resolved(in: .light), gray = SystemColor.gray.resolved(in: .light)
        #expect(home.color == blue && house.color == blue)
        #expect(settings.color == gray && gear.color == gray)
        // The first tab's content is centred in the space above the bar.
        let content = try #require(texts["First screen"])
        #expect(content.rect.maxY < Self.barTop)
    }

    @Test func tabsTakeTheirTitleAndSymbolAndTheirBadge() throws {
        let list = try layOut(
            """
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("Mail") }
                Tab("Outbox", systemImage: "paperplane") { Text("Sent") }.badge(4)
            }
            """)
        let texts = texts(in: list), symbols = symbols(in: list)
        let outbox = try #require(texts["Outbox"]), badge = try #require(texts["4"])
        let plane = try #require(symbols["paperplane.fill"])
        #expect(badge.color == SystemColor.white.resolved(in: .light))
        // The badge sits over the symbol's top right corner.
        #expect(badge.rect.midX > plane.rect.maxX - 4 && badge.rect.minX < plane.rect.maxX + 8, "\(badge.rect)")
        #expect(badge.rect.midY < plane.rect.midY, "\(badge.rect) \(plane.rect)")
        #expect(badge.rect.maxY < outbox.rect.minY)
        let redBadge = list.items.contains { item in
            guard case .fill(.capsule, let rect, _) = item else { return false }
            return rect.minX <= badge.rect.midX && badge.rect.midX <= rect.maxX && rect.minY <= badge.rect.midY
                && badge.rect.midY <= rect.maxY
        }
        #expect(redBadge, "the count sits on a capsule")
    }

    /// Content taller than the space above the bar runs on under it, and the bar is a translucent material with a
    /// hairline along its top; content that ends above the bar leaves it transparent.
    @Test func theBarIsAMaterialOnlyOverContentThatRunsUnderIt() throws {
        func barFills(_ body: String) throws -> (hairline: [Rect], material: [Rect], rows: [Rect]) {
            let list = try layOut("TabView { \(body).tabItem { Label(\"Home\", systemImage: \"house\") } }")
            var hairline: [Rect] = [], material: [Rect] = []
            for case .fill(.rectangle, let rect, let paint) in list.items {
                if case .color = paint, abs(rect.height - 1.0 / 3) < 0.01, abs(rect.minY - Self.barTop) < 0.01 {
                    hairline.append(rect)
                }
                // The bar frosts the rows under it.
                if case .material(let blur, _) = paint, blur > 0, rect.minY == Self.barTop + 1.0 / 3, rect.maxY == 852 {
                    material.append(rect)
                }
            }
            let rows = texts(in: list).values.map(\.rect).filter { $0.minY > Self.barTop && $0.maxY < Self.barBottom }
            return (hairline, material, rows)
        }
        let long = try barFills("List(0..<40) { Text(\"Row \\($0)\") }")
        #expect(long.hairline.count == 1 && long.material.count == 1, "\(long)")
        #expect(!long.rows.filter { $0.width > 0 }.isEmpty, "rows run on under the bar")
        let short = try barFills("List(0..<3) { Text(\"Row \\($0)\") }")
        #expect(short.hairline.isEmpty && short.material.isEmpty, "\(short)")
    }

    @Test func aTabViewWithoutItemsDrawsNoBar() throws {
        let list = try layOut("TabView { Text(\"Only\") }")
        let only = try #require(texts(in: list)["Only"])
        #expect(abs(only.rect.midY - (59 + Self.barBottom) / 2) <= 1, "centred on the whole screen: \(only.rect)")
    }

    @Test func anUnknownTabSymbolIsReported() throws {
        let source = #"TabView { Tab("A", systemImage: "no.such.symbol") { Text("a") } }"#
        let output = try renderOnlyPreview(source, in: "Tabs.swift")
        #expect(output.diagnostics.contains { $0.message.contains("no.such.symbol") })
    }
}
