// `send` for events of main-actor protocols: the same adapters as in
// `DelegateProxy+Send.swift`, isolated to the main actor, so a proxy method
// (main-actor by its protocol) calls main-actor handlers synchronously.
// Generated shape; keep in step with `Event+MainActor.swift`.

extension DelegateProxy {
  /// Dispatches a void event of a main-actor protocol with zero arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent() { send(\.didEvent) { $0.didEvent() } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable () -> Void>>,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0() }
  }

  /// Dispatches a non-void event of a main-actor protocol with zero arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent() -> Bool { send(\.shouldEvent) { $0.shouldEvent() } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable () -> Answer>>,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0() }
  }

  /// Dispatches a void event of a main-actor protocol with one argument, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A) { send(\.didEvent, x1) { $0.didEvent(x1) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A) -> Void>>, _ a: A,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a) }
  }

  /// Dispatches a non-void event of a main-actor protocol with one argument, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A) -> Bool { send(\.shouldEvent, x1) { $0.shouldEvent(x1) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A) -> Answer>>, _ a: A,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a) }
  }

  /// Dispatches a void event of a main-actor protocol with two arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B) { send(\.didEvent, x1, x2) { $0.didEvent(x1, x2) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B) -> Void>>, _ a: A, _ b: B,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b) }
  }

  /// Dispatches a non-void event of a main-actor protocol with two arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A, _ x2: B) -> Bool { send(\.shouldEvent, x1, x2) { $0.shouldEvent(x1, x2) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B) -> Answer>>, _ a: A, _ b: B,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b) }
  }

  /// Dispatches a void event of a main-actor protocol with three arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C) { send(\.didEvent, x1, x2, x3) { $0.didEvent(x1, x2, x3) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C) -> Void>>, _ a: A, _ b: B, _ c: C,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c) }
  }

  /// Dispatches a non-void event of a main-actor protocol with three arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A, _ x2: B, _ x3: C) -> Bool { send(\.shouldEvent, x1, x2, x3) { $0.shouldEvent(x1, x2, x3) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C) -> Answer>>, _ a: A, _ b: B, _ c: C,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c) }
  }

  /// Dispatches a void event of a main-actor protocol with four arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D) { send(\.didEvent, x1, x2, x3, x4) { $0.didEvent(x1, x2, x3, x4) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D) -> Void>>, _ a: A, _ b: B,
    _ c: C, _ d: D,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d) }
  }

  /// Dispatches a non-void event of a main-actor protocol with four arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D) -> Bool { send(\.shouldEvent, x1, x2, x3, x4) { $0.shouldEvent(x1, x2, x3, x4) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D) -> Answer>>, _ a: A, _ b: B,
    _ c: C,
    _ d: D,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d) }
  }

  /// Dispatches a void event of a main-actor protocol with five arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E) { send(\.didEvent, x1, x2, x3, x4, x5) { $0.didEvent(x1, x2, x3, x4, x5) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D, E>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D, E) -> Void>>, _ a: A, _ b: B,
    _ c: C,
    _ d: D, _ e: E,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d, e) }
  }

  /// Dispatches a non-void event of a main-actor protocol with five arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E) -> Bool { send(\.shouldEvent, x1, x2, x3, x4, x5) { $0.shouldEvent(x1, x2, x3, x4, x5) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D, E, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D, E) -> Answer>>, _ a: A, _ b: B,
    _ c: C,
    _ d: D, _ e: E,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d, e) }
  }

  /// Dispatches a void event of a main-actor protocol with six arguments, on the
  /// main actor: the real delegate first, then every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E, _ x6: F) { send(\.didEvent, x1, x2, x3, x4, x5, x6) { $0.didEvent(x1, x2, x3, x4, x5, x6) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D, E, F>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D, E, F) -> Void>>, _ a: A, _ b: B,
    _ c: C,
    _ d: D, _ e: E, _ f: F,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d, e, f) }
  }

  /// Dispatches a non-void event of a main-actor protocol with six arguments, on
  /// the main actor, and returns the answers of the real delegate and every
  /// handler, combined by the event's rule.
  ///
  /// ```swift
  /// func shouldEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E, _ x6: F) -> Bool { send(\.shouldEvent, x1, x2, x3, x4, x5, x6) { $0.shouldEvent(x1, x2, x3, x4, x5, x6) } }
  /// ```
  @MainActor @inlinable @inline(__always)
  public final func send<A, B, C, D, E, F, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (A, B, C, D, E, F) -> Answer>>, _ a: A,
    _ b: B, _ c: C,
    _ d: D, _ e: E, _ f: F,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d, e, f) }
  }
}
