// Internal: references kept alive until a critical section has ended.
//
// See the rule in `Lock.swift`: no reference may die while a library lock is
// held, because its `deinit` is foreign code. Code under a lock moves
// everything that leaves a structure (removed handlers, a replaced proxy, the
// strong result of a weak load it does not return) into a `DeferredReleases`
// owned by the caller, which releases them once the lock is released.

/// A bag of references whose release is postponed until after an unlock.
///
/// Values are stored as `Any`; single-reference values (a class instance, an
/// array, a closure-free existential of a class) fit an existential's inline
/// buffer, so keeping one allocates nothing beyond the bag's own array.
struct DeferredReleases {
  private var kept: [Any] = []

  /// Publications whose retired objects may be reclaimed once the lock is
  /// released (reclaiming releases them, so it waits for the same moment):
  /// almost always one, kept without allocating.
  private var publication: LockFreePublication?
  private var morePublications: [LockFreePublication] = []

  /// Reclaims `publication`'s retired objects when the bag is released.
  mutating func reclaim(_ publication: LockFreePublication) {
    if self.publication == nil {
      self.publication = publication
    } else if self.publication !== publication && !morePublications.contains(where: { $0 === publication }) {
      morePublications.append(publication)
    }
  }

  /// Keeps `value` alive, if it is not `nil`, until ``releaseNow()`` or the
  /// bag's own end.
  mutating func keep(_ value: Any?) {
    if let value { kept.append(value) }
  }

  /// Moves everything `other` keeps or will reclaim into this bag.
  mutating func absorb(_ other: inout DeferredReleases) {
    if !other.kept.isEmpty {
      kept.append(contentsOf: other.kept)
      other.kept = []
    }
    if let publication = other.publication { reclaim(publication) }
    for publication in other.morePublications { reclaim(publication) }
    other.publication = nil
    other.morePublications = []
  }

  /// Whether nothing is kept.
  var isEmpty: Bool { kept.isEmpty && publication == nil }

  /// Releases everything kept, then reclaims what the publications retired.
  /// Call only with no library lock held.
  mutating func releaseNow() {
    if !kept.isEmpty { kept = [] }
    guard let first = publication else { return }
    let more = morePublications
    publication = nil
    morePublications = []
    first.reclaim()
    for publication in more { publication.reclaim() }
  }
}
