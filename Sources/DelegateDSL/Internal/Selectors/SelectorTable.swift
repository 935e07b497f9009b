// Internal: which Objective-C selectors a proxy class answers for, by name.
//
// A proxy lists its protocol's events in `DelegateProxy.selectorEvents`; each
// event's declaration names its selector (`optional(_:selector:)`,
// `required(_:selector:)`). Both are user code, and a proxy is asked
// `responds(to:)` often (UIKit asks at every assignment of its delegate), so
// the list is evaluated once per proxy class, with no lock held, into an
// immutable table: selector name → the event's table key, whether it is
// required, whether it is void, and its implementation test.
//
// The tables of every class are kept in one dictionary under a lock of its
// own, a leaf of the lock order: a query takes it for a look-up, and the
// first query for a class builds that class's table unlocked (user code) and
// adds it under the lock, where nothing is released. Two threads that build
// the same class's table at once keep the first; both are equal.
// Dispatch (`send`) never reads any of this.

/// One event of a proxy class's ``DelegateProxy/selectorEvents``, as
/// `respondsToSelector(named:)` needs it.
struct SelectorEntry {
  /// The event's key in the proxy's handler table (an inherited event's
  /// original key path; see `Event.tableKey(declaredAt:)`).
  let key: AnyKeyPath
  /// A required method: the proxy always responds.
  let isRequired: Bool
  /// A void method: a live stream alone makes it handled.
  let isVoid: Bool
  /// The declaration's test of whether a real delegate implements it.
  let isImplemented: ((Any) -> Bool)?
  /// The older method of its family, whose participants make it claimed too
  /// (see ``DelegateEvents/replacing(_:with:)``).
  var replaced: ReplacedEvent? = nil
}

/// The selectors one proxy class answers for. Immutable.
final class SelectorTable {
  let entries: [String: SelectorEntry]

  init(_ entries: [String: SelectorEntry]) { self.entries = entries }

  /// Builds the table of `events`, evaluating each declaration (user code:
  /// call with no lock held). Events whose declaration names no selector
  /// are left out; an event listed twice, or two events with one
  /// selector, keep the first.
  static func build<Delegate>(_ events: [PartialKeyPath<DelegateEvents<Delegate>>]) -> SelectorTable {
    var entries: [String: SelectorEntry] = [:]
    let namespace = DelegateEvents<Delegate>()
    for path in events {
      guard let declaration = namespace[keyPath: path] as? any SelectorDeclaration,
        let selector = declaration.selector, entries[selector] == nil
      else { continue }
      entries[selector] = SelectorEntry(
        key: declaration.tableKey(declaredAt: path), isRequired: declaration.requirement == .required,
        isVoid: declaration.ruleName == nil, isImplemented: declaration.isImplemented,
        replaced: declaration.replaced)
    }
    return SelectorTable(entries)
  }
}

/// An event declaration seen without its signature, for `SelectorTable`.
protocol SelectorDeclaration {
  var name: String { get }
  var selector: String? { get }
  var requirement: EventRequirement { get }
  var ruleName: String? { get }
  var isImplemented: ((Any) -> Bool)? { get }
  var replaced: ReplacedEvent? { get }
  func tableKey(declaredAt keyPath: AnyKeyPath) -> AnyKeyPath
}

extension Event: SelectorDeclaration {}

/// The tables of every proxy class that was asked.
enum SelectorTables {
  private static let lock = Lock()

  /// `nonisolated(unsafe)` is sound: every access holds `lock`.
  private nonisolated(unsafe) static var tables: [ObjectIdentifier: SelectorTable] = [:]

  /// The table of `proxyClass`, built by `build` (user code, run unlocked)
  /// the first time it is asked for.
  static func table(for proxyClass: AnyClass, build: () -> SelectorTable) -> SelectorTable {
    let id = ObjectIdentifier(proxyClass)
    // Retained by the look-up: the table outlives the critical section.
    if let found = lock.withLock({ tables[id] }) { return found }
    let built = build()
    return lock.withLock {
      if let raced = tables[id] { return raced }
      // Growing the dictionary moves its tables; it releases none.
      tables[id] = built
      return built
    }
  }
}
