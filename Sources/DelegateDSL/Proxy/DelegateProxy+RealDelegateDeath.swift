// A real delegate that dies while handlers are installed.
//
// The proxy holds the real delegate weakly, as the host did, and skips it
// once it is gone. But a host that cached what its delegate implements when
// the proxy was assigned (UIKit reads `responds(to:)` in `setDelegate:`)
// still believes the proxy implements every method the real delegate did,
// and keeps calling them: without the proxy it would have messaged a `nil`
// weak delegate and carried on with its own behaviour. So the first call
// that finds the real delegate dead (the snapshot was published with one,
// its weak load finds nothing) forgets it and publishes a snapshot without
// it, and, for a host that caches, assigns the proxy to the host again
// (`nil`, then the proxy), so the host asks again and stops calling what
// nobody answers. That call itself gets what a `nil` delegate answers (see
// `DelegateProxy+NoParticipant.swift`). No runtime hook tells a Swift
// object that another has died, so this is "at the latest by the next
// call"; the walk pays for it only where the weak load fails and the
// snapshot says there was a delegate, a branch the dispatch already takes.

extension DelegateProxy {
  /// Forgets a real delegate found dead by a dispatch, and gives a host that
  /// caches what its delegate implements the proxy again. Called at most a
  /// few times per death (the calls that race to find it); the first one
  /// publishes a snapshot without it. Cold: out of line. A walk that read
  /// the real delegate under the lock (the slow path), which can't tell a
  /// dead delegate from none, calls it whenever it found none: the check is
  /// this function's own.
  @usableFromInline @inline(never)
  final func realDelegateWasFoundDead() {
    var releases = DeferredReleases()
    defer { releases.releaseNow() }
    let reassigning = changingTable(keeping: &releases) { releases -> Bool in
      // A strong load: kept, so that a delegate that is alive after all
      // (another was assigned meanwhile) is released after the unlock.
      let current = currentRealObject
      releases.keep(current)
      guard current == nil, hasRealDelegate, strongReal == nil else { return false }
      // Its bits are zero: `hasRealDelegate` is false from now on. (An
      // adopted delegate's frozen copy stays: the published snapshot
      // carries the empty one.)
      assignReal(WeakReference(), keeping: &releases)
      return hostCachesAtAssignment
    }
    if reassigning { ProxyRegistry.reassign(self, keeping: &releases) }
  }

}
