// Reliability, round 2: no `deinit` runs while the library holds a lock.
//
// Each fixture here has a hostile `deinit`: it records how many library locks
// its thread holds (`Lock.depthOnCurrentThread`, kept in debug builds) and
// then uses the library again: it cancels, installs, dispatches, assigns a
// real delegate or reads associated storage. Before the fix, each of D1–D3
// deadlocked; every scenario runs under a watchdog so that a regression
// fails loudly instead of hanging CI.
import Foundation
import Testing

@testable import DelegateDSL

/// Counts deinitialisers and remembers the most library locks any of them
/// ran under (which must be 0).
///
/// `@unchecked Sendable` is sound: both counters are only touched under `lock`.
final class DeinitProbe: @unchecked Sendable {
  private let lock = NSLock()
  private var runs = 0
  private var deepest = 0

  /// Called first thing in a hostile `deinit`.
  func enter() {
    let depth = Lock.depthOnCurrentThread
    lock.withLock {
      runs += 1
      deepest = max(deepest, depth)
    }
  }

  var deinitCount: Int { lock.withLock { runs } }
  var deepestLockDepth: Int { lock.withLock { deepest } }
}

/// Cancels a subscription when it dies: the everyday RAII habit.
final class CancelOnDeinit {
  let subscription: DelegateSubscription<any PingDelegate>
  let probe: DeinitProbe
  init(_ subscription: DelegateSubscription<any PingDelegate>, probe: DeinitProbe) {
    self.subscription = subscription
    self.probe = probe
  }
  deinit {
    probe.enter()
    subscription.cancel()
  }
}

/// Runs an arbitrary action when it dies.
final class OnDeinit {
  let probe: DeinitProbe
  let action: () -> Void
  init(_ probe: DeinitProbe, _ action: @escaping () -> Void) {
    self.probe = probe
    self.action = action
  }
  deinit {
    probe.enter()
    action()
  }
}

/// A real delegate whose `deinit` runs an action.
final class HostileRealDelegate: PingDelegate {
  let onDeinit: OnDeinit
  init(_ probe: DeinitProbe, _ action: @escaping () -> Void) { onDeinit = OnDeinit(probe, action) }
  func didPing(_ host: PingHost) {}
  func shouldPing(_ host: PingHost, _ value: Int) -> Bool { true }
}

/// A host that reads its own associated value and cancels in `deinit`.
final class HostileHost {
  static let key = AssociatedKey<Int>("HostileHost.value")
  let probe: DeinitProbe
  init(_ probe: DeinitProbe) { self.probe = probe }
  deinit {
    probe.enter()
    _ = Self.key[self]
    AssociatedStorage.removeAll(from: self)
  }
}

/// A `@ProxyableDelegate` host whose property is guarded by a lock, as a
/// host shared between threads must be.
///
/// `@unchecked Sendable` is sound: the wrapper is only touched under `lock`.
final class LockedManagedPingHost: @unchecked Sendable {
  private let lock = NSLock()
  @ProxyableDelegate private var storage: (any PingDelegate)?
  var delegate: (any PingDelegate)? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
}

extension LockedManagedPingHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\LockedManagedPingHost.delegate, proxy: PingDelegateProxy.self)
  }
}

@Suite("Reliability, round 2: no deinit runs under a library lock")
struct ForeignCodeUnderLockTests {
  /// D1: cancelling frees the cancelled handlers' captures; a capture that
  /// cancels another subscription of the same proxy in its `deinit` used to
  /// wait on the proxy's lock forever.
  @Test func cancellingFreesCapturesThatCancelOnTheSameProxy() {
    let probe = DeinitProbe()
    let host = PingHost()
    let a = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: host)
    var token: CancelOnDeinit? = CancelOnDeinit(a, probe: probe)
    let b = Delegate(for: PingDelegate.self) { On(\.didPing) { [token] _ in _ = token } }.install(on: host)
    token = nil
    Watchdog.run("D1: cancel whose released capture cancels on the same proxy") { b.cancel() }
    #expect(probe.deinitCount == 1)
    #expect(probe.deepestLockDepth == 0)
    #expect(!a.isActive && !b.isActive)
    #expect(host.delegate == nil, "both cancelled: the host's (empty) real delegate is back")
  }

  /// D1, every entry point: a released capture whose `deinit` uses the same
  /// proxy in every way (dispatch, install, describe, real delegate) while
  /// the proxy is being torn down.
  @Test func releasedCapturesMayUseTheProxyInEveryWay() {
    let probe = DeinitProbe()
    let host = PingHost()
    let real = CountingPingDelegate()
    host.delegate = real
    let keeper = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: host)
    let action = {
      host.ping()
      _ = keeper.proxy?.description
      _ = keeper.proxy?.realDelegate
      keeper.proxy?.realDelegate = real
      let again = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: host)
      again.cancel()
      _ = keeper.isActive
    }
    var capture: OnDeinit? = OnDeinit(probe, action)
    let doomed = Delegate(for: PingDelegate.self) { On(\.didPing) { [capture] _ in _ = capture } }.install(on: host)
    capture = nil
    Watchdog.run("D1: released capture that dispatches, installs and describes") { doomed.cancel() }
    #expect(probe.deinitCount == 1)
    #expect(probe.deepestLockDepth == 0)
    #expect(real.pings.value == 1, "the deinit's dispatch reached the real delegate")
    keeper.cancel()
    #expect(host.delegate === real)
  }

  /// D2: a sweep tests whether each host is alive by loading it strongly; a
  /// host whose last reference went away meanwhile used to run its `deinit`
  /// under the shard lock, and a `deinit` that reads its own storage
  /// deadlocked.
  @Test func sweepingWhileHostsDieRunsNoDeinitUnderTheShardLock() {
    let probe = DeinitProbe()
    let stop = AtomicFlag()
    let hosts = StressScale.rounds(100_000)
    Watchdog.run("D2: compact() racing hosts whose deinit uses associated storage") { progress in
      let sweeperDone = DispatchSemaphore(value: 0)
      let sweeper = Thread {
        while !stop.isSet { AssociatedStorage.compact() }
        sweeperDone.signal()
      }
      sweeper.start()
      var ring: [HostileHost?] = Array(repeating: nil, count: 1_000)
      for round in 0..<hosts {
        let host = HostileHost(probe)
        HostileHost.key[host] = round
        ring[round % ring.count] = host  // drops the host created 1,000 rounds ago
        if round % 64 == 0 { progress.tick() }
      }
      stop.set()
      sweeperDone.wait()  // a sweep in flight may hold the last hosts
      ring.removeAll()
    }
    #expect(probe.deinitCount == hosts)
    #expect(probe.deepestLockDepth == 0)
  }

  /// D3: the forwarding-cycle check walks the real-delegate chain under the
  /// process-wide assignment lock; a real delegate freed during the walk used
  /// to run its `deinit` there, and a `deinit` that assigns a real delegate
  /// blocked every later installation in the process.
  @Test func theCycleCheckRunsNoDeinitUnderTheAssignmentLock() {
    let probe = DeinitProbe()
    let stop = AtomicFlag()
    let first = PingHost()
    let second = PingHost()
    let third = PingHost()
    let a = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: first)
    let b = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: second)
    let c = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: third)
    let proxyA = a.proxy as! PingDelegateProxy
    let rounds = StressScale.rounds(50_000)
    Watchdog.run("D3: chain walk racing the release of a real delegate whose deinit assigns one") { progress in
      let walkerDone = DispatchSemaphore(value: 0)
      let walker = Thread {
        // Each assignment walks a → b → (b's real delegate).
        while !stop.isSet { proxyA.realDelegate = second.delegate }
        walkerDone.signal()
      }
      walker.start()
      for round in 0..<rounds {
        let real = HostileRealDelegate(probe) { c.proxy?.realDelegate = nil }
        b.proxy?.realDelegate = real
        b.proxy?.realDelegate = nil  // drops `real`, possibly mid-walk
        if round % 64 == 0 { progress.tick() }
      }
      stop.set()
      walkerDone.wait()
    }
    #expect(probe.deinitCount == rounds)
    #expect(probe.deepestLockDepth == 0)
    for subscription in [a, b, c] { subscription.cancel() }
  }

  /// D4: the last cancellation racing `host.delegate = r2` on a
  /// `@ProxyableDelegate` host must end with `r2` in every order.
  @Test func theLastCancellationNeverLosesAConcurrentAssignment() {
    let r1 = CountingPingDelegate()
    let r2 = CountingPingDelegate()
    var lost = 0
    for _ in 0..<2_000 {
      let host = LockedManagedPingHost()
      host.delegate = r1
      // `nonisolated(unsafe)` is sound: only one of the two concurrent
      // iterations touches `subscription` (a `DelegateSubscription` is not
      // `Sendable`, though `cancel()` may be called from any thread).
      nonisolated(unsafe) let subscription = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }
        .install(on: host)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { subscription.cancel() } else { host.delegate = r2 }
      }
      if host.delegate !== r2 { lost += 1 }
    }
    #expect(lost == 0)
  }

  /// D5: `AssociatedStorage.removeAll(from:)` leaves the library's proxies
  /// attached, so neither kind of host loses its real delegate or handlers.
  @Test(arguments: [false, true])
  func removingAllAssociatedValuesKeepsInstalledHandlers(managed: Bool) {
    let real = CountingPingDelegate()
    let handled = AtomicCounter()
    let host: any PingHosting = managed ? LockedManagedPingHost() : PingHost()
    host.delegate = real
    let subscription = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in handled.increment() } }.install(on: host)
    AssociatedStorage.removeAll(from: host)
    host.delegate?.didPing(PingHost())
    #expect(real.pings.value == 1, "the real delegate still receives the call")
    #expect(handled.value == 1, "the handlers still run")
    subscription.cancel()
    #expect(host.delegate === real, "the last cancellation restores the real delegate")
  }

  /// S2: a subscription whose host has died is no longer active.
  @Test func aSubscriptionIsInactiveOnceItsHostIsGone() {
    var host: PingHost? = PingHost()
    let subscription = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: host!)
    #expect(subscription.isActive)
    host = nil
    #expect(!subscription.isActive)
  }

  /// S5: a handler that captures its own proxy forms a cycle; once the host
  /// is gone and its storage swept, the cycle is broken.
  @Test func aHandlerCapturingItsOwnProxyIsFreedWithTheHost() {
    final class Holder: @unchecked Sendable {
      // `@unchecked Sendable` is sound: written once on the test's thread
      // before any dispatch, and only read afterwards.
      var proxy: DelegateProxy<any PingDelegate>?
    }
    weak var weakProxy: DelegateProxy<any PingDelegate>?
    var host: PingHost? = PingHost()
    do {
      let holder = Holder()
      let subscription = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in _ = holder.proxy } }
        .install(on: host!)
      holder.proxy = subscription.proxy
      weakProxy = subscription.proxy
    }
    host = nil
    AssociatedStorage.compact()
    #expect(weakProxy == nil)
  }
}

/// A one-way flag safe to set and read from any thread.
///
/// `@unchecked Sendable` is sound: `value` is only touched under `lock`.
final class AtomicFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// The two kinds of Ping host, behind one interface for parameterised tests.
protocol PingHosting: DelegateHost where DelegateProtocol == any PingDelegate {
  var delegate: (any PingDelegate)? { get set }
}

extension PingHost: PingHosting {}
extension LockedManagedPingHost: PingHosting {}
