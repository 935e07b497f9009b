// What a caching host read at the library's last write of its property,
// so that the property is written again only when that would read
// differently.
//
// A host like UIKit's views reads what its delegate implements once, in
// its setter (`responds(to:)`, or a protocol query that calls `handles(_:)`),
// and caches it; the library therefore assigns the proxy again (`nil`,
// then the proxy) when what the proxy handles changes. But each write has a
// price: `setDelegate:`/`setDataSource:` may reload, a live socket's writes
// are queued and a call between them is dropped, and a host called from
// another thread finds `nil` between the two. Most installations change
// nothing the host could read: a handler for a required method (always
// claimed), for a method the real delegate already implements, or for one
// the host never asks about. So every answer the host reads during one of
// the library's writes is recorded (`handles(key:isVoid:isImplemented:)`
// sees the write's mark), and an installation, a cancellation, a new or a
// dead real delegate writes again only when one of those answers would now
// differ. A host that read nothing during the write (it caches through a
// query the library doesn't see, `hostCachesAnswers` says so) keeps the
// old behaviour: a write whenever a handled event changed.
//
// The record is also stale once the host assigns its own property: a
// `@ProxyableDelegate` routes the new value to the proxy, and the host's
// observers (a `didSet` that reads the claims, as UIKit's setters do) read
// where the library doesn't see it. The next change of a claim then writes
// (`claimsRecordIsStale`), and the write starts a new record. And a void
// event whose last handler or stream goes keeps its claim until the next
// write (`DelegateEvents.presenceChangesHost(_:)` says which don't): the
// table reports no change for it, so no write is made for it alone.

/// One answer a host read from the proxy while the library was writing it
/// into the host's property.
struct ClaimQuery {
  /// The event's table key, whether it is void, and its implementation
  /// test: what `handles(key:isVoid:isImplemented:)` was asked.
  let key: AnyKeyPath
  let isVoid: Bool
  let isImplemented: ((Any) -> Bool)?
  /// What it answered.
  let answer: Bool
}

extension DelegateProxy {
  /// Starts a new record of what the host reads (see the file comment),
  /// before one of the library's writes of the host's property. Called with
  /// the host's `Proxies.lock` held, which guards the record (see
  /// ``claimsReadAtAssignment``); the old record is released after the
  /// caller's unlock (its tests are user code's closures). A record that was
  /// never filled costs nothing.
  func startRecordingClaims(keeping releases: inout DeferredReleases) {
    guard !claimsReadAtAssignment.isEmpty else { return }
    // The bag's copy outlives this one: emptying it frees nothing here.
    releases.keep(claimsReadAtAssignment)
    claimsReadAtAssignment = []
  }

  /// Records that the host read `query.answer` for the event of `query.key`
  /// during one of the library's writes: on the writing thread, which holds
  /// the host's `Proxies.lock`.
  func recordClaim(_ query: ClaimQuery) {
    claimsReadAtAssignment.append(query)
  }

  /// Whether the host would read something else now than at the library's
  /// last write of its property, and why (see ``ClaimChange``), or `nil`.
  /// When it read nothing the library saw: a change if the proxy class says
  /// its hosts cache through another query (``hostCachesAnswers``), or the
  /// library never wrote the property; otherwise none, since writing again
  /// would tell such a host nothing and only open a window in which it reads
  /// `nil`. Called with the host's `Proxies.lock` held; what it loads is
  /// released after that unlock.
  ///
  /// The implementation tests it runs are the queries the host's own setter
  /// runs under the same lock (a recursive per-host lock, under which the
  /// host's accessors are the foreign code the registry allows; see
  /// `ProxyRegistry`): they may install or cancel again, and what they let
  /// go of is the caller's to release after the unlock.
  func claimChange(keeping releases: inout DeferredReleases) -> ClaimChange? {
    guard wasWritten else { return .neverWritten }
    // A copy: the proxy keeps its own until the next write, which needs the
    // lock the caller holds, so letting go of this one frees nothing.
    let queries = claimsReadAtAssignment
    // A stale record is answered with a write, which starts a new one: the
    // flag is cleared in the same lock round (no round per write).
    let (caches, stale) = lock.withLock {
      defer { claimsRecordIsStale = false }
      return (hostCachesAtAssignment, claimsRecordIsStale)
    }
    if stale { return .hostAssigned }
    guard !queries.isEmpty else { return caches ? .unrecorded : nil }
    // The real delegate, held until after the caller's unlock: the loads
    // `handles` makes below are then never its last reference.
    releases.keep(realDelegateObject)
    for query in queries {
      let answer = handles(key: query.key, isVoid: query.isVoid, isImplemented: query.isImplemented)
      if answer != query.answer {
        // The event's name for the report (a key path of a computed
        // property prints as an address).
        let name = lock.withLock { table.eventName(for: query.key) }
        return .claim(name ?? "an event", now: answer)
      }
    }
    return nil
  }

  /// Whether ``claimChange(keeping:)`` finds a change (the caller writes
  /// when it does).
  func claimsChanged(keeping releases: inout DeferredReleases) -> Bool {
    claimChange(keeping: &releases) != nil
  }
}

/// Why the library writes a host's property again (see
/// `DelegateProxy.claimChange(keeping:)`), as debug builds report it.
enum ClaimChange {
  /// The property was never written by the library.
  case neverWritten
  /// The host assigned its own property since the last write: what it read
  /// then is unknown.
  case hostAssigned
  /// The host read nothing the library saw, and its proxy class says it
  /// caches: every change of a handled event may matter.
  case unrecorded
  /// The host read the claim of the event of this name, which now answers
  /// `now`.
  case claim(String, now: Bool)
  /// A new real delegate arrived while the host's setter was running.
  case realDelegateDuringWrite

  /// The reason, in a debug report's words.
  var reason: String {
    switch self {
    case .neverWritten: "the property was never written"
    case .hostAssigned: "the host assigned its own property since, and may have read the claims unseen"
    case .unrecorded: "the host caches what its delegate implements through a query the library doesn't see"
    case .claim(let name, let now):
      "the proxy \(now ? "now claims" : "no longer claims") \(name)"
    case .realDelegateDuringWrite: "a real delegate was assigned while the host's setter ran"
    }
  }
}
