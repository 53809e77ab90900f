// A request is a plain value: built, changed and read without performing it.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Payload: Codable { let name: String }

let url = URL(string: "https://example.com/api/items?page=2")!
var request = URLRequest(url: url)
print(request.url?.absoluteString ?? "none", request.httpMethod ?? "nil", request.allHTTPHeaderFields == nil)
print(request.timeoutInterval, request.httpBody == nil, request.value(forHTTPHeaderField: "Accept") ?? "none")

request.httpMethod = "POST"
request.setValue("application/json", forHTTPHeaderField: "Content-Type")
request.addValue("text/plain", forHTTPHeaderField: "Accept")
request.addValue("application/json", forHTTPHeaderField: "Accept")
request.httpBody = try JSONEncoder().encode(Payload(name: "ada"))
request.timeoutInterval = 15
print(request.httpMethod ?? "nil", request.timeoutInterval)
print(request.value(forHTTPHeaderField: "content-type") ?? "none")
print(request.value(forHTTPHeaderField: "Accept") ?? "none")
print((request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(String(decoding: request.httpBody ?? Data(), as: UTF8.self))

request.setValue(nil, forHTTPHeaderField: "Content-Type")
print(request.value(forHTTPHeaderField: "Content-Type") ?? "none", request.allHTTPHeaderFields?.count ?? -1)

func authorized(_ request: URLRequest, token: String) -> URLRequest {
    var copy = request
    copy.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return copy
}
let signed = authorized(request, token: "abc")
print(signed.value(forHTTPHeaderField: "Authorization") ?? "none")
print(request.value(forHTTPHeaderField: "Authorization") ?? "none")

var other = URLRequest(url: URL(string: "https://example.com")!, timeoutInterval: 5)
other.allHTTPHeaderFields = ["X-One": "1"]
print(other.timeoutInterval, other.value(forHTTPHeaderField: "x-one") ?? "none")
print(other.url == URL(string: "https://example.com"), other.cachePolicy == .useProtocolCachePolicy)
let reloading = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
print(reloading.cachePolicy == .reloadIgnoringLocalCacheData, reloading.timeoutInterval)
