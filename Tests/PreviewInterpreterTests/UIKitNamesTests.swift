import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// UIKit's names in SwiftUI code, which are not on Linux and so are held here rather than to swiftc: colours with
/// their light and dark values, fonts, images, and the screen and device of the target being rendered.
@Suite struct UIKitNamesTests {
    @Test func systemColoursTakeUIKitsLightAndDarkValues() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Color(uiColor: .systemGroupedBackground)
                Color(UIColor.secondaryLabel)
                Color(.systemGray5)
                Color(nsColor: .separatorColor)
                Color(UIColor.red)
                Color(uiColor: .systemBlue)
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("#f2f2f7/#000000"), "\(dump)")
        #expect(dump.contains("fill secondary"), "\(dump)")
        #expect(dump.contains("#e5e5ea/#2c2c2e"), "\(dump)")
        #expect(dump.contains("#0000001a/#ffffff1a"), "\(dump)")
        // UIKit's plain red is (1, 0, 0), not SwiftUI's system red.
        #expect(dump.contains("#ff0000"), "\(dump)")
        #expect(dump.contains("fill blue"), "\(dump)")
    }

    @Test func initialisersAndAlphaComponent() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
                Color(UIColor(white: 0.2, alpha: 1))
                Color(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1))
                Color(UIColor.black.withAlphaComponent(0.5))
            }
            """)
        let dump = try fixture.cleanDump()
        for expected in ["#336699", "#333333", "#ff0000", "#000000.opacity(0.5)"] {
            #expect(dump.contains(expected), "\(expected) in \(dump)")
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aDynamicColourIsResolvedForTheFramesScheme(scheme: ColorScheme) throws {
        let declarations = """
            extension UIColor {
                static let cardBackground = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
                }
            }
            """
        let fixture = try InterpreterFixture(
            body: "Rectangle().fill(Color(uiColor: .cardBackground))", declarations: declarations)
        let evaluation = try fixture.evaluate(colorScheme: scheme)
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        // One evaluation serves both schemes: the colour adapts when drawn.
        #expect(evaluation.root.dump.contains("#ffffff/#1a1a1a"), "\(evaluation.root.dump)")
        guard case .shape(_, .fill(.color(let color))) = evaluation.root else {
            Issue.record("not a filled shape: \(evaluation.root.dump)")
            return
        }
        #expect(
            color.resolved(in: scheme)
                == (scheme == .dark ? RGBA(red: 0.1, green: 0.1, blue: 0.1) : RGBA(255, 255, 255)))
    }

    @Test func anAssetCatalogColourByName() throws {
        let fixture = try InterpreterFixture(body: "Color(UIColor(named: \"Missing\")!)")
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "colour 'Missing' is not in the project's asset catalogs; drawn in gray"
            ])
    }

    @Test func assetCatalogColoursByNameAndByGeneratedSymbol() throws {
        let fixture = try InterpreterFixture([
            "App/Preview.swift": """
                import SwiftUI
                #Preview {
                    VStack {
                        Color(UIColor(named: "Light Grey")!)
                        Color(.lightGrey)
                        Color(uiColor: .brand)
                    }
                }
                """,
            "App/Assets.xcassets/Light Grey.colorset/Contents.json": AccentColorTests.accentColorSet,
            "App/Assets.xcassets/BrandColor.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: AccentColorTests.accent).count == 4, "\(dump)")
    }

    @Test func generatedColourSymbolsAreImplicitMembersWhereverAColourOrShapeStyleIsTaken() throws {
        // Xcode generates `Color.appGray` and `ShapeStyle.appGray` for the colour set "AppGrayColor".
        let fixture = try InterpreterFixture([
            "App/Preview.swift": """
                import SwiftUI
                #Preview {
                    VStack {
                        Text("a").padding().background(.appGray)
                        Rectangle().fill(.appGray)
                        Text("b").foregroundColor(.appGray)
                        Color.appGray
                    }
                }
                """,
            "App/Assets.xcassets/AppGrayColor.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: AccentColorTests.accent).count == 5, "\(dump)")
    }

    /// Xcode generates `ImageResource.pushups` for the image set "pushups" and `.heroBanner` for "hero_banner_image":
    /// `Image(.pushups)` and `UIImage(resource: .heroBanner)` draw the sets, as `Image("pushups")` does.
    @Test func imageResourceSymbolsDrawTheirImageSets() throws {
        let folder = try ProjectFolder([
            "App/Preview.swift": """
                import SwiftUI
                enum Exercise {
                    case pushups
                    var image: Image { .init(.pushups) }
                }
                #Preview {
                    VStack {
                        Exercise.pushups.image
                        Image(uiImage: UIImage(resource: .heroBanner))
                    }
                }
                """,
            "App/Assets.xcassets/pushups.imageset/Contents.json":
                #"{ "images" : [ { "filename" : "p.png", "idiom" : "universal" } ] }"#,
            "App/Assets.xcassets/hero_banner_image.imageset/Contents.json":
                #"{ "images" : [ { "filename" : "h.png", "idiom" : "universal" } ] }"#,
        ])
        try folder.write("App/Assets.xcassets/pushups.imageset/p.png", pngHeader(width: 30, height: 20))
        try folder.write("App/Assets.xcassets/hero_banner_image.imageset/h.png", pngHeader(width: 60, height: 20))
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(project: project).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(evaluation.root.dump.contains("p.png"), "\(evaluation.root.dump)")
        #expect(evaluation.root.dump.contains("h.png"), "\(evaluation.root.dump)")
    }

    @Test func anImageResourceSymbolOfNoImageSetSaysSo() throws {
        let fixture = try InterpreterFixture(body: "Image(.backIcon)")
        #expect(
            try fixture.evaluate().diagnostics.map(\.message) == [
                "no image set in the project's asset catalogs has the generated name '.backIcon'; drawn as a box"
            ])
    }

    /// Sets named by their hex value ("EBA72B", "181818") get symbols Xcode spells with underscores and capitals
    /// (`EBA_72_B`, `_181818`): a symbol that differs from one set's only in case and underscores names that set;
    /// one that could name two sets names neither, and is reported.
    @Test func colourSymbolsSpelledWithUnderscoresNameTheirSets() throws {
        let fixture = try InterpreterFixture([
            "App/Preview.swift": """
                import SwiftUI
                #Preview {
                    VStack {
                        Color.EBA_72_B
                        Text("a").foregroundStyle(._181818)
                        Color.AB_C
                    }
                }
                """,
            "App/Assets.xcassets/EBA72B.colorset/Contents.json": AccentColorTests.accentColorSet,
            "App/Assets.xcassets/181818.colorset/Contents.json": AccentColorTests.accentColorSet,
            "App/Assets.xcassets/ABc.colorset/Contents.json": AccentColorTests.accentColorSet,
            "App/Assets.xcassets/AbC.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let evaluation = try fixture.evaluate()
        let dump = evaluation.root.dump
        #expect(dump.components(separatedBy: AccentColorTests.accent).count == 3, "\(dump)")
        #expect(evaluation.diagnostics.count == 1, "\(evaluation.diagnostics)")
        #expect(evaluation.diagnostics.first?.message.contains("AB_C") == true, "\(evaluation.diagnostics)")
    }

    @Test func aColourSetInANamespaceFolderIsAMemberOfItsFoldersType() throws {
        // Xcode generates `ColorResource.Brand.accentFill` for "accentFill" in a folder "Brand" that provides a
        // namespace.
        let fixture = try InterpreterFixture([
            "App/Preview.swift": """
                import SwiftUI
                #Preview { Color(.Brand.accentFill) }
                """,
            "App/Assets.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "App/Assets.xcassets/Brand/accentFill.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let dump = try fixture.cleanDump()
        #expect(dump.contains(AccentColorTests.accent), "\(dump)")
    }

    @Test func fontsAreTheFontsTheyStandFor() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("a").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
                Text("b").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                Text("c").font(Font(UIFont.boldSystemFont(ofSize: 12)))
                Text("d").font(Font(UIFont(name: "Avenir", size: 20)!))
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let dump = evaluation.root.dump
        let expected = [
            FontSpec(size: .fixed(15), weight: .semibold), FontSpec(size: .style(.title)),
            FontSpec(size: .fixed(12), weight: .bold),
            FontSpec(size: .fixed(20)),
        ]
        for font in expected { #expect(dump.contains("font \(font)"), "font \(font) in \(dump)") }
    }

    @Test func uikitsStandardFontSizesAreItsPointSizes() throws {
        let fixture = try InterpreterFixture(body: """
            Text("\\(Int(UIFont.labelFontSize)) \\(Int(UIFont.buttonFontSize)) \\(Int(UIFont.systemFontSize)) "
                + "\\(Int(UIFont.smallSystemFontSize))")
                .font(.system(size: UIFont.labelFontSize))
            """)
        let dump = try fixture.cleanDump()
        #expect(dump == "font .system(size: 17)\n  Text \"17 18 14 12\"", "\(dump)")
    }

    /// A font's metrics are UIKit's for the system font: a text editor sized to three lines of a 17-point font is
    /// as tall as on iOS, and a text style's font answers for the Dynamic Type size rendered.
    @Test func uikitFontMetricsAreTheSystemFonts() throws {
        let fixture = try InterpreterFixture(body: """
            let font = UIFont.systemFont(ofSize: 17)
            let body = UIFont.preferredFont(forTextStyle: .body)
            return Text("\\(font.pointSize) \\(Int((3 * font.lineHeight).rounded())) \\(Int(font.ascender * 100)) "
                + "\\(Int(font.descender * 100)) \\(Int(body.pointSize)) \\(font.leading)")
            """)
        let dump = try fixture.cleanDump()
        #expect(dump == #"Text "17.0 61 1618 -410 17 0.0""#, "\(dump)")
    }

    /// A project's function taking UIKit's font weight or text style, given SwiftUI's spelling of the same value
    /// (`.bold`, `.headline`) or UIKit's: previews hold one weight and one style for all of them.
    @Test func uikitFontParametersTakeTheSameWeightsAndStyles() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("a").styled(weight: .bold)
                Text("b").styled(weight: UIFont.Weight.light, style: .title1)
                Text("c").styled()
            }
            """, declarations: """
            extension View {
                func styled(weight: UIFont.Weight = .regular, style: UIFont.TextStyle = .body) -> some View {
                    font(Font(UIFont.systemFont(ofSize: 15, weight: weight)))
                }
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let dump = evaluation.root.dump
        for font in [FontSpec(size: .fixed(15), weight: .bold), FontSpec(size: .fixed(15), weight: .light)] {
            #expect(dump.contains("font \(font)"), "font \(font) in \(dump)")
        }
    }

    @Test func platformImagesAreTheImagesPreviewdDraws() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Image(uiImage: UIImage(systemName: "star.fill")!)
                Image(uiImage: UIImage())
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Image systemName=star.fill"), "\(dump)")
    }

    /// A `UIImage` answers for itself where code reads it: its size in points (pixels over scale, as UIKit gives),
    /// a project's `extension UIImage` property, and `withRenderingMode`/`withTintColor` drawing it in a colour.
    @Test func aPlatformImageHasItsSizeAndRenderingMode() throws {
        let folder = try ProjectFolder([
            "App/Preview.swift": """
            import SwiftUI
            extension UIImage {
                var aspectRatio: CGFloat { size.width / size.height }
            }
            struct Hero: View {
                let photo = UIImage(named: "photo")!
                var body: some View {
                    VStack {
                        Text("\\(Int(photo.size.width))x\\(Int(photo.size.height)) \\(photo.aspectRatio)")
                        Image(uiImage: photo.withRenderingMode(.alwaysTemplate))
                        Image(uiImage: photo.withTintColor(.red))
                        Image(uiImage: photo.withRenderingMode(.alwaysOriginal))
                    }
                }
            }
            #Preview { Hero() }
            """,
            "App/Assets.xcassets/photo.imageset/Contents.json":
                #"{ "images" : [ { "filename" : "p.png", "idiom" : "universal", "scale" : "2x" } ] }"#,
        ])
        try folder.write("App/Assets.xcassets/photo.imageset/p.png", pngHeader(width: 120, height: 60))
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(project: project).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let dump = evaluation.root.dump
        #expect(dump.contains(#"Text "60x30 2.0""#), "\(dump)")
        let images = dump.components(separatedBy: "\n").filter { $0.contains("p.png") }
        #expect(images.count == 3, "\(dump)")
        #expect(images.map { $0.contains("template") } == [true, true, false], "\(dump)")
        #expect(dump.contains("foreground"), "\(dump)")
    }

    /// A symbol image's size depends on its glyph, which only drawing measures: it is approximated, and said to be.
    @Test func aSymbolImagesSizeIsApproximatedAndSaidToBe() throws {
        let fixture = try InterpreterFixture(
            body: """
                let star = UIImage(systemName: "star")!
                return Text("\\(star.size.width > 0) \\(star.isSymbolImage)")
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "true true""#, "\(evaluation.root.dump)")
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "the size of symbol image 'star' is approximated as 20.4 points square"
            ])
    }

    /// A photo the app saved to its documents is not read: the failable initialiser fails, as in a new install, and
    /// the code's own fallback draws; the diagnostic says the file was not consulted.
    @Test func anImageFromTheAppsDocumentsReadsAsMissing() throws {
        let fixture = try InterpreterFixture(body: """
            let saved = UIImage(contentsOfFile: "/var/mobile/Containers/Data/Documents/avatar.jpg")
            return Text(saved == nil ? "no avatar" : "avatar")
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "no avatar""#, "\(evaluation.root.dump)")
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "previews do not read files: '/var/mobile/Containers/Data/Documents/avatar.jpg' reads as missing, "
                    + "as in a new install"
            ])
    }

    static let screenProbe = """
        struct ScreenProbe: View {
            var body: some View {
                VStack {
                    Text(
                        "\\(Int(UIScreen.main.bounds.width))x\\(Int(UIScreen.main.bounds.height))"
                            + "@\\(Int(UIScreen.main.scale))")
                    Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
                    Text(UIDevice.current.model + " " + UIDevice.current.systemName + " " + UIDevice.current.name)
                }
            }
        }
        """

    /// The fixture's preview on an iPhone SE, an 11-inch iPad Pro and the same iPad turned to landscape.
    static func evaluateOnEachScreen(
        _ fixture: InterpreterFixture, with interpreter: PreviewInterpreter? = nil
    ) throws -> (phone: Evaluation, pad: Evaluation, turned: Evaluation) {
        let preview = try fixture.preview()
        let interpreter = interpreter ?? PreviewInterpreter(project: fixture.project)
        func evaluate(_ target: Target) -> Evaluation { interpreter.evaluate(preview, environment: target.environment) }
        return (
            evaluate(Target(device: DeviceCatalog.iPhoneSE, colorScheme: .light)),
            evaluate(Target(device: DeviceCatalog.iPadPro11, colorScheme: .light)),
            evaluate(Target(device: DeviceCatalog.iPadPro11, colorScheme: .light, orientation: .landscape))
        )
    }

    /// A view model that keys its data by `identifierForVendor` gets one fixed identifier on every target.
    @Test func theDeviceHasOneVendorIdentifier() throws {
        let fixture = try InterpreterFixture(
            body: #"Text(UIDevice.current.identifierForVendor?.uuidString ?? "none")"#)
        let (phone, pad, _) = try Self.evaluateOnEachScreen(fixture)
        #expect(phone.diagnostics.isEmpty, "\(phone.diagnostics)")
        #expect(phone.root.dump.contains(#"Text "5E7A1C2D-9B4F-4E3A-8C6D-2F1B0A9E8D7C""#), "\(phone.root.dump)")
        #expect(phone.root.dump == pad.root.dump)
    }

    @Test func theScreenAndDeviceAreTheTargets() throws {
        let fixture = try InterpreterFixture(body: "ScreenProbe()", declarations: Self.screenProbe)
        let interpreter = PreviewInterpreter(project: fixture.project)
        let (phone, pad, turned) = try Self.evaluateOnEachScreen(fixture, with: interpreter)
        #expect(phone.diagnostics.isEmpty && pad.diagnostics.isEmpty, "\(phone.diagnostics) \(pad.diagnostics)")
        #expect(
            phone.root.dump.contains(#"Text "375x667@2""#) && phone.root.dump.contains(#"Text "phone""#),
            "\(phone.root.dump)")
        #expect(phone.root.dump.contains(#"Text "iPhone iOS iPhone SE""#), "\(phone.root.dump)")
        #expect(
            pad.root.dump.contains(#"Text "834x1194@2""#) && pad.root.dump.contains(#"Text "pad""#), "\(pad.root.dump)")
        #expect(pad.root.dump.contains(#"Text "iPad iPadOS iPad Pro 11-inch""#), "\(pad.root.dump)")
        #expect(turned.root.dump.contains(#"Text "1194x834@2""#), "\(turned.root.dump)")
        // Reading the screen makes the evaluation the device's own: three screens, three evaluations.
        #expect(pad.environmentReads.contains(.screen))
        #expect(interpreter.evaluationsMade == 3)
    }

    /// The device's orientation is the target's, and its `isLandscape`/`isPortrait`/`isFlat` answer for it;
    /// UIKit's orientations and text input settings written with their type are the values the implicit members
    /// are, as is `Font.Design`.
    @Test func orientationsTextInputSettingsAndFontDesignsWrittenWithTheirType() throws {
        let fixture = try InterpreterFixture(body: """
            let orientation = UIDevice.current.orientation
            return VStack {
                Text("\\(orientation.isLandscape) \\(orientation.isPortrait) \\(orientation.isFlat)")
                Text("\\(UIDeviceOrientation.faceUp.isFlat) \\(UIInterfaceOrientation.landscapeLeft.isLandscape)")
                TextField("Name", text: .constant(""))
                    .autocapitalization(UITextAutocapitalizationType.none)
                    .keyboardType(UIKeyboardType.emailAddress)
                    .textContentType(UITextContentType.username)
                Text("code").font(.system(size: 20, design: Font.Design.monospaced))
            }
            """)
        let (phone, _, turned) = try Self.evaluateOnEachScreen(fixture)
        #expect(phone.diagnostics.isEmpty && turned.diagnostics.isEmpty, "\(phone.diagnostics) \(turned.diagnostics)")
        #expect(phone.root.dump.contains(#"Text "false true false""#), "\(phone.root.dump)")
        #expect(turned.root.dump.contains(#"Text "true false false""#), "\(turned.root.dump)")
        #expect(phone.root.dump.contains(#"Text "true true""#), "\(phone.root.dump)")
        #expect(phone.root.dump.contains("font .system(size: 20).monospaced()"), "\(phone.root.dump)")
    }

    /// A `CGColor` is the colour it describes: made from components, read off a SwiftUI or UIKit colour, and
    /// turned back into a `Color`.
    @Test func cgColorsAreTheColoursTheyDescribe() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Color(cgColor: Color.red.cgColor!)
                Color(cgColor: UIColor.systemBlue.cgColor)
                Color(cgColor: CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
                Color(cgColor: CGColor(gray: 0.5, alpha: 1))
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(
            dump
                == lines(
                    "VStack alignment=center spacing=default", "  Rectangle fill red", "  Rectangle fill blue",
                    "  Rectangle fill #00ff0080", "  Rectangle fill #808080"), "\(dump)")
    }

    @Test func aPreviewThatReadsNoScreenIsSharedBetweenDevices() throws {
        let fixture = try InterpreterFixture(body: "Text(\"same\")")
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        for device in [DeviceCatalog.iPhoneSE, DeviceCatalog.iPadPro11] {
            _ = interpreter.evaluate(preview, environment: Target(device: device, colorScheme: .light).environment)
        }
        #expect(interpreter.evaluationsMade == 1)
    }
}
