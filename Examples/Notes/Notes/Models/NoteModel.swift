import Foundation
import Observation

@Observable
final class NoteModel {
    enum LoadState: Equatable {
        case loading
        case loaded
        case failed(message: String)
    }

    var notes: [Note]
    var state: LoadState
    var searchText = ""

    init(notes: [Note] = [], state: LoadState = .loading) {
        self.notes = notes
        self.state = state
    }

    var visibleNotes: [Note] {
        let matching = searchText.isEmpty ? notes : notes.filter { note in
            note.title.localizedCaseInsensitiveContains(searchText)
                || note.body.localizedCaseInsensitiveContains(searchText)
        }
        return matching.sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            return lhs.updatedAt > rhs.updatedAt
        }
    }

    func load() async {
        state = .loading
        do {
            try await Task.sleep(for: .milliseconds(300))
            notes = []
            state = .loaded
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }

    func addNote() {
        notes.insert(Note(title: "", body: "", updatedAt: .now), at: 0)
    }

    func togglePin(_ note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].isPinned.toggle()
    }
}
