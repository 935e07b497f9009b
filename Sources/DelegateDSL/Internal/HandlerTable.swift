// Internal: a proxy's key-path-indexed handler table.
//
// Lookup strategy. Key-path literals are uniqued per module: every evaluation
// of `\.shouldStart` in one module yields the same object, but the literal in
// the user's module and the one in the proxy's module are different (though
// `==`) objects. Hashing an `AnyKeyPath` costs about 2.5x a whole delegate
// call, so the table resolves each key-path *object* once, by value, and then
// remembers it by identity: `recentIdentifiers` is a short array of
// `ObjectIdentifier`s scanned without retaining anything, `recentSlots` holds
// the matching slots, and `recentKeys` retains the key paths, so an identity
// can never be reused by another object while it is cached.

@usableFromInline
struct HandlerTable {
  /// The authoritative table, keyed by key-path value.
  var slots: [AnyKeyPath: AnyEventSlot] = [:]

  /// Events in the order they were first seen, for descriptions.
  var order: [AnyKeyPath] = []

  /// Identity cache: identities of key-path objects already resolved…
  @usableFromInline
  var recentIdentifiers: ContiguousArray<ObjectIdentifier> = []

  /// …the slot each resolved to, unretained: `slots` owns every slot and a
  /// table never removes one, so these stay valid as long as the table…
  @usableFromInline
  var recentSlots: ContiguousArray<Unmanaged<AnyEventSlot>> = []

  /// …and the key-path objects themselves, kept alive.
  var recentKeys: [AnyKeyPath] = []

  /// The most identities the cache holds. Proxies dispatch through literals,
  /// so the count is bounded by the protocol's methods; the cap only guards
  /// against key paths built at run time.
  @usableFromInline
  static var recentCapacity: Int { 64 }

  /// The token handed to the next installation.
  var nextToken: UInt64 = 1

  /// Tokens of installations that have not been cancelled.
  var activeTokens: Set<UInt64> = []

  @usableFromInline
  init() {}

  /// The slot for `event` if this key-path object has been resolved before.
  /// The dispatch hot path: no hashing, no reference counting.
  @inlinable
  func cachedSlot(for event: AnyKeyPath) -> Unmanaged<AnyEventSlot>? {
    let identifier = ObjectIdentifier(event)
    var index = 0
    let count = recentIdentifiers.count
    while index < count {
      if recentIdentifiers[index] == identifier { return recentSlots[index] }
      index += 1
    }
    return nil
  }

  /// The slot for `event`, found by identity, then by value; `nil` if the
  /// event has never been installed or dispatched on this table.
  mutating func slot(for event: AnyKeyPath) -> AnyEventSlot? {
    if let cached = cachedSlot(for: event) { return cached.takeUnretainedValue() }
    guard let slot = slots[event] else { return nil }
    remember(event, slot)
    return slot
  }

  /// Returns the slot for `event`, inserting `candidate` if there is none.
  @usableFromInline
  mutating func slot(for event: AnyKeyPath, insertingIfAbsent candidate: () -> AnyEventSlot) -> AnyEventSlot {
    if let existing = slot(for: event) { return existing }
    let slot = candidate()
    slots[event] = slot
    order.append(event)
    remember(event, slot)
    return slot
  }

  mutating func remember(_ event: AnyKeyPath, _ slot: AnyEventSlot) {
    guard recentIdentifiers.count < Self.recentCapacity else { return }
    recentIdentifiers.append(ObjectIdentifier(event))
    recentSlots.append(Unmanaged.passUnretained(slot))
    recentKeys.append(event)
  }

  /// Adds a definition's entries under a fresh token and returns the token.
  mutating func add(_ entries: [HandlerEntry]) -> UInt64 {
    let token = nextToken
    nextToken += 1
    activeTokens.insert(token)
    var reserved: Set<ObjectIdentifier> = []
    for entry in entries {
      let slot = slot(for: entry.event, insertingIfAbsent: entry.makeSlot)
      if reserved.insert(ObjectIdentifier(slot)).inserted {
        slot.reserve(entries.count { $0.event == entry.event })
      }
      entry.append(slot, token)
    }
    return token
  }

  /// Removes the handlers installed under `token`. Returns `false` if the token
  /// was not active.
  mutating func remove(_ token: UInt64) -> Bool {
    guard activeTokens.remove(token) != nil else { return false }
    for slot in slots.values { slot.removeHandlers(token: token) }
    return true
  }

  /// One row per event, in first-seen order.
  var rows: [EventRow] {
    order.compactMap { event in
      slots[event].map { EventRow(name: $0.name, handlers: $0.handlerCount, rule: $0.ruleName) }
    }
  }
}
