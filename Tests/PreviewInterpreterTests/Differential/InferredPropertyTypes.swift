// A stored property without a written type has the type of its default value: `var radius = 4.0` is a `Double`,
// so an integer literal given for it through the memberwise initialiser, however that is spelled, is one too.
struct Corner {
    var radius = 4.0
    var offset = -0.5
    var count = 2
}

print(Corner(radius: 20).radius)
print(Corner.init(radius: 21, offset: 3).offset)
let made: Corner = .init(radius: 22)
print(made.radius, made.offset, made.count)
func make() -> Corner { .init(offset: 1) }
print(make().offset, make().radius / 3)
