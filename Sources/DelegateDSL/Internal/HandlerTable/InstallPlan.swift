// Internal: a definition's handlers grouped by event, built once per
// definition.
//
// The plan groups a definition's entries once, when the definition is built
// (`Delegate.init(for:_:)`): per event, its table key, a prototype of its
// slot, and its handlers as an immutable `HandlerList` in declaration order,
// which any number of proxies may share. A proxy whose table was empty holds
// exactly the plan's events, so it publishes the plan's snapshot
// (`DispatchSnapshot.init(planning:)`) and keeps the plan as its table
// (`HandlerTable.onlyPlan`); see Design Rationale, "Dispatch resolves an
// event's key path once".
//
// Learning. A dispatch through a key-path object the plan's snapshot doesn't
// know (another module's literal, or an event the plan has no handler for)
// has the plan learn it (`snapshot(learning:)`,
// `snapshot(learningAbsent:makeSlot:)`): the plan builds a snapshot that
// also knows it, which every proxy that serves the plan alone then
// publishes. The plan's lock guards what it learned; it is taken under a
// proxy's lock (it comes last in the lock order) and runs no foreign code:
// the snapshot it replaces is handed back to be released by the caller
// after its own unlock.

/// The handlers of one event in a definition.
struct PlannedEvent {
  /// The table key (see `HandlerEntry.event`).
  let key: AnyKeyPath
  /// Other key-path objects of the definition equal to `key` (the same
  /// event written in several modules), remembered by the table too.
  let aliases: [AnyKeyPath]
  /// A slot of the event, never installed: each proxy's slot for the
  /// event is an empty copy of it (`AnyEventSlot.emptyCopy`).
  let prototype: AnyEventSlot
  /// The event's handlers, a `HandlerList<Signature>` of the event's
  /// signature, in declaration order.
  let list: AnyObject
  /// How many handlers `list` holds.
  let count: Int
}

/// A definition's handlers by event, in first-seen order (see the file
/// comment).
@usableFromInline
final class InstallPlan {
  let events: ContiguousArray<PlannedEvent>

  /// Groups `entries` by table key, keeping declaration order within each
  /// event.
  @usableFromInline
  convenience init(_ entries: [HandlerEntry]) {
    // Group by identity first (one literal per event is the common case),
    // then by value.
    var keys: [AnyKeyPath] = []
    var aliases: [[AnyKeyPath]] = []
    var members: [[HandlerEntry]] = []
    for entry in entries {
      var position = keys.firstIndex { $0 === entry.event }
      if position == nil, let equal = keys.firstIndex(where: { $0 == entry.event }) {
        position = equal
        if !aliases[equal].contains(where: { $0 === entry.event }) { aliases[equal].append(entry.event) }
      }
      if let position {
        members[position].append(entry)
      } else {
        keys.append(entry.event)
        aliases.append([])
        members.append([entry])
      }
    }
    var events = ContiguousArray<PlannedEvent>()
    events.reserveCapacity(keys.count)
    for position in keys.indices {
      let group = members[position]
      events.append(
        PlannedEvent(
          key: keys[position], aliases: aliases[position], prototype: group[0].makeSlot(),
          list: group[0].makeList(group),
          count: group.count))
    }
    self.init(events: events)
  }

  private init(events: ContiguousArray<PlannedEvent>) {
    self.events = events
    learnedSnapshot = events.isEmpty ? nil : DispatchSnapshot(planning: events, learned: [], absent: [])
    hasSnapshot = learnedSnapshot != nil
  }

  /// The plan of a single handler for `event`, as a one-line handler
  /// installs it (`DelegateHost.on(_:_:)`): what `init(_:)` builds for a
  /// one-entry definition, without the entry, the builder's definition or
  /// the grouping arrays.
  @usableFromInline
  static func single<DelegateProtocol, Signature>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<Signature>>, _ handler: Signature,
    synchronous: AnyObject? = nil
  ) -> InstallPlan {
    ClassBoundProtocol.require(DelegateProtocol.self)
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    return InstallPlan(events: [
      PlannedEvent(
        key: declaration.tableKey(declaredAt: event), aliases: [], prototype: declaration.makeSlot(),
        list: HandlerList<Signature>([handler], synchronous: synchronous.map { [$0] }), count: 1)
    ])
  }

  /// Whether the plan has a snapshot (`snapshot` is then never `nil`): it
  /// has events, and they fit in an identity cache. Read without the lock.
  let hasSnapshot: Bool

  /// Guards `learned`, `absent` and `learnedSnapshot` (see the file comment).
  private let lock = Lock()

  /// Key-path objects equal to one of the plan's events but not among its
  /// own, learned from proxies' dispatches (see the file comment), in the
  /// order learned. Guarded by `lock`.
  private var learned: [AnyKeyPath] = []

  /// Events the plan has no handler for, learned from proxies' dispatches
  /// (see the file comment). Guarded by `lock`.
  private var absent: [AbsentEvent] = []

  /// What a proxy whose table had no event publishes after installing this
  /// plan (see `DispatchSnapshot.init(planning:)`), shared by every such
  /// proxy: it knows the plan's own key-path objects and every learned one.
  /// `nil` for a plan with no event, or too many to index. Guarded by
  /// `lock`.
  private var learnedSnapshot: DispatchSnapshot?

  /// The most objects a plan learns: literals are a few per event (one per
  /// proxy class), while key paths built at run time may be new objects on
  /// every call (the proxy then copies the plan into its own table).
  private var learningLimit: Int { 2 * events.count + 8 }

  /// The plan's current snapshot (see `learnedSnapshot`).
  var snapshot: DispatchSnapshot? {
    lock.withLock { learnedSnapshot }
  }

  /// The position of the event equal to `key`, by identity (the plan's
  /// keys and aliases), then by value.
  func position(of key: AnyKeyPath) -> Int? {
    if let found = events.firstIndex(where: { $0.key === key || $0.aliases.contains { $0 === key } }) {
      return found
    }
    return events.firstIndex { $0.key == key }
  }

  /// The plan's snapshot, made to know `key` (equal to one of the plan's
  /// events) if it did not, and the snapshot it replaced, for the caller
  /// to release after its unlock; `nil` when the plan has learned all it
  /// may (see `learningLimit`).
  func snapshot(learning key: AnyKeyPath) -> (current: DispatchSnapshot, replaced: DispatchSnapshot?)? {
    lock.withLock {
      guard let current = learnedSnapshot else { return nil }
      if current.index.slot(for: key) != nil { return (current, nil) }
      guard let replaced = learn(key) else { return nil }
      return (learnedSnapshot.unsafelyUnwrapped, replaced)
    }
  }

  /// The prototype slot and empty handler list of `key`, an event the plan
  /// has no handler for (made with `makeSlot` the first time), with the
  /// plan's snapshot made to know `key`, and the snapshot it replaced, for
  /// the caller to release after its unlock; `nil` when the plan has
  /// learned all it may. `makeSlot` is the event's `Event.makeSlot`, the
  /// library's code (it runs no user code).
  func snapshot(
    learningAbsent key: AnyKeyPath, makeSlot: () -> AnyEventSlot
  ) -> (slot: AnyEventSlot, list: AnyObject, replaced: DispatchSnapshot?)? {
    lock.withLock {
      guard let current = learnedSnapshot else { return nil }
      if let known = absent.first(where: { $0.key == key }) {
        if current.index.slot(for: key) != nil { return (known.prototype, known.list, nil) }
        // The same event through another key-path object.
        guard let replaced = learn(key) else { return nil }
        return (known.prototype, known.list, replaced)
      }
      guard mayLearn else { return nil }
      let prototype = makeSlot()
      let event = AbsentEvent(key: key, prototype: prototype, list: prototype.handlerList)
      guard let replaced = learn(key, absent: event) else { return nil }
      return (event.prototype, event.list, replaced)
    }
  }

  /// Whether the plan may learn another object (see `learningLimit`).
  /// Call with `lock` held.
  private var mayLearn: Bool { learned.count + absent.count < learningLimit }

  /// Makes the plan's snapshot also know `key`: an object equal to a
  /// planned or learned absent event's key, or, with `event`, a new absent
  /// event's. Returns the snapshot it replaced; `nil`, and nothing learned,
  /// when the plan may learn no more. Call with `lock` held.
  private func learn(_ key: AnyKeyPath, absent event: AbsentEvent? = nil) -> DispatchSnapshot? {
    guard mayLearn, let replaced = learnedSnapshot else { return nil }
    if let event { absent.append(event) } else { learned.append(key) }
    guard let grown = DispatchSnapshot(planning: events, learned: learned, absent: absent) else {
      if event == nil { learned.removeLast() } else { absent.removeLast() }
      return nil
    }
    learnedSnapshot = grown
    return replaced
  }
}

/// An event a plan has no handler for, learned from a dispatch (see
/// `InstallPlan.snapshot(learningAbsent:makeSlot:)`).
struct AbsentEvent {
  let key: AnyKeyPath
  /// A slot of the event, never installed.
  let prototype: AnyEventSlot
  /// The prototype's (empty) `HandlerList`.
  let list: AnyObject
}
