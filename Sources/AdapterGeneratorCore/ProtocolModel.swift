// What the renderer needs to know about a delegate protocol, read from the
// compiler's view of it (the symbol graph), never from source text.

/// A class-bound delegate protocol: its own methods, the methods of the
/// protocols it refines, and the isolation of its events.
struct ProtocolModel: Equatable {
  let name: String
  /// `@MainActor` protocol (declared so, or refining one): `@MainActor` events.
  let isMainActor: Bool
  /// Refines `Sendable`: `@Sendable` events and an `@unchecked Sendable` proxy.
  let isSendable: Bool
  /// The protocol's own requirements, in declaration order.
  let methods: [MethodModel]
  /// Each refined protocol whose requirements become inherited events, nearest first.
  let parents: [ParentModel]
  /// The protocol's own access level when it is `public` (or `open`) or `package`; `nil` otherwise.
  var accessLevel: String? = nil
  /// The modules the protocol's requirements name (see `Imports`), the protocol's own included.
  var modules: Set<String> = []
  /// The protocol's own module, as its identifier names it.
  var module: String? = nil
  /// Refines `NSObjectProtocol`: a class conforming to it (the defaults' stand-in) subclasses `NSObject`.
  var refinesNSObjectProtocol = false
}

/// A refined protocol: its events are re-declared with `Event(inheriting:)`.
struct ParentModel: Equatable {
  let name: String
  let methods: [MethodModel]
}

/// One method requirement.
struct MethodModel: Equatable {
  /// The declaring protocol, for messages.
  let protocolName: String
  /// The compiler's name, e.g. `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`.
  let title: String
  let baseName: String
  let parameters: [ParameterModel]
  /// The answer type, or `nil` for a void method.
  let answer: String?
  /// `async`: the event, the proxy method and its `send` are `async` too.
  var isAsync = false
  /// `throws` (untyped): the event, the proxy method and its `send` throw too.
  var isThrowing = false
  /// An `@objc optional` requirement: its event is marked with
  /// `optional(_:implementedBy:)` and the proxy forwards with `sendIfImplemented`.
  var isOptional = false
  /// The protocol gives it a default implementation in an extension (see
  /// `DefaultImplementations`): without a real delegate, the default answers.
  var hasDefault = false
  /// The event's name (see `EventNaming`); set once all methods of the protocol are known.
  var eventName: String
  /// The name `eventName` would be without `--event` (which may name it).
  var defaultEventName = ""
  /// The requirement's documentation comment, line by line (each on one line: see `Comments`).
  var documentation: [String] = []

  var qualifiedTitle: String { "\(protocolName).\(title)" }

  /// The effects as written after a parameter list: `""`, `"async"`, `"throws"` or `"async throws"`.
  var effects: String {
    [isAsync ? "async" : nil, isThrowing ? "throws" : nil].compactMap { $0 }.joined(separator: " ")
  }

  /// What a call of the method is marked with: `""`, `"await "`, `"try "` or `"try await "`.
  var callMarkers: String {
    (isThrowing ? "try " : "") + (isAsync ? "await " : "")
  }
}

/// One parameter: its argument label (`_` for none), its name inside the
/// method, and its type as the compiler prints it. Event signatures use the
/// same type: a closure parameter stays `@escaping` there, because `send`
/// passes it on as a value of a generic type.
struct ParameterModel: Equatable {
  let label: String
  let name: String
  let type: String
}
