/// The object that stands in as a host's delegate: it forwards every call to
/// the real delegate first, then runs the installed handlers in order, and
/// combines non-void answers by the event's ``CombineRule``.
///
/// Support a protocol by subclassing it once, with one forwarding line per
/// protocol method:
///
/// ```swift
/// final class WebLoaderDelegateProxy: DelegateProxy<any WebLoaderDelegate>, WebLoaderDelegate {
///   func didStartLoad(_ loader: WebLoader) {
///     send(\.didStartLoad, loader) { $0.didStartLoad(loader) }
///   }
///   func shouldStart(_ loader: WebLoader, request: Request) -> Bool {
///     send(\.shouldStart, loader, request) { $0.shouldStart(loader, request: request) }
///   }
/// }
/// ```
///
/// You never create proxies yourself: ``Delegate/install(on:)`` creates one per
/// host and delegate slot, lazily, and keeps it alive as long as the host.
///
/// ## Threading
/// A proxy is safe to use from any thread: its table and real delegate are
/// guarded by a lock that is never held while a handler or the real delegate
/// runs. Handlers run on the thread that called the delegate method, exactly
/// as a hand-written delegate would. A dispatch works on a snapshot taken when
/// it starts: handlers installed or cancelled by a running handler take effect
/// from the next call.
///
/// ## The real delegate
/// The real delegate is held weakly. Once it is deallocated it is skipped,
/// never dereferenced. Assigning a value that would make the proxy reach
/// itself through a chain of real delegates (the proxy itself, or another
/// proxy whose real delegate is this one) is ignored, so forwarding can never
/// recurse forever.
///
/// Internally every stored property is either immutable or read and written
/// only while `lock` is held (see `HandlerTable`, `EventSlot` and
/// `WeakReference`). The class is not declared `Sendable` so that subclasses
/// need not restate it; a subclass whose protocol demands `Sendable` (such as
/// `URLSessionDelegate` on Linux) may declare `@unchecked Sendable` on the
/// strength of this paragraph, provided its own stored properties are
/// immutable and its events have `@Sendable` or `@MainActor` signatures, so
/// that every handler it may call from another thread is safe to call there
/// (see <doc:ThreadingModel>).
open class DelegateProxy<Delegate>: DelegateProxyBase {
  @usableFromInline
  final let lock = Lock()

  // Stored properties are `final` so other modules' inlined `send` code reads
  // them directly instead of through class accessors, and
  // `@exclusivity(unchecked)` because `lock` already serialises every access
  // (dynamic exclusivity checks cost about a tenth of a dispatch).

  /// Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked)
  final var table = HandlerTable()

  /// The real delegate, split into its two parts (see `WeakReference`) so
  /// dispatch reads the weak reference in place: copying a struct that holds a
  /// `weak var` costs a side-table retain and release. Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked)
  final weak var realObject: AnyObject?

  /// The real delegate's bits; meaningful only while `realObject` is alive.
  /// Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked)
  final var realBits: WeakReference<Delegate>.Bits = (0, 0, 0, 0)

  /// The real delegate, strongly, or `nil`. Call with `lock` held.
  @inlinable
  final var realUnderLock: Delegate? {
    WeakReference<Delegate>.value(object: realObject, bits: realBits)
  }

  /// Creates an empty proxy. Installation creates proxies; subclasses must
  /// keep this initializer available.
  ///
  /// ```swift
  /// let proxy = WebLoaderDelegateProxy()  // usually done by `install(on:)`
  /// ```
  public required override init() { super.init() }

  /// The delegate that receives every call before the handlers, held weakly.
  ///
  /// Installation adopts the host's current delegate. Set this property to
  /// change it while handlers are installed; assigning the host's delegate
  /// property directly would replace the proxy instead (see ``ProxyableDelegate``
  /// for hosts you own). Assignments that would form a forwarding cycle are
  /// ignored.
  ///
  /// ```swift
  /// subscription.proxy?.realDelegate = newController
  /// ```
  public var realDelegate: Delegate? {
    get { lock.withLock { realUnderLock } }
    set { _ = replaceRealDelegate(with: newValue) }
  }

  /// Replaces the real delegate, and reports whether the assignment was
  /// accepted. It is refused when `newValue` is this proxy, or a proxy whose
  /// chain of real delegates leads back to this one.
  ///
  /// ```swift
  /// let accepted = proxy.replaceRealDelegate(with: proxy as? any WebLoaderDelegate)
  /// // accepted == false
  /// ```
  @discardableResult
  public func replaceRealDelegate(with newValue: Delegate?) -> Bool {
    RealDelegateChain.assign {
      if let newValue, RealDelegateChain.leadsBack(to: self, from: newValue as AnyObject) {
        return false
      }
      let reference = WeakReference(newValue)
      lock.withLock {
        realObject = reference.object
        realBits = reference.bits
      }
      return true
    }
  }

  /// Whether any handler is installed.
  ///
  /// ```swift
  /// if proxy.hasHandlers { print(proxy) }
  /// ```
  public var hasHandlers: Bool {
    lock.withLock { table.slotList.contains { $0.handlerCount > 0 } }
  }

  /// A table of the proxy's events: event → number of handlers → combine
  /// rule, followed by whether a real delegate is present. The sample below
  /// shows the format.
  ///
  /// ```swift
  /// print(proxy)
  /// // WebLoaderDelegateProxy: 2 events, 3 handlers
  /// //   didStartLoad  →  2 handlers  →  void
  /// //   shouldStart   →  1 handler   →  all
  /// //   real delegate: Logger
  /// ```
  open override var description: String {
    let (rows, real) = lock.withLock { (table.rows.filter { $0.handlers > 0 }, realUnderLock) }
    let handlers = rows.reduce(0) { $0 + $1.handlers }
    let title =
      "\(type(of: self)): \(rows.count) event\(rows.count == 1 ? "" : "s"), "
      + "\(handlers) handler\(handlers == 1 ? "" : "s")"
    let realName = real.map { "\(type(of: $0 as AnyObject))" } ?? "none"
    return EventRow.render(title: title, rows: rows, footer: ["  real delegate: \(realName)"])
  }

  // MARK: Installation (internal)

  /// Adds a definition's handlers and returns their token.
  func add(_ entries: [HandlerEntry]) -> UInt64 {
    lock.withLock { table.add(entries) }
  }

  /// Removes the handlers of `token`; returns whether any handler remains.
  func remove(_ token: UInt64) -> (removed: Bool, hasHandlers: Bool) {
    lock.withLock {
      let removed = table.remove(token)
      return (removed, !table.activeTokens.isEmpty)
    }
  }

  /// Whether `token`'s handlers are still installed.
  func isActive(_ token: UInt64) -> Bool {
    lock.withLock { table.isActive(token) }
  }
}

extension DelegateProxy: RealDelegateForwarding {
  var realDelegateObject: AnyObject? {
    lock.withLock { realObject }
  }
}
