import Synchronization
import SwiftSyntax

/// The order instances and scopes were made in, across every evaluation: one counter, so a value made later always
/// has a larger number, whichever thread made it.
enum CreationOrder {
    private static let counter = Atomic<UInt64>(1)

    static func next() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).oldValue }

    /// The number the next instance or scope will get: everything made so far has a smaller one.
    static var now: UInt64 { counter.load(ordering: .relaxed) }
}

/// Values of computed properties already read in one evaluation, kept while nothing they could have read changes.
///
/// A view's body reads its getters where its views need them: `Text("\(totalSales)")` and `Chart(sales)` each run
/// `sales`, which may walk a year of orders. A getter that changed nothing outside itself gives the same value
/// again as long as no instance, global or static that existed when it finished is written: what it read existed
/// then. So instead of recording every read, every write to storage made before an entry finished drops that entry
/// (`wrote(madeAt:)`); the views an evaluation goes on to build are new instances, and writing them drops nothing.
///
/// A getter's value is kept only when its evaluation left no trace but its value: no write to anything made before
/// it started, no call of a closure whose captured variables it does not own, no UUID or random number drawn,
/// nothing printed or reported, no view, tap target or `@State` made, no setting of the environment read (the same
/// getter can run under other environment modifiers), and its value holds no view, closure or object it made
/// (objects have an identity; each read of such a getter makes a new one).
///
/// Getters whose `self` no write can change are kept the same way, by what `self` is: an enum case's
/// (`timeframe.title`), a type's static ones (`Palette.all`), those an extension gives a number or a string.
struct GetterMemo {
    struct Key: Hashable {
        var receiver: Receiver
        var getter: SyntaxIdentifier
    }

    /// Whose getter was read: an instance, which can be written, or a value that cannot (an enum case, a type for
    /// its static getters, a number or string for a getter an extension gives it), named by what it is.
    enum Receiver: Hashable {
        case instance(ObjectIdentifier)
        case value(String)
    }

    struct Entry {
        /// The instance of an `.instance` receiver, held so that its identifier is not reused by another instance
        /// while the entry lives; nil for a value.
        var instance: Instance?
        /// `instance.writes` when the getter finished.
        var instanceWrites: Int
        var value: Value
        /// `CreationOrder.now` when the getter finished: a write to anything made before drops the entry.
        var finished: UInt64
        /// The source files the getter's evaluation touched, counted again when its value is reused.
        var touchedFiles: Set<String>
    }

    /// A getter being evaluated: writes to what was made before `started`, or closures capturing it, make its value
    /// one that is not kept.
    struct Recording {
        var started: UInt64
        var hasEffects = false
    }

    private(set) var entries: [Key: Entry] = [:]
    /// The keys in the order their entries were stored, which is the order of their `finished`: a write drops the
    /// entries that finished after what it wrote was made, the last ones stored, without looking at the others (a
    /// loop that reads a getter and writes an instance would otherwise go through every entry at each write). A key
    /// stored again, or dropped by its instance's write, stays listed with its old `finished`, which no longer
    /// matches its entry.
    private var storeOrder: [(finished: UInt64, key: Key)] = []
    /// The largest `finished` of the entries: a write to something made after it drops nothing.
    private var latestFinished: UInt64 = 0
    private(set) var recordings: [Recording] = []
    /// How many getter reads a kept value answered, and how many values were kept, for tests and benchmarks.
    private(set) var reused = 0
    private(set) var kept = 0

    /// Entries beyond this are not kept: a long evaluation reads many getters once each, and their values would
    /// only take memory.
    static let capacity = 4096

    /// The entry for `key`, unless its instance was written since (`Instance.writes`), which drops it.
    mutating func value(for key: Key) -> Entry? {
        guard let entry = entries[key] else { return nil }
        if let instance = entry.instance, entry.instanceWrites != instance.writes {
            entries[key] = nil
            return nil
        }
        return entry
    }

    mutating func noteReuse() { reused += 1 }

    mutating func startRecording() { recordings.append(Recording(started: CreationOrder.now)) }

    /// Ends the innermost recording; whether what it computed may be kept.
    mutating func endRecording() -> Bool { !recordings.removeLast().hasEffects }

    mutating func store(_ entry: Entry, for key: Key) {
        guard entries.count < Self.capacity else { return }
        entries[key] = entry
        storeOrder.append((entry.finished, key))
        latestFinished = max(latestFinished, entry.finished)
        kept += 1
        if storeOrder.count > 2 * Self.capacity {
            storeOrder = entries.map { ($0.value.finished, $0.key) }.sorted { $0.finished < $1.finished }
        }
    }

    /// Storage made at `made` was written (an instance's property, or with 0 a global, a static or a Foundation
    /// object): entries computed after it was made may have read it, and getters running since before it was made
    /// changed something outside themselves.
    mutating func wrote(madeAt made: UInt64) {
        touchedOlder(than: made)
        guard made < latestFinished else { return }
        while let last = storeOrder.last, last.finished > made {
            storeOrder.removeLast()
            if entries[last.key]?.finished == last.finished { entries[last.key] = nil }
        }
        latestFinished = storeOrder.last?.finished ?? 0
    }

    /// A closure capturing a scope made at `made` is called: getters that started later do not own its variables.
    mutating func touchedOlder(than made: UInt64) {
        var index = recordings.count - 1
        while index >= 0, made < recordings[index].started {
            recordings[index].hasEffects = true
            index -= 1
        }
    }

    var isRecording: Bool { !recordings.isEmpty }

    /// The name of a value that no write can change, as a getter's receiver: equal names only for values no getter
    /// could tell apart (the type of an enum case and of its payload included); nil for anything else (an instance,
    /// a view, a closure, a Foundation value), whose getters are read without a kept value.
    static func receiverName(_ value: Value) -> String? {
        switch value {
        case .null: return "n"
        case .bool(let bool): return bool ? "b1" : "b0"
        case .int(let int): return "i\(int);"
        case .double(let double): return "d\(double.bitPattern);"
        case .string(let string): return "s\(string.utf8.count):" + string
        case .type(let name): return "T\(name.utf8.count):" + name
        case .enumCase(let enumValue):
            var name = "E\(enumValue.typeName.utf8.count):\(enumValue.typeName)\(enumValue.caseName.utf8.count):"
                + enumValue.caseName + "(\(enumValue.payload.count)"
            for (index, payload) in enumValue.payload.enumerated() {
                guard let payloadName = receiverName(payload) else { return nil }
                let label = index < enumValue.payloadLabels.count ? enumValue.payloadLabels[index] : nil
                name += "\(label?.utf8.count ?? 0):" + (label ?? "") + payloadName
            }
            return name + ")"
        default: return nil
        }
    }
}
