// Internal: how a host that owns a `@ProxyableDelegate` property tells the
// library that it died, so that its record is removed at once, on its owner's
// thread, without the library ever loading the host.
//
// WHAT IT IS. When installation writes a proxy into a `@ProxyableDelegate`
// property, the property asks for an obituary (`forCurrentWrite`) and keeps
// it for the rest of the host's life. The property is a stored property of
// the host, and nothing else references the obituary, so the obituary's
// `deinit` runs exactly when the host's stored properties are destroyed: on
// the thread that released the host's last reference, as part of that
// release, after the host's own `deinit`.
//
// WHY IT IS SAFE. At that moment the host is deinitialising: its weak
// references already load `nil` (so the obituary's own test of `host` retains
// nothing), and its memory is still allocated, so no other object can live at
// its address. The record found at that address is therefore the dying
// host's, or an older dead host's: `HostRegistry.hostDied(at:)` removes it by
// address alone, and what it held (proxies, handlers, stream observers, an
// owned real delegate) is released after the shard lock is released, on the
// owner's thread. The record is marked `notifiesDeath`, so no sweep and no
// reaper ever loads the host to test it.
//
// If the obituary dies while its host is alive (the host replaced its own
// property's storage, say), the thread that does so is running the host's
// code, which holds the host: the obituary's load of `host` cannot be the
// last reference. The record is then marked as one that sweeps test again.

/// A token a `@ProxyableDelegate` host owns; its `deinit` is the host's death.
///
/// `@unchecked Sendable` is sound: `identifier` is immutable, and `host` is
/// a weak reference written only by `init` (a weak load is atomic).
final class HostObituary: @unchecked Sendable {
  let identifier: ObjectIdentifier
  @exclusivity(unchecked)
  private weak var host: AnyObject?

  private init(_ host: AnyObject) {
    identifier = ObjectIdentifier(host)
    self.host = host
  }

  /// Lifetime rule: the host's death removes its record at once, on its
  /// owner's thread, with no load of the host (`HostRegistry.hostDied(at:)`).
  deinit {
    if let host {
      AssociatedStorage.registry.setNotifiesDeath(false, of: host)
    } else {
      AssociatedStorage.registry.hostDied(at: identifier)
    }
  }

  /// The obituary a `@ProxyableDelegate` property should keep, called while
  /// installation writes the proxy into it: `existing` if it is this host's,
  /// otherwise a new one. Marks the host's record as one that notifies its
  /// death. `existing` when no installation is writing.
  static func forCurrentWrite(reusing existing: HostObituary?) -> HostObituary? {
    // Sound: installation holds the host strongly while it writes.
    guard let host = ProxyRegistry.hostBeingInstalled?.takeUnretainedValue() else { return existing }
    let obituary = existing.flatMap { $0.identifier == ObjectIdentifier(host) ? $0 : nil } ?? HostObituary(host)
    AssociatedStorage.registry.setNotifiesDeath(true, of: host)
    return obituary
  }
}
