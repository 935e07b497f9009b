/// Uses a handler group written for a refined protocol inside a definition
/// for the refining protocol: scroll-view handlers on a table view, say.
///
/// ```swift
/// protocol ScrollDelegate: AnyObject { func didScroll(_ view: ScrollView) }
/// protocol TableDelegate: ScrollDelegate { func didSelectRow(_ view: TableView, _ row: Int) }
///
/// extension DelegateEvents where Delegate == any TableDelegate {
///   var didScroll: Event<(ScrollView) -> Void> { .init(inheriting: \DelegateEvents<any ScrollDelegate>.didScroll) }
///   var didSelectRow: Event<(TableView, Int) -> Void> { .init() }
/// }
///
/// let scrollTracking = Delegate(for: ScrollDelegate.self) {
///   On(\.didScroll) { view in print("scrolled", view.offset) }
/// }
/// Delegate(for: TableDelegate.self) {
///   Inherited(scrollTracking) { $0 }
///   On(\.didSelectRow) { table, row in print("selected", row) }
/// }
/// .install(on: tableView)
/// ```
///
/// The trailing `{ $0 }` is the compile-time proof that the protocols are
/// related: it converts the refining protocol's existential to the refined
/// one's, which compiles only when the first refines the second. It is never
/// called. The refining protocol re-declares each inherited event with
/// ``Event/init(inheriting:)``, so the group's handlers and handlers declared
/// through the re-declaration share one slot of one proxy and run in
/// declaration order.
public struct Inherited<DelegateProtocol>: HandlerGroup {
  private let entries: [HandlerEntry]

  /// Wraps `group`, a group for the protocol that `DelegateProtocol` refines.
  ///
  /// ```swift
  /// Inherited(ScrollAnalytics()) { $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - group: Handlers for the refined protocol.
  ///   - upcast: `{ $0 }`: proves `DelegateProtocol` refines the group's
  ///     protocol. Never called.
  public init<Group: HandlerGroup>(
    _ group: Group, upcast: (DelegateProtocol) -> Group.DelegateProtocol
  ) {
    entries = group.body.entries
  }

  /// The wrapped handlers, for the refining protocol.
  ///
  /// ```swift
  /// let handlers: Delegate<any TableDelegate> = Inherited(scrollTracking) { $0 }.body
  /// ```
  public var body: Delegate<DelegateProtocol> {
    return Delegate(entries: entries)
  }
}
