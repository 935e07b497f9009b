// The dispatch core of synchronous `throws` events, shared by every throwing
// `send` overload (`DelegateProxy+ThrowingSend.swift`). Same walk and error
// semantics, observers and optional methods as the async core (`DelegateProxy+AsyncDispatch.swift`): every
// participant runs, the first error is rethrown after all of them.

extension DelegateProxy {
  /// Calls the "before" observers, the real delegate (or, with none, the
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
  final func dispatchThrowing<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) throws -> Answer?,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) throws -> Answer
  ) throws -> Answer {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    observers?.notifyBefore(arguments(), default: slot.defaultAnswer)
    var combined = EffectfulAnswers<Answer>(slot: slot)
    if let real {
      do {
        if let answer = try forward(real) { combined.add(answer) }
      } catch {
        combined.add(error)
      }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      do { combined.add(try call(standIn)) } catch { combined.add(error) }
    }
    for handler in handlers {
      do { combined.add(try call(handler)) } catch { combined.add(error) }
    }
    let outcome = combined.outcome
    observers?.notifyAfter(arguments(), outcome: outcome)
    return try outcome.get()
  }
}
