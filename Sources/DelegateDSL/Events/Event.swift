/// One event of a delegate protocol: its name, its handler signature and, for
/// a non-void method, the rule that combines answers.
///
/// Declare events as computed properties of ``DelegateEvents``; the property's
/// key path is the event's identity, and `Signature` is the function type a
/// handler must have. Void events take no rule; every other event must name
/// one, so a non-void event with no documented default cannot be declared.
///
/// ```swift
/// extension DelegateEvents where Delegate == any WebLoaderDelegate {
///   var didStartLoad: Event<(WebLoader) -> Void> { .init() }
///   var shouldStart: Event<(WebLoader, Request) -> Bool> { .init(.all) }
///   var didFail: Event<(WebLoader, any Error) -> Void> { .init() }
/// }
/// ```
///
/// Events take up to six arguments. The `name` defaults to the property's name.
public struct Event<Signature> {
  /// The event's name, used in descriptions. Defaults to the declaring
  /// property's name.
  ///
  /// ```swift
  /// DelegateEvents<any WebLoaderDelegate>().shouldStart.name  // "shouldStart"
  /// ```
  public let name: String

  /// The name of the event's ``CombineRule``, or `nil` for a void event.
  ///
  /// ```swift
  /// DelegateEvents<any WebLoaderDelegate>().shouldStart.ruleName  // "all"
  /// ```
  public let ruleName: String?

  /// Creates the proxy-side storage for this event's handlers.
  @usableFromInline
  let makeSlot: () -> AnyEventSlot

  /// For an event re-declared by a refining protocol, the key path of the
  /// original declaration: handlers declared through either key path share
  /// one slot. `nil` for an original declaration.
  let canonicalKey: AnyKeyPath?

  /// For a method the real delegate may not implement, whether a given real
  /// delegate (passed as `Any`) implements it; `nil` when every real delegate
  /// does. See ``DelegateEvents/optional(_:implementedBy:)``.
  let isImplemented: ((Any) -> Bool)?

  /// The Objective-C selector of the event's method, as the protocol
  /// declares it (`"tableView:heightForRowAtIndexPath:"`), or `nil` when the
  /// declaration names none. A proxy that lists the event in
  /// ``DelegateProxy/selectorEvents`` answers `responds(to:)` for this
  /// selector on Apple platforms (see ``DelegateProxy/respondsToSelector(named:)``).
  ///
  /// ```swift
  /// DelegateEvents<any ZoomDelegate>().didZoom.selector  // "zoomView:didZoomTo:"
  /// ```
  public let selector: String?

  /// Whether the declaration marks the method optional or required (see
  /// ``DelegateEvents/optional(_:selector:)`` and
  /// ``DelegateEvents/required(_:selector:)``).
  let requirement: EventRequirement

  /// For the newer method of a family, the older method it replaces (see
  /// ``DelegateEvents/replacing(_:with:)``); `nil` for most events.
  var replaced: ReplacedEvent? = nil

  @usableFromInline
  init<Answer>(name: String, rule: CombineRule<Answer>, isVoid: Bool) {
    self.name = name
    self.ruleName = isVoid ? nil : rule.name
    self.makeSlot = { EventSlot<Signature, Answer>(name: name, rule: rule, isVoid: isVoid) }
    self.canonicalKey = nil
    self.isImplemented = nil
    self.selector = nil
    self.requirement = .unmarked
  }

  /// `event`, marked as `requirement`, with the method's Objective-C
  /// `selector` (if any), and, for an optional method, the test of whether a
  /// real delegate implements it (`nil`: every real delegate does). Its
  /// slots keep the test, which `sendIfImplemented` consults before calling
  /// the forwarding closure (see `ImplementationTest`).
  init(
    _ event: Event, requirement: EventRequirement, selector: String?, implementationTest test: AnyImplementationTest?
  ) {
    self.name = event.name
    self.ruleName = event.ruleName
    if let test {
      let makeSlot = event.makeSlot
      self.makeSlot = {
        let slot = makeSlot()
        slot.implementationTest = test
        return slot
      }
    } else {
      self.makeSlot = event.makeSlot
    }
    self.canonicalKey = event.canonicalKey
    self.isImplemented = test?.erased
    // Kept, so that `optional(replacing(…), selector:)` is as much a family as `replacing(_:with: optional(…))`.
    self.replaced = event.replaced
    self.selector = selector
    self.requirement = requirement
  }

  /// `event`, whose slots call `implementation` in the real delegate's
  /// place when there is none.
  init(_ event: Event, defaultImplementation implementation: Signature) {
    self.name = event.name
    self.ruleName = event.ruleName
    let makeSlot = event.makeSlot
    self.makeSlot = {
      let slot = makeSlot()
      slot.standIn = StandIn(implementation)
      return slot
    }
    self.canonicalKey = event.canonicalKey
    self.isImplemented = event.isImplemented
    self.replaced = event.replaced
    self.selector = event.selector
    self.requirement = event.requirement
  }

  /// Re-declares, for a protocol that refines another, an event of the
  /// protocol it refines. Handlers written against either declaration run in
  /// the same slot of the same proxy, in installation order.
  ///
  /// ```swift
  /// // protocol TableDelegate: ScrollDelegate { … }
  /// extension DelegateEvents where Delegate == any TableDelegate {
  ///   var didScroll: Event<(ScrollView) -> Void> { .init(inheriting: \DelegateEvents<any ScrollDelegate>.didScroll) }
  ///   var didSelectRow: Event<(TableView, Int) -> Void> { .init() }
  /// }
  /// ```
  public init<Parent>(inheriting parent: KeyPath<DelegateEvents<Parent>, Event<Signature>>) {
    let original = DelegateEvents<Parent>()[keyPath: parent]
    self.name = original.name
    self.ruleName = original.ruleName
    self.makeSlot = original.makeSlot
    self.canonicalKey = original.canonicalKey ?? parent
    self.isImplemented = original.isImplemented
    self.replaced = original.replaced
    self.selector = original.selector
    self.requirement = original.requirement
  }

  /// The key under which a proxy's table stores this event's handlers.
  func tableKey(declaredAt keyPath: AnyKeyPath) -> AnyKeyPath {
    canonicalKey ?? keyPath
  }
}

/// How an event's declaration marks its method.
enum EventRequirement {
  /// Neither: a Swift protocol requirement, implemented by every real
  /// delegate.
  case unmarked
  /// A method a real delegate may not implement (`optional(…)`).
  case optional
  /// A required method of an Objective-C protocol (`required(_:selector:)`).
  case required
}
