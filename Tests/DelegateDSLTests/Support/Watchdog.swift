// Test support: run a scenario that must not deadlock, and turn a hang into
// a clear failure instead of a CI job that never ends.
import Foundation

enum Watchdog {
  /// Runs `body` on a fresh thread and waits up to `seconds` for it. If it has
  /// not finished by then, the process is stopped with a message naming
  /// `scenario`: a deadlocked library lock would otherwise block every later
  /// test, so failing one test and carrying on is not an option.
  /// The default limit: 120 s, or `DELEGATEDSL_WATCHDOG_SECONDS` (the
  /// sanitizer passes of CI, where everything runs 5 to 15 times slower, set
  /// 180). A deadlock never finishes, so a generous limit still catches it;
  /// a tight one catches slowness instead: the churn test's 100,000 rounds
  /// take 10 to 25 s in a debug build on two cores, and went over the former
  /// 30 s while other builds shared the machine.
  static let defaultSeconds =
    ProcessInfo.processInfo.environment["DELEGATEDSL_WATCHDOG_SECONDS"].flatMap(Double.init) ?? 120

  static func run(_ scenario: String, seconds: Double = defaultSeconds, _ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let work = Handoff(body)
    let thread = Thread {
      work.body()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    if done.wait(timeout: .now() + seconds) == .timedOut {
      fatalError("DEADLOCK: \(scenario) did not finish within \(seconds) s")
    }
  }
}

/// Hands a closure to the watchdog's thread.
///
/// `@unchecked Sendable` is sound: the caller of ``Watchdog/run(_:seconds:_:)``
/// blocks until `body` has returned (or stops the process), so `body` and its
/// captures are never used by two threads at once.
private final class Handoff: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
