// Test support: run a scenario that must not deadlock, and turn a hang into
// a clear failure instead of a CI job that never ends.
//
// The watchdog looks for a lack of progress, not for slowness: a scenario
// reports each round it completes (`progress.tick()`), and it is stopped only
// when no round completes for `stallSeconds`. A deadlocked library lock never
// completes another round; a slow machine (two shared cores, a sanitizer that
// makes everything 5 to 15 times slower) still completes one every few
// milliseconds, so however long the whole scenario takes, it is never
// reported as a deadlock. A scenario that reports no rounds is one round:
// then the limit is its total time.
import Foundation

enum Watchdog {
  /// How long a scenario may go without completing a round: 60 s, or
  /// `DELEGATEDSL_WATCHDOG_SECONDS`. One round takes milliseconds, even
  /// under a sanitizer on a loaded machine.
  static let defaultStallSeconds =
    ProcessInfo.processInfo.environment["DELEGATEDSL_WATCHDOG_SECONDS"].flatMap(Double.init) ?? 60

  /// Runs `body` on a fresh thread and waits for it, as long as it makes
  /// progress: if no round is reported (`progress.tick()`) for
  /// `stallSeconds`, the process is stopped with a message naming
  /// `scenario`: a deadlocked library lock would otherwise block every later
  /// test, so failing one test and carrying on is not an option.
  static func run(
    _ scenario: String, stallSeconds: Double = defaultStallSeconds, _ body: @escaping (WatchdogProgress) -> Void
  ) {
    let done = DispatchSemaphore(value: 0)
    let progress = WatchdogProgress()
    let work = Handoff { body(progress) }
    let thread = Thread {
      work.body()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    var seen = progress.rounds
    var lastProgress = Date()
    while done.wait(timeout: .now() + min(1, stallSeconds)) == .timedOut {
      let rounds = progress.rounds
      if rounds != seen {
        seen = rounds
        lastProgress = Date()
      } else if Date().timeIntervalSince(lastProgress) >= stallSeconds {
        fatalError(
          "DEADLOCK: \(scenario) made no progress for \(stallSeconds) s (\(rounds) rounds completed before)")
      }
    }
  }

  /// ``run(_:stallSeconds:_:)`` for a scenario of one round (one call that
  /// must return), which may take up to `seconds`.
  static func run(_ scenario: String, seconds: Double = defaultStallSeconds, _ body: @escaping () -> Void) {
    run(scenario, stallSeconds: seconds) { _ in body() }
  }
}

/// The rounds a watched scenario has completed, reported from any thread.
///
/// `@unchecked Sendable` is sound: `count` is only touched under `lock`.
final class WatchdogProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Records that one more round completed.
  func tick() { lock.withLock { count += 1 } }

  var rounds: Int { lock.withLock { count } }
}

/// Hands a closure to the watchdog's thread.
///
/// `@unchecked Sendable` is sound: the caller of ``Watchdog/run(_:stallSeconds:_:)``
/// blocks until `body` has returned (or stops the process), so `body` and its
/// captures are never used by two threads at once.
private final class Handoff: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
