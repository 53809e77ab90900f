import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Synchronization
import Testing

@testable import PreviewPipeline

/// Frames rendered at once on several threads that share one interpreter (its evaluations, its semantic model, the
/// sample-data models it makes once, the JSON it parses once) are the frames rendered one at a time: what `render`
/// and `serve` do with their workers.
@Suite struct ConcurrentRenderTests {
    static let files = [
        "App/Model.swift": """
        import SwiftUI

        struct Item: Codable, Identifiable {
            var id: Int
            var name: String
            var tags: [String]
        }

        final class Store: ObservableObject {
            @Published var items: [Item] = []
            var names: [String] { items.map(\\.name) }
            init() {
                let url = Bundle.main.url(forResource: "items", withExtension: "json")!
                items = try! JSONDecoder().decode([Item].self, from: Data(contentsOf: url))
                for number in 4...12 { items.append(Item(id: number, name: "Item \\(number)", tags: ["made"])) }
            }
        }
        """,
        "App/items.json": """
        [{"id": 1, "name": "Apple", "tags": ["fruit", "red"]},
         {"id": 2, "name": "Basil", "tags": ["herb"]},
         {"id": 3, "name": "Cocoa", "tags": []}]
        """,
        "App/Views.swift": """
        import SwiftUI

        struct Notch: Shape {
            var depth: Double
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: rect.midX, y: depth))
                path.addLine(to: CGPoint(x: rect.maxX, y: 0))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: 0, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        struct Row: View {
            var item: Item
            @Environment(\\.colorScheme) private var scheme
            var body: some View {
                HStack {
                    Text(item.name).font(.headline)
                    Spacer()
                    Text(item.tags.joined(separator: ", ")).foregroundStyle(.secondary)
                }
                .padding(8)
                .background(Notch(depth: Double(item.id)).fill(scheme == .dark ? .indigo : .mint))
            }
        }

        struct ListScreen: View {
            @StateObject private var store = Store()
            @State private var filter = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("\\(store.items.count) items: \\(store.names.prefix(3).joined(separator: " "))")
                    ForEach(store.items.filter { filter.isEmpty || $0.name.contains(filter) }) { item in
                        Row(item: item)
                    }
                }
                .onAppear { filter = "" }
            }
        }

        struct Measured: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("\\(Int(proxy.size.width)) wide").frame(maxWidth: .infinity)
                }
                .frame(height: 60)
            }
        }

        #Preview("List") { ListScreen() }
        #Preview("First row") { Row(item: Store().items[0]) }
        #Preview("Measured") { Measured().unknownDecoration() }
        #Preview("Both") {
            VStack {
                Measured()
                ListScreen()
            }
        }
        """,
    ]

    /// Every (preview, target) pair of `project`, in matrix order.
    static func pairs(_ project: Project) -> [(PreviewDeclaration, Target)] {
        project.previews.flatMap { preview in DeviceCatalog.defaultTargets.map { (preview, $0) } }
    }

    /// What a frame is, to compare: its display list's items, its diagnostics and its image.
    struct Frame: Equatable {
        var items: String
        var diagnostics: [String]
        var png: [UInt8]?
    }

    static func frame(_ output: PreviewFrameRenderer.Output) -> Frame {
        Frame(
            items: "\(output.displayList.items)", diagnostics: output.diagnostics.map(\.message),
            png: output.image?.png)
    }

    @Test func framesRenderedAtOnceAreTheFramesRenderedOneAtATime() throws {
        let folder = try ProjectFolder(Self.files)
        let project = try folder.load()
        let pairs = Self.pairs(project)
        #expect(pairs.count == 8)
        let renderer = try PreviewFrameRenderer()
        let alone = PreviewInterpreter(project: project)
        let expected = try pairs.map { preview, target in
            Self.frame(try renderer.render(preview, on: target, interpreter: alone))
        }
        // The model loaded its JSON (the list draws cleanly); the unknown modifier is reported.
        #expect(expected[0].diagnostics.isEmpty && expected[2].diagnostics.isEmpty, "\(expected.map(\.diagnostics))")
        #expect(expected[4].diagnostics.count == 1)

        // Each round starts from a new interpreter, so its threads race to make the shared model, parse the JSON,
        // walk the files and make each preview's evaluation, which targets of one preview share.
        let workers = try RenderWorkers(count: 4)
        for round in 0..<3 {
            let interpreter = PreviewInterpreter(project: project)
            let frames = Mutex<[Int: [Frame]]>([:])
            let failures = Mutex<[String]>([])
            // Every pair twice. Workers take items in order, so the two targets of a preview, next to each other,
            // are rendered at once and share one evaluation.
            let work = Array(pairs.indices) + Array(pairs.indices)
            workers.forEach(work.count) { number, renderer in
                let (preview, target) = pairs[work[number]]
                do {
                    let frame = Self.frame(try renderer.render(preview, on: target, interpreter: interpreter))
                    frames.withLock { $0[work[number], default: []].append(frame) }
                } catch {
                    failures.withLock { $0.append("\(preview.id) on \(target.id): \(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "round \(round)")
            let rendered = frames.withLock { $0 }
            for (index, (preview, target)) in pairs.enumerated() {
                #expect(
                    rendered[index] == [expected[index], expected[index]],
                    "round \(round): \(preview.id) on \(target.id)")
            }
        }
    }
}
