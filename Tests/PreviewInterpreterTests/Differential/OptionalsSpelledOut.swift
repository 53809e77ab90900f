// `Optional<T>.none`, `Int?.none` and `Int?.some(3)` spelled out, as picker tags and default arguments write them,
// and the main thread that view code runs on.
import Foundation

struct Request: Encodable { let name: String }

func send(body: Request? = Optional<Request>.none) -> String { body?.name ?? "no body" }

let rating: Int? = Int?.none
let chosen: Int? = Int?.some(3)
let id: UUID? = Optional<UUID>.none
print(rating == nil, chosen ?? 0, id == nil, send(), send(body: Request(name: "a")))
print(Optional<String>.some("x") ?? "", String?.none ?? "empty")
print(Thread.isMainThread, Thread.current.isMainThread)
