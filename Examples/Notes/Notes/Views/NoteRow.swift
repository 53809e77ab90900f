import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                if note.isPinned {
                    Image(systemName: "pin.fill")
                        .font(.caption)
                        .foregroundStyle(.orange)
                }
                Text(note.displayTitle)
                    .font(.headline)
                    .foregroundStyle(note.title.isEmpty ? .secondary : .primary)
                    .lineLimit(1)
            }
            HStack(spacing: 8) {
                Text(note.updatedAt, format: .dateTime.month(.abbreviated).day())
                    .foregroundStyle(.primary)
                Text(note.excerpt)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .font(.subheadline)
        }
        .padding(.vertical, 4)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        NoteRow(note: Note.samples[0])
        Divider()
        NoteRow(note: Note(title: "", body: "", updatedAt: .now))
        Divider()
        NoteRow(note: Note.longNote)
    }
    .padding()
}
