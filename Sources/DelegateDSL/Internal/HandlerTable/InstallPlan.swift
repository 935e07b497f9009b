// Internal: a definition's handlers grouped by event, built once per
// definition.
//
// Installing used to group a definition's entries by slot and append the
// handlers one by one, on every installation: a generic call, a downcast and
// an array append per handler, and a new handler array and `HandlerList` per
// event. The plan does that work once, when the definition is built
// (`Delegate.init(for:_:)`): per event, its table key, a prototype of its
// slot, and its handlers as an immutable `HandlerList` in declaration
// order. Installing on a slot that has no handlers then shares that list
// (no allocation, nothing to copy), and the proxy publishes it as it is: a
// `HandlerList` is immutable, so any number of proxies may share one.
//
// A proxy whose table was empty then holds exactly the plan's events, so its
// first snapshot says exactly what the plan's `firstSnapshot` says: the plan
// builds it once, and every such proxy publishes it instead of building its
// own (see `DispatchSnapshot.init(planning:)`).

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
  init(_ entries: [HandlerEntry]) {
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
    self.events = events
    hasAliases = events.contains { !$0.aliases.isEmpty }
    firstSnapshot = events.isEmpty ? nil : DispatchSnapshot(planning: events)
  }

  /// The plan of a single handler for `event`, as a one-line handler
  /// installs it (`DelegateHost.on(_:_:)`): what `init(_:)` builds for a
  /// one-entry definition, without the entry, the builder's definition or
  /// the grouping arrays (one event, no alias, a one-handler list).
  @usableFromInline
  static func single<DelegateProtocol, Signature>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<Signature>>, _ handler: Signature
  ) -> InstallPlan {
    ClassBoundProtocol.require(DelegateProtocol.self)
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    return InstallPlan(
      single: PlannedEvent(
        key: declaration.tableKey(declaredAt: event), aliases: [], prototype: declaration.makeSlot(),
        list: HandlerList<Signature>([handler]), count: 1))
  }

  private init(single event: PlannedEvent) {
    events = [event]
    hasAliases = false
    firstSnapshot = DispatchSnapshot(planning: events)
  }

  /// Whether an event is written with several key-path objects.
  let hasAliases: Bool

  /// What a proxy whose table had no event publishes after installing this
  /// plan (see `DispatchSnapshot.init(planning:)`), shared by every such
  /// proxy; `nil` for a plan with no event, or too many to index.
  let firstSnapshot: DispatchSnapshot?
}
