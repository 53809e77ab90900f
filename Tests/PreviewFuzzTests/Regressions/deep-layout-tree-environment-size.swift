// Finding: 500 modifiers appended to a view (fuzz seed 24301, iteration 10) build a layout tree ~1,000 levels deep;
// ElementBuilder.element passes EnvironmentValues by value at each level, and an environment grown by an unboxed
// gradient paint (its background style) overflowed the stack (SIGSEGV). Paint's gradients are boxed since.
// seed 24301, iteration 10, from StatsDashboard.swift: append 500 modifiers at line 49
import SwiftUI

func fibonacci(_ n: Int) -> Int {
    n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2)
}

func collatzSteps(_ start: Int) -> Int {
    var n = start
    var steps = 0
    while n != 1 && steps < 500 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    }
    return steps
}

func primes(upTo limit: Int) -> [Int] {
    var result: [Int] = []
    var candidate = 2
    repeat {
        var isPrime = true
        var divisor = 2
        while divisor * divisor <= candidate {
            if candidate % divisor == 0 {
                isPrime = false
                break
            }
            divisor += 1
        }
        if isPrime { result.append(candidate) }
        candidate += 1
    } while candidate <= limit
    return result
}

struct StatTile: View {
    let title: String
    let value: Int

    var body: some View {
        VStack {
            Text("\(value)")
                .font(.title.monospacedDigit())
            Text(title)
                .font(.caption)
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1)).id(1).padding().frame(width: 10).overlay(Circle()).background(Color.red).frame(maxWidth: .infinity).offset(x: 1).hidden().font(.title).background(Color.red).background(Color.red).clipShape(Capsule()).border(Color.black).shadow(radius: 1).shadow(radius: 1).overlay(Circle()).hidden().cornerRadius(2).border(Color.black).hidden().clipShape(Capsule()).frame(maxWidth: .infinity).hidden().hidden().opacity(0.5).frame(width: 10).clipShape(Capsule()).clipShape(Capsule()).padding(1).foregroundColor(.red).shadow(radius: 1).foregroundColor(.red).cornerRadius(2).background(Color.red).font(.title).id(1).overlay(Circle()).overlay(Circle()).offset(x: 1).offset(x: 1).hidden().environment(\.colorScheme, .dark).clipShape(Capsule()).environment(\.colorScheme, .dark).cornerRadius(2).clipShape(Capsule()).shadow(radius: 1).border(Color.black).shadow(radius: 1).hidden().fixedSize().border(Color.black).hidden().background(Color.red).frame(width: 10).border(Color.black).border(Color.black).opacity(0.5).offset(x: 1).opacity(0.5).frame(maxWidth: .infinity).offset(x: 1).overlay(Circle()).frame(width: 10).frame(maxWidth: .infinity).overlay(Circle()).opacity(0.5).environment(\.colorScheme, .dark).bold().hidden().environment(\.colorScheme, .dark).font(.title).fixedSize().opacity(0.5).cornerRadius(2).font(.title).bold().id(1).background(Color.red).padding().overlay(Circle()).background(Color.red).hidden().shadow(radius: 1).shadow(radius: 1).fixedSize().border(Color.black).foregroundColor(.red).frame(width: 10).fixedSize().clipShape(Capsule()).hidden().cornerRadius(2).hidden().padding().clipShape(Capsule()).cornerRadius(2).hidden().padding(1).hidden().id(1).overlay(Circle()).padding().cornerRadius(2).environment(\.colorScheme, .dark).opacity(0.5).bold().padding().frame(maxWidth: .infinity).cornerRadius(2).fixedSize().offset(x: 1).padding().border(Color.black).frame(width: 10).fixedSize().environment(\.colorScheme, .dark).environment(\.colorScheme, .dark).clipShape(Capsule()).offset(x: 1).padding().clipShape(Capsule()).environment(\.colorScheme, .dark).bold().cornerRadius(2).background(Color.red).opacity(0.5).hidden().opacity(0.5).padding().font(.title).environment(\.colorScheme, .dark).padding().bold().padding(1).padding(1).foregroundColor(.red).hidden().bold().border(Color.black).shadow(radius: 1).frame(maxWidth: .infinity).padding().frame(width: 10).hidden().shadow(radius: 1).opacity(0.5).bold().hidden().id(1).id(1).shadow(radius: 1).padding().shadow(radius: 1).hidden().hidden().environment(\.colorScheme, .dark).opacity(0.5).id(1).padding().offset(x: 1).padding().border(Color.black).fixedSize().offset(x: 1).foregroundColor(.red).cornerRadius(2).opacity(0.5).bold().fixedSize().opacity(0.5).frame(width: 10).hidden().fixedSize().frame(width: 10).font(.title).clipShape(Capsule()).shadow(radius: 1).font(.title).fixedSize().overlay(Circle()).opacity(0.5).frame(maxWidth: .infinity).background(Color.red).clipShape(Capsule()).frame(width: 10).padding(1).foregroundColor(.red).clipShape(Capsule()).padding(1).border(Color.black).frame(width: 10).frame(maxWidth: .infinity).id(1).hidden().frame(maxWidth: .infinity).environment(\.colorScheme, .dark).background(Color.red).bold().hidden().offset(x: 1).opacity(0.5).offset(x: 1).bold().clipShape(Capsule()).border(Color.black).foregroundColor(.red).font(.title).hidden().bold().environment(\.colorScheme, .dark).padding(1).frame(width: 10).opacity(0.5).overlay(Circle()).padding().frame(width: 10).opacity(0.5).offset(x: 1).offset(x: 1).hidden().clipShape(Capsule()).shadow(radius: 1).frame(maxWidth: .infinity).environment(\.colorScheme, .dark).padding(1).padding().opacity(0.5).border(Color.black).padding().id(1).hidden().border(Color.black).cornerRadius(2).border(Color.black).padding(1).overlay(Circle()).id(1).opacity(0.5).frame(width: 10).hidden().clipShape(Capsule()).background(Color.red).font(.title).background(Color.red).background(Color.red).border(Color.black).padding().padding(1).border(Color.black).font(.title).padding(1).hidden().padding(1).padding().shadow(radius: 1).font(.title).overlay(Circle()).shadow(radius: 1).padding().environment(\.colorScheme, .dark).fixedSize().background(Color.red).foregroundColor(.red).foregroundColor(.red).opacity(0.5).fixedSize().border(Color.black).fixedSize().background(Color.red).overlay(Circle()).font(.title).border(Color.black).font(.title).foregroundColor(.red).background(Color.red).overlay(Circle()).opacity(0.5).padding(1).shadow(radius: 1).shadow(radius: 1).environment(\.colorScheme, .dark).environment(\.colorScheme, .dark).font(.title).frame(maxWidth: .infinity).foregroundColor(.red).foregroundColor(.red).opacity(0.5).foregroundColor(.red).shadow(radius: 1).background(Color.red).frame(maxWidth: .infinity).foregroundColor(.red).cornerRadius(2).padding(1).padding(1).offset(x: 1).font(.title).font(.title).padding(1).foregroundColor(.red).padding(1).fixedSize().clipShape(Capsule()).opacity(0.5).cornerRadius(2).cornerRadius(2).border(Color.black).cornerRadius(2).bold().shadow(radius: 1).hidden().foregroundColor(.red).frame(width: 10).border(Color.black).overlay(Circle()).hidden().foregroundColor(.red).bold().offset(x: 1).bold().cornerRadius(2).hidden().opacity(0.5).bold().border(Color.black).fixedSize().padding().id(1).border(Color.black).background(Color.red).foregroundColor(.red).padding().environment(\.colorScheme, .dark).foregroundColor(.red).opacity(0.5).overlay(Circle()).padding(1).overlay(Circle()).padding().bold().background(Color.red).frame(maxWidth: .infinity).fixedSize().environment(\.colorScheme, .dark).bold().font(.title).cornerRadius(2).background(Color.red).environment(\.colorScheme, .dark).frame(maxWidth: .infinity).cornerRadius(2).id(1).overlay(Circle()).cornerRadius(2).frame(maxWidth: .infinity).frame(width: 10).bold().fixedSize().background(Color.red).hidden().border(Color.black).id(1).hidden().border(Color.black).padding().frame(width: 10).padding(1).frame(width: 10).offset(x: 1).frame(maxWidth: .infinity).hidden().border(Color.black).environment(\.colorScheme, .dark).padding(1).shadow(radius: 1).background(Color.red).shadow(radius: 1).cornerRadius(2).frame(width: 10).foregroundColor(.red).font(.title).id(1).font(.title).environment(\.colorScheme, .dark).padding().environment(\.colorScheme, .dark).foregroundColor(.red).font(.title).clipShape(Capsule()).border(Color.black).environment(\.colorScheme, .dark).hidden().border(Color.black).environment(\.colorScheme, .dark).border(Color.black).border(Color.black).padding(1).font(.title).frame(maxWidth: .infinity).border(Color.black).background(Color.red).padding(1).border(Color.black).border(Color.black).font(.title).cornerRadius(2).offset(x: 1).clipShape(Capsule()).clipShape(Capsule()).cornerRadius(2).frame(maxWidth: .infinity).offset(x: 1).padding().border(Color.black).offset(x: 1).frame(width: 10).opacity(0.5).clipShape(Capsule()).id(1).hidden().font(.title).font(.title).shadow(radius: 1).font(.title).clipShape(Capsule()).opacity(0.5).padding().clipShape(Capsule()).frame(maxWidth: .infinity).opacity(0.5).frame(width: 10).bold().background(Color.red).frame(width: 10).padding(1).frame(maxWidth: .infinity).id(1).environment(\.colorScheme, .dark).font(.title).foregroundColor(.red).background(Color.red).border(Color.black).padding().padding().overlay(Circle()).foregroundColor(.red).frame(width: 10).bold().hidden().border(Color.black).opacity(0.5).background(Color.red).clipShape(Capsule()).hidden().id(1).fixedSize().overlay(Circle()).fixedSize().id(1).opacity(0.5).padding().padding(1).padding().offset(x: 1).frame(maxWidth: .infinity).bold().padding().id(1).overlay(Circle()).hidden().padding(1).id(1).environment(\.colorScheme, .dark).background(Color.red).bold().border(Color.black).shadow(radius: 1).id(1).padding(1).shadow(radius: 1).clipShape(Capsule()).offset(x: 1).background(Color.red).offset(x: 1).opacity(0.5).foregroundColor(.red).environment(\.colorScheme, .dark).frame(width: 10).id(1).environment(\.colorScheme, .dark).padding(1).border(Color.black).padding().hidden().foregroundColor(.red).foregroundColor(.red).font(.title).foregroundColor(.red).overlay(Circle())
    }
}

struct StatsDashboard: View {
    var body: some View {
        let found = primes(upTo: 50)
        VStack(spacing: 12) {
            HStack {
                StatTile(title: "fib(15)", value: fibonacci(15))
                StatTile(title: "collatz(27)", value: collatzSteps(27))
            }
            HStack {
                StatTile(title: "primes ≤ 50", value: found.count)
                StatTile(title: "largest", value: found.last ?? 0)
            }
            HStack(spacing: 2) {
                ForEach(found, id: \.self) { prime in
                    Rectangle()
                        .fill(Color.teal)
                        .frame(width: 4, height: CGFloat(prime))
                }
            }
        }
        .padding()
    }
}

#Preview {
    StatsDashboard()
}
