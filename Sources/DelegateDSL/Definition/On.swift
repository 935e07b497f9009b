/// A handler for one event, addressed by key path.
///
/// `On` is the statement of a ``Delegate`` definition. The key path names an
/// event declared in ``DelegateEvents``; the closure must have exactly the
/// event's signature, which the compiler checks at the `On` line: wrong
/// arity, wrong parameter types, a wrong result type and an event of another
/// protocol are all compile errors.
///
/// ```swift
/// Delegate(for: WebLoaderDelegate.self) {
///   On(\.didStartLoad) { loader in print("started", loader.url) }
///   On(\.shouldStart) { loader, request in request.host != "ads.example" }
/// }
/// ```
///
/// Handlers receive the host as their first argument (the sender), so they
/// never need to capture it.
public struct On<DelegateProtocol>: HandlerGroup {
  @usableFromInline
  let entry: HandlerEntry

  /// The entry as a one-handler definition. Lets the builder treat `On` like
  /// any other ``HandlerGroup``.
  ///
  /// ```swift
  /// let single: Delegate<any WebLoaderDelegate> = On(\.didStartLoad) { _ in }.body
  /// ```
  public var body: Delegate<DelegateProtocol> {
    // Explicit `return`: no builder transform for this one-liner.
    return Delegate(entries: [entry])
  }

  /// Creates a handler for `event`.
  ///
  /// ```swift
  /// On(\.didFail) { loader, error in log.error("\(loader.url): \(error)") }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event's key path in ``DelegateEvents``.
  ///   - handler: The closure to run, after the real delegate, in declaration
  ///     order with the definition's other handlers for the same event.
  public init<Signature>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<Signature>>,
    _ handler: Signature
  ) {
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }
}
