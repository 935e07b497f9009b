/// Methods the real delegate may not implement.
///
/// Delegate protocols make some methods optional: `@objc optional`
/// requirements on Apple platforms, or, in Swift, a requirement that a
/// delegate opts into (an optional closure property, a set of implemented
/// methods it publishes). A host calls such a method only when its delegate
/// implements it, and an answer the real delegate never gave must not be
/// combined as if it had.
///
/// Two pieces model that without the Objective-C runtime:
/// - The proxy's forwarding closure returns `nil` when the real delegate
///   doesn't implement the method (`send(\.shouldZoom, v, s) { $0.shouldZoom?(v, s) }`);
///   the real delegate then takes no part in the combined answer.
/// - The event declaration says how to tell, so that
///   ``DelegateProxy/handles(_:)`` can answer whether calling the method
///   would do anything.
extension DelegateEvents {
  /// Marks `event` as a method that a real delegate implements only when
  /// `isImplemented` returns `true` for it.
  ///
  /// ``DelegateProxy/handles(_:)`` consults it when no handler is installed
  /// for the event. Events not marked count as implemented by every real
  /// delegate, as a Swift protocol requirement is.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any ZoomDelegate {
  ///   var didZoom: Event<(ZoomView, Double) -> Void> { .init() }
  ///   var shouldZoom: Event<(ZoomView, Double) -> Bool> {
  ///     optional(.init(.all)) { $0.implementedMethods.contains(.shouldZoom) }
  ///   }
  /// }
  /// ```
  public func optional<Signature>(
    _ event: Event<Signature>, implementedBy isImplemented: @escaping (Delegate) -> Bool
  ) -> Event<Signature> {
    Event(event, implementationTest: ImplementationTest(isImplemented))
  }
}
