// What the renderer needs to know about a delegate protocol, read from the
// compiler's view of it (the symbol graph), never from source text.

/// A class-bound delegate protocol: its own methods, the methods of the
/// protocols it refines, and the isolation of its events.
struct ProtocolModel: Equatable {
  let name: String
  /// `@MainActor` protocol (declared so, or refining one): `@MainActor` events.
  let isMainActor: Bool
  /// Refines `Sendable`, or its host calls from its own queues (see `HandlerIsolation`): `@Sendable` events
  /// and an `@unchecked Sendable` proxy.
  var isSendable: Bool
  /// The protocol's own requirements, in declaration order.
  let methods: [MethodModel]
  /// Each refined protocol whose requirements become inherited events, nearest first; then each protocol
  /// the host's property composes with this one (see `ComposedProtocols`).
  var parents: [ParentModel]
  /// The protocol's own access level when it is `public` (or `open`) or `package`; `nil` otherwise.
  var accessLevel: String? = nil
  /// The modules the protocol's requirements name (see `Imports`), the protocol's own included.
  var modules: Set<String> = []
  /// The protocol's own module, as its identifier names it.
  var module: String? = nil
  /// Refines `NSObjectProtocol`: a class conforming to it (the defaults' stand-in) subclasses `NSObject`.
  var refinesNSObjectProtocol = false
  /// Optional requirements left out, each with why (`webView(_:…)` needs iOS 16.0): written in the header.
  var leftOut: [String] = []
  /// The families read from the graph's `renamed` (see `MethodFamily.inferred`), named in the file's header.
  var inferredFamilies: [String] = []
  /// The requirements behind `leftOut`: a `--rule` or `--event` may name one (a configuration written
  /// for every SDK names methods that one SDK's types make unimplementable); it has no effect.
  var leftOutMethods: [MethodModel] = []
  /// Declared in Objective-C (its identifier is `c:objc(pl)…`): the adapter is
  /// compiled outside the protocol's module, so that module is imported.
  var isObjectiveC = false
}

/// A refined protocol: its events are re-declared with `Event(inheriting:)`.
struct ParentModel: Equatable {
  let name: String
  let methods: [MethodModel]
  /// Declared in another module than the child protocol: its adapter, which
  /// declares the events the child's inherit, is generated on its own.
  var isForeign = false
  /// Not refined but composed with the protocol in the host's property (`(id <UINavigationControllerDelegate,
  /// UIImagePickerControllerDelegate>)`): a real delegate of the protocol may lack it, so the proxy reaches
  /// its methods through a cast (see `Renderer.receiver(_:)`).
  var isComposed = false
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
  var answer: String?
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
  /// The Objective-C selector, from an `@objc` requirement's identifier
  /// (`c:objc(pl)P(im)tableView:heightForRowAtIndexPath:`); `nil` for a Swift requirement.
  var selector: String? = nil
  /// `@available` attributes the event and the proxy method carry (see `Availability`).
  var availability = AvailabilityModel()
  /// A trailing completion-handler parameter (`decisionHandler: @escaping (Policy) -> Void`):
  /// the event answers what the handler takes (see `CompletionHandlers`).
  var completion: CompletionModel? = nil

  var qualifiedTitle: String { "\(protocolName).\(title)" }

  /// The event's parameters: the method's, without a completion handler (whose answer the event gives instead).
  var eventParameters: [ParameterModel] { completion == nil ? parameters : Array(parameters.dropLast()) }

  /// The method's own return type as the protocol declares it: `nil` for a
  /// void one, and for one that answers through a completion handler.
  var returnType: String? { completion == nil ? answer : nil }

  /// Its event key path is written in each call, not kept in a `static let`:
  /// a stored property can't be as new as the event, nor deprecated without a warning for every use.
  var needsLiteralKeyPath: Bool { !availability.isEmpty }

  /// The event's effects: the method's, or `async` for a completion-handler
  /// method, whose handlers may answer later (see `CompletionHandlers`).
  var eventEffects: String { completion == nil ? effects : "async" }

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
  /// The type in the proxy method's declaration when it differs from the
  /// event's: an implicitly unwrapped `T!`, which an event writes `T?`.
  var declaredType: String? = nil

  /// The type as the proxy method declares the parameter.
  var methodType: String { declaredType ?? type }
}

/// The `@available` attributes of a requirement, for one platform.
struct AvailabilityModel: Equatable {
  /// `iOS 16.0`: later than the deployment target, so written `@available(iOS 16.0, *)`.
  var introduced: String? = nil
  /// `@available(iOS, deprecated: 13.0, message: "…")`, or `@available(*, deprecated, …)`.
  var deprecation: String? = nil
  /// The replacement a deprecation names (`API_DEPRECATED_WITH_REPLACEMENT("-fieldDidEnd:reason:", …)`,
  /// Swift's `renamed:`), as the graph spells it: a selector, perhaps with a leading `-`, or a Swift name.
  var renamed: String? = nil
  /// `iOS 16.0`: the signature's types are newer than the requirement and the
  /// deployment target, so no witness can be written (see `ProtocolReader`).
  var typesNeed: String? = nil

  var isEmpty: Bool { introduced == nil && deprecation == nil }

  /// The attribute lines, without indentation.
  var attributes: [String] {
    (introduced.map { ["@available(\($0), *)"] } ?? []) + (deprecation.map { [$0] } ?? [])
  }
}

/// A completion-handler parameter: its position (the last), and the types it passes.
struct CompletionModel: Equatable {
  /// The handler's argument types (`["WKNavigationActionPolicy"]`, `[]` for `() -> Void`).
  let arguments: [String]
  /// The handler's own type as the method declares it, attributes included.
  let type: String

  /// The answer the event gives: the one argument, a tuple of several, or `Void`.
  var answer: String {
    arguments.count == 1 ? arguments[0] : "(" + arguments.joined(separator: ", ") + ")"
  }
}
