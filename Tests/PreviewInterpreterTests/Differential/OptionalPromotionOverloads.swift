// Of two initialisers that both take an argument, Swift picks the one that needs no optional promotion: a failable
// initialiser taking an optional can unwrap it and delegate to the plain one without calling itself again.
struct Span {
    let days: Int

    init?(_ start: Int?, _ end: Int) {
        guard let start else { return nil }
        self.init(start, end)
    }

    init(_ start: Int, _ end: Int) {
        days = end - start
    }
}

let known: Int? = 3
print(Span(known, 10)?.days ?? -1)
print(Span(nil, 10)?.days ?? -1)
print(Span(2, 9).days)
