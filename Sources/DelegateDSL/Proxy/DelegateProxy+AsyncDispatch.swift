// The dispatch core of `async` events (with or without `throws`), shared by
// every async `send` overload (`DelegateProxy+AsyncSend.swift`). The core
// always `throws`; a non-throwing event's `send` calls it with `try!`, which
// cannot trap: its forwarding closure and handlers do not throw, and the core
// throws only an error one of them threw.
//
// The walk is the synchronous one (`DelegateProxy+Dispatch.swift`): one
// snapshot, the real delegate, then every handler in declaration order,
// answers folded by the event's rule. Each participant is awaited before the
// next starts, so participants never overlap and the order is the same as for
// a synchronous event.
//
// Observers (event streams) run in the same walk, and take no part in the
// answer: "before" observers first, "after" observers last, with the combined
// answer, or, when a participant threw, with the error. An observer never
// awaits or throws: it builds its element from the arguments and yields it.
//
// Optional methods: `forward` answers `nil` when the real delegate doesn't
// implement the method (`sendIfImplemented`), and the real delegate then
// takes no part in the answer. `send` always answers.
//
// Errors: every participant runs even after one has thrown; the first error
// is rethrown once all have run, and later errors are dropped (see
// <doc:SupportingYourOwnProtocol>). The answers of participants that threw do
// not take part in the fold; the combined answer is discarded anyway when an
// error is rethrown.
//
// Isolation: there are two copies of the core, identical but for their
// isolation. Plain and `@Sendable` async handlers are nonisolated async
// functions, so their core is nonisolated too: the event's (possibly
// non-`Sendable`) arguments never cross an isolation boundary. The main-actor
// core is `@MainActor`, so a main-actor proxy method dispatches on the main
// actor and its `@MainActor` handlers and real delegate are called there,
// without a hop. (One core `nonisolated(nonsending)` would have to send the
// arguments to nonisolated handlers, which the compiler rightly rejects.)

extension DelegateProxy {
  /// Awaits the "before" observers, the real delegate (or, with none, the
  /// protocol's default implementation), then every handler in order, and
  /// combines the answers; then the "after" observers. Rethrows the first
  /// error after every participant has run.
  ///
  /// - Parameters:
  ///   - event: The event being dispatched.
  ///   - forward: Calls the event's method on the real delegate; answers
  ///     `nil` when the real delegate doesn't implement it.
  ///   - arguments: The event's arguments as one tuple, for its observers
  ///     (see `EventObserver`); read only when the event is observed.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable
  final func dispatchAsync<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) async throws -> Answer?,
    testingImplementation: Bool = false,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) async throws -> Answer
  ) async throws -> Answer {
    // Retained: the slot is used across suspension points.
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    observers?.notifyBefore(arguments())
    var combined = EffectfulAnswers<Answer>()
    if let real {
      do {
        if !testingImplementation || slot.isImplemented(by: real), let answer = try await forward(real) {
          combined.add(answer, by: slot)
        }
      } catch {
        combined.add(error)
      }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      do {
        combined.add(standingIn: try await call(standIn), by: slot)
      } catch {
        combined.add(error)
      }
    }
    for handler in handlers {
      do {
        combined.add(try await call(handler), by: slot)
      } catch {
        combined.add(error)
      }
    }
    combined.addStandInLast(by: slot)
    let outcome = combined.outcome { answerWhenNobodyAnswered(slot) }
    observers?.notifyAfter(arguments(), outcome: outcome)
    return try outcome.get()
  }

  /// ``dispatchAsync(_:forward:call:)`` on the main actor, for main-actor
  /// events. Awaits the "before" observers, the real delegate (or, with none, the
  /// protocol's default implementation), then every handler in order, and
  /// combines the answers; then the "after" observers. Rethrows the first
  /// error after every participant has run.
  ///
  /// - Parameters:
  ///   - event: The event being dispatched.
  ///   - forward: Calls the event's method on the real delegate; answers
  ///     `nil` when the real delegate doesn't implement it.
  ///   - arguments: The event's arguments as one tuple, for its observers
  ///     (see `EventObserver`); read only when the event is observed.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable
  @MainActor final func dispatchAsyncOnMainActor<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: @MainActor (Delegate) async throws -> Answer?,
    testingImplementation: Bool = false,
    arguments: @autoclosure () -> Arguments,
    call: @MainActor (Signature) async throws -> Answer
  ) async throws -> Answer {
    // Retained: the slot is used across suspension points.
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    observers?.notifyBefore(arguments())
    var combined = EffectfulAnswers<Answer>()
    if let real {
      do {
        if !testingImplementation || slot.isImplemented(by: real), let answer = try await forward(real) {
          combined.add(answer, by: slot)
        }
      } catch {
        combined.add(error)
      }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      do {
        combined.add(standingIn: try await call(standIn), by: slot)
      } catch {
        combined.add(error)
      }
    }
    for handler in handlers {
      do {
        combined.add(try await call(handler), by: slot)
      } catch {
        combined.add(error)
      }
    }
    combined.addStandInLast(by: slot)
    let outcome = combined.outcome { answerWhenNobodyAnswered(slot) }
    observers?.notifyAfter(arguments(), outcome: outcome)
    return try outcome.get()
  }
}
