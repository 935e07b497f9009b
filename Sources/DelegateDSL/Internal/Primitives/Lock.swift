// Internal: a minimal mutual-exclusion lock over `pthread_mutex_t`.
//
// The package supports deployment targets older than the `Synchronization`
// module's `Mutex`, so it carries its own lock.
//
// THE RULE: no foreign code under a library lock. Handlers, real delegates
// and deinitialisers all run unlocked. A `deinit` is foreign code, and any
// release can run one: assigning over a stored reference, removing from or
// emptying a collection, the end of a scope that holds a strong reference,
// and the temporary of a strong load of a `weak` reference (a weak load may
// hand out the last strong reference if its owner lets go concurrently).
//
// THE PATTERN: a critical section never lets a reference die. Whatever leaves
// a structure under the lock is moved into a `DeferredReleases` that the
// caller drops after unlocking (`withLockDeferringReleases`), and whatever a
// critical section loads strongly is either returned (so the caller releases
// it unlocked) or kept in that same `DeferredReleases`. In debug builds every
// lock counts its holders per thread (`Lock.depthOnCurrentThread`), and the
// test suite's hostile deinitialisers assert that the count is zero.
//
// The one exception, by design: the host's recursive installation lock
// (`ProxyRegistry.Proxies.lock`) is held while the host's delegate property is
// read and written, so that installation and cancellation on one host are
// atomic. Those accessors are the host's code; the library makes sure that
// nothing it owns is released by them (see `ProxyRegistry`).

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
/// A value that refers to its mutex: copies are the same lock. The mutex
/// lives in the tail of one `LockStorage` object (one allocation per lock;
/// a separately allocated `pthread_mutex_t` would be a second, on every
/// proxy and every host's proxy table).
///
/// `@unchecked Sendable` is sound: the stored properties are immutable; the
/// mutex is initialised once, by `init`, destroyed only by the storage's
/// `deinit` (when no other reference can exist) and otherwise touched
/// solely through the thread-safe pthread API.
@usableFromInline
struct Lock: @unchecked Sendable {
  /// Owns the mutex; `nil` for a lock embedded in another object's tail
  /// (``init(embedded:recursive:)``), which that object owns.
  @usableFromInline
  let storage: LockStorage?

  /// The mutex, in `storage`'s tail (or its owner's): a class instance
  /// never moves, so the address is valid for as long as that object is
  /// alive.
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Whether this is a recursive lock, whose holders are counted per thread
  /// in every build (``recursiveLocksOnCurrentThread``).
  @usableFromInline
  let isRecursive: Bool

  /// Per thread, how many recursive library locks it holds. The only one is
  /// a host's installation lock, held while the host's own delegate-property
  /// accessors run: code that releases what it doesn't own (reclaiming
  /// retired dispatch snapshots) checks this and postpones.
  @usableFromInline
  static let recursiveHolders = ThreadLocalCounter()

  /// How many recursive library locks (installation locks) the current
  /// thread holds, in every build.
  static var recursiveLocksOnCurrentThread: Int { recursiveHolders.value }

  /// Creates a lock. A recursive lock may be re-acquired by the thread that
  /// holds it (used where user code runs under the lock and may re-enter).
  @usableFromInline
  init(recursive: Bool = false) {
    isRecursive = recursive
    let storage = unsafeDowncast(LockStorage.create(minimumCapacity: 1) { _ in recursive }, to: LockStorage.self)
    self.storage = storage
    mutex = storage.withUnsafeMutablePointerToElements { $0 }
    Self.initialize(mutex, recursive: recursive)
  }

  /// The lock whose mutex is at `mutex`, in the tail of an object that
  /// initialised it with ``initialize(_:recursive:)`` and destroys it with
  /// ``destroy(_:)`` in its `deinit` (one allocation for the object and
  /// its lock). Valid while that object is alive.
  init(embedded mutex: UnsafeMutablePointer<pthread_mutex_t>, recursive: Bool) {
    storage = nil
    self.mutex = mutex
    isRecursive = recursive
  }

  /// Initialises the mutex at `mutex` (uninitialised memory).
  static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>, recursive: Bool) {
    mutex.initialize(to: pthread_mutex_t())
    let status: Int32
    if recursive {
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      defer { pthread_mutexattr_destroy(&attributes) }
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      status = pthread_mutex_init(mutex, &attributes)
    } else {
      // Default attributes: a plain mutex.
      status = pthread_mutex_init(mutex, nil)
    }
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  /// Acquires the lock. Pair with ``unlock()`` on every path; prefer
  /// ``withLock(_:)`` outside the dispatch hot path.
  @inlinable
  func lock() {
    pthread_mutex_lock(mutex)
    if isRecursive { Self.recursiveHolders.add(1) }
    #if DEBUG
      LockDepth.current += 1
    #endif
  }

  /// Releases the lock.
  @inlinable
  func unlock() {
    #if DEBUG
      LockDepth.current -= 1
    #endif
    if isRecursive { Self.recursiveHolders.add(-1) }
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` with the lock held. `body` must not call user code, nor let
  /// any reference die (see the file comment); use
  /// ``withLockDeferringReleases(_:)`` when something leaves a structure.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Runs `body` with the lock held, handing it a ``DeferredReleases`` for
  /// every reference that leaves a structure; those references are released
  /// after the lock is released.
  func withLockDeferringReleases<Result>(_ body: (inout DeferredReleases) throws -> Result) rethrows -> Result {
    var releases = DeferredReleases()
    // Runs after `withLock` has returned, so after the unlock.
    defer { releases.releaseNow() }
    return try withLock { try body(&releases) }
  }

  /// How many library locks the current thread holds (a recursive lock
  /// counts once per acquisition). Always 0 in release builds, where the
  /// count is not kept. Tests assert it is 0 in deinitialisers.
  static var depthOnCurrentThread: Int {
    #if DEBUG
      LockDepth.current
    #else
      0
    #endif
  }
}

/// The storage of a ``Lock``: its mutex, in the object's tail.
@usableFromInline
final class LockStorage: ManagedBuffer<Bool, pthread_mutex_t> {
  deinit {
    withUnsafeMutablePointerToElements { Lock.destroy($0) }
  }
}

extension Lock {
  /// Destroys the mutex at `mutex`, which no one holds or will use again.
  static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    pthread_mutex_destroy(mutex)
    _ = mutex.deinitialize(count: 1)
  }
}

#if DEBUG
  /// A per-thread count of held library locks.
  @usableFromInline
  enum LockDepth {
    @usableFromInline
    static let counter = ThreadLocalCounter()

    @usableFromInline
    static var current: Int {
      get { counter.value }
      set { counter.value = newValue }
    }
  }
#endif
