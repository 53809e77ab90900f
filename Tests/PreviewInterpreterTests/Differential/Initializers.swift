// Memberwise initialisers, defaults, custom initialisers and mutation.
struct Configuration {
    var title = "Untitled"
    var retries = 3
    var verbose = false
}

struct Account {
    let owner: String
    private(set) var balance: Double = 0

    mutating func deposit(_ amount: Double) { balance += amount }
}

struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
    var kelvin: Double { celsius + 273.15 }
}

let defaults = Configuration()
print(defaults.title, defaults.retries, defaults.verbose)
let custom = Configuration(title: "Nightly", verbose: true)
print(custom.title, custom.retries, custom.verbose)
var account = Account(owner: "Grace")
account.deposit(25)
account.deposit(17.5)
print(account.owner, account.balance)
let boiling = Temperature(fahrenheit: 212)
print(boiling.celsius, boiling.kelvin)
var copy = custom
copy.retries = 9
print(custom.retries, copy.retries)
