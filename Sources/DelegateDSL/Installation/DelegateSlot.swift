/// Where a host keeps one kind of delegate, and which proxy type serves it.
///
/// A slot pairs a writable key path of the host (its `delegate` property)
/// with the ``DelegateProxy`` subclass that implements the protocol. Hosts
/// with a single delegate publish their slot through ``DelegateHost``; hosts
/// with several (a delegate and a data source, say) pass a slot, or its key
/// path, to ``Delegate/install(on:at:proxy:)``.
///
/// ```swift
/// extension WebLoader: DelegateHost {
///   static var delegateSlot: DelegateSlot<any WebLoaderDelegate> {
///     DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self)
///   }
/// }
/// ```
///
/// Two slots are the same slot when their key paths are equal; each slot of a
/// host gets its own proxy, so slots never share handlers.
public struct DelegateSlot<DelegateProtocol> {
  /// The slot's identity: the host key path.
  let key: AnyKeyPath
  let proxyType: DelegateProxy<DelegateProtocol>.Type
  let read: (AnyObject) -> DelegateProtocol?
  let write: (AnyObject, DelegateProtocol?) -> Void

  /// How the host holds its delegate, and so how the proxy holds the real
  /// delegate.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.ownership  // .weak
  /// ```
  public let ownership: DelegateOwnership

  /// Creates a slot for the delegate property at `keyPath`, served by
  /// `proxy`.
  ///
  /// `Proxy` must conform to the delegate protocol; installation checks this
  /// and stops with a message naming both types if it does not.
  ///
  /// Pass `holding: .strong` when the property holds its delegate strongly
  /// (it is not declared `weak`), so that the proxy keeps the adopted real
  /// delegate alive as the host did; see ``DelegateOwnership``.
  ///
  /// ```swift
  /// DelegateSlot(\Table.dataSource, proxy: TableDataSourceProxy.self)
  /// DelegateSlot(\Animation.delegate, proxy: AnimationDelegateProxy.self, holding: .strong)
  /// ```
  public init<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    _ keyPath: ReferenceWritableKeyPath<Host, DelegateProtocol?>, proxy: Proxy.Type,
    holding ownership: DelegateOwnership = .weak
  ) {
    key = keyPath
    proxyType = proxy
    self.ownership = ownership
    read = { host in Self.cast(host, to: Host.self)[keyPath: keyPath] }
    write = { host, value in Self.cast(host, to: Host.self)[keyPath: keyPath] = value }
  }

  private static func cast<Host: AnyObject>(_ host: AnyObject, to: Host.Type) -> Host {
    guard let host = host as? Host else {
      preconditionFailure("\(type(of: host)) is not a \(Host.self); check its DelegateHost conformance")
    }
    return host
  }

  /// The proxy currently installed in this slot of `host`, if any.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.installedProxy(on: loader)?.realDelegate = controller
  /// ```
  public func installedProxy(on host: AnyObject) -> DelegateProxy<DelegateProtocol>? {
    ProxyRegistry.existingProxy(on: host, slot: self)
  }

  /// The proxy as a value of the delegate protocol.
  func delegateValue(of proxy: DelegateProxy<DelegateProtocol>) -> DelegateProtocol {
    guard let delegate = proxy as? DelegateProtocol else {
      preconditionFailure("\(type(of: proxy)) must conform to \(DelegateProtocol.self) to serve this slot")
    }
    return delegate
  }
}
