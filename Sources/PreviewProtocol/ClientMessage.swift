import Foundation

/// A text message from a client (Documentation/Protocol.md, "Client → server").
package enum ClientMessage: Equatable, Sendable {
    case hello(ClientHello)
    /// nil means every preview (or target).
    case subscribe(previews: Set<String>?, targets: Set<String>?)
    case select(preview: String)
    /// A device's screen changed (rotation, window size, colour scheme).
    case screen(viewport: Viewport?, scale: Double?, colorScheme: String?)
    /// Whether a device mirrors what the dashboard (or `POST /api/v1/select`) selects.
    case follow(Bool)
    /// The dashboard pins (true) or unpins a preview.
    case pin(preview: String, Bool)
    /// The dashboard's variants view: one preview across every value of `axis` (nil preview: closed).
    case variants(preview: String?, axis: String)
    /// Interactive mode: a tap at (`x`, `y`) points on the frame of `key` the client shows.
    case tap(FrameKey, x: Double, y: Double)
    /// The client left interactive mode: forget what its taps changed.
    case reset
    case ping(Double)
    /// The client has taken the frame with this `seq` (clients that list `"ack"` in `hello.formats`), `held`
    /// seconds after it arrived (decoding and showing it): time the link did not spend.
    case ack(seq: UInt64, held: Double)

    /// Why a message was refused; sent back as an `error` message or used as a close reason.
    package struct DecodingError: Error, Equatable {
        package var message: String
        /// Malformed input closes the connection; an unknown `type` only gets an `error` answer.
        package var isFatal: Bool
    }

    private struct Wire: Decodable {
        var type: String
        var client: String?
        var role: String?
        var viewport: Viewport?
        var scale: Double?
        var colorScheme: String?
        var formats: [String]?
        var previews: [String]?
        var targets: [String]?
        var preview: String?
        var follow: Bool?
        var axis: String?
        var target: String?
        var x: Double?
        var y: Double?
        var t: Double?
        var seq: UInt64?
        var held: Double?
    }

    package struct Viewport: Codable, Equatable, Sendable {
        package var width: Double
        package var height: Double
    }

    package static func decode(_ text: String) throws(DecodingError) -> ClientMessage {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw DecodingError(message: "malformed message", isFatal: true)
        }
        switch wire.type {
        case "hello":
            let client = wire.client ?? ""
            guard !client.isEmpty, client.count <= 64 else {
                throw DecodingError(message: "hello needs a 'client' id of 1 to 64 characters", isFatal: true)
            }
            return .hello(
                ClientHello(
                    client: client, role: wire.role == "device" ? .device : .dashboard, viewport: wire.viewport,
                    scale: wire.scale, colorScheme: wire.colorScheme, formats: wire.formats ?? ["png"]))
        case "subscribe":
            func set(_ list: [String]?) -> Set<String>? {
                guard let list, !list.contains("*") else { return nil }
                return Set(list)
            }
            return .subscribe(previews: set(wire.previews), targets: set(wire.targets))
        case "select":
            guard let preview = wire.preview else {
                throw DecodingError(message: "select needs a 'preview'", isFatal: false)
            }
            return .select(preview: preview)
        case "screen":
            return .screen(viewport: wire.viewport, scale: wire.scale, colorScheme: wire.colorScheme)
        case "variants":
            return .variants(preview: wire.preview, axis: wire.axis ?? "colorScheme")
        case "pin", "unpin":
            guard let preview = wire.preview else {
                throw DecodingError(message: "\(wire.type) needs a 'preview'", isFatal: false)
            }
            return .pin(preview: preview, wire.type == "pin")
        case "follow":
            guard let follow = wire.follow else {
                throw DecodingError(message: "follow needs a boolean 'follow'", isFatal: false)
            }
            return .follow(follow)
        case "tap":
            guard let preview = wire.preview, let target = wire.target, let x = wire.x, let y = wire.y, x.isFinite,
                y.isFinite
            else {
                throw DecodingError(message: "tap needs a 'preview', a 'target' and finite 'x' and 'y'", isFatal: false)
            }
            return .tap(FrameKey(preview: preview, target: target), x: x, y: y)
        case "reset":
            return .reset
        case "ping":
            return .ping(wire.t ?? 0)
        case "ack":
            guard let seq = wire.seq else {
                throw DecodingError(message: "ack needs the frame's 'seq'", isFatal: false)
            }
            // `held` is in milliseconds on the wire; a missing or nonsensical one counts as none.
            let held = wire.held.flatMap { $0.isFinite && $0 > 0 ? $0 / 1000 : nil } ?? 0
            return .ack(seq: seq, held: held)
        default:
            throw DecodingError(message: "unknown message type '\(wire.type.prefix(32))'", isFatal: false)
        }
    }
}
