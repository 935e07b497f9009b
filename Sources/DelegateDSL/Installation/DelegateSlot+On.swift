// One handler in one slot of any class: the slot form of the one-line
// handler (see `DelegateHost+On.swift`), for classes that are not a
// `DelegateHost`, as `delegateEvents(_:of:)` is for streams. Also the one
// installation path that every installation shares (`install(_:on:)`).

extension DelegateSlot {
  /// Installs one handler for `event` in this slot of `host`: the one-line
  /// form of a single-entry definition installed with
  /// ``Delegate/install(on:at:file:line:)``.
  ///
  /// ```swift
  /// let rows = Table.dataSourceSlot.on(\.numberOfRows, of: table) { table in 3 }
  /// ```
  ///
  /// - Returns: A subscription that cancels this handler.
  @discardableResult @inlinable
  public func on<Signature>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<Signature>>, of host: AnyObject,
    _ handler: Signature
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs `plan` in this slot of `host`: the path of every installation,
  /// a definition's and a one-line handler's.
  @inlinable
  func install(_ plan: InstallPlan, on host: AnyObject) -> DelegateSubscription<DelegateProtocol> {
    // Inlinable so that the slot and the subscription are handled where
    // their types are known (no metadata lookup for either per call).
    let (proxy, token, proxies) = ProxyRegistry.install(plan, on: host, slot: self)
    return DelegateSubscription(token: token, proxy: proxy, host: host, proxies: proxies, slot: self)
  }
}
