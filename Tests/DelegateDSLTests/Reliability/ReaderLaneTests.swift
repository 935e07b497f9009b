// The owner's reader lane (issue 28): a dispatch on the thread that created a
// proxy reads its snapshot through a word only that thread writes, with no
// read-modify-write; other threads, and a dispatch nested in a handler, use
// the reader counters. These tests check what that must not change: a write
// made on another thread while the owner is inside a dispatch releases
// nothing under it, and what it retired is released when that dispatch ends;
// the lane and the counters mix under churn with nothing lost or kept; and
// both ways of ordering the lane (plain stores with Linux's `membarrier` on
// the observers' side, or sequentially consistent stores) behave alike.
import Foundation
import Testing

@testable import DelegateDSL

/// A one-shot signal with a deadline, for two threads that take turns.
///
/// `@unchecked Sendable` is sound: `DispatchSemaphore` is thread-safe.
final class Turn: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  func give() { semaphore.signal() }
  /// Waits at most 30 s; whether the turn came.
  func take() -> Bool { semaphore.wait(timeout: .now() + 30) == .success }
}

/// A value handed to another thread that uses it only in its turn.
///
/// `@unchecked Sendable` is sound: the threads of a test take turns through
/// `Turn` (a semaphore: what one did before `give()` happens before what
/// the other does after `take()`), or the value is itself thread-safe (a
/// subscription, a publication).
final class Shared<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs `body` on a new thread and waits for it, at most 30 s.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = Turn()
  Thread {
    body()
    done.give()
  }.start()
  return done.take()
}

@Suite("Reliability: the owner's reader lane")
struct ReaderLaneTests {
  /// The two lane modes a publication can be created in.
  enum LaneMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Plain stores and the heavy barrier where it is available (x86-64
    /// Linux), sequentially consistent stores elsewhere.
    case platformDefault
    /// Sequentially consistent stores, as on arm64 and Apple platforms.
    case fenced

    var testDescription: String { rawValue }

    func creating<Result>(_ body: () throws -> Result) rethrows -> Result {
      switch self {
      case .platformDefault: try body()
      case .fenced: try FencedLaneForTesting.during(body)
      }
    }
  }

  @Test(arguments: LaneMode.allCases)
  func theOwnersSectionsUseTheLaneAndEveryOtherSectionACounter(mode: LaneMode) {
    let publication = mode.creating { LockFreePublication.make(Capture(ReleaseCounter())) }
    if mode == .fenced { #expect(!publication.usesAsymmetricFence) }
    let outer = publication.enter()
    #expect(outer.counter == PublicationReadSection.lane, "the creating thread reads through its lane")
    let nested = publication.enter()
    #expect(nested.counter == 0 || nested.counter == 1, "a nested section counts itself: the lane is taken")
    let shared = Shared(publication)
    let elsewhere = AtomicCounter()
    let finished = onAnotherThread {
      let section = shared.value.enter()
      if section.counter == 0 || section.counter == 1 { elsewhere.increment() }
      shared.value.exit(section)
    }
    #expect(finished)
    #expect(elsewhere.value == 1, "another thread counts itself")
    publication.exit(nested)
    publication.exit(outer)
    let again = publication.enter()
    #expect(again.counter == PublicationReadSection.lane, "the lane is free again once the owner has left it")
    publication.exit(again)
  }

  /// A reclamation that may release only the oldest retired objects does:
  /// A waits only for reader counter 0, B (retired later) also for the
  /// lane, so counter 0's last exit releases A and keeps B, and the lane's
  /// exit releases B. All on the owner's thread, in a fixed order.
  @Test(arguments: LaneMode.allCases)
  func aReclamationReleasesTheRetiredObjectsThatNoReaderHoldsAndKeepsTheRest(mode: LaneMode) throws {
    let (releasedA, releasedB) = (ReleaseCounter(), ReleaseCounter())
    let publication = mode.creating { LockFreePublication.make(Capture(releasedA)) }
    // A section on counter 0 that outlives the lane's: taken under the lane.
    let first = publication.enter()
    let onCounter = publication.enter()
    publication.exit(first)
    try #require(first.counter == PublicationReadSection.lane && onCounter.counter == 0)

    // A retires (sequence 0): counter 0 is busy, so A stays, and new
    // sections move to counter 1 (it had drained).
    publication.lock.withLock { publication.publish(Capture(releasedB)) }
    publication.reclaim()
    #expect(publication.retiredCount == 1)
    let onLane = publication.enter()
    try #require(onLane.counter == PublicationReadSection.lane)

    // B retires (sequence 1) while the lane and counter 0 are busy.
    publication.lock.withLock { publication.publish(Capture(ReleaseCounter())) }
    publication.reclaim()
    #expect(publication.retiredCount == 2)
    #expect(releasedA.value == 0 && releasedB.value == 0)

    // Counter 0's last exit: every word was seen free after A's retirement
    // (counter 1 and the lane then, counter 0 now), but the lane not since
    // B's.
    publication.exit(onCounter)
    #expect(releasedA.value == 1, "A: no reader can hold it")
    #expect(releasedB.value == 0, "B: the owner's section may hold it")
    #expect(publication.retiredCount == 1)

    publication.exit(onLane)
    #expect(releasedB.value == 1, "B, by the lane's exit")
    #expect(publication.retiredCount == 0)
  }

  /// A host whose proxy the calling thread creates (in `mode`), with a
  /// victim handler that captures an object counting its release, and a
  /// blocker handler that, in the second dispatch only, signals `inside`
  /// and waits for `cancelled`, noting whether the capture was released
  /// meanwhile. The first, made by `init`, is a warm-up: an event's first
  /// dispatch on a proxy takes the slow path (under the lock, with copies
  /// of the handlers), and the ones after it read the snapshot in a read
  /// section, as these tests need.
  final class BlockedDispatch {
    let host = PingHost()
    let released = ReleaseCounter()
    let victimCalls = AtomicCounter()
    let inside = Turn()
    let cancelled = Turn()
    let releasedWhileInside = AtomicCounter()
    let victim: DelegateSubscription<any PingDelegate>
    let blocker: DelegateSubscription<any PingDelegate>

    init(_ mode: LaneMode) {
      let (host, released, victimCalls) = (host, released, victimCalls)
      victim = mode.creating {
        let capture = Capture(released)
        return Delegate(for: PingDelegate.self) {
          On(\.didPing) { _ in
            capture.touch()
            victimCalls.increment()
          }
        }.install(on: host)
      }
      let (inside, cancelled, releasedWhileInside) = (inside, cancelled, releasedWhileInside)
      let blocks = AtomicCounter()
      blocker = Delegate(for: PingDelegate.self) {
        On(\.didPing) { _ in
          blocks.increment()
          guard blocks.value == 2 else { return }
          inside.give()
          // The victim is cancelled meanwhile; this dispatch's snapshot
          // still holds its handler.
          #expect(cancelled.take(), "the victim was cancelled within 30 s")
          if released.value > 0 { releasedWhileInside.increment() }
        }
      }.install(on: host)
      host.ping()
    }

    var publication: LockFreePublication? { (victim.proxy as? PingDelegateProxy)?.publication }
  }

  @Test(arguments: LaneMode.allCases)
  func aCancellationOnAnotherThreadWaitsForTheOwnersDispatchAndIsReleasedWhenItEnds(mode: LaneMode) throws {
    let blocked = BlockedDispatch(mode)
    let publication = try #require(blocked.publication)
    let shared = Shared(blocked)
    Thread {
      guard shared.value.inside.take() else { return }
      shared.value.victim.cancel()
      shared.value.cancelled.give()
    }.start()
    blocked.host.ping()  // On the owner's thread: through the lane.

    #expect(blocked.releasedWhileInside.value == 0, "nothing was released under the owner's dispatch")
    #expect(blocked.released.value == 1, "released when the owner's dispatch ended, by its own exit")
    #expect(publication.retiredCount == 0)
    #expect(blocked.victimCalls.value == 2)
    blocked.host.ping()
    #expect(blocked.victimCalls.value == 2, "cancelled from the next call on")
    blocked.blocker.cancel()
  }

  @Test(arguments: LaneMode.allCases)
  func aCancellationOnTheOwnersThreadDuringAnotherThreadsDispatchIsReleasedWhenThatEnds(mode: LaneMode) throws {
    let blocked = BlockedDispatch(mode)
    let publication = try #require(blocked.publication)
    let dispatcher = Turn()
    let shared = Shared(blocked)
    Thread {
      shared.value.host.ping()  // Another thread: through a reader counter.
      dispatcher.give()
    }.start()
    #expect(blocked.inside.take(), "the other thread's dispatch started")
    blocked.victim.cancel()  // On the owner's thread, while the other thread reads.
    #expect(blocked.released.value == 0, "retired, not released: another thread still reads it")
    blocked.cancelled.give()
    #expect(dispatcher.take(), "the other thread's dispatch ended")

    #expect(blocked.releasedWhileInside.value == 0)
    #expect(blocked.released.value == 1, "released by the last reader out")
    #expect(publication.retiredCount == 0)
    blocked.blocker.cancel()
  }

  /// Rounds of install + cancel on another thread while the owner
  /// dispatches: 20,000, a tenth under a sanitizer, or
  /// `DELEGATEDSL_CHURN_ROUNDS`.
  static let churnRounds = StressScale.rounds(20_000, overriddenBy: "DELEGATEDSL_CHURN_ROUNDS")

  @Test(arguments: LaneMode.allCases)
  func theOwnerDispatchingWhileAnotherThreadChurnsLosesNothingAndKeepsNothing(mode: LaneMode) throws {
    let rounds = Self.churnRounds
    let churn = ChurnFixture()
    let (host, state) = (churn.host, churn.state)
    let keeper = mode.creating(churn.installPermanent)
    let proxy = try #require(keeper.proxy as? PingDelegateProxy)

    let writer = Turn()
    Thread {
      for _ in 0..<rounds { churn.installAndCancel() }
      state.stop()
      writer.give()
    }.start()
    // The owner dispatches until the writer is done, for at most 5 minutes
    // (a deadlocked writer must fail the test, not hang the suite).
    let deadline = Date().addingTimeInterval(300)
    var owned = 0
    while !state.isStopped && Date() < deadline {
      host.ping()
      owned += 1
    }
    #expect(state.isStopped, "the writer finished \(rounds) rounds within 5 minutes")
    #expect(writer.take())

    host.ping()  // Nobody else reads now: this exit reclaims what is left.
    #expect(churn.real.pings.value == owned + 1)
    churn.expectSettled(proxy.publication, rounds: rounds, keeper: keeper)
  }

  @Test func theHeavyBarrierRunsWhereverItIsAvailable() {
    #if os(Linux) && arch(x86_64)
      // Informational where the kernel refuses it: the lane then uses
      // sequentially consistent stores, which the `fenced` cases test.
      if AsymmetricFence.isAvailable {
        #expect(AsymmetricFence.heavy())
        let publication = LockFreePublication.make(Capture(ReleaseCounter()))
        #expect(publication.usesAsymmetricFence, "x86-64 Linux with membarrier uses plain lane stores")
      }
    #else
      #expect(!AsymmetricFence.isAvailable)
    #endif
  }
}
