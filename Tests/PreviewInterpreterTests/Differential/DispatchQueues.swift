// Dispatch queues: work sent to a serial queue runs in the order it was sent, `sync` returns its work's result,
// a group and a semaphore wait for work to finish. (What runs when is printed only after waiting, so the output
// does not depend on thread scheduling.)
import Foundation

final class Store {
    private let queue = DispatchQueue(label: "store.serial")
    private var items: [String] = []

    func add(_ item: String) {
        queue.async { self.items.append(item) }
    }

    var snapshot: [String] {
        queue.sync { items }
    }
}

let store = Store()
store.add("milk")
store.add("eggs")
store.add("bread")
print(store.snapshot)

let queue = DispatchQueue(label: "work", qos: .userInitiated)
let sum = queue.sync { (1...10).reduce(0, +) }
print("sum", sum, queue.label)

let global = DispatchQueue.global().sync { "from a global queue" }
print(global)

var loaded: [Int] = []
let group = DispatchGroup()
let serial = DispatchQueue(label: "loader")
for page in 1...3 {
    group.enter()
    serial.async {
        loaded.append(page * 10)
        group.leave()
    }
}
group.wait()
print("loaded", loaded)

let done = DispatchSemaphore(value: 0)
var delayed = "not yet"
serial.asyncAfter(deadline: .now() + 0.01) {
    delayed = "ran after the delay"
    done.signal()
}
done.wait()
print(delayed)

let item = DispatchWorkItem { loaded.append(99) }
serial.async(execute: item)
serial.sync {}
print(loaded.last ?? 0)

// `concurrentPerform` returns once every iteration has run; the results are gathered under a lock.
let gatherLock = NSLock()
var cubes: [Int] = []
DispatchQueue.concurrentPerform(iterations: 5) { index in
    gatherLock.lock()
    cubes.append(index * index * index)
    gatherLock.unlock()
}
print("cubes", cubes.sorted())
