// The protocol, host and hand-written baselines the benchmarks compare.
// A library target shared by the `DelegateDispatch` benchmarks and the
// `DispatchInstructions` callgrind harness, so both measure the same code.
import DelegateDSL
import Synchronization

protocol TickDelegate: AnyObject {
  func didTick(_ host: TickHost)
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int)
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool
}

/// The host calls its delegate through `weak var delegate`, as real hosts do.
final class TickHost {
  weak var delegate: (any TickDelegate)?
  var value = 0

  init() {}

  @inline(never) func tick() { delegate?.didTick(self) }
  @inline(never) func tick3() { delegate?.didTick3(self, value, 2) }
  @inline(never) func shouldTick() -> Bool { delegate?.shouldTick(self, value) ?? true }
  @inline(never) func shouldTick3() -> Bool { delegate?.shouldTick3(self, value, 2) ?? true }
}

/// Shared mutable sink, so handlers and baselines do the same work.
final class Counter {
  var value = 0
  init() {}
}

/// Baseline A: a conforming class that calls a stored closure (no real
/// delegate slot at all).
final class ClosureDelegate: TickDelegate {
  var onTick: (TickHost) -> Void = { _ in }
  var onTick3: (TickHost, Int, Int) -> Void = { _, _, _ in }
  var onShould: (TickHost, Int) -> Bool = { _, _ in true }
  var onShould3: (TickHost, Int, Int) -> Bool = { _, _, _ in true }
  init() {}
  func didTick(_ host: TickHost) { onTick(host) }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) { onTick3(host, a, b) }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool { onShould(host, value) }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool { onShould3(host, a, b) }
}

/// Baseline B: a conforming class that first calls a weak real delegate, then
/// a closure, ANDing the answers (BlocksKit's hand-written proxy subclasses).
/// With `real` left `nil` it is "B with an empty real-delegate slot".
final class ForwardingDelegate: TickDelegate {
  weak var real: (any TickDelegate)?
  var onTick: ((TickHost) -> Void)?
  var onTick3: ((TickHost, Int, Int) -> Void)?
  var onShould: ((TickHost, Int) -> Bool)?
  var onShould3: ((TickHost, Int, Int) -> Bool)?
  init() {}
  func didTick(_ host: TickHost) {
    real?.didTick(host)
    onTick?(host)
  }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) {
    real?.didTick3(host, a, b)
    onTick3?(host, a, b)
  }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool {
    let answer = real?.shouldTick(host, value) ?? true
    guard let onShould else { return answer }
    return onShould(host, value) && answer
  }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool {
    let answer = real?.shouldTick3(host, a, b) ?? true
    guard let onShould3 else { return answer }
    return onShould3(host, a, b) && answer
  }
}

/// The floor of any dispatch that reclaims its tables without a lock:
/// baseline B's real-delegate call inside the two atomic read-modify-writes a
/// reader-counted scheme makes around its read (an epoch or hazard counter
/// in and out, or a retain and release of the table). Not a design the
/// library could use (it protects nothing); the cost it cannot go below.
@available(macOS 15, *)
final class CountedForwardingDelegate: TickDelegate {
  weak var real: (any TickDelegate)?
  let readers = Atomic<Int>(0)
  init() {}
  func didTick(_ host: TickHost) { counted { real?.didTick(host) } }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) { counted { real?.didTick3(host, a, b) } }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool { counted { real?.shouldTick(host, value) ?? true } }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool {
    counted { real?.shouldTick3(host, a, b) ?? true }
  }
  @inline(__always)
  private func counted<Result>(_ body: () -> Result) -> Result {
    readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
    defer { readers.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
    return body()
  }
}

/// Baseline for fan-out: a hand-written class that checks its weak real
/// delegate, then calls every closure of an array (8 in the benchmark).
final class FanOutDelegate: TickDelegate {
  weak var real: (any TickDelegate)?
  var onTick: [(TickHost) -> Void] = []
  init() {}
  func didTick(_ host: TickHost) {
    real?.didTick(host)
    for closure in onTick { closure(host) }
  }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) { real?.didTick3(host, a, b) }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool { real?.shouldTick(host, value) ?? true }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool { real?.shouldTick3(host, a, b) ?? true }
}

/// Baseline for installation: what a hand-written "install" does, a class
/// holding the definition's 10 closures and the weak real delegate, assigned
/// as the host's delegate.
final class TenClosureDelegate: TickDelegate {
  weak var real: (any TickDelegate)?
  let closures: [(TickHost) -> Void]
  init(_ closures: [(TickHost) -> Void], real: (any TickDelegate)?) {
    self.closures = closures
    self.real = real
  }
  func didTick(_ host: TickHost) {
    real?.didTick(host)
    for closure in closures { closure(host) }
  }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) { real?.didTick3(host, a, b) }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool { real?.shouldTick(host, value) ?? true }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool { real?.shouldTick3(host, a, b) ?? true }
}

/// The real delegate in "B" comparisons.
final class RealDelegate: TickDelegate {
  let counter: Counter
  init(_ counter: Counter) { self.counter = counter }
  func didTick(_ host: TickHost) { counter.value &+= 1 }
  func didTick3(_ host: TickHost, _ a: Int, _ b: Int) { counter.value &+= a }
  func shouldTick(_ host: TickHost, _ value: Int) -> Bool {
    counter.value &+= 1
    return value >= 0
  }
  func shouldTick3(_ host: TickHost, _ a: Int, _ b: Int) -> Bool {
    counter.value &+= b
    return a >= 0
  }
}

// DelegateDSL support for the protocol.
extension DelegateEvents where Delegate == any TickDelegate {
  var didTick: Event<(TickHost) -> Void> { .init() }
  var didTick3: Event<(TickHost, Int, Int) -> Void> { .init() }
  var shouldTick: Event<(TickHost, Int) -> Bool> { .init(.all) }
  var shouldTick3: Event<(TickHost, Int, Int) -> Bool> { .init(.all) }
}

/// The proxy in the hot-path form: each event's key path in a `static let`,
/// so a dispatch doesn't instantiate the key-path literal (a runtime call, a
/// retain and a release) on every call.
final class TickDelegateProxy: DelegateProxy<any TickDelegate>, TickDelegate {
  static let didTick = \Events.didTick
  static let didTick3 = \Events.didTick3
  static let shouldTick = \Events.shouldTick
  static let shouldTick3 = \Events.shouldTick3

  func didTick(_ h: TickHost) { send(Self.didTick, h) { $0.didTick(h) } }
  func didTick3(_ h: TickHost, _ a: Int, _ b: Int) { send(Self.didTick3, h, a, b) { $0.didTick3(h, a, b) } }
  func shouldTick(_ h: TickHost, _ v: Int) -> Bool { send(Self.shouldTick, h, v) { $0.shouldTick(h, v) } }
  func shouldTick3(_ h: TickHost, _ a: Int, _ b: Int) -> Bool {
    send(Self.shouldTick3, h, a, b) { $0.shouldTick3(h, a, b) }
  }
}

/// The same proxy in the one-line form: a key-path literal per call.
final class LiteralTickDelegateProxy: DelegateProxy<any TickDelegate>, TickDelegate {
  func didTick(_ h: TickHost) { send(\.didTick, h) { $0.didTick(h) } }
  func didTick3(_ h: TickHost, _ a: Int, _ b: Int) { send(\.didTick3, h, a, b) { $0.didTick3(h, a, b) } }
  func shouldTick(_ h: TickHost, _ v: Int) -> Bool { send(\.shouldTick, h, v) { $0.shouldTick(h, v) } }
  func shouldTick3(_ h: TickHost, _ a: Int, _ b: Int) -> Bool {
    send(\.shouldTick3, h, a, b) { $0.shouldTick3(h, a, b) }
  }
}

extension TickHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any TickDelegate> {
    DelegateSlot(\TickHost.delegate, proxy: TickDelegateProxy.self)
  }
}

/// `\TickHost.delegate`, returned from a function the optimizer does not
/// inline, so that a slot built from it applies the key path at run time.
@inline(never)
func opaqueDelegateKeyPath() -> ReferenceWritableKeyPath<TickHost, (any TickDelegate)?> {
  \TickHost.delegate
}

/// A definition with `count` handlers on each event.
func definition(handlers count: Int, _ counter: Counter) -> Delegate<any TickDelegate> {
  Delegate(for: TickDelegate.self) {
    for _ in 0..<count {
      On(\.didTick) { _ in counter.value &+= 1 }
      On(\.didTick3) { _, a, _ in counter.value &+= a }
      On(\.shouldTick) { _, value in value >= 0 }
      On(\.shouldTick3) { _, a, _ in a >= 0 }
    }
  }
}

/// A definition with one handler, on `didTick` only (the real delegate alone
/// answers `shouldTick`).
func didTickOnly() -> Delegate<any TickDelegate> {
  Delegate(for: TickDelegate.self) { On(\.didTick) { _ in } }
}

/// A 10-handler definition on `didTick`, for the installation figures.
func tenHandlers(_ counter: Counter) -> Delegate<any TickDelegate> {
  Delegate(for: TickDelegate.self) {
    for _ in 0..<10 { On(\.didTick) { _ in counter.value &+= 1 } }
  }
}
