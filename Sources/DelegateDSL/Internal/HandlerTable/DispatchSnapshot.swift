// Internal: what a dispatch reads, as one immutable object.
//
// A proxy's table (`HandlerTable`) and real delegate change under the
// proxy's lock. After every change the proxy builds a `DispatchSnapshot` of
// them and publishes it through a `LockFreePublication`; a dispatch reads
// the current snapshot in a read section, with no lock and no retain: one
// identity lookup gives the event's slot (its rule), its handler list and
// whether it is observed. Nothing in a snapshot ever changes, so any number
// of threads may read one at once.
//
// A snapshot shares what did not change with the one it replaces: the slots
// (owned by the table for the proxy's lifetime) and every handler list that
// was not touched. A proxy that needs no index of its own publishes a shared
// snapshot instead (`empty`, `adoptedEmpty` or its plan's; see
// `DelegateProxy.publishIfNeeded`).
//
// THE ADOPTED REAL DELEGATE (Design Rationale, "What a host costs after
// issue 36", its last paragraph). A snapshot shared by several proxies
// can't carry any one proxy's real delegate: its `real` says "the proxy's
// adopted one" (`adoptedMarker`), and dispatch reads the proxy's own field
// (`DelegateProxy.real`). Two words can't be read beside a snapshot while a
// writer rewrites them (a reader could take one delegate's object with
// another's bits), so that field is written only before the proxy's first
// publication, which freezes it, and never again while the proxy lives
// (installation adopts before it adds the plan, see
// `ProxyRegistry.install`). Every later change of the real delegate
// publishes a snapshot that carries its own copy, or none, as does a
// snapshot of the proxy's own table; a change back to the adopted delegate,
// while the table is still shared, publishes the shared snapshot again.
//
// Why a dispatch never sees the frozen field torn or half-written (the
// order ThreadSanitizer checks):
// - every write W of the field is made with the proxy's lock held and
//   `realIsFrozen` false (`assignReal`; `init` before the proxy is shared);
// - the freeze F sets `realIsFrozen`, for good, with the lock held, in the
//   first `publishIfNeeded`, before that call's publication; so every W
//   comes before F in the lock's order (or in program order, in F's own
//   critical section): W happens before F;
// - a snapshot that defers is published (store P, sequentially consistent,
//   lock held) only by a `publishIfNeeded` or an `assignReal` that runs
//   with `realIsFrozen` true: F happens before every such P;
// - a dispatch reads the field (read R) only after its read section loaded
//   such a snapshot's address (load L, sequentially consistent, or under
//   the lock in locked mode), which reads P's value: P synchronizes with L,
//   and L precedes R in program order.
// So W → F → P → L → R: every write happens before every read, and no write
// follows F while the proxy lives. The only other access is `deinit`'s,
// which can't overlap a dispatch (the dispatching caller holds the proxy).
// Weak loads of one weak reference from several threads at once are safe
// (the runtime's side table is atomic); writers read the field under the
// lock, alongside such loads.

/// An immutable view of a proxy's table and real delegate, for dispatch.
///
/// Not generic (the real delegate is kept as the two parts of a
/// `WeakReference`, which dispatch reassembles with the proxy's `Delegate`
/// type), so building one runs concrete code with no generic metadata
/// lookups.
@usableFromInline
final class DispatchSnapshot {
  /// Key-path object → slot, handler list and observed flag.
  @usableFromInline
  let index: IdentityCache

  /// Whose `index` this is, and what else the snapshot keeps alive (see
  /// `Anchor`). One field for both: a snapshot that shares another's index
  /// keeps nothing else.
  private let anchor: Anchor

  /// What a snapshot's `index` belongs to.
  private enum Anchor {
    /// The snapshot built its own index and owns the handler lists its
    /// entries refer to: one retain per entry, released by `deinit` (not an
    /// array of the lists: an allocation per publish). `kept` keeps the
    /// key-path objects and slots of an `InstallPlan`'s snapshot alive (see
    /// `init(planning:)`); empty for a proxy's own snapshots, whose table
    /// keeps them.
    case owns(kept: ContiguousArray<AnyObject>)
    /// The snapshot shares this one's index (a real-delegate change shares
    /// the table's part), which it keeps alive, and owns nothing.
    case shares(DispatchSnapshot)
  }

  /// The real delegate, held weakly, with its type erased (a
  /// `WeakReference`'s layout doesn't depend on its type; dispatch
  /// reassembles it as the proxy's `Delegate`, `real(as:of:)`). Its bits are
  /// zero for no real delegate, and `adoptedMarker` (with no object) in a
  /// shared snapshot (see the file comment).
  ///
  /// A `var`, never written after `init` (so `@exclusivity(unchecked)`
  /// can't miss a conflict), not a `let`: the optimiser copies a `let`
  /// struct whole before reading it, a side-table retain and release per
  /// dispatch.
  @usableFromInline @exclusivity(unchecked)
  private(set) var real: WeakReference<AnyObject>

  /// One atomic byte per tested entry of `index` (`testOrdinal`): what the
  /// snapshot learned of its real delegate's optional methods (see
  /// `ImplementationAnswers`). `nil` when there is no real delegate, no
  /// tested entry, or no `Synchronization.Atomic` (older Apple OSes: every
  /// dispatch then asks the test). Owned by the snapshot.
  @usableFromInline
  let implementationAnswers: UnsafeMutableRawPointer?

  /// The snapshot of a proxy with no table and no real delegate, shared by
  /// every proxy: a new proxy publishes it, and so does a proxy whose last
  /// handler is removed, while it has no real delegate. It is never
  /// retired (it is never released).
  // `nonisolated(unsafe)` is sound: a snapshot is immutable after `init`
  // (see the file comment), and this one is created once, by the lazy
  // global initialiser, before any thread can read it.
  nonisolated(unsafe) static let empty = DispatchSnapshot(adopting: false)

  /// The snapshot of a proxy with no table whose real delegate is its
  /// adopted one (see the file comment): what the first publication of a
  /// proxy whose real delegate was set before its first installation
  /// publishes, and a proxy whose last handler is removed while its real
  /// delegate is the adopted one. Never retired.
  // `nonisolated(unsafe)`: as `empty`.
  nonisolated(unsafe) static let adoptedEmpty = DispatchSnapshot(adopting: true)

  /// The bits of `real` in a snapshot whose real delegate is the proxy's
  /// adopted one: not an object's address (an object is aligned).
  @inlinable @inline(__always)
  static var adoptedMarker: UInt { 1 }

  /// The `real` of a snapshot whose real delegate is the proxy's adopted
  /// one: no object, `adoptedMarker` bits.
  static var adopted: WeakReference<AnyObject> {
    var reference = WeakReference<AnyObject>()
    reference.bits = (adoptedMarker, 0)
    return reference
  }

  /// An empty snapshot: no event, and no real delegate or the proxy's
  /// adopted one.
  private init(adopting: Bool) {
    index = IdentityCache()
    anchor = .owns(kept: [])
    real = adopting ? Self.adopted : WeakReference()
    implementationAnswers = nil
  }

  /// A snapshot of `table` and `real`. Call with the owning proxy's lock
  /// held.
  init(_ table: HandlerTable, real: WeakReference<AnyObject>) {
    // Every entry's list, retained (see `Anchor.owns`); a slot creates its
    // published list here if it has none.
    var index = table.recent
    index.addSnapshotFields { $0.handlerList }
    self.index = index
    anchor = .owns(kept: [])
    // A weak copy: no strong load, so nothing can be released here, under
    // the lock.
    self.real = real
    implementationAnswers = Self.answers(for: index, real: real)
  }

  /// The snapshot of a proxy whose table held no event before it installed
  /// the plan of `events`, whose real delegate is its adopted one (see the
  /// file comment): built by the plan (`InstallPlan.snapshot`, again for
  /// each object it learns) and published by every such proxy. It has no
  /// implementation answers: a dispatch that needs one has the proxy
  /// publish a snapshot that has (see `ImplementationAnswers.swift`).
  ///
  /// Its entries refer to the plan's prototype slots rather than the
  /// proxy's own, which is sound: dispatch reads from an entry's slot only
  /// its rule (the prototype's, which each of the proxy's slots copies) and,
  /// when the entry is observed, its observers (a fresh table has none: an
  /// entry here is observed only when its event names a default
  /// implementation). The lists are the plan's, which a slot that had no
  /// handler shares (`SignatureSlot.append`). `nil` when the events do not
  /// fit in an identity cache (the table would then not cache them all).
  ///
  /// `learned` are other key-path objects equal to the events' keys, which
  /// proxies dispatched through (see `InstallPlan.snapshot(learning:)`), and
  /// `absent` events the plan has no handler for, which they dispatched too.
  init?(planning events: ContiguousArray<PlannedEvent>, learned: [AnyKeyPath], absent: [AbsentEvent]) {
    var index = IdentityCache()
    var kept = ContiguousArray<AnyObject>()
    for event in events {
      kept.append(event.prototype)
      for key in CollectionOfOne(event.key) + event.aliases {
        guard index.slot(for: key) == nil else { continue }
        guard index.insert(key, event.prototype) else { return nil }
        kept.append(key)
      }
    }
    for event in absent where index.slot(for: event.key) == nil {
      guard index.insert(event.key, event.prototype) else { return nil }
      kept.append(event.key)
      kept.append(event.prototype)
    }
    for key in learned where index.slot(for: key) == nil {
      guard
        let prototype = events.first(where: { $0.key == key })?.prototype
          ?? absent.first(where: { $0.key == key })?.prototype,
        index.insert(key, prototype)
      else { return nil }
      kept.append(key)
    }
    // The plan's lists, retained (see `Anchor.owns`). A prototype has no
    // observer, so only a default implementation marks an entry observed.
    index.addSnapshotFields { slot in
      events.first { $0.prototype === slot }?.list ?? absent.first { $0.prototype === slot }.unsafelyUnwrapped.list
    }
    self.index = index
    anchor = .owns(kept: kept)
    real = Self.adopted
    implementationAnswers = nil
  }

  /// A snapshot with `previous`'s table and another real delegate: what a
  /// real-delegate assignment publishes (the index and the lists are
  /// shared, not rebuilt), or a table change whose
  /// table is shared while the real delegate isn't the adopted one. `real`
  /// is the snapshot's own (an object or none), never the adopted marker.
  /// Call with the owning proxy's lock held.
  init(sharingTableOf previous: DispatchSnapshot, real: WeakReference<AnyObject>) {
    index = previous.index
    switch previous.anchor {
    case .owns: anchor = .shares(previous)
    case .shares(let owner): anchor = .shares(owner)
    }
    // A weak copy: see `init(_:real:)`.
    self.real = real
    implementationAnswers = Self.answers(for: index, real: real)
  }

  /// Answer bytes for the tested entries of `index`, all unknown, when
  /// there is a real delegate to ask about (its bits are copied only for a
  /// value: reading them loads nothing strongly) and atomics are available.
  private static func answers(for index: IdentityCache, real: WeakReference<AnyObject>) -> UnsafeMutableRawPointer? {
    guard real.bits.0 != 0, real.bits.0 != adoptedMarker,
      #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    else {
      return nil
    }
    let count = index.testedCount
    return count == 0 ? nil : ImplementationAnswers.allocate(count: count)
  }

  deinit {
    // Runs when the snapshot is reclaimed (no lock held), or with its proxy.
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), let implementationAnswers {
      ImplementationAnswers.deallocate(implementationAnswers)
    }
    guard case .owns = anchor else { return }
    for entry in index.entries { entry.list?.release() }
  }

  /// The snapshot whose index this one uses (see `Anchor`): itself, or the
  /// one it shares.
  var tableOwner: DispatchSnapshot {
    if case .shares(let owner) = anchor { return owner }
    return self
  }

  /// Whether the snapshot's real delegate is the reading proxy's adopted
  /// one (see the file comment). Reads the bits only.
  @inlinable @inline(__always)
  var defersToAdopted: Bool { real.bits.0 == Self.adoptedMarker }

  /// The snapshot's own real delegate's object, strongly (a weak load in
  /// place), or `nil`: for a writer, with its proxy's lock held.
  var ownRealObject: AnyObject? { real.object }

  /// The real delegate for a dispatch of `proxy`, which published this
  /// snapshot, strongly, or `nil`: the snapshot's own, or `proxy`'s adopted
  /// one (`DelegateProxy.real`, never written once a snapshot defers to it;
  /// see the file comment). Call inside a read section that loaded the
  /// snapshot. A method of the snapshot, so that `real` is read in place
  /// (through its getter, the weak reference is copied: a side-table retain
  /// and release); the proxy's field is read in `_withUnsafeGuaranteedRef`
  /// (the same test in a method of the proxy cost every handler a retain and
  /// a release).
  @inlinable @inline(__always)
  func real<Delegate>(as: Delegate.Type, of proxy: Unmanaged<DelegateProxy<Delegate>>) -> Delegate? {
    if _fastPath(defersToAdopted) {
      return proxy._withUnsafeGuaranteedRef {
        WeakReference<Delegate>.value(object: $0.real.object, bits: $0.real.bits)
      }
    }
    return WeakReference<Delegate>.value(object: real.object, bits: real.bits)
  }

  /// Whether the snapshot was published with a real delegate, its own or
  /// `proxy`'s adopted one: when ``real(as:of:)`` finds nothing, that
  /// delegate has died since (see `DelegateProxy+RealDelegateDeath.swift`).
  /// Reads the bits only.
  @inlinable @inline(__always)
  func hadRealDelegate<Delegate>(of proxy: Unmanaged<DelegateProxy<Delegate>>) -> Bool {
    defersToAdopted ? proxy._withUnsafeGuaranteedRef { $0.real.bits.0 != 0 } : real.bits.0 != 0
  }
}

extension PublicationReadSection {
  /// The section's object as the `DispatchSnapshot` a proxy publishes.
  @inlinable @inline(__always)
  var snapshot: Unmanaged<DispatchSnapshot> {
    // Sound: a proxy's publication only ever holds `DispatchSnapshot`s.
    Unmanaged.fromOpaque(value.toOpaque())
  }
}

extension IdentityCacheEntry {
  /// The entry's slot, as the typed slot of an event whose handlers have
  /// type `Signature` and answer `Answer`.
  ///
  /// Sound: an entry is found by the event's key-path object, and the slot
  /// cached for it was made by that event's `Event<Signature>` (see
  /// `EventSlot`).
  @inlinable @inline(__always)
  func typedSlot<Signature, Answer>(_: Signature.Type, _: Answer.Type) -> Unmanaged<EventSlot<Signature, Answer>> {
    Unmanaged.fromOpaque(slot.unsafelyUnwrapped.toOpaque())
  }

  /// A snapshot entry's handler list, unretained: valid while the snapshot
  /// is (it owns its entries' lists, see `Anchor.owns`). Sound as
  /// `typedSlot` is: the list was made by that slot.
  @inlinable @inline(__always)
  func handlerList<Signature>(_: Signature.Type) -> Unmanaged<HandlerList<Signature>> {
    Unmanaged.fromOpaque(list.unsafelyUnwrapped.toOpaque())
  }
}
