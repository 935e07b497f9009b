// Internal: a proxy's key-path-indexed handler table.
//
// Lookup (Design Rationale, "Dispatch resolves an event's key path once"):
// the table resolves each key-path object once, by value, with a linear scan
// of `events`, then remembers it by identity in `recent`; `recentKeys`
// retains the key paths, so that an address can't be reused by another
// object while it is cached. Each key-path object is searched by value at
// most once per table (while the cache has room, see
// `IdentityCache.capacity`).
//
// The table is the writers' copy, guarded by the proxy's lock. Dispatch
// never reads it: after every change the proxy publishes a
// `DispatchSnapshot` built from it (`needsPublishing` says when), and
// dispatch reads that without a lock.
//
// A table that serves one installation of one definition holds only the
// definition's plan (`onlyPlan`): no slot, no identity cache and no
// snapshot of its own, and its own events' box (`OwnEvents`) is made by its
// first write. Anything that needs the table's own slots (a second
// installation, an observer, an event the plan doesn't have) first copies
// the plan into the table (`materialize()`), which leaves the table as
// installing the plan into it would have.

@usableFromInline
struct HandlerTable {
  /// The table's own events, slots and identity cache (see `OwnEvents`),
  /// made by the first write: `nil` while the table holds only a plan, or
  /// nothing. Never replaced once made.
  private var own: OwnEvents?

  /// The table's own events, made at the first write (a read of a table
  /// that has none sees an empty value, which allocates nothing).
  private var ownForWriting: OwnEvents {
    mutating get {
      if let own { return own }
      let made = OwnEvents()
      own = made
      return made
    }
  }

  /// The authoritative table: every table key and its slot, in first-seen
  /// order. Never shrinks: slots are never removed.
  var events: TableEvents {
    _read {
      if let own { yield own.events } else { yield TableEvents() }
    }
    _modify { yield &ownForWriting.events }
  }

  /// Identity cache: the slot of every key-path object already resolved,
  /// by the object's address…
  var recent: IdentityCache {
    _read {
      if let own { yield own.recent } else { yield IdentityCache() }
    }
    _modify { yield &ownForWriting.recent }
  }

  /// …and the key-path objects that are not themselves table keys (which
  /// `events` keeps alive), kept alive so that their addresses stay theirs.
  var recentKeys: [AnyKeyPath] {
    _read {
      if let own { yield own.recentKeys } else { yield[] }
    }
    _modify { yield &ownForWriting.recentKeys }
  }

  /// The token handed to the next installation.
  var nextToken: UInt64 = 1

  /// Tokens of installations that have not been cancelled.
  var activeTokens = ActiveTokens()

  /// Whether the table has changed since the proxy last published a
  /// `DispatchSnapshot`: a slot's handlers or observers (set by the proxy
  /// when it adds an observer), or the identity cache. A change of the real
  /// delegate alone is the proxy's `realNeedsPublishing`.
  var needsPublishing = false

  /// Whether the published snapshot leaves out the identity cache: a table
  /// whose last installation was removed publishes no index (see
  /// `DelegateProxy.publishIfNeeded`), since it has no handler to find. A
  /// dispatch then misses and resolves its event here, under the lock,
  /// which asks for a full snapshot (`needsFullIndex`), so that only the
  /// first dispatch on such a table takes the slow path.
  var publishedIndexIsPartial = false

  /// Whether the next snapshot must carry the whole identity cache: it
  /// grew, or a lookup hit an entry the published snapshot left out.
  var needsFullIndex = false

  /// The plan of the table's one installation, when the table holds
  /// nothing else and its slots have not been made: the table is then the
  /// plan's events, with the plan's handlers under the oldest active token,
  /// and `events` and `recent` are empty (see the file comment). (Later
  /// installations of no event, an event stream's, may follow it.) The
  /// proxy publishes the plan's snapshot (`DelegateProxy.publishIfNeeded`).
  /// Not stored with its token (`activeTokens.oldest`): a word less keeps
  /// the proxy in a smaller heap block.
  var onlyPlan: InstallPlan?

  @usableFromInline
  init() {}

  /// The slot for `event`, found by identity, then by value; `nil` if the
  /// event has never been installed or dispatched on this table.
  /// The name of the event stored under `key`, if the table has it, for a
  /// report. Changes nothing (``slot(for:)`` may materialize a plan, which
  /// only a caller that publishes may do).
  func eventName(for key: AnyKeyPath) -> String? {
    if let plan = onlyPlan { return plan.events.first { $0.key == key }?.prototype.name }
    return events.first { $0.key == key }?.slot.name
  }

  mutating func slot(for event: AnyKeyPath) -> AnyEventSlot? {
    materialize()
    if let cached = recent.slot(for: event) {
      if publishedIndexIsPartial {
        needsPublishing = true
        needsFullIndex = true
      }
      return cached.takeUnretainedValue()
    }
    guard let found = events.first(where: { $0.key == event }) else { return nil }
    remember(event, found.slot)
    return found.slot
  }

  /// Returns the slot for `event`, inserting `candidate` if there is none.
  @usableFromInline
  mutating func slot(for event: AnyKeyPath, insertingIfAbsent candidate: () -> AnyEventSlot) -> AnyEventSlot {
    if let existing = slot(for: event) { return existing }
    return insert(event, candidate())
  }

  /// Adds `slot` for `event`, which no table key equals.
  private mutating func insert(_ event: AnyKeyPath, _ slot: AnyEventSlot) -> AnyEventSlot {
    events.append(TableEvent(key: event, slot: slot))
    needsPublishing = true
    remember(event, slot)
    return slot
  }

  /// For a dispatch that missed the published snapshot, on a table that
  /// holds only a plan (`onlyPlan`): the plan's prototype slot and handler
  /// list for `event`, without making the table's slots; the plan learns
  /// `event` (see `InstallPlan`), so the next dispatch through it takes the
  /// fast path. `nil` (and nothing changes) when the table holds more than a
  /// plan, the plan has no such event, or it has learned all it may; the
  /// caller then looks `event` up with ``slot(for:)``.
  mutating func plannedSlot(
    for event: AnyKeyPath, keeping releases: inout DeferredReleases
  ) -> (slot: AnyEventSlot, list: AnyObject)? {
    guard let plan = onlyPlan, let position = plan.position(of: event),
      let (_, replaced) = plan.snapshot(learning: event)
    else { return nil }
    // The plan still holds what it replaced: no `deinit` runs here.
    releases.keep(replaced)
    needsPublishing = true
    return (plan.events[position].prototype, plan.events[position].list)
  }

  /// For a dispatch that missed the published snapshot, on a table that
  /// holds only a plan: the prototype slot and empty handler list of
  /// `event`, an event the plan has no handler for (its table key,
  /// `tableKey`, is itself: not an inherited event), learned by the plan
  /// (see `InstallPlan`), without making the table's slots. `nil` (and
  /// nothing changes) otherwise.
  mutating func plannedAbsentSlot(
    for event: AnyKeyPath, tableKey: AnyKeyPath, makeSlot: () -> AnyEventSlot,
    keeping releases: inout DeferredReleases
  ) -> (slot: AnyEventSlot, list: AnyObject)? {
    guard let plan = onlyPlan, tableKey == event, plan.position(of: tableKey) == nil,
      let (slot, list, replaced) = plan.snapshot(learningAbsent: event, makeSlot: makeSlot)
    else { return nil }
    // The plan still holds what it replaced: no `deinit` runs here.
    releases.keep(replaced)
    needsPublishing = true
    return (slot, list)
  }

  /// The number of handlers of `event`, without making the slots of a
  /// table that holds only a plan.
  mutating func handlerCount(for event: AnyKeyPath) -> Int {
    if let plan = onlyPlan {
      return plan.position(of: event).map { plan.events[$0].count } ?? 0
    }
    return slot(for: event)?.handlerCount ?? 0
  }

  /// Whether any handler is installed.
  var hasHandlers: Bool {
    onlyPlan != nil || events.contains { $0.slot.handlerCount > 0 }
  }

  /// Makes the slots of a table that holds only a plan (see `onlyPlan`), as
  /// installing the plan into the empty table would have; the flags stay as
  /// they are (the published snapshot, the plan's, says what the slots say).
  mutating func materialize() {
    guard let plan = onlyPlan else { return }
    onlyPlan = nil
    let flags = (needsPublishing, needsFullIndex)
    _ = place(plan, token: activeTokens.oldest)
    (needsPublishing, needsFullIndex) = flags
    publishedIndexIsPartial = false
  }

  /// Caches `slot` for the key-path object `event`, keeping `event` alive.
  mutating func remember(_ event: AnyKeyPath, _ slot: AnyEventSlot) {
    // Two threads may resolve the same new key path between two critical
    // sections; the second finds it cached.
    guard recent.slot(for: event) == nil, recent.insert(event, slot) else { return }
    needsPublishing = true
    needsFullIndex = true
    // A table key is already kept alive by `events`.
    if !events.contains(where: { $0.key === event }) { recentKeys.append(event) }
  }

  /// Adds a definition's handlers under a fresh token and returns the
  /// token, and whether an event with neither handlers nor observers gained
  /// handlers (which changes what the proxy handles; see
  /// `DelegateProxy.handles`). Each slot receives its handlers as one list
  /// (see `InstallPlan`).
  mutating func add(_ plan: InstallPlan) -> (token: UInt64, handledEventsChanged: Bool) {
    let token = nextToken
    nextToken += 1
    activeTokens.append(token)
    guard !plan.events.isEmpty else { return (token, false) }
    if events.isEmpty && recent.count == 0 && onlyPlan == nil && plan.hasSnapshot
      && activeTokens.oldest == token
    {
      // A fresh table: it holds the plan alone (see `onlyPlan`).
      onlyPlan = plan
      needsPublishing = true
      needsFullIndex = true
      return (token, true)
    }
    materialize()
    needsPublishing = true
    return (token, place(plan, token: token))
  }

  /// Appends the handlers of `plan` under `token`; returns whether an event
  /// without handlers gained some.
  private mutating func place(_ plan: InstallPlan, token: UInt64) -> Bool {
    // An empty table (a plan's materialization) needs no lookup: the plan's
    // events are distinct by value (see `InstallPlan.init(_:)`), and a
    // search by value compares whole key paths.
    let isEmpty = events.isEmpty
    var changed = false
    for event in plan.events {
      let slot =
        isEmpty
        ? insert(event.key, event.prototype.emptyCopy())
        : slot(for: event.key, insertingIfAbsent: event.prototype.emptyCopy)
      for alias in event.aliases { remember(alias, slot) }
      changed = changed || (slot.handlerCount == 0 && !slot.observersMakeItHandled)
      slot.append(event.list, count: event.count, token: token)
    }
    return changed
  }

  /// Whether `token`'s installation is still active.
  func isActive(_ token: UInt64) -> Bool {
    activeTokens.contains(token)
  }

  /// Removes the handlers and observers installed under `token`, moving them
  /// into `releases`. Returns whether the token was active, and whether an
  /// event whose claim is withdrawn at once lost its last handler or
  /// observer (so that the proxy no longer handles it for its own sake; see
  /// `DelegateProxy.handles`): a void event whose presence changes nothing
  /// keeps its claim until the next write (`AnyEventSlot.withdrawsClaimAtOnce`).
  mutating func remove(
    _ token: UInt64, into releases: inout DeferredReleases
  ) -> (removed: Bool, handledEventsChanged: Bool) {
    let isOnlyPlans = onlyPlan != nil && activeTokens.oldest == token
    guard activeTokens.remove(token) else { return (false, false) }
    needsPublishing = true
    if isOnlyPlans, let plan = onlyPlan {
      // The plan's handlers were the table's only ones: they all go (the
      // plan, which holds them, is released after the unlock).
      onlyPlan = nil
      releases.keep(plan)
      return (true, plan.events.contains { $0.prototype.withdrawsClaimAtOnce })
    }
    // Another installation (an event stream's, with no handlers).
    materialize()
    var changed = false
    for event in events {
      let slot = event.slot
      let removedObservers = slot.removeObservers(token: token, into: &releases)
      if slot.handlerCount > 0 {
        slot.removeHandlers(token: token, into: &releases)
        changed =
          changed || (slot.handlerCount == 0 && !slot.observersMakeItHandled && slot.withdrawsClaimAtOnce)
      } else if removedObservers {
        // Only a void event's observers made it handled (a stream can't
        // answer): for any other, the handled set did not change; a void
        // event keeps its claim unless its presence changes the host.
        changed = changed || (slot.ruleName == nil && !slot.isObserved && slot.presenceChangesHost)
      }
    }
    return (true, changed)
  }

  /// Removes every installation's handlers, moving them into `releases`.
  mutating func removeAll(into releases: inout DeferredReleases) {
    activeTokens.removeAll()
    needsPublishing = true
    if let plan = onlyPlan {
      onlyPlan = nil
      releases.keep(plan)
    }
    for event in events {
      let slot = event.slot
      slot.removeAllHandlers(into: &releases)
      slot.removeAllObservers(into: &releases)
    }
  }

  /// One row per event, in first-seen order.
  var rows: [EventRow] {
    if let plan = onlyPlan {
      return plan.events.map {
        EventRow(name: $0.prototype.name, handlers: $0.count, rule: $0.prototype.ruleName)
      }
    }
    return events.map { EventRow(name: $0.slot.name, handlers: $0.slot.handlerCount, rule: $0.slot.ruleName) }
  }
}

/// What a table holds of its own, apart from its plan: its events and
/// slots, and its identity cache. A box, made at the table's first write of
/// any of them (`HandlerTable.ownForWriting`), so that a table that holds
/// only a plan carries one word for them. Released with its table's proxy
/// only, never under a lock: a table never replaces it.
///
/// Every field is read and written only under the owning proxy's lock, as
/// the table's own fields are; `@exclusivity(unchecked)` for the reason the
/// proxy's fields are (the lock already serialises every access).
final class OwnEvents {
  @exclusivity(unchecked) var events = TableEvents()
  @exclusivity(unchecked) var recent = IdentityCache()
  @exclusivity(unchecked) var recentKeys: [AnyKeyPath] = []
}

/// A table key and its slot.
struct TableEvent {
  let key: AnyKeyPath
  let slot: AnyEventSlot
}

/// A table's events, in first-seen order: the first inline (a proxy often
/// serves one event, or one definition whose handlers share one; it then
/// allocates no array), the rest in an array.
struct TableEvents: RandomAccessCollection {
  private var head: TableEvent?
  private var rest: ContiguousArray<TableEvent> = []

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + rest.count }

  subscript(position: Int) -> TableEvent {
    position == 0 ? head! : rest[position - 1]
  }

  /// Adds `event` after the others.
  mutating func append(_ event: TableEvent) {
    if head == nil { head = event } else { rest.append(event) }
  }
}

/// The tokens of a table's installations that have not been cancelled, in
/// installation order: the first inline (most proxies serve one
/// installation, which then allocates nothing), the rest in an array that a
/// scan searches (a proxy has a handful).
struct ActiveTokens {
  /// The oldest token, or 0 (tokens start at 1) when there is none; then
  /// `others` is empty too.
  private var first: UInt64 = 0
  private var others: ContiguousArray<UInt64> = []

  var isEmpty: Bool { first == 0 }

  /// The oldest token, or 0 when there is none.
  var oldest: UInt64 { first }

  func contains(_ token: UInt64) -> Bool {
    token != 0 && (first == token || others.contains(token))
  }

  /// Adds `token`, newer than every token present.
  mutating func append(_ token: UInt64) {
    if first == 0 { first = token } else { others.append(token) }
  }

  /// Removes `token`; returns whether it was present.
  mutating func remove(_ token: UInt64) -> Bool {
    if token != 0 && first == token {
      first = others.isEmpty ? 0 : others.removeFirst()
      return true
    }
    guard let position = others.firstIndex(of: token) else { return false }
    others.remove(at: position)
    return true
  }

  mutating func removeAll() {
    first = 0
    others = []
  }
}
