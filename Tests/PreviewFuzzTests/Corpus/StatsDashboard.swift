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
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
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
