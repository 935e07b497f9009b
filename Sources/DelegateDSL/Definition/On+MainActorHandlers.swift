// A main-actor event's handler, its isolation written out by the signature.
//
// With one declaration of an event's name, `On(\.event) { … }` types the
// closure from the event's `Event<@MainActor (A) -> R>`. With two (UIKit's
// table and collection data sources both declare `numberOfSections`), the
// Swift 6.3 compiler types the closure before it has chosen the declaration,
// as a non-isolated function, then rejects converting it to the event's
// `@MainActor @Sendable` type ("converting non-Sendable function value to
// '@MainActor @Sendable (UITableView) -> Int' may introduce data races"),
// and the user had to write `{ @MainActor _ in 1 }` (issue 37, §3). These
// overloads take the handler as `@MainActor (A, B) -> R`: the closure is
// checked as main-actor from the start, and resolves to the same
// installation as `init(_:_:)`. One per arity, as the generated host entry
// points (Renderer+EntryPoints.swift): a parameter pack would cover them
// all, but a variadic function value can't be stored as the generic
// `Signature` ("cannot fully abstract a value of variadic function type");
// measured with Swift 6.3.1.

extension On {
  /// Creates a handler for a main-actor `event` of 1 argument, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A) -> R>>,
    _ handler: @escaping @MainActor (A) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }

  /// Creates a handler for a main-actor `event` of 2 arguments, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, B, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B) -> R>>,
    _ handler: @escaping @MainActor (A, B) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }

  /// Creates a handler for a main-actor `event` of 3 arguments, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, B, C, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C) -> R>>,
    _ handler: @escaping @MainActor (A, B, C) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }

  /// Creates a handler for a main-actor `event` of 4 arguments, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, B, C, D, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D) -> R>>,
    _ handler: @escaping @MainActor (A, B, C, D) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }

  /// Creates a handler for a main-actor `event` of 5 arguments, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, B, C, D, E, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D, E) -> R>>,
    _ handler: @escaping @MainActor (A, B, C, D, E) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }

  /// Creates a handler for a main-actor `event` of 6 arguments, the closure checked as
  /// `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// Delegate(for: UITableViewDataSource.self) {
  ///   On(\.numberOfSections) { _ in 2 }  // UICollectionViewDataSource declares it too
  /// }
  /// ```
  @_disfavoredOverload
  public init<A, B, C, D, E, F, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D, E, F) -> R>>,
    _ handler: @escaping @MainActor (A, B, C, D, E, F) -> R
  ) {
    // `init(_:_:)`'s body, not a call of it: this overload would be chosen again.
    let declaration = DelegateEvents<DelegateProtocol>()[keyPath: event]
    entry = TypedHandlerEntry(handler, event: declaration.tableKey(declaredAt: event), declaration: declaration)
  }
}

extension DelegateSlot {
  /// Installs one handler for a main-actor `event` of 1 argument in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs one handler for a main-actor `event` of 2 arguments in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, B, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A, B) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs one handler for a main-actor `event` of 3 arguments in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, B, C, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A, B, C) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs one handler for a main-actor `event` of 4 arguments in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, B, C, D, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A, B, C, D) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs one handler for a main-actor `event` of 5 arguments in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, B, C, D, E, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D, E) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A, B, C, D, E) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }

  /// Installs one handler for a main-actor `event` of 6 arguments in this slot of `host`,
  /// the closure checked as `@MainActor` whatever other protocol declares an event of the same name.
  ///
  /// ```swift
  /// UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: tableView) { _ in 2 }
  /// ```
  @_disfavoredOverload @discardableResult @inlinable
  public func on<A, B, C, D, E, F, R>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor (A, B, C, D, E, F) -> R>>, of host: AnyObject,
    _ handler: @escaping @MainActor (A, B, C, D, E, F) -> R
  ) -> DelegateSubscription<DelegateProtocol> {
    install(InstallPlan.single(event, handler), on: host)
  }
}
