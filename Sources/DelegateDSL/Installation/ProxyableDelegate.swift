/// A weak delegate property that cooperates with installed proxies: for host
/// classes you own, it routes `delegate = x` into the proxy's real delegate,
/// so handlers keep firing whoever assigns the property.
///
/// It replaces `weak var delegate: (any P)?`, which Swift cannot express
/// through a generic wrapper itself:
///
/// ```swift
/// final class WebLoader {
///   @ProxyableDelegate var delegate: (any WebLoaderDelegate)?
/// }
///
/// handlers.install(on: loader)
/// loader.delegate = controller   // controller becomes the real delegate;
///                                // the handlers keep running
/// ```
///
/// Behaviour:
/// - With no proxy installed it is an ordinary weak reference.
/// - When installation stores a proxy, the property holds the proxy strongly,
///   so the host itself keeps the proxy alive, and returns it to the host.
/// - While that proxy has handlers, assigning any other value (including
///   `nil`) sets the proxy's ``DelegateProxy/realDelegate`` instead.
///   Assigning the proxy itself is a no-op.
/// - When the last installation is cancelled, the real delegate is assigned
///   back and the property becomes a plain weak reference again.
///
/// It is the explicit, opt-in counterpart of the setter swizzling that
/// BlocksKit performed on every class. For classes you do not own, set
/// ``DelegateProxy/realDelegate`` or install again instead.
@propertyWrapper
public struct ProxyableDelegate<Delegate> {
  private var real = WeakReference<Delegate>()

  /// The installed proxy, as a delegate value, held strongly.
  private var installed: Delegate?

  /// Creates an empty delegate property.
  ///
  /// ```swift
  /// @ProxyableDelegate var delegate: (any WebLoaderDelegate)?
  /// ```
  public init() {}

  /// Creates a delegate property with an initial (weakly held) value.
  ///
  /// ```swift
  /// @ProxyableDelegate var delegate: (any WebLoaderDelegate)? = nil
  /// ```
  public init(wrappedValue: Delegate?) {
    self.wrappedValue = wrappedValue
  }

  /// The delegate the host should call: the installed proxy if there is one,
  /// otherwise the weakly held delegate.
  ///
  /// ```swift
  /// delegate?.didStartLoad(self)
  /// ```
  public var wrappedValue: Delegate? {
    get { installed ?? real.value }
    set {
      if let newValue, let incoming = newValue as AnyObject as? DelegateProxy<Delegate> {
        if installed.map({ $0 as AnyObject }) !== incoming { installed = newValue }
        return
      }
      if let proxy = installed.map({ $0 as AnyObject as? DelegateProxy<Delegate> }) ?? nil, proxy.hasHandlers {
        proxy.realDelegate = newValue
        return
      }
      installed = nil
      real = WeakReference(newValue)
    }
  }
}
