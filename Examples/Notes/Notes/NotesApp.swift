import SwiftUI

@main
struct NotesApp: App {
    @State private var model = NoteModel()

    var body: some Scene {
        WindowGroup {
            NotesContentView(model: model)
                .task {
                    await model.load()
                }
        }
    }
}
