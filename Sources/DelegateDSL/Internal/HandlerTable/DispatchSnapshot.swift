// Internal: what a dispatch reads, as one immutable object.
//
// A proxy's table (`HandlerTable`) and real delegate change under the
// proxy's lock. After every change the proxy builds a `DispatchSnapshot` of
// them and publishes it through a `LockFreePublication`; a dispatch reads
// the current snapshot in a read section, with no lock and no retain: one
// identity lookup gives the event's slot (its rule), its handler list and
// whether it is observed, and the snapshot's weak copy of the real delegate
// gives the real delegate. Nothing in a snapshot ever changes, so any number
// of threads may read one at once.
//
// A snapshot shares what did not change with the one it replaces: the slots
// (owned by the table for the proxy's lifetime) and every handler list that
// was not touched. Building one costs an allocation, a copy of the identity
// cache (a few dozen words) and a weak copy; only changes pay it.

/// An immutable view of a proxy's table and real delegate, for dispatch.
@usableFromInline
final class DispatchSnapshot<Delegate> {
  /// Key-path object → slot, handler list and observed flag.
  @usableFromInline
  let index: IdentityCache

  /// Keeps every slot's handler list alive for as long as the snapshot (the
  /// entries of `index` refer to them unretained).
  let lists: ContiguousArray<AnyObject>

  /// The real delegate, held weakly.
  @usableFromInline
  let real: WeakReference<Delegate>

  /// An empty snapshot: no event, no real delegate.
  init() {
    index = IdentityCache()
    lists = []
    real = WeakReference()
  }

  /// A snapshot of `table` and `real`. Call with the owning proxy's lock
  /// held.
  init(_ table: HandlerTable, real: WeakReference<Delegate>) {
    // Lists first: `withLists` reads each slot's published list, which this
    // creates where it is missing.
    lists = ContiguousArray(table.slotList.lazy.map { $0.handlerList })
    index = table.recent.withLists()
    self.real = real
  }
}
