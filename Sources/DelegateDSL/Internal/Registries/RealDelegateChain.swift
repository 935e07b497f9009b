// Internal: cycle prevention for real-delegate chains.
//
// A proxy forwards to its real delegate, which may itself be a proxy. If such
// a chain ever led back to its start, a single delegate call would recurse
// until the stack overflowed (BlocksKit #257, #283, #372). Every assignment of
// a real delegate goes through `assign`, which serialises all assignments
// process-wide, so the check and the write are atomic with respect to every
// other assignment: no interleaving of two assignments can close a cycle.
// Reads during dispatch never take this lock.

/// Anything that forwards to a real delegate (every ``DelegateProxy``).
protocol RealDelegateForwarding: AnyObject {
  /// The current real delegate, as an object, or `nil`.
  var realDelegateObject: AnyObject? { get }
}

enum RealDelegateChain {
  private static let assignmentLock = Lock()

  /// Lifetime rule: every real-delegate assignment runs under the
  /// process-wide assignment lock, so no two can close a cycle.
  /// `body` may take a proxy's own lock (lock order: assignment, then proxy).
  /// Whatever `body` keeps goes into the caller's `releases`, released after
  /// the caller's own unlock.
  static func assign<Result>(
    keeping releases: inout DeferredReleases, _ body: (inout DeferredReleases) -> Result
  ) -> Result {
    assignmentLock.withLock { body(&releases) }
  }

  /// Whether following real delegates from `start` reaches `target`.
  /// Must be called inside ``assign(keeping:_:)``.
  ///
  /// Walking the chain loads each real delegate strongly; if its owner let go
  /// meanwhile, that load holds the last reference. Every object loaded is
  /// therefore kept in `releases`, so none can be deinitialised under the
  /// process-wide assignment lock.
  static func leadsBack(
    to target: AnyObject, from start: AnyObject, keeping releases: inout DeferredReleases
  ) -> Bool {
    var current: AnyObject? = start
    while let object = current {
      if object === target { return true }
      guard let forwarder = object as? any RealDelegateForwarding else { return false }
      current = forwarder.realDelegateObject
      releases.keep(current)
    }
    return false
  }
}
