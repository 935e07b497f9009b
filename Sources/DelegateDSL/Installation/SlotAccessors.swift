// Internal: how installation reads and writes a host's delegate property.
//
// Built by `DelegateSlot.init`, which is inlinable so that these closures are
// compiled where the slot is declared, with `Host`, `Proxy` and the protocol
// known. There the key path is a literal, and the optimizer turns
// `host[keyPath: \Host.delegate]` into a plain call of the property's
// accessors, the host check into one class cast, and the proxy's conversion
// to the protocol into a static one. Applied through the generic key-path
// runtime instead, one write cost about 6,500 instructions and a read about
// 4,000 (a weak property is a computed key-path component, written through a
// heap-allocated writeback buffer), more than the rest of an installation.
//
// Installation itself (`ProxyRegistry`) stays generic and is not inlined: it
// only calls these closures, and handles the values as objects where it only
// needs their identity, so it never needs the protocol's metadata for that.

/// The specialised accessors of one slot's property.
@usableFromInline
struct SlotAccessors<DelegateProtocol> {
  /// The property's value, and the same value as an object (`nil` when the
  /// property is `nil`), for identity checks and deferred releases.
  let read: (AnyObject) -> (value: DelegateProtocol?, object: AnyObject?)

  /// The property's value as an object only: the read-back check after
  /// installation, and the "is it still the proxy" check of cancellation.
  let readObject: (AnyObject) -> AnyObject?

  /// Assigns the proxy's real delegate (when the last installation is
  /// cancelled), and returns it as an object, for a deferred release.
  let writeRealDelegate: (AnyObject, DelegateProxy<DelegateProtocol>) -> AnyObject?

  /// Assigns the proxy, converted to the protocol.
  let writeProxy: (AnyObject, DelegateProxy<DelegateProtocol>) -> Void

  @usableFromInline
  init(
    read: @escaping (AnyObject) -> (value: DelegateProtocol?, object: AnyObject?),
    readObject: @escaping (AnyObject) -> AnyObject?,
    writeRealDelegate: @escaping (AnyObject, DelegateProxy<DelegateProtocol>) -> AnyObject?,
    writeProxy: @escaping (AnyObject, DelegateProxy<DelegateProtocol>) -> Void
  ) {
    self.read = read
    self.readObject = readObject
    self.writeRealDelegate = writeRealDelegate
    self.writeProxy = writeProxy
  }

  /// The accessors of the property at `keyPath`, served by `Proxy`.
  @inlinable @inline(__always)
  init<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    _ keyPath: ReferenceWritableKeyPath<Host, DelegateProtocol?>, proxy: Proxy.Type
  ) {
    self.init(
      read: { host in
        let value = Self.host(host, as: Host.self)[keyPath: keyPath]
        return (value, value.map { $0 as AnyObject })
      },
      readObject: { host in
        Self.host(host, as: Host.self)[keyPath: keyPath].map { $0 as AnyObject }
      },
      writeRealDelegate: { host, proxy in
        let real = proxy.realDelegate
        Self.host(host, as: Host.self)[keyPath: keyPath] = real
        return real.map { $0 as AnyObject }
      },
      writeProxy: { host, proxy in
        Self.host(host, as: Host.self)[keyPath: keyPath] = Self.delegateValue(of: proxy, as: Proxy.self)
      })
  }

  /// `host` as the slot's host class; a trap with a message if it is not.
  @inlinable
  static func host<Host: AnyObject>(_ host: AnyObject, as: Host.Type) -> Host {
    guard let host = host as? Host else { wrongHost(host, expected: Host.self) }
    return host
  }

  /// `proxy` as a value of the protocol. When it is a `Proxy` (it always is,
  /// unless another slot with the same key path registered a different proxy
  /// type), the conversion is known statically; otherwise a dynamic cast.
  @inlinable
  static func delegateValue<Proxy: DelegateProxy<DelegateProtocol>>(
    of proxy: DelegateProxy<DelegateProtocol>, as: Proxy.Type
  ) -> DelegateProtocol {
    if let typed = proxy as? Proxy, let value = typed as? DelegateProtocol { return value }
    guard let value = proxy as? DelegateProtocol else { notConforming(proxy) }
    return value
  }

  @usableFromInline
  static func wrongHost(_ host: AnyObject, expected: Any.Type) -> Never {
    preconditionFailure("\(type(of: host)) is not a \(expected); check its DelegateHost conformance")
  }

  @usableFromInline
  static func notConforming(_ proxy: AnyObject) -> Never {
    preconditionFailure("\(type(of: proxy)) must conform to \(DelegateProtocol.self) to serve this slot")
  }
}
