// The dispatch core shared by every `send` overload.

extension DelegateProxy {
  /// Finds the typed slot for `event`, creating it on first use, and takes a
  /// snapshot of its handlers and of the real delegate.
  ///
  /// The first dispatch through a given key-path object resolves it by value
  /// (and remembers it). The event's declaration (user code: the
  /// `DelegateEvents` getter) is evaluated outside the lock, and only for an
  /// event that was never installed on this proxy.
  @inlinable @inline(__always)
  final func snapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) {
    // Hot path, written without closures or tuples-of-optionals so that it
    // specialises into straight-line code: lock, identity scan, two loads.
    lock.lock()
    if let found = table.cachedSlot(for: event) {
      // Sound: see `EventSlot`.
      let slot = unsafeDowncast(found.takeUnretainedValue(), to: EventSlot<Signature, Answer>.self)
      let handlers = slot.handlers
      let real = realUnderLock
      lock.unlock()
      return (slot, handlers, real)
    }
    lock.unlock()
    return firstSnapshot(event)
  }

  /// The void-event variant of ``snapshot(_:)``: the slot itself is not
  /// needed after the lock is released, so it is never retained.
  @inlinable @inline(__always)
  final func handlersSnapshot<Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (handlers: ContiguousArray<Signature>, real: Delegate?) {
    lock.lock()
    if let found = table.cachedSlot(for: event) {
      // Sound: see `EventSlot`; the table keeps the slot alive.
      let handlers = found._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: EventSlot<Signature, Void>.self).handlers
      }
      let real = realUnderLock
      lock.unlock()
      return (handlers, real)
    }
    lock.unlock()
    let (_, handlers, real) = firstSnapshot(event) as (EventSlot<Signature, Void>, _, _)
    return (handlers, real)
  }

  @usableFromInline
  final func firstSnapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) {
    if let known = lock.withLock({ table.slot(for: event) }) {
      return lock.withLock {
        let slot = unsafeDowncast(known, to: EventSlot<Signature, Answer>.self)
        return (slot, slot.handlers, realUnderLock)
      }
    }
    // Never seen by value: ask the declaration for its table key (an
    // inherited event shares its original's slot) and slot factory.
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    let key = declaration.tableKey(declaredAt: event)
    return lock.withLock {
      let found = table.slot(for: key, insertingIfAbsent: declaration.makeSlot)
      if key != event { table.remember(event, found) }
      let slot = unsafeDowncast(found, to: EventSlot<Signature, Answer>.self)
      return (slot, slot.handlers, realUnderLock)
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
    let slot: Unmanaged<EventSlot<Signature, Answer>>
    let handlers: ContiguousArray<Signature>
    let real: Delegate?
    lock.lock()
    if let found = table.cachedSlot(for: event) {
      // Sound: see `EventSlot`. Unretained is safe after unlocking too: a
      // table never removes a slot, and this proxy (which owns the table) is
      // alive for the whole call.
      slot = Unmanaged.fromOpaque(found.toOpaque())
      handlers = slot._withUnsafeGuaranteedRef { $0.handlers }
      real = realUnderLock
      lock.unlock()
    } else {
      lock.unlock()
      let first: (slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?) =
        firstSnapshot(event)
      // The table keeps the new slot alive.
      slot = Unmanaged.passUnretained(first.slot)
      (handlers, real) = (first.handlers, first.real)
    }
    return slot._withUnsafeGuaranteedRef { slot in
      var answered = false
      var result = slot.rule.defaultAnswer
      if let real {
        result = forward(real)
        answered = true
      }
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

  /// Calls the real delegate, then every handler, of a void event.
  @inlinable @inline(__always)
  final func notify<Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Void,
    call: (Signature) -> Void
  ) {
    let (handlers, real) = handlersSnapshot(event)
    if let real { forward(real) }
    handlers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices { call(buffer[index]) }
    }
  }
}
