import Foundation
import PreviewInterpreter
import PreviewViews
import Testing

/// A `Divider` is a line across the stack it is in, as SwiftUI draws it.
struct DividerTests {
    @Test func verticalInAnHStackHorizontalInAVStackAndInsideAViewInAnHStack() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Divider()
                    HStack {
                        Text("Username")
                        Divider()
                        VStack { Divider() }
                        Separator()
                    }
                }
                """,
            declarations: "struct Separator: View { var body: some View { Divider() } }")
        let frames = try fixture.cleanDump().split(separator: "\n").filter { $0.contains("frame") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let horizontal = frames.filter { $0.contains("height=0.5") }.count
        let vertical = frames.filter { $0.contains("width=0.5") }.count
        #expect((horizontal, vertical) == (2, 2), "\(frames)")
    }
}
