// `send`: one overload per arity, each a one-line adapter to the dispatch
// core. Generated shape; keep the overloads in step with `Event`'s initialisers.

extension DelegateProxy {
  /// Dispatches a void event with zero arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent() { send(\.didEvent) { $0.didEvent() } }
  /// ```
  @inlinable @inline(__always)
  public final func send(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<() -> Void>>,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0() }
  }

  /// Dispatches a non-void event with zero arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should() -> Bool { send(\.should) { $0.should() } }
  /// ```
  @inlinable @inline(__always)
  public final func send<Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<() -> Answer>>,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0() }
  }

  /// Dispatches a void event with one argument: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A) { send(\.didEvent, x1) { $0.didEvent(x1) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A) -> Void>>, _ a: A,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a) }
  }

  /// Dispatches a non-void event with one argument and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A) -> Bool { send(\.should, x1) { $0.should(x1) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A) -> Answer>>, _ a: A,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a) }
  }

  /// Dispatches a void event with two arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B) { send(\.didEvent, x1, x2) { $0.didEvent(x1, x2) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B) -> Void>>, _ a: A, _ b: B,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b) }
  }

  /// Dispatches a non-void event with two arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A, _ x2: B) -> Bool { send(\.should, x1, x2) { $0.should(x1, x2) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B) -> Answer>>, _ a: A, _ b: B,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b) }
  }

  /// Dispatches a void event with three arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C) { send(\.didEvent, x1, x2, x3) { $0.didEvent(x1, x2, x3) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C) -> Void>>, _ a: A, _ b: B, _ c: C,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c) }
  }

  /// Dispatches a non-void event with three arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A, _ x2: B, _ x3: C) -> Bool { send(\.should, x1, x2, x3) { $0.should(x1, x2, x3) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C) -> Answer>>, _ a: A, _ b: B, _ c: C,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c) }
  }

  /// Dispatches a void event with four arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D) { send(\.didEvent, x1, x2, x3, x4) { $0.didEvent(x1, x2, x3, x4) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D) -> Void>>, _ a: A, _ b: B, _ c: C, _ d: D,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d) }
  }

  /// Dispatches a non-void event with four arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A, _ x2: B, _ x3: C, _ x4: D) -> Bool { send(\.should, x1, x2, x3, x4) { $0.should(x1, x2, x3, x4) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D) -> Answer>>, _ a: A, _ b: B, _ c: C, _ d: D,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d) }
  }

  /// Dispatches a void event with five arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E) { send(\.didEvent, x1, x2, x3, x4, x5) { $0.didEvent(x1, x2, x3, x4, x5) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D, E>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D, E) -> Void>>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d, e) }
  }

  /// Dispatches a non-void event with five arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E) -> Bool { send(\.should, x1, x2, x3, x4, x5) { $0.should(x1, x2, x3, x4, x5) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D, E, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D, E) -> Answer>>, _ a: A, _ b: B, _ c: C, _ d: D,
    _ e: E,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d, e) }
  }

  /// Dispatches a void event with six arguments: the real delegate first, then
  /// every handler in order.
  ///
  /// ```swift
  /// func didEvent(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E, _ x6: F) { send(\.didEvent, x1, x2, x3, x4, x5, x6) { $0.didEvent(x1, x2, x3, x4, x5, x6) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D, E, F>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D, E, F) -> Void>>, _ a: A, _ b: B, _ c: C, _ d: D,
    _ e: E, _ f: F,
    to real: (Delegate) -> Void
  ) {
    notify(event, forward: real) { $0(a, b, c, d, e, f) }
  }

  /// Dispatches a non-void event with six arguments and returns the answers of the
  /// real delegate and every handler, combined by the event's rule.
  ///
  /// ```swift
  /// func should(_ x1: A, _ x2: B, _ x3: C, _ x4: D, _ x5: E, _ x6: F) -> Bool { send(\.should, x1, x2, x3, x4, x5, x6) { $0.should(x1, x2, x3, x4, x5, x6) } }
  /// ```
  @inlinable @inline(__always)
  public final func send<A, B, C, D, E, F, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(A, B, C, D, E, F) -> Answer>>, _ a: A, _ b: B, _ c: C, _ d: D,
    _ e: E, _ f: F,
    to real: (Delegate) -> Answer
  ) -> Answer {
    dispatch(event, forward: real) { $0(a, b, c, d, e, f) }
  }
}
