// Internal: the sharded, lock-protected table behind `AssociatedKey`.
//
// Layout: hosts are spread over `shardCount` shards by address, each with its
// own lock. A shard maps a host's address (`HostID`) to a `Record` that
// remembers the host weakly and holds its attached values, found by key
// identity in a short array, and its proxy table (`ProxyRegistry`) in a field
// of its own, which no `AssociatedKey` reaches. Keys are retained by their
// values' records, so a key's identity cannot be reused while it has values.
//
// Nothing is released while a shard lock is held (the rule in `Lock.swift`):
// what leaves the table goes to a `DeferredReleases`, dropped after the
// unlock. A host's own `deinit` reads `nil` for its values: its weak
// references are already `nil` then (unlike Objective-C associated objects).
//
// LEARNING THAT A HOST DIED (Design Rationale, "Learning that a host died").
// A host's `deinit` must run where its owner released it, and the only test
// of a weak reference is a load, which may become the last reference. Three
// layers keep such loads rare, each stated where it is enforced:
//
// 1. A record exists only while it holds something (`dropProxies(_:of:)`,
//    `withValues`): a host that installed and cancelled has no record.
// 2. A host that tells its own death is never tested (`hostDied(at:)`, from
//    its `HostObituary`; the record is marked `notifiesDeath`).
// 3. The other records are tested by a load under the shard lock, released
//    at once after the unlock (`Shard.sweep`, `Shard.isAlive`). Sweeps run
//    when a shard has doubled, on `AssociatedStorage.compact()`, and in the
//    reaper (`DeadHostReaper`).

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
    /// Which record this is, for a sweep that tests hosts unlocked and
    /// removes what it found dead only if the record is still the one it
    /// tested (an address reused meanwhile gets a new record).
    var stamp: UInt32 = 0
    /// The three flags below, one bit each: not three `Bool`s, which made
    /// every shard dictionary entry a word larger.
    private var flags: UInt8 = 0
    /// The host owns a `HostObituary` that removes this record when the
    /// host dies: sweeps never test it.
    var notifiesDeath: Bool {
      get { flags & 1 != 0 }
      set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// The record holds a stream or an owned real delegate, which the
    /// reaper releases soon after the host dies (see `DeadHostReaper`).
    var watched: Bool {
      get { flags & 2 != 0 }
      set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// Created on the main thread: a host found uniquely referenced by a
    /// sweep is released on the main actor.
    var createdOnMainThread: Bool {
      get { flags & 4 != 0 }
      set { flags = newValue ? flags | 4 : flags & ~4 }
    }
    /// Installations under way on the host (`ProxyRegistry.install`): each
    /// holds the host strongly, so it is alive, and sweeps and the reaper
    /// skip it. This keeps a `@ProxyableDelegate` host untested in the
    /// window where its record exists but is not yet marked
    /// `notifiesDeath` (the mark is made when installation writes the
    /// proxy), when its owner may let go the moment installation returns.
    /// An installation that creates the record's proxy table counts itself
    /// in the table instead (`ProxyRegistry.Proxies.installing`), ended
    /// under the table's lock it holds anyway: one shard-lock round fewer.
    var installing: UInt16 = 0

    init(host: AnyObject, proxies: ProxyRegistry.Proxies? = nil, stamp: UInt32) {
      self.host = host
      self.proxies = proxies
      self.stamp = stamp
      createdOnMainThread = MainThread.isCurrent
    }

    /// Whether the record holds nothing, and can be dropped.
    var isEmpty: Bool { values.isEmpty && proxies == nil }

    /// Whether the reaper counts this record.
    var isReaped: Bool { watched && !notifiesDeath }

    /// Moves everything the record holds into `garbage`: the record's host
    /// is dead. Its proxy table is evicted after the unlock
    /// (`Proxies.evict()`), not merely released: a subscription or a stream
    /// may keep the table itself.
    func keepContents(in garbage: inout DeferredReleases) {
      // An empty array holds nothing: keeping it would only allocate.
      if !values.isEmpty { garbage.keep(values) }
      if let proxies { garbage.afterUnlock { proxies.evict() } }
      if isReaped { DeadHostReaper.shared.unwatch() }
    }
  }

  /// A host's values; at most one per key.
  typealias Values = [Association]

  /// A host's address, as the key of its record, hashed by a
  /// multiply-xorshift finaliser of the address. Not `Hasher` (SipHash,
  /// about 90 instructions a lookup): the keys are live objects' addresses,
  /// not values an attacker chooses, so a keyed hash protects against
  /// nothing; the dictionary's per-instance seed is still mixed in.
  struct HostID: Hashable {
    let identifier: ObjectIdentifier

    init(_ host: AnyObject) { identifier = ObjectIdentifier(host) }
    init(_ identifier: ObjectIdentifier) { self.identifier = identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // The requirement `Dictionary` calls, which `hash(into:)` would
    // otherwise serve through `Hasher`. The finaliser is MurmurHash3's:
    // every bit of the address reaches the low bits that pick a bucket
    // (the address's own low bits are always 0).
    func _rawHashValue(seed: Int) -> Int {
      var bits = UInt64(UInt(bitPattern: identifier)) ^ UInt64(UInt(bitPattern: seed))
      bits ^= bits >> 33
      bits &*= 0xFF51_AFD7_ED55_8CCD
      bits ^= bits >> 33
      bits &*= 0xC4CE_B9FE_1A85_EC53
      bits ^= bits >> 33
      return Int(truncatingIfNeeded: bits)
    }
  }

  final class Shard {
    let lock = Lock()
    // `@exclusivity(unchecked)` here and below: every access is made with
    // `lock` held, which already serialises them.
    @exclusivity(unchecked)
    var records: [HostID: Record] = [:]
    /// A sweep of dead hosts runs when `records.count` reaches this.
    @exclusivity(unchecked)
    var sweepThreshold = HostRegistry.minimumSweepThreshold
    /// The stamp of the next record.
    @exclusivity(unchecked)
    var nextStamp: UInt32 = 0
    /// Critical sections that took values of dead hosts and have not yet
    /// finished releasing them after their unlock. ``HostRegistry/compact()``
    /// waits for them and sweeps again, so that when it returns, the values
    /// of every host that was dead when it was called have been released,
    /// even if another thread swept them first.
    @exclusivity(unchecked)
    var releasesInFlight = 0

    /// Threads that are releasing values of dead hosts: a `deinit` they run
    /// may call `compact()`, which must not wait for its own thread.
    static let releasingThread = ThreadLocalCounter()

    /// A new stamp. Lock held.
    func stamp() -> UInt32 {
      nextStamp &+= 1
      return nextStamp
    }

    /// Runs `body` with the lock held, then releases what it kept in its
    /// `DeferredReleases`: nothing is released under a shard lock. `body`
    /// sets its `Bool` when it took values of dead hosts; that release is
    /// then counted in ``releasesInFlight``.
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

    /// Lifetime rule: a dead host's record is removed by a sweep and what it
    /// held released after the unlock (on the main actor, from the reaper's
    /// thread, for a record made on the main thread). When `onlyReaped`,
    /// looks only at the records the reaper watches. Call with no lock held.
    /// Returns how many records it removed.
    ///
    /// Three steps: list the testable records and their stamps, locked; test
    /// each (``isAlive(_:stamp:onlyReaped:)``); remove the records found
    /// dead, locked, if their stamp is unchanged (an address reused
    /// meanwhile has a new record).
    ///
    /// Rebuilds the dictionary when it shrank a lot: a Swift dictionary
    /// never gives capacity back, and would keep its peak size after a burst
    /// of short-lived hosts.
    func sweep(onlyReaped: Bool = false) -> Int {
      var candidates: [(HostID, UInt32)] = []
      lock.withLock {
        candidates.reserveCapacity(onlyReaped ? 4 : records.count)
        for (identifier, record) in records where Self.isTestable(record, onlyReaped: onlyReaped) {
          candidates.append((identifier, record.stamp))
        }
        if !onlyReaped { sweepThreshold = max(HostRegistry.minimumSweepThreshold, records.count * 2) }
      }
      guard !candidates.isEmpty else { return 0 }
      var dead: [(HostID, UInt32)] = []
      for (identifier, stamp) in candidates where !isAlive(identifier, stamp: stamp, onlyReaped: onlyReaped) {
        dead.append((identifier, stamp))
      }
      guard !dead.isEmpty else { return 0 }
      // What the reaper's thread takes from records created on the main
      // thread is released on the main actor (see `LastReferenceHandoff`).
      var mainActorGarbage = DeferredReleases()
      defer { LastReferenceHandoff.releaseOnMainActor(&mainActorGarbage) }
      let routesToMainActor = onlyReaped && !MainThread.isCurrent
      return locked { garbage, tookDeadValues in
        var removed = 0
        for (identifier, stamp) in dead {
          guard let index = records.index(forKey: identifier), records.values[index].stamp == stamp else { continue }
          let record = records.remove(at: index).value
          if routesToMainActor && record.createdOnMainThread {
            record.keepContents(in: &mainActorGarbage)
          } else {
            record.keepContents(in: &garbage)
          }
          removed += 1
        }
        if removed > 0 {
          tookDeadValues = true
          if records.capacity > 4 * max(records.count, HostRegistry.minimumSweepThreshold) {
            garbage.keep(records)
            records = Dictionary(uniqueKeysWithValues: records.lazy.map { ($0.key, $0.value) })
          }
          sweepThreshold = max(HostRegistry.minimumSweepThreshold, records.count * 2)
        }
        return removed
      }
    }

    /// Lifetime rule: a sweep never tests a host that tells its own death,
    /// nor one being installed on (the installation holds it); with
    /// `onlyReaped`, only one the reaper watches. Lock held.
    static func isTestable(_ record: Record, onlyReaped: Bool) -> Bool {
      !record.notifiesDeath && record.installing == 0 && (!onlyReaped || record.watched)
        && record.proxies?.isBeingInstalled != true
    }

    /// Whether the host of the record at `identifier` with `stamp` is alive;
    /// `true` for a record that is gone or changed since it was listed
    /// (nothing to remove). Called with no lock held. Lifetime rule: a
    /// sweep holds a live host for an unlock and a release, never under the
    /// lock, and a last reference found so goes to `LastReferenceHandoff`.
    ///
    /// The record is checked again and its host loaded with the lock held:
    /// the load is a retain, which runs no foreign code, and while the lock
    /// is held the host's own installations and cancellations, which take
    /// this lock, cannot proceed, so a host whose owner is about to let go
    /// after cancelling is still held by its owner here. If the loaded
    /// reference is the only one left after the unlock
    /// (`isKnownUniquelyReferenced`: the owner let go in that window), a
    /// host whose record was made on the main thread goes to the main actor;
    /// any other dies here (the documented window, <doc:ThreadingModel>).
    func isAlive(_ identifier: HostID, stamp: UInt32, onlyReaped: Bool) -> Bool {
      var loaded: AnyObject?
      var createdOnMainThread = false
      let listed = lock.withLock { () -> Bool in
        guard let index = records.index(forKey: identifier), records.values[index].stamp == stamp,
          Self.isTestable(records.values[index], onlyReaped: onlyReaped)
        else { return false }
        loaded = records.values[index].host
        createdOnMainThread = records.values[index].createdOnMainThread
        return true
      }
      guard listed else { return true }
      guard var host = loaded else { return false }
      loaded = nil
      if isKnownUniquelyReferenced(&host) {
        LastReferenceHandoff.release(host, onMainActor: createdOnMainThread)
      }
      return true
    }
  }

  /// 16 shards, chosen by the top four bits of a hash of the host's address.
  static let shardBits = 4
  static let shardCount = 1 << shardBits
  static let minimumSweepThreshold = 64

  let shards: [Shard] = (0..<HostRegistry.shardCount).map { _ in Shard() }

  func shard(for host: AnyObject) -> Shard {
    shard(at: ObjectIdentifier(host))
  }

  func shard(at identifier: ObjectIdentifier) -> Shard {
    // Fibonacci hashing of the address (as `IdentityCache` does): the top
    // bits of the product mix every bit of it. Not `Hasher`: SipHash.
    let address = UInt(bitPattern: identifier)
    return shards[Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - Self.shardBits))]
  }

  /// The position of `host`'s record in `shard`, if it has one. A record
  /// at `host`'s address whose host is another, dead, object (the address
  /// was reused) is removed first, its contents kept in `garbage`. Shard
  /// lock held.
  ///
  /// The test loads a weak reference strongly under the lock, and is still
  /// safe: `host` is alive and lives at this address, so the record found
  /// there refers either to `host` (and the load cannot be its last
  /// reference) or to a dead object (and the load yields `nil`). It reads
  /// the record in place: a copy would copy its weak reference (a
  /// side-table retain and release).
  private static func liveRecord(
    of host: AnyObject, _ identifier: HostID, in shard: Shard, _ garbage: inout DeferredReleases,
    _ tookDeadValues: inout Bool
  ) -> Dictionary<HostID, Record>.Index? {
    guard let index = shard.records.index(forKey: identifier) else { return nil }
    if shard.records.values[index].host === host { return index }
    shard.records.remove(at: index).value.keepContents(in: &garbage)
    tookDeadValues = true
    return nil
  }

  /// Runs `body` on `host`'s values with the shard locked (a dead host's
  /// record at its address is emptied first: ``liveRecord(of:_:in:_:_:)``).
  /// Everything `body` puts in its `DeferredReleases` is released after the
  /// unlock. Lifetime rule: a record that holds nothing afterwards is
  /// removed.
  func withValues<Result>(
    of host: AnyObject, creating: Bool,
    _ body: (inout Values, inout DeferredReleases) -> Result
  ) -> Result {
    let shard = shard(for: host)
    let identifier = HostID(host)
    var needsSweep = false
    defer { if needsSweep { _ = shard.sweep() } }
    return shard.locked { garbage, tookDeadValues in
      var record = Self.liveRecord(of: host, identifier, in: shard, &garbage, &tookDeadValues).map {
        shard.records.values[$0]
      }
      if record == nil {
        guard creating else {
          var none: Values = []
          return body(&none, &garbage)
        }
        needsSweep = shard.records.count >= shard.sweepThreshold
        record = Record(host: host, stamp: shard.stamp())
      }
      let result = body(&record!.values, &garbage)
      if record!.isEmpty {
        if shard.records.removeValue(forKey: identifier)?.isReaped == true { DeadHostReaper.shared.unwatch() }
      } else {
        // Not `consume record`: Swift 6.3 crashes type-checking a `consume`
        // into an Optional against an SDK whose standard library predates
        // noncopyable generics (iOS 16.5, Scripts/check-apple). The last use
        // is moved anyway.
        shard.records[identifier] = record
      }
      return result
    }
  }

  /// `host`'s proxy table, and whether this call made it: made if the host
  /// has none and `creating` is set; `nil` if it has none otherwise. The
  /// table is made under the shard lock (an allocation: no user code).
  ///
  /// `watching` marks the record as one the reaper watches (a stream or an
  /// owned real delegate is being installed; see `DeadHostReaper`).
  ///
  /// `installing` counts an installation under way on the host, which
  /// sweeps then skip: on the record (`Record.installing`) when the table
  /// exists, ended by ``endInstalling(on:)``; in a table made now, which
  /// nobody else can reach yet (`Proxies.installing`), ended by the
  /// installation under the table's lock.
  ///
  /// The record is updated in place (see ``endInstalling(on:)``).
  func proxies(
    of host: AnyObject, creating: Bool, watching: Bool = false, installing: Bool = false
  ) -> (table: ProxyRegistry.Proxies, isNew: Bool)? {
    let shard = shard(for: host)
    let identifier = HostID(host)
    var needsSweep = false
    defer { if needsSweep { _ = shard.sweep() } }
    return shard.locked { garbage, tookDeadValues in
      let found = Self.liveRecord(of: host, identifier, in: shard, &garbage, &tookDeadValues)
      if let index = found, let table = shard.records.values[index].proxies {
        if watching { Self.watch(&shard.records.values[index]) }
        if installing { shard.records.values[index].installing &+= 1 }
        // Returned, so released by the caller, unlocked.
        return (table, false)
      }
      guard creating else { return nil }
      let table = ProxyRegistry.Proxies.make()
      if installing { table.installing = 1 }
      // A cancellation or a re-assignment that loaded the host on another
      // thread reads where to release it from the table (see
      // `ProxyRegistry.releaseLoaded(_:onMainActor:)`).
      if let index = found {
        table.createdOnMainThread = shard.records.values[index].createdOnMainThread
        shard.records.values[index].proxies = table
        if watching { Self.watch(&shard.records.values[index]) }
      } else {
        needsSweep = shard.records.count >= shard.sweepThreshold
        var record = Record(host: host, proxies: table, stamp: shard.stamp())
        table.createdOnMainThread = record.createdOnMainThread
        if watching { Self.watch(&record) }
        // Not `consume record`: see ``withValues(of:creating:_:)``.
        shard.records[identifier] = record
      }
      return (table, true)
    }
  }

  /// Ends an installation on `host` counted on its record by
  /// ``proxies(of:creating:watching:installing:)``: sweeps may test the
  /// host again, unless it tells its own death. The installation holds the
  /// host, so its record is still there.
  func endInstalling(on host: AnyObject) {
    let shard = shard(for: host)
    let identifier = HostID(host)
    shard.lock.withLock {
      // In place, through the index: reading a field through the
      // dictionary's getter copies the whole record (its weak reference: a
      // side-table retain and release). So are the records changed below.
      guard let index = shard.records.index(forKey: identifier), shard.records.values[index].installing > 0
      else { return }
      shard.records.values[index].installing -= 1
    }
  }

  /// Marks `record` as watched by the reaper. Lock held.
  private static func watch(_ record: inout Record) {
    guard !record.watched else { return }
    record.watched = true
    if record.isReaped { DeadHostReaper.shared.watch() }
  }

  /// Lifetime rule: a host's proxy table leaves its record with its last
  /// proxy, and the record goes if it holds nothing else, so that nothing
  /// tests the host for liveness again. Called by the last cancellation
  /// with the table's lock held (table, then shard: the lock order); the
  /// table is released by the caller, unlocked.
  func dropProxies(_ table: ProxyRegistry.Proxies, of host: AnyObject) {
    let shard = shard(for: host)
    let identifier = HostID(host)
    shard.lock.withLock {
      guard let index = shard.records.index(forKey: identifier),
        Self.dropProxies(table, from: &shard.records.values[index])
      else { return }
      // The record held nothing else. Its weak reference and the table
      // (which the caller holds) are all that go: no object dies here.
      if shard.records.remove(at: index).value.isReaped { DeadHostReaper.shared.unwatch() }
    }
  }

  /// Drops `table` from `record` if it is the record's; returns whether the
  /// record then holds nothing, for the caller to remove. In place, for the
  /// reason given in ``endInstalling(on:)``. Lock held.
  private static func dropProxies(_ table: ProxyRegistry.Proxies, from record: inout Record) -> Bool {
    guard record.proxies === table else { return false }
    if record.values.isEmpty { return true }
    record.proxies = nil
    if record.isReaped { DeadHostReaper.shared.unwatch() }
    record.watched = false
    return false
  }

  /// Marks `host`'s record as one whose host tells its death (it owns a
  /// `HostObituary`), so sweeps and the reaper never test it, or, with
  /// `false`, as one they test again (the obituary is gone, the host alive).
  func setNotifiesDeath(_ notifies: Bool, of host: AnyObject) {
    let shard = shard(for: host)
    let identifier = HostID(host)
    shard.lock.withLock {
      guard let index = shard.records.index(forKey: identifier) else { return }
      Self.setNotifiesDeath(notifies, of: &shard.records.values[index])
    }
  }

  /// ``setNotifiesDeath(_:of:)`` on the record, in place (see
  /// ``endInstalling(on:)``). Lock held.
  private static func setNotifiesDeath(_ notifies: Bool, of record: inout Record) {
    let wasReaped = record.isReaped
    record.notifiesDeath = notifies
    let isReaped = record.isReaped
    if wasReaped != isReaped {
      if isReaped { DeadHostReaper.shared.watch() } else { DeadHostReaper.shared.unwatch() }
    }
  }

  /// Lifetime rule: a host that tells its death (its obituary is dying with
  /// its stored properties) has its record removed and what it held
  /// released on this thread, its owner's, after the unlock.
  ///
  /// No weak reference is loaded: a record at this address is the dying
  /// host's or an older dead host's (see `HostObituary`, why it is safe).
  func hostDied(at identifier: ObjectIdentifier) {
    let shard = shard(at: identifier)
    shard.locked { garbage, tookDeadValues in
      guard let record = shard.records.removeValue(forKey: HostID(identifier)) else { return }
      record.keepContents(in: &garbage)
      tookDeadValues = true
    }
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
    // ``withValues(of:creating:_:)`` empties a stale record, and removes
    // the record if nothing is left.
    withValues(of: host, creating: false) { values, garbage in
      if !values.isEmpty { garbage.keep(values) }
      values = []
    }
  }

  /// Releases the values of every dead host, and returns once they have all
  /// been released, including those another thread swept concurrently.
  func compact() -> Int {
    var swept = 0
    for shard in shards {
      repeat {
        swept += shard.sweep()
      } while shard.waitForReleasesInFlight()
    }
    return swept
  }

  /// Removes the dead records among those the reaper watches; returns how
  /// many it removed.
  func reapWatched() -> Int {
    shards.reduce(0) { $0 + $1.sweep(onlyReaped: true) }
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
