// The one-line reports debug builds print for a mistake the library
// recovers from (a proxy replaced behind its back, a call nobody answered),
// and the record tests read them from. Release builds compile none of it.

#if DEBUG
  /// Debug builds' reports: printed, and kept for tests.
  enum DebugReports {
    /// The latest reports (at most 32), oldest first. Guarded by `lock`.
    nonisolated(unsafe) private static var reports: [String] = []
    /// How many reports were made per counting key (see ``report(_:counting:once:)``),
    /// for tests: the latest reports are capped, and tests running beside
    /// each other report too. Guarded by `lock`.
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    /// The `once` keys already reported, with their text (which the latest
    /// reports may no longer hold). Guarded by `lock`.
    nonisolated(unsafe) private static var reported: [String: String] = [:]
    /// A leaf lock: nothing is taken, run or released under it but these
    /// collections' own storage, which runs no `deinit`. (The three
    /// `nonisolated(unsafe)` statics are sound: they are read and written
    /// only inside it.)
    private static let lock = Lock()

    /// Prints `text` and records it, counted under `key`; with `once`,
    /// only the first report of that key is made; with `printingAtMost`,
    /// only the first that many reports of `key` are printed (all are
    /// recorded and counted). Runs no foreign code, so it may be called
    /// under the host's installation lock.
    static func report(
      _ text: String, counting key: String? = nil, once: String? = nil, printingAtMost limit: Int? = nil
    ) {
      let printing = lock.withLock {
        if let once {
          guard reported[once] == nil else { return false }
          reported[once] = text
        }
        reports.append(text)
        if reports.count > 32 { reports.removeFirst() }
        guard let key else { return true }
        counts[key, default: 0] += 1
        return limit.map { counts[key, default: 0] <= $0 } ?? true
      }
      if printing { print(text) }
    }

    /// The latest reports (at most 32), oldest first.
    static var recent: [String] { lock.withLock { reports } }

    /// The text reported under the `once` key `key`, if it was reported.
    static func reported(once key: String) -> String? { lock.withLock { reported[key] } }

    /// How many reports were counted under `key`.
    static func count(_ key: String) -> Int { lock.withLock { counts[key, default: 0] } }
  }
#endif
