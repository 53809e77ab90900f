// `if` and `switch` used as values give each branch the type of the value: an implicit member or a literal in a
// branch has the type of the property, function or variable the `if` or `switch` gives its value to.
enum Mode: Int {
    case one = 1, two, three

    var numeral: String {
        switch self {
        case .one: "I"
        case .two: "II"
        case .three: "III"
        }
    }
}

enum Degree {
    case one, five
}

struct Scale {
    var isParent: Bool
    var step: Int

    var mode: Mode {
        switch step {
        case 0 where isParent:
            .one
        case 1:
            .two
        default:
            .three
        }
    }

    var ratio: Double {
        if isParent { 3 / 2 } else { 1 / 4 }
    }
}

func mode(for step: Int) -> Mode {
    if step == 0 {
        .one
    } else if step == 1 {
        .two
    } else {
        .three
    }
}

let parent = Scale(isParent: true, step: 0)
let other = Scale(isParent: false, step: 1)
print(parent.mode.numeral, other.mode.numeral, Scale(isParent: false, step: 5).mode.rawValue)
print(parent.ratio, other.ratio)
print(mode(for: 0).numeral, mode(for: 1).rawValue, mode(for: 9).numeral)
let chosen: Mode =
    switch other.step {
    case 1: .two
    default: .one
    }
print(chosen.numeral, chosen == .two)
let half: Double = if parent.isParent { 1 / 2 } else { 2 }
print(half)
let degree: Degree = parent.isParent ? .five : .one
print(degree)
