// Internal: the proxy table of a host that died, evicted after the unlock.
//
// A dead host's record is removed under a shard lock; its proxy table may
// still be referenced by subscriptions and by streams (a stream's
// installation keeps its subscription, which keeps the table), so dropping
// the record's reference does not free it. Releasing this wrapper, after the
// unlock, evicts the table: every proxy's handlers and stream observers are
// removed (streams finish, captures are released), and the table lets go of
// its proxies (an owned real delegate goes with its proxy).

final class DeadTable {
  let table: ProxyRegistry.Proxies
  init(_ table: ProxyRegistry.Proxies) { self.table = table }
  deinit { table.evict() }
}
