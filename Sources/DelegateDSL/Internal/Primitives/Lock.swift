// Internal: a one-word mutual-exclusion lock, and its recursive form.
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
//
// THE WORD. A lock is 4 bytes in the memory of the object it guards
// (Design Rationale, "What a host costs after issue 36"):
//   - on Apple platforms, an `os_unfair_lock` (iOS 10, macOS 10.12: the
//     package's deployment targets are older than `Synchronization`'s);
//   - on Linux, a futex word: 0 free, 1 held, 2 held with perhaps a thread
//     asleep on it (the third mutex of Drepper's "Futexes Are Tricky"),
//     reached through `SystemCall`; where that isn't available a waiter
//     yields instead of sleeping. Not `Synchronization`'s `Mutex`: the
//     holder id it stores is stale in a forked child, whose first
//     contention traps.
// This word names no thread, so a child process uses every lock as its
// parent left it (see `ForkedLanes`, which holds one across `fork`).
//
// RECURSIVE. The installation lock is the word and a LINK: each thread keeps
// the recursive locks it holds on a list (the innermost in
// `recursiveHolders`, each lock's link the address of the next one's), so a
// thread asks whether it holds a lock by walking its own list (usually
// empty, at most a host or two deep), and nothing is ever read that another
// thread writes: a lock's link is written by its holder only. A re-entry
// takes nothing and its exit releases nothing.

import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A mutex: a view of a lock word (and, if recursive, its link) through
/// their addresses. Copies are the same lock.
///
/// `@unchecked Sendable` is sound: the stored properties are immutable; the
/// word is initialised once, before the lock is shared, and otherwise only
/// touched atomically (`os_unfair_lock`, or `Atomic` operations); a link is
/// only touched by the thread that holds the lock.
@usableFromInline
struct Lock: @unchecked Sendable {
  /// Owns the word; `nil` for a lock embedded in another object, which
  /// owns it.
  @usableFromInline
  let storage: LockStorage?

  /// The lock's word (``Word``), in `storage` or in its owner: a class
  /// instance never moves, so the address is valid for as long as that
  /// object is alive.
  @usableFromInline
  let word: UnsafeMutableRawPointer

  /// A recursive lock's link on its holder's list (see the file comment):
  /// the address of the next lock's link, or 0. `nil` for a plain lock.
  @usableFromInline
  let link: UnsafeMutablePointer<UInt>?

  /// Per thread, the link of the innermost recursive lock it holds, or 0.
  /// The only recursive lock is a host's installation lock, held while the
  /// host's own delegate-property accessors run: code that releases what
  /// it doesn't own (reclaiming retired dispatch snapshots) checks this and
  /// postpones.
  @usableFromInline
  static let recursiveHolders = ThreadLocalCounter()

  /// Whether the current thread holds a recursive library lock (an
  /// installation lock), in every build.
  static var holdsRecursiveLock: Bool { recursiveHolders.value != 0 }

  /// Creates a (non-recursive) lock with a word of its own.
  @usableFromInline
  init() {
    let storage = unsafeDowncast(LockStorage.create(minimumCapacity: 1) { _ in }, to: LockStorage.self)
    self.storage = storage
    word = UnsafeMutableRawPointer(storage.withUnsafeMutablePointerToElements { $0 })
    link = nil
    Self.initialize(word)
  }

  /// The lock whose word is at `word` (4 bytes, 4-aligned) in an object
  /// that initialised it with ``initialize(_:)`` and keeps it for its
  /// lifetime, recursive when it also keeps a `link` for it (a word, 0
  /// initially). Valid while that object is alive.
  init(embedded word: UnsafeMutableRawPointer, link: UnsafeMutablePointer<UInt>? = nil) {
    storage = nil
    self.word = word
    self.link = link
  }

  /// Acquires a plain lock. Pair with ``unlock()`` on every path; prefer
  /// ``withLock(_:)`` outside the dispatch hot path.
  @inlinable
  func lock() {
    Self.acquire(word)
    #if DEBUG
      LockDepth.current += 1
    #endif
  }

  /// Releases a plain lock.
  @inlinable
  func unlock() {
    #if DEBUG
      LockDepth.current -= 1
    #endif
    Self.release(word)
  }

  /// Runs `body` with the lock held. `body` must not call user code, nor let
  /// any reference die (see the file comment); use
  /// ``withLockDeferringReleases(_:)`` when something leaves a structure.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let link else {
      lock()
      defer { unlock() }
      return try body()
    }
    let entered = enterRecursive(link, waiting: true)
    defer { leaveRecursive(link, entered: entered) }
    return try body()
  }

  /// Runs `body` with a recursive lock held if this thread holds it
  /// already or can take it without waiting; otherwise returns `nil`.
  func withLockIfAvailable<Result>(_ body: () throws -> Result) rethrows -> Result? {
    let link = link.unsafelyUnwrapped
    guard let entered = enterRecursive(link, waiting: false) else { return nil }
    defer { leaveRecursive(link, entered: entered) }
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

  /// Enters a recursive lock: `true` if this took the word, `false` if the
  /// thread already held it, `nil` if another thread holds it and
  /// `waiting` is false.
  @usableFromInline
  func enterRecursive(_ link: UnsafeMutablePointer<UInt>, waiting: Bool) -> Bool? {
    let held = Self.recursiveHolders.cell
    let me = UInt(bitPattern: link)
    var cursor = held.load(as: UInt.self)
    var entered = false
    while cursor != me {
      guard cursor == 0 else {
        cursor = UnsafeMutablePointer<UInt>(bitPattern: cursor).unsafelyUnwrapped.pointee
        continue
      }
      if waiting {
        Self.acquire(word)
      } else if !Self.tryAcquire(word) {
        return nil
      }
      link.pointee = held.load(as: UInt.self)
      held.storeBytes(of: me, as: UInt.self)
      entered = true
      break
    }
    #if DEBUG
      LockDepth.current += 1
    #endif
    return entered
  }

  /// Leaves what ``enterRecursive(_:waiting:)`` entered, releasing the word
  /// if it took it (the innermost lock the thread holds: sections nest).
  @usableFromInline
  func leaveRecursive(_ link: UnsafeMutablePointer<UInt>, entered: Bool?) {
    #if DEBUG
      LockDepth.current -= 1
    #endif
    guard entered == true else { return }
    let held = Self.recursiveHolders.cell
    assert(held.load(as: UInt.self) == UInt(bitPattern: link), "recursive locks released out of order")
    held.storeBytes(of: link.pointee, as: UInt.self)
    link.pointee = 0
    Self.release(word)
  }

  /// Frees a plain lock that this thread took before `fork`, in the child
  /// process (a `pthread_atfork` child handler, while the child has no
  /// other thread): the word is made free afresh rather than released, so
  /// that no platform's lock compares its holder with the child's thread.
  func unlockInForkedChild() {
    #if DEBUG
      LockDepth.current -= 1
    #endif
    Self.initialize(word)
  }

  /// How many library locks the current thread holds (a recursive lock
  /// counts once per entry). Always 0 in release builds, where the count is
  /// not kept. Tests assert it is 0 in deinitialisers.
  static var depthOnCurrentThread: Int {
    #if DEBUG
      LockDepth.current
    #else
      0
    #endif
  }
}

/// The storage of a ``Lock`` that no other object carries: its word.
@usableFromInline
final class LockStorage: ManagedBuffer<Void, Lock.Word> {}

// MARK: The word

extension Lock {
  #if canImport(Darwin)
    /// What a lock's word is: `os_unfair_lock` (see the file comment).
    @usableFromInline
    typealias Word = os_unfair_lock

    /// Makes the word at `word` (uninitialised memory, or a lock's word in a
    /// child process after `fork`, that no thread holds) a free lock.
    static func initialize(_ word: UnsafeMutableRawPointer) {
      word.bindMemory(to: os_unfair_lock.self, capacity: 1).initialize(to: os_unfair_lock())
    }

    @inlinable @inline(__always)
    static func acquire(_ word: UnsafeMutableRawPointer) {
      os_unfair_lock_lock(word.assumingMemoryBound(to: os_unfair_lock.self))
    }

    @inlinable @inline(__always)
    static func tryAcquire(_ word: UnsafeMutableRawPointer) -> Bool {
      os_unfair_lock_trylock(word.assumingMemoryBound(to: os_unfair_lock.self))
    }

    @inlinable @inline(__always)
    static func release(_ word: UnsafeMutableRawPointer) {
      os_unfair_lock_unlock(word.assumingMemoryBound(to: os_unfair_lock.self))
    }
  #else
    /// What a lock's word is: a futex word, 0, 1 or 2 (see the file comment).
    @usableFromInline
    typealias Word = UInt32

    /// Makes the word at `word` (uninitialised memory, or a lock's word in a
    /// child process after `fork`, that no thread holds) a free lock.
    ///
    /// Also looks `syscall` up (``SystemCall``) before the lock can be
    /// contended: a lazy global is initialised under the runtime's
    /// `swift_once`, whose lock has `Mutex`'s stale thread id in a forked
    /// child, which could spin there for ever.
    static func initialize(_ word: UnsafeMutableRawPointer) {
      _ = SystemCall.function
      word.bindMemory(to: Atomic<UInt32>.self, capacity: 1).initialize(to: Atomic(0))
    }

    @inlinable @inline(__always)
    static func acquire(_ word: UnsafeMutableRawPointer) {
      let state = word.assumingMemoryBound(to: Atomic<UInt32>.self)
      if !state.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        acquireContended(state)
      }
    }

    /// Waits for the lock: marks the word contended and sleeps on it until
    /// a release finds it free (no spin, as glibc's default mutex).
    @usableFromInline
    static func acquireContended(_ state: UnsafeMutablePointer<Atomic<UInt32>>) {
      while state.pointee.exchange(2, ordering: .acquiring) != 0 {
        Futex.wait(state, while: 2)
      }
    }

    @inlinable @inline(__always)
    static func tryAcquire(_ word: UnsafeMutableRawPointer) -> Bool {
      word.assumingMemoryBound(to: Atomic<UInt32>.self).pointee.compareExchange(
        expected: 0, desired: 1, ordering: .acquiring
      ).exchanged
    }

    @inlinable @inline(__always)
    static func release(_ word: UnsafeMutableRawPointer) {
      let state = word.assumingMemoryBound(to: Atomic<UInt32>.self)
      if state.pointee.exchange(0, ordering: .releasing) == 2 { Futex.wake(state) }
    }
  #endif
}

#if !canImport(Darwin)
  /// `futex(2)` on the lock word, through ``SystemCall``; where the number
  /// isn't known or `syscall` isn't found, a waiter yields instead.
  @usableFromInline
  enum Futex {
    /// `SYS_futex`, where known.
    #if arch(x86_64)
      static let number: Int? = 202
    #elseif arch(arm64)
      static let number: Int? = 98
    #else
      static let number: Int? = nil
    #endif

    /// Sleeps while the word at `state` is `value`: `FUTEX_WAIT_PRIVATE`,
    /// which may also return early (a signal, the word changed first); the
    /// caller looks again.
    @usableFromInline
    static func wait(_ state: UnsafeMutablePointer<Atomic<UInt32>>, while value: UInt32) {
      guard let call = SystemCall.function, let number else {
        sched_yield()
        return
      }
      _ = call(number, Int(bitPattern: state), 128, Int(value), 0)
    }

    /// Wakes one thread asleep on the word at `state`: `FUTEX_WAKE_PRIVATE`.
    @usableFromInline
    static func wake(_ state: UnsafeMutablePointer<Atomic<UInt32>>) {
      guard let call = SystemCall.function, let number else { return }
      _ = call(number, Int(bitPattern: state), 129, 1, 0)
    }
  }
#endif

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
