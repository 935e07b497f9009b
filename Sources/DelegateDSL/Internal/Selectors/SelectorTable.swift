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
// The tables of every class are published together, as one immutable map,
// through a `LockFreePublication`: a query reads it without a lock (the
// same read section as a dispatch's), and the first query for a class
// builds that class's table unlocked and publishes a new map under the
// publication's lock, which runs no foreign code (the map is copied, the
// replaced one retired and reclaimed after the unlock). Two threads that
// build the same class's table at once publish one of them; both are equal.
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

/// The published tables of every proxy class that was asked.
enum SelectorTables {
  /// The map, replaced whole when a class is added.
  private final class Map {
    let tables: [ObjectIdentifier: SelectorTable]
    init(_ tables: [ObjectIdentifier: SelectorTable]) { self.tables = tables }
  }

  /// `nonisolated(unsafe)` is sound: the publication is built for sharing
  /// between threads (readers use read sections, writers its lock; see
  /// `LockFreePublication`), and the maps it publishes are immutable.
  private nonisolated(unsafe) static let publication = LockFreePublication.make(Map([:]))

  /// The table of `proxyClass`, built by `build` (user code, run unlocked)
  /// the first time it is asked for; read under no lock after that.
  static func table(for proxyClass: AnyClass, build: () -> SelectorTable) -> SelectorTable {
    let id = ObjectIdentifier(proxyClass)
    let section = publication.enter()
    // Retained by the lookup: the table outlives the section.
    let found = section.value._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Map.self).tables[id] }
    publication.exit(section)
    if let found { return found }
    let built = build()
    let published: SelectorTable = publication.lock.withLock {
      let current = unsafeDowncast(publication.currentForWriter, to: Map.self)
      if let raced = current.tables[id] { return raced }
      var tables = current.tables
      tables[id] = built
      // The replaced map is retired, not released, under the lock.
      publication.publish(Map(tables))
      return built
    }
    publication.reclaim()
    return published
  }
}
