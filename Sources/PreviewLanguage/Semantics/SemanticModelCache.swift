package import PreviewModel
import Synchronization

/// The semantic model of the newest project version a pipeline evaluated, handed to the next one. Renders of one
/// version (a device that joins, a tap) share its model; a version after an edit that changed only literal values
/// (a title, a padding, a flag: most edits made while watching a preview) keeps every file's walk, since such an
/// edit changes no type; any other edit starts a new model.
package final class SemanticModelCache: Sendable {
    private let newest = Mutex<SemanticModel?>(nil)

    package init() {}

    /// The model for `project`: the newest one if it describes this very version, else a new one continuing it.
    package func model(for project: Project, builtins: BuiltinLibrary) -> SemanticModel {
        newest.withLock { newest in
            if let earlier = newest, earlier.describes(project) { return earlier }
            let model =
                newest.map { SemanticModel(project: project, builtins: builtins, continuing: $0) }
                ?? SemanticModel(project: project, builtins: builtins)
            newest = model
            return model
        }
    }
}
