// Of several initialisers with the same labels, Swift runs the one whose parameter types the arguments have,
// whichever is declared first.

enum Key: CaseIterable {
    case c, d
}

struct Note {
    var key: Key
    var octave: Int
}

struct Root {
    var key: Key
    var note: Note

    init(_ key: Key) {
        self.key = key
        note = Note(key: key, octave: 4)
    }

    init(_ note: Note) {
        key = note.key
        self.note = note
    }

    init(_ octave: Int) {
        key = .c
        note = Note(key: .c, octave: octave)
    }

    init(_ ratio: Double) {
        key = .d
        note = Note(key: .d, octave: Int(ratio * 2))
    }
}

let fromKey = Root(.d)
let fromNote = Root(Note(key: .d, octave: 2))
let fromOctave = Root(5)
let fromRatio = Root(2.5)
print(fromKey.key, fromKey.note.octave)
print(fromNote.key, fromNote.note.octave)
print(fromOctave.key, fromOctave.note.octave)
print(fromRatio.key, fromRatio.note.octave)
print(Key.allCases.map { Root($0).note.octave })
