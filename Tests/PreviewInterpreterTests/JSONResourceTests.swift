import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// Sample data loaded from the project's JSON files through `Bundle.main` and `JSONDecoder`, as many real projects
/// feed their previews.
struct JSONResourceTests {
    /// The common `load<T: Decodable>` helper: a generic `T` is typed where the result is stored, nested structs,
    /// raw-value enums, `CodingKeys`, optionals, defaults and `Range<Double>` decode as Swift's synthesised
    /// conformances do.
    @Test func genericLoaderDecodesProjectTypes() throws {
        let fixture = try InterpreterFixture([
            "Resources/trails.json": """
                [
                    {"name": "Ridge", "kind": "loop", "length_km": 4.5, "climb": [100, 340.5],
                     "start": {"lat": 1, "lon": 2}},
                    {"name": "Creek", "kind": "out", "length_km": 3, "climb": [10, 20], "start": {"lat": 3, "lon": 4},
                     "note": "muddy"}
                ]
                """,
            "Model.swift": """
                import Foundation

                struct Trail: Codable, Identifiable {
                    enum Kind: String, Codable { case loop, outAndBack = "out" }
                    struct Point: Codable { var lat: Double; var lon: Double }
                    enum CodingKeys: String, CodingKey { case name, kind, lengthKm = "length_km", climb, start, note }

                    var id: String { name }
                    var name: String
                    var kind: Kind
                    var lengthKm: Double
                    var climb: Range<Double>
                    var start: Point
                    var note: String?
                }

                var trails: [Trail] = load("trails.json")

                func load<T: Decodable>(_ filename: String) -> T {
                    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                        fatalError("Couldn't find \\(filename)")
                    }
                    do {
                        let data = try Data(contentsOf: file)
                        return try JSONDecoder().decode(T.self, from: data)
                    } catch {
                        fatalError("Couldn't parse \\(filename): \\(error)")
                    }
                }
                """,
            "Preview.swift": """
                import SwiftUI

                #Preview {
                    VStack {
                        ForEach(trails) { trail in
                            let climb = trail.climb.upperBound - trail.climb.lowerBound
                            Text(
                                "\\(trail.name) \\(trail.kind.rawValue) \\(trail.lengthKm) \\(climb) "
                                    + "\\(trail.start.lon) \\(trail.note ?? "-")")
                        }
                    }
                }
                """,
        ])
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Ridge loop 4.5 240.5 2.0 -\"",
                    "  Text \"Creek out 3.0 10.0 4.0 muddy\""))
    }

    /// Mock data read by path (`Bundle.main.path(forResource:ofType:)` then `String(contentsOfFile:)`) and decoded
    /// with snake-case keys, as API-shaped sample data often is.
    @Test func resourceReadByPathDecodesWithSnakeCaseKeys() throws {
        let fixture = try InterpreterFixture([
            "Previews/MockData/Product.json": #"{"product_name": "Tea", "unit_price": 4.5, "in_stock": true}"#,
            "Preview.swift": """
                import SwiftUI

                struct Product: Decodable { var productName: String; var unitPrice: Double; var inStock: Bool }

                func mock<T: Decodable>(_ name: String) -> T? {
                    guard let path = Bundle.main.path(forResource: name, ofType: "json"),
                        let data = try? String(contentsOfFile: path).data(using: .utf8)
                    else { return nil }
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try? decoder.decode(T.self, from: data)
                }

                #Preview {
                    let product: Product? = mock("Product")
                    Text(product.map { "\\($0.productName) \\($0.unitPrice) \\($0.inStock)" } ?? "none")
                }
                """,
        ])
        #expect(try fixture.cleanDump() == #"Text "Tea 4.5 true""#)
    }

    /// The path form turned into a file URL (`Data(contentsOf: URL(fileURLWithPath: path))`) reads the resource too;
    /// a relative file path is resolved against the app's root, never the folder previewd runs in.
    @Test func resourcePathsMadeIntoFileURLsReadTheResource() throws {
        let fixture = try InterpreterFixture([
            "App/quotes.json": #"[{"text": "Be kind"}, {"text": "Ship it"}]"#,
            "Preview.swift": """
                import SwiftUI

                struct Quote: Decodable { var text: String }

                func quotes() -> [Quote] {
                    guard let path = Bundle.main.path(forResource: "quotes", ofType: "json"),
                        let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
                    else { return [] }
                    return (try? JSONDecoder().decode([Quote].self, from: data)) ?? []
                }

                #Preview {
                    VStack {
                        Text(quotes().map(\\.text).joined(separator: ", "))
                        Text(URL(fileURLWithPath: "notes.txt").path)
                    }
                }
                """,
        ])
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default", #"  Text "Be kind, Ship it""#,
                    #"  Text "/notes.txt""#))
    }

    /// A typed decode of an inline string (`json.data(using: .utf8)`) into an array of a project type.
    @Test func decodesInlineJSONWithAKnownType() throws {
        let fixture = try InterpreterFixture(
            body: """
                let people = try! JSONDecoder().decode([Person].self, from: json.data(using: .utf8)!)
                return Text(people.map { "\\($0.name):\\($0.age)" }.joined(separator: ","))
                """,
            declarations: """
                struct Person: Decodable { var name: String; var age: Int }
                let json = #"[{"name": "Ada", "age": 36}, {"name": "Lin", "age": 29}]"#
                """)
        #expect(try fixture.cleanDump() == #"Text "Ada:36,Lin:29""#)
    }

    /// Data that does not fit its type is what `JSONDecoder` throws, a Swift error the project handles: `try?` gives
    /// nil silently, as on iOS, a `catch` sees what did not fit and where, and an error nothing handles is reported
    /// there, naming it. Reading outside the project is refused (a limit of previews, so a diagnostic).
    @Test func decodingErrorsAreSwiftErrorsNamingTheProblem() throws {
        let fixture = try InterpreterFixture([
            "bad.json": #"{"name": "unterminated"#,
            "people.json": #"[{"name": "Ada"}]"#,
            "Preview.swift": """
                import SwiftUI

                struct Person: Decodable { var name: String; var age: Int }

                func data(_ name: String) throws -> Data {
                    try Data(contentsOf: Bundle.main.url(forResource: name, withExtension: "json")!)
                }

                func reason() -> String {
                    do {
                        _ = try JSONDecoder().decode([Person].self, from: data("people"))
                        return "decoded"
                    } catch {
                        return error.localizedDescription
                    }
                }

                #Preview {
                    VStack {
                        Text("top")
                        let broken = try? JSONDecoder().decode(Person.self, from: data("bad"))
                        Text(broken == nil ? "no person" : "a person")
                        Text(reason())
                        let missing = try! JSONDecoder().decode([Person].self, from: data("people"))
                        let outside = try? Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))
                        Text("bottom")
                    }
                }
                """,
        ])
        let evaluation = try fixture.evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(
            messages.sorted() == [
                "'try!' expression unexpectedly raised an error: DecodingError.keyNotFound: the JSON has no key 'age' "
                    + "for Person.age at [0]",
                "previews do not read files: '/etc/passwd' reads as missing, as in a new install",
            ], "\(messages)")
        let dump = evaluation.root.dump
        #expect(dump.contains(#"Text "no person""#), "\(dump)")
        #expect(dump.contains(#"Text "The data couldn’t be read because it is missing.""#), "\(dump)")
        #expect(dump.contains(#"Text "bottom""#), "\(dump)")
    }

    /// Hostile sample data (nesting far deeper than any real file, a number where a string belongs) is a
    /// diagnostic, never a crash or a hang.
    @Test func hostileJSONIsADiagnostic() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let fixture = try InterpreterFixture([
            "deep.json": deep,
            "wrong.json": #"[{"name": 7}]"#,
            "Preview.swift": """
                import SwiftUI

                struct Item: Decodable { var name: String }

                func load<T: Decodable>(_ name: String) -> T {
                    try! JSONDecoder().decode(
                        T.self, from: Data(contentsOf: Bundle.main.url(forResource: name, withExtension: "json")!))
                }

                #Preview {
                    let deep: [Item] = load("deep")
                    let wrong: [Item] = load("wrong")
                    return Text("still drawn")
                }
                """,
        ])
        let evaluation = try fixture.evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(
            messages.contains(
                "'try!' expression unexpectedly raised an error: DecodingError.dataCorrupted: the data is not "
                    + "valid JSON at the top level"), "\(messages)")
        // `load` is generic: the type its result is stored as binds `T` to `[Item]`, so the decode inside it fails
        // at its `try!`, as the app would.
        #expect(
            messages.contains(
                "'try!' expression unexpectedly raised an error: DecodingError.typeMismatch: cannot decode String "
                    + "from a number at [0].name"), "\(messages)")
        #expect(evaluation.root.dump == #"Text "still drawn""#)
    }

    /// A JSON file is part of the model: editing it re-reads it, so previews that decode it change.
    @Test func editingAResourceChangesTheModel() throws {
        let folder = try ProjectFolder([
            "data.json": #"{"title": "one"}"#, "Preview.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n",
        ])
        var project = try folder.load()
        #expect(project.resources.lookup("data", extension: "json")?.data == Data(#"{"title": "one"}"#.utf8))
        let generation = project.generation
        try folder.write("data.json", #"{"title": "two"}"#)
        let changed = project.apply(changedPaths: ["data.json"])
        #expect(changed)
        #expect(project.generation > generation)
        #expect(project.resources.lookup("data.json", extension: nil)?.data == Data(#"{"title": "two"}"#.utf8))
        // Asset catalogs' own JSON files are not resources.
        try folder.write("Assets.xcassets/Contents.json", #"{"info": {"version": 1}}"#)
        #expect(project.resources.lookup("Contents", extension: "json") == nil)
    }
}
