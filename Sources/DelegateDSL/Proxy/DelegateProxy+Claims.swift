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
  /// last write of its property. When it read nothing the library saw:
  /// `true` if the proxy class says its hosts cache through another query
  /// (``hostCachesAnswers``), or the library never wrote the property;
  /// otherwise `false`, since writing again would tell such a host nothing
  /// and only open a window in which it reads `nil`. Called with the host's
  /// `Proxies.lock` held; what it loads is released after that unlock.
  ///
  /// The implementation tests it runs are the queries the host's own setter
  /// runs under the same lock (a recursive per-host lock, under which the
  /// host's accessors are the foreign code the registry allows; see
  /// `ProxyRegistry`): they may install or cancel again, and what they let
  /// go of is the caller's to release after the unlock.
  func claimsChanged(keeping releases: inout DeferredReleases) -> Bool {
    guard wasWritten else { return true }
    // A copy: the proxy keeps its own until the next write, which needs the
    // lock the caller holds, so letting go of this one frees nothing.
    let queries = claimsReadAtAssignment
    guard !queries.isEmpty else { return lock.withLock { hostCachesAtAssignment } }
    // The real delegate, held until after the caller's unlock: the loads
    // `handles` makes below are then never its last reference.
    releases.keep(realDelegateObject)
    return queries.contains { handles(key: $0.key, isVoid: $0.isVoid, isImplemented: $0.isImplemented) != $0.answer }
  }
}
