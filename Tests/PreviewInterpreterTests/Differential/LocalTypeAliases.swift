// A type alias declared inside a function names the aliased type for the rest of that body.
enum Toolbar {
    enum Constant {
        static let buttonWidth: Double = 26
        static let minHeight: Double = 36
    }
}

enum Panel {
    enum Constant {
        static let buttonWidth: Double = 60
    }
}

func padding() -> Double {
    typealias Constant = Toolbar.Constant
    return (Constant.minHeight - Constant.buttonWidth) * 0.5
}

func panelWidth() -> Double {
    typealias Constant = Panel.Constant
    let doubled = Constant.buttonWidth * 2
    return doubled
}

print(padding())
print(panelWidth())
