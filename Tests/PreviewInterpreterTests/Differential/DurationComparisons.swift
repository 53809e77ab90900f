// Duration is Comparable and AdditiveArithmetic, scales by numbers, and `.zero` beside one is its own zero.
let timeout: Duration = .seconds(2)
let elapsed = Duration.milliseconds(1500)
print(timeout > .zero, elapsed < timeout, elapsed == .milliseconds(1500), timeout - elapsed)
let waits: [Duration] = [.seconds(3), .zero, .milliseconds(250)]
print(waits.filter { $0 > .zero }.count, waits.max()!, waits.sorted().first!)
if timeout > .zero { print("positive") }
print(timeout * 3, timeout / 4, elapsed * 0.5, timeout / elapsed, timeout + .milliseconds(250) != timeout)
