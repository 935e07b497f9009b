// Internal: where a proxy serves, so that the proxy can be assigned to its
// host's delegate property again when what it handles changes for a reason
// the registry does not see (a new real delegate, set through the proxy).
//
// A proxy serves one host and one slot for its whole life, so the site is
// set once, when the library's write of the proxy shows that the host caches
// what its delegate handles (it asked `handles(_:)` during the write); other
// hosts' proxies allocate none (Design Rationale, "Re-assigning the proxy
// when what it handles changes"). The host is held weakly: the host keeps
// its proxies alive, never the other way round.

/// A proxy's host (weakly) and slot.
final class ProxySite<DelegateProtocol> {
  // `@exclusivity(unchecked)`: written only by `init`; a weak load is atomic.
  @exclusivity(unchecked)
  weak var host: AnyObject?
  let slot: DelegateSlot<DelegateProtocol>
  /// The site was recorded on the main thread: where a re-assignment that
  /// holds the host's last reference sends it if the host has no proxy
  /// table any more (see `ProxyRegistry.releaseLoaded(_:onMainActor:)`).
  let createdOnMainThread: Bool

  init(host: AnyObject, slot: DelegateSlot<DelegateProtocol>) {
    self.host = host
    self.slot = slot
    createdOnMainThread = MainThread.isCurrent
  }
}
