// Internal: the handler table's identity cache, key-path object → slot.
//
// Dispatch looks an event up by the identity of its key-path object, not
// its value (Design Rationale, "Dispatch resolves an event's key path
// once"), in an open-addressed hash table keyed by the object's address:
// one multiply, one load and one compare in the common case.
//
// Layout: `entries.count` is zero or a power of two, at most a quarter full
// (so a probe always reaches an empty entry and stops, and almost every
// lookup finds its entry at its home position), linear probing, never a
// deletion (the table never removes a slot, see `EventSlot`). An address is
// only cached while its object is alive, which `HandlerTable` (or the plan,
// or the snapshot) guarantees by keeping every cached key-path object, so
// the address cannot be reused by another object while cached. Address 0 is
// never an object's, so it marks an empty entry.

/// One entry: a key-path object's address and its slot, unretained (the
/// table owns every slot and never removes one). In a `DispatchSnapshot`
/// the entry also carries what a dispatch reads: the slot's handler list
/// (owned by the snapshot) and whether the event has observers.
@usableFromInline
struct IdentityCacheEntry {
  @usableFromInline
  var address: UInt

  @usableFromInline
  var slot: Unmanaged<AnyEventSlot>?

  /// Snapshots only: the slot's `HandlerList`, which the snapshot owns
  /// (see `DispatchSnapshot.Anchor`).
  @usableFromInline
  var list: Unmanaged<AnyObject>? = nil

  /// Snapshots only: whether the event has observers, or names a default
  /// implementation; either sends its dispatch down the slow path.
  @usableFromInline
  var isObserved = false

  /// Snapshots only: whether the event names a default implementation and
  /// has no observer: its slow path is `DelegateProxy.walkStandingIn`.
  @usableFromInline
  var hasStandIn = false

  /// Snapshots only: with `hasStandIn`, whether the rule folds the default
  /// after the handlers (`CombineShape.foldsStandInLast`): its walk is then
  /// `DelegateProxy.dispatchStandingInLast`, so that the other rules' walk
  /// tests nothing more.
  @usableFromInline
  var standInFoldsLast = false

  /// Snapshots only: for an event whose slot has an implementation test
  /// (an optional event), the position of the snapshot's learned answer
  /// to it (see `ImplementationAnswers`); `untested` otherwise. Fits in the
  /// entry's padding: the stride stays 32 bytes.
  @usableFromInline
  var testOrdinal = untested

  /// The `testOrdinal` of an event whose real delegate always implements
  /// the method.
  @usableFromInline
  static var untested: UInt16 { .max }

  @usableFromInline
  static var empty: Self { Self(address: 0, slot: nil) }
}

@usableFromInline
struct IdentityCache {
  @usableFromInline
  var entries: ContiguousArray<IdentityCacheEntry> = []

  /// The number of addresses cached.
  var count = 0

  /// The most addresses the cache holds. Proxies dispatch through literals,
  /// so the count is bounded by the protocol's methods (and their inherited
  /// aliases); the cap only guards against key paths built at run time,
  /// which are then found by value.
  static var capacity: Int { 256 }

  @usableFromInline
  init() {}

  /// The home position of `address` in a table of `mask + 1` entries:
  /// Fibonacci hashing, whose high half mixes every bit of the address
  /// (objects are 16-byte aligned, so the low bits alone would collide).
  @inlinable @inline(__always)
  static func home(of address: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The slot cached for `object`'s address, if any.
  @inlinable @inline(__always)
  func slot(for object: AnyObject) -> Unmanaged<AnyEventSlot>? {
    entry(for: object)?.slot
  }

  /// The entry cached for `object`'s address, if any. The dispatch hot
  /// path: no hashing of the key path, no reference counting.
  @inlinable @inline(__always)
  func entry(for object: AnyObject) -> IdentityCacheEntry? {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    // Subscripts rather than `withUnsafeBufferPointer`, which would retain
    // the buffer of a stored array for the length of the call.
    let mask = entries.count &- 1
    guard mask >= 0 else { return nil }
    var position = Self.home(of: address, mask: mask)
    while true {
      let found = entries[position].address
      if found == address { return entries[position] }
      if found == 0 { return nil }
      position = (position &+ 1) & mask
    }
  }

  /// Caches `slot` for `object`'s address; returns `false` (and caches
  /// nothing) when the cache is full. The caller keeps `object` alive for as
  /// long as the cache lives.
  mutating func insert(_ object: AnyObject, _ slot: AnyEventSlot) -> Bool {
    guard count < Self.capacity else { return false }
    if (count + 1) * 4 > entries.count {
      let old = entries
      // From 4 entries (one event): a proxy usually serves one or two
      // events, and every publish copies the whole table.
      let size = Swift.max(4, entries.count * 2)
      // Reserved, then appended: `init(repeating:count:)` allocates through
      // an unspecialised path that looks the storage class's metadata up.
      var grown = ContiguousArray<IdentityCacheEntry>()
      grown.reserveCapacity(size)
      for _ in 0..<size { grown.append(.empty) }
      entries = grown
      for entry in old where entry.address != 0 { place(entry) }
    }
    place(IdentityCacheEntry(address: UInt(bitPattern: ObjectIdentifier(object)), slot: .passUnretained(slot)))
    count += 1
    return true
  }

  /// Gives every entry what a `DispatchSnapshot` reads of it: its handler
  /// list, `list(slot)`, retained once per entry (the snapshot releases the
  /// lists when it goes), whether the slot is observed or names a default
  /// implementation (either takes the slow path, see
  /// `DelegateProxy+Dispatch.swift`), and its implementation test's
  /// ordinal (see `ImplementationAnswers`).
  mutating func addSnapshotFields(list: (AnyEventSlot) -> AnyObject) {
    var tested = 0
    for position in entries.indices {
      guard let slot = entries[position].slot?.takeUnretainedValue() else { continue }
      entries[position].list = .passRetained(list(slot))
      entries[position].isObserved = slot.isObserved || slot.standIn != nil
      entries[position].hasStandIn = !slot.isObserved && slot.standIn != nil
      entries[position].standInFoldsLast = slot.foldsStandInLast
      if slot.implementationTest != nil, tested < Int(IdentityCacheEntry.untested) {
        entries[position].testOrdinal = UInt16(tested)
        tested += 1
      }
    }
  }

  /// How many entries have a `testOrdinal` (they are numbered from 0).
  /// Counted when needed rather than stored: a stored count moved the
  /// snapshot's fields and slowed a dispatch's weak load of the real
  /// delegate.
  var testedCount: Int {
    var count = 0
    for entry in entries where entry.testOrdinal != IdentityCacheEntry.untested {
      count = Swift.max(count, Int(entry.testOrdinal) + 1)
    }
    return count
  }

  /// Puts `entry` at the first empty position from its home (the table has
  /// one: it is at most a quarter full).
  private mutating func place(_ entry: IdentityCacheEntry) {
    let mask = entries.count - 1
    var position = Self.home(of: entry.address, mask: mask)
    while entries[position].address != 0 { position = (position + 1) & mask }
    entries[position] = entry
  }
}
