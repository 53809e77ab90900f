// A type name written inside a type means the type nested there first: two types each nest their own
// `Position`, and an implicit member given to one of them is a case of that one.
class Popup {
    enum Position {
        case topLeading, top, bottom
        var name: String { "popup" }
    }
}

struct ToastIcon {
    let position: Position

    enum Position {
        case top, bottom

        func alignment() -> String {
            switch self {
            case .top: return "top edge"
            case .bottom: return "bottom edge"
            }
        }
    }

    func describe() -> String { position.alignment() }
}

struct Banner {
    var place: Position = .bottom
    func placed(at place: Position) -> String { place.alignment() }
    enum Position {
        case top, bottom
        func alignment() -> String { self == .top ? "banner top" : "banner bottom" }
    }
}

print(ToastIcon(position: .top).describe())
let icon = ToastIcon(position: .bottom)
print(icon.position.alignment())
print(Banner().place.alignment())
print(Banner().placed(at: .top))
print(Popup.Position.topLeading.name)
