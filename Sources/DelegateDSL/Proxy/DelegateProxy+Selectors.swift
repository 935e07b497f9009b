// The portable half of `responds(to:)`: which Objective-C selectors a proxy
// answers YES for, decided by name, so that it runs and is tested on every
// platform. The Apple shell around it (`DelegateProxy+ObjectiveC.swift`) is a
// few lines compiled only where the Objective-C runtime exists.
//
// A Swift proxy implements every method of its protocol, so the runtime's own
// answer is YES for every selector: a host that asks before calling an
// optional method (UIKit does, for `tableView(_:heightForRowAt:)`,
// `viewForZooming(in:)`, …) would call it, and receive the rule's default
// answer instead of using its own behaviour. The proxy answers instead as a
// hand-written delegate would: YES exactly when calling the method does
// something (`handles(_:)`).

extension DelegateProxy {
  /// Whether the proxy implements the Objective-C method named `name`, as
  /// a hand-written delegate would answer `responds(to:)`; `nil` when `name`
  /// is not the selector of one of the proxy class's ``selectorEvents``.
  ///
  /// - A required method (``DelegateEvents/required(_:selector:)``): `true`.
  /// - An optional method: ``handles(_:)``: a handler is installed, the real
  ///   delegate implements it, or, for a void method, a stream observes it.
  /// - The newer method of a family (``DelegateEvents/replacing(_:with:)``):
  ///   as an optional method, or when the older method is handled.
  ///
  /// On Apple platforms the proxy's `responds(to:)` answers with this, and
  /// for `nil` with `NSObject`'s answer or the real delegate's (see
  /// <doc:SupportingYourOwnProtocol>). It is portable so that it can be
  /// tested anywhere.
  ///
  /// ```swift
  /// let proxy = try #require(subscription.proxy)
  /// proxy.respondsToSelector(named: "zoomView:didZoomTo:")  // true: a handler is installed
  /// proxy.respondsToSelector(named: "description")           // nil: not an event
  /// ```
  public func respondsToSelector(named name: String) -> Bool? {
    guard let entry = Self.selectorTable.entries[name] else { return nil }
    if entry.isRequired { return true }
    if handles(key: entry.key, isVoid: entry.isVoid, isImplemented: entry.isImplemented) { return true }
    // The newer method of a family is claimed for the older one's participants too (see `MethodFamily.swift`).
    guard let replaced = entry.replaced else { return false }
    return handles(key: replaced.key, isVoid: replaced.isVoid, isImplemented: replaced.isImplemented)
  }

  /// The selector table of this proxy class, built from ``selectorEvents``
  /// the first time it is asked for (see `SelectorTable`).
  static var selectorTable: SelectorTable {
    SelectorTables.table(for: self) { SelectorTable.build(selectorEvents) }
  }
}
