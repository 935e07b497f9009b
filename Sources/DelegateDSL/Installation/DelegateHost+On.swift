// One handler, installed in one line: `loader.on(\.didStartLoad) { … }`.
//
// The one-line form of `Delegate(for: P.self) { On(\.event) { … } }
// .install(on: host)`, for the everyday case of BlocksKit's block properties
// and RxCocoa's `rx.itemSelected`. It is an ordinary installation: the same
// registry call, proxy, table, combine rule, real-delegate chaining and
// subscription as a definition's. Only the plan is built differently: a
// definition groups its entries once (`InstallPlan.init(_:)`); a one-line
// handler has one entry, so `InstallPlan.single` builds its one planned
// event directly, with no `On` entry, no definition and no grouping.
//
// The closure's type is the event's signature itself (as for `On`), so one
// overload serves every arity, isolation and effect: a `@MainActor` event
// takes a `@MainActor` handler, and on a host whose `DelegateHost`
// conformance is main-actor isolated the call does not compile off the main
// actor.

extension DelegateHost {
  /// Installs one handler for `event`: the one-line form of a definition
  /// with a single ``On`` entry.
  ///
  /// ```swift
  /// let started = loader.on(\.didStartLoad) { loader in print("started", loader.url) }
  /// started.cancel()  // removes just this handler
  /// ```
  ///
  /// It is an ordinary installation (see ``Delegate/install(on:file:line:)``): the
  /// handler runs after the real delegate and after the handlers installed
  /// before it, and its answer combines by the event's rule.
  ///
  /// - Parameters:
  ///   - event: The event's key path in ``DelegateEvents``.
  ///   - handler: The closure to run, with exactly the event's signature.
  /// - Returns: A subscription that cancels this handler. Discarding it
  ///   leaves the handler installed for the host's lifetime.
  @discardableResult @inlinable
  public func on<Signature>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<Signature>>, _ handler: Signature
  ) -> DelegateSubscription<DelegateProtocol> {
    Self.delegateSlot.install(InstallPlan.single(event, handler), on: self)
  }

  /// Installs one handler for `event` in another delegate slot of this host,
  /// such as a data source.
  ///
  /// ```swift
  /// let rows = table.on(\.numberOfRows, at: Table.dataSourceSlot) { table in 3 }
  /// ```
  ///
  /// For a class that is not a ``DelegateHost``, use
  /// ``DelegateSlot/on(_:of:_:)-(_,_,Signature)``.
  @discardableResult @inlinable
  public func on<SlotProtocol, Signature>(
    _ event: KeyPath<DelegateEvents<SlotProtocol>, Event<Signature>>, at slot: DelegateSlot<SlotProtocol>,
    _ handler: Signature
  ) -> DelegateSubscription<SlotProtocol> {
    slot.install(InstallPlan.single(event, handler), on: self)
  }
}
