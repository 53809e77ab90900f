import Foundation
import Testing

@testable import PreviewPipeline

@Suite struct RenderShardTests {
    @Test(arguments: ["1/1", "2/3", "3/3"])
    func parsesValidSlices(_ argument: String) throws {
        let shard = try #require(RenderShard(argument))
        #expect(shard.description == argument)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "1", "1/2/3", "a/b", "", "-1/2"])
    func refusesInvalidSlices(_ argument: String) {
        #expect(RenderShard(argument) == nil)
    }

    @Test func slicesPartitionTheMatrixAndDifferByAtMostOnePair() throws {
        let previews = ["a", "b", "c", "d", "e"]
        let targets = ["light", "dark"]
        for count in 1...4 {
            var seen: [String] = []
            var sizes: [Int] = []
            for index in 1...count {
                let slice = try #require(RenderShard("\(index)/\(count)")).slice(previews: previews, targets: targets)
                let pairs = slice.flatMap { preview, targets in targets.map { "\(preview)/\($0)" } }
                seen += pairs
                sizes.append(pairs.count)
            }
            #expect(seen.count == 10 && Set(seen).count == 10)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
    }

    @Test func mergeJoinsAPreviewSplitAcrossShards() throws {
        func index(_ number: Int, _ previews: [[String: Any]]) -> [String: Any] {
            [
                "complete": true, "previews": previews, "diagnostics": [],
                "targets": [["id": "light"], ["id": "dark"]],
                "shard": ["index": number, "count": 2, "previews": ["A", "B"]],
            ]
        }
        let warning: [String: Any] = ["file": "A.swift", "line": 3, "column": 1, "severity": "warning", "message": "m"]
        let merged = try RenderReportMerge.merge([
            index(
                2,
                [
                    [
                        "id": "A", "status": "degraded", "diagnostics": [warning],
                        "frames": [["target": "dark", "path": "A/dark.png"]],
                    ],
                    [
                        "id": "B", "status": "clean", "diagnostics": [],
                        "frames": [["target": "light", "path": "B/light.png"]],
                    ],
                ]),
            index(
                1,
                [
                    [
                        "id": "A", "status": "clean", "diagnostics": [warning],
                        "frames": [["target": "light", "path": "A/light.png"]],
                    ],
                    ["id": "B", "status": "failed", "diagnostics": [], "frames": []],
                ]),
        ])
        let previews = try #require(merged["previews"] as? [[String: Any]])
        #expect(previews.map { $0["id"] as? String } == ["A", "B"])
        #expect(previews[0]["status"] as? String == "degraded")
        #expect((previews[0]["diagnostics"] as? [Any])?.count == 1)
        #expect((previews[0]["frames"] as? [[String: Any]])?.map { $0["target"] as? String } == ["light", "dark"])
        #expect(previews[1]["status"] as? String == "failed")
        #expect((previews[1]["frames"] as? [Any])?.isEmpty == true, "a failed preview has no frames")
        #expect(merged["summary"] as? [String: Int] == ["clean": 0, "degraded": 1, "failed": 1])
    }

    @Test func mergeRefusesMissingDuplicateOrUnfinishedShards() {
        func index(_ number: Int, of count: Int, complete: Bool = true) -> [String: Any] {
            ["complete": complete, "previews": [], "targets": [], "shard": ["index": number, "count": count]]
        }
        #expect(throws: RenderReportMerge.Failure.self) { try RenderReportMerge.merge([index(1, of: 2)]) }
        #expect(throws: RenderReportMerge.Failure.self) {
            try RenderReportMerge.merge([index(1, of: 2), index(1, of: 2)])
        }
        #expect(throws: RenderReportMerge.Failure.self) {
            try RenderReportMerge.merge([index(1, of: 2), index(2, of: 2, complete: false)])
        }
        #expect(throws: RenderReportMerge.Failure.self) {
            try RenderReportMerge.merge([index(1, of: 2), index(2, of: 3)])
        }
        #expect(throws: RenderReportMerge.Failure.self) { try RenderReportMerge.merge([]) }
        #expect((try? RenderReportMerge.merge([index(2, of: 2), index(1, of: 2)])) != nil)
    }
}
