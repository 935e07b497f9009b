// Internal: the sharded, lock-protected table behind `AssociatedKey`.
//
// Layout: hosts are spread over `shardCount` shards by address, each with its
// own lock, so unrelated hosts rarely contend. A shard maps a host's
// `ObjectIdentifier` to a `Record` that remembers the host weakly and holds
// the attached values, found by key identity (a short array: a host has a
// handful of keys, and scanning it beats hashing and allocating a dictionary). Keys are retained by their values'
// records, so a key's identity cannot be reused while it has values.
//
// Nothing is ever released while a shard lock is held: values that leave the
// table (detached, replaced, or belonging to dead hosts) are moved into a
// local `garbage` array that is dropped after the lock is released, because a
// value's deinitialiser may run arbitrary code, including code that touches
// this storage again.

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
  }

  /// A host's values; at most one per key.
  typealias Values = [Association]

  final class Shard {
    let lock = Lock()
    var records: [ObjectIdentifier: Record] = [:]
    /// A sweep of dead hosts runs when `records.count` reaches this.
    var sweepThreshold = HostRegistry.minimumSweepThreshold

    /// Moves the values of every dead host into `garbage`. Lock held.
    ///
    /// Rebuilds the dictionary from the live records rather than deleting in
    /// place, because a Swift dictionary never gives capacity back: after a
    /// burst of short-lived hosts the table would otherwise keep its peak size.
    func sweep(into garbage: inout [Any]) -> Int {
      var live: [ObjectIdentifier: Record] = [:]
      var dead = 0
      for (identifier, record) in records {
        if record.host == nil {
          garbage.append(record.values)
          dead += 1
        } else {
          live[identifier] = record
        }
      }
      if dead > 0 { records = live }
      sweepThreshold = max(HostRegistry.minimumSweepThreshold, records.count * 2)
      return dead
    }
  }

  static let shardCount = 16
  static let minimumSweepThreshold = 64

  let shards: [Shard] = (0..<HostRegistry.shardCount).map { _ in Shard() }

  func shard(for host: AnyObject) -> Shard {
    let address = UInt(bitPattern: ObjectIdentifier(host).hashValue)
    return shards[Int((address >> 4) % UInt(Self.shardCount))]
  }

  /// Runs `body` on `host`'s values with the shard locked. A stale record (its
  /// host dead, its address reused) is emptied first.
  func withValues<Result>(
    of host: AnyObject, creating: Bool,
    _ body: (inout Values, inout [Any]) -> Result
  ) -> Result {
    let shard = shard(for: host)
    let identifier = ObjectIdentifier(host)
    var garbage: [Any] = []
    let result = shard.lock.withLock { () -> Result in
      var record = shard.records[identifier]
      if let existing = record, existing.host !== host {
        garbage.append(existing.values)
        record = nil
        shard.records[identifier] = nil
      }
      if record == nil {
        guard creating else {
          var none: Values = []
          return body(&none, &garbage)
        }
        if shard.records.count >= shard.sweepThreshold { _ = shard.sweep(into: &garbage) }
        record = Record(host: host)
      }
      let result = body(&record!.values, &garbage)
      shard.records[identifier] = record!.values.isEmpty ? nil : record
      return result
    }
    withExtendedLifetime(garbage) {}
    return result
  }

  func value<Value>(for key: AssociatedKey<Value>, on host: AnyObject) -> Value? {
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
      let result = body(&current)
      if let position { garbage.append(values.remove(at: position)) }
      if let current {
        let stored: Stored =
          switch key.policy {
          case .strong: .strong(current)
          case .weak: .weak(WeakReference<Value>(current))
          }
        values.append(Association(key: key, value: stored))
      }
      return result
    }
  }

  func removeAll(from host: AnyObject) {
    let shard = shard(for: host)
    var garbage: [Any] = []
    shard.lock.withLock {
      if let record = shard.records[ObjectIdentifier(host)], record.host === host || record.host == nil {
        garbage.append(record.values)
        shard.records[ObjectIdentifier(host)] = nil
      }
    }
    withExtendedLifetime(garbage) {}
  }

  func compact() -> Int {
    var swept = 0
    for shard in shards {
      var garbage: [Any] = []
      shard.lock.withLock { swept += shard.sweep(into: &garbage) }
      withExtendedLifetime(garbage) {}
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
