// Scoped real delegates: a real delegate installed until its scope is
// cancelled, then the previous one restored (RxCocoa's
// `installForwardDelegate(_:retainDelegate:onProxyForObject:)`, whose
// disposable restores nothing but `nil`).
//
// The proxy keeps the scopes in force as a stack, oldest first, under its
// lock. Each entry remembers the real delegate it replaced (`previous`, held
// as the proxy held it: strongly for a `holding: .strong` slot, so that
// scoping a delegate never releases the one the host owned). Cancelling:
// - the newest scope, while the proxy's real delegate is still the one it
//   installed, restores `previous`;
// - the newest scope, after someone assigned another real delegate
//   (`realDelegate = x`, or `host.delegate = x` with `@ProxyableDelegate`),
//   leaves that assignment alone: the later, explicit choice wins;
// - an older scope (out of order) changes nothing visible: the scope above
//   it inherits its `previous`, so that cancelling that one later skips the
//   cancelled delegate and restores what was there before both.
// Every change is made under `RealDelegateChain`'s assignment lock, then the
// proxy's lock, as `replaceRealDelegate` does, and what leaves the stack
// (a retained delegate, a strong `previous`) is released after unlocking.

/// One scope in a proxy's stack. Its mutable fields are guarded by the
/// owning proxy's lock.
final class ScopedRealDelegate {
  /// The delegate the scope installed.
  let delegate: WeakReference<AnyObject>
  /// The scope's strong reference to it, when asked to retain it.
  var retained: AnyObject?
  /// The real delegate to restore, and its strong reference when the proxy
  /// held it strongly.
  var previous: WeakReference<AnyObject>
  var previousStrong: AnyObject?

  init(delegate: WeakReference<AnyObject>, retained: AnyObject?) {
    self.delegate = delegate
    self.retained = retained
    previous = WeakReference()
  }
}

extension DelegateProxy {
  /// Makes `newValue` the real delegate until ``popRealDelegate(_:)``;
  /// `nil` when the assignment would form a forwarding cycle.
  final func pushRealDelegate(_ newValue: Delegate, retained: Bool) -> ScopedRealDelegate? {
    // Built before any lock is taken (see `replaceRealDelegate`).
    let scope = ScopedRealDelegate(
      delegate: WeakReference(erasing: newValue, role: "a real delegate"),
      retained: retained ? newValue as AnyObject : nil)
    var kept = DeferredReleases()
    defer { kept.releaseNow() }
    let pushed: ScopedRealDelegate? = RealDelegateChain.assign(keeping: &kept) { releases in
      if RealDelegateChain.leadsBack(to: self, from: newValue as AnyObject, keeping: &releases) { return nil }
      changingTable(keeping: &releases) { releases in
        scope.previous = currentReal
        // Moves the strong reference (if any) from the proxy to the scope.
        scope.previousStrong = strongReal
        assignUnderLock(
          scope.delegate, strong: ownership == .strong ? scope.delegate.object : nil, keeping: &releases)
        realDelegateScopes.append(scope)
      }
      return scope
    }
    // A host that caches what its delegate handles when it is assigned (a
    // table view) asks again, as for `replaceRealDelegate(with:)`: the new
    // real delegate's methods are claimed now. After every library lock is
    // released (the host's setter is foreign code).
    if pushed != nil, lock.withLock({ hostCachesAtAssignment }) { ProxyRegistry.reassign(self, keeping: &kept) }
    return pushed
  }

  /// Ends `scope` (see the file comment); does nothing if it has ended.
  final func popRealDelegate(_ scope: ScopedRealDelegate) {
    var kept = DeferredReleases()
    defer { kept.releaseNow() }
    RealDelegateChain.assign(keeping: &kept) { releases in
      // Whether the previous delegate may come back (it could lead back to
      // this proxy by now); looked at before the proxy's lock is taken.
      let previous = lock.withLock { scope.previous.object }
      releases.keep(previous)
      let restorable = previous.map { !RealDelegateChain.leadsBack(to: self, from: $0, keeping: &releases) } ?? true
      changingTable(keeping: &releases) { releases in
        guard let position = realDelegateScopes.firstIndex(where: { $0 === scope }) else { return }
        realDelegateScopes.remove(at: position)
        releases.keep(scope.retained)
        scope.retained = nil
        if position < realDelegateScopes.count {
          // Out of order: the scope above inherits what this one replaced.
          let above = realDelegateScopes[position]
          releases.keep(above.previousStrong)
          above.previous = scope.previous
          above.previousStrong = scope.previousStrong
        } else {
          let current = currentRealObject
          let installed = scope.delegate.object
          releases.keep(current)
          releases.keep(installed)
          if current === installed && restorable {
            assignUnderLock(
              scope.previous,
              strong: ownership == .strong ? scope.previousStrong ?? scope.previous.object : nil,
              keeping: &releases)
          } else {
            releases.keep(scope.previousStrong)
          }
        }
        scope.previousStrong = nil
        scope.previous = WeakReference()
      }
    }
    // As in `pushRealDelegate`: the restored delegate's methods are claimed now.
    if lock.withLock({ hostCachesAtAssignment }) { ProxyRegistry.reassign(self, keeping: &kept) }
  }

  /// Stores `reference` as the real delegate, and `strong` as its strong
  /// reference. Call with `lock` held, inside `changingTable`; the old
  /// strong reference must have been kept by the caller or moved.
  private final func assignUnderLock(
    _ reference: WeakReference<AnyObject>, strong: AnyObject?, keeping releases: inout DeferredReleases
  ) {
    assignReal(reference, keeping: &releases)
    strongReal = strong
  }
}
