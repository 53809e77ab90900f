import SwiftUI

struct Page: Equatable {
    var title: String
    var detail: String
    var accent: Color
}

struct PageIndicator: View {
    let count: Int
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == selection ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: index == selection ? 20 : 8, height: 8)
            }
        }
    }
}

struct OnboardingPage: View {
    let pages: [Page]
    @Binding var selection: Int
    var onFinish: (() -> Void)? = nil

    private var current: Page? {
        guard pages.indices.contains(selection) else { return nil }
        return pages[selection]
    }

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            if let page = current {
                Circle()
                    .fill(page.accent.gradient)
                    .frame(width: 120, height: 120)
                Text(page.title)
                    .font(.title.bold())
                    .multilineTextAlignment(.center)
                Text(page.detail)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .lineLimit(3)
            } else {
                Text("No pages")
            }
            Spacer()
            PageIndicator(count: pages.count, selection: $selection)
            Button(selection == pages.count - 1 ? "Get Started" : "Next") {
                if selection < pages.count - 1 { selection += 1 } else { onFinish?() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

private let samplePages = [
    Page(title: "Plan your week", detail: "Drag tasks onto the days that suit you.", accent: .orange),
    Page(title: "Stay in sync", detail: "Everything updates on every device, instantly.", accent: .blue),
    Page(title: "Focus", detail: "Hide what can wait.", accent: .purple),
]

#Preview {
    OnboardingPage(pages: samplePages, selection: .constant(1))
}

#Preview("Out of range") {
    OnboardingPage(pages: samplePages, selection: .constant(7))
}
