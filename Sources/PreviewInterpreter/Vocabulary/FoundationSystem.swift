import Foundation
import PreviewModel
import SwiftSyntax

/// The process a preview runs in, and what would reach outside it. `ProcessInfo.processInfo` answers with fixed
/// values of the device being previewed, so a frame never depends on the machine drawing it. `FileManager` and
/// `URLSession` are refused with a diagnostic, never performed: previews read only the project's own resources,
/// through `Bundle.main` (`JSONDecoding`). Creating a folder or a file is skipped as done, without one.
enum FoundationSystem {
    /// The environment Xcode gives a process that renders previews; view code checks it to use sample data.
    static let environment: [String: String] = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]
    static let systemVersion = (major: 17, minor: 5, patch: 0)

    static let constructs: [Construct] = [
        // A session of its own, refused as the shared one is; a file manager of its own likewise.
        Construct(
            "URLSession",
            ["(configuration: Any)", "(configuration: Any, delegate: Any?, delegateQueue: Any?)"]
        ) { _ in .native(.object(FoundationObject("URLSession", .urlSession))) },
        Construct("FileManager", "()") { _ in .native(.object(FoundationObject("FileManager", .fileManager))) },
        Construct(
            "String", ["(contentsOf url: URL, encoding: Any = nil)", "(contentsOf url: URL, usedEncoding: Any = nil)"]
        ) { call in
            // A project resource reads as `Data(contentsOf:)` does (it throws for any other URL).
            guard case .native(.data(let data)) = try call.evaluator.resourceData(call["url"], at: call.node("url"))
            else { return .null }
            return .string(String(decoding: data, as: UTF8.self))
        },
        Construct("String", "(contentsOfFile path: String, encoding: Any = nil)") { call in
            // `Bundle.main.path(forResource:ofType:)` names a project resource, read as its URL is.
            if let path = try call.string("path"), path.hasPrefix(Evaluator.bundleURLPrefix),
                case .native(.data(let data)) = try call.evaluator.resourceData(
                    .native(.url(path)), at: call.node("path"))
            {
                return .string(String(decoding: data, as: UTF8.self))
            }
            throw EvaluationError(
                "previews do not read files: 'String(contentsOfFile: \(try call.string("path") ?? ""))' is left out",
                at: call.node)
        },
    ]

    static let staticFunctions: [Construct] = [
        Construct("ProcessInfo.processInfo", "()") { call in
            call.evaluator.sharedObject("ProcessInfo") { FoundationObject("ProcessInfo", .processInfo) }
        },
        // Singletons: every `FileManager.default` is the same object (`===` holds), as in Foundation.
        Construct("FileManager.default", "()") { call in
            call.evaluator.sharedObject("FileManager") { FoundationObject("FileManager", .fileManager) }
        },
        Construct("URLSession.shared", "()") { call in
            call.evaluator.sharedObject("URLSession") { FoundationObject("URLSession", .urlSession) }
        },
    ]

    static func processProperty(_ name: String, evaluator: Evaluator) -> Value? {
        switch name {
        case "environment":
            return .dictionary(
                DictionaryValue(environment.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) }))
        case "arguments": return .array([])
        // The A17 Pro of the default device: six cores, eight gigabytes.
        case "processorCount", "activeProcessorCount": return .int(6)
        case "physicalMemory": return .int(8 << 30)
        case "processName": return .string(evaluator.project.name)
        case "processIdentifier": return .int(1)
        case "hostName": return .string("localhost")
        case "globallyUniqueString": return .string(evaluator.nextUUID())
        case "operatingSystemVersion":
            return .tuple(
                [.int(systemVersion.major), .int(systemVersion.minor), .int(systemVersion.patch)],
                labels: ["majorVersion", "minorVersion", "patchVersion"])
        case "operatingSystemVersionString":
            return .string("Version \(systemVersion.major).\(systemVersion.minor) (Build 21F79)")
        case "isLowPowerModeEnabled", "isMacCatalystApp", "isiOSAppOnMac": return .bool(false)
        case "thermalState": return .symbol("nominal")
        case "systemUptime": return .double(3600)
        default: return nil
        }
    }

    static func method(_ name: String, of object: FoundationObject) -> NativeMethods.Method? {
        switch object.kind {
        case .processInfo:
            switch name {
            case "isOperatingSystemAtLeast":
                return { _, arguments, _, _ in
                    guard case .tuple(let parts, _)? = arguments.first?.value else { return .bool(true) }
                    let wanted = parts.map { Convert.number($0).map(Convert.clampedInt) ?? 0 }
                    let have = [systemVersion.major, systemVersion.minor, systemVersion.patch]
                    return .bool(
                        !have.lexicographicallyPrecedes(wanted + Array(repeating: 0, count: max(0, 3 - wanted.count))))
                }
            case "beginActivity", "endActivity", "performActivity", "disableSuddenTermination",
                "enableSuddenTermination":
                return { _, _, _, _ in .void }
            default: return nil
            }
        case .fileManager, .urlSession:
            // `urls(for:in:)` only computes a path: the directory a sandboxed app would get.
            if name == "urls" || name == "url", case .fileManager = object.kind {
                return { _, arguments, _, _ in
                    var directory = "Documents"
                    if case .symbol(let kind)? = FoundationObjects.argument(arguments, "for") {
                        directory =
                            [
                                "cachesDirectory": "Library/Caches",
                                "applicationSupportDirectory": "Library/Application Support",
                            ][kind] ?? "Documents"
                    }
                    let url = Value.native(
                        .url("file:///var/mobile/Containers/Data/Application/Preview/" + directory + "/"))
                    return name == "urls" ? .array([url]) : url
                }
            }
            // Making sure a folder or a file exists — an app's cache set up in an initialiser — is skipped as if it
            // succeeded: nothing a frame draws can tell, because reading the disk back is refused and reported.
            if case .fileManager = object.kind, name == "createDirectory" { return { _, _, _, _ in .void } }
            if case .fileManager = object.kind, name == "createFile" { return { _, _, _, _ in .bool(true) } }
            return { _, _, _, node in throw refusal(name, of: object, at: node) }
        default:
            return nil
        }
    }

    /// A property of `FileManager` or `URLSession`: `FileManager.default.temporaryDirectory` is a path; anything
    /// else would read the disk or the network.
    static func refusedProperty(_ name: String, of object: FoundationObject, at node: Syntax) throws -> Value? {
        if case .fileManager = object.kind, name == "temporaryDirectory" { return .native(.url("file:///tmp/")) }
        if case .urlSession = object.kind, name == "configuration" { return .opaque("URLSessionConfiguration") }
        throw refusal(name, of: object, at: node)
    }

    private static func refusal(_ name: String, of object: FoundationObject, at node: Syntax) -> EvaluationError {
        let reach = object.typeName == "URLSession" ? "the network" : "the disk"
        return EvaluationError(
            "'\(object.typeName).\(name)' would use \(reach); previews never do, so its result is left out", at: node)
    }
}
