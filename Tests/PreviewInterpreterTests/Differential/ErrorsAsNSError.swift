// An error seen as an `NSError`: its code is the case's number (or an Int raw value), a `CustomNSError` gives its own
// domain, code and description, and `localizedDescription` is a `LocalizedError`'s `errorDescription`. (The domain
// of an error without one names the app's module: ErrorDescriptionTests.)
import Foundation

enum APIError: Error { case offline, timeout, server(Int) }
enum HTTPError: Int, Error { case notFound = 404, teapot = 418 }
enum Described: LocalizedError {
    case missing
    var errorDescription: String? { "It is missing" }
}
struct Custom: CustomNSError {
    static var errorDomain: String { "com.example.custom" }
    var errorCode: Int { 7 }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "A custom failure"] }
}

for error in [APIError.offline, .timeout, .server(500)] as [Error] {
    let bridged = error as NSError
    print(bridged.code)
}
print((HTTPError.notFound as NSError).code, (HTTPError.teapot as NSError).code)
print((Described.missing as NSError).localizedDescription, Described.missing.localizedDescription)
let custom = Custom() as NSError
print(custom.domain, custom.code, custom.localizedDescription)
let made = NSError(domain: "com.example", code: 42, userInfo: [NSLocalizedDescriptionKey: "Made here"])
print(made.domain, made.code, made.localizedDescription)
func fail() throws { throw HTTPError.teapot }

do { try fail() } catch { print("as NSError", (error as NSError).code) }
