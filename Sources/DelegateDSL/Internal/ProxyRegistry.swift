// Internal: one proxy per (host, slot), kept in associated storage.
//
// The host keeps its proxies alive through a strong association; the proxy
// never references the host.
//
// Every installation and cancellation on a host runs under that host's
// `Proxies.lock`, from the registry change through reading and writing the
// host's delegate property. Without that, a cancellation that discards the
// host's last proxy and an installation that creates the next one could
// interleave so that the cancellation writes the real delegate back over the
// new proxy, silently disconnecting the new handlers. The lock is recursive
// because the host's property setter (user code) runs under it and may
// legitimately install or cancel again; it is per host, so unrelated hosts
// never contend. Lock order: host's `Proxies.lock`, then (briefly) a storage
// shard, the real-delegate assignment lock, or a proxy's own lock.

enum ProxyRegistry {
  /// What the library is writing into a host's delegate property, so that a
  /// cooperating property (``ProxyableDelegate``) can tell the library's own
  /// writes from the application's. Set only for the duration of the write,
  /// on the writing thread.
  enum SlotWrite: Sendable, Equatable {
    /// Installation is storing this proxy as the host's delegate.
    case install(proxy: ObjectIdentifier)
    /// The last cancellation is giving the host back its real delegate in
    /// place of this proxy.
    case restore(proxy: ObjectIdentifier)
  }

  @TaskLocal static var currentWrite: SlotWrite?

  /// The proxies of one host, by slot key path. Created once per host and
  /// kept for the host's lifetime, so every thread agrees on its lock.
  final class Proxies: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `bySlot` is only read or written while
    // `lock` is held, and `lock` itself is immutable.
    let lock = Lock(recursive: true)

    /// The proxies, with their slots' key paths. A host has one or two
    /// slots, so a scan by identity, then by value, beats hashing a key path.
    var bySlot: [(key: AnyKeyPath, proxy: AnyObject)] = []

    /// The proxy for the slot `key`. Lock held.
    subscript(key: AnyKeyPath) -> AnyObject? {
      get { position(of: key).map { bySlot[$0].proxy } }
      set {
        switch (position(of: key), newValue) {
        case (let position?, let proxy?): bySlot[position].proxy = proxy
        case (let position?, nil): bySlot.remove(at: position)
        case (nil, let proxy?): bySlot.append((key, proxy))
        case (nil, nil): break
        }
      }
    }

    func position(of key: AnyKeyPath) -> Int? {
      bySlot.firstIndex { $0.key === key } ?? bySlot.firstIndex { $0.key == key }
    }
  }

  static let key = AssociatedKey<Proxies>("DelegateDSL.proxies")

  /// The host's proxy table, created atomically on first use.
  static func proxies(of host: AnyObject) -> Proxies {
    key.update(on: host) { proxies in
      if let proxies { return proxies }
      let table = Proxies()
      proxies = table
      return table
    }
  }

  static func existingProxy<P>(on host: AnyObject, slot: DelegateSlot<P>) -> DelegateProxy<P>? {
    guard let table = key[host] else { return nil }
    return table.lock.withLock { table[slot.key] as? DelegateProxy<P> }
  }

  /// Adds `entries` to the host's proxy for `slot` (creating the proxy if
  /// needed) and makes that proxy the host's delegate.
  static func install<P>(
    _ entries: [HandlerEntry], on host: AnyObject, slot: DelegateSlot<P>
  ) -> (DelegateProxy<P>, UInt64) {
    let table = proxies(of: host)
    return table.lock.withLock {
      let proxy: DelegateProxy<P>
      if let existing = table[slot.key] as? DelegateProxy<P> {
        proxy = existing
      } else {
        proxy = slot.proxyType.init()
        table[slot.key] = proxy
      }
      let token = proxy.add(entries)
      adopt(host: host, slot: slot, proxy: proxy)
      return (proxy, token)
    }
  }

  /// Records `proxy` as the host's proxy for `slot`, for hosts whose
  /// delegate property is set before installation (a URLSession's is set by
  /// its initialiser).
  static func register<P>(_ proxy: DelegateProxy<P>, on host: AnyObject, slot: DelegateSlot<P>) {
    let table = proxies(of: host)
    table.lock.withLock { table[slot.key] = proxy }
  }

  /// Makes `proxy` the host's delegate, adopting whatever the host's delegate
  /// currently is as the real delegate. Does nothing if the proxy is already
  /// the host's delegate. Called with the host's `Proxies.lock` held.
  static func adopt<P>(host: AnyObject, slot: DelegateSlot<P>, proxy: DelegateProxy<P>) {
    let current = slot.read(host)
    if let current, current as AnyObject === proxy { return }
    proxy.replaceRealDelegate(with: current)
    let value = slot.delegateValue(of: proxy)
    $currentWrite.withValue(.install(proxy: ObjectIdentifier(proxy))) { slot.write(host, value) }
  }

  /// Removes `token`'s handlers. When none remain, forgets the proxy and, if
  /// the host still uses it, gives the host its real delegate back.
  static func uninstall<P>(_ token: UInt64, from proxy: DelegateProxy<P>, host: AnyObject?, slot: DelegateSlot<P>) {
    guard let host, let table = key[host] else {
      _ = proxy.remove(token)
      return
    }
    table.lock.withLock {
      let (removed, hasHandlers) = proxy.remove(token)
      guard removed, !hasHandlers, table[slot.key] === proxy else { return }
      table[slot.key] = nil
      guard let current = slot.read(host), current as AnyObject === proxy else { return }
      let real = proxy.realDelegate
      $currentWrite.withValue(.restore(proxy: ObjectIdentifier(proxy))) { slot.write(host, real) }
    }
  }
}
