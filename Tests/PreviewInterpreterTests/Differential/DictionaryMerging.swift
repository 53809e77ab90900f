// `merging(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)`: another dictionary's pairs, or a sequence of
// key-value tuples, added to a dictionary, a key both hold taking what the closure makes of the two values.
let defaults = ["theme": "light", "font": "system"]
let overrides = ["theme": "dark", "accent": "orange"]
let settings = defaults.merging(overrides) { _, new in new }
for key in settings.keys.sorted() { print(key, settings[key]!) }
let kept = defaults.merging(overrides) { current, _ in current }
print(kept["theme"]!, kept.count)

var totals = ["food": 12, "travel": 20]
totals.merge(["food": 3, "rent": 900], uniquingKeysWith: +)
for key in totals.keys.sorted() { print(key, totals[key]!) }
totals.merge([("travel", 5), ("gifts", 1)]) { $0 * $1 }
for key in totals.keys.sorted() { print(key, totals[key]!) }

let counts = ["a": 1].merging(zip(["a", "b"], [10, 20]), uniquingKeysWith: max)
print(counts["a"]!, counts["b"]!)
