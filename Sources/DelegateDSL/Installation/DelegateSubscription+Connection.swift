// Whether an installation's proxy is still in its host's delegate property.
//
// A plain assignment to a host the library doesn't own (`tableView.dataSource
// = diffableDataSource`, which `UITableViewDiffableDataSource`'s initialiser
// makes itself) replaces the proxy, and nothing sees it: the library never
// swizzles a setter, and a replaced proxy is never called again, so it can't
// notice either. The next installation adopts the new value and reports it
// (DelegateProperty+ReplacedProxy.swift); until then every handler is
// silent. `isConnected` is the earliest moment available without the
// Objective-C runtime: the user (or a test, or a debug check after the
// screen is built) asks, the property is read once, and a replaced proxy is
// reported there, in debug builds, with the same words as the adoption's,
// once per replacement.
// See the Design Rationale article ("A replaced proxy is found when asked").

extension DelegateSubscription {
  /// Whether the handlers are installed (``isActive``) and the host's
  /// delegate property still holds their proxy: `false` once something
  /// else was assigned to the property directly, which disconnects every
  /// handler until the next installation adopts the new value.
  ///
  /// Debug builds report a replaced proxy when this first finds it, naming
  /// the host, the property and what was assigned; asked again while the
  /// same object holds the property, it reports nothing more. On a main-actor slot (a
  /// UIKit view's), read it on the main actor: it reads the host's property.
  ///
  /// ```swift
  /// let rows = tableView.on(\.numberOfRowsInSection) { _, _ in items.count }
  /// let diffable = UITableViewDiffableDataSource<Int, Item>(tableView: tableView) { … }  // assigns dataSource
  /// assert(rows.isConnected, "handlers installed before the diffable data source")
  /// ```
  public var isConnected: Bool {
    assert(
      !isMainActor || MainThread.isCurrent,
      "DelegateDSL: read isConnected of a main-actor slot on the main actor: it reads the host's delegate property")
    guard let proxy, isActive else { return false }
    // A strong load of the host, perhaps its last reference: let go of as `isActive` does.
    var host = self.host
    guard host != nil else { return false }
    // A read that doesn't adopt keeps nothing in the bag: `content` holds
    // what it read, let go of here, with no library lock held.
    var releases = DeferredReleases()
    let content = accessors.content(host!, proxy, keeping: &releases)
    #if DEBUG
      // Once per replacement (ReplacedProxy+ReportedOnce.swift).
      switch content {
      case .other(let replacement) where ReportedReplacements.isNew(replacement, replacing: proxy):
        ReplacedProxy.report(host: host!, slot: accessors.key, replacement: replacement, adopted: false)
      case .proxy: ReportedReplacements.reconnected(proxy)
      default: break
      }
    #endif
    ProxyRegistry.releaseLoaded(&host, onMainActor: proxies.createdOnMainThread)
    if case .proxy = content { return true }
    return false
  }
}
