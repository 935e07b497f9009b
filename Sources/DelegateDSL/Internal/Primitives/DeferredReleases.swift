// Internal: references kept alive until a critical section has ended.
//
// The bag of THE PATTERN in `Lock.swift`: what leaves a structure under a
// lock waits in it for the unlock, and so does work that takes locks and
// releases (evicting a dead host's proxy table, reclaiming a publication's
// retired objects). A callee that holds more locks than its caller takes the
// caller's bag (`keeping releases: inout DeferredReleases`) rather than making
// its own, so that everything waits for the outermost unlock.

/// A bag of references whose release is postponed until after an unlock.
///
/// Most critical sections keep one or two objects (a value read from a
/// host's property, a proxy), so the first two objects are stored inline and
/// keeping them allocates nothing; anything else goes to an array of `Any`.
/// Converting another value (an array, an existential, an optional of a
/// generic type) to `Any` in unspecialised generic code costs a metadata
/// lookup, hence the separate overload for objects (preferred for any
/// class-typed argument).
@usableFromInline
struct DeferredReleases {
  private var first: AnyObject?
  private var second: AnyObject?
  private var others: [Any] = []

  /// Keeps `object` alive, if it is not `nil`, until ``releaseNow()`` or the
  /// bag's own end.
  mutating func keep(_ object: AnyObject?) {
    guard let object else { return }
    if first == nil {
      first = object
    } else if second == nil {
      second = object
    } else {
      keep(object as Any)
    }
  }

  /// The publication whose retired objects are reclaimed once the lock is
  /// released (reclaiming releases them, so it waits for the same moment).
  /// One per bag: only a proxy's `changingTable` asks, and a bag serves one
  /// operation on one proxy.
  private var publication: LockFreePublication?

  /// Reclaims `publication`'s retired objects when the bag is released.
  mutating func reclaim(_ publication: LockFreePublication) {
    // (Were that broken, a second publication's retired objects would wait
    // for its next reader exit or change, as when a writer under an
    // installation lock postpones: see `LockFreePublication`.)
    assert(self.publication == nil || self.publication === publication, "one publication per DeferredReleases")
    if self.publication == nil { self.publication = publication }
  }

  /// Work for after the unlock; rare (a dead host's table), so a closure each.
  private var actions: [() -> Void] = []

  /// Runs `action` in ``releaseNow()`` (never if the bag is just dropped).
  mutating func afterUnlock(_ action: @escaping () -> Void) {
    actions.append(action)
  }

  /// Keeps `value` alive, if it is not `nil`, until ``releaseNow()`` or the
  /// bag's own end.
  mutating func keep(_ value: Any?) {
    guard let value else { return }
    // Room for a few at once: growing one by one would reallocate.
    if others.isEmpty { others.reserveCapacity(4) }
    others.append(value)
  }

  /// Whether nothing is kept.
  var isEmpty: Bool {
    first == nil && second == nil && others.isEmpty && publication == nil && actions.isEmpty
  }

  /// Releases everything kept, runs the actions, then reclaims what the
  /// publication retired. Call only with no library lock held.
  mutating func releaseNow() {
    first = nil
    second = nil
    if !others.isEmpty { others = [] }
    while let action = actions.popLast() { action() }
    guard let publication else { return }
    self.publication = nil
    publication.reclaim()
  }
}
