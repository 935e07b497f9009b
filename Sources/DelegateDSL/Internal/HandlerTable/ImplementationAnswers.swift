// Internal: a dispatch snapshot's answers to its optional events'
// implementation tests, learned at the first dispatch that needs each.
//
// `sendIfImplemented` asks an optional event's test (`ImplementationTest`:
// the user's `implementedBy:` closure, or `responds(to:)` on Apple) whether
// the real delegate implements the method before forwarding to it; asked on
// every dispatch, it cost a third of it (Performance, "Optional methods"). A
// snapshot's real delegate never changes (a new real delegate publishes a
// new snapshot), so the answer learned for it holds for the snapshot's life:
// the test is asked once per snapshot and event, the first time the
// snapshot forwards the event.
//
// Each entry of a snapshot's index whose slot has a test gets an ordinal
// (`IdentityCacheEntry.testOrdinal`, numbered by
// `IdentityCache.addSnapshotFields`), and a snapshot with a real
// delegate and tested entries allocates one atomic byte per ordinal:
// unknown, implemented or missing. Dispatches read and write them with
// relaxed atomics: the byte is the whole message (nothing else is published
// through it), and two threads that learn the same answer at once both store
// it, harmlessly. The test is user code, so it runs at dispatch, outside the
// proxy's lock (a snapshot is built under it).
//
// PLATFORMS. The bytes are `Synchronization.Atomic`s. Where `Atomic` isn't
// available (Apple OSes before 2024, see `LockFreePublication`) a snapshot
// allocates none and every dispatch asks the test.
//
// A snapshot shared by several proxies (see `DispatchSnapshot`) has no
// answer bytes: they would be each proxy's. The first dispatch through it
// that asks a test has the proxy publish a snapshot of the same table with
// a copy of its adopted delegate and bytes of its own
// (`DelegateProxy.publishAnswers`), which later dispatches read.

import Synchronization

/// What a snapshot learned of one optional event's test.
@usableFromInline
enum ImplementationAnswer: UInt8 {
  /// Not asked yet.
  case unknown = 0
  /// The real delegate implements the method.
  case implemented = 1
  /// The real delegate does not implement it.
  case missing = 2
}

/// The answer bytes of one snapshot, through their address.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
struct ImplementationAnswers {
  @usableFromInline
  let base: UnsafeMutablePointer<Atomic<UInt8>>

  @inlinable @inline(__always)
  init(_ address: UnsafeMutableRawPointer) {
    // Sound: `allocate(count:)` bound these bytes to `Atomic<UInt8>` and
    // initialised them.
    base = address.assumingMemoryBound(to: Atomic<UInt8>.self)
  }

  /// `count` bytes, every one `unknown`.
  static func allocate(count: Int) -> UnsafeMutableRawPointer {
    let bytes = UnsafeMutablePointer<Atomic<UInt8>>.allocate(capacity: count)
    for index in 0..<count { (bytes + index).initialize(to: Atomic(ImplementationAnswer.unknown.rawValue)) }
    return UnsafeMutableRawPointer(bytes)
  }

  /// Frees what `allocate(count:)` returned (the atomics need no
  /// deinitialisation: they hold plain bytes).
  static func deallocate(_ address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Atomic<UInt8>.self).deallocate()
  }

  /// The answer learned for `ordinal`, or `unknown`.
  @inlinable @inline(__always)
  func answer(_ ordinal: UInt16) -> UInt8 {
    base[Int(ordinal)].load(ordering: .relaxed)
  }

  /// Records the answer for `ordinal`.
  @inlinable @inline(__always)
  func learn(_ ordinal: UInt16, _ isImplemented: Bool) {
    let answer: ImplementationAnswer = isImplemented ? .implemented : .missing
    base[Int(ordinal)].store(answer.rawValue, ordering: .relaxed)
  }
}

extension DispatchSnapshot {
  /// Whether the snapshot's real delegate, `real`, implements the method of
  /// the event `entry` was found for: by the event's test, asked once per
  /// snapshot (see the file comment), or `true` when the event has none.
  @inlinable @inline(__always)
  func implements<Delegate>(
    _ entry: IdentityCacheEntry, _ real: Delegate, of proxy: Unmanaged<DelegateProxy<Delegate>>
  ) -> Bool {
    let ordinal = entry.testOrdinal
    if ordinal == IdentityCacheEntry.untested { return true }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let implementationAnswers {
      switch ImplementationAnswers(implementationAnswers).answer(ordinal) {
      case ImplementationAnswer.implemented.rawValue: return true
      case ImplementationAnswer.missing.rawValue: return false
      default: break
      }
    }
    return learnImplementation(entry, real, of: proxy)
  }

  /// Asks the event's test and records its answer: out of line, once per
  /// snapshot and event. A snapshot that defers to `proxy`'s adopted real
  /// delegate has nowhere to record it: `proxy` publishes one that has (see
  /// the file comment).
  @inlinable @inline(never)
  func learnImplementation<Delegate>(
    _ entry: IdentityCacheEntry, _ real: Delegate, of proxy: Unmanaged<DelegateProxy<Delegate>>
  ) -> Bool {
    let isImplemented = entry.slot.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.isImplemented(by: real) }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      if let implementationAnswers {
        ImplementationAnswers(implementationAnswers).learn(entry.testOrdinal, isImplemented)
      } else if defersToAdopted {
        proxy._withUnsafeGuaranteedRef { $0.publishAnswers(replacing: self, learned: entry.testOrdinal, isImplemented) }
      }
    }
    return isImplemented
  }
}
