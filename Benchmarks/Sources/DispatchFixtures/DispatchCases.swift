// Every dispatch figure, DSL and hand-written, as a named setup that returns
// the call to repeat. The benchmarks and the callgrind harness both run this
// list, so a ratio and an instruction count always describe the same code.
import DelegateDSL
import Foundation

/// One measured call: `setup` builds the objects once and returns the call.
public struct DispatchCase: Sendable {
  /// The benchmark's name, as `Scripts/benchmark-report` looks it up.
  public let name: String
  /// Builds the objects once and returns the call to measure.
  public let setup: @Sendable () -> () -> Void
}

/// Keeps `value` observable, so the optimiser cannot drop the call that made it.
@_optimize(none) @inline(never)
public func keep(_ value: Bool) {}

/// A host whose delegate is `delegate`, and everything that must outlive it.
func host(delegate: any TickDelegate, real: RealDelegate?) -> (TickHost, [AnyObject]) {
  let host = TickHost()
  if let forwarding = delegate as? ForwardingDelegate { forwarding.real = real }
  if let fanOut = delegate as? FanOutDelegate { fanOut.real = real }
  host.delegate = delegate
  return (host, [delegate] + (real.map { [$0] } ?? []))
}

/// A host with `handlers` DSL handlers per event and optionally a real
/// delegate, served by the hot-path proxy or, with `literal`, by the
/// one-line form.
func dsl(handlers: Int, real: Bool, literal: Bool = false) -> (TickHost, [AnyObject]) {
  let counter = Counter()
  let host = TickHost()
  let realDelegate = RealDelegate(counter)
  if real { host.delegate = realDelegate }
  if literal {
    definition(handlers: handlers, counter).install(on: host, at: \.delegate, proxy: LiteralTickDelegateProxy.self)
  } else {
    definition(handlers: handlers, counter).install(on: host)
  }
  return (host, [realDelegate, counter])
}

/// A `GeneratedTickHost` with one handler per event, served by the proxy
/// delegate-adapter-generator wrote (its default form), and optionally a real delegate.
func generated(real: Bool) -> (GeneratedTickHost, [AnyObject]) {
  let counter = Counter()
  let host = GeneratedTickHost()
  let realDelegate = GeneratedTickRealDelegate()
  if real { host.delegate = realDelegate }
  Delegate(for: GeneratedTickDelegate.self) {
    On(\.didTick) { _ in counter.value &+= 1 }
    On(\.shouldTick) { _, value in value >= 0 }
  }.install(on: host)
  return (host, [realDelegate, counter])
}

/// Every dispatch case, baselines next to the DSL figures they bound.
public func dispatchCases() -> [DispatchCase] {
  [
    // Void event, one argument, one handler, no real delegate.
    DispatchCase(name: "A void1 hand-written") {
      let counter = Counter()
      let delegate = ClosureDelegate()
      delegate.onTick = { _ in counter.value &+= 1 }
      let (host, objects) = host(delegate: delegate, real: nil)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "B void1 empty real slot") {
      let counter = Counter()
      let delegate = ForwardingDelegate()
      delegate.onTick = { _ in counter.value &+= 1 }
      let (host, objects) = host(delegate: delegate, real: nil)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL void1 1 handler") {
      let (host, objects) = dsl(handlers: 1, real: false)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL literal void1 1 handler") {
      let (host, objects) = dsl(handlers: 1, real: false, literal: true)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "GEN void1 1 handler") {
      let (host, objects) = generated(real: false)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    // Void event, three arguments.
    DispatchCase(name: "A void3 hand-written") {
      let counter = Counter()
      let delegate = ClosureDelegate()
      delegate.onTick3 = { _, a, _ in counter.value &+= a }
      let (host, objects) = host(delegate: delegate, real: nil)
      return { withExtendedLifetime(objects) { host.tick3() } }
    },
    DispatchCase(name: "DSL void3 1 handler") {
      let (host, objects) = dsl(handlers: 1, real: false)
      return { withExtendedLifetime(objects) { host.tick3() } }
    },
    // Void event, real delegate + one handler.
    DispatchCase(name: "B void1 hand-written") {
      let counter = Counter()
      let delegate = ForwardingDelegate()
      delegate.onTick = { _ in counter.value &+= 1 }
      let (host, objects) = host(delegate: delegate, real: RealDelegate(counter))
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL void1 real+1 handler") {
      let (host, objects) = dsl(handlers: 1, real: true)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL literal void1 real+1 handler") {
      let (host, objects) = dsl(handlers: 1, real: true, literal: true)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    // Bool event, two arguments, real delegate + one handler, ANDed.
    DispatchCase(name: "B bool2 hand-written") {
      let delegate = ForwardingDelegate()
      delegate.onShould = { _, v in v >= 0 }
      let (host, objects) = host(delegate: delegate, real: RealDelegate(Counter()))
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "DSL bool2 real+1 handler") {
      let (host, objects) = dsl(handlers: 1, real: true)
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    // One-line handlers (`host.on(\.event) { … }`) against the same handler
    // installed by a one-entry definition: the same proxy, table and
    // dispatch, so the ratio should be 1.
    DispatchCase(name: "DSL one-liner void1 1 handler") {
      let counter = Counter()
      let host = TickHost()
      host.on(\.didTick) { _ in counter.value &+= 1 }
      return { withExtendedLifetime(counter) { host.tick() } }
    },
    DispatchCase(name: "DSL one-entry definition void1 1 handler") {
      let counter = Counter()
      let host = TickHost()
      Delegate(for: TickDelegate.self) { On(\.didTick) { _ in counter.value &+= 1 } }.install(on: host)
      return { withExtendedLifetime(counter) { host.tick() } }
    },
    DispatchCase(name: "DSL one-liner bool2 real+1 handler") {
      let counter = Counter()
      let host = TickHost()
      let realDelegate = RealDelegate(counter)
      host.delegate = realDelegate
      host.on(\.shouldTick) { _, value in value >= 0 }
      return { withExtendedLifetime(realDelegate) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "DSL one-entry definition bool2 real+1 handler") {
      let counter = Counter()
      let host = TickHost()
      let realDelegate = RealDelegate(counter)
      host.delegate = realDelegate
      Delegate(for: TickDelegate.self) { On(\.shouldTick) { _, value in value >= 0 } }.install(on: host)
      return { withExtendedLifetime(realDelegate) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "DSL literal bool2 real+1 handler") {
      let (host, objects) = dsl(handlers: 1, real: true, literal: true)
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "GEN bool2 real+1 handler") {
      let (host, objects) = generated(real: true)
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    // Bool event, three arguments.
    DispatchCase(name: "B bool3 hand-written") {
      let delegate = ForwardingDelegate()
      delegate.onShould3 = { _, a, _ in a >= 0 }
      let (host, objects) = host(delegate: delegate, real: RealDelegate(Counter()))
      return { withExtendedLifetime(objects) { keep(host.shouldTick3()) } }
    },
    DispatchCase(name: "DSL bool3 real+1 handler") {
      let (host, objects) = dsl(handlers: 1, real: true)
      return { withExtendedLifetime(objects) { keep(host.shouldTick3()) } }
    },
    // No handler for the event: only the real delegate answers.
    DispatchCase(name: "B bool2 real only hand-written") {
      let (host, objects) = host(delegate: ForwardingDelegate(), real: RealDelegate(Counter()))
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "B bool2 real only, 2 atomics") {
      guard #available(macOS 15, *) else { return {} }
      let delegate = CountedForwardingDelegate()
      let real = RealDelegate(Counter())
      delegate.real = real
      let (host, objects) = host(delegate: delegate, real: real)
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "DSL bool2 real only") {
      let counter = Counter()
      let host = TickHost()
      let real = RealDelegate(counter)
      host.delegate = real
      didTickOnly().install(on: host)
      let objects: [AnyObject] = [real, counter]
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    DispatchCase(name: "DSL literal bool2 real only") {
      let counter = Counter()
      let host = TickHost()
      let real = RealDelegate(counter)
      host.delegate = real
      didTickOnly().install(on: host, at: \.delegate, proxy: LiteralTickDelegateProxy.self)
      let objects: [AnyObject] = [real, counter]
      return { withExtendedLifetime(objects) { keep(host.shouldTick()) } }
    },
    // Fan-out: eight handlers on one event, no real delegate.
    DispatchCase(name: "B void1 8 closures") {
      let counter = Counter()
      let delegate = FanOutDelegate()
      delegate.onTick = (0..<8).map { _ in { _ in counter.value &+= 1 } }
      let (host, objects) = host(delegate: delegate, real: nil)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL void1 8 handlers") {
      let (host, objects) = dsl(handlers: 8, real: false)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    // A 40-event protocol with every event installed: the 1st and 40th event.
    DispatchCase(name: "DSL wide40 event 1") {
      let counter = Counter()
      let host = WideHost()
      wideDefinition(counter).install(on: host)
      return { withExtendedLifetime(counter) { host.first() } }
    },
    DispatchCase(name: "DSL wide40 event 40") {
      let counter = Counter()
      let host = WideHost()
      wideDefinition(counter).install(on: host)
      return { withExtendedLifetime(counter) { host.last() } }
    },
  ] + defaultedStatusCases() + optionalPagerCases() + throwingCases() + parkedReaderCases()
}

/// A closure and its result, handed to another thread and back.
private final class ThreadHandoff<Result>: @unchecked Sendable {
  // `@unchecked Sendable` is sound: the thread uses it between `start()` and
  // `signal()`, the caller before and after `wait()`, which order the two.
  var body: (() -> Result)?
  var result: Result?
  init() {}
}

/// Runs `body` on a new thread, waits for it, and returns its result.
func onAnotherThread<Result>(_ body: @escaping () -> Result) -> Result {
  let handoff = ThreadHandoff<Result>()
  handoff.body = body
  let done = DispatchSemaphore(value: 0)
  Thread {
    handoff.result = handoff.body?()
    done.signal()
  }.start()
  done.wait()
  return handoff.result!
}

/// Installation figures: one installation, then its cancellation, on a fresh
/// host, next to the hand-written equivalent.
public func installCases() -> [DispatchCase] {
  var cases = [
    DispatchCase(name: "hand-written install 10 closures") {
      let counter = Counter()
      let closures: [(TickHost) -> Void] = (0..<10).map { _ in { _ in counter.value &+= 1 } }
      return {
        let host = TickHost()
        let delegate = TenClosureDelegate(closures, real: host.delegate)
        host.delegate = delegate
        withExtendedLifetime(delegate) { keep(host.delegate == nil) }
      }
    },
    DispatchCase(name: "DSL install+cancel 10 handlers") {
      let handlers = tenHandlers(Counter())
      return {
        let host = TickHost()
        handlers.install(on: host).cancel()
        keep(host.delegate == nil)
      }
    },
    // For information: the same through `install(on:at:proxy:)`, the form
    // for hosts with several slots, with a key-path literal.
    DispatchCase(name: "DSL install+cancel 10 handlers, install(on:at:proxy:)") {
      let handlers = tenHandlers(Counter())
      return {
        let host = TickHost()
        handlers.install(on: host, at: \.delegate, proxy: TickDelegateProxy.self).cancel()
        keep(host.delegate == nil)
      }
    },
    // For information: the same, with the slot built from a key path the
    // compiler cannot see as a literal, so installation reads and writes
    // `delegate` through the key-path runtime (see `SlotAccessors`).
    DispatchCase(name: "DSL install+cancel 10 handlers, key path at run time") {
      let handlers = tenHandlers(Counter())
      let keyPath = opaqueDelegateKeyPath()
      return {
        let host = TickHost()
        handlers.install(on: host, at: DelegateSlot(keyPath, proxy: TickDelegateProxy.self)).cancel()
        keep(host.delegate == nil)
      }
    },
    // One-line handlers: install and cancel one handler on a new host, as
    // `host.on(\.event) { … }`, as a one-entry definition built at each
    // installation (what the one-liner replaces), and as one built once.
    DispatchCase(name: "DSL install+cancel one-liner") {
      let counter = Counter()
      return {
        let host = TickHost()
        host.on(\.didTick) { _ in counter.value &+= 1 }.cancel()
        keep(host.delegate == nil)
      }
    },
    DispatchCase(name: "DSL install+cancel one-entry definition, built per call") {
      let counter = Counter()
      return {
        let host = TickHost()
        Delegate(for: TickDelegate.self) { On(\.didTick) { _ in counter.value &+= 1 } }.install(on: host).cancel()
        keep(host.delegate == nil)
      }
    },
    DispatchCase(name: "DSL install+cancel one-entry definition, built once") {
      let counter = Counter()
      let handlers = Delegate(for: TickDelegate.self) { On(\.didTick) { _ in counter.value &+= 1 } }
      return {
        let host = TickHost()
        handlers.install(on: host).cancel()
        keep(host.delegate == nil)
      }
    },
    DispatchCase(name: "host allocation") {
      { keep(TickHost().delegate == nil) }
    },
    // For information: install + cancel on a long-lived host, whose proxy
    // this thread created, and the same when another thread created it.
    // Off the proxy's owner thread, every change that retires a snapshot
    // runs the heavy barrier of the owner's reader lane (`membarrier` on
    // x86-64 Linux; see LockFreePublication).
    DispatchCase(name: "DSL install+cancel 10 handlers, long-lived proxy") {
      let handlers = tenHandlers(Counter())
      let host = TickHost()
      let keeper = handlers.install(on: host)
      return { withExtendedLifetime(keeper) { handlers.install(on: host).cancel() } }
    },
    DispatchCase(name: "DSL install+cancel 10 handlers, long-lived proxy of another thread") {
      let handlers = tenHandlers(Counter())
      let host = TickHost()
      let keeper = onAnotherThread { handlers.install(on: host) }
      return { withExtendedLifetime(keeper) { handlers.install(on: host).cancel() } }
    },
  ]
  #if canImport(Foundation) && !canImport(ObjectiveC)
    // For information: a generic host, whose slot's key-path literal
    // (`\NSCache<KeyType, ObjectType>.delegate`) is instantiated on every
    // evaluation, so the slot must evaluate it only once. Includes the
    // cache's own work; compare it with its earlier figures, not with the
    // cases above.
    cases.append(
      DispatchCase(name: "DSL install+cancel 10 handlers, generic host (NSCache)") {
        let handlers = Delegate(for: NSCacheDelegate.self) {
          for _ in 0..<10 { On(\.willEvictObject) { _, _ in } }
        }
        let cache = NSCache<NSString, NSString>()
        return {
          handlers.install(on: cache).cancel()
          keep(cache.delegate == nil)
        }
      })
  #endif
  return cases
}
