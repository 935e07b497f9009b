// Diagnostic: `isConnected` reports a replaced proxy once per replacement.
//
// `isConnected` is a question a debug check may ask on every frame or after
// every reload (`assert(rows.isConnected)`): reporting the same replacement
// at each call would bury the first report under copies. So the replacement
// last reported for each proxy is remembered, and asking again while the same
// object holds the property reports nothing; once the proxy is back (an
// installation adopted the replacement, or `isConnected` found the proxy),
// the next replacement is new and reported, even by the same object.
// Debug builds only, as the reports: a release build keeps no state for it.

#if DEBUG
  enum ReportedReplacements {
    /// A proxy and the object found in its place, held weakly: a dead one
    /// never matches a new object at its address.
    private struct Entry {
      weak var proxy: AnyObject?
      weak var replacement: AnyObject?
    }

    /// The last replacement reported per proxy. Guarded by `lock`. (Sound as
    /// `nonisolated(unsafe)`: read and written only inside it.)
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    /// A leaf lock: nothing is run under it but the dictionary's own storage.
    /// Entries leave it as return values, destroyed after the unlock.
    private static let lock = Lock()

    /// Whether `replacement`, found in `proxy`'s place, is a replacement not
    /// reported yet; records it as reported.
    static func isNew(_ replacement: AnyObject, replacing proxy: AnyObject) -> Bool {
      let key = ObjectIdentifier(proxy)
      // Compared after the unlock: a weak load makes a strong reference, whose release may run a deinit.
      let previous = lock.withLock { entries[key] }
      if let previous, previous.proxy === proxy, previous.replacement === replacement { return false }
      let entry = Entry(proxy: proxy, replacement: replacement)
      _ = lock.withLock { entries.updateValue(entry, forKey: key) }
      return true
    }

    /// `proxy` is in its property again: its next replacement is new.
    static func reconnected(_ proxy: AnyObject) {
      _ = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(proxy)) }
    }
  }
#endif
