/// How a host holds its delegate: weakly, as most delegate properties do, or
/// strongly, as hosts that own their delegate do (`URLSession`, `CAAnimation`
/// and many in-house classes).
///
/// A ``DelegateSlot`` states it, and installation keeps the object graph
/// exactly as it was: the proxy holds the adopted real delegate the way the
/// host held it. Choose `.strong` when the property is declared without
/// `weak` (`var delegate: (any P)?`); with the default `.weak`, installing on
/// such a host would leave nothing holding the real delegate, and it would be
/// deallocated at once.
///
/// ```swift
/// extension Animation: DelegateHost {
///   static var delegateSlot: DelegateSlot<any AnimationDelegate> {
///     DelegateSlot(\Animation.delegate, proxy: AnimationDelegateProxy.self, holding: .strong)
///   }
/// }
/// ```
public enum DelegateOwnership: Sendable, Hashable, CustomStringConvertible {
  /// The host holds its delegate weakly (`weak var delegate`); so does the
  /// proxy. Installing creates no reference cycle.
  ///
  /// ```swift
  /// DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self, holding: .weak)
  /// ```
  case weak

  /// The host holds its delegate strongly (`var delegate`); so does the
  /// proxy, which the host keeps alive. The real delegate lives as long as
  /// it did before installation: until it is replaced, or until the host and
  /// its associated storage are released.
  ///
  /// ```swift
  /// DelegateSlot(\Animation.delegate, proxy: AnimationDelegateProxy.self, holding: .strong)
  /// ```
  case strong

  /// `"weak"` or `"strong"`.
  ///
  /// ```swift
  /// print(DelegateOwnership.strong)  // strong
  /// ```
  public var description: String {
    switch self {
    case .weak: "weak"
    case .strong: "strong"
    }
  }
}
