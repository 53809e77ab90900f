import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// `UIApplication.shared` and UIKit's appearance proxies in SwiftUI code, which are not on Linux and so are held
/// here rather than to swiftc.
@Suite struct UIKitApplicationTests {
    static let windowProbe = """
        struct WindowProbe: View {
            var topInset: CGFloat {
                (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets.top ?? 0
            }
            var sceneHeight: CGFloat {
                (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.screen.bounds.height ?? 0
            }
            var body: some View {
                VStack {
                    Text("top \\(Int(topInset))")
                    Text("bottom \\(Int(UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? -1))")
                    Text("width \\(Int(UIApplication.shared.keyWindow?.bounds.width ?? 0))")
                    Text("scene \\(Int(sceneHeight))")
                }
            }
        }
        """

    /// The key window answers for the target being rendered: its bounds and the device's safe area.
    @Test func theKeyWindowIsTheTargetsScreen() throws {
        let fixture = try InterpreterFixture(body: "WindowProbe()", declarations: Self.windowProbe)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        for device in [DeviceCatalog.iPhoneSE, DeviceCatalog.iPadPro11] {
            let target = Target(device: device, colorScheme: .light)
            let evaluation = interpreter.evaluate(preview, environment: target.environment)
            #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
            let dump = evaluation.root.dump
            #expect(dump.contains(#"Text "top \#(Int(target.safeArea.top))""#), "\(dump)")
            #expect(dump.contains(#"Text "bottom \#(Int(target.safeArea.bottom))""#), "\(dump)")
            #expect(dump.contains(#"Text "width \#(Int(target.environment.screen.size.width))""#), "\(dump)")
            #expect(dump.contains(#"Text "scene \#(Int(target.environment.screen.size.height))""#), "\(dump)")
        }
    }

    /// Opening a URL, asking whether one opens and resigning the first responder change nothing in a still frame.
    @Test func leavingTheAppIsInert() throws {
        let fixture = try InterpreterFixture(body: "ContactView()", declarations: """
            extension UIApplication {
                func endEditing() {
                    sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                }
            }
            struct ContactView: View {
                @State private var status = "idle"
                var body: some View {
                    Text(status)
                        .onAppear {
                            let url = URL(string: "tel://5551234")!
                            let opens = UIApplication.shared.canOpenURL(url)
                            if opens { UIApplication.shared.open(url) }
                            UIApplication.shared.open(url, options: [:], completionHandler: nil)
                            UIApplication.shared.endEditing()
                            status = opens ? "opened" : "stayed"
                        }
                }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "stayed""#)
    }

    /// A navigation bar's title colour set through its appearance proxy is not drawn: reported. What changes nothing
    /// in a still frame (how the keyboard is dismissed) and appearance objects not yet assigned are not.
    @Test func appearanceProxiesAreInertAndReportedWhereTheFrameDiffers() throws {
        let fixture = try InterpreterFixture(body: "ThemedView()", declarations: """
            struct ThemedView: View {
                init() {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .systemIndigo
                    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
                    UIScrollView.appearance().keyboardDismissMode = .onDrag
                    UINavigationBar.appearance().standardAppearance = appearance
                    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
                }
                var body: some View { Text("Themed") }
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "Themed""#)
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'UINavigationBar.appearance().standardAppearance' is not applied: previewd draws UINavigationBar "
                    + "with UIKit's default look",
                "'UINavigationBar.appearance().titleTextAttributes' is not applied: previewd draws UINavigationBar "
                    + "with UIKit's default look",
            ])
    }
}
