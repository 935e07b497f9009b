/// How an ``AssociatedKey`` holds the values attached to a host.
///
/// ```swift
/// let owner = AssociatedKey<Owner>("owner", policy: .weak)
/// ```
public enum AssociationPolicy: Sendable, Hashable {
  /// The host keeps the value alive (like `OBJC_ASSOCIATION_RETAIN`).
  ///
  /// ```swift
  /// let cache = AssociatedKey<Cache>("cache", policy: .strong)
  /// ```
  case strong

  /// The value is referenced weakly and reads as `nil` once it is
  /// deallocated. Only class instances (or class-bound existentials) can be
  /// attached weakly.
  ///
  /// ```swift
  /// let owner = AssociatedKey<Owner>("owner", policy: .weak)
  /// ```
  case weak
}
