// Internal: an immutable object published for reading without a lock, and
// reclaimed only when no reader can still be using it.
//
// Dispatch reads a proxy's table through one of these (see
// `DispatchSnapshot`): writers, serialised by the proxy's lock, build a new
// immutable snapshot and publish it; a dispatch reads the current one
// without locking, retaining nothing. The Design Rationale ("Dispatch takes
// no lock", "A reader lane for the owner thread", "A parked reader costs one
// attempt per retirement", "A child process after fork") gives what was
// measured and rejected; this comment gives the proof.
//
// READERS bracket every use of the published object with a read section.
// A reader on the thread that created the publication (its OWNER: the
// thread that first installed on the host, which is usually the one that
// dispatches) uses the LANE, a word only that thread ever writes; any other
// reader, or the owner's dispatch nested in one of its own handlers, counts
// itself on one of two reader counters:
//
//     enter:  if on the owner's thread and lane == 0
//               lane = 1;  p = current                         (see below)
//             else
//               e = epoch;  readers[e] += 1;  p = current      (all seq_cst)
//     …use p, unretained…
//     exit:   lane = 0  (release; see below)   or   readers[e] -= 1
//
// The lane needs no read-modify-write; a counter needs two.
//
// WRITERS replace `current` and *retire* the old object instead of releasing
// it: each retired object gets the next sequence number. An object retired
// with sequence s is RECLAIMED (released) once the lane and each of the two
// reader counters have been observed at zero at some moment after s was
// retired.
//
// WHY THAT IS SAFE. A reader can hold a retired object only if it loaded
// `current` before the object was swapped out. It set the lane or
// incremented one of the two counters before that load and gives it back
// only when its section ends, so that word is nonzero from before the swap
// until the reader is done. Seeing it at zero after the swap therefore
// proves the reader has finished; seeing all three at zero proves every
// such reader has. (Sequential consistency orders each reader's increment
// before its load, and the writer's swap before its observation. The 0 a
// lane's reader stores is a release, so what it read in its section
// happens before the release of the object.)
//
// The lane's store and its load of `current` are a store followed by a
// load of another location, which only a full fence orders, and the
// observer must be sure that it sees the lane's latest value:
//   - on the owner's thread (a write made there, or a reader's exit) the
//     lane's value is known without any fence: only that thread writes it;
//   - elsewhere, on arm64, the lane's store and load are sequentially
//     consistent, which costs nothing there (`stlr`, then `ldar`), and so
//     is the observer's load: the usual store-load argument holds;
//   - elsewhere, on x86-64, a sequentially consistent store is a locked
//     `xchg`, what the lane exists to avoid. On Linux the lane's store is
//     plain (a compiler barrier keeps it before the load), and an observer
//     on another thread first runs a heavy barrier that makes every running
//     thread of the process execute a full fence (`AsymmetricFence`): the
//     owner's store then either preceded the barrier, and is seen, or
//     follows it, and then so does its load, which sees the swap. Where the
//     barrier isn't available the stores are sequentially consistent.
//
// WHY IT TERMINATES. Counters only drain if new readers stop adding to
// them: when the current epoch's counter is busy and the other one has
// drained, `reclaim` flips `epoch`, so new readers count on the drained
// counter and the busy one drains as its readers finish, even under a
// continuous stream of overlapping dispatches. (It never flips towards a
// busy counter: flipping back and forth would keep feeding both.)
// The reader whose exit brings a counter to zero, or gives the lane back,
// while a retired object waits for that word runs `reclaim` itself, so
// nothing waits for the next write: at that moment its own word is at zero.
// A reader that never finishes (a handler that blocks forever) keeps what
// was retired after it entered, as any grace-period scheme must; nothing
// ever waits for it.
//
// WHO TRIES. Only an exit that frees a word something waits for: the
// `reclaimHint` word has a bit per word (`1 << w`: the two counters, and
// the lane as `w` = 2), set exactly for the words with `drained.w` below
// `nextSequence`, i.e. some retired object waits for `w` to be seen free.
// It is recomputed under `lock` by every retirement (all bits) and every
// `reclaim` (the words it could not see free), and read by exits. So after
// the retiring writer's own attempt a parked reader's word is the only bit
// left: it costs one failed attempt per retirement, and the exits of the
// other words one load each.
// Nothing is missed: a bit is cleared only by a `reclaim` that saw its word
// free after every retirement that word still blocks, and set by every
// retirement. So from the moment an object waits for `w` until `w` is seen
// free, every value of the hint an exit can read has `w`'s bit but those
// from before the retirement, and an exit of `w` that reads one of those
// did its decrement, or its lane store, before the `reclaim` that follows
// the retirement observes `w` (sequential consistency for the counters; for
// plain lane stores, the heavy barrier, as on entry), so that `reclaim`
// doesn't count it. (That `reclaim` is the writer's own, or, where a writer
// under an installation lock postpones it, the next exit's: every bit is
// set then.) (A lane's reader loads the hint after storing its 0; the
// fences above order the two as they order the entry.) A counter that is
// busy with continuous readers is the current epoch's; the other drains,
// its last exit tries, and flips the epoch, as above.
//
// AFTER FORK. A child process has only the thread that forked; a lane
// whose owner thread it doesn't have is disowned at the fork (see
// `ForkedLanes`), and `reclaim` reads a disowned lane (owner 0) as free.
//
// No lock is held while anything is released (see `Lock.swift`): `reclaim`
// moves what it frees out of `retired` under its lock and drops it after
// unlocking, and writers under other locks hand the call to `reclaim` to
// their `DeferredReleases`. Readers never block, and writers never wait for
// readers.
//
// PLATFORMS. The words are `Synchronization.Atomic`s (Linux; Apple OSes from
// macOS 15, iOS 18). On older Apple OSes, LOCKED MODE: the same object is
// read under `lock` and retained for the section: slower, equally correct.
// Debug builds can force it (`LockedReadsForTesting`) to test it on Linux.
//
// LAYOUT. One allocation (a `ManagedBuffer`; Design Rationale, "What a host
// costs after issue 36"): the header is a `PublicationState`; the tail, the
// atomic words (`PublicationWords`), a byte of immutable flags and the
// 4-byte word of `lock`.

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

/// The atomic words of a ``LockFreePublication``, in its tail: a view of
/// them through their address.
///
/// Three words, packed: the published object's address; the two reader
/// counters (32 bits each: they count the sections open at once); then the
/// epoch, the reclaim hint and the lane, a byte each (each written and read
/// alone, so they share a word without sharing an atomic), the
/// publication's flags (``LockFreePublication/flags``, immutable) and the
/// word of its lock.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
struct PublicationWords {
  /// The first word; the others follow, as below.
  @usableFromInline
  let base: UnsafeMutableRawPointer

  @inlinable @inline(__always)
  init(_ address: UnsafeRawPointer) {
    // Sound: `LockFreePublication.make` bound these words to the atomic
    // types below (``initialize(_:current:)``) and initialised them.
    base = UnsafeMutableRawPointer(mutating: address)
  }

  /// Binds and initialises the words at `address`: `current` published, the
  /// others 0.
  static func initialize(_ address: UnsafeMutableRawPointer, current: Int) {
    address.bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(to: Atomic(current))
    let counters = (address + 8).bindMemory(to: Atomic<Int32>.self, capacity: 2)
    counters.initialize(to: Atomic(0))
    (counters + 1).initialize(to: Atomic(0))
    let bytes = (address + 16).bindMemory(to: Atomic<UInt8>.self, capacity: 3)
    for index in 0..<3 { (bytes + index).initialize(to: Atomic(0)) }
  }

  /// Deinitialises the words (`LockFreePublication.deinit`).
  func deinitialize() {
    _ = current.deinitialize(count: 1)
    _ = readers0.deinitialize(count: 2)
    _ = epoch.deinitialize(count: 3)
  }

  /// The published object's address (`Unmanaged`, owned by the
  /// publication), as a bit pattern.
  @inlinable @inline(__always)
  var current: UnsafeMutablePointer<Atomic<Int>> { base.assumingMemoryBound(to: Atomic<Int>.self) }
  @inlinable @inline(__always)
  var readers0: UnsafeMutablePointer<Atomic<Int32>> { (base + 8).assumingMemoryBound(to: Atomic<Int32>.self) }
  @inlinable @inline(__always)
  var readers1: UnsafeMutablePointer<Atomic<Int32>> { (base + 12).assumingMemoryBound(to: Atomic<Int32>.self) }
  /// Which reader counter new sections use: 0 or 1.
  @inlinable @inline(__always)
  var epoch: UnsafeMutablePointer<Atomic<UInt8>> { (base + 16).assumingMemoryBound(to: Atomic<UInt8>.self) }
  /// Which exits should try to reclaim: bit `1 << w` is set while some
  /// retired object waits for word `w` (reader counter 0 or 1, or the lane:
  /// ``PublicationReadSection/lane``) to be seen free (see the file
  /// comment). Written only with `lock` held; a hint for exiting readers.
  @inlinable @inline(__always)
  var reclaimHint: UnsafeMutablePointer<Atomic<UInt8>> { (base + 17).assumingMemoryBound(to: Atomic<UInt8>.self) }
  /// The reader lane: 1 while the owner's thread reads, 0 otherwise.
  /// Written only by the owner's thread.
  @inlinable @inline(__always)
  var lane: UnsafeMutablePointer<Atomic<UInt8>> { (base + 18).assumingMemoryBound(to: Atomic<UInt8>.self) }

  /// The bit of the lane in ``reclaimHint`` (a reader counter's is
  /// `1 << index`).
  @inlinable @inline(__always)
  static var laneBit: UInt8 { 1 << PublicationReadSection.lane }

  /// Every bit of ``reclaimHint``.
  @inlinable @inline(__always)
  static var allBits: UInt8 { 1 << 0 | 1 << 1 | laneBit }

  @inlinable @inline(__always)
  func readers(_ index: Int) -> Int32 {
    index == 0
      ? readers0.pointee.load(ordering: .sequentiallyConsistent)
      : readers1.pointee.load(ordering: .sequentiallyConsistent)
  }
}

/// A read section: the object read, and how to end the section.
@usableFromInline
struct PublicationReadSection {
  /// The object, unretained: valid until the section ends.
  @usableFromInline
  let value: Unmanaged<AnyObject>

  /// The reader counter the section entered (0 or 1), ``lane`` when it
  /// holds the owner's lane, or -1 when the object was retained instead
  /// (locked mode).
  @usableFromInline
  let counter: Int

  /// The value of ``counter`` for a section that holds the owner's lane.
  @inlinable
  static var lane: Int { 2 }

  @inlinable @inline(__always)
  init(value: Unmanaged<AnyObject>, counter: Int) {
    self.value = value
    self.counter = counter
  }
}

/// The bookkeeping of a ``LockFreePublication`` (the header of its buffer).
@usableFromInline
struct PublicationState {
  /// The thread that created the publication, whose readers use the lane
  /// (``LockFreePublication/currentThread``); 0 in locked mode, and in a
  /// child process whose `fork` was made by another thread (`ForkedLanes`
  /// writes it then, while the child has no other thread: otherwise it
  /// never changes).
  @usableFromInline
  var owner: UInt

  /// What was retired and what the readers were seen to have drained, or
  /// `nil` while nothing is (see `Reclamation`). Guarded by `lock`.
  var reclamation: Reclamation?

  /// The publications before and after this one on the list of
  /// `ForkedLanes` (lock-free mode only), unretained. Guarded by that
  /// list's lock.
  var forkLinks: ForkedLanes.Links = (nil, nil)
}

/// A publication's retirements (see the file comment), in an object of its
/// own that a retirement makes (or takes: one emptied object is kept for
/// the next, see `make()`) and the `reclaim` that empties it drops, so
/// that a proxy whose snapshot no longer changes carries none. Made with
/// the publication's lock held (an allocation, which runs no foreign code);
/// released after the unlock, or with the publication, so never under a
/// lock. Starting afresh is sound: a sequence number only orders the
/// retirements still waiting, and a new object has seen no word drained.
final class Reclamation {
  // `@exclusivity(unchecked)`: every access holds the publication's lock,
  // which serialises them (dynamic checks, one per access, made an
  // installation and cancellation costlier).

  /// Retired objects and their sequence numbers, oldest first.
  @exclusivity(unchecked)
  var retired = RetiredObjects()

  /// The sequence number of the next retirement.
  @exclusivity(unchecked)
  var nextSequence: UInt64 = 0

  /// For each reader counter, then the lane, every object with a smaller
  /// sequence number was retired before it was last seen at zero.
  @exclusivity(unchecked)
  var drained: (UInt64, UInt64, UInt64) = (0, 0, 0)

  #if DEBUG
    /// How many times `reclaim` looked at the words (tests: a parked
    /// reader costs one look per retirement, not one per dispatch).
    @exclusivity(unchecked)
    var attempts = 0
  #endif
}

extension Reclamation {
  /// One emptied object kept for the next retirement anywhere in the
  /// process (an `Atomic<Int>` holding a retained address, or 0), so that
  /// an installation and a cancellation, which retire a snapshot each, don't
  /// allocate and free one every time.
  ///
  /// Its address, as an integer (written once, by this initialiser); the
  /// word it points to is only accessed as an atomic, where `Atomic` is
  /// available, and is never used elsewhere.
  private static let spareAddress: Int = {
    let word = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Int>.size, alignment: MemoryLayout<Int>.alignment)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      word.bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(to: Atomic(0))
    }
    return Int(bitPattern: word)
  }()

  /// The spare's word.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  private static var spare: UnsafeMutablePointer<Atomic<Int>> {
    UnsafeMutablePointer(bitPattern: spareAddress).unsafelyUnwrapped
  }

  /// An empty object: the spare one, reset, if there is one, else a new
  /// one. Called with a publication's lock held: it takes, never releases.
  static func make() -> Reclamation {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      // Acquiring: what `recycle` wrote before giving it up is seen here.
      let address = spare.pointee.exchange(0, ordering: .acquiring)
      if let pointer = UnsafeRawPointer(bitPattern: address) {
        let reused = Unmanaged<Reclamation>.fromOpaque(pointer).takeRetainedValue()
        reused.nextSequence = 0
        reused.drained = (0, 0, 0)
        #if DEBUG
          reused.attempts = 0
        #endif
        return reused
      }
    }
    return Reclamation()
  }

  /// Keeps `emptied` (nothing retired in it any more, and no publication
  /// refers to it) as the spare, unless there is one already. Call with no
  /// lock held: the caller's reference goes afterwards, perhaps the last.
  static func recycle(_ emptied: Reclamation) {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
    let retained = Unmanaged.passRetained(emptied)
    let address = Int(bitPattern: retained.toOpaque())
    // Releasing: what was written to it (its emptied list) is seen by the
    // `make` that takes it.
    if !spare.pointee.compareExchange(
      expected: 0, desired: address, ordering: .releasing
    ).exchanged {
      // Not the last reference: the caller's.
      retained.release()
    }
  }
}

/// An immutable object published for lock-free reading (see the file
/// comment). Writers must be serialised by the caller (a proxy publishes
/// with its own lock held).
///
/// Not generic: every proxy's publication runs the same concrete code, with
/// no generic metadata lookups on the install and cancel paths. Readers
/// convert the `AnyObject` they read to the type that was published.
@usableFromInline
final class LockFreePublication: ManagedBuffer<PublicationState, UInt> {
  // Shared between threads by its owner (a proxy): sound, as the header is
  // written once while no other thread runs (`owner`, by `ForkedLanes` in a
  // child process), or only read and written with `lock` held, the tail's
  // flags are immutable, the atomic words are atomics, and the lock's word
  // is initialised by `make` before the publication is shared.

  /// How many words the tail holds (``PublicationWords``). Declared here
  /// because the tail's layout is computed on every OS, where
  /// `PublicationWords` (macOS 15, iOS 18) may be unavailable.
  static var atomicWordCount: Int { 3 }

  /// Where the flags byte and the lock's word are in the tail: the fourth
  /// byte after the atomic bytes (``PublicationWords``), then the last four.
  @usableFromInline
  static var flagsOffset: Int { 19 }
  static var lockOffset: Int { 20 }

  /// The bits of ``flags``: the atomic words are in the tail (otherwise the
  /// publication is in locked mode).
  @usableFromInline
  static var hasWords: UInt8 { 1 }
  /// The lane's stores are plain, and observers on other threads run
  /// `AsymmetricFence.heavy()` first (see the file comment); otherwise they
  /// are sequentially consistent.
  @usableFromInline
  static var usesAsymmetricFence: UInt8 { 2 }

  /// Publishes `initial`. The writers use this publication's ``lock`` as
  /// their own: they hold it when they publish or read
  /// ``currentForWriter``, and nobody may hold it when calling
  /// ``reclaim()``, reading (``enter()``) or ``retiredCount``.
  static func make(_ initial: AnyObject) -> LockFreePublication {
    let locked = readsUnderLock
    let buffer = create(minimumCapacity: atomicWordCount) { buffer in
      var words: UnsafeRawPointer?
      // The publication owns one reference to the current object, kept as
      // its address in the tail's first word (see `ownedCurrent`).
      let current = UInt(bitPattern: Unmanaged.passRetained(initial).toOpaque())
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), !locked {
        words = buffer.withUnsafeMutablePointerToElements { tail in
          PublicationWords.initialize(UnsafeMutableRawPointer(tail), current: Int(bitPattern: current))
          return UnsafeRawPointer(tail)
        }
      } else {
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: current) }
      }
      let flags = (words != nil ? hasWords : 0) | (words != nil && lanesUseAsymmetricFence ? usesAsymmetricFence : 0)
      buffer.withUnsafeMutablePointerToElements { tail in
        let bytes = UnsafeMutableRawPointer(tail)
        bytes.storeBytes(of: flags, toByteOffset: flagsOffset, as: UInt8.self)
        Lock.initialize(bytes + lockOffset)
      }
      return PublicationState(owner: words == nil ? 0 : currentThread)
    }
    let publication = unsafeDowncast(buffer, to: LockFreePublication.self)
    // Last: once listed, a child process may disown the lane.
    if publication.words != nil { ForkedLanes.insert(publication) }
    return publication
  }

  /// Whether a new publication's lane stores are plain, with the heavy
  /// barrier on the observers' side: wherever that barrier is available,
  /// unless a debug build's test turns it off (`FencedLaneForTesting`).
  private static var lanesUseAsymmetricFence: Bool {
    #if DEBUG
      AsymmetricFence.isAvailable && !FencedLaneForTesting.isOn
    #else
      AsymmetricFence.isAvailable
    #endif
  }

  /// Whether a new publication's sections read under the lock even where
  /// `Atomic` is available: only when a debug build's test forces it
  /// (`LockedReadsForTesting`).
  private static var readsUnderLock: Bool {
    #if DEBUG
      LockedReadsForTesting.isOn
    #else
      false
    #endif
  }

  deinit {
    // No reader exists: a section is always inside a call on the owner.
    // The header (`reclamation`) is released by `ManagedBuffer`; the
    // current object here, last.
    // First: a listed publication's words must be valid (see `ForkedLanes`).
    if words != nil { ForkedLanes.remove(self) }
    let current = ownedCurrent
    defer { current.release() }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words {
      PublicationWords(words).deinitialize()
    }
  }

  /// The header: a class instance never moves, so its address is valid for
  /// as long as the publication is alive.
  @inline(__always)
  private var state: UnsafeMutablePointer<PublicationState> { withUnsafeMutablePointerToHeader { $0 } }

  // The header's fields, each reached through its own address, never through
  // the header as a whole: `ForkedLanes` writes the links under its lock
  // while a writer changes the other fields under this one.

  /// The flags (``hasWords``, ``usesAsymmetricFence``): a byte of the
  /// tail, written by `make` before the publication is shared.
  @inlinable @inline(__always)
  var flags: UInt8 { tail.load(fromByteOffset: Self.flagsOffset, as: UInt8.self) }

  /// The published object, owned by the publication (one reference, taken
  /// by `make` or ``publish(_:permanent:_:)``), whose address is the tail's
  /// first word in both modes: the atomic word readers load, or, in locked
  /// mode, a plain word that locked readers read under the lock. Lock held,
  /// or in `deinit`: writers are serialised by it, so a relaxed load sees
  /// the last store.
  private var ownedCurrent: Unmanaged<AnyObject> {
    let address: UInt
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words {
      address = UInt(bitPattern: PublicationWords(words).current.pointee.load(ordering: .relaxed))
    } else {
      address = withUnsafeMutablePointerToElements { $0.pointee }
    }
    return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
  }

  /// See `PublicationState`. Lock held.
  private var reclamation: Reclamation? {
    get { state.pointer(to: \.reclamation).unsafelyUnwrapped.pointee }
    set { state.pointer(to: \.reclamation).unsafelyUnwrapped.pointee = newValue }
  }

  /// See `PublicationState`.
  @inlinable @inline(__always)
  var owner: UInt { withUnsafeMutablePointerToHeader { $0.pointer(to: \.owner).unsafelyUnwrapped.pointee } }

  /// Disowns the lane: no thread reads through it again. Called only by
  /// `ForkedLanes`' child handler, where that is sound (see there).
  func disownLane() {
    state.pointer(to: \.owner).unsafelyUnwrapped.pointee = 0
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words {
      PublicationWords(words).lane.pointee.store(0, ordering: .relaxed)
    }
  }

  /// See `PublicationState`. Guarded by `ForkedLanes`' lock.
  var forkLinks: ForkedLanes.Links {
    get { state.pointer(to: \.forkLinks).unsafelyUnwrapped.pointee }
    set { state.pointer(to: \.forkLinks).unsafelyUnwrapped.pointee = newValue }
  }

  /// See ``usesAsymmetricFence``.
  @inlinable @inline(__always)
  var usesAsymmetricFence: Bool { flags & Self.usesAsymmetricFence != 0 }

  /// The calling thread, as a nonzero number that no other running thread
  /// has at the same time.
  @inlinable @inline(__always)
  static var currentThread: UInt {
    #if canImport(Darwin) || canImport(Musl)
      // A pointer.
      UInt(bitPattern: pthread_self())
    #else
      // An integer (glibc, Bionic).
      UInt(truncatingIfNeeded: pthread_self())
    #endif
  }

  /// Guards the retired list and the reclamation bookkeeping; in locked mode
  /// also the tail's first word. Never held while anything is released. The
  /// writers' own lock (a proxy's: one lock less per proxy), held when they
  /// publish. Valid while the publication is alive.
  var lock: Lock { Lock(embedded: UnsafeMutableRawPointer(mutating: tail) + Self.lockOffset) }

  /// The atomic words' address (the tail's start), or `nil` in locked
  /// mode: what readers read.
  @inlinable @inline(__always)
  var words: UnsafeRawPointer? {
    flags & Self.hasWords != 0 ? tail : nil
  }

  /// The tail's start: the atomic words' address, for a caller that knows
  /// the publication has them (a section that holds a counter or the lane).
  @inlinable @inline(__always)
  var tail: UnsafeRawPointer { UnsafeRawPointer(withUnsafeMutablePointerToElements { $0 }) }

  /// Whether readers use a lock (older Apple OSes, or forced in tests).
  var isLocked: Bool { words == nil }

  // MARK: Reading

  /// Starts a read section. Pair with ``exit(_:)`` on every path, and use
  /// the value only until then.
  @inlinable @inline(__always)
  func enter() -> PublicationReadSection {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words {
      let atomics = PublicationWords(words)
      // Relaxed: only this thread writes the lane (see the file comment).
      if owner == Self.currentThread && atomics.lane.pointee.load(ordering: .relaxed) == 0 {
        storeLane(1, atomics)
        let address = atomics.current.pointee.load(ordering: .sequentiallyConsistent)
        return PublicationReadSection(
          value: Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped),
          counter: PublicationReadSection.lane)
      }
      // Each branch names its counter as a constant: converting the
      // epoch's byte to the section's `Int` cost an instruction.
      let counter: Int
      if atomics.epoch.pointee.load(ordering: .sequentiallyConsistent) == 0 {
        atomics.readers0.pointee.wrappingAdd(1, ordering: .sequentiallyConsistent)
        counter = 0
      } else {
        atomics.readers1.pointee.wrappingAdd(1, ordering: .sequentiallyConsistent)
        counter = 1
      }
      let address = atomics.current.pointee.load(ordering: .sequentiallyConsistent)
      return PublicationReadSection(
        value: Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped), counter: counter)
    }
    return enterLocked()
  }

  /// Ends a read section.
  @inlinable @inline(__always)
  func exit(_ section: PublicationReadSection) {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), section.counter >= 0 {
      let atomics = PublicationWords(tail)
      // Only an exit that frees a word some retired object waits for
      // tries to reclaim (its bit in `reclaimHint`: WHO TRIES, above).
      if section.counter == PublicationReadSection.lane {
        storeLane(0, atomics)
        if atomics.reclaimHint.pointee.load(ordering: .sequentiallyConsistent) & PublicationWords.laneBit != 0 {
          reclaim()
        }
        return
      }
      // The hint's load is sequentially consistent (a plain load on x86
      // and arm64): a writer that retired an object and then saw this
      // counter busy must not be missed here. (Each branch tests its own
      // bit, a constant: no shift.)
      if section.counter == 0 {
        if atomics.readers0.pointee.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0
          && atomics.reclaimHint.pointee.load(ordering: .sequentiallyConsistent) & 1 != 0
        {
          reclaim()
        }
      } else if atomics.readers1.pointee.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0
        && atomics.reclaimHint.pointee.load(ordering: .sequentiallyConsistent) & 2 != 0
      {
        reclaim()
      }
      return
    }
    section.value.release()
  }

  /// The owner's store into its lane, kept before the load that follows it
  /// (the published object's address on entry, the reclaim hint on exit):
  /// where observers on other threads run the heavy barrier, a release
  /// store and a compiler barrier (on x86-64, a plain `mov` and no fence
  /// instruction); elsewhere a sequentially consistent store (see the file
  /// comment). Release, not relaxed, so that on exit what the section read
  /// happens before the object's release.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @inlinable @inline(__always)
  func storeLane(_ value: UInt8, _ atomics: PublicationWords) {
    if usesAsymmetricFence {
      atomics.lane.pointee.store(value, ordering: .releasing)
      atomicMemoryFence(ordering: .acquiringAndReleasing)
    } else {
      atomics.lane.pointee.store(value, ordering: .sequentiallyConsistent)
    }
  }

  @usableFromInline
  func enterLocked() -> PublicationReadSection {
    let value = lock.withLock { ownedCurrent.retain() }
    return PublicationReadSection(value: value, counter: -1)
  }

  // MARK: Writing

  /// The published object, unretained, for a writer (``lock`` held) that
  /// reads it or builds the next one from it: the publication keeps it.
  var currentForWriter: Unmanaged<AnyObject> { ownedCurrent }

  /// Publishes `value` in place of the current object, which is retired,
  /// unless it is `permanent` or `alsoPermanent`: an object that lives as
  /// long as the process (a shared empty snapshot), which no reader can
  /// outlive. Call with ``lock`` held; call ``reclaim()`` after releasing
  /// it.
  func publish(_ value: AnyObject, permanent: AnyObject? = nil, _ alsoPermanent: AnyObject? = nil) {
    let old = ownedCurrent
    let address = UInt(bitPattern: Unmanaged.passRetained(value).toOpaque())
    let retiring =
      old.toOpaque() != permanent.map { Unmanaged.passUnretained($0).toOpaque() }
      && old.toOpaque() != alsoPermanent.map { Unmanaged.passUnretained($0).toOpaque() }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words = words {
      let atomics = PublicationWords(words)
      atomics.current.pointee.store(Int(bitPattern: address), ordering: .sequentiallyConsistent)
      // The new object waits for every word: any exit that frees one tries.
      if retiring { atomics.reclaimHint.pointee.store(PublicationWords.allBits, ordering: .sequentiallyConsistent) }
    } else {
      withUnsafeMutablePointerToElements { $0.pointee = address }
    }
    guard retiring else {
      // A permanent object's reference: dropping it releases nothing.
      old.release()
      return
    }
    // Locked mode: readers retain what they read, so the old object could
    // go at once; it goes through `retired` all the same, to be released
    // by `reclaim` after the unlock.
    let log: Reclamation
    if let made = reclamation {
      log = made
    } else {
      log = Reclamation.make()
      reclamation = log
    }
    // The publication's reference moves to the retired list.
    log.retired.append((old.takeRetainedValue(), log.nextSequence))
    log.nextSequence += 1
  }

  /// Releases every retired object that no reader can still be using, and
  /// flips the epoch when readers hold back the rest. Call with no library
  /// lock held: releasing runs deinitialisers.
  ///
  /// On a thread that holds a host's installation lock (a dispatch or a
  /// query made from inside the host's delegate-property accessor, or an
  /// installation nested in one) it does nothing: what it would release
  /// stays retired, for the next change or the next reader to leave.
  @usableFromInline
  func reclaim() {
    guard !Lock.holdsRecursiveLock else { return }
    var released = RetiredObjects()
    var emptied: Reclamation?
    // Declared before the lock is taken, so it runs after the unlock.
    defer {
      released = RetiredObjects()
      if let emptied { Reclamation.recycle(emptied) }
    }
    lock.withLock {
      // Not the last reference: the header keeps it.
      guard let log = reclamation, !log.retired.isEmpty else { return }
      // Once nothing is retired, the bookkeeping goes too, after the
      // unlock (see `Reclamation`).
      defer {
        if log.retired.isEmpty {
          emptied = log
          reclamation = nil
        }
      }
      guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let words = words
      else {
        // Locked mode: readers hold their own references.
        swap(&released, &log.retired)
        return
      }
      let atomics = PublicationWords(words)
      #if DEBUG
        log.attempts += 1
      #endif
      // Every retirement so far happened before these observations. A word
      // already seen free since the last retirement isn't looked at again
      // (for the lane off its owner's thread, that saves the heavy barrier).
      let next = log.nextSequence
      if log.drained.0 < next && atomics.readers(0) == 0 { log.drained.0 = next }
      if log.drained.1 < next && atomics.readers(1) == 0 { log.drained.1 = next }
      if log.drained.2 < next && laneIsFree(atomics) { log.drained.2 = next }
      let drained = log.drained
      let safe = min(drained.0, drained.1, drained.2)
      if safe == next {
        // The common case (no dispatch was running): everything goes.
        swap(&released, &log.retired)
      } else {
        released = log.retired.removePrefix(before: safe)
      }
      // The words something still waits for: only the exits that free one
      // of them try again (with nothing retired, every word is drained).
      let hint =
        (drained.0 < next ? 1 << 0 : 0) | (drained.1 < next ? 1 << 1 : 0)
        | (drained.2 < next ? PublicationWords.laneBit : 0)
      atomics.reclaimHint.pointee.store(hint, ordering: .sequentiallyConsistent)
      // Readers still hold some: send new readers to the other counter,
      // only once it has drained (WHY IT TERMINATES, above).
      if !log.retired.isEmpty {
        let epoch = Int(atomics.epoch.pointee.load(ordering: .sequentiallyConsistent))
        if atomics.readers(epoch) != 0 && atomics.readers(1 - epoch) == 0 {
          atomics.epoch.pointee.store(UInt8(1 - epoch), ordering: .sequentiallyConsistent)
        }
      }
    }
  }

  /// Whether the owner's thread is outside the lane (see the file
  /// comment): on that thread, its own last write says so; elsewhere, with
  /// plain lane stores, only after the heavy barrier. Lock held.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  private func laneIsFree(_ atomics: PublicationWords) -> Bool {
    let owner = owner
    // Disowned in a child process after `fork` (see `ForkedLanes`): no
    // thread of this process reads through the lane.
    if owner == 0 { return true }
    if owner == Self.currentThread { return atomics.lane.pointee.load(ordering: .relaxed) == 0 }
    // Without the barrier a plain store may not be visible yet: busy, and
    // the owner's next exit reclaims.
    if usesAsymmetricFence && !AsymmetricFence.heavy() { return false }
    return atomics.lane.pointee.load(ordering: .sequentiallyConsistent) == 0
  }

  /// Whether retired objects await reclamation. Call with `lock` held (a
  /// proxy's writers hold it: it is theirs).
  var hasRetiredObjects: Bool { reclamation.map { !$0.retired.isEmpty } ?? false }

  /// How many retired objects await reclamation (tests: it stays bounded).
  var retiredCount: Int { lock.withLock { reclamation?.retired.count ?? 0 } }

  #if DEBUG
    /// How many times ``reclaim()`` looked at the words (tests).
    var reclaimAttempts: Int { lock.withLock { reclamation?.attempts ?? 0 } }
  #endif
}

/// A publication's retired objects with their sequence numbers, oldest
/// first: the oldest inline (a proxy usually retires one snapshot between
/// two reclamations, which then allocates nothing), the others in an array.
struct RetiredObjects {
  typealias Element = (value: AnyObject, sequence: UInt64)

  private var head: Element?
  private var rest: [Element] = []

  var isEmpty: Bool { head == nil }

  var count: Int { head == nil ? 0 : 1 + rest.count }

  /// Adds `element`, retired after every element present.
  mutating func append(_ element: Element) {
    if head == nil { head = element } else { rest.append(element) }
  }

  /// Removes and returns the objects retired with a sequence number below
  /// `sequence`. Nothing is released: every object removed is in the result.
  mutating func removePrefix(before sequence: UInt64) -> RetiredObjects {
    var removed = RetiredObjects()
    guard let first = head, first.sequence < sequence else { return removed }
    let end = rest.firstIndex { $0.sequence >= sequence } ?? rest.count
    removed.head = first
    removed.rest = Array(rest[..<end])
    rest.removeFirst(end)
    head = rest.isEmpty ? nil : rest.removeFirst()
    return removed
  }
}

#if DEBUG
  /// Debug builds: a mode that tests turn on for the publications the
  /// current thread creates meanwhile, so that they exercise, on Linux, what
  /// another platform does. Per thread, so that tests running in parallel
  /// don't see it.
  protocol PublicationModeForTesting {
    /// The thread's nesting depth of ``during(_:)``.
    static var depth: ThreadLocalCounter { get }
  }

  extension PublicationModeForTesting {
    static var isOn: Bool { depth.value > 0 }

    /// Runs `body` with every publication that this thread creates
    /// meanwhile in the mode. Tests only.
    static func during<Result>(_ body: () throws -> Result) rethrows -> Result {
      depth.value += 1
      defer { depth.value -= 1 }
      return try body()
    }
  }

  /// Locked mode (older Apple OSes), where atomics are available.
  enum LockedReadsForTesting: PublicationModeForTesting {
    static let depth = ThreadLocalCounter()
  }

  /// Sequentially consistent lane stores, as where the heavy barrier isn't
  /// available (arm64, Apple platforms, a kernel without `membarrier`).
  enum FencedLaneForTesting: PublicationModeForTesting {
    static let depth = ThreadLocalCounter()
  }
#endif
