/// Where a host keeps one kind of delegate, and which proxy type serves it.
///
/// A slot pairs a writable key path of the host (its `delegate` property)
/// with the ``DelegateProxy`` subclass that implements the protocol. Hosts
/// with a single delegate publish their slot through ``DelegateHost``; hosts
/// with several (a delegate and a data source, say) pass a slot, or its key
/// path, to ``Delegate/install(on:at:proxy:holding:isolation:file:line:)``.
///
/// ```swift
/// extension WebLoader: DelegateHost {
///   static var delegateSlot: DelegateSlot<any WebLoaderDelegate> {
///     DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self)
///   }
/// }
/// ```
///
/// Two slots are the same slot when their key paths are equal; each slot of a
/// host gets its own proxy, so slots never share handlers.
public struct DelegateSlot<DelegateProtocol> {
  @usableFromInline
  let proxyType: DelegateProxy<DelegateProtocol>.Type
  /// Reading and writing the property, compiled where the slot is declared
  /// (see `SlotAccessors`), with its key path: what a subscription keeps of
  /// its slot.
  @usableFromInline
  let accessors: SlotAccessors<DelegateProtocol>

  /// The slot's identity: the host key path. Always inlined: called out
  /// of line from installation's unspecialised code, this getter looks up
  /// the slot type's metadata (about 330 instructions a call).
  @usableFromInline
  var key: AnyKeyPath {
    @inline(__always) get { accessors.key }
  }

  /// How the host holds its delegate, and so how the proxy holds the real
  /// delegate.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.ownership  // .weak
  /// ```
  public let ownership: DelegateOwnership

  /// Whether the slot was declared on the main actor (in a main-actor
  /// class, such as a UIKit view, or a main-actor isolated conformance):
  /// its property is then written on the main actor only, and a
  /// cancellation made elsewhere runs there (see
  /// ``DelegateSubscription/cancel()``).
  ///
  /// ```swift
  /// ListView.delegateSlot.isMainActor  // true: declared in a @MainActor class
  /// ```
  public let isMainActor: Bool

  /// Creates a slot for the delegate property at `keyPath`, served by
  /// `proxy`.
  ///
  /// `Proxy` must conform to the delegate protocol; installation checks this
  /// and stops with a message naming both types if it does not.
  ///
  /// Pass `holding: .strong` when the property holds its delegate strongly
  /// (it is not declared `weak`), so that the proxy keeps the adopted real
  /// delegate alive as the host did; see ``DelegateOwnership``.
  ///
  /// Write `keyPath` as a literal, as below: installation then reads and
  /// writes the property through its own getter and setter, which is
  /// several times cheaper than applying a key path at run time. (The
  /// argument may be evaluated several times while the slot is created,
  /// never afterwards; a key path held in a variable works too, at the
  /// run-time cost.)
  ///
  /// The slot is a main-actor slot (``isMainActor``) when it is created
  /// on the main actor: `isolation` is the caller's, and is best left to
  /// its default.
  ///
  /// ```swift
  /// DelegateSlot(\Table.dataSource, proxy: TableDataSourceProxy.self)
  /// DelegateSlot(\Animation.delegate, proxy: AnimationDelegateProxy.self, holding: .strong)
  /// ```
  @inlinable
  public init<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Host, DelegateProtocol?>, proxy: Proxy.Type,
    holding ownership: DelegateOwnership = .weak, isolation: (any Actor)? = #isolation
  ) {
    // Inlinable, and the key path an autoclosure, so that the accessors are
    // compiled where the slot is declared, each with its own copy of the
    // literal, which the optimizer turns into direct calls of the
    // property's getter and setter; see `SlotAccessors`.
    self.init(
      proxyType: proxy, ownership: ownership, accessors: SlotAccessors.make(keyPath, proxy: proxy),
      isMainActor: isolation.map { $0 === MainActor.shared } ?? false)
  }

  @usableFromInline
  init(
    proxyType: DelegateProxy<DelegateProtocol>.Type, ownership: DelegateOwnership,
    accessors: SlotAccessors<DelegateProtocol>, isMainActor: Bool
  ) {
    self.proxyType = proxyType
    self.ownership = ownership
    self.accessors = accessors
    self.isMainActor = isMainActor
  }

  /// The proxy currently installed in this slot of `host`, if any.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.installedProxy(on: loader)?.realDelegate = controller
  /// ```
  public func installedProxy(on host: AnyObject) -> DelegateProxy<DelegateProtocol>? {
    ProxyRegistry.existingProxy(on: host, slot: self)
  }
}
