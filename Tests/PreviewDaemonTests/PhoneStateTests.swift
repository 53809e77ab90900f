import Foundation
import Logging
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Synchronization
import Testing

@testable import PreviewDaemon
@testable import PreviewPipeline
@testable import PreviewProtocol
@testable import PreviewStream

/// Ad-hoc targets, what devices show, and what the daemon keeps for them across restarts.
@Suite struct AdHocTargetTests {
    @Test func aPhoneScreenBecomesATargetOfExactlyItsPixels() throws {
        let target = try #require(Target.adHoc(width: 390, height: 844, scale: 3, colorScheme: .dark))
        #expect(target.id == "viewport-390x844@3-dark")
        #expect(target.size.width * target.device.scale == 1170)
        #expect(target.size.height * target.device.scale == 2532)
        #expect(target.safeArea == EdgeInsets())
        #expect(target.isAdHoc)
        let tablet = try #require(Target.adHoc(width: 820, height: 1180, scale: 2, colorScheme: .light))
        #expect(tablet.id == "viewport-820x1180@2-light")
        #expect(tablet.size.width * tablet.device.scale == 1640)
    }

    @Test func sameScreenSameKeyAndRotationIsLandscape() throws {
        let a = try #require(Target.adHoc(width: 390.2, height: 843.8, scale: 3, colorScheme: .dark))
        let b = try #require(Target.adHoc(width: 390, height: 844, scale: 3.01, colorScheme: .dark))
        #expect(a.id == b.id)
        let rotated = try #require(Target.adHoc(width: 844, height: 390, scale: 3, colorScheme: .dark))
        #expect(rotated.id == "viewport-390x844@3-dark-landscape")
        #expect(rotated.size.width == 844 && rotated.size.height == 390)
        let light = try #require(Target.adHoc(width: 390, height: 844, scale: 3, colorScheme: .light))
        #expect(light.id != a.id)
        let android = try #require(Target.adHoc(width: 412, height: 915, scale: 2.625, colorScheme: .light))
        #expect(android.id == "viewport-412x915@2.75-light" || android.id == "viewport-412x915@2.5-light")
    }

    @Test(arguments: [
        (0.0, 844.0, 3.0), (390, 100_000, 3), (390, 844, 0), (390, 844, 9), (.nan, 844, 3), (390, .infinity, 3),
        (-390, 844, 3),
    ])
    func implausibleScreensAreRefused(_ width: Double, _ height: Double, _ scale: Double) {
        #expect(Target.adHoc(width: width, height: height, scale: scale, colorScheme: .light) == nil)
    }

    @Test func devicesWithTheSameScreenShareOneRender() throws {
        let demand = TargetDemand()
        let phone = try #require(Target.adHoc(width: 390, height: 844, scale: 3, colorScheme: .dark))
        let tablet = try #require(Target.adHoc(width: 820, height: 1180, scale: 2, colorScheme: .light))
        for session in UInt64(1)...5 {
            #expect(demand.assign(phone, to: session))
            demand.select("A.preview", for: session)
        }
        #expect(demand.assign(tablet, to: 6))
        demand.select("A.preview", for: 6)
        #expect(demand.pairs.count == 2)
        demand.select("B.preview", for: 3)
        #expect(demand.pairs.count == 3)
        demand.end(3)
        #expect(demand.pairs.count == 2)
        // A session that never got a target selects nothing.
        demand.select("C.preview", for: 99)
        #expect(!demand.pairs.contains { $0.preview == "C.preview" })
    }

    @Test func distinctTargetsAreBounded() throws {
        let demand = TargetDemand()
        for index in 0..<TargetDemand.maximumTargets {
            let target = try #require(
                Target.adHoc(width: 300 + Double(index), height: 800, scale: 2, colorScheme: .light))
            #expect(demand.assign(target, to: UInt64(index)))
        }
        let oneTooMany = try #require(Target.adHoc(width: 1000, height: 800, scale: 2, colorScheme: .light))
        #expect(!demand.assign(oneTooMany, to: 1000))
        // An existing target can still be shared, and a session may replace its own.
        let shared = try #require(Target.adHoc(width: 300, height: 800, scale: 2, colorScheme: .light))
        #expect(demand.assign(shared, to: 1001))
        // Session 1 held the only 301-wide target, so replacing it keeps the count.
        #expect(demand.assign(oneTooMany, to: 1))
    }

    @Test func changesWakeTheRenderer() throws {
        let count = Counter()
        let demand = TargetDemand { count.add() }
        let target = try #require(Target.adHoc(width: 390, height: 844, scale: 3, colorScheme: .dark))
        demand.assign(target, to: 1)
        demand.select("A", for: 1)
        #expect(count.value == 2)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@Suite struct ClientStateTests {
    @Test func recordsSurviveARoundTrip() throws {
        var records = ClientRecords()
        records.remember("phone", preview: "A.second", target: "viewport-390x844@3-dark", at: 10)
        records.mirror = "A.second"
        let decoded = try ClientRecords.decode(records.encoded())
        #expect(decoded == records)
        #expect(decoded.clients["phone"]?.preview == "A.second")
    }

    @Test(arguments: [
        ("", "not a previewd client state file"),
        (#"{"version":1,"clients":{"phone":{"preview":"A","#, "not a previewd client state file"),
        (#"{"clients":{}}"#, "missing 'version'"),
        (#"{"version":1,"clients":{"phone":{"preview":7,"lastSeen":1}}}"#, "wrong type at 'clients.phone.preview'"),
        (#"{"version":2,"clients":{}}"#, "client state version 2 is not supported"),
    ])
    func damagedFilesAreErrorsThatSayWhy(_ text: String, _ expected: String) {
        #expect {
            _ = try ClientRecords.decode(Data(text.utf8))
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test func pinsAreKeptInOrderAndOldFilesHaveNone() throws {
        let old = try ClientRecords.decode(Data(#"{"version":1,"clients":{}}"#.utf8))
        #expect(old.pins.isEmpty)
        var records = old
        records.pins = ["A", "B"]
        #expect(try ClientRecords.decode(records.encoded()).pins == ["A", "B"])
        records.pins = (0..<100).map { "P\($0)" }
        #expect(records.pins.count == ClientRecords.maximumPins && records.pins.last == "P99")
        let file = ClientStateFile(url: nil, writer: nil, logger: Logger(label: "test"))
        file.setPinned("A", true)
        file.setPinned("B", true)
        file.setPinned("A", true)
        #expect(file.pins == ["B", "A"])
        #expect(file.setPinned("B", false) == ["A"])
    }

    @Test func theOldestClientIsForgottenFirst() {
        var records = ClientRecords()
        for index in 0...ClientRecords.maximumClients {
            records.remember("client-\(index)", preview: "P", target: nil, at: Double(index))
        }
        #expect(records.clients.count == ClientRecords.maximumClients)
        #expect(records.clients["client-0"] == nil)
        #expect(records.clients["client-\(ClientRecords.maximumClients)"] != nil)
    }

    @Test func savedAtomicallyPrivateAndReadBack() throws {
        let folder = try TemporaryFolder("previewd-state")
        let url = folder.appendingPathComponent("clients.json")
        let writer = StateWriter(logger: Logger(label: "test"))
        let file = ClientStateFile(url: url, writer: writer, logger: Logger(label: "test"))
        file.remember("phone", preview: "A.second", target: "viewport-390x844@3-dark")
        file.setMirror("A.second")
        writer.flush()
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let reloaded = ClientStateFile(url: url, writer: nil, logger: Logger(label: "test"))
        #expect(reloaded.record(of: "phone")?.target == "viewport-390x844@3-dark")
        #expect(reloaded.mirror == "A.second")
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["clients.json"])
    }

    @Test func aCorruptFileIsMovedAsideNotLost() throws {
        let folder = try TemporaryFolder("previewd-state")
        let url = folder.appendingPathComponent("clients.json")
        try Data(#"{"version":1,"clients":{"pho"#.utf8).write(to: url)
        let file = ClientStateFile(url: url, writer: nil, logger: Logger(label: "test"))
        #expect(file.record(of: "phone") == nil)
        let aside = try String(contentsOf: url.appendingPathExtension("corrupt"), encoding: .utf8)
        #expect(aside == #"{"version":1,"clients":{"pho"#)
    }

    @Test func projectsWithTheSameNameGetTheirOwnFolders() {
        let state = URL(fileURLWithPath: "/state")
        let a = ProjectStateFolder.url(for: URL(fileURLWithPath: "/home/dev/one/Hello"), in: state)
        let b = ProjectStateFolder.url(for: URL(fileURLWithPath: "/home/dev/two/Hello"), in: state)
        #expect(a != b)
        #expect(a.lastPathComponent.hasPrefix("Hello-"))
        #expect(a == ProjectStateFolder.url(for: URL(fileURLWithPath: "/home/dev/one/Hello/"), in: state))
    }
}

@Suite struct FrameArchiveTests {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4]

    func frame(_ preview: String, _ target: String, hash: String, seq: UInt64) -> Frame {
        Frame(
            key: FrameKey(preview: preview, target: target), seq: seq, generation: 3, hash: hash, pixelWidth: 1170,
            pixelHeight: 2532, scale: 3, png: png + [UInt8(seq)])
    }

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder("previewd-frames", create: false) }  // the archive creates it

    func savedArchive() throws -> (FrameArchive, FrameStore) {
        let archive = FrameArchive(directory: folder.url)
        let store = FrameStore()
        store.publish(frame("A.first", "viewport-390x844@3-dark", hash: "00aa", seq: 1))
        store.publish(frame("A.second", "viewport-390x844@3-dark", hash: "00bb", seq: 2))
        store.publish(
            catalog: FrameStore.Catalog(json: #"{"generation":3}"#, generation: 3),
            keeping: Set(store.latestFrames().keys))
        let writer = StateWriter(logger: Logger(label: "test"))
        archive.save(store, with: writer, logger: Logger(label: "test"))
        writer.flush()
        return (archive, store)
    }

    @Test func framesComeBackMarkedRestored() throws {
        let (archive, original) = try savedArchive()
        let restoredStore = FrameStore()
        #expect(archive.restore(into: restoredStore, logger: Logger(label: "test")) == 2)
        let restored = try #require(
            restoredStore.frame(for: FrameKey(preview: "A.second", target: "viewport-390x844@3-dark")))
        let saved = try #require(original.frame(for: restored.key))
        #expect(restored.isRestored)
        #expect(Array(restored.png) == Array(saved.png))
        #expect(restored.hash == "00bb" && restored.pixelWidth == 1170)
        #expect(restoredStore.catalog.generation == 3)
        #expect(String(decoding: restored.message, as: UTF8.self).contains(#""restored":true"#))
    }

    @Test func aMissingOrDamagedFrameFileSkipsOnlyThatFrame() throws {
        let (archive, _) = try savedArchive()
        try Data([0x89, 0x50]).write(to: archive.directory.appendingPathComponent("00aa.png"))  // cut short
        let store = FrameStore()
        #expect(archive.restore(into: store, logger: Logger(label: "test")) == 1)
        #expect(store.frame(for: FrameKey(preview: "A.first", target: "viewport-390x844@3-dark")) == nil)
        try FileManager.default.removeItem(at: archive.directory.appendingPathComponent("00bb.png"))
        #expect(archive.restore(into: FrameStore(), logger: Logger(label: "test")) == 0)
    }

    @Test func aPartlyWrittenIndexRestoresNothingAndDoesNotCrash() throws {
        let (archive, _) = try savedArchive()
        let index = archive.directory.appendingPathComponent("index.json")
        let text = try Data(contentsOf: index)
        try text.prefix(text.count / 2).write(to: index)
        #expect(archive.restore(into: FrameStore(), logger: Logger(label: "test")) == 0)
    }

    @Test func hashesThatAreNotHexCannotNameFilesOutsideTheFolder() {
        #expect(!FrameArchive.isSafeHash("../../etc/passwd"))
        #expect(!FrameArchive.isSafeHash(""))
        #expect(FrameArchive.isSafeHash("90ae9001393d6f4f"))
    }
}

@Suite struct MirrorAndResumeTests {
    let store = FrameStore()
    let webFolder: TemporaryFolder
    let router: APIRouter
    let control = RecordingControl()
    /// What every following device and dashboard was sent.
    var mirrored: [String] { control.broadcasts.withLock { $0 } }

    init() throws {
        webFolder = try TemporaryFolder("previewd-web")
        router = APIRouter(
            store: store, webRoot: WebRoot(directory: webFolder.url), token: "secret-token-1", allowedHosts: [],
            projectName: "P", control: control)
        store.publish(
            Frame(
                key: FrameKey(preview: "A.second", target: "t"), seq: 1, generation: 1, hash: "01", pixelWidth: 1,
                pixelHeight: 1, scale: 1, png: [1]))
    }

    func post(_ body: String, token: String = "secret-token-1") -> HTTPResponse {
        router.respond(
            to: HTTPRequest(
                method: "POST", path: "/api/v1/select",
                headers: [
                    "host": "127.0.0.1:1", "authorization": "Bearer \(token)", "content-type": "application/json",
                ],
                body: Array(body.utf8)))
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func selectMirrorsToFollowers() throws {
        let response = post(#"{"preview":"A.second"}"#)
        #expect(response.status == 200)
        #expect(mirrored == [#"{"preview":"A.second","type":"select"}"#])
        // A device that connects now is told what is mirrored.
        let hello = ClientHello(
            client: "new-phone", role: .device, viewport: .init(width: 390, height: 844), scale: 3, colorScheme: "dark",
            formats: ["png"])
        let welcome = try json(router.sessions.welcome(for: hello, session: 1))
        #expect(welcome["mirror"] as? String == "A.second")
        #expect((welcome["target"] as? [String: Any])?["id"] as? String == "viewport-390x844@3-dark")
    }

    @Test(arguments: [
        (#"{"preview":"Nope.preview"}"#, 404), ("not json", 400), (#"{"id":"A.second"}"#, 400), (#"[]"#, 400),
    ])
    func badSelectionsAreRefusedAndChangeNothing(_ body: String, _ status: Int) {
        #expect(post(body).status == status)
        #expect(mirrored.isEmpty)
    }

    @Test func selectNeedsTheToken() {
        #expect(post(#"{"preview":"A.second"}"#, token: "wrong-token-1").status == 401)
        #expect(mirrored.isEmpty)
    }

    @Test func aDeviceResumesWhereItWasAndTheDashboardMirrors() throws {
        let phone = ClientHello(
            client: "phone", role: .device, viewport: .init(width: 390, height: 844), scale: 3, colorScheme: "dark",
            formats: ["png"])
        _ = router.sessions.welcome(for: phone, session: 1)
        router.sessions.session(1, of: phone, selected: "A.second")
        #expect(mirrored.isEmpty, "a device choosing a preview mirrors nothing")
        #expect(router.sessions.demand.pairs.map(\.preview) == ["A.second"])
        router.sessions.sessionClosed(1)
        #expect(router.sessions.demand.pairs.isEmpty)
        let again = try json(router.sessions.welcome(for: phone, session: 2))
        let resume = try #require(again["resume"] as? [String: Any])
        #expect(resume["preview"] as? String == "A.second")
        #expect(resume["target"] as? String == "viewport-390x844@3-dark")

        let dashboard = ClientHello(
            client: "desk", role: .dashboard, viewport: nil, scale: nil, colorScheme: nil, formats: ["png"])
        #expect(try json(router.sessions.welcome(for: dashboard, session: 3))["target"] is NSNull)
        router.sessions.session(3, of: dashboard, selected: "A.second")
        #expect(mirrored.count == 1)
    }
}

@Suite struct StateWriterTests {
    @Test func aBurstOfSavesRunsOnlyTheNewest() {
        let writer = StateWriter(logger: Logger(label: "test"))
        let runs = Counter()
        let last = Counter()
        // Hold the writer's queue so the saves pile up behind it.
        let gate = DispatchSemaphore(value: 0)
        writer.perform(coalescing: "gate") { gate.wait() }
        for index in 1...10 {
            writer.perform(coalescing: "frames") {
                runs.add()
                if index == 10 { last.add() }
            }
        }
        gate.signal()
        writer.flush()
        #expect(runs.value == 1)
        #expect(last.value == 1)
    }

    /// A full disk fails the writes of the project's folder and of its frames folder, in whatever order they
    /// come: each is logged once until a write succeeds, and again if it fails after that.
    @Test func eachKindOfFailureIsLoggedOnceUntilAWriteSucceeds() {
        let log = RecordedLog()
        let writer = StateWriter(logger: Logger(label: "test") { _ in RecordedLog.Handler(log: log) })
        let full = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let project = URL(fileURLWithPath: "/state/projects/Hello/state.json")
        let frames = URL(fileURLWithPath: "/state/projects/Hello/frames/a.png")
        for url in [project, frames, project, frames, project] { writer.recordFailure(full, writing: url) }
        #expect(log.errors == 2)
        #expect(writer.failure == "cannot write /state/projects/Hello: No space left on device")
        writer.recordSuccess()
        #expect(writer.failure == nil)
        #expect(log.lines.withLock { $0.last } == "notice the state directory is writable again")
        writer.recordFailure(full, writing: frames)
        #expect(log.errors == 3)
    }
}

/// What a logger was given, as "LEVEL message" lines.
private final class RecordedLog: Sendable {
    let lines = Mutex<[String]>([])
    var errors: Int { lines.withLock { $0.filter { $0.hasPrefix("error ") }.count } }

    struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.lines.withLock { $0.append("\(event.level) \(event.message)") }
        }
    }
}

@Suite struct PreviewTraitTests {
    @Test func orientationTraitsBeatTheMatrix() throws {
        let portrait = Target(device: DeviceCatalog.iPhone15Pro, colorScheme: .dark)
        let turned = portrait.honoring(traits: ["sizeThatFitsLayout", "landscapeLeft"])
        #expect(turned.id == portrait.id)
        #expect(turned.size == Size(width: 852, height: 393))
        let landscape = Target(device: DeviceCatalog.iPhone15Pro, colorScheme: .dark, orientation: .landscape)
        #expect(landscape.honoring(traits: ["portrait"]).size == Size(width: 393, height: 852))
        #expect(portrait.honoring(traits: []) == portrait)
    }

    @Test func aLandscapePreviewRendersLandscapeOnEveryTarget() throws {
        let folder = try ProjectFolder([
            "Card.swift": """
            import SwiftUI
            #Preview("Wide", traits: .landscapeLeft) { Text("wide") }
            #Preview("Tall") { Text("tall") }
            """,
        ])
        let project = try Project(root: folder.root)
        let renderer = try PreviewFrameRenderer()
        let interpreter = PreviewInterpreter(project: project)
        let target = Target(device: DeviceCatalog.iPhoneSE, colorScheme: .light)
        let wide = try #require(project.previews.first { $0.name == "Wide" })
        let tall = try #require(project.previews.first { $0.name == "Tall" })
        let wideImage = try #require(try renderer.render(wide, on: target, interpreter: interpreter).image)
        let tallImage = try #require(try renderer.render(tall, on: target, interpreter: interpreter).image)
        #expect((wideImage.pixelWidth, wideImage.pixelHeight) == (1334, 750))
        #expect((tallImage.pixelWidth, tallImage.pixelHeight) == (750, 1334))
    }
}

@Suite struct VariantTests {
    let base = Target(device: DeviceCatalog.iPhone15Pro, colorScheme: .light)

    @Test func eachAxisVariesOnlyItself() {
        #expect(VariantAxis.colorScheme.targets(from: base).map(\.id) == ["iphone-15-pro-light", "iphone-15-pro-dark"])
        let sizes = VariantAxis.dynamicTypeSize.targets(from: base)
        #expect(sizes.count == 12 && Set(sizes.map(\.colorScheme)) == [.light])
        #expect(
            VariantAxis.orientation.targets(from: base).map(\.id) == [
                "iphone-15-pro-light", "iphone-15-pro-light-landscape",
            ])
    }

    @Test func aVariantsViewIsDemandedUntilItClosesOrItsSessionEnds() {
        let demand = TargetDemand()
        demand.showVariants(of: "A", on: VariantAxis.dynamicTypeSize.targets(from: base), for: 7)
        #expect(demand.pairs.count == 12)
        demand.showVariants(of: "A", on: VariantAxis.colorScheme.targets(from: base), for: 7)
        #expect(demand.pairs.count == 2)
        demand.showVariants(of: "", on: [], for: 7)
        #expect(demand.pairs.isEmpty)
        demand.showVariants(of: "A", on: VariantAxis.orientation.targets(from: base), for: 8)
        demand.end(8)
        #expect(demand.pairs.isEmpty)
        // A dashboard with variants has no ad-hoc target, so a device-style select records nothing.
        demand.showVariants(of: "A", on: VariantAxis.colorScheme.targets(from: base), for: 9)
        demand.select("B", for: 9)
        #expect(Set(demand.pairs.map(\.preview)) == ["A"])
    }
}
