// `NSCache` as apps keep images and computed values in memory: objects stored and read back by key.
import Foundation

final class Thumbnail {
    let name: String
    init(name: String) { self.name = name }
}

let cache = NSCache<NSString, Thumbnail>()
cache.countLimit = 50
cache.setObject(Thumbnail(name: "sunset"), forKey: "a")
cache.setObject(Thumbnail(name: "forest"), forKey: "b" as NSString)
print(cache.object(forKey: "a")?.name ?? "missing", cache.object(forKey: "b")?.name ?? "missing")
print(cache.object(forKey: "c")?.name ?? "missing")
cache.removeObject(forKey: "a")
print(cache.object(forKey: "a") == nil, cache.countLimit)
cache.setObject(Thumbnail(name: "river"), forKey: "b")
print(cache.object(forKey: "b")!.name)
cache.removeAllObjects()
print(cache.object(forKey: "b") == nil)
