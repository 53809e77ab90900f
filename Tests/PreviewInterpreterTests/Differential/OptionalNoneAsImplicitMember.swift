// `.none` where an optional is expected is `Optional.none`, nil; where a type with a `none` of its own is expected,
// that type's.
struct Item {
    let name: String
}

enum Filter {
    case none
    case only(String)
}

let empty: Item? = .none
print(empty?.name ?? "nothing")
let text: String? = .none
print(text ?? "no text")
var count: Int? = 3
count = .none
print(count ?? -1)
let qualified: Swift.Optional<Double> = .none
print(qualified == nil)

let filter: Filter? = nil
switch filter {
case .some(.none): print("the filter's own none")
case .some(.only(let name)): print("only", name)
case nil: print("no filter")
}
let chosen: Filter = .none
if case .none = chosen { print("chosen none") }

func describe(_ item: Item? = .none) -> String { item?.name ?? "default nothing" }
print(describe())
print(describe(Item(name: "given")))
