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

  /// Keeps `value` alive, if it is not `nil`, until ``releaseNow()`` or the
  /// bag's own end.
  mutating func keep(_ value: Any?) {
    if let value { kept.append(value) }
  }

  /// Whether nothing is kept.
  var isEmpty: Bool { kept.isEmpty }

  /// Releases everything kept. Call only with no library lock held.
  mutating func releaseNow() {
    guard !kept.isEmpty else { return }
    kept = []
  }
}
