// The cost of sweeping associated storage (issue 24): `compact()` over live
// hosts (every record tested, none removed), over dead hosts (every record
// removed), and the amortised sweep inside attaching values to short-lived
// hosts. Wall clock, best of several rounds, on whatever machine runs it:
// compare figures from one run, or runs made back to back.
//
//   swift run -c release --package-path Benchmarks SweepCost
import DelegateDSL

protocol SweepDelegate: AnyObject {
  func didSweep(_ host: SweepHost)
}

final class SweepHost {
  weak var delegate: (any SweepDelegate)?
}

extension DelegateEvents where Delegate == any SweepDelegate {
  var didSweep: Event<(SweepHost) -> Void> { .init() }
}

final class SweepProxy: DelegateProxy<any SweepDelegate>, SweepDelegate {
  func didSweep(_ h: SweepHost) { send(\.didSweep, h) { $0.didSweep(h) } }
}

extension SweepHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any SweepDelegate> {
    DelegateSlot(\SweepHost.delegate, proxy: SweepProxy.self)
  }
}

let clock = ContinuousClock()
let hostCount = 10_000
let rounds = 15
let handlers = Delegate(for: SweepDelegate.self) { On(\.didSweep) { _ in } }
let key = AssociatedKey<Int>("SweepCost.value")

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func best(_ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = clock.now
    body()
    best = min(best, microseconds(clock.now - start))
  }
  return best
}

func report(_ label: String, _ micros: Double, per count: Int) {
  let nanosPerHost = micros * 1000 / Double(count)
  print("\(label): \(Int(micros)) us (\(Int(nanosPerHost)) ns per host)")
}

AssociatedStorage.compact()

// compact() over live hosts with an installed handler: every record tested.
do {
  let hosts = (0..<hostCount).map { _ in SweepHost() }
  for host in hosts { handlers.install(on: host) }
  report("compact(), \(hostCount) live hosts with a handler", best { AssociatedStorage.compact() }, per: hostCount)
  withExtendedLifetime(hosts) {}
}
AssociatedStorage.compact()

// compact() over live hosts with a value.
do {
  let hosts = (0..<hostCount).map { _ in SweepHost() }
  for (index, host) in hosts.enumerated() { key[host] = index }
  report("compact(), \(hostCount) live hosts with a value", best { AssociatedStorage.compact() }, per: hostCount)
  withExtendedLifetime(hosts) {}
}
AssociatedStorage.compact()

// compact() removing dead hosts (values and handlers).
do {
  var total = 0.0
  for _ in 0..<rounds {
    do {
      let hosts = (0..<hostCount).map { _ in SweepHost() }
      for (index, host) in hosts.enumerated() {
        key[host] = index
        if index % 2 == 0 { handlers.install(on: host) }
      }
    }
    let start = clock.now
    AssociatedStorage.compact()
    let took = microseconds(clock.now - start)
    total = total == 0 ? took : min(total, took)
  }
  report("compact(), \(hostCount) dead hosts (values, half with a handler)", total, per: hostCount)
}

// Attaching to short-lived hosts, 1,000 alive at a time: the amortised sweeps.
do {
  let attaches = 100_000
  var ring = [SweepHost?](repeating: nil, count: 1_000)
  let micros = best {
    for index in 0..<attaches {
      let host = SweepHost()
      key[host] = index
      ring[index % ring.count] = host
    }
  }
  report("attach to short-lived hosts (amortised sweeps)", micros, per: attaches)
  withExtendedLifetime(ring) {}
}
