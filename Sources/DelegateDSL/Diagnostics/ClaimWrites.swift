// Diagnostic: the library writes a host's delegate property again.
//
// Beyond installation's first write and the last cancellation's restore,
// the library assigns its proxy to the host again (`nil`, then the proxy)
// when what the host read from it would now read differently (see
// `DelegateProxy+Claims.swift`). Such a write is an event for some hosts
// (a table view's `dataSource` drops its cached counts, a location
// manager's `delegate` reports the authorization again: see
// Scripts/apple-adapters.conf, "What assigning the property does"), and
// nothing in the app's code shows it. Debug builds say when it happens and
// why, in one line, as `ReplacedProxy` reports a replaced proxy. A host
// written thousands of times (a stress test) prints only its first
// reports; every one is counted.

enum ClaimWrites {
  /// The report's text.
  static func message(host: AnyObject, slot: AnyKeyPath, change: ClaimChange) -> String {
    "DelegateDSL: assigned the proxy to \(type(of: host))'s delegate property\(ReplacedProxy.named(slot)) again "
      + "(nil, then the proxy), so that the host reads what it implements again: \(change.reason)"
  }

  /// Reports, in debug builds, a write of `host`'s property for `change`.
  /// Runs no foreign code (type names only), so it may be called under the
  /// host's installation lock.
  static func report(host: AnyObject, slot: AnyKeyPath, change: ClaimChange) {
    #if DEBUG
      DebugReports.report(
        message(host: host, slot: slot, change: change), counting: "write \(type(of: host))", printingAtMost: 20)
    #endif
  }

  #if DEBUG
    /// How many times debug builds reported a write of a host of type
    /// `hostType`'s property (its name).
    static func reportCount(forHostType hostType: String) -> Int { DebugReports.count("write \(hostType)") }
  #endif
}
