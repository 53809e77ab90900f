/// The bytes of a WebSocket message built once and sent to every client from the same memory.
///
/// lws writes each send's WebSocket header in the `LWS_PRE` bytes in front of the payload it is given. Those bytes
/// are kept here, ahead of the payload, so a frame goes to each client with one `lws_write` straight from this
/// buffer instead of being copied into a per-client buffer first (with that copy, in 64 KiB fragments that each
/// took a turn of the service loop, previewd's fan-out was slower than a Python server's: Benchmarks/fanout.py).
///
/// @unchecked Sendable: the payload is written once, in `init`, and only read after that, from any thread. The
/// headroom in front of it is scratch that only the stream's service thread touches (through lws), and no reader
/// of the payload ever looks at it.
package final class OutgoingMessage: @unchecked Sendable, RandomAccessCollection {
    /// The bytes lws may write in front of the payload: `LWS_PRE` of libwebsockets 4.1.6 on 64-bit Linux
    /// (`_LWS_PAD(4 + 10 + 2)`). Written out because this target links no C; `StreamServer.init` checks it against
    /// the library's own value.
    package static let headroom = 16

    private let storage: UnsafeMutableRawPointer
    package let count: Int

    /// The payloads' bytes back to back.
    package init(_ parts: [[UInt8]]) {
        count = parts.reduce(0) { $0 + $1.count }
        storage = .allocate(byteCount: Self.headroom + count, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: Self.headroom)
        var offset = Self.headroom
        for part in parts where !part.isEmpty {
            part.withUnsafeBytes { (storage + offset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            offset += part.count
        }
    }

    deinit { storage.deallocate() }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "index out of range")
        return storage.load(fromByteOffset: Self.headroom + position, as: UInt8.self)
    }

    /// `range` of the payload, copied out (for HTTP bodies and files).
    package func bytes(_ range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return [UInt8](UnsafeRawBufferPointer(start: storage + Self.headroom + range.lowerBound, count: range.count))
    }

    /// The payload's first byte, with `headroom` writable bytes before it: for `lws_write`, on the service thread.
    package var sendPointer: UnsafeMutablePointer<UInt8> {
        (storage + Self.headroom).assumingMemoryBound(to: UInt8.self)
    }
}
