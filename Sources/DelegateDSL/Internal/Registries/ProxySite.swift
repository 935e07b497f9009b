// Internal: where a proxy serves, so that the proxy can be assigned to its
// host's delegate property again when what it handles changes for a reason
// the registry does not see (a new real delegate, set through the proxy).
//
// A proxy serves one host and one slot for its whole life (installation
// creates it for them; `URLSession`'s is registered once), so the site is
// set once, when the proxy enters the host's proxy table. The host is held
// weakly: the host keeps its proxies alive, never the other way round.

/// A proxy's host (weakly) and slot.
final class ProxySite<DelegateProtocol> {
  // `@exclusivity(unchecked)`: written only by `init`; a weak load is atomic.
  @exclusivity(unchecked)
  weak var host: AnyObject?
  let slot: DelegateSlot<DelegateProtocol>

  init(host: AnyObject, slot: DelegateSlot<DelegateProtocol>) {
    self.host = host
    self.slot = slot
  }
}
