// Internal: an immutable object published for reading without a lock, and
// reclaimed only when no reader can still be using it.
//
// Dispatch reads a proxy's table through one of these (see
// `DispatchSnapshot`): writers, serialised by the proxy's lock, build a new
// immutable snapshot and publish it; a dispatch reads the current one
// without locking, retaining nothing.
//
// READERS bracket every use of the published object with a read section:
//
//     enter:  e = epoch;  readers[e] += 1;  p = current     (all seq_cst)
//     …use p, unretained…
//     exit:   readers[e] -= 1
//
// WRITERS replace `current` and *retire* the old object instead of releasing
// it: each retired object gets the next sequence number. An object retired
// with sequence s is RECLAIMED (released) once each of the two reader
// counters has been observed at zero at some moment after s was retired.
//
// WHY THAT IS SAFE. A reader can hold a retired object only if it loaded
// `current` before the object was swapped out. It incremented one of the two
// counters before that load and decrements it only when its section ends,
// so that counter is at least 1 from before the swap until the reader is
// done. Seeing that counter at zero after the swap therefore proves the
// reader has finished; seeing both at zero proves every such reader has.
// (Sequential consistency orders each reader's increment before its load,
// and the writer's swap before its observation of the counters.)
//
// WHY IT TERMINATES. Counters only drain if new readers stop adding to
// them: when the current epoch's counter is busy and the other one has
// drained, `reclaim` flips `epoch`, so new readers count on the drained
// counter and the busy one drains as its readers finish, even under a
// continuous stream of overlapping dispatches. (It never flips towards a
// busy counter: flipping back and forth would keep feeding both.)
// The reader whose exit brings a counter to zero while objects are pending
// runs `reclaim` itself, so nothing waits for the next write. A reader that
// never finishes (a handler that blocks forever) keeps what was retired
// after it entered, as any grace-period scheme must; nothing ever waits for
// it.
//
// No lock is held while anything is released (see `Lock.swift`): `reclaim`
// moves what it frees out of `retired` under its lock and drops it after
// unlocking, and writers under other locks hand the call to `reclaim` to
// their `DeferredReleases`. Readers never block, and writers never wait for
// readers.
//
// PLATFORMS. The counters are `Synchronization.Atomic`s, available on Linux
// and on Apple OSes from 2024 (macOS 15, iOS 18). On older Apple OSes the
// same object is read under `lock` and retained for the section instead:
// slower, equally correct. Debug builds can force that mode
// (`LockedReadsForTesting`) so that tests exercise it on Linux.

import Synchronization

/// The atomic words of a ``LockFreePublication``.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
final class PublicationWords {
  /// The published object's address (`Unmanaged`, owned by the publication).
  @usableFromInline
  let current: Atomic<UInt>
  /// Which reader counter new sections use: 0 or 1.
  @usableFromInline
  let epoch = Atomic<Int>(0)
  @usableFromInline
  let readers0 = Atomic<Int>(0)
  @usableFromInline
  let readers1 = Atomic<Int>(0)
  /// How many retired objects await reclamation (a hint for exiting readers).
  @usableFromInline
  let pending = Atomic<Int>(0)

  init(current: UInt) { self.current = Atomic(current) }

  @inlinable @inline(__always)
  func readers(_ index: Int) -> Int {
    index == 0 ? readers0.load(ordering: .sequentiallyConsistent) : readers1.load(ordering: .sequentiallyConsistent)
  }
}

/// A read section: the object read, and how to end the section.
@usableFromInline
struct PublicationReadSection {
  /// The object, unretained: valid until the section ends.
  @usableFromInline
  let value: Unmanaged<AnyObject>

  /// The reader counter the section entered (0 or 1), or -1 when the object
  /// was retained instead (locked mode).
  @usableFromInline
  let counter: Int

  @inlinable @inline(__always)
  init(value: Unmanaged<AnyObject>, counter: Int) {
    self.value = value
    self.counter = counter
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
final class LockFreePublication {
  /// The atomic words (a `PublicationWords`), or `nil` in locked mode;
  /// `words` keeps them alive. Readers use the unmanaged copy: loading the
  /// class reference itself would retain and release it on every dispatch.
  let words: AnyObject?
  @usableFromInline
  let unmanagedWords: UnsafeRawPointer?

  /// Guards the retired list and the reclamation bookkeeping; in locked mode
  /// also `lockedCurrent`. Never held while anything is released. A proxy's
  /// publication uses the proxy's own lock (one lock less per proxy), which
  /// its writers already hold when they publish (`sharesWritersLock`).
  @usableFromInline
  let lock: Lock

  /// Whether `lock` is the writers' own lock: ``publish(_:permanent:)`` and
  /// ``currentForWriter`` are then called with it held, and don't take it.
  let sharesWritersLock: Bool

  /// The published object, owned here in both modes (the atomic word holds
  /// its address only); locked-mode readers read it here. Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked)
  var lockedCurrent: AnyObject

  /// Retired objects and their sequence numbers, oldest first. Guarded by
  /// `lock`.
  // `@exclusivity(unchecked)` here and below: every access is made with
  // `lock` held, which already serialises them.
  @exclusivity(unchecked)
  var retired = RetiredObjects()

  /// The sequence number of the next retirement. Guarded by `lock`.
  @exclusivity(unchecked)
  var nextSequence: UInt64 = 0

  /// For each reader counter, every object with a smaller sequence number
  /// was retired before the counter was last seen at zero. Guarded by `lock`.
  @exclusivity(unchecked)
  var drained: (UInt64, UInt64) = (0, 0)

  /// Whether readers use a lock (older Apple OSes, or forced in tests).
  var isLocked: Bool { words == nil }

  /// The atomic words, borrowed.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @inlinable @inline(__always)
  func withWords<Result>(_ address: UnsafeRawPointer, _ body: (PublicationWords) -> Result) -> Result {
    Unmanaged<PublicationWords>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
  }

  /// Publishes `initial`. Pass the writers' `lock` to use it instead of a
  /// lock of the publication's own: writers must then hold it when they
  /// publish, and nobody may hold it when calling ``reclaim()``, reading
  /// (``enter()``) or ``retiredCount``.
  init(_ initial: AnyObject, writersLock: Lock? = nil) {
    lock = writersLock ?? Lock()
    sharesWritersLock = writersLock != nil
    lockedCurrent = initial
    words = Self.atomicWords(publishing: initial)
    unmanagedWords = words.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
  }

  /// The atomic words for lock-free reads of `initial`, or `nil` where
  /// sections read under the lock (no `Atomic`, or `LockedReadsForTesting`).
  private static func atomicWords(publishing initial: AnyObject) -> AnyObject? {
    #if DEBUG
      if LockedReadsForTesting.isOn { return nil }
    #endif
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return nil }
    // The publication owns one reference to the current object, kept as
    // its address: `lockedCurrent` holds it.
    return PublicationWords(current: UInt(bitPattern: Unmanaged.passUnretained(initial).toOpaque()))
  }

  deinit {
    // No reader exists: a section is always inside a call on the owner.
    // `lockedCurrent` and `retired` are released by Swift.
  }

  // MARK: Reading

  /// Starts a read section. Pair with ``exit(_:)`` on every path, and use
  /// the value only until then.
  @inlinable @inline(__always)
  func enter() -> PublicationReadSection {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let unmanagedWords {
      return withWords(unmanagedWords) { atomics in
        let counter = atomics.epoch.load(ordering: .sequentiallyConsistent)
        if counter == 0 {
          atomics.readers0.wrappingAdd(1, ordering: .sequentiallyConsistent)
        } else {
          atomics.readers1.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        let address = atomics.current.load(ordering: .sequentiallyConsistent)
        return PublicationReadSection(
          value: Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped), counter: counter)
      }
    }
    return enterLocked()
  }

  /// Ends a read section.
  @inlinable @inline(__always)
  func exit(_ section: PublicationReadSection) {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), section.counter >= 0 {
      let lastOut = withWords(unmanagedWords.unsafelyUnwrapped) { atomics in
        let remaining =
          section.counter == 0
          ? atomics.readers0.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
          : atomics.readers1.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        // Sequentially consistent (a plain load on x86 and arm64): a writer
        // that retired an object and then saw this counter busy must not be
        // missed here, or nobody would reclaim until the next change.
        return remaining == 0 && atomics.pending.load(ordering: .sequentiallyConsistent) > 0
      }
      // The last reader out of a counter reclaims what waited for it.
      if lastOut { reclaim() }
      return
    }
    section.value.release()
  }

  @usableFromInline
  func enterLocked() -> PublicationReadSection {
    let value = lock.withLock { Unmanaged.passRetained(lockedCurrent) }
    return PublicationReadSection(value: value, counter: -1)
  }

  // MARK: Writing

  /// The published object, for a writer (its lock held) that builds the
  /// next one from it. Not the last reference: the publication keeps it.
  var currentForWriter: AnyObject { sharesWritersLock ? lockedCurrent : lock.withLock { lockedCurrent } }

  /// Publishes `value` in place of the current object, which is retired,
  /// unless it is `permanent`: an object that lives as long as the process
  /// (a shared empty snapshot), which no reader can outlive. Call with the
  /// owner's writer lock held; call ``reclaim()`` after releasing it.
  func publish(_ value: AnyObject, permanent: AnyObject? = nil) {
    if sharesWritersLock {
      replace(with: value, permanent: permanent)
    } else {
      lock.withLock { replace(with: value, permanent: permanent) }
    }
  }

  /// ``publish(_:permanent:)``, with `lock` held.
  private func replace(with value: AnyObject, permanent: AnyObject?) {
    let old = lockedCurrent
    lockedCurrent = value
    // Dropping the reference to a permanent object releases nothing.
    let retiring = old !== permanent
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words {
      let atomics = unsafeDowncast(words, to: PublicationWords.self)
      atomics.current.store(
        UInt(bitPattern: Unmanaged.passUnretained(value).toOpaque()), ordering: .sequentiallyConsistent)
      if retiring { atomics.pending.wrappingAdd(1, ordering: .sequentiallyConsistent) }
    }
    guard retiring else { return }
    // Locked mode: readers retain what they read, so the old object could
    // go at once; it goes through `retired` all the same, to be released
    // by `reclaim` after the unlock.
    retired.append((old, nextSequence))
    nextSequence += 1
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
    guard Lock.recursiveLocksOnCurrentThread == 0 else { return }
    var released = RetiredObjects()
    // Declared before the lock is taken, so it runs after the unlock.
    defer { released = RetiredObjects() }
    lock.withLock {
      guard !retired.isEmpty else { return }
      guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let words else {
        // Locked mode: readers hold their own references.
        swap(&released, &retired)
        return
      }
      let atomics = unsafeDowncast(words, to: PublicationWords.self)
      // Every retirement so far happened before these observations.
      if atomics.readers(0) == 0 { drained.0 = nextSequence }
      if atomics.readers(1) == 0 { drained.1 = nextSequence }
      let safe = min(drained.0, drained.1)
      if safe == nextSequence {
        // The common case (no dispatch was running): everything goes.
        swap(&released, &retired)
      } else {
        released = retired.removePrefix(before: safe)
      }
      atomics.pending.store(retired.count, ordering: .sequentiallyConsistent)
      // Readers still hold some: send new readers to the other counter so
      // that the busy one drains, but only once the other one has drained
      // (flipping back and forth would keep feeding both).
      if !retired.isEmpty {
        let epoch = atomics.epoch.load(ordering: .sequentiallyConsistent)
        if atomics.readers(epoch) != 0 && atomics.readers(1 - epoch) == 0 {
          atomics.epoch.store(1 - epoch, ordering: .sequentiallyConsistent)
        }
      }
    }
  }

  /// Whether retired objects await reclamation. Call with `lock` held (a
  /// proxy's writers hold it: it is theirs).
  var hasRetiredObjects: Bool { !retired.isEmpty }

  /// How many retired objects await reclamation (tests: it stays bounded).
  var retiredCount: Int { lock.withLock { retired.count } }
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
    guard let first = head, first.sequence < sequence else { return RetiredObjects() }
    var removed = RetiredObjects()
    removed.head = first
    var count = 0
    while count < rest.count && rest[count].sequence < sequence { count += 1 }
    if count == rest.count {
      swap(&removed.rest, &rest)
      head = nil
    } else {
      removed.rest = Array(rest[..<count])
      head = rest[count]
      rest.removeFirst(count + 1)
    }
    return removed
  }
}

#if DEBUG
  /// Debug builds: makes the publications that the current thread creates
  /// use locked mode, so that tests exercise it on platforms that have
  /// atomics. Per thread, so that tests running in parallel don't see it.
  enum LockedReadsForTesting {
    private static let depth = ThreadLocalCounter()

    static var isOn: Bool { depth.value > 0 }

    /// Runs `body` with every publication that this thread creates
    /// meanwhile in locked mode. Tests only.
    static func during<Result>(_ body: () throws -> Result) rethrows -> Result {
      depth.value += 1
      defer { depth.value -= 1 }
      return try body()
    }
  }
#endif
