import Foundation
import PreviewModel

/// `previewd-bench`: the in-process benchmarks (see README "Performance"; `make bench` runs every benchmark).
/// Prints one Markdown table: each figure next to the baseline measured in the same run, and their ratio.
///
///     previewd-bench encode|damage|mesh [--examples DIR] [--rounds N] [--frames N]
///
/// and, for Benchmarks/fanout.py, the clients in C and the raw-TCP floor (these print lines, not a table):
///
///     previewd-bench audience --fds 3,4,… [--keep FILE]
///     previewd-bench raw-fanout --clients N --bytes B [--rounds R]

struct TableRow {
    var measure: String
    var variant: String
    var figure: String
    var ratio: String
}

/// The screens the in-process benchmarks measure: a phone at 3x and a tablet at 2x.
let benchmarkDevices: [(label: String, device: Device)] = [
    ("iPhone @3x", DeviceCatalog.iPhone15Pro), ("iPad @2x", DeviceCatalog.iPadPro11),
]

func value(of option: String, default fallback: String) -> String {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}

let command = CommandLine.arguments.dropFirst().first ?? "encode"
let examples = URL(fileURLWithPath: value(of: "--examples", default: "Examples"))
let rounds = Int(value(of: "--rounds", default: "3")) ?? 3
let framesPerDevice = Int(value(of: "--frames", default: "8")) ?? 8
do {
    let rows: [TableRow]
    switch command {
    case "audience":
        try runAudience()
        exit(0)
    case "raw-fanout":
        try runRawFanout()
        exit(0)
    case "encode":
        rows = try EncodeBenchmark(examples: examples, rounds: rounds, framesPerDevice: framesPerDevice).run()
    case "damage":
        rows = try DamageBenchmark(examples: examples, rounds: rounds, framesPerDevice: framesPerDevice).run()
    case "mesh":
        rows = try MeshBenchmark(rounds: rounds).run()
    default:
        FileHandle.standardError.write(Data("""
            usage: previewd-bench encode|damage|mesh [--examples DIR] [--rounds N] [--frames N] | audience --fds … | \
            raw-fanout …\n
            """.utf8))
        exit(2)
    }
    print("| measure | variant | figure | vs baseline |")
    print("|---|---|---|---|")
    for row in rows { print("| \(row.measure) | \(row.variant) | \(row.figure) | \(row.ratio) |") }
} catch {
    FileHandle.standardError.write(Data("previewd-bench: \(error)\n".utf8))
    exit(1)
}
