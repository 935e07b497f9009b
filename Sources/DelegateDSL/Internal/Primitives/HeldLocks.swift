// Internal: the library locks each thread holds, so that `fork` copies no
// critical section half done, and a child process frees the locks of the
// threads it doesn't have (issue 44; Design Rationale, "A child process
// after fork").
//
// A child process made by `fork` has one thread, the one that forked (F). A
// lock that another thread held at that moment stayed held in the child for
// ever, and the child hung at its first use of it: a host-registry shard's
// lock, while other threads installed and swept, hung 2 to 7 children of 60.
// Freeing such a lock in the child is not enough: the structure it guards may
// be half-changed (a dictionary in the middle of an insertion); freed so, 28
// children of 60 hung or crashed. So, as the lanes' list's lock is, every
// library lock is taken out of other threads' hands before the fork:
//
// QUIESCENCE. Each thread keeps a RECORD: how many library locks it holds
// (its DEPTH), a GATE, and the words of the locks it holds or is taking.
// Every record is on one list, under `ForkedLanes.lock`. The `prepare`
// handler closes every other thread's gate and waits until every other
// depth is 0 (letting go of the list's lock while it waits, as a thread
// inside a section may list a publication); a thread whose gate is closed
// gives back the first lock it takes (depth 0 to 1) and waits for the gate
// to open. A thread that already holds a lock goes on and finishes its
// sections, which are short (no foreign code but a host's own accessors runs
// under a library lock, `Lock.swift`). So at the fork no other thread is
// inside a critical section: every structure is consistent.
//
// THE WORDS. A thread may still be between taking a word and giving it back
// at its gate, or between releasing its last word and forgetting it. It
// records the word before it takes the lock and forgets it after releasing
// it, with a release fence between each record store and the word's change,
// and the child's copy of the memory is the parent's at one moment, so a
// word held in the child is on its holder's record there. The child's
// handler, while F is its only thread, frees every word on another thread's
// record that F's own doesn't have, and unlists those records (their threads
// never run again; a grandchild must not free what this child's threads will
// hold). Sound: no section of those words was under way (quiescence); a word
// F's record has is left alone (F may hold it: a host's accessor that forks
// under the installation lock); and the word's memory is valid, as a thread
// keeps the object whose lock it takes or releases alive for the whole call,
// within which its record changes, and in the child nothing frees it. The
// handler writes words and records only: no allocation, no lock, no call but
// `pthread_getspecific`.
//
// EVERY LOCK. Every `Lock` takes and releases its word through this type
// (`Lock.lock()`, `unlock()`, the recursive entry and exit), so quiescence
// and the child's freeing cover the host registry's 16 shard locks, hosts'
// installation locks (`ProxyRegistry.Proxies`), proxies' locks (their
// publications', `LockFreePublication`), the real-delegate assignment lock
// (`RealDelegateChain`), the selector tables' lock, definitions' plan locks
// (`InstallPlan`), the reaper's, subscription bags', pending answers'
// (`DelegateProxy+Answers`), the witness-table list's (`WeakReference`) and
// the debug reports' locks. The one lock taken raw is the list's own,
// `ForkedLanes.lock`, which the `prepare` handler holds across the fork and
// the child makes free afresh. A count another thread was to bring back
// down after its section (`HostRegistry.Shard.releasesInFlight`) is kept
// per fork generation (`ForkedLanes.generation`).
//
// NOT COVERED: the Swift runtime's locks (a type's metadata instantiated, or
// a lazy global initialised, for the first time in the process), the
// host's own, the reader counters (see `ForkedLanes`), and the reaper's
// thread, which a child doesn't have (watched records wait for the next
// sweep or a new watch). A `fork` waits for other threads' sections: a host
// accessor that, under its installation lock, waits for the forking thread
// would deadlock it (none does: it would deadlock without a fork too, on
// any thread that waits for that host).
//
// WHAT IT COSTS. Per lock and per unlock, a `pthread_getspecific` and a few
// stores, and a full fence on a thread's first lock: installation,
// cancellation and assignment, never a dispatch, which takes no lock. A
// record per thread that ever took a library lock (22 words), freed when the
// thread exits.
//
// CAPACITY. Library locks nest at most three deep (an installation lock, then
// a shard, assignment or proxy lock, then a publication's), plus as much
// again for each host whose accessor, under its installation lock, installs
// on another: 16 words is more than any known path takes. A thread that
// holds more counts the others unrecorded (a debug build stops there): their
// words are then not freed in a child if the thread was taking them.
//
// Apple platforms: `fork` is unavailable to Swift there, and a child may call
// only async-signal-safe functions (`fork(2)`), which the library isn't;
// nothing is recorded, and a forked child must not use the library.

#if canImport(Darwin)
  /// Nothing to record where Swift code cannot fork (see the file comment).
  @usableFromInline
  enum HeldLocks {
    @inlinable @inline(__always)
    static func acquire(_ word: UnsafeMutableRawPointer) { Lock.acquire(word) }

    @inlinable @inline(__always)
    static func tryAcquire(_ word: UnsafeMutableRawPointer) -> Bool { Lock.tryAcquire(word) }

    @inlinable @inline(__always)
    static func release(_ word: UnsafeMutableRawPointer) { Lock.release(word) }

    static func waitForQuiescence() { ForkedLanes.lockList() }
    static func resumeAfterFork() {}
    static func freeThoseOfGoneThreads() {}
  }
#else
  import Synchronization

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// Each thread's record of the library locks it holds (see the file
  /// comment).
  @usableFromInline
  enum HeldLocks {
    /// A record: `size` atomic words, at these positions: the list's
    /// previous and next records (guarded by `ForkedLanes.lock`); how many
    /// words are recorded; how many held locks are not; how many locks the
    /// thread holds (`depth`, its first entry only for a recursive lock);
    /// whether a fork is waiting (`gate`, written by the forking thread);
    /// then the recorded words. All but the links and the gate are written
    /// only by the record's thread.
    typealias Record = UnsafeMutablePointer<Atomic<UInt>>

    private static let previous = 0
    private static let next = 1
    private static let count = 2
    private static let unrecorded = 3
    private static let depth = 4
    private static let gate = 5
    private static let slots = 6
    /// How many words a record holds (see the file comment).
    static let capacity = 16
    private static let size = slots + capacity

    /// The current thread's record; its destructor unlists and frees it
    /// when the thread exits.
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      let status = pthread_key_create(&key) { record in
        if let record { HeldLocks.unlist(record.assumingMemoryBound(to: Atomic<UInt>.self)) }
      }
      precondition(status == 0, "pthread_key_create failed: \(status)")
      return key
    }()

    /// The most recently listed record.
    ///
    /// `nonisolated(unsafe)` is sound: it is read and written only with
    /// `ForkedLanes.lock` held (in the child's handler, by the only thread,
    /// which holds it since the `prepare` handler).
    private nonisolated(unsafe) static var first: Record?

    /// Whether a fork is waiting for quiescence: a record listed meanwhile
    /// starts with its gate closed.
    ///
    /// `nonisolated(unsafe)` is sound: as `first`.
    private nonisolated(unsafe) static var forkPending = false

    /// Takes the lock whose word is `word`, recorded: waits, before its
    /// first lock, while a fork is pending (see the file comment).
    @usableFromInline
    static func acquire(_ word: UnsafeMutableRawPointer) {
      let record = current
      while true {
        note(word, in: record)
        Lock.acquire(word)
        if enter(record) { return }
        Lock.release(word)
        forget(word, in: record)
        waitForGate(record)
      }
    }

    /// Takes the lock whose word is `word` if no other thread holds it and
    /// no fork is pending, recorded.
    @usableFromInline
    static func tryAcquire(_ word: UnsafeMutableRawPointer) -> Bool {
      let record = current
      note(word, in: record)
      if Lock.tryAcquire(word) {
        if enter(record) { return true }
        Lock.release(word)
      }
      forget(word, in: record)
      return false
    }

    /// Releases the lock whose word is `word`, and forgets it.
    @usableFromInline
    static func release(_ word: UnsafeMutableRawPointer) {
      let record = current
      Lock.release(word)
      // After the word and everything the section wrote: a fork waiting
      // for this thread's sections to end sees them all.
      record[depth].store(record[depth].load(ordering: .relaxed) - 1, ordering: .releasing)
      forget(word, in: record)
    }

    /// Records `word` in `record`, before it is taken.
    @inline(__always)
    private static func note(_ word: UnsafeMutableRawPointer, in record: Record) {
      let held = Int(record[count].load(ordering: .relaxed))
      if held < capacity {
        record[slots + held].store(UInt(bitPattern: word), ordering: .relaxed)
        record[count].store(UInt(held + 1), ordering: .relaxed)
      } else {
        assertionFailure("more than \(capacity) library locks held on one thread")
        record[unrecorded].store(record[unrecorded].load(ordering: .relaxed) + 1, ordering: .relaxed)
      }
      // The stores above reach memory before the word's change.
      atomicMemoryFence(ordering: .releasing)
    }

    /// Counts a lock just taken; `false` if it is the thread's first and a
    /// fork is pending: the caller gives it back and waits. (The thread
    /// stores its depth, then loads the gate; the forking thread stores
    /// the gate, then loads the depth; with a full fence in both, one of
    /// them sees the other's store.)
    @inline(__always)
    private static func enter(_ record: Record) -> Bool {
      let held = record[depth].load(ordering: .relaxed)
      record[depth].store(held + 1, ordering: .relaxed)
      guard held == 0 else { return true }
      atomicMemoryFence(ordering: .sequentiallyConsistent)
      guard record[gate].load(ordering: .relaxed) != 0 else { return true }
      record[depth].store(0, ordering: .relaxed)
      return false
    }

    /// Forgets `word`, which `record`'s thread has just released (or
    /// failed to take).
    @inline(__always)
    private static func forget(_ word: UnsafeMutableRawPointer, in record: Record) {
      // The word's change reaches memory before the stores below.
      atomicMemoryFence(ordering: .releasing)
      let held = Int(record[count].load(ordering: .relaxed))
      var index = held - 1
      while index >= 0 && record[slots + index].load(ordering: .relaxed) != UInt(bitPattern: word) { index -= 1 }
      if index >= 0 {
        // The last word moves into the released one's place, then the count
        // drops: at every step each held word is recorded.
        if index != held - 1 {
          record[slots + index].store(record[slots + held - 1].load(ordering: .relaxed), ordering: .relaxed)
        }
        record[count].store(UInt(held - 1), ordering: .relaxed)
      } else if record[unrecorded].load(ordering: .relaxed) > 0 {
        record[unrecorded].store(record[unrecorded].load(ordering: .relaxed) - 1, ordering: .relaxed)
      }
    }

    /// Waits, holding no library lock, until the fork that closed the gate
    /// has happened.
    @inline(never)
    private static func waitForGate(_ record: Record) {
      while record[gate].load(ordering: .acquiring) != 0 { sched_yield() }
    }

    /// The current thread's record, made and listed on its first use.
    @inline(__always)
    private static var current: Record {
      if let record = pthread_getspecific(key) { return record.assumingMemoryBound(to: Atomic<UInt>.self) }
      return makeRecord()
    }

    @inline(never)
    private static func makeRecord() -> Record {
      ForkedLanes.registerHandlers()
      let record = Record.allocate(capacity: size)
      for index in 0..<size { (record + index).initialize(to: Atomic(0)) }
      pthread_setspecific(key, record)
      ForkedLanes.withListLocked {
        record[gate].store(forkPending ? 1 : 0, ordering: .relaxed)
        record[next].store(first.map { UInt(bitPattern: $0) } ?? 0, ordering: .relaxed)
        first?[previous].store(UInt(bitPattern: record), ordering: .relaxed)
        first = record
      }
      return record
    }

    /// A thread's record, as its thread exits.
    private static func unlist(_ record: Record) {
      ForkedLanes.withListLocked {
        let before = record[previous].load(ordering: .relaxed)
        let after = record[next].load(ordering: .relaxed)
        if let before = Record(bitPattern: before) {
          before[next].store(after, ordering: .relaxed)
        } else {
          first = Record(bitPattern: after)
        }
        Record(bitPattern: after)?[previous].store(before, ordering: .relaxed)
      }
      record.deinitialize(count: size)
      record.deallocate()
    }

    /// The calling thread's record, if it has one; `nil` too where no
    /// record was ever made (`key` may not be made then: its lazy
    /// initialisation must not be a child's). List lock held.
    private static var forkingThreadsRecord: Record? {
      guard first != nil else { return nil }
      return pthread_getspecific(key)?.assumingMemoryBound(to: Atomic<UInt>.self)
    }

    /// Calls `body` with every listed record but the calling thread's. List
    /// lock held.
    private static func forEachOtherRecord(_ body: (Record) -> Void) {
      let mine = forkingThreadsRecord
      var cursor = first
      while let record = cursor {
        cursor = Record(bitPattern: record[next].load(ordering: .relaxed))
        if record != mine { body(record) }
      }
    }

    /// The `prepare` handler: takes the list's lock, closes every other
    /// thread's gate, and returns, the list's lock held, once no other
    /// thread holds a library lock (see the file comment). The lock is let
    /// go while it waits: a thread inside a section may list a publication.
    static func waitForQuiescence() {
      ForkedLanes.lockList()
      forkPending = true
      while true {
        var busy = false
        forEachOtherRecord { record in
          record[gate].store(1, ordering: .relaxed)
          atomicMemoryFence(ordering: .sequentiallyConsistent)
          if record[depth].load(ordering: .acquiring) != 0 { busy = true }
        }
        if !busy { return }
        ForkedLanes.unlockList()
        sched_yield()
        ForkedLanes.lockList()
      }
    }

    /// The `parent` handler, list lock held: opens every gate.
    static func resumeAfterFork() {
      forkPending = false
      forEachOtherRecord { $0[gate].store(0, ordering: .releasing) }
    }

    /// The child's handler, with `ForkedLanes.lock` held and no other
    /// thread: frees every word on another thread's record that the calling
    /// thread's own doesn't have, and keeps only the calling thread's record
    /// listed (see the file comment).
    static func freeThoseOfGoneThreads() {
      let mine = forkingThreadsRecord
      forEachOtherRecord { record in
        for index in 0..<Int(record[count].load(ordering: .relaxed)) {
          let word = record[slots + index].load(ordering: .relaxed)
          if let mine, holds(mine, word) { continue }
          Lock.freeInForkedChild(UnsafeMutableRawPointer(bitPattern: word).unsafelyUnwrapped)
        }
        // Left allocated: its thread, which would free it, is gone.
      }
      forkPending = false
      first = mine
      mine?[previous].store(0, ordering: .relaxed)
      mine?[next].store(0, ordering: .relaxed)
    }

    /// Whether `record` has `word`.
    private static func holds(_ record: Record, _ word: UInt) -> Bool {
      (0..<Int(record[count].load(ordering: .relaxed))).contains { record[slots + $0].load(ordering: .relaxed) == word }
    }
  }
#endif
