// Integer arithmetic that reports overflow instead of trapping: the wrapped result and the flag, for `Int` and the
// narrower fixed-width types, including division by zero and the one signed division that overflows.
let big = Int.max.addingReportingOverflow(1)
print(big.partialValue == Int.min, big.overflow)
let (difference, borrowed) = Int.min.subtractingReportingOverflow(1)
print(difference == Int.max, borrowed)
print(6.multipliedReportingOverflow(by: 7))
print(Int.max.multipliedReportingOverflow(by: 2))
let none = 0
print(7.dividedReportingOverflow(by: none))
let negative = -1
print(Int.min.dividedReportingOverflow(by: negative).overflow)
print(7.remainderReportingOverflow(dividingBy: 2))

let small: Int8 = 100
let (sum, wrapped) = small.addingReportingOverflow(100)
print(sum, wrapped)
print(small.addingReportingOverflow(27))
let byte: UInt8 = 200
print(byte.multipliedReportingOverflow(by: 2))
print(byte.subtractingReportingOverflow(201))
let wide: Int32 = Int32.max
print(wide.multipliedReportingOverflow(by: wide))
let lowest = Int16.min, minusOne: Int16 = -1
let (quotient, failed) = lowest.dividedReportingOverflow(by: minusOne)
print(quotient, failed)
let zero: Int16 = 0
print(Int16(9).remainderReportingOverflow(dividingBy: zero))

func checkedSum(_ values: [Int]) -> Int? {
    var total = 0
    for value in values {
        let (next, overflow) = total.addingReportingOverflow(value)
        if overflow { return nil }
        total = next
    }
    return total
}
print(checkedSum([1, 2, 3]) ?? -1)
print(checkedSum([Int.max, 1]) ?? -1)
