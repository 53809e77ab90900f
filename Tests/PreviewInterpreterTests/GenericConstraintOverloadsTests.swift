import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// An overload whose generic parameter is constrained to a protocol binds only an argument that conforms: Swift
/// calls the unconstrained overload for any other type (the differential program `ConstrainedGenericOverloads`
/// covers plain calls; here the type comes from an asynchronous closure calling a protocol's method, as view models
/// configure their loaders).
@Suite struct GenericConstraintOverloadsTests {
    static let declarations = """
        protocol EmptyCheckable { var isEmpty: Bool { get } }
        extension Array: EmptyCheckable {}
        struct Media { let title: String }
        protocol Repository {
            func fetchMedia(_ id: Int) async throws -> Media
            func fetchCredits(_ id: Int) async throws -> [String]
        }
        struct Remote: Repository {
            func fetchMedia(_ id: Int) async throws -> Media { Media(title: "Heat") }
            func fetchCredits(_ id: Int) async throws -> [String] { [] }
        }
        struct FetchConfig {
            var kind = "plain"
            init<Output>(
                fetch: @escaping () async throws -> Output, update: @escaping (Output) -> Void,
                isEmpty: @escaping (Output) -> Bool = { _ in false }
            ) {}
        }
        extension FetchConfig {
            init<Output: EmptyCheckable>(
                fetch: @escaping () async throws -> Output, update: @escaping (Output) -> Void
            ) {
                self.init(fetch: fetch, update: update, isEmpty: { $0.isEmpty })
                kind = "checked"
            }
        }
        struct LoaderView: View {
            let repository: Repository = Remote()
            var body: some View {
                let media = FetchConfig(fetch: { try await repository.fetchMedia(1) }, update: { _ in })
                let credits = FetchConfig(fetch: { try await repository.fetchCredits(1) }, update: { _ in })
                Text("\\(media.kind) \\(credits.kind)")
            }
        }
        """

    @Test func aClosureMakingANonConformingTypeBindsTheUnconstrainedInitializer() throws {
        let fixture = try InterpreterFixture(body: "LoaderView()", declarations: Self.declarations)
        #expect(try fixture.cleanDump() == #"Text "plain checked""#)
    }
}
