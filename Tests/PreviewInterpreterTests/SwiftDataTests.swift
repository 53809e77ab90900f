import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// SwiftData as previews use it: an in-memory container the preview fills, put in the environment with
/// `.modelContainer(…)`, and read by `@Query`, `@Environment(\.modelContext)` and `FetchDescriptor`s.
@Suite struct SwiftDataTests {
    private static let models = """
        import SwiftData
        @Model
        final class Item {
            @Attribute(.unique) var name: String
            var count: Int
            @Transient var note = ""
            @Relationship(deleteRule: .cascade) var tags: [Tag] = []
            init(name: String, count: Int = 0) {
                self.name = name
                self.count = count
            }
        }
        @Model
        final class Tag {
            var label: String
            init(label: String) { self.label = label }
        }

        """

    private static let filledContainer = """
        let container = try! ModelContainer(
            for: Item.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Item(name: "Milk", count: 2))
        container.mainContext.insert(Item(name: "Bread"))
        container.mainContext.insert(Item(name: "Eggs", count: 12))
        """

    private static func names(_ query: String) -> String {
        """
        struct ItemNames: View {
            \(query) private var items: [Item]
            var body: some View { Text(items.map { "\\($0.name) \\($0.count)" }.joined(separator: ", ")) }
        }

        """
    }

    @Test func aQueryShowsTheInsertedModelsSortedEitherWay() throws {
        let forward = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models + Self.names(#"@Query(sort: \Item.name)"#))
        #expect(try forward.cleanDump() == #"Text "Bread 0, Eggs 12, Milk 2""#)
        let reverse = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models + Self.names(#"@Query(sort: \Item.count, order: .reverse)"#))
        #expect(try reverse.cleanDump() == #"Text "Eggs 12, Milk 2, Bread 0""#)
        let descriptors = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models + Self.names(#"@Query(sort: [SortDescriptor(\Item.name, order: .reverse)])"#))
        #expect(try descriptors.cleanDump() == #"Text "Milk 2, Eggs 12, Bread 0""#)
        let inserted = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models + Self.names("@Query(animation: .default)"))
        #expect(try inserted.cleanDump() == #"Text "Milk 2, Bread 0, Eggs 12""#)
    }

    @Test func aQueryFilterRunsItsPredicateOnEachModel() throws {
        let fixture = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models
                + Self.names(#"@Query(filter: #Predicate<Item> { $0.count > 1 }, sort: \Item.name)"#))
        #expect(try fixture.cleanDump() == #"Text "Eggs 12, Milk 2""#)
    }

    @Test func aQueryMadeInTheViewsInitialiserReadsItsArguments() throws {
        let fixture = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn Search(minimum: 2).modelContainer(container)",
            declarations: Self.models + """
                struct Search: View {
                    @Query private var items: [Item]
                    init(minimum: Int) {
                        let atLeast = #Predicate<Item> { $0.count >= minimum }
                        _items = .init(filter: atLeast, sort: [.init(\\.count, order: .reverse)])
                    }
                    var body: some View { Text(items.map(\\.name).joined(separator: ", ")) }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "Eggs, Milk""#)
    }

    @Test func aContextFetchesAndCountsWithDescriptors() throws {
        let fixture = try InterpreterFixture(
            body: """
                let schema = Schema([Item.self, Tag.self])
                let container = try! ModelContainer(
                    for: schema, configurations: [ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)])
                let context = ModelContext(container)
                context.insert(Item(name: "Milk", count: 2))
                context.insert(Item(name: "Bread"))
                context.insert(Item(name: "Eggs", count: 12))
                try? context.save()
                return Summary().modelContainer(container)
                """,
            declarations: Self.models + """
                struct Summary: View {
                    @Environment(\\.modelContext) private var context
                    var body: some View {
                        var first = FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.name)])
                        first.fetchLimit = 2
                        let names = ((try? context.fetch(first)) ?? []).map(\\.name)
                        let empty = FetchDescriptor<Item>(predicate: #Predicate { $0.count == 0 })
                        let count = (try? context.fetchCount(empty)) ?? -1
                        return Text("\\(names.joined(separator: ",")) \\(count)")
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "Bread,Eggs 1""#)
    }

    @Test func aModelIsOneObjectThroughTheQueryAndTheVariable() throws {
        let fixture = try InterpreterFixture(
            body: """
                let container = try! ModelContainer(
                    for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                let milk = Item(name: "Milk")
                let tagged = Item(name: "Bread")
                tagged.tags = [Tag(label: "fresh")]
                container.mainContext.insert(milk)
                container.mainContext.insert(tagged)
                milk.name = "Oat milk"
                let removed = Item(name: "Gone")
                container.mainContext.insert(removed)
                container.mainContext.delete(removed)
                return Tags().modelContainer(container)
                """,
            declarations: Self.models + Self.names("@Query") + """
                struct Tags: View {
                    @Query private var tags: [Tag]
                    var body: some View { VStack { ItemNames(); Text(tags.map(\\.label).joined()) } }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains(#"Text "Oat milk 0, Bread 0""#) && dump.contains(#"Text "fresh""#), "\(dump)")
    }

    @Test func insertingAModelFillsInTheInverseOfEachRelationship() throws {
        let fixture = try InterpreterFixture(
            body: """
                let container = try! ModelContainer(
                    for: Owner.self, Pet.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                let ann = Owner(name: "Ann")
                container.mainContext.insert(ann)
                container.mainContext.insert(Pet(name: "Rex", owner: ann))
                let bob = Owner(name: "Bob")
                bob.pets = [Pet(name: "Tom")]
                container.mainContext.insert(bob)
                return Owners().modelContainer(container)
                """,
            declarations: """
                import SwiftData
                @Model
                final class Owner {
                    var name: String
                    @Relationship(deleteRule: .cascade) var pets: [Pet] = []
                    init(name: String) { self.name = name }
                }
                @Model
                final class Pet {
                    var name: String
                    @Relationship(inverse: \\Owner.pets) var owner: Owner?
                    init(name: String, owner: Owner? = nil) {
                        self.name = name
                        self.owner = owner
                    }
                }
                struct Owners: View {
                    @Query(sort: \\Owner.name) private var owners: [Owner]
                    @Query(sort: \\Pet.name) private var pets: [Pet]
                    var body: some View {
                        Text(owners.map { "\\($0.name): \\($0.pets.map(\\.name).joined())" }.joined(separator: ", "))
                        Text(pets.map { "\\($0.name) of \\($0.owner?.name ?? "nobody")" }.joined(separator: ", "))
                    }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains(#"Text "Ann: Rex, Bob: Tom""#), "\(dump)")
        #expect(dump.contains(#"Text "Rex of Ann, Tom of Bob""#), "\(dump)")
    }

    @Test func aContainerOnDiskAndAMissingContainerAreReported() throws {
        let onDisk = try InterpreterFixture(
            body: """
                let container = try! ModelContainer(for: Item.self)
                container.mainContext.insert(Item(name: "Milk"))
                return ItemNames().modelContainer(container)
                """,
            declarations: Self.models + Self.names("@Query"))
        let stored = try onDisk.evaluate()
        #expect(stored.root.dump == #"Text "Milk 0""#)
        #expect(stored.diagnostics.map(\.message).contains { $0.contains("stores its data on disk") })
        let missing = try InterpreterFixture(body: "ItemNames()", declarations: Self.models + Self.names("@Query"))
        let empty = try missing.evaluate()
        #expect(empty.root.dump == #"Text """#)
        #expect(
            empty.diagnostics.map(\.message) == [
                "@Query 'items' reads as empty: no '.modelContainer(…)' above this view gives it a store"
            ])
        let inMemory = try InterpreterFixture(
            body: "ItemNames().modelContainer(for: Item.self, inMemory: true)",
            declarations: Self.models + Self.names("@Query"))
        #expect(try inMemory.cleanDump() == #"Text """#)
        // A store on disk that nothing reads draws the same as on iOS.
        let unread = try InterpreterFixture(
            body: #"Text("Notes").modelContainer(for: Item.self)"#, declarations: Self.models)
        #expect(try unread.cleanDump() == #"Text "Notes""#)
    }

    @Test func aPredicateThatCannotBeEvaluatedIsReportedAndShowsNothing() throws {
        let fixture = try InterpreterFixture(
            body: Self.filledContainer + "\nreturn ItemNames().modelContainer(container)",
            declarations: Self.models + Self.names("@Query(filter: #Predicate<Item> { $0.name.count })"))
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text """#, "\(evaluation.root.dump)")
        #expect(
            evaluation.diagnostics.map(\.message).contains { $0.contains("#Predicate") }, "\(evaluation.diagnostics)")
    }
}
