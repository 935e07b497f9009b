// Diagnostic: an event with more than six parameters.
//
// Events, `send` and streams exist for zero to six parameters (UIKit's
// widest delegate methods take five; eight would add a third more overloads
// to every family, and to the type-checking of every `send` line). A void
// event's `.init()` reports it through the catch-all initialiser
// (`Event+UnsupportedSignature.swift`), but a non-void `.init(.all)` reported
// "no exact matches in call to initializer" and a page of candidates, and a
// seven-argument `send` "extra trailing closure passed in call". These
// overloads match seven or more (a parameter pack after seven fixed
// parameters) and say what to do: pack the extra parameters into a tuple.

extension Event {
  /// Rejects a non-void plain event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == (A, B, C, D, E, F, G, repeat each H) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@Sendable` event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @Sendable (A, B, C, D, E, F, G, repeat each H) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@MainActor` event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F, G, repeat each H) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void plain async event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == (A, B, C, D, E, F, G, repeat each H) async -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@Sendable` async event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @Sendable (A, B, C, D, E, F, G, repeat each H) async -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@MainActor` async event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F, G, repeat each H) async -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void plain throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == (A, B, C, D, E, F, G, repeat each H) throws -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@Sendable` throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @Sendable (A, B, C, D, E, F, G, repeat each H) throws -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@MainActor` throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F, G, repeat each H) throws -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void plain async throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == (A, B, C, D, E, F, G, repeat each H) async throws -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@Sendable` async throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @Sendable (A, B, C, D, E, F, G, repeat each H) async throws -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a non-void `@MainActor` async throws event with more than six parameters. Never called.
  ///
  /// ```swift
  /// var pick: Event<(Chart, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public init<A, B, C, D, E, F, G, each H, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F, G, repeat each H) async throws -> Answer {
    fatalError("unavailable")
  }
}

extension DelegateProxy {
  /// Rejects a `send` with more than six arguments. Never called.
  ///
  /// ```swift
  /// send(\.pick, c, a, b, d, e, f, g) { $0.pick(c, a, b, d, e, f, g) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public final func send<Declared, A, B, C, D, E, F, G, each H, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Declared>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G,
    _ h: repeat each H, to real: (Delegate) async throws -> Answer
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects a `sendIfImplemented` with more than six arguments. Never called.
  ///
  /// ```swift
  /// sendIfImplemented(\.pick, c, a, b, d, e, f, g) { $0.pick(c, a, b, d, e, f, g) }  // error: … at most six …
  /// ```
  @available(
    *, unavailable,
    message:
      "an event takes at most six parameters: pack the others into a tuple or a struct (one parameter of the event, passed as one argument of 'send'; see 'Methods with more than six parameters' in Supporting Your Own Protocol)"
  )
  public final func sendIfImplemented<Declared, A, B, C, D, E, F, G, each H, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Declared>, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G,
    _ h: repeat each H, to real: (Delegate) async throws -> Answer
  ) -> Answer {
    fatalError("unavailable")
  }
}
