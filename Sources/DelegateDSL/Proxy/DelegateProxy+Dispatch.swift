// The dispatch core shared by every `send` overload.

extension DelegateProxy {
  /// Finds the typed slot for `event`, creating it on first use, and takes a
  /// snapshot of its handlers and of the real delegate.
  ///
  /// The event's declaration (user code: the `DelegateEvents` getter) is
  /// evaluated outside the lock, only on the first dispatch of an event that
  /// has never been installed on this proxy.
  @inlinable
  final func snapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) {
    let found = lock.withLock { () -> (AnyEventSlot, ContiguousArray<Signature>, Delegate?)? in
      guard let slot = table.slot(for: event) else { return nil }
      // Sound: see `EventSlot`.
      return (slot, unsafeDowncast(slot, to: EventSlot<Signature, Answer>.self).handlers, realReference.value)
    }
    if let (slot, handlers, real) = found {
      return (unsafeDowncast(slot, to: EventSlot<Signature, Answer>.self), handlers, real)
    }
    return firstSnapshot(event)
  }

  @usableFromInline
  final func firstSnapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) {
    let candidate = DelegateEvents<Delegate>()[keyPath: event].makeSlot
    return lock.withLock {
      let slot = unsafeDowncast(
        table.slot(for: event, insertingIfAbsent: candidate), to: EventSlot<Signature, Answer>.self)
      return (slot, slot.handlers, realReference.value)
    }
  }

  /// Calls the real delegate, then every handler, and combines the answers.
  ///
  /// - Parameters:
  ///   - event: The event being dispatched.
  ///   - forward: Calls the event's method on the real delegate.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable
  final func dispatch<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Answer,
    call: (Signature) -> Answer
  ) -> Answer {
    let (slot, handlers, real) = snapshot(event) as (EventSlot<Signature, Answer>, _, _)
    var answered = false
    var result = slot.rule.defaultAnswer
    if let real {
      result = forward(real)
      answered = true
    }
    for handler in handlers {
      let answer = call(handler)
      result = answered ? slot.rule.fold(result, answer) : answer
      answered = true
    }
    return result
  }

  /// Calls the real delegate, then every handler, of a void event.
  @inlinable
  final func notify<Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Void,
    call: (Signature) -> Void
  ) {
    let (_, handlers, real) = snapshot(event) as (EventSlot<Signature, Void>, _, _)
    if let real { forward(real) }
    for handler in handlers { call(handler) }
  }
}
