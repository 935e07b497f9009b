// Internal: one proxy per (host, slot), kept in associated storage.
//
// The host keeps its proxies alive through a strong association; the proxy
// never references the host. Creating a proxy and adding a definition's
// handlers to it happen in one critical section of the host's storage, and so
// does removing a proxy whose last handlers were cancelled: an installation
// can therefore never add handlers to a proxy that is being discarded.
// Lock order: storage shard, then proxy. User code (proxy initialisers, host
// property setters) runs outside both.

enum ProxyRegistry {
  /// The proxies of one host, by slot key path.
  final class Proxies {
    var bySlot: [AnyKeyPath: AnyObject] = [:]
  }

  static let key = AssociatedKey<Proxies>("DelegateDSL.proxies")

  static func existingProxy<P>(on host: AnyObject, slot: DelegateSlot<P>) -> DelegateProxy<P>? {
    key.update(on: host) { $0?.bySlot[slot.key] as? DelegateProxy<P> }
  }

  /// Adds `entries` to the host's proxy for `slot` (creating the proxy if
  /// needed) and makes that proxy the host's delegate.
  static func install<P>(
    _ entries: [HandlerEntry], on host: AnyObject, slot: DelegateSlot<P>
  ) -> (DelegateProxy<P>, UInt64) {
    var candidate: DelegateProxy<P>?
    while true {
      let installed = key.update(on: host) { proxies -> (DelegateProxy<P>, UInt64)? in
        let table = proxies ?? Proxies()
        proxies = table
        if let existing = table.bySlot[slot.key] as? DelegateProxy<P> {
          return (existing, existing.add(entries))
        }
        guard let candidate else { return nil }
        table.bySlot[slot.key] = candidate
        return (candidate, candidate.add(entries))
      }
      if let (proxy, token) = installed {
        adopt(host: host, slot: slot, proxy: proxy)
        return (proxy, token)
      }
      candidate = slot.proxyType.init()
    }
  }

  /// Makes `proxy` the host's delegate, adopting whatever the host's delegate
  /// currently is as the real delegate. Does nothing if the proxy is already
  /// the host's delegate.
  static func adopt<P>(host: AnyObject, slot: DelegateSlot<P>, proxy: DelegateProxy<P>) {
    let current = slot.read(host)
    if let current, current as AnyObject === proxy { return }
    proxy.replaceRealDelegate(with: current)
    slot.write(host, slot.delegateValue(of: proxy))
  }

  /// Removes `token`'s handlers. When none remain, forgets the proxy and, if
  /// the host still uses it, gives the host its real delegate back.
  static func uninstall<P>(_ token: UInt64, from proxy: DelegateProxy<P>, host: AnyObject?, slot: DelegateSlot<P>) {
    guard let host else {
      _ = proxy.remove(token)
      return
    }
    let discarded = key.update(on: host) { proxies -> Bool in
      let (removed, hasHandlers) = proxy.remove(token)
      guard removed, !hasHandlers, let table = proxies, table.bySlot[slot.key] === proxy else { return false }
      table.bySlot[slot.key] = nil
      if table.bySlot.isEmpty { proxies = nil }
      return true
    }
    guard discarded, let current = slot.read(host), current as AnyObject === proxy else { return }
    slot.write(host, proxy.realDelegate)
  }
}
