// Internal: releases, soon after its host dies, what a host that cannot tell
// its own death keeps: streams, and owned real delegates.
//
// A host whose delegate property is a `@ProxyableDelegate` tells its death
// (`HostObituary`). Any other host (a `weak var` or `var` property of a class
// you do not own) cannot, and Swift offers no callback when an object is
// deallocated, so its record must be tested. Most records need no haste:
// values and handlers of a dead host are released at the next sweep. Two
// things do: a `for await` loop over a stream waits for the stream to end,
// and an owned real delegate (a strong slot) should not outlive its host.
// Installation marks records that hold either as `watched`.
//
// THE REAPER. While at least one watched record of a host that does not tell
// its death exists, one thread wakes every `interval` and sweeps only the
// watched records (`HostRegistry.reapWatched()`, with the sweep's own test,
// `HostRegistry.Shard.isAlive`). When the count drops to zero, the thread
// ends at its next wake-up; the next watched record starts a new one. No
// watched record, no thread, no cost (Design Rationale, "Streams end when
// their host goes away").
//
// LOCKS. `watch()` and `unwatch()` are called with a shard lock held, and take
// only the reaper's own lock (shard, then reaper: the reaper thread takes the
// two one after the other, never nested the other way).

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// `@unchecked Sendable` is sound: `watched` and `running` are only touched
/// under `lock`.
final class DeadHostReaper: @unchecked Sendable {
  static let shared = DeadHostReaper()

  /// How long the reaper sleeps between sweeps: 100 ms.
  static let intervalMicroseconds: UInt32 = 100_000

  private let lock = Lock()
  /// Watched records of hosts that do not tell their death.
  @exclusivity(unchecked)
  private var watched = 0
  /// Whether a reaper thread is running (or about to).
  @exclusivity(unchecked)
  private var running = false

  /// How many records the reaper watches (for tests).
  var watchedCount: Int { lock.withLock { watched } }

  /// One more watched record; starts the reaper if it is not running.
  func watch() {
    let start = lock.withLock {
      watched += 1
      guard !running else { return false }
      running = true
      return true
    }
    if start { Self.startThread() }
  }

  /// One watched record fewer (removed, or its host now tells its death).
  func unwatch() {
    lock.withLock { watched -= 1 }
  }

  /// The reaper's loop: sleep, then sweep the watched records, until none
  /// is left. Lifetime rule: a stream ends, and an owned real delegate is
  /// released, within one interval (plus a sweep) of its host's death.
  fileprivate func run() {
    while true {
      usleep(Self.intervalMicroseconds)
      let idle = lock.withLock {
        guard watched == 0 else { return false }
        running = false
        return true
      }
      if idle { return }
      _ = AssociatedStorage.registry.reapWatched()
    }
  }

  private static func startThread() {
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, nil,
      { _ in
        pthread_detach(pthread_self())
        DeadHostReaper.shared.run()
        return nil
      }, nil)
    precondition(status == 0, "pthread_create failed: \(status)")
  }
}
