// Where an Objective-C protocol's handlers run, so that Swift 6 still
// checks what they touch (issue 35). A protocol declared main-actor
// (`NS_SWIFT_UI_ACTOR`) or refining one has `@MainActor` events already.
// A nonisolated protocol whose host calls its delegate from a queue of its
// own (CocoaAsyncSocket's `delegateQueue`, SocketRocket's
// `delegateDispatchQueue`) gets `@Sendable` events: a handler written in a
// view controller can't then touch its main-actor state unchecked (the
// compiler says "main actor-isolated property … can not be mutated from a
// Sendable closure", as a plain conformance's nonisolated method would),
// where a non-Sendable closure would silently inherit the view controller's
// isolation and run on the socket's queue. A host whose class is main-actor
// (a `UIView`) calls on the main thread, and keeps the protocol's own
// isolation. `--isolation main|sendable|none` states it once per adapter
// when the graph can't tell.

/// The events' isolation of one adapter.
enum HandlerIsolation: String, Equatable {
  /// `@MainActor` events (the protocol is main-actor).
  case main
  /// `@Sendable` events and an `@unchecked Sendable` proxy: the host calls from its own queues.
  case sendable
  /// The protocol's own: nonisolated events.
  case none

  static let mainNeedsMainActor =
    "--isolation main needs a main-actor protocol or host: a nonisolated requirement can't run its handlers there"

  /// Property names of a host that delivers delegate calls on a queue it is given.
  static let delegateQueueProperties = ["delegateQueue", "delegateDispatchQueue", "delegateOperationQueue"]

  /// Whether the host class (or one of its superclasses in the graph) declares a delegate queue property.
  static func hostCallsFromItsOwnQueue(_ host: SymbolGraph.Symbol, in index: SymbolIndex) -> Bool {
    var candidate: SymbolGraph.Symbol? = host
    var visited: Set<String> = []
    while let current = candidate, visited.insert(current.identifier.precise).inserted {
      let declares = delegateQueueProperties.contains { name in
        index.symbols(at: current.pathComponents + [name]).contains { $0.kind.identifier == "swift.property" }
      }
      if declares { return true }
      let superclass = index.relationships(from: current.identifier.precise, kind: "inheritsFrom").first
      candidate = superclass.flatMap { index[$0.target] }
    }
    return false
  }
}
