import SwiftUI

struct NotesContentView: View {
    @Bindable var model: NoteModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: model.addNote) {
                            Image(systemName: "square.and.pencil")
                        }
                    }
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch model.state {
        case .loading:
            ProgressView("Loading notes…")
        case .failed(let message):
            ErrorMessageView(message: message) {
                Task { await model.load() }
            }
        case .loaded where model.notes.isEmpty:
            EmptyNotesView(onCreate: model.addNote)
        case .loaded:
            List(model.visibleNotes) { note in
                NoteRow(note: note)
                    .swipeActions(edge: .leading) {
                        Button {
                            model.togglePin(note)
                        } label: {
                            Label(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin")
                        }
                        .tint(.yellow)
                    }
            }
            .listStyle(.plain)
            .searchable(text: $model.searchText)
        }
    }
}

#Preview("Success") {
    NotesContentView(model: .success)
}

#Preview("Failure") {
    NotesContentView(model: .failure)
}

#Preview("Very long text") {
    NotesContentView(model: .longText)
}

#Preview("Empty") {
    NotesContentView(model: .empty)
}

#Preview("Emoji") {
    NotesContentView(model: .emoji)
}

#Preview("Loading") {
    NotesContentView(model: NoteModel())
}
