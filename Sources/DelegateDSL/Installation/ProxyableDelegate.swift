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
/// - When installation stores this host's proxy, the property holds the proxy
///   strongly, so the host itself keeps the proxy alive, and returns it to the
///   host.
/// - While that proxy is installed, assigning any other value (including
///   `nil`, or another host's proxy) sets the proxy's
///   ``DelegateProxy/realDelegate`` instead. Assigning the proxy itself is a
///   no-op.
/// - When the last installation is cancelled, the real delegate is assigned
///   back and the property becomes a plain weak reference again.
///
/// The property recognises installation's and cancellation's own writes by a
/// marker the library sets for the duration of the write, never by the type
/// of the value: another host's proxy assigned by application code is an
/// ordinary delegate value, held weakly.
///
/// It is the explicit, opt-in counterpart of the setter swizzling that
/// BlocksKit performed on every class. For classes you do not own, set
/// ``DelegateProxy/realDelegate`` or install again instead.
@propertyWrapper
public struct ProxyableDelegate<Delegate> {
  private var real = WeakReference<Delegate>()

  /// The installed proxy, as a delegate value, held strongly.
  private var installed: Delegate?

  /// Tells the library when the host dies (its stored properties, this
  /// one included, are destroyed), so that the host's proxy, streams and
  /// handlers are released at once, on the owner's thread. Taken at the
  /// first installation and kept for the host's life; see `HostObituary`.
  private var obituary: HostObituary?

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
      switch ProxyRegistry.currentWrite {
      case .install(let proxy)? where newValue.map({ ProxyRegistry.address(of: $0 as AnyObject) }) == proxy:
        installed = newValue
        obituary = HostObituary.forCurrentWrite(reusing: obituary)
        return
      case .install(let proxy)?
      where newValue == nil && installed.map({ ProxyRegistry.address(of: $0 as AnyObject) }) == proxy:
        // The `nil` a re-assignment writes before the proxy again (see
        // `DelegateProxy.handles`): the proxy stays installed.
        return
      case .restore(let proxy)? where installed.map({ ProxyRegistry.address(of: $0 as AnyObject) }) == proxy:
        // The restored value is the proxy's real delegate as it is *now*,
        // not `newValue`, which cancellation read a moment earlier: an
        // assignment of this property in between was routed to the proxy,
        // and taking it from there keeps it (no lost update). A weak copy,
        // so nothing is loaded or released here.
        if let current = installed, let proxy = current as AnyObject as? DelegateProxy<Delegate> {
          real = proxy.realReference
        } else {
          real = WeakReference(newValue)
        }
        installed = nil
        return
      default:
        break
      }
      if let installed, let proxy = installed as AnyObject as? DelegateProxy<Delegate> {
        if let newValue, newValue as AnyObject === proxy { return }
        // Not re-assigned: this is the host's own setter, whose observers
        // run after it.
        _ = proxy.replaceRealDelegate(with: newValue, reassigning: false)
        return
      }
      real = WeakReference(newValue, role: "a delegate")
    }
  }
}
