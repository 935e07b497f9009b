// Diagnostic: `sendIfImplemented` on an `async` or throwing event.
//
// `sendIfImplemented` exists for synchronous, non-throwing events; on an
// `async` or throwing one the compiler reported a conversion error about
// the closure's type. These overloads match exactly those events (the
// effect is part of the event's type), so the compiler picks one only there,
// and says what to write. One per isolation flavour and effect; a parameter
// pack covers every arity. (If an `async` `sendIfImplemented` is added, its
// flavours' overloads here go.)

extension DelegateProxy {
  /// Rejects `sendIfImplemented` for a plain `async` event. Never called.
  ///
  /// ```swift
  /// await sendIfImplemented(\.signIn, s, user) { await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(repeat each Argument) async -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@Sendable` `async` event. Never called.
  ///
  /// ```swift
  /// await sendIfImplemented(\.signIn, s, user) { await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@Sendable (repeat each Argument) async -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@MainActor` `async` event. Never called.
  ///
  /// ```swift
  /// await sendIfImplemented(\.signIn, s, user) { await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (repeat each Argument) async -> Answer>>,
    _ argument: repeat each Argument, to real: @MainActor (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a plain `async throws` event. Never called.
  ///
  /// ```swift
  /// try await sendIfImplemented(\.signIn, s, user) { try await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(repeat each Argument) async throws -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@Sendable` `async throws` event. Never called.
  ///
  /// ```swift
  /// try await sendIfImplemented(\.signIn, s, user) { try await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@Sendable (repeat each Argument) async throws -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@MainActor` `async throws` event. Never called.
  ///
  /// ```swift
  /// try await sendIfImplemented(\.signIn, s, user) { try await $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<
      DelegateEvents<Delegate>, Event<@MainActor @Sendable (repeat each Argument) async throws -> Answer>
    >,
    _ argument: repeat each Argument, to real: @MainActor (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a plain `throws` event. Never called.
  ///
  /// ```swift
  /// try sendIfImplemented(\.signIn, s, user) { try $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<(repeat each Argument) throws -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@Sendable` `throws` event. Never called.
  ///
  /// ```swift
  /// try sendIfImplemented(\.signIn, s, user) { try $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@Sendable (repeat each Argument) throws -> Answer>>,
    _ argument: repeat each Argument, to real: (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }

  /// Rejects `sendIfImplemented` for a `@MainActor` `throws` event. Never called.
  ///
  /// ```swift
  /// try sendIfImplemented(\.signIn, s, user) { try $0.signIn?(s, user) }  // error: … synchronous …
  /// ```
  @available(
    *, unavailable,
    message:
      "'sendIfImplemented' forwards synchronous, non-throwing events only: forward this event with 'send' (its closure awaits or throws like the method); an optional async or throwing requirement is not supported yet"
  )
  public final func sendIfImplemented<each Argument, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<@MainActor @Sendable (repeat each Argument) throws -> Answer>>,
    _ argument: repeat each Argument, to real: @MainActor (Delegate) async throws -> Answer?
  ) -> Answer {
    fatalError("unavailable")
  }
}
