// Dispatch, fan-out, install and allocation benchmarks, each DSL figure next
// to the hand-written baseline it is compared with (same process, same run).
// `Scripts/benchmark-report` turns a run into the ratio table.
import Benchmark
import DelegateDSL

/// Every dispatch benchmark: wall-clock time and mallocs, per call.
func dispatchConfiguration() -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000_000
  )
}

/// Registers a benchmark that calls `body` `scaledIterations` times.
func dispatch(_ name: String, _ setup: @escaping @Sendable () -> () -> Void) {
  Benchmark(name, configuration: dispatchConfiguration()) { benchmark in
    let call = setup()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { call() }
    benchmark.stopMeasurement()
  }
}

/// A host whose delegate is a hand-written closure delegate (baseline A).
func baselineA(_ configure: (ClosureDelegate, Counter) -> Void) -> (TickHost, AnyObject) {
  let counter = Counter()
  let host = TickHost()
  let delegate = ClosureDelegate()
  configure(delegate, counter)
  host.delegate = delegate
  return (host, delegate)
}

/// A host whose delegate forwards to a real delegate, then a closure (B).
func baselineB(_ configure: (ForwardingDelegate, Counter) -> Void) -> (TickHost, [AnyObject]) {
  let counter = Counter()
  let host = TickHost()
  let real = RealDelegate(counter)
  let delegate = ForwardingDelegate()
  delegate.real = real
  configure(delegate, counter)
  host.delegate = delegate
  return (host, [delegate, real])
}

/// A host with `handlers` DSL handlers per event and optionally a real delegate.
func dsl(handlers: Int, real: Bool) -> (TickHost, [AnyObject]) {
  let counter = Counter()
  let host = TickHost()
  let realDelegate = RealDelegate(counter)
  if real { host.delegate = realDelegate }
  definition(handlers: handlers, counter).install(on: host)
  return (host, [realDelegate, counter])
}

let benchmarks: @Sendable () -> Void = {
  // Void event, one argument, one handler, no real delegate — vs A.
  dispatch("A void1 hand-written") {
    let (host, keep) = baselineA { d, c in d.onTick = { _ in c.value &+= 1 } }
    return { withExtendedLifetime(keep) { host.tick() } }
  }
  dispatch("DSL void1 1 handler") {
    let (host, keep) = dsl(handlers: 1, real: false)
    return { withExtendedLifetime(keep) { host.tick() } }
  }
  // Void event, three arguments — vs A.
  dispatch("A void3 hand-written") {
    let (host, keep) = baselineA { d, c in d.onTick3 = { _, a, _ in c.value &+= a } }
    return { withExtendedLifetime(keep) { host.tick3() } }
  }
  dispatch("DSL void3 1 handler") {
    let (host, keep) = dsl(handlers: 1, real: false)
    return { withExtendedLifetime(keep) { host.tick3() } }
  }
  // Bool event, two arguments, real delegate + one handler, ANDed — vs B.
  dispatch("B bool2 hand-written") {
    let (host, keep) = baselineB { d, _ in d.onShould = { _, v in v >= 0 } }
    return { withExtendedLifetime(keep) { blackHole(host.shouldTick()) } }
  }
  dispatch("DSL bool2 real+1 handler") {
    let (host, keep) = dsl(handlers: 1, real: true)
    return { withExtendedLifetime(keep) { blackHole(host.shouldTick()) } }
  }
  // Bool event, three arguments — vs B.
  dispatch("B bool3 hand-written") {
    let (host, keep) = baselineB { d, _ in d.onShould3 = { _, a, _ in a >= 0 } }
    return { withExtendedLifetime(keep) { blackHole(host.shouldTick3()) } }
  }
  dispatch("DSL bool3 real+1 handler") {
    let (host, keep) = dsl(handlers: 1, real: true)
    return { withExtendedLifetime(keep) { blackHole(host.shouldTick3()) } }
  }
  // Fan-out: eight handlers on one event — vs the one-handler DSL figure.
  dispatch("DSL void1 8 handlers") {
    let (host, keep) = dsl(handlers: 8, real: false)
    return { withExtendedLifetime(keep) { host.tick() } }
  }
  // No handler for the event: only the real delegate answers — vs B minus the closure.
  dispatch("B bool2 real only hand-written") {
    let (host, keep) = baselineB { _, _ in }
    return { withExtendedLifetime(keep) { blackHole(host.shouldTick()) } }
  }
  dispatch("DSL bool2 real only") {
    let counter = Counter()
    let host = TickHost()
    let real = RealDelegate(counter)
    host.delegate = real
    Delegate(for: TickDelegate.self) { On(\.didTick) { _ in } }.install(on: host)
    return { withExtendedLifetime((real, counter)) { blackHole(host.shouldTick()) } }
  }

  // Installation: a 10-handler definition on a fresh host, then cancel — vs
  // allocating the host.
  let installConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 100_000
  )
  Benchmark("host allocation", configuration: installConfiguration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(TickHost()) }
  }
  Benchmark("DSL install+cancel 10 handlers", configuration: installConfiguration) { benchmark in
    let counter = Counter()
    let handlers = Delegate(for: TickDelegate.self) {
      for _ in 0..<10 { On(\.didTick) { _ in counter.value &+= 1 } }
    }
    for _ in benchmark.scaledIterations {
      let host = TickHost()
      handlers.install(on: host).cancel()
      blackHole(host)
    }
  }
}
