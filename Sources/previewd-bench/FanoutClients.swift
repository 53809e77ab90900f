import CBenchBaselines
import Foundation

/// `previewd-bench audience --fds 3,4,… [--keep FILE]`: the fan-out benchmark's reader (see `pvd_bench_audience`).
/// Benchmarks/fanout.py upgrades the connections and says hello in Python, then hands the sockets to this process,
/// so that reading them costs the measurement as little as possible.
func runAudience() throws {
    let fds = value(of: "--fds", default: "").split(separator: ",").compactMap { Int32($0) }
    guard !fds.isEmpty else { throw BenchError("audience needs --fds with the connected sockets' descriptors") }
    let keepPath = value(of: "--keep", default: "")
    let keep = keepPath.isEmpty ? -1 : open(keepPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard keepPath.isEmpty || keep >= 0 else { throw BenchError("cannot open \(keepPath)") }
    guard pvd_bench_audience(fds, fds.count, keep) == 0 else {
        throw BenchError("audience: \(String(cString: strerror(errno)))")
    }
}

/// `previewd-bench raw-fanout --clients N --bytes B [--rounds R]`: the physical floor under the fan-out benchmark,
/// the same bytes to the same number of loopback TCP sockets with no WebSocket server: prints each round's time
/// from the first byte received to the last, in milliseconds, one per line.
func runRawFanout() throws {
    let clients = Int(value(of: "--clients", default: "50")) ?? 50
    let bytes = Int(value(of: "--bytes", default: "90000")) ?? 90000
    let rounds = Int(value(of: "--rounds", default: "10")) ?? 10
    var spreads = [Double](repeating: 0, count: rounds)
    guard pvd_bench_raw_fanout(clients, bytes, rounds, &spreads) == 0 else {
        throw BenchError("raw-fanout: \(String(cString: strerror(errno)))")
    }
    for spread in spreads { print(String(format: "%.3f", spread)) }
}
