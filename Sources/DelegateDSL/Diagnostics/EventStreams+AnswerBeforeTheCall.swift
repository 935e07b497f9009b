// Diagnostic: a stream that asks for the answer before the call.
//
// `delegateEvents(\.shouldStart, timing: .before) { allowed, loader, request in … }`
// (or with no `timing:`) reported "contextual closure type … expects 2
// arguments, but 3 were used in closure body": only `timing: .after`
// projections receive the answer. These overloads take a projection of the
// answer and the arguments with `timing: EventTiming` (whose default is
// `.before`), so the compiler picks one only when that is what was written
// (an unavailable declaration ranks below every available one), and says
// where the answer is. One per isolation flavour (the flavour is part of the
// event's type); a parameter pack covers every arity.

extension DelegateHost {
  /// Rejects a stream of a plain event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// loader.delegateEvents(\.shouldStart) { allowed, _, request in (allowed, request) }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<(repeat each Argument) -> Answer>>,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    _ projection: @escaping (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }

  /// Rejects a stream of a `@Sendable` event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// loader.delegateEvents(\.shouldStart) { allowed, _, request in (allowed, request) }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@Sendable (repeat each Argument) -> Answer>>,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    _ projection: @escaping @Sendable (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }

  /// Rejects a stream of a `@MainActor` event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// loader.delegateEvents(\.shouldStart) { allowed, _, request in (allowed, request) }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor @Sendable (repeat each Argument) -> Answer>>,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    onMainActor projection: @escaping @MainActor (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }
}

extension DelegateSlot {
  /// Rejects a stream of a plain event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.delegateEvents(\.shouldStart, of: loader) { allowed, _, r in r }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<(repeat each Argument) -> Answer>>, of host: AnyObject,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    _ projection: @escaping (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }

  /// Rejects a stream of a `@Sendable` event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.delegateEvents(\.shouldStart, of: loader) { allowed, _, r in r }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@Sendable (repeat each Argument) -> Answer>>,
    of host: AnyObject,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    _ projection: @escaping @Sendable (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }

  /// Rejects a stream of a `@MainActor` event whose projection asks for the answer
  /// before the call. Never called.
  ///
  /// ```swift
  /// WebLoader.delegateSlot.delegateEvents(\.shouldStart, of: loader) { allowed, _, r in r }  // error: … only after the call …
  /// ```
  @available(
    *, unavailable,
    message:
      "the answer exists only after the call: pass 'timing: .after', and the projection receives the answer first, then the arguments"
  )
  public func delegateEvents<each Argument, Answer, Element>(
    _ event: KeyPath<DelegateEvents<DelegateProtocol>, Event<@MainActor @Sendable (repeat each Argument) -> Answer>>,
    of host: AnyObject,
    timing: EventTiming = .before, buffering: EventBuffering = .unbounded,
    onMainActor projection: @escaping @MainActor (Answer, repeat each Argument) -> Element
  ) -> AsyncStream<Element> {
    fatalError("unavailable")
  }
}
