// The real delegate a proxy adopts at its first installation is kept in the
// proxy (frozen), and the definition's shared snapshot defers to it, so that
// such a host carries no snapshot of its own (issue 36, see
// `DispatchSnapshot`). These tests check that every later change of the
// real delegate (replaced, set to nil, released, scoped, the adopted one
// again) reaches dispatch, alone and while other threads dispatch, and that
// cancelling gives the host back the delegate it had.
import DelegateDSL
import Dispatch
import Foundation
import Testing

@testable import DelegateDSL

@Suite("The adopted real delegate: frozen in the proxy, read through the shared snapshot")
struct AdoptedRealDelegateTests {
  /// A definition every test installs: a handler per event, counting.
  static func definition(_ handled: AtomicCounter) -> Delegate<any PingDelegate> {
    Delegate(for: PingDelegate.self) {
      On(\.didPing) { _ in handled.increment() }
      On(\.shouldPing) { _, value in value >= 0 }
    }
  }

  /// The snapshot `proxy` publishes, read under its lock.
  static func snapshot(of proxy: DelegateProxy<any PingDelegate>) -> DispatchSnapshot {
    proxy.lock.withLock { proxy.currentSnapshot }
  }

  @Test func twoHostsThatAdoptedTheirRealDelegatesPublishOneSnapshot() throws {
    let handled = AtomicCounter()
    let definition = Self.definition(handled)
    let (first, second) = (PingHost(), PingHost())
    let (firstReal, secondReal) = (CountingPingDelegate(), CountingPingDelegate())
    first.delegate = firstReal
    second.delegate = secondReal
    let subscriptions = [definition.install(on: first), definition.install(on: second)]
    // The first dispatch of each event teaches the definition the proxy's key paths.
    first.ping()
    second.ping()
    #expect(first.shouldPing(1) == true)
    #expect(second.shouldPing(1) == true)
    let proxies = try subscriptions.map { try #require($0.proxy) }
    let snapshots = proxies.map(Self.snapshot(of:))
    #expect(snapshots[0] === snapshots[1], "both hosts publish the definition's snapshot")
    #expect(snapshots[0].defersToAdopted)
    #expect(firstReal.pings.value == 1 && secondReal.pings.value == 1, "each host reached its own real delegate")
    #expect(firstReal.questions.value == 1 && secondReal.questions.value == 1)
    #expect(handled.value == 2)
    #expect(proxies[0].realDelegate === firstReal && proxies[1].realDelegate === secondReal)
    for subscription in subscriptions { subscription.cancel() }
    #expect(first.delegate === firstReal && second.delegate === secondReal)
  }

  @Test func everyChangeAfterAdoptionReachesDispatch() throws {
    let handled = AtomicCounter()
    let definition = Self.definition(handled)
    let host = PingHost()
    let other = PingHost()
    var adopted: CountingPingDelegate? = CountingPingDelegate()
    let otherReal = CountingPingDelegate()
    host.delegate = adopted
    other.delegate = otherReal
    let subscription = definition.install(on: host)
    let otherSubscription = definition.install(on: other)
    let proxy = try #require(subscription.proxy)
    host.ping()
    other.ping()
    #expect(adopted?.pings.value == 1)
    let shared = Self.snapshot(of: other.delegate as! DelegateProxy<any PingDelegate>)
    #expect(Self.snapshot(of: proxy) === shared)

    // Replaced: the new one, and only it, receives the call.
    let replacement = CountingPingDelegate()
    proxy.realDelegate = replacement
    host.ping()
    #expect(replacement.pings.value == 1 && adopted?.pings.value == 1)
    #expect(Self.snapshot(of: proxy) !== shared)
    #expect(proxy.realDelegate === replacement)

    // Set to nil: nobody but the handler.
    proxy.realDelegate = nil
    host.ping()
    #expect(replacement.pings.value == 1 && adopted?.pings.value == 1)
    #expect(proxy.realDelegate == nil)

    // The adopted one again: the shared snapshot again.
    proxy.realDelegate = adopted
    host.ping()
    #expect(adopted?.pings.value == 2)
    #expect(Self.snapshot(of: proxy) === shared, "back to the definition's snapshot")

    // Scoped: the scope's delegate, then the adopted one restored. (A scope
    // is an installation of its own: the table stops being the plan alone,
    // and publishes snapshots of its own from then on.)
    let scoped = CountingPingDelegate()
    let scope = host.useRealDelegate(scoped, retained: false)
    host.ping()
    #expect(scoped.pings.value == 1 && adopted?.pings.value == 2)
    scope.cancel()
    host.ping()
    #expect(scoped.pings.value == 1 && adopted?.pings.value == 3)
    #expect(proxy.realDelegate === adopted)

    // Released: it dies, the handler still runs, the proxy forgets it.
    let watcher = AdoptedWeakBox(adopted)
    adopted = nil
    #expect(watcher.object == nil, "the adopted real delegate died")
    host.ping()
    #expect(host.shouldPing(3) == true)
    host.ping()
    #expect(proxy.realDelegate == nil)
    #expect(!proxy.lock.withLock { proxy.hasRealDelegate }, "a dispatch found it dead and forgot it")
    #expect(handled.value == 9)
    // The other host kept its own adopted delegate throughout.
    #expect(otherReal.pings.value == 1)
    other.ping()
    #expect(otherReal.pings.value == 2)

    subscription.cancel()
    otherSubscription.cancel()
    #expect(host.delegate == nil, "the dead real delegate is not given back")
    #expect(other.delegate === otherReal)
  }

  @Test func cancellingRestoresTheAdoptedRealDelegateAndAReinstallationAdoptsItAgain() throws {
    let handled = AtomicCounter()
    let definition = Self.definition(handled)
    let host = PingHost()
    let real = CountingPingDelegate()
    host.delegate = real
    for round in 1...3 {
      let subscription = definition.install(on: host)
      host.ping()
      #expect(real.pings.value == 2 * round - 1, "through the proxy")
      #expect(handled.value == round)
      #expect(try #require(subscription.proxy).realDelegate === real)
      subscription.cancel()
      #expect(host.delegate === real, "cancelling gives the host its real delegate back")
      host.ping()
      #expect(real.pings.value == 2 * round, "the host calls its real delegate directly")
      #expect(handled.value == round)
    }
  }

  @Test func aRealDelegateSetBeforeTheFirstInstallationIsAdopted() throws {
    let handled = AtomicCounter()
    let host = PingHost()
    let real = CountingPingDelegate()
    // A proxy registered before any installation, with its real delegate set
    // through it (as a URLSession's proxy is made by its initialiser).
    let proxy = PingDelegateProxy()
    proxy.realDelegate = real
    #expect(Self.snapshot(of: proxy) === DispatchSnapshot.adoptedEmpty)
    host.delegate = proxy
    ProxyRegistry.register(proxy, on: host, slot: PingHost.delegateSlot)
    let subscription = Self.definition(handled).install(on: host)
    host.ping()
    host.ping()
    #expect(real.pings.value == 2 && handled.value == 2)
    #expect(Self.snapshot(of: proxy).defersToAdopted)
    subscription.cancel()
  }

  /// Other threads dispatch while one changes the real delegate through
  /// every path: each dispatch runs the handler once and reaches at most one
  /// real delegate, the released ones are never reached after they die, and
  /// at the end the adopted one is back and reached alone.
  @Test func changesWhileOtherThreadsDispatch() throws {
    let handled = AtomicCounter()
    let host = PingHost()
    let adopted = CountingPingDelegate()
    host.delegate = adopted
    let subscription = Self.definition(handled).install(on: host)
    let proxy = try #require(subscription.proxy as? PingDelegateProxy)
    let dispatchers = 3
    let rounds = 300
    let pingsPerRound = 20
    let others = (0..<4).map { _ in CountingPingDelegate() }
    let released = AtomicCounter()
    let writerDone = AtomicCounter()
    let wrong = AtomicCounter()
    Watchdog.run("real delegates changed while other threads dispatch") { progress in
      DispatchQueue.concurrentPerform(iterations: dispatchers + 1) { worker in
        if worker == 0 {
          for round in 0..<rounds {
            switch round % 6 {
            case 0: proxy.realDelegate = others[round % others.count]
            case 1: proxy.realDelegate = nil
            case 2: proxy.realDelegate = adopted
            case 3:
              // One that dies right away, while others may be calling it.
              proxy.realDelegate = ReleaseCountingPingDelegate(released)
            case 4: host.useRealDelegate(others[round % others.count], retained: true).cancel()
            default:
              let scope = host.useRealDelegate(ReleaseCountingPingDelegate(released), retained: true)
              scope.cancel()
            }
            progress.tick()
          }
          proxy.realDelegate = adopted
          writerDone.increment()
        } else {
          while writerDone.value == 0 {
            for value in 0..<pingsPerRound {
              host.ping()
              if host.shouldPing(value) != true { wrong.increment() }
            }
            progress.tick()
          }
        }
      }
    }
    let reached = adopted.pings.value + others.reduce(0) { $0 + $1.pings.value }
    #expect(wrong.value == 0, "every answer combined the handler's true with a real delegate's or none")
    #expect(reached <= handled.value, "a dispatch reaches at most one real delegate")
    #expect(released.value == rounds / 6 * 2, "every short-lived real delegate was released")
    // Settled: the adopted one again, reached alone.
    let before = (adopted.pings.value, others.map { $0.pings.value }, handled.value)
    host.ping()
    #expect(adopted.pings.value == before.0 + 1)
    #expect(others.map { $0.pings.value } == before.1)
    #expect(handled.value == before.2 + 1)
    #expect(proxy.realDelegate === adopted)
    subscription.cancel()
    #expect(host.delegate === adopted)
  }
}

/// A real delegate that counts its own release, and answers `true`.
final class ReleaseCountingPingDelegate: PingDelegate, Sendable {
  let released: AtomicCounter
  init(_ released: AtomicCounter) { self.released = released }
  func didPing(_ host: PingHost) {}
  func shouldPing(_ host: PingHost, _ value: Int) -> Bool { true }
  deinit { released.increment() }
}

/// A weak reference to an object, to watch it die.
final class AdoptedWeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object?) { self.object = object }
}
