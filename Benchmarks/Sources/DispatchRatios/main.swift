// Paired wall-clock ratios. For each pair of cases (a DSL figure and its
// baseline) it alternates the two in short rounds within one process and
// reports the median of the per-round ratios. A change of load during the
// run (the machine is shared) slows both sides of a round alike, so it
// cancels out of each ratio, which separately timed benchmarks cannot do.
// `Scripts/benchmark-report` judges its budgets on these ratios.
//
//   swift build -c release --package-path Benchmarks --product DispatchRatios
//   .build/release/DispatchRatios [--rounds R] [--round-ms M] NUMERATOR DENOMINATOR [NUMERATOR DENOMINATOR ...]
//
// Prints one tab-separated line per pair: the two names, the median ratio,
// its first and third quartiles, and the median nanoseconds per call of each.
import DispatchFixtures

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Nanoseconds taken by `count` calls of `call`.
@inline(never)
func time(_ call: () -> Void, count: Int) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<count { call() }
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

/// The value at `fraction` of the sorted `values` (nearest rank).
func quantile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

/// Calls of `call` that take about `milliseconds`, measured after a warm-up.
func callsPerRound(_ call: () -> Void, milliseconds: Double) -> Int {
  var count = 64
  while true {
    let elapsed = time(call, count: count)
    if elapsed >= 5e6 || count >= 1 << 26 {
      return max(1, Int(Double(count) * milliseconds * 1e6 / elapsed))
    }
    count *= 4
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 101
var roundMilliseconds = 1.0
while let option = arguments.first, option.hasPrefix("--") {
  guard arguments.count >= 2, let value = Double(arguments[1]) else { break }
  if option == "--rounds" { rounds = Int(value) } else if option == "--round-ms" { roundMilliseconds = value }
  arguments.removeFirst(2)
}
let cases = dispatchCases() + installCases()
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2), rounds > 0 else {
  print("usage: DispatchRatios [--rounds R] [--round-ms M] NUMERATOR DENOMINATOR [NUMERATOR DENOMINATOR ...]")
  exit(2)
}
for pair in stride(from: 0, to: arguments.count, by: 2) {
  guard let numerator = cases.first(where: { $0.name == arguments[pair] }),
    let denominator = cases.first(where: { $0.name == arguments[pair + 1] })
  else {
    print("unknown case in: \(arguments[pair]) / \(arguments[pair + 1])")
    exit(2)
  }
  let top = numerator.setup()
  let bottom = denominator.setup()
  // Both sides run the same number of calls per round, sized on the faster.
  let count = min(
    callsPerRound(top, milliseconds: roundMilliseconds), callsPerRound(bottom, milliseconds: roundMilliseconds))
  var ratios: [Double] = []
  var topTimes: [Double] = []
  var bottomTimes: [Double] = []
  for round in 0..<rounds {
    // Alternate which side goes first, so neither always follows the other.
    let a: Double
    let b: Double
    if round.isMultiple(of: 2) {
      a = time(top, count: count)
      b = time(bottom, count: count)
    } else {
      b = time(bottom, count: count)
      a = time(top, count: count)
    }
    ratios.append(a / b)
    topTimes.append(a / Double(count))
    bottomTimes.append(b / Double(count))
  }
  let fields = [
    numerator.name, denominator.name, "\(quantile(ratios, 0.5))", "\(quantile(ratios, 0.25))",
    "\(quantile(ratios, 0.75))", "\(quantile(topTimes, 0.5))", "\(quantile(bottomTimes, 0.5))",
  ]
  print(fields.joined(separator: "\t"))
}
