// Optionals matched inside tuple patterns, as a view's state switch writes them: `.some` with and without a payload,
// `?` patterns, `.none` and `nil`, beside enum cases with labelled payloads and `where` clauses.
enum Kind { case movie, episode, book }

enum Progress {
    case unknown
    case percent(Double)
    case remaining(seconds: Int, total: Int)
}

struct Card {
    let kind: Kind
    let progress: Progress?
}

func summary(_ card: Card) -> String {
    switch (card.kind, card.progress) {
    case (.movie, .some(.percent(let part))) where part >= 1: return "movie finished"
    case (.movie, .some(.percent(let part))): return "movie \(part)"
    case (.movie, .none): return "movie not started"
    case (.episode, .remaining(seconds: let left, total: _)?): return "episode, \(left) s left"
    case (_, nil): return "nothing yet"
    case (_, .some): return "started"
    }
}

let cards = [
    Card(kind: .movie, progress: .percent(0.25)), Card(kind: .movie, progress: .percent(1)),
    Card(kind: .movie, progress: nil), Card(kind: .episode, progress: .remaining(seconds: 90, total: 1200)),
    Card(kind: .episode, progress: .unknown), Card(kind: .book, progress: nil), Card(kind: .book, progress: .unknown),
]
for card in cards { print(summary(card)) }

func describe(_ pair: (Int?, String?)) -> String {
    switch pair {
    case (.some(let number), .some): return "number \(number) and a name"
    case (.some, nil): return "only a number"
    case (nil, let name?): return "only \(name)"
    case (.none, .none): return "neither"
    }
}
print(describe((1, "a")), describe((2, nil)), describe((nil, "b")), describe((nil, nil)))
