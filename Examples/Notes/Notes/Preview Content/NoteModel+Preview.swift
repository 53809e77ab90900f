import Foundation

extension NoteModel {
    static var success: NoteModel {
        NoteModel(notes: Note.samples, state: .loaded)
    }

    static var failure: NoteModel {
        NoteModel(state: .failed(message: "Couldn’t reach iCloud. Check your connection and try again."))
    }

    static var longText: NoteModel {
        NoteModel(notes: [Note.longNote] + Note.samples, state: .loaded)
    }

    static var empty: NoteModel {
        NoteModel(notes: [], state: .loaded)
    }

    static var emoji: NoteModel {
        NoteModel(notes: Note.emojiSamples, state: .loaded)
    }
}
