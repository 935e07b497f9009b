/// A real delegate installed for a while: cancelling the scope restores the
/// real delegate it replaced.
///
/// The scoped form of assigning ``DelegateProxy/realDelegate`` and putting
/// the old value back by hand, as RxCocoa's
/// `installForwardDelegate(_:retainDelegate:onProxyForObject:)` does:
///
/// ```swift
/// let scope = loader.useRealDelegate(wizardStep, retained: true)
/// // … wizardStep receives every call first, then the handlers run …
/// scope.cancel()  // the previous real delegate is back
/// ```
///
/// The scope is an installation, like a ``DelegateSubscription``: it keeps
/// the host's proxy in place while it is active. Scopes nest:
/// - cancelling the newest scope restores the real delegate it replaced;
/// - cancelling an older one first changes nothing visible, and the newer
///   one, when cancelled, restores what was there before both;
/// - if another real delegate was assigned since the newest scope began
///   (``DelegateProxy/realDelegate``, or `host.delegate = x` with
///   ``ProxyableDelegate``), cancelling leaves that assignment alone.
///
/// Cancelling is idempotent, and does nothing once the host is gone.
public final class RealDelegateScope<DelegateProtocol> {
  private let installation: DelegateSubscription<DelegateProtocol>
  private let scope: ScopedRealDelegate?

  init(installation: DelegateSubscription<DelegateProtocol>, scope: ScopedRealDelegate?) {
    self.installation = installation
    self.scope = scope
  }

  /// The proxy serving the slot, while the host and the scope's proxy live.
  ///
  /// ```swift
  /// print(scope.proxy?.realDelegate as Any)
  /// ```
  public var proxy: DelegateProxy<DelegateProtocol>? { installation.proxy }

  /// Whether the scope is still in force: not cancelled, and its host alive.
  /// A scope whose delegate would have formed a forwarding cycle (the proxy
  /// itself, say) never is.
  ///
  /// ```swift
  /// if scope.isActive { scope.cancel() }
  /// ```
  public var isActive: Bool { scope != nil && installation.isActive }

  /// Ends the scope: restores the previous real delegate (see the type's
  /// documentation for nested scopes), releases the delegate if the scope
  /// retained it, and removes the scope's installation.
  ///
  /// ```swift
  /// scope.cancel()
  /// ```
  public func cancel() {
    if let scope, let proxy = installation.proxy { proxy.popRealDelegate(scope) }
    installation.cancel()
  }
}

extension DelegateSlot {
  /// Makes `delegate` the real delegate of this slot of `host` until the
  /// returned scope is cancelled, which restores the previous one.
  ///
  /// ```swift
  /// let scope = Table.dataSourceSlot.useRealDelegate(FixedRows(), retained: true, on: table)
  /// ```
  ///
  /// - Parameters:
  ///   - delegate: The real delegate to use while the scope is active.
  ///   - retained: Whether the scope holds `delegate` strongly until it is
  ///     cancelled (RxCocoa's `retainDelegate`); otherwise it is held as the
  ///     slot holds its real delegate.
  ///   - host: The host whose slot it is.
  public func useRealDelegate(_ delegate: DelegateProtocol, retained: Bool = false, on host: AnyObject)
    -> RealDelegateScope<DelegateProtocol>
  {
    // An installation with no handler, as a stream's: it creates or reuses
    // the proxy and adopts the host's current delegate first.
    let installation = install(InstallPlan([]), on: host)
    let scope = installation.proxy?.pushRealDelegate(delegate, retained: retained)
    return RealDelegateScope(installation: installation, scope: scope)
  }
}

extension DelegateHost {
  /// Makes `delegate` the host's real delegate until the returned scope is
  /// cancelled, which restores the previous one (see ``RealDelegateScope``).
  ///
  /// ```swift
  /// let scope = loader.useRealDelegate(wizardStep, retained: true)
  /// defer { scope.cancel() }
  /// ```
  public func useRealDelegate(_ delegate: DelegateProtocol, retained: Bool = false)
    -> RealDelegateScope<DelegateProtocol>
  {
    Self.delegateSlot.useRealDelegate(delegate, retained: retained, on: self)
  }
}
