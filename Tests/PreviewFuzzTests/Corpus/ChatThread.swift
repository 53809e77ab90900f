import SwiftUI

struct Message: Identifiable {
    enum Sender { case me, them }

    let id: Int
    let sender: Sender
    let text: String
}

struct Bubble: View {
    let message: Message

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundColor(isMine ? .white : .primary)
                .background(isMine ? Color.blue : Color(white: 0.9))
                .cornerRadius(16)
            if !isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatThread: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            VStack(spacing: 6) {
                ForEach(messages) { message in
                    Bubble(message: message)
                }
            }
            .padding()
        }
    }
}

struct ChatThread_Previews: PreviewProvider {
    static let conversation = [
        Message(id: 0, sender: .them, text: "Are we still on for lunch?"),
        Message(id: 1, sender: .me, text: "Yes! 12:30 at the usual place 🍜"),
        Message(id: 2, sender: .them, text: "Perfect, see you there"),
        Message(
            id: 3, sender: .me, text: "Running five minutes late, sorry — the tram is stuck behind a delivery truck"),
    ]

    static var previews: some View {
        Group {
            ChatThread(messages: conversation)
                .previewDisplayName("Conversation")
            ChatThread(messages: [])
                .previewDisplayName("Empty")
            ChatThread(messages: conversation)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
