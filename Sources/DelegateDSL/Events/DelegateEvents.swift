/// The namespace in which a delegate protocol's events are declared.
///
/// Every event that `On` can address is a computed property in a constrained
/// extension of `DelegateEvents`, one line per protocol method. The key path to
/// that property (`\.didStartLoad`) is how definitions name the event, so the
/// compiler checks each handler's parameters and result against it.
///
/// ```swift
/// extension DelegateEvents where Delegate == any WebLoaderDelegate {
///   var didStartLoad: Event<(WebLoader) -> Void> { .init() }
///   var shouldStart: Event<(WebLoader, Request) -> Bool> { .init(.all) }
/// }
/// ```
///
/// `Delegate` is the protocol's existential type, e.g. `any WebLoaderDelegate`.
/// Events declared for one protocol are invisible to definitions of another.
public struct DelegateEvents<Delegate> {
  /// Creates the namespace value. The library evaluates event properties on
  /// it once per definition entry; you rarely need to call this yourself.
  ///
  /// ```swift
  /// let event = DelegateEvents<any WebLoaderDelegate>().shouldStart
  /// print(event.name)  // "shouldStart"
  /// ```
  @inlinable
  public init() {}
}
