// inout parameters: the argument is copied in and written back when the call returns, at every depth of a
// recursion that passes its own parameter on.
func collect(_ n: Int, into result: inout [String: Int]) {
    guard n > 0 else { return }
    result["k\(n)"] = n * n
    collect(n - 1, into: &result)
}

func walk(_ depth: Int, path: inout [Int], longest: inout Int) {
    path.append(depth)
    longest = max(longest, path.count)
    if depth < 3 {
        walk(depth + 1, path: &path, longest: &longest)
        walk(depth + 2, path: &path, longest: &longest)
    }
    path.removeLast()
}

var squares: [String: Int] = [:]
collect(4, into: &squares)
print(squares.keys.sorted(), squares["k3"]!)

var path: [Int] = []
var longest = 0
walk(0, path: &path, longest: &longest)
print(path, longest)

func bump(_ value: inout Int, times: Int) {
    guard times > 0 else { return }
    value += 1
    bump(&value, times: times - 1)
}
var counter = 10
bump(&counter, times: 5)
print(counter)
