// Dispatch without a lock (issue 12): a proxy publishes an immutable snapshot
// of its table, dispatches read it without locking, and replaced snapshots
// are reclaimed only once no dispatch can still be reading them. These tests
// check the three promises that come with that: retired snapshots don't pile
// up on a long-lived proxy under install/cancel churn while other threads
// dispatch; a handler cancelled during a dispatch stays valid for that
// dispatch and is released when it ends; and the locked fallback (older
// Apple OSes) behaves the same.
import Foundation
import Testing

@testable import DelegateDSL

/// Counts deinitialisations, from any thread.
///
/// `@unchecked Sendable` is sound: `count` is only touched under `lock`.
final class ReleaseCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

/// An object a handler captures; counts its own release.
final class Capture: Sendable {
  let released: ReleaseCounter
  init(_ released: ReleaseCounter) { self.released = released }
  func touch() {}
  deinit { released.increment() }
}

/// A flag, and a running maximum of samples with how many were taken and
/// how many were at most `drainedAtMost`, shared between threads.
///
/// `@unchecked Sendable` is sound: every field is only touched under `lock`.
final class SharedState: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false
  private var maximum = 0
  private var taken = 0
  private var drainedCount = 0
  /// A sample this small counts as drained.
  static let drainedAtMost = 8
  var isStopped: Bool { lock.withLock { stopped } }
  func stop() { lock.withLock { stopped = true } }
  func record(_ value: Int) {
    lock.withLock {
      maximum = max(maximum, value)
      taken += 1
      if value <= Self.drainedAtMost { drainedCount += 1 }
    }
  }
  var largest: Int { lock.withLock { maximum } }
  var samples: Int { lock.withLock { taken } }
  var drained: Int { lock.withLock { drainedCount } }
}

/// A churn test's host: a counting real delegate, a long-lived handler, and
/// what the test checks at the end.
struct ChurnFixture {
  let host = PingHost()
  let real = CountingPingDelegate()
  let permanent = AtomicCounter()
  let released = ReleaseCounter()
  let state = SharedState()

  init() { host.delegate = real }

  /// Installs the long-lived handler, which counts every dispatch.
  func installPermanent() -> DelegateSubscription<any PingDelegate> {
    let permanent = permanent
    return Delegate(for: PingDelegate.self) { On(\.didPing) { _ in permanent.increment() } }.install(on: host)
  }

  /// One round of churn: installs a handler that captures an object
  /// counting its release, and cancels it.
  func installAndCancel() {
    let capture = Capture(released)
    Delegate(for: PingDelegate.self) { On(\.didPing) { _ in capture.touch() } }.install(on: host).cancel()
  }

  /// After `rounds` rounds, with nobody reading: nothing retired is left,
  /// every round's capture was released, the long-lived handler ran for
  /// every dispatch, and cancelling it gives the host its real delegate.
  func expectSettled(
    _ publication: LockFreePublication, rounds: Int, keeper: DelegateSubscription<any PingDelegate>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(publication.retiredCount == 0, sourceLocation: sourceLocation)
    #expect(
      released.value == rounds, "every cancelled handler's captures were released", sourceLocation: sourceLocation)
    #expect(
      permanent.value == real.pings.value, "the long-lived handler ran for every dispatch",
      sourceLocation: sourceLocation)
    keeper.cancel()
    #expect(host.delegate === real, sourceLocation: sourceLocation)
  }
}

@Suite("Lock-free dispatch: snapshots and their reclamation")
struct LockFreeDispatchTests {
  /// Rounds of install + cancel in the churn test: 100,000, a tenth under a
  /// sanitizer (see `StressScale`), or `DELEGATEDSL_CHURN_ROUNDS`.
  static let churnRounds = StressScale.rounds(100_000, overriddenBy: "DELEGATEDSL_CHURN_ROUNDS")

  @Test(arguments: [false, true])
  func churnOnALongLivedProxyWhileOthersDispatchKeepsRetiredSnapshotsBounded(lockedReads: Bool) throws {
    let rounds = lockedReads ? Self.churnRounds / 10 : Self.churnRounds
    let churn = ChurnFixture()
    let (host, state) = (churn.host, churn.state)
    let keeper = lockedReads ? LockedReadsForTesting.during(churn.installPermanent) : churn.installPermanent()
    let proxy = try #require(keeper.proxy as? PingDelegateProxy)
    #expect(proxy.publication.isLocked == lockedReads)

    Watchdog.run("install/cancel churn against two dispatching threads") { progress in
      DispatchQueue.concurrentPerform(iterations: 3) { worker in
        guard worker == 0 else {
          while !state.isStopped { host.ping() }
          return
        }
        for round in 0..<rounds {
          churn.installAndCancel()
          if round % 16 == 0 {
            state.record(proxy.publication.retiredCount)
            progress.tick()
          }
        }
        state.stop()
      }
    }
    // One more dispatch with nobody else reading: its exit reclaims the rest.
    host.ping()
    proxy.publication.reclaim()

    // A reader preempted inside its read section holds back what is retired
    // meanwhile (here the writer gets a core exactly when a reader is
    // preempted, so up to a scheduler time slice of rounds, more on a loaded
    // machine: 18,500 seen with two other builds on two cores), but the
    // backlog never accumulates over the rounds (two retirements each): it
    // drains whenever readers do. A publication that stopped reclaiming
    // would fail both tests.
    let bound = max(4_096, rounds / 4)
    #expect(state.largest <= bound, "retired snapshots waiting at once (largest seen: \(state.largest))")
    #expect(
      state.drained * 20 >= state.samples,
      "the backlog drained (to \(SharedState.drainedAtMost) or fewer) in \(state.drained) of \(state.samples) samples")
    if ProcessInfo.processInfo.environment["DELEGATEDSL_REPORT"] != nil {
      print(
        "churn (\(lockedReads ? "locked" : "lock-free")): \(rounds) rounds, largest backlog \(state.largest), "
          + "drained in \(state.drained) of \(state.samples) samples")
    }
    churn.expectSettled(proxy.publication, rounds: rounds, keeper: keeper)
  }

  @Test func aHandlerCancelledDuringADispatchIsReleasedWhenTheDispatchEnds() throws {
    let host = PingHost()
    let released = ReleaseCounter()
    let victimCalls = AtomicCounter()
    var capture: Capture? = Capture(released)
    let victim = Delegate(for: PingDelegate.self) { [capture] in
      On(\.didPing) { _ in
        capture?.touch()
        victimCalls.increment()
      }
    }.install(on: host)
    capture = nil
    let releasedDuringTheDispatch = ReleaseCounter()
    let canceller = Delegate(for: PingDelegate.self) {
      On(\.didPing) { _ in
        victim.cancel()
        // This dispatch's snapshot still holds the victim's handler.
        if released.value > 0 { releasedDuringTheDispatch.increment() }
      }
    }.install(on: host)

    host.ping()
    #expect(releasedDuringTheDispatch.value == 0, "nothing was released under the running dispatch")
    #expect(released.value == 1, "released once the dispatch had ended")
    #expect(victimCalls.value == 1)
    host.ping()
    #expect(victimCalls.value == 1, "cancelled from the next call on")
    canceller.cancel()
  }

  /// A dispatch made from inside a host's delegate-property accessor runs
  /// under the host's installation lock; if it were the last reader out it
  /// would release retired snapshots (cancelled handlers' captures) there.
  /// Reclamation postpones on a thread that holds an installation lock.
  @Test func nothingIsReclaimedWhileTheThreadHoldsAnInstallationLock() {
    let released = ReleaseCounter()
    let publication = LockFreePublication.make(Capture(released))
    publication.lock.withLock { publication.publish(Capture(ReleaseCounter())) }  // retires the first
    let table = ProxyRegistry.Proxies.make()
    let installationLock = table.lock
    installationLock.withLock {
      installationLock.withLock { publication.reclaim() }
      publication.reclaim()
    }
    #expect(released.value == 0, "nothing released under the installation lock")
    #expect(publication.retiredCount == 1)
    #expect(!Lock.holdsRecursiveLock)
    publication.reclaim()
    #expect(released.value == 1, "released once the lock is gone")
    withExtendedLifetime(table) {}
    #expect(publication.retiredCount == 0)
  }

  @Test func lockedReadsCombineAndReleaseAsTheLockFreePathDoes() throws {
    let host = PingHost()
    let real = CountingPingDelegate()
    host.delegate = real
    let released = ReleaseCounter()
    let handled = AtomicCounter()
    let subscription = LockedReadsForTesting.during {
      let capture = Capture(released)
      return Delegate(for: PingDelegate.self) {
        On(\.didPing) { _ in
          capture.touch()
          handled.increment()
        }
        On(\.shouldPing) { _, value in value > 0 }
      }.install(on: host)
    }
    let proxy = try #require(subscription.proxy as? PingDelegateProxy)
    #expect(proxy.publication.isLocked)

    host.ping()
    #expect(real.pings.value == 1)
    #expect(handled.value == 1)
    #expect(host.shouldPing(1) == true)
    #expect(host.shouldPing(-1) == false, "the real delegate's true ANDed with the handler's false")
    #expect(real.questions.value == 2)
    subscription.cancel()
    #expect(released.value == 1)
    #expect(host.delegate === real)
  }
}
