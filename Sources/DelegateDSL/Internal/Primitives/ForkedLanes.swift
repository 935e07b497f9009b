// Internal: what a child process does, at `fork`, with the reader lanes of
// threads it doesn't have (Design Rationale, "A child process after fork",
// for the alternatives rejected).
//
// A child process has one thread, the one that called `fork` (F); every other
// thread of the parent is gone, stopped wherever it was. A publication whose
// owner was another thread, inside a read section through its lane at that
// moment, would keep its lane at 1 in the child for ever: every object
// retired there would wait for that word.
//
// So every publication in lock-free mode is on one list, from the end of its
// `make` to the start of its `deinit`, and a `pthread_atfork` handler runs in
// the child, before `fork` returns there, while F is still its only thread:
// each listed publication whose owner is not F is DISOWNED: its owner becomes
// 0, which no thread matches, and its lane 0.
//
// WHY THAT IS SOUND. A lane is written only by its owner's thread; in the
// child that thread doesn't exist and no other has started yet, so none of
// the lane's sections can be live or begin while the handler writes, and
// none can begin afterwards: no thread is ever the owner of a disowned lane.
// Not reset to 0 with its owner kept: glibc gives a new thread of the child
// the `pthread_t` of a thread gone at the fork, which would take the lane up,
// and observers would need the heavy barrier, which a child may not have
// (`AsymmetricFence`). `reclaim` reads a disowned lane as free, no barrier.
// A lane owned by F is left alone: F may be inside it (a handler that forks),
// and that section goes on in the child, where F keeps its `pthread_t`
// (which is why the owner's identity does not include the process).
//
// The list's lock is taken by the `prepare` handler and released by the
// `parent` one; the `child` one makes it free afresh (the child's thread is
// not the one that took it). So at the fork no thread is half-way through
// the list, and every listed publication's words are initialised: a `deinit`
// on another thread unlists the publication before it touches anything, and
// in the child such a `deinit` never goes on (its memory is never freed).
// Every other library lock the child finds free works there as in the
// parent: a lock's word names no thread (see `Lock.swift`).
//
// NOT REPAIRED: the reader counters, which may count sections of gone threads
// and of F (whose handler forked), with nothing to tell them apart. A child
// forked while another thread was inside a counted section keeps, for that
// publication, what that counter blocks.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The list of publications a child process disowns at `fork` (see the file
/// comment).
enum ForkedLanes {
  /// A publication's neighbours on the list. Unretained: a publication is
  /// listed only while it is alive, and the list never releases one.
  typealias Links = (previous: Unmanaged<LockFreePublication>?, next: Unmanaged<LockFreePublication>?)

  /// Guards the list (`first` and every listed publication's `forkLinks`).
  private static let lock = Lock()

  /// The most recently listed publication. Guarded by `lock`.
  ///
  /// `nonisolated(unsafe)` is sound: it is read and written only with
  /// `lock` held (in the child's handler, by the only thread, which holds
  /// the lock since the `prepare` handler).
  private nonisolated(unsafe) static var first: Unmanaged<LockFreePublication>?

  /// Registers the `fork` handlers, once, before the first publication is
  /// listed.
  private static let handlers: Void = {
    let status = pthread_atfork(
      { ForkedLanes.lock.lock() },
      { ForkedLanes.lock.unlock() },
      {
        ForkedLanes.disownForeignLanes()
        ForkedLanes.lock.unlockInForkedChild()
      })
    precondition(status == 0, "pthread_atfork failed: \(status)")
  }()

  /// Lists `publication` (lock-free mode: its words are initialised). Call
  /// once, at the end of its creation.
  static func insert(_ publication: LockFreePublication) {
    _ = handlers
    let listed = Unmanaged.passUnretained(publication)
    lock.withLock {
      publication.forkLinks = (nil, first)
      first?._withUnsafeGuaranteedRef { $0.forkLinks.previous = listed }
      first = listed
    }
  }

  /// Unlists `publication`. Call once, first thing in its `deinit`.
  static func remove(_ publication: LockFreePublication) {
    lock.withLock {
      let (previous, next) = publication.forkLinks
      if let previous {
        previous._withUnsafeGuaranteedRef { $0.forkLinks.next = next }
      } else {
        first = next
      }
      next?._withUnsafeGuaranteedRef { $0.forkLinks.previous = previous }
    }
  }

  /// The child's handler, with `lock` held and no other thread: disowns
  /// every lane whose owner is not the calling thread. Touches the
  /// publications without retaining them: one whose `deinit` had begun on
  /// a thread the child doesn't have is still listed, and still valid.
  private static func disownForeignLanes() {
    let forking = LockFreePublication.currentThread
    var cursor = first
    while let listed = cursor {
      cursor = listed._withUnsafeGuaranteedRef { publication in
        if publication.owner != 0 && publication.owner != forking { publication.disownLane() }
        return publication.forkLinks.next
      }
    }
  }
}
