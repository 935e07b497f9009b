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
    observed: Bool
  ) {
    // Hot path, written without closures or tuples-of-optionals so that it
    // specialises into straight-line code: lock, identity lookup, two loads.
    lock.lock()
    if let found = table.cachedSlot(for: event) {
      // Sound: see `EventSlot`.
      let slot = Unmanaged<EventSlot<Signature, Answer>>.fromOpaque(found.toOpaque())
      let handlers = slot._withUnsafeGuaranteedRef { $0.handlers }
      // Only whether there are observers: an observed dispatch takes its
      // own snapshot (`dispatchObserved`), so this path retains nothing more.
      let observed = slot._withUnsafeGuaranteedRef { $0.observers != nil }
      let real = realUnderLock
      lock.unlock()
      return (slot, handlers, real, observed)
    }
    lock.unlock()
    let first = firstSnapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    // The table keeps the slot alive.
    return (Unmanaged.passUnretained(first.0), first.1, first.2, first.3 != nil)
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
    let (slot, handlers, real, observed) =
      unretainedSnapshot(event)
      as (Unmanaged<EventSlot<Signature, Answer>>, ContiguousArray<Signature>, Delegate?, Bool)
    if observed { return dispatchObserved(event, forward: forward, call: call) }
    // No observer: the hot path. Nothing here captures `real` in a closure.
    // `consume`: the real delegate's reference ends with its call. A copy
    // kept alive across the handler calls below (as `if let real` would keep
    // one) costs a second retain and release on the weak reference's
    // side-table path, the largest single cost of a dispatch.
    let realAnswer: Answer?
    switch consume real {
    case .some(let real): realAnswer = forward(real)
    case .none: realAnswer = nil
    }
    return slot._withUnsafeGuaranteedRef { slot in
      var answered = realAnswer != nil
      var result = realAnswer ?? slot.rule.defaultAnswer
      handlers.withUnsafeBufferPointer { buffer in
        for index in buffer.indices {
          let answer = call(buffer[index])
          result = answered ? slot.rule.fold(result, answer) : answer
          answered = true
        }
      }
      return result
    }
  }

  /// ``dispatch(_:forwardingIfImplemented:call:)`` for an observed event:
  /// the "before" observers, the real delegate, every handler, then the
  /// "after" observers with the combined answer. Observers' own answers are
  /// ignored. Out of line, so that unobserved dispatches don't pay for it.
  @usableFromInline
  final func dispatchObserved<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Answer?, call: (Signature) -> Answer
  ) -> Answer {
    // A fresh snapshot, observers included (they may have gone meanwhile).
    let (slot, handlers, real, observers) = firstSnapshot(event) as (EventSlot<Signature, Answer>, _, _, _)
    for observer in observers?.before ?? [] { _ = call(observer.make(slot.rule.defaultAnswer)) }
    var answered = false
    var result = slot.rule.defaultAnswer
    if let real, let answer = forward(real) {
      result = answer
      answered = true
    }
    for handler in handlers {
      let answer = call(handler)
      result = answered ? slot.rule.fold(result, answer) : answer
      answered = true
    }
    for observer in observers?.after ?? [] { _ = call(observer.make(result)) }
    return result
  }

  /// Calls the real delegate, then every handler, of a void event.
  @inlinable @inline(__always)
  final func notify<Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Void,
    call: (Signature) -> Void
  ) {
    let (_, handlers, real, observed) =
      unretainedSnapshot(event) as (Unmanaged<EventSlot<Signature, Void>>, ContiguousArray<Signature>, Delegate?, Bool)
    if observed { return dispatchObserved(event, forward: forward, call: call) }
    // `consume`: see `dispatch`.
    if case .some(let real) = consume real { forward(real) }
    handlers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices { call(buffer[index]) }
    }
  }
}
