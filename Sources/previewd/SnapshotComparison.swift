import Foundation
import PreviewFiles
import PreviewInterpreter
import PreviewModel
import PreviewPipeline
import PreviewRender
import PreviewSnapshots
import PreviewViews

/// One snapshot assertion compared: the reference image beside the test against previewd's rendering of the
/// same view, laid out as the test lays it out. A snapshot that could not be compared says why.
struct SnapshotResult {
    var assertion: SnapshotAssertion
    /// `LoginTests/testLogin.1`.
    var name: String
    /// The reference image, relative to the project (nil while its name is unknown).
    var reference: String?
    var layout: String
    var colorScheme: ColorScheme
    var scale: Double?
    var referenceSize: (width: Int, height: Int)?
    var renderedSize: (width: Int, height: Int)?
    var ssim: Double?
    /// The rendering and the diff image written, relative to the output folder.
    var rendered: String?
    var diff: String?
    /// Why it was not compared.
    var reason: String?
    /// What the interpreter could not evaluate while rendering it (the rendering still counts).
    var diagnostics: [Diagnostic] = []

    var compared: Bool { ssim != nil }
    var sizeMatches: Bool? {
        guard let referenceSize, let renderedSize else { return nil }
        return referenceSize == renderedSize
    }
}

/// Finds a project's snapshot assertions, renders each with the interpreter inside a copy of the project that
/// holds the harness (`SnapshotHarness`), and compares it with its reference.
struct SnapshotComparison {
    let project: URL
    let output: URL

    func run() throws -> [SnapshotResult] {
        let original = try Project(root: project)
        var assertions: [SnapshotAssertion] = []
        for path in original.files.keys.sorted() {
            guard let file = original.sourceFile(path), SnapshotDiscovery.mayHoldAssertions(file.text) else { continue }
            assertions += SnapshotDiscovery.assertions(inFile: path, source: file.text)
        }
        // A test file that does not parse holds snapshots all the same: found in what parses, listed with why.
        for (path, diagnostics) in original.fileDiagnostics.sorted(by: { $0.key < $1.key })
        where original.sourceFile(path) == nil {
            guard let error = diagnostics.first(where: { $0.severity == .error }),
                case .success(let file) = original.boundary.read(path, maximumSize: Project.maximumFileSize),
                let text = String(data: file.data, encoding: .utf8), SnapshotDiscovery.mayHoldAssertions(text)
            else { continue }
            assertions += SnapshotDiscovery.assertions(inFile: path, source: text).map { assertion in
                var assertion = assertion
                assertion.problem = "the test file does not parse: \(error)"
                return assertion
            }
        }
        guard !assertions.isEmpty else { return [] }
        let declaresXCTestCase = original.files.values.contains { $0.text.contains("class XCTestCase") }
        let testFiles = Set(assertions.map(\.file))
        let renderer = try PreviewFrameRenderer()
        renderer.drawsDiagnostics = false
        var results: [SnapshotResult] = []
        // One copy per test file, holding it and no other file of snapshot tests: test files often declare private
        // helpers of one name (`referenceSize`), and each test must see its own.
        for file in testFiles.sorted() {
            let harness = SnapshotHarness(
                assertions: assertions.filter { $0.file == file }, projectDeclaresXCTestCase: declaresXCTestCase)
            guard harness.assertions.contains(where: { $0.problem == nil }) else {
                results += harness.assertions.map(Self.result)
                continue
            }
            let copy = try HarnessedCopy(
                of: original, harness: harness, testFile: file, leavingOut: testFiles.subtracting([file]))
            defer { copy.remove() }
            let model = try Project(root: copy.root)
            let interpreter = PreviewInterpreter(project: model)
            results += harness.assertions.indices.map { number in
                compare(number, harness: harness, model: model, interpreter: interpreter, renderer: renderer)
            }
        }
        return results
    }

    private func compare(
        _ number: Int, harness: SnapshotHarness, model: Project, interpreter: PreviewInterpreter,
        renderer: PreviewFrameRenderer
    ) -> SnapshotResult {
        let assertion = harness.assertions[number]
        var result = Self.result(assertion)
        guard result.reason == nil else { return result }
        var layout = assertion.strategy?.layout ?? .sizeThatFits
        if harness.needsFacts(number) {
            let run = interpreter.run(
                program: SourceFile(path: "SnapshotFacts.swift", text: harness.factsProgram(number)))
            if let problem = run.diagnostics.first(where: { $0.severity == .error }) ?? run.diagnostics.first {
                result.reason = "the test's values could not be evaluated: \(problem.message)"
                return result
            }
            let facts = SnapshotHarness.facts(from: run.output)
            if assertion.nameExpression != nil {
                guard let name = facts["name"] else {
                    result.reason = "the snapshot's name could not be evaluated"
                    return result
                }
                let identifier = SnapshotNaming.sanitized(name)
                result.name = assertion.displayName(identifier: identifier)
                result.reference = assertion.referencePath(identifier: identifier)
            }
            if let width = facts["width"].flatMap(Double.init) ?? Self.literal(layout, \.width),
                let height = facts["height"].flatMap(Double.init) ?? Self.literal(layout, \.height)
            {
                layout = .fixed(width: String(width), height: String(height))
                result.layout = Self.describe(layout)
            }
        }
        guard let reference = result.reference else {
            result.reason = "the snapshot's name could not be evaluated"
            return result
        }
        // Without a reference the view is still rendered (at 2x), so its image can become the reference.
        let referenceURL = project.appendingPathComponent(reference)
        var referenceImage: DecodedImage?
        if let referenceBytes = FileManager.default.contents(atPath: referenceURL.path) {
            do {
                referenceImage = try decodePNG([UInt8](referenceBytes))
            } catch {
                result.reason = "the reference image cannot be read: \(error)"
                return result
            }
        }
        result.referenceSize = referenceImage.map { ($0.width, $0.height) }
        guard
            let preview = model.previews.first(where: {
                $0.name == SnapshotHarness.previewName(number) && $0.file == assertion.file
            })
        else {
            result.reason = "the snapshot's view could not be read as a preview"
            return result
        }
        do {
            let rendered = try render(
                preview, layout: layout, colorScheme: result.colorScheme, reference: referenceImage,
                interpreter: interpreter, renderer: renderer)
            result.scale = rendered.scale
            result.diagnostics = rendered.output.diagnostics
            guard rendered.output.status != .failed, let png = rendered.output.image?.png else {
                let why = rendered.output.diagnostics.first.map { ": \($0.message)" } ?? ""
                result.reason = "previewd could not render the view\(why)"
                return result
            }
            let image = try decodePNG(png)
            result.renderedSize = (image.width, image.height)
            guard let referenceImage else {
                result.rendered = try write(png, as: Self.outputPath(of: reference))
                result.reason = "no reference image at \(reference)"
                return result
            }
            let width = max(image.width, referenceImage.width)
            let height = max(image.height, referenceImage.height)
            let similarity = StructuralSimilarity.compare(
                LuminanceImage(rgba: referenceImage.rgba, width: referenceImage.width, height: referenceImage.height)
                    .padded(toWidth: width, height: height),
                LuminanceImage(rgba: image.rgba, width: image.width, height: image.height).padded(
                    toWidth: width, height: height))
            result.ssim = similarity.mean
            (result.rendered, result.diff) = try write(
                png, for: reference, reference: referenceImage, rendered: image, similarity: similarity)
        } catch {
            result.reason = "previewd could not render the view: \(error)"
        }
        return result
    }

    /// The result as the source tells it, before anything is rendered: with the reason when the source already
    /// says it cannot be compared.
    private static func result(_ assertion: SnapshotAssertion) -> SnapshotResult {
        var result = SnapshotResult(
            assertion: assertion, name: assertion.displayName(identifier: assertion.identifier),
            reference: assertion.identifier.map(assertion.referencePath), layout: describe(assertion.strategy?.layout),
            colorScheme: assertion.strategy?.isDark == true ? .dark : .light)
        result.reason = assertion.problem
        return result
    }

    private static func literal(
        _ layout: SnapshotStrategy.Layout, _ side: KeyPath<(width: String, height: String), String>
    ) -> Double? {
        guard case .fixed(let width, let height) = layout else { return nil }
        return Double((width: width, height: height)[keyPath: side])
    }

    /// The scales a recording can have: the simulators' (1 for old iPads, 2, 3).
    static let recordingScales = [1.0, 2.0, 3.0]

    /// Renders on the target the layout names, at the scale that makes the reference's pixel size from its size in
    /// points; a view that sizes itself is rendered at 2 first to learn its size in points.
    private func render(
        _ preview: PreviewDeclaration, layout: SnapshotStrategy.Layout, colorScheme: ColorScheme,
        reference: DecodedImage?,
        interpreter: PreviewInterpreter, renderer: PreviewFrameRenderer
    ) throws -> (output: PreviewFrameRenderer.Output, scale: Double) {
        func scale(forPoints width: Double) -> Double {
            guard let reference else { return 2 }
            let measured = Double(reference.width) / max(width, 1)
            return Self.recordingScales.min { abs($0 - measured) < abs($1 - measured) }!
        }
        switch layout {
        case .fixed(let width, let height):
            guard let width = Double(width), let height = Double(height) else {
                throw CompareError("the layout's size is not a number")
            }
            let scale = scale(forPoints: width)
            guard
                let target = Target.fixed(
                    width: width.rounded(), height: height.rounded(), scale: scale, colorScheme: colorScheme)
            else {
                throw CompareError("a canvas of \(width)×\(height) points is outside what previewd renders")
            }
            return (try renderer.render(preview, on: target, interpreter: interpreter), scale)
        case .size:
            throw CompareError("the layout's size could not be evaluated")
        case .device(let device):
            let scale = scale(forPoints: device.width)
            // The fixed-canvas target (`render --size`) given the device's safe area.
            guard
                var target = Target.fixed(
                    width: device.width, height: device.height, scale: scale, colorScheme: colorScheme)
            else { throw CompareError("\(device.name) is outside what previewd renders") }
            target.device.name = device.name
            target.device.safeArea = EdgeInsets(
                top: device.safeArea.top, leading: device.safeArea.left, bottom: device.safeArea.bottom,
                trailing: device.safeArea.right)
            return (try renderer.render(preview, on: target, interpreter: interpreter), scale)
        case .sizeThatFits:
            // Offered a phone's screen, the view takes the size it fits in; the harness asked for that canvas.
            func target(_ scale: Double) -> Target {
                Target.fixed(width: 390, height: 844, scale: scale, colorScheme: colorScheme)!
            }
            let first = try renderer.render(preview, on: target(2), interpreter: interpreter)
            guard let image = first.image else { return (first, 2) }
            let scale = scale(forPoints: Double(image.pixelWidth) / 2)
            guard scale != 2 else { return (first, 2) }
            return (try renderer.render(preview, on: target(scale), interpreter: interpreter), scale)
        }
    }

    /// `DIR/<TestFile>/<testName>.<id>.png`, the rendering (what the reference would be were it recorded from
    /// previewd), and `….diff.png`: reference, rendering and their difference side by side. Returns both paths
    /// relative to the output folder.
    private func write(
        _ renderedPNG: [UInt8], for reference: String, reference referenceImage: DecodedImage, rendered: DecodedImage,
        similarity: StructuralSimilarity.Result
    ) throws -> (rendered: String, diff: String) {
        let relative = Self.outputPath(of: reference)
        let diffRelative = String(relative.dropLast(".png".count)) + ".diff.png"
        let diff = SnapshotDiffImage.draw(
            reference: (referenceImage.rgba, referenceImage.width, referenceImage.height),
            rendered: (rendered.rgba, rendered.width, rendered.height), similarity: similarity)
        // The encoder takes cairo's native-endian ARGB32: bytes B, G, R, A.
        var bgra = diff.rgba
        for index in stride(from: 0, to: bgra.count, by: 4) { bgra.swapAt(index, index + 2) }
        let png = try bgra.withUnsafeBytes { pixels in
            try PNGEncoder().encode(
                argb32: pixels.baseAddress!, stride: diff.width * 4, width: diff.width, height: diff.height)
        }
        return (try write(renderedPNG, as: relative), try write(png, as: diffRelative))
    }

    /// `<TestFile>/<testName>.<id>.png`: the reference's path from its test file's folder in `__Snapshots__`.
    private static func outputPath(of reference: String) -> String {
        reference.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// Writes `png` at `relative` in the output folder; returns `relative`.
    private func write(_ png: [UInt8], as relative: String) throws -> String {
        let file = output.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(png).write(to: file, options: .atomic)
        return relative
    }

    static func describe(_ layout: SnapshotStrategy.Layout?) -> String {
        switch layout ?? .sizeThatFits {
        case .sizeThatFits: return "sizeThatFits"
        case .fixed(let width, let height): return "fixed \(compact(width))×\(compact(height))"
        case .size(let size): return "size \(size)"
        case .device(let device): return "device \(device.name)"
        }
    }

    private static func compact(_ text: String) -> String {
        guard let value = Double(text), value == value.rounded() else { return text }
        return String(Int(value))
    }
}

/// A snapshot previewd cannot render, with why.
struct CompareError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A temporary copy of the project (its sources, asset catalogs, JSON resources, and what `Bundle.main` answers
/// from: the Xcode project, property lists and strings tables — what the model reads) with
/// the harness appended to the test file it is for, so that the file's private declarations are the ones its
/// tests see. The project itself is never written to.
private struct HarnessedCopy {
    let root: URL

    init(of project: Project, harness: SnapshotHarness, testFile: String, leavingOut otherTestFiles: Set<String>) throws
    {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("previewd-compare-\(UUID().uuidString)")
        let paths = try ProjectScanner(boundary: project.boundary).files { path in
            !path.split(separator: "/").contains(Substring(SnapshotNaming.folderName)) && !otherTestFiles.contains(path)
                && (path.hasSuffix(".swift") || AssetCatalog.isInCatalog(path) || ProjectResources.isResource(path)
                    || AppBundle.isBundleFile(path))
        }
        for path in paths {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: project.root.appendingPathComponent(path), to: target)
        }
        let test = root.appendingPathComponent(testFile)
        let text = try String(contentsOf: test, encoding: .utf8)
        try (text + "\n\n" + harness.source).write(to: test, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
