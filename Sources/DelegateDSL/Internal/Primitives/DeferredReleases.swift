// Internal: references kept alive until a critical section has ended.
//
// See the rule in `Lock.swift`: no reference may die while a library lock is
// held, because its `deinit` is foreign code. Code under a lock moves
// everything that leaves a structure (removed handlers, a replaced proxy, the
// strong result of a weak load it does not return) into a `DeferredReleases`
// owned by the caller, which releases them once the lock is released.

/// A bag of references whose release is postponed until after an unlock.
///
/// Most critical sections keep one or two objects (a value read from a
/// host's property, a proxy), so the first two objects are stored inline and
/// keeping them allocates nothing; further objects go to an array. Other
/// values (arrays, existentials, optionals of a generic type) are stored as
/// `Any`: one allocation for the bag's array, and an `Any` conversion, which
/// in unspecialised generic code costs a metadata lookup, hence the separate
/// overload for objects (preferred for any class-typed argument).
struct DeferredReleases {
  private var first: AnyObject?
  private var second: AnyObject?
  private var objects: [AnyObject] = []
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
      objects.append(object)
    }
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
  var isEmpty: Bool { first == nil && second == nil && objects.isEmpty && others.isEmpty }

  /// Releases everything kept. Call only with no library lock held.
  mutating func releaseNow() {
    first = nil
    second = nil
    if !objects.isEmpty { objects = [] }
    if !others.isEmpty { others = [] }
  }
}
