// The dispatch core shared by every `send` overload.

extension DelegateProxy {
  /// Finds the typed slot for `event`, creating it on first use, and takes a
  /// snapshot of its handlers and of the real delegate. The slot is returned
  /// unretained: a table never removes a slot, and the proxy that owns the
  /// table is alive for the whole call, so it stays valid after unlocking.
  ///
  /// The first dispatch through a given key-path object resolves it by value
  /// (and remembers it). The event's declaration (user code: the
  /// `DelegateEvents` getter) is evaluated outside the lock, and only for an
  /// event that was never installed on this proxy.
  @inlinable @inline(__always)
  final func unretainedSnapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (
    slot: Unmanaged<EventSlot<Signature, Answer>>, handlers: ContiguousArray<Signature>, real: Delegate?,
    observers: EventObservers<Signature, Answer>?
  ) {
    // Hot path, written without closures or tuples-of-optionals so that it
    // specialises into straight-line code: lock, identity lookup, two loads.
    lock.lock()
    if let found = table.cachedSlot(for: event) {
      // Sound: see `EventSlot`.
      let slot = Unmanaged<EventSlot<Signature, Answer>>.fromOpaque(found.toOpaque())
      let handlers = slot._withUnsafeGuaranteedRef { $0.handlers }
      let observers = slot._withUnsafeGuaranteedRef { $0.observers }
      let real = realUnderLock
      lock.unlock()
      return (slot, handlers, real, observers)
    }
    lock.unlock()
    let first = firstSnapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    // The table keeps the slot alive.
    return (Unmanaged.passUnretained(first.0), first.1, first.2, first.3)
  }

  /// ``unretainedSnapshot(_:)`` with the slot retained, for callers that
  /// keep it beyond the dispatch.
  @inlinable @inline(__always)
  final func snapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) {
    let (slot, handlers, real, _) = unretainedSnapshot(event) as (Unmanaged<EventSlot<Signature, Answer>>, _, _, _)
    return (slot.takeUnretainedValue(), handlers, real)
  }

  @usableFromInline
  final func firstSnapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (
    slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?,
    observers: EventObservers<Signature, Answer>?
  ) {
    let known = lock.withLock {
      () -> (EventSlot<Signature, Answer>, ContiguousArray<Signature>, Delegate?, EventObservers<Signature, Answer>?)?
      in
      guard let found = table.slot(for: event) else { return nil }
      let slot = unsafeDowncast(found, to: EventSlot<Signature, Answer>.self)
      return (slot, slot.handlers, realUnderLock, slot.observers)
    }
    if let known { return known }
    let slot: EventSlot<Signature, Answer> = typedSlot(event)
    return lock.withLock { (slot, slot.handlers, realUnderLock, slot.observers) }
  }

  /// The typed slot for `event`, created if the table has none. The
  /// event's declaration (user code) is evaluated unlocked.
  @usableFromInline
  final func typedSlot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> EventSlot<Signature, Answer> {
    // Ask the declaration for its table key (an inherited event shares its
    // original's slot) and slot factory.
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    let key = declaration.tableKey(declaredAt: event)
    return lock.withLock {
      let found = table.slot(for: key, insertingIfAbsent: declaration.makeSlot)
      if key != event { table.remember(event, found) }
      // Sound: see `EventSlot`.
      return unsafeDowncast(found, to: EventSlot<Signature, Answer>.self)
    }
  }

  /// Calls the real delegate, then every handler, and combines the answers.
  ///
  /// - Parameters:
  ///   - event: The event being dispatched.
  ///   - forward: Calls the event's method on the real delegate.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable @inline(__always)
  final func dispatch<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Answer,
    call: (Signature) -> Answer
  ) -> Answer {
    dispatch(event, forwardingIfImplemented: { .some(forward($0)) }, call: call)
  }

  /// ``dispatch(_:forward:call:)`` for a method the real delegate may not
  /// implement: `forward` answers `nil` when it doesn't, and the real
  /// delegate then takes no part in the combined answer.
  @inlinable @inline(__always)
  final func dispatch<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forwardingIfImplemented forward: (Delegate) -> Answer?,
    call: (Signature) -> Answer
  ) -> Answer {
    let (slot, handlers, real, observers) =
      unretainedSnapshot(event)
      as (
        Unmanaged<EventSlot<Signature, Answer>>, ContiguousArray<Signature>, Delegate?,
        EventObservers<Signature, Answer>?
      )
    if let observers {
      return slot._withUnsafeGuaranteedRef { slot in
        observed(observers, rule: slot.rule, call: call) {
          dispatchUnobserved(handlers: handlers, real: real, rule: slot.rule, forward: forward, call: call)
        }
      }
    }
    return slot._withUnsafeGuaranteedRef { slot in
      dispatchUnobserved(handlers: handlers, real: real, rule: slot.rule, forward: forward, call: call)
    }
  }

  /// The walk of ``dispatch(_:forwardingIfImplemented:call:)``: the real
  /// delegate, then every handler, answers folded by `rule`.
  @inlinable @inline(__always)
  final func dispatchUnobserved<Signature, Answer>(
    handlers: ContiguousArray<Signature>, real: consuming Delegate?, rule: CombineRule<Answer>,
    forward: (Delegate) -> Answer?, call: (Signature) -> Answer
  ) -> Answer {
    // `consume`: the real delegate's reference ends with its call. A copy
    // kept alive across the handler calls below (as `if let real` would keep
    // one) costs a second retain and release on the weak reference's
    // side-table path, the largest single cost of a dispatch.
    let realAnswer: Answer?
    switch consume real {
    case .some(let real): realAnswer = forward(real)
    case .none: realAnswer = nil
    }
    var answered = realAnswer != nil
    var result = realAnswer ?? rule.defaultAnswer
    handlers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        let answer = call(buffer[index])
        result = answered ? rule.fold(result, answer) : answer
        answered = true
      }
    }
    return result
  }

  /// Runs `observers` around `walk`: the "before" observers first, the
  /// "after" ones last with the answer `walk` returned. Their own answers
  /// are ignored. Kept out of line: only observed events pay for it.
  @usableFromInline
  final func observed<Signature, Answer>(
    _ observers: EventObservers<Signature, Answer>, rule: CombineRule<Answer>,
    call: (Signature) -> Answer, walk: () -> Answer
  ) -> Answer {
    for observer in observers.before { _ = call(observer.make(rule.defaultAnswer)) }
    let answer = walk()
    for observer in observers.after { _ = call(observer.make(answer)) }
    return answer
  }

  /// Calls the real delegate, then every handler, of a void event.
  @inlinable @inline(__always)
  final func notify<Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Void,
    call: (Signature) -> Void
  ) {
    let (slot, handlers, real, observers) =
      unretainedSnapshot(event)
      as (
        Unmanaged<EventSlot<Signature, Void>>, ContiguousArray<Signature>, Delegate?, EventObservers<Signature, Void>?
      )
    if let observers {
      slot._withUnsafeGuaranteedRef { slot in
        observed(observers, rule: slot.rule, call: call) {
          if let real { forward(real) }
          for handler in handlers { call(handler) }
        }
      }
      return
    }
    // `consume`: see `dispatch`.
    if case .some(let real) = consume real { forward(real) }
    handlers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices { call(buffer[index]) }
    }
  }
}
