// A void method whose mere presence changes what the host does, and why the
// library must know.
//
// The library writes a host's delegate property again (`nil`, then the
// proxy) only when what the host read from the proxy at the last write
// would now read differently (`DelegateProxy+Claims.swift`). Each write is an
// event for some hosts: assigning a table view's `dataSource` drops its
// cached counts, assigning a location manager's `delegate` reports the
// authorization again (Scripts/apple-adapters.conf, "What assigning the
// property does"). So a void method keeps its claim when its last handler
// or stream goes, until the next write the library needs anyway: the host
// goes on calling it, nobody takes part, and the host does what it did
// (nothing happens for a void call nobody answers). A method that answers
// must be withdrawn at once (the host would get the rule's default instead
// of its own behaviour), and so must a void method the host treats
// differently only because the delegate implements it: an implemented
// `tableView(_:commit:forRowAt:)` offers swipe-to-delete. This marks the
// latter.

extension DelegateEvents {
  /// Marks a void method whose presence alone changes what the host does
  /// (UIKit offers swipe-to-delete when the data source implements
  /// `tableView(_:commit:forRowAt:)`): when its last handler or stream goes,
  /// the proxy stops claiming it at once, assigning itself to the host
  /// again so that the host reads the claim again.
  ///
  /// Any other void method keeps its claim until the library next writes
  /// the property for a reason of its own: a host that caches what its
  /// delegate implements goes on calling it, and nothing happens, as
  /// nothing would without a delegate, so a stream that ends or a handler
  /// that is cancelled costs the host no write (and whatever a write of
  /// its property does: a reload, an authorization report). Methods that
  /// answer are always withdrawn at once; this changes nothing for them.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableDataSource {
  ///   var commit: Event<(Table, Int) -> Void> {
  ///     presenceChangesHost(optional(.init(), selector: "table:commitRow:"))
  ///   }
  /// }
  /// ```
  public func presenceChangesHost<Signature>(_ event: Event<Signature>) -> Event<Signature> {
    Event(event, presenceChangesHost: ())
  }
}

extension Event {
  /// `event`, whose slots withdraw its claim at once when its last
  /// participant goes (see ``DelegateEvents/presenceChangesHost(_:)``).
  init(_ event: Event, presenceChangesHost: Void) {
    self.name = event.name
    self.ruleName = event.ruleName
    let makeSlot = event.makeSlot
    self.makeSlot = {
      let slot = makeSlot()
      slot.presenceChangesHost = true
      return slot
    }
    self.canonicalKey = event.canonicalKey
    self.isImplemented = event.isImplemented
    self.selector = event.selector
    self.requirement = event.requirement
    self.replaced = event.replaced
  }
}
