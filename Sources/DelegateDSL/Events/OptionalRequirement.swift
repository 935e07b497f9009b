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
  /// `sendIfImplemented` consults it before forwarding to the real delegate,
  /// once per real delegate: the first synchronous dispatch that forwards the
  /// event to a real delegate asks, and the answer stands until the real
  /// delegate changes (a new one, or the same one assigned again, is asked
  /// afresh), as UIKit asks `responds(to:)` once when a delegate is assigned.
  /// So the answer must hold for the delegate's life: a delegate that starts
  /// or stops implementing a method must be assigned again. (An installation
  /// or a cancellation may have it asked again; async dispatch and
  /// ``DelegateProxy/handles(_:)`` ask every time.)
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
    Event(event, requirement: .optional, selector: nil, implementationTest: ImplementationTest(isImplemented))
  }

  /// Marks `event` as the optional Objective-C method `selector`
  /// (`@objc optional` in Swift), such as UIKit's.
  ///
  /// On Apple platforms a real delegate implements it exactly when it
  /// `responds(to:)` the selector, and a proxy that lists the event in
  /// ``DelegateProxy/selectorEvents`` answers `responds(to:)` for it with
  /// ``DelegateProxy/handles(_:)``: YES only while a handler, a real
  /// delegate that implements it, or (for a void method) an event stream
  /// makes the call do something. Elsewhere, where there is no Objective-C
  /// runtime to ask, it counts as implemented by every real delegate; use
  /// ``optional(_:selector:implementedBy:)`` to say how to tell there.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any UITableViewDelegate {
  ///   var heightForRowAt: Event<@MainActor (UITableView, IndexPath) -> CGFloat> {
  ///     optional(.init(.last(default: 44)), selector: "tableView:heightForRowAtIndexPath:")
  ///   }
  /// }
  /// ```
  public func optional<Signature>(_ event: Event<Signature>, selector: String) -> Event<Signature> {
    Event(
      event, requirement: .optional, selector: selector,
      implementationTest: ObjectiveCSelectors.test(selector).map(AnyImplementationTest.init(erased:)))
  }

  /// Marks `event` as the optional method `selector`, which a real delegate
  /// implements exactly when `isImplemented` returns `true` for it, on
  /// every platform: the form for a protocol whose delegates say what they
  /// implement in Swift (and for tests of `responds(to:)` off Apple
  /// platforms).
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any ZoomDelegate {
  ///   var didZoom: Event<(ZoomView, Double) -> Void> {
  ///     optional(.init(), selector: "zoomView:didZoomTo:") { $0.implementedMethods.contains(.didZoom) }
  ///   }
  /// }
  /// ```
  public func optional<Signature>(
    _ event: Event<Signature>, selector: String, implementedBy isImplemented: @escaping (Delegate) -> Bool
  ) -> Event<Signature> {
    Event(event, requirement: .optional, selector: selector, implementationTest: ImplementationTest(isImplemented))
  }

  /// Marks `event` as the required Objective-C method `selector`: every
  /// real delegate implements it, and a proxy that lists the event in
  /// ``DelegateProxy/selectorEvents`` always answers YES for it.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any UITableViewDataSource {
  ///   var numberOfRowsInSection: Event<@MainActor (UITableView, Int) -> Int> {
  ///     required(.init(.last(default: 0)), selector: "tableView:numberOfRowsInSection:")
  ///   }
  /// }
  /// ```
  public func required<Signature>(_ event: Event<Signature>, selector: String) -> Event<Signature> {
    Event(event, requirement: .required, selector: selector, implementationTest: nil)
  }
}
