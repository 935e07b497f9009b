// A reader parked inside a handler (issue 36 §2): a handler that blocks on
// I/O, waits for a semaphore or runs a nested run loop holds back what was
// retired after it entered, as any grace period must. Before, every other
// dispatch's exit then tried to reclaim (the proxy's lock, and off the
// owner's thread the lane's heavy barrier): 76 → 1,591 ns per dispatch. Now
// only an exit that frees a word something waits for tries, so the parked
// reader costs one attempt per retirement. These tests count the attempts
// while another thread dispatches, with the reader parked in the owner's lane
// and on a reader counter, in both lane modes, and check that what was held
// back is released by the parked reader's own exit. (The cost itself is a
// case of `Scripts/benchmark-report`, not a timed test.)
import Foundation
import Testing

@testable import DelegateDSL

/// A value written by one thread and read by another after a `Turn`.
///
/// `@unchecked Sendable` is sound: the writer gives the turn after writing,
/// and the reader reads only after taking it (a semaphore orders the two).
final class Passed<Value>: @unchecked Sendable {
  var value: Value?
}

@Suite("Reliability: a reader parked in a handler")
struct ParkedReaderTests {
  /// Where the parked reader reads.
  enum Parked: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The proxy's owner thread, parked in a handler: through its lane.
    case inTheOwnersLane
    /// Another thread, parked in a handler: on a reader counter.
    case onACounter

    var testDescription: String { rawValue }
  }

  /// Dispatches on this thread, which doesn't own the proxy.
  static let dispatches = 1_000

  @Test(arguments: ReaderLaneTests.LaneMode.allCases, Parked.allCases)
  func otherDispatchesDontTryToReclaimWhatAParkedReaderHoldsBack(
    mode: ReaderLaneTests.LaneMode, parked: Parked
  ) throws {
    // The proxy's owner is a thread of its own, so that this one counts
    // itself on a reader counter, as the third thread did.
    let made = Turn()
    let left = Turn()
    let handoff = Passed<ReaderLaneTests.BlockedDispatch>()
    Thread {
      let blocked = ReaderLaneTests.BlockedDispatch(mode)
      handoff.value = blocked
      made.give()
      guard parked == .inTheOwnersLane else { return }
      blocked.host.ping()  // Parks in the blocker, through the owner's lane.
      left.give()
    }.start()
    #expect(made.take(), "the owner thread made the proxy")
    let blocked = try #require(handoff.value)
    let publication = try #require(blocked.publication)
    if parked == .onACounter {
      let shared = Shared(blocked)
      Thread {
        shared.value.host.ping()  // Parks in the blocker, on a counter.
        left.give()
      }.start()
    }
    #expect(blocked.inside.take(), "the reader parked within 30 s")

    blocked.victim.cancel()  // Retires the snapshot the parked reader reads.
    #expect(blocked.released.value == 0, "held back by the parked reader")
    let afterFirst = publication.reclaimAttempts
    for _ in 0..<Self.dispatches { blocked.host.ping() }
    #expect(
      publication.reclaimAttempts == afterFirst,
      "\(Self.dispatches) dispatches elsewhere made \(publication.reclaimAttempts - afterFirst) attempts")

    // A second retirement costs one attempt (its writer's), and the
    // dispatches after it none.
    let later = ReleaseCounter()
    do {
      let capture = Capture(later)
      Delegate(for: PingDelegate.self) { On(\.didPing) { _ in capture.touch() } }.install(on: blocked.host).cancel()
    }
    let afterSecond = publication.reclaimAttempts
    for _ in 0..<Self.dispatches { blocked.host.ping() }
    #expect(publication.reclaimAttempts == afterSecond)
    #expect(blocked.released.value == 0 && later.value == 0, "a grace period: kept while the reader is parked")
    #expect(publication.retiredCount > 0)

    blocked.cancelled.give()
    #expect(left.take(), "the parked reader left within 30 s")
    #expect(blocked.releasedWhileInside.value == 0, "nothing was released under the parked reader")
    #expect(blocked.released.value == 1, "released by the parked reader's own exit")
    #expect(later.value == 1)
    #expect(publication.retiredCount == 0)
    #expect(blocked.victimCalls.value == 2, "the victim ran in the warm-up and the parked dispatch only")
    blocked.blocker.cancel()
  }
}
