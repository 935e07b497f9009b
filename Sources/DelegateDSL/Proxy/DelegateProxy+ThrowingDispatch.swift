// The dispatch core of synchronous `throws` events, shared by every throwing
// `send` overload (`DelegateProxy+ThrowingSend.swift`). Same walk and error
// semantics, observers and optional methods as the async core
// (`DelegateProxy+AsyncDispatch.swift`): every participant runs, the first
// error is rethrown after all of them.
//
// A synchronous call cannot suspend, so, like the synchronous core
// (`DelegateProxy+Dispatch.swift`), the common case walks the published
// snapshot in place inside a read section: nothing is copied or retained but
// the real delegate. A throw is an ordinary return in Swift: every
// participant's error is caught inside the section, which always ends before
// the first error is rethrown. An observed event, one that names a default
// implementation, or one the snapshot doesn't know yet takes the general walk
// (`dispatchThrowingWithSnapshot`), with a copy of the handlers.

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
    testingImplementation: Bool = false,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) throws -> Answer
  ) throws -> Answer {
    let section = publication.enter()
    let found = section.snapshot._withUnsafeGuaranteedRef({ $0.index.entry(for: event) })
    guard let entry = found, !entry.isObserved else {
      publication.exit(section)
      return try dispatchThrowingWithSnapshot(
        event, forward: forward, testingImplementation: testingImplementation, arguments: arguments(), call: call)
    }
    let slot = entry.typedSlot(Signature.self, Answer.self)
    let list = entry.handlerList(Signature.self)
    let outcome = slot._withUnsafeGuaranteedRef { slot in
      list._withUnsafeGuaranteedRef { list in
        var combined = EffectfulAnswers<Answer>()
        let real = section.snapshot._withUnsafeGuaranteedRef {
          $0.real(as: Delegate.self, of: Unmanaged.passUnretained(self))
        }
        if case .some(let real) = consume real {
          do {
            if !testingImplementation
              || section.snapshot._withUnsafeGuaranteedRef({
                $0.implements(entry, real, of: Unmanaged.passUnretained(self))
              }),
              let answer = try forward(real)
            {
              combined.add(answer, by: slot)
            }
          } catch {
            combined.add(error)
          }
        } else if section.snapshot._withUnsafeGuaranteedRef({ $0.hadRealDelegate(of: Unmanaged.passUnretained(self)) })
        {
          // Published with one: it died (see `DelegateProxy+RealDelegateDeath.swift`).
          realDelegateWasFoundDead()
        }
        for handler in list.handlers {
          do { combined.add(try call(handler), by: slot) } catch { combined.add(error) }
        }
        return combined.outcome { answerWhenNobodyAnswered(slot) }
      }
    }
    publication.exit(section)
    return try outcome.get()
  }

  /// ``dispatchThrowing(_:forward:arguments:call:)`` with a copy of the
  /// handlers, for an observed event, one that names a default
  /// implementation, or one the snapshot doesn't know yet: the "before"
  /// observers, the real delegate (or, with none, the default), every
  /// handler, then the "after" observers. Out of line, so that the common
  /// case doesn't pay for it.
  @usableFromInline
  final func dispatchThrowingWithSnapshot<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) throws -> Answer?, testingImplementation: Bool, arguments: Arguments,
    call: (Signature) throws -> Answer
  ) throws -> Answer {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    observers?.notifyBefore(arguments)
    var combined = EffectfulAnswers<Answer>()
    if let real {
      do {
        if !testingImplementation || slot.isImplemented(by: real), let answer = try forward(real) {
          combined.add(answer, by: slot)
        }
      } catch {
        combined.add(error)
      }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      do { combined.add(standingIn: try call(standIn), by: slot) } catch { combined.add(error) }
    }
    for handler in handlers {
      do { combined.add(try call(handler), by: slot) } catch { combined.add(error) }
    }
    combined.addStandInLast(by: slot)
    let outcome = combined.outcome { answerWhenNobodyAnswered(slot) }
    observers?.notifyAfter(arguments, outcome: outcome)
    return try outcome.get()
  }
}
