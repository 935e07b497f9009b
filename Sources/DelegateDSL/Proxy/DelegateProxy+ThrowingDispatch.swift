// The dispatch core of synchronous `throws` events, shared by every throwing
// `send` overload (`DelegateProxy+ThrowingSend.swift`). Same walk and error
// semantics as the async core (`DelegateProxy+AsyncDispatch.swift`): every
// participant runs, the first error is rethrown after all of them.

extension DelegateProxy {
  /// Calls the real delegate, then every handler in order, and combines the
  /// answers; rethrows the first error after every participant has run.
  ///
  /// - Parameters:
  ///   - event: The event being dispatched.
  ///   - forward: Calls the event's method on the real delegate.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable
  final func dispatchThrowing<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) throws -> Answer,
    call: (Signature) throws -> Answer
  ) throws -> Answer {
    let (slot, handlers, real) = snapshot(event) as (EventSlot<Signature, Answer>, _, _)
    var combined = EffectfulAnswers<Answer>(slot: slot)
    if let real {
      do { combined.add(try forward(real)) } catch { combined.add(error) }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      do { combined.add(try call(standIn)) } catch { combined.add(error) }
    }
    for handler in handlers {
      do { combined.add(try call(handler)) } catch { combined.add(error) }
    }
    return try combined.result()
  }
}
