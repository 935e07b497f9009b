// Internal: the sharded, lock-protected table behind `AssociatedKey`.
//
// Layout: hosts are spread over `shardCount` shards by address, each with its
// own lock, so unrelated hosts rarely contend. A shard maps a host's
// `ObjectIdentifier` to a `Record` that remembers the host weakly and holds
// the attached values, found by key identity (a short array: a host has a
// handful of keys, and scanning it beats hashing and allocating a dictionary). Keys are retained by their values'
// records, so a key's identity cannot be reused while it has values. The
// record also holds the host's proxy table (`ProxyRegistry`) in a field of its
// own, which no `AssociatedKey` reaches.
//
// Nothing is ever released while a shard lock is held (the rule in
// `Lock.swift`): values that leave the table (detached, replaced, or belonging
// to dead hosts), every value loaded from a weak association, and every host
// loaded strongly to test whether it is alive are kept in a `DeferredReleases`
// that is dropped after the lock is released, because a deinitialiser may run
// arbitrary code, including code that touches this storage again.
//
// A host's own `deinit` cannot read its associated values: by the time it
// runs, the host's weak references are already `nil`, so its record counts as
// dead (this is how Swift weak references work; Objective-C associated
// objects differ). Reading during `deinit` returns `nil`.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// `@unchecked Sendable` is sound: `shards` is immutable after `init`, and each
/// shard's mutable state is only touched inside that shard's `lock`.
final class HostRegistry: @unchecked Sendable {
  /// One attached value.
  enum Stored {
    case strong(Any)
    /// A `WeakReference<Value>`, boxed as `Any`.
    case weak(Any)
  }

  struct Association {
    /// The `AssociatedKey`, retained so its identity stays unique.
    let key: AnyObject
    var value: Stored
  }

  struct Record {
    weak var host: AnyObject?
    var values: Values = []
    /// The host's proxy table (see `ProxyRegistry`), apart from `values`:
    /// installation and cancellation find it with no boxing, no cast and
    /// no scan, and ``AssociatedStorage/removeAll(from:)`` cannot reach it.
    var proxies: ProxyRegistry.Proxies?

    /// Whether the record holds nothing, and can be dropped.
    var isEmpty: Bool { values.isEmpty && proxies == nil }

    /// Moves everything the record holds into `garbage`.
    func keepContents(in garbage: inout DeferredReleases) {
      // An empty array holds nothing: keeping it would only allocate.
      if !values.isEmpty { garbage.keep(values) }
      garbage.keep(proxies)
    }
  }

  /// A host's values; at most one per key.
  typealias Values = [Association]

  final class Shard {
    let lock = Lock()
    // `@exclusivity(unchecked)` here and below: every access is made with
    // `lock` held, which already serialises them.
    @exclusivity(unchecked)
    var records: [ObjectIdentifier: Record] = [:]
    /// A sweep of dead hosts runs when `records.count` reaches this.
    @exclusivity(unchecked)
    var sweepThreshold = HostRegistry.minimumSweepThreshold
    /// Critical sections that took values of dead hosts, or loaded live
    /// hosts strongly (a sweep), and have not yet finished releasing them
    /// after their unlock. ``HostRegistry/compact()`` waits for them and
    /// sweeps again, so that when it returns, the values of every host that
    /// was dead when it was called have been released, even if another thread
    /// swept them first or was briefly holding a host it tested.
    @exclusivity(unchecked)
    var releasesInFlight = 0

    /// Threads that are releasing values of dead hosts: a `deinit` they run
    /// may call `compact()`, which must not wait for its own thread.
    static let releasingThread = ThreadLocalCounter()

    /// Runs `body` with the lock held, then releases what it kept in its
    /// `DeferredReleases`. `body` sets its `Bool` when it took values of dead
    /// hosts or loaded hosts; that release is then counted in
    /// ``releasesInFlight``.
    func locked<Result>(_ body: (inout DeferredReleases, inout Bool) -> Result) -> Result {
      var garbage = DeferredReleases()
      var tookDeadValues = false
      let result = lock.withLock {
        let result = body(&garbage, &tookDeadValues)
        if tookDeadValues { releasesInFlight += 1 }
        return result
      }
      guard tookDeadValues else {
        garbage.releaseNow()
        return result
      }
      Self.releasingThread.value += 1
      garbage.releaseNow()
      Self.releasingThread.value -= 1
      lock.withLock { releasesInFlight -= 1 }
      return result
    }

    /// Waits until no other thread is releasing values of dead hosts taken
    /// from this shard. Returns at once on a thread that is itself releasing
    /// them (a `deinit` calling `compact()`), so it can never wait for itself;
    /// a releasing thread never waits, so no two threads wait for each other.
    /// Returns whether it waited.
    func waitForReleasesInFlight() -> Bool {
      guard Self.releasingThread.value == 0 else { return false }
      var waited = false
      while lock.withLock({ releasesInFlight }) > 0 {
        waited = true
        sched_yield()
      }
      return waited
    }

    /// Moves the values of every dead host into `garbage`. Lock held.
    ///
    /// Testing a weak reference loads it strongly: if the host's owner lets
    /// go at that moment, the load holds the last reference, so each live
    /// host loaded here is kept in `garbage` too and dies, if it does, after
    /// the unlock.
    ///
    /// Rebuilds the dictionary from the live records rather than deleting in
    /// place, because a Swift dictionary never gives capacity back: after a
    /// burst of short-lived hosts the table would otherwise keep its peak size.
    func sweep(into garbage: inout DeferredReleases) -> Int {
      var live: [ObjectIdentifier: Record] = [:]
      var dead = 0
      for (identifier, record) in records {
        if let host = record.host {
          garbage.keep(host)
          live[identifier] = record
        } else {
          record.keepContents(in: &garbage)
          dead += 1
        }
      }
      if dead > 0 {
        garbage.keep(records)
        records = live
      }
      sweepThreshold = max(HostRegistry.minimumSweepThreshold, records.count * 2)
      return dead
    }
  }

  /// 16 shards, chosen by the top four bits of a hash of the host's address.
  static let shardBits = 4
  static let shardCount = 1 << shardBits
  static let minimumSweepThreshold = 64

  let shards: [Shard] = (0..<HostRegistry.shardCount).map { _ in Shard() }

  func shard(for host: AnyObject) -> Shard {
    // Fibonacci hashing of the address (as `IdentityCache` does): the top
    // bits of the product mix every bit of it, with no call to `Hasher`
    // (SipHash, about 100 instructions).
    let address = UInt(bitPattern: ObjectIdentifier(host))
    return shards[Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - Self.shardBits))]
  }

  /// Runs `body` on `host`'s values with the shard locked. A stale record (its
  /// host dead, its address reused) is emptied first. Everything `body` puts
  /// in its `DeferredReleases` is released after the unlock.
  ///
  /// The staleness test `existing.host !== host` loads a weak reference
  /// strongly under the lock, and is still safe: `host` is alive and lives at
  /// this address, so the record found at this address refers either to
  /// `host` (and the load cannot be its last reference) or to a dead object
  /// (and the load yields `nil`). The same holds in ``removeAll(from:except:)``.
  func withValues<Result>(
    of host: AnyObject, creating: Bool,
    _ body: (inout Values, inout DeferredReleases) -> Result
  ) -> Result {
    let shard = shard(for: host)
    let identifier = ObjectIdentifier(host)
    return shard.locked { garbage, tookDeadValues in
      var record = shard.records[identifier]
      if let existing = record, existing.host !== host {
        existing.keepContents(in: &garbage)
        tookDeadValues = true
        record = nil
        shard.records[identifier] = nil
      }
      if record == nil {
        guard creating else {
          var none: Values = []
          return body(&none, &garbage)
        }
        if shard.records.count >= shard.sweepThreshold {
          _ = shard.sweep(into: &garbage)
          // A sweep keeps dead hosts' values and the live hosts it loaded.
          if !garbage.isEmpty { tookDeadValues = true }
        }
        record = Record(host: host)
      }
      let result = body(&record!.values, &garbage)
      shard.records[identifier] = record!.isEmpty ? nil : record
      return result
    }
  }

  /// The proxy table of `host`, created with `make` if it has none and
  /// `creating` is set. `make` runs under the shard lock: it must not run
  /// user code (a `Proxies` initialiser does not). It receives the empty
  /// table of a dead host whose record `host` takes over, if any, which it
  /// should return rather than create one (see
  /// `ProxyRegistry.Proxies.adoptIfEmpty()`), or `nil`.
  ///
  /// The record is updated in place (a copy of a record copies its weak
  /// reference, a side-table retain and release). The staleness test is the
  /// one of ``withValues(of:creating:_:)``, safe for the same reason.
  func proxies(
    of host: AnyObject, creating: Bool, _ make: (ProxyRegistry.Proxies?) -> ProxyRegistry.Proxies
  ) -> ProxyRegistry.Proxies? {
    let shard = shard(for: host)
    let identifier = ObjectIdentifier(host)
    return shard.locked { garbage, tookDeadValues in
      if let index = shard.records.index(forKey: identifier) {
        // Through `inout`, so the record is used in place, not copied.
        switch Self.proxies(in: &shard.records.values[index], of: host, creating: creating, make, &garbage) {
        case .live(let table):
          // Returned, so released by the caller, unlocked.
          return table
        case .replacedStale(let table):
          tookDeadValues = true
          return table
        case .stale:
          shard.records.remove(at: index).value.keepContents(in: &garbage)
          tookDeadValues = true
          return nil
        }
      }
      guard creating else { return nil }
      if shard.records.count >= shard.sweepThreshold {
        _ = shard.sweep(into: &garbage)
        // A sweep keeps dead hosts' values and the live hosts it loaded.
        if !garbage.isEmpty { tookDeadValues = true }
      }
      let table = make(nil)
      shard.records[identifier] = Record(host: host, proxies: table)
      return table
    }
  }

  /// What ``proxies(in:of:creating:_:_:)`` found.
  private enum ProxiesLookup {
    /// The record is `host`'s; its table (created if asked to).
    case live(ProxyRegistry.Proxies?)
    /// The record was a dead host's at a reused address, and now is
    /// `host`'s, with a new table; the dead host's values are in `garbage`.
    case replacedStale(ProxyRegistry.Proxies)
    /// The record is a dead host's, and nothing was to be created.
    case stale
  }

  /// The proxy table in `record` if it is `host`'s, created if absent and
  /// `creating`. A dead host's record (its address reused by `host`) is
  /// replaced in place when creating, which spares removing and inserting
  /// the dictionary entry; if it holds nothing but an empty proxy table, the
  /// record and its table become `host`'s as they are (see
  /// `ProxyRegistry.Proxies.adoptIfEmpty()`). Lock held.
  private static func proxies(
    in record: inout Record, of host: AnyObject, creating: Bool,
    _ make: (ProxyRegistry.Proxies?) -> ProxyRegistry.Proxies,
    _ garbage: inout DeferredReleases
  ) -> ProxiesLookup {
    guard record.host === host else {
      guard creating else { return .stale }
      if record.values.isEmpty, let table = record.proxies, table.adoptIfEmpty() {
        // Replacing the weak reference to the dead host releases no object
        // (at most the dead host's side table), so no `deinit` runs here.
        record.host = host
        return .live(make(table))
      }
      record.keepContents(in: &garbage)
      let table = make(nil)
      record = Record(host: host, proxies: table)
      return .replacedStale(table)
    }
    if let table = record.proxies { return .live(table) }
    guard creating else { return .live(nil) }
    let table = make(nil)
    record.proxies = table
    return .live(table)
  }

  func value<Value>(for key: AssociatedKey<Value>, on host: AnyObject) -> Value? {
    // The value is returned, so its release (the caller's) happens unlocked.
    withValues(of: host, creating: false) { values, _ in
      values.first { $0.key === key }.flatMap { Self.unwrap($0.value, as: Value.self) }
    }
  }

  func setValue<Value>(_ value: Value?, for key: AssociatedKey<Value>, on host: AnyObject) {
    update(key, on: host) { $0 = value }
  }

  func removeValue<Value>(for key: AssociatedKey<Value>, on host: AnyObject) -> Value? {
    update(key, on: host) { current in
      defer { current = nil }
      return current
    }
  }

  func update<Value, Result>(
    _ key: AssociatedKey<Value>, on host: AnyObject, _ body: (inout Value?) -> Result
  ) -> Result {
    withValues(of: host, creating: true) { values, garbage in
      let position = values.firstIndex { $0.key === key }
      var current = position.flatMap { Self.unwrap(values[$0].value, as: Value.self) }
      // The loaded value may be the last reference (a weak association whose
      // owner let go); `body` may replace it, and the final value is kept too
      // for the same reason.
      garbage.keep(current)
      let result = body(&current)
      if let position { garbage.keep(values.remove(at: position)) }
      if let current {
        let stored: Stored =
          switch key.policy {
          case .strong: .strong(current)
          case .weak: .weak(WeakReference<Value>(current, role: "the value of \(key)"))
          }
        values.append(Association(key: key, value: stored))
        garbage.keep(current)
      }
      return result
    }
  }

  /// Detaches every value of `host` attached under an `AssociatedKey`. The
  /// host's proxy table, which no key reaches, stays (unless the record is a
  /// dead host's).
  func removeAll(from host: AnyObject) {
    let shard = shard(for: host)
    let identifier = ObjectIdentifier(host)
    shard.locked { garbage, tookDeadValues in
      // See `withValues` for why this strong load is safe.
      guard var record = shard.records[identifier], record.host === host || record.host == nil else { return }
      garbage.keep(record.values)
      record.values = []
      if record.host == nil {
        tookDeadValues = true
        record.keepContents(in: &garbage)
        shard.records[identifier] = nil
      } else {
        shard.records[identifier] = record.isEmpty ? nil : record
      }
    }
  }

  /// Releases the values of every dead host, and returns once they have all
  /// been released, including those another thread swept concurrently.
  func compact() -> Int {
    var swept = 0
    for shard in shards {
      repeat {
        shard.locked { garbage, tookDeadValues in
          swept += shard.sweep(into: &garbage)
          tookDeadValues = !garbage.isEmpty
        }
      } while shard.waitForReleasesInFlight()
    }
    return swept
  }

  var hostCount: Int {
    shards.reduce(0) { total, shard in total + shard.lock.withLock { shard.records.count } }
  }

  static func unwrap<Value>(_ stored: Stored, as: Value.Type) -> Value? {
    switch stored {
    case .strong(let value): value as? Value
    case .weak(let reference): (reference as? WeakReference<Value>)?.value
    }
  }
}
