extension Delegate {
  /// Installs the handlers on a host with a single delegate slot.
  ///
  /// The first installation on a host creates its proxy, adopts the host's
  /// current delegate as the proxy's (weak) real delegate, and makes the proxy
  /// the host's delegate. Later installations add their handlers to the same
  /// proxy, after the handlers already there; if the host's delegate property
  /// was reassigned in the meantime, they adopt the new value as the real
  /// delegate and put the proxy back. Proxies are never stacked.
  ///
  /// ```swift
  /// let subscription = handlers.install(on: loader)
  /// ```
  ///
  /// - Returns: A subscription that can cancel exactly these handlers.
  ///   Discarding it leaves them installed for the host's lifetime.
  ///
  /// Install a definition once per host: installed again while the first
  /// installation is active (from `viewWillAppear`, which runs more than
  /// once), both answer every call. Debug builds report an installation
  /// made from the same `file` and `line` on the same host as one still
  /// active; the place is the caller's, and needs no argument.
  @discardableResult
  public func install<Host: DelegateHost>(
    on host: Host, file: StaticString = #fileID, line: UInt = #line
  ) -> DelegateSubscription<DelegateProtocol>
  where Host.DelegateProtocol == DelegateProtocol {
    install(on: host, at: Host.delegateSlot, file: file, line: line)
  }

  /// Installs the handlers in the delegate property at `keyPath`, served by
  /// `proxy`. Use it for hosts with several delegate slots.
  ///
  /// As with ``DelegateSlot/init(_:proxy:holding:isolation:)``, a key-path literal
  /// lets installation call the property's getter and setter directly, and
  /// `holding: .strong` serves a property that owns its delegate (a strong
  /// property of a class you don't own).
  ///
  /// ```swift
  /// dataSourceHandlers.install(on: table, at: \.dataSource, proxy: TableDataSourceProxy.self)
  /// sessionHandlers.install(on: client, at: \.owner, proxy: OwnerProxy.self, holding: .strong)
  /// ```
  @discardableResult @inlinable
  public func install<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    on host: Host, at keyPath: @autoclosure () -> ReferenceWritableKeyPath<Host, DelegateProtocol?>,
    proxy: Proxy.Type, holding ownership: DelegateOwnership = .weak, isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID, line: UInt = #line
  ) -> DelegateSubscription<DelegateProtocol> {
    // Inlinable, with the key path forwarded as an autoclosure, so that a
    // literal reaches the slot's accessors (see `SlotAccessors`); the
    // caller's isolation makes a main-actor slot (see `DelegateSlot`).
    install(
      on: host, at: DelegateSlot(keyPath(), proxy: proxy, holding: ownership, isolation: isolation), file: file,
      line: line)
  }

  /// Installs the handlers in `slot` of `host`. As with
  /// ``install(on:file:line:)``, debug builds report an installation made
  /// again from the same place on the same host.
  ///
  /// ```swift
  /// handlers.install(on: loader, at: WebLoader.delegateSlot)
  /// ```
  @discardableResult @inlinable
  public func install(
    on host: AnyObject, at slot: DelegateSlot<DelegateProtocol>, file: StaticString = #fileID, line: UInt = #line
  ) -> DelegateSubscription<DelegateProtocol> {
    // Inlinable: see `DelegateSlot.install(_:on:)`, the path shared with
    // one-line handlers.
    let subscription = slot.install(installPlan, on: host)
    Self.noteInstallation(subscription, on: host, file: file, line: line)
    return subscription
  }
}
