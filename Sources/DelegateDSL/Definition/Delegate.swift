/// A delegate implementation declared as closures: a typed, key-path-indexed
/// table of handlers for one delegate protocol.
///
/// Build it with ``On`` entries, reusable ``HandlerGroup``s, other
/// definitions, and the usual control flow (`if`, `if let`, `switch`, `for`,
/// `#available`). Then ``install(on:file:line:)`` it on a host.
///
/// ```swift
/// let handlers = Delegate(for: WebLoaderDelegate.self) {
///   On(\.didStartLoad) { loader in print("started", loader.url) }
///   On(\.shouldStart) { loader, request in request.host != "ads.example" }
///   AnalyticsHandlers(category: "web")
///   if verbose { On(\.didFinishLoad) { loader in print("done") } }
/// }
/// let subscription = handlers.install(on: loader)
/// ```
///
/// A definition is a plain value: build it once and install it on many hosts.
/// Installing never replaces the host's existing delegate; that delegate
/// becomes the proxy's real delegate and keeps receiving every call first.
public struct Delegate<DelegateProtocol>: HandlerGroup, CustomStringConvertible {
  /// The handlers in declaration order.
  @usableFromInline
  var entries: [HandlerEntry]

  /// The handlers grouped by event for installation, built by the public
  /// initialisers (a definition is usually built once and installed many
  /// times); `nil` for the intermediate definitions of the builder, which
  /// are never installed, or only once.
  @usableFromInline
  var plan: InstallPlan?

  @usableFromInline
  init(entries: [HandlerEntry]) {
    self.entries = entries
    self.plan = nil
  }

  /// The installation plan: the one built with the definition, or a new one.
  @usableFromInline
  var installPlan: InstallPlan { plan ?? InstallPlan(entries) }

  /// Declares a delegate implementation for `protocol`.
  ///
  /// ```swift
  /// let logging = Delegate(for: WebLoaderDelegate.self) {
  ///   On(\.didFinishLoad) { loader in print("done", loader.url) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - protocol: The delegate protocol, such as `WebLoaderDelegate.self`.
  ///   - content: The handlers, in the order they run.
  @inlinable
  public init(
    for protocol: DelegateProtocol.Type,
    @DelegateBuilder<DelegateProtocol> _ content: () -> Delegate<DelegateProtocol>
  ) {
    ClassBoundProtocol.require(DelegateProtocol.self)
    self = content()
    plan = InstallPlan(entries)
  }

  /// Declares a delegate implementation whose protocol is known from context,
  /// for example as a ``HandlerGroup``'s `body` or a function's result.
  ///
  /// ```swift
  /// func analytics() -> Delegate<any WebLoaderDelegate> {
  ///   Delegate { On(\.didStartLoad) { _ in Analytics.count("load") } }
  /// }
  /// ```
  @inlinable
  public init(@DelegateBuilder<DelegateProtocol> _ content: () -> Delegate<DelegateProtocol>) {
    ClassBoundProtocol.require(DelegateProtocol.self)
    self = content()
    plan = InstallPlan(entries)
  }

  /// A definition with no handlers.
  ///
  /// ```swift
  /// let nothing = Delegate<any WebLoaderDelegate>.empty
  /// ```
  public static var empty: Self { Self(entries: []) }

  /// A definition is its own group, so it can be nested in another.
  ///
  /// ```swift
  /// let base = Delegate(for: WebLoaderDelegate.self) { On(\.didStartLoad) { _ in } }
  /// let extended = Delegate(for: WebLoaderDelegate.self) { base; On(\.didFinishLoad) { _ in } }
  /// ```
  public var body: Self {
    // An explicit `return` opts out of the `@DelegateBuilder` inferred from
    // `HandlerGroup.body`, which would otherwise recurse into `body`.
    return self
  }

  /// The number of handlers, counting every `On` entry.
  ///
  /// ```swift
  /// print(handlers.handlerCount)  // 3
  /// ```
  public var handlerCount: Int { entries.count }

  /// A table of the definition's events: event → number of handlers →
  /// combine rule.
  ///
  /// ```swift
  /// print(handlers)
  /// // Delegate<any WebLoaderDelegate>: 2 events, 3 handlers
  /// //   didStartLoad  →  2 handlers  →  void
  /// //   shouldStart   →  1 handler   →  all
  /// ```
  public var description: String {
    let rows = EventRow.merged(
      entries.map { EventRow(name: $0.eventName, handlers: 1, rule: $0.ruleName) })
    let title =
      "Delegate<\(DelegateProtocol.self)>: \(rows.count) event\(rows.count == 1 ? "" : "s"), "
      + "\(entries.count) handler\(entries.count == 1 ? "" : "s")"
    return EventRow.render(title: title, rows: rows)
  }
}
