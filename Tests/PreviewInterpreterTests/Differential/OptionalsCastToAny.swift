// An optional cast to `Any` before it is printed (the usual way to silence the compiler's warning about printing an
// optional) is still the optional: Swift prints `Optional(…)` or `nil`, from a function's result, a variable, a
// property, in interpolation, `print` and `String(describing:)`.
func firstEven(_ values: [Int]) -> Int? { values.first { $0 % 2 == 0 } }

struct Profile {
    var nickname: String?
    var age: Int?
}

let found = firstEven([1, 3, 4])
let missing = firstEven([1, 3])
print(firstEven([2]) as Any)
print(found as Any, missing as Any)
print("found \(found as Any), missing \(missing as Any)")
print(String(describing: found as Any))
let profile = Profile(nickname: "Sam", age: nil)
print("\(profile.nickname as Any) \(profile.age as Any)")
let plain = 5
print(plain as Any, "\(plain as Any)")
