import Foundation

/// A listening TCP socket handed over by systemd's socket activation (`previewd.socket`): systemd owns it, so
/// connections wait in its backlog while the daemon starts or restarts instead of being refused.
package struct ListeningSocket: Sendable {
    /// The descriptor (3, the first of `LISTEN_FDS`).
    package var descriptor: Int32
    /// The numeric address it is bound to (`0.0.0.0`, `127.0.0.1`, `::`).
    package var host: String
    package var port: Int

    /// The first descriptor systemd passes (`SD_LISTEN_FDS_START`).
    static let firstDescriptor: Int32 = 3

    /// The socket systemd passed this process, if any (`LISTEN_PID` is this process and `LISTEN_FDS` ≥ 1). The
    /// variables are removed from the environment so that no child process takes them for its own.
    package static func inherited() throws(StreamError) -> ListeningSocket? {
        let environment = ProcessInfo.processInfo.environment
        guard let pid = environment["LISTEN_PID"].flatMap(Int32.init), pid == getpid(),
            let count = environment["LISTEN_FDS"].flatMap(Int.init), count >= 1
        else { return nil }
        for name in ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"] { unsetenv(name) }
        return try describe(firstDescriptor)
    }

    /// The address of listening socket `descriptor`; an error when it is not a listening TCP socket.
    static func describe(_ descriptor: Int32) throws(StreamError) -> ListeningSocket {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting == 1 else {
            throw StreamError(
                .listenFailed,
                """
                descriptor \(descriptor) from systemd is not a listening socket; check ListenStream= in \
                previewd.socket
                """
            )
        }
        var storage = sockaddr_storage()
        var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        let named = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                getsockname(descriptor, address, &size) == 0
                    && [AF_INET, AF_INET6].contains(Int32(address.pointee.sa_family))
                    && getnameinfo(
                        address, size, &host, socklen_t(host.count), &service, socklen_t(service.count),
                        NI_NUMERICHOST | NI_NUMERICSERV) == 0
            }
        }
        guard named, let port = Int(String(cBuffer: service)) else {
            throw StreamError(
                .listenFailed,
                """
                descriptor \(descriptor) from systemd is not a TCP socket; previewd.socket needs \
                ListenStream=ADDRESS:PORT
                """
            )
        }
        // accept() is called until it would block, once per wake-up.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return ListeningSocket(descriptor: descriptor, host: String(cBuffer: host), port: port)
    }
}
