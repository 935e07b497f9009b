// How often `sendIfImplemented` asks an optional event's implementation
// test: once per real delegate and event, however many dispatches follow,
// and again when the real delegate changes (a new real delegate publishes a
// new dispatch snapshot, which asks afresh). Each real delegate here counts
// the questions it is asked about itself, and the calls it receives.
import DelegateDSL
import Foundation
import Testing

enum MeteredMethod: Hashable {
  case didTick, shouldTick
}

protocol MeteredDelegate: AnyObject {
  /// Whether the delegate implements `method`; asked by the events' tests.
  func implements(_ method: MeteredMethod) -> Bool
  func didTick(_ odometer: Odometer, _ count: Int)
  func shouldTick(_ odometer: Odometer, _ count: Int) -> Bool
}

extension MeteredDelegate {
  func didTick(_ odometer: Odometer, _ count: Int) {}
  /// A made-up answer, which must never be combined as the delegate's.
  func shouldTick(_ odometer: Odometer, _ count: Int) -> Bool { false }
}

final class Odometer {
  weak var delegate: (any MeteredDelegate)?
}

extension DelegateEvents where Delegate == any MeteredDelegate {
  var didTick: Event<(Odometer, Int) -> Void> { optional(.init()) { $0.implements(.didTick) } }
  var shouldTick: Event<(Odometer, Int) -> Bool> { optional(.init(.all)) { $0.implements(.shouldTick) } }
}

final class MeteredDelegateProxy: DelegateProxy<any MeteredDelegate>, MeteredDelegate {
  func implements(_ method: MeteredMethod) -> Bool {
    switch method {
    case .didTick: handles(\.didTick)
    case .shouldTick: handles(\.shouldTick)
    }
  }
  func didTick(_ m: Odometer, _ c: Int) { sendIfImplemented(\.didTick, m, c) { $0.didTick(m, c) } }
  func shouldTick(_ m: Odometer, _ c: Int) -> Bool { sendIfImplemented(\.shouldTick, m, c) { $0.shouldTick(m, c) } }
}

extension Odometer: DelegateHost {
  static var delegateSlot: DelegateSlot<any MeteredDelegate> {
    DelegateSlot(\Odometer.delegate, proxy: MeteredDelegateProxy.self)
  }
}

/// A real delegate that implements `methods` and counts, under a lock (the
/// concurrent test asks from several threads), the questions and calls.
final class CountingMeteredDelegate: MeteredDelegate, @unchecked Sendable {
  // `@unchecked Sendable`: every mutable field is read and written with `lock` held.
  private let lock = NSLock()
  private let methods: Set<MeteredMethod>
  private var asked: [MeteredMethod: Int] = [:]
  private var ticks = 0

  init(implementing methods: Set<MeteredMethod>) { self.methods = methods }

  func implements(_ method: MeteredMethod) -> Bool {
    lock.withLock { asked[method, default: 0] += 1 }
    return methods.contains(method)
  }

  /// How many times an event's test asked about `method`.
  func questions(_ method: MeteredMethod) -> Int { lock.withLock { asked[method, default: 0] } }

  /// How many calls of `didTick` and `shouldTick` the delegate received.
  var calls: Int { lock.withLock { ticks } }

  func didTick(_ odometer: Odometer, _ count: Int) { lock.withLock { ticks += 1 } }
  func shouldTick(_ odometer: Odometer, _ count: Int) -> Bool {
    lock.withLock { ticks += 1 }
    return count % 2 == 0
  }
}

@Suite("The implementation test is asked once per real delegate")
struct ImplementationTestCachingTests {
  /// Installs a handler for both events on a odometer whose delegate is `real`.
  static func install(on odometer: Odometer, real: any MeteredDelegate, handled: TickCounter)
    -> DelegateSubscription<any MeteredDelegate>
  {
    odometer.delegate = real
    return Delegate(for: MeteredDelegate.self) {
      On(\.didTick) { _, _ in handled.increment() }
      On(\.shouldTick) { _, _ in
        handled.increment()
        return true
      }
    }.install(on: odometer)
  }

  @Test func manyDispatchesAskOncePerEvent() throws {
    let odometer = Odometer()
    let real = CountingMeteredDelegate(implementing: [.didTick, .shouldTick])
    let handled = TickCounter()
    let subscription = Self.install(on: odometer, real: real, handled: handled)
    let proxy = try #require(odometer.delegate)
    var answers: [Bool] = []
    for count in 0..<100 {
      proxy.didTick(odometer, count)
      answers.append(proxy.shouldTick(odometer, count))
    }
    #expect(real.questions(.didTick) == 1)
    #expect(real.questions(.shouldTick) == 1)
    // The real delegate took part in every dispatch: its `shouldTick` ANDed with the handler's `true`.
    #expect(real.calls == 200)
    #expect(handled.value == 200)
    #expect(answers == (0..<100).map { $0 % 2 == 0 })
    subscription.cancel()
  }

  @Test func aRealDelegateThatLacksTheMethodIsAskedOnceAndNeverCalled() throws {
    let odometer = Odometer()
    let real = CountingMeteredDelegate(implementing: [])
    let handled = TickCounter()
    let subscription = Self.install(on: odometer, real: real, handled: handled)
    let proxy = try #require(odometer.delegate)
    for count in 0..<50 {
      proxy.didTick(odometer, count)
      // Only the handler answers: not the protocol's made-up `false`.
      #expect(proxy.shouldTick(odometer, count))
    }
    #expect(real.questions(.didTick) == 1)
    #expect(real.questions(.shouldTick) == 1)
    #expect(real.calls == 0)
    #expect(handled.value == 100)
    subscription.cancel()
  }

  @Test func aNewRealDelegateIsAskedAfresh() throws {
    let odometer = Odometer()
    let first = CountingMeteredDelegate(implementing: [.shouldTick])
    let second = CountingMeteredDelegate(implementing: [.didTick, .shouldTick])
    let handled = TickCounter()
    let subscription = Self.install(on: odometer, real: first, handled: handled)
    let proxy = try #require(odometer.delegate)
    for count in 0..<20 { proxy.didTick(odometer, count) }
    #expect(first.questions(.didTick) == 1)
    #expect(first.calls == 0)

    subscription.proxy?.realDelegate = second
    for count in 0..<20 { proxy.didTick(odometer, count) }
    #expect(second.questions(.didTick) == 1)
    #expect(second.calls == 20)
    #expect(first.questions(.didTick) == 1)

    // Back to the first: asked again, once, and still not called.
    subscription.proxy?.realDelegate = first
    for count in 0..<20 { proxy.didTick(odometer, count) }
    #expect(first.questions(.didTick) == 2)
    #expect(first.calls == 0)
    #expect(second.questions(.didTick) == 1)
    #expect(handled.value == 60)
    subscription.cancel()
  }

  /// Threads that dispatch at once may each learn the answer (they store
  /// the same one): asked at most once per thread, and the answers stand.
  /// Run under `--sanitize=thread`, it checks that the answers are shared
  /// without a race.
  @Test func concurrentDispatchesShareTheAnswer() throws {
    let odometer = Odometer()
    let real = CountingMeteredDelegate(implementing: [.shouldTick])
    let handled = TickCounter()
    let subscription = Self.install(on: odometer, real: real, handled: handled)
    // `nonisolated(unsafe)` is sound: the threads only dispatch through the
    // proxy (dispatch is thread-safe) and pass the odometer along, which
    // nothing reads; `concurrentPerform` returns after every iteration.
    nonisolated(unsafe) let (proxy, unsafeOdometer) = (try #require(odometer.delegate), odometer)
    let threads = 4
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for count in 0..<250 {
        proxy.didTick(unsafeOdometer, count)
        _ = proxy.shouldTick(unsafeOdometer, count)
      }
    }
    #expect((1...threads).contains(real.questions(.didTick)))
    #expect((1...threads).contains(real.questions(.shouldTick)))
    #expect(real.calls == threads * 250)
    #expect(handled.value == threads * 500)
    subscription.cancel()
  }
}

/// A counter handlers on several threads may increment.
final class TickCounter: @unchecked Sendable {
  // `@unchecked Sendable`: `count` is read and written with `lock` held.
  private let lock = NSLock()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
