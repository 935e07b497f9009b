// Diagnostic: the same definition installed again on the same host from the
// same place while the first installation is still active.
//
// A definition installed from a method that runs more than once
// (`viewWillAppear`, which runs again after a cancelled swipe-to-dismiss)
// installs its handlers again each time: both installations answer, so a
// "Discard changes?" handler presents two sheets. Nothing is wrong with two
// installations as such (a screen may install one definition on several
// hosts, or two definitions on one), so only what a method that runs again
// does is reported: an installation from the `#fileID` and `#line` of one
// that is still active on the same host, in the same protocol's property.
// Debug builds only, as the reports: a release build keeps no state for it,
// and the installation's place is passed but unused.

#if DEBUG
  enum RepeatedInstallations {
    /// The last installation made from one place on one host.
    private struct Entry {
      weak var host: AnyObject?
      weak var proxy: AnyObject?
      let token: UInt64
    }

    private struct Place: Hashable {
      let host: ObjectIdentifier
      let protocolType: ObjectIdentifier
      let file: String
      let line: UInt
    }

    /// Guarded by `lock`. (Sound as `nonisolated(unsafe)`: read and written
    /// only inside it.)
    nonisolated(unsafe) private static var entries: [Place: Entry] = [:]
    /// A leaf lock: nothing is run under it but the dictionary's own storage.
    /// Entries leave it as return values, read after the unlock (a weak load
    /// makes a strong reference).
    private static let lock = Lock()

    /// The report for `protocolType`'s definition installed again on `host`.
    static func message(protocolType: Any.Type, host: AnyObject, file: String, line: UInt) -> String {
      var protocolName = String(describing: protocolType)
      if protocolName.hasPrefix("any ") { protocolName.removeFirst(4) }
      return "DelegateDSL: a \(protocolName) definition was installed again on \(type(of: host)) from "
        + "\(file):\(line) while the installation made there before is still active: both answer every call "
        + "(a handler that presents a sheet presents two). Install once (in viewDidLoad, or a property's "
        + "initialiser), or keep the subscription and cancel it before installing again"
    }

    /// Records the installation `subscription` made from `file`:`line` on
    /// `host`, and reports it if the last one made from there on that host
    /// is still active. `host` is the caller's: every strong reference
    /// loaded here is to an object the caller holds, or to a proxy.
    static func note<P>(_ subscription: DelegateSubscription<P>, on host: AnyObject, file: String, line: UInt) {
      guard let proxy = subscription.proxy else { return }
      let place = Place(
        host: ObjectIdentifier(host), protocolType: ObjectIdentifier(P.self as Any.Type), file: file, line: line)
      let entry = Entry(host: host, proxy: proxy, token: subscription.token)
      let previous = lock.withLock {
        // Bounded (cells install from one place on many hosts): dropping
        // weak references runs no deinit, and loses at most a report.
        if entries.count >= 1024 { entries.removeAll() }
        return entries.updateValue(entry, forKey: place)
      }
      guard let previous, previous.host === host, let earlier = previous.proxy as? DelegateProxy<P>,
        earlier.isActive(previous.token)
      else { return }
      DebugReports.report(
        message(protocolType: P.self, host: host, file: file, line: line),
        counting: "installed again at \(file):\(line)")
    }
  }
#endif

extension Delegate {
  /// Reports, in debug builds, `subscription` made from the same place on
  /// the same host as an installation still active (see
  /// `RepeatedInstallations`).
  /// Inlinable and empty in release builds, which pay nothing for it.
  @inlinable @inline(__always)
  static func noteInstallation(
    _ subscription: DelegateSubscription<DelegateProtocol>, on host: AnyObject, file: StaticString, line: UInt
  ) {
    #if DEBUG
      noteRepeatedInstallation(subscription, on: host, file: file, line: line)
    #endif
  }

  #if DEBUG
    @usableFromInline
    static func noteRepeatedInstallation(
      _ subscription: DelegateSubscription<DelegateProtocol>, on host: AnyObject, file: StaticString, line: UInt
    ) {
      RepeatedInstallations.note(subscription, on: host, file: "\(file)", line: line)
    }
  #endif
}
