// Every compound assignment the standard library declares for integers: wrapping arithmetic (a hash mixed the way
// a stable identifier is made), bit operations and shifts, as well as the plain ones.
var hash = 5381
for scalar in "previewd".unicodeScalars {
    hash &*= 33
    hash &+= Int(scalar.value)
}
print(hash)

var wrapped = Int.max
wrapped &+= 1
print(wrapped == Int.min)
wrapped &-= 1
print(wrapped == Int.max)

var flags = 0b1010
flags |= 0b0101
print(flags)
flags &= 0b0110
print(flags)
flags ^= 0b0011
print(flags)
flags <<= 3
print(flags)
flags >>= 2
print(flags)

var total = 10
total += 5
total -= 3
total *= 4
total /= 6
total %= 5
print(total)
