/// A class with one delegate slot, so definitions can be installed with
/// ``Delegate/install(on:file:line:)`` without naming the slot.
///
/// Conform host classes once per protocol, including classes you do not own:
///
/// ```swift
/// extension WebLoader: DelegateHost {
///   static var delegateSlot: DelegateSlot<any WebLoaderDelegate> {
///     DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self)
///   }
/// }
///
/// Delegate(for: WebLoaderDelegate.self) { On(\.didStartLoad) { _ in } }
///   .install(on: loader)
/// ```
///
/// Subclasses inherit the conformance, so `install(on:)` works on them too.
public protocol DelegateHost: AnyObject {
  /// The delegate protocol's existential type, such as `any WebLoaderDelegate`.
  associatedtype DelegateProtocol

  /// The host's delegate property and the proxy type that serves it.
  ///
  /// ```swift
  /// static var delegateSlot: DelegateSlot<any WebLoaderDelegate> {
  ///   DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self)
  /// }
  /// ```
  static var delegateSlot: DelegateSlot<DelegateProtocol> { get }
}
