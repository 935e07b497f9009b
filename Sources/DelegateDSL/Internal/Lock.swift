// Internal: a minimal mutual-exclusion lock over `pthread_mutex_t`.
//
// The package supports deployment targets older than the `Synchronization`
// module's `Mutex`, so it carries its own lock. Never hold it while calling
// user code: handlers, real delegates and deinitialisers all run unlocked.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A mutex, non-recursive unless created with `recursive: true`.
///
/// `@unchecked Sendable` is sound: the only stored property is a pointer to a
/// heap-allocated `pthread_mutex_t` that is initialised once in `init`, never
/// reassigned, destroyed only in `deinit` (when no other reference can exist)
/// and otherwise touched solely through the thread-safe pthread API.
@usableFromInline
final class Lock: @unchecked Sendable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates a lock. A recursive lock may be re-acquired by the thread that
  /// holds it (used where user code runs under the lock and may re-enter).
  @usableFromInline
  init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    defer { pthread_mutexattr_destroy(&attributes) }
    if recursive {
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    }
    let status = pthread_mutex_init(mutex, &attributes)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Acquires the lock. Pair with ``unlock()`` on every path; prefer
  /// ``withLock(_:)`` outside the dispatch hot path.
  @inlinable
  func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Releases the lock.
  @inlinable
  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` with the lock held. Unless the lock is recursive, `body` must
  /// not call user code.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
