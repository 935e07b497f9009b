// Diagnostic: a host's delegate property assigned directly while a proxy is
// installed (`tableView.delegate = other`).
//
// On a host the library doesn't own, nothing sees that assignment: no setter
// hook without swizzling, which the library never does. The proxy is
// silently replaced, and every handler stops until the library next touches
// the slot. An installation (a definition, a one-line handler, a stream,
// `useRealDelegate`) finds the property holding something other than its
// proxy, adopts that value as the real delegate and puts the proxy back, so
// the handlers run again, after the new delegate; a cancellation leaves the
// property as it is (the reference model of `ModelBasedTests` says so).
// Debug builds also report it at either touch, naming the host, the
// property and what was assigned, so that the gap (the calls made between
// the assignment and the touch reached only the new delegate) is found and
// the assignment replaced by the documented way: `proxy.realDelegate = x`,
// or the scoped `host.useRealDelegate(x)`, or `@ProxyableDelegate` on a host
// you own. A report, not a trap: UIKit and other frameworks assign
// delegates themselves (a table view controller, a search controller), and
// the adoption recovers.

enum ReplacedProxy {
  /// The report's text.
  static func message(host: AnyObject, slot: AnyKeyPath, replacement: AnyObject, adopted: Bool) -> String {
    "DelegateDSL: \(type(of: host))'s delegate property\(named(slot)) was assigned an instance of "
      + "\(type(of: replacement)) directly while handlers were installed, which replaced the proxy: the handlers "
      + "received no call until now. "
      + (adopted
        ? "The new value is adopted as the real delegate and the proxy put back. "
        : "The host keeps it until the next installation adopts it. ")
      + "Assign 'proxy.realDelegate', use 'useRealDelegate(_:)', or declare the property '@ProxyableDelegate' "
      + "instead"
  }

  /// The slot's key path in parentheses, as the runtime prints it, or
  /// nothing when the runtime knows the property only by its accessors and
  /// would print an address (`\Host.<computed 0x…>`).
  static func named(_ slot: AnyKeyPath) -> String {
    let text = "\(slot)"
    return text.contains("<computed") ? "" : " (\(text))"
  }

  /// Reports, in debug builds, that the proxy of `slot` on `host` was
  /// found replaced by `replacement`. Runs no foreign code (type names
  /// only), so it may be called under the host's installation lock.
  static func report(host: AnyObject, slot: AnyKeyPath, replacement: AnyObject, adopted: Bool) {
    #if DEBUG
      DebugReports.report(
        message(host: host, slot: slot, replacement: replacement, adopted: adopted), counting: "\(type(of: host))")
    #endif
  }

  #if DEBUG
    /// The latest reports of the library (at most 32), oldest first.
    static var recentReports: [String] { DebugReports.recent }

    /// How many reports have named a host of type `hostType` (its name).
    static func reportCount(forHostType hostType: String) -> Int { DebugReports.count(hostType) }
  #endif
}
