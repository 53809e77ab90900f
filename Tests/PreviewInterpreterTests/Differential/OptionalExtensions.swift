// Members a project declares on Optional itself, called on a value that may be nil (no `?` before the member).
import Foundation

extension Optional {
    func coalesceWith(_ value: Wrapped) -> Wrapped { self ?? value }
    var isNone: Bool { self == nil }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

extension String? {
    var queryAllowedURL: URL? {
        guard let self else { return nil }
        return URL(string: self)
    }
}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

struct Profile {
    var nickname: String?
    var photoLink: String?
}

let count: Int? = nil
let key = "items"
print(count.flatMap { key + ".\($0)" }.coalesceWith(key))
let three: Int? = 3
print(three.flatMap { key + ".\($0)" }.coalesceWith(key))
let name: String? = nil
print(name.orEmpty.isEmpty, Optional("x").orEmpty)
let link: String? = "https://example.com/a"
print(link.queryAllowedURL?.host ?? "none", name.queryAllowedURL == nil)
let empty: [Int]? = []
let missing: [Int]? = nil
let full: [Int]? = [1]
print(empty.isNilOrEmpty, full.isNilOrEmpty, missing.isNilOrEmpty)
print(count.isNone, three.isNone)
let profile = Profile(nickname: nil, photoLink: "https://example.com/p.png")
print(profile.nickname.orEmpty.count, profile.photoLink.queryAllowedURL?.lastPathComponent ?? "none")
print(profile.nickname?.count ?? -1)
