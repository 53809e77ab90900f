import Foundation

/// `previewd render --merge DIR…`: joins the `index.json` of every shard of one run into one report, as if one
/// machine had rendered the whole matrix. Works on the JSON documents (Protocol.md, "render index.json"); copying
/// the images is the caller's job, using `frames` of the result.
package enum RenderReportMerge {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The merged index. Each input must be `complete` and carry `shard`; together they must be shards 1…N of one
    /// run, each once. A preview split across shards gets the worst status of its parts, the union of their
    /// diagnostics and all their frames (in target order), or no frames if any part failed.
    package static func merge(_ indexes: [[String: Any]]) throws -> [String: Any] {
        guard !indexes.isEmpty else { throw Failure(description: "nothing to merge") }
        var seen: Set<Int> = []
        var count: Int?
        for index in indexes {
            guard index["complete"] as? Bool == true else {
                throw Failure(description: "an index is not complete (its render did not finish)")
            }
            guard let shard = index["shard"] as? [String: Any], let number = shard["index"] as? Int,
                let total = shard["count"] as? Int
            else { throw Failure(description: "an index has no shard (render it with --shard I/N)") }
            guard count == nil || count == total else {
                throw Failure(description: "the indexes come from runs with different shard counts")
            }
            count = total
            guard seen.insert(number).inserted else {
                throw Failure(description: "shard \(number)/\(total) given twice")
            }
        }
        let missing = Set(1...count!).subtracting(seen).sorted()
        guard missing.isEmpty else {
            throw Failure(description: "shards missing: \(missing.map { "\($0)/\(count!)" }.joined(separator: ", "))")
        }

        let first = indexes[0]
        let targets = first["targets"] as? [[String: Any]] ?? []
        let targetOrder = Dictionary(uniqueKeysWithValues: targets.enumerated().compactMap { number, target in
            (target["id"] as? String).map { ($0, number) }
        })
        let previewOrder = (first["shard"] as? [String: Any])?["previews"] as? [String] ?? []
        var entries: [String: [String: Any]] = [:]
        var order: [String] = previewOrder
        for index in indexes {
            for entry in index["previews"] as? [[String: Any]] ?? [] {
                guard let id = entry["id"] as? String else { continue }
                if !order.contains(id) { order.append(id) }
                entries[id] = entries[id].map { combine($0, entry, targetOrder: targetOrder) } ?? entry
            }
        }
        let previews = order.compactMap { entries[$0] }
        var summary = ["clean": 0, "degraded": 0, "failed": 0]
        for preview in previews { summary[preview["status"] as? String ?? "failed", default: 0] += 1 }
        return [
            "complete": true, "previews": previews, "targets": targets,
            "diagnostics": unique(indexes.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }),
            "summary": summary, "merged": count!,
        ]
    }

    private static func combine(_ a: [String: Any], _ b: [String: Any], targetOrder: [String: Int]) -> [String: Any] {
        var merged = a
        // A status this version does not know counts as failed, as a missing one does.
        func status(_ index: [String: Any]) -> PreviewStatus {
            (index["status"] as? String).flatMap(PreviewStatus.init(rawValue:)) ?? .failed
        }
        let status = status(a).combined(with: status(b))
        merged["status"] = status.rawValue
        merged["diagnostics"] = unique(
            (a["diagnostics"] as? [[String: Any]] ?? []) + (b["diagnostics"] as? [[String: Any]] ?? []))
        let frames = (a["frames"] as? [[String: Any]] ?? []) + (b["frames"] as? [[String: Any]] ?? [])
        merged["frames"] =
            status == .failed
            ? []
            : frames.sorted {
                targetOrder[$0["target"] as? String ?? "", default: .max]
                    < targetOrder[$1["target"] as? String ?? "", default: .max]
            }
        return merged
    }

    /// `objects` without repeats (equal as sorted-key JSON), in first-seen order.
    private static func unique(_ objects: [[String: Any]]) -> [[String: Any]] {
        var seen: Set<String> = []
        return objects.filter { seen.insert(CatalogDocument.encode($0)).inserted }
    }
}
