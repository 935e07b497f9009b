// The dispatch core shared by every `send` overload.
//
// A dispatch takes no lock. It reads the proxy's published
// `DispatchSnapshot` inside a read section of its `LockFreePublication`:
// one identity lookup of the key-path object gives the event's slot (its
// rule) and its handler list, and the snapshot's weak copy gives the real
// delegate (or, in a snapshot shared by several proxies, the proxy's
// adopted one, frozen: see `DispatchSnapshot`). The handlers run inside the section, read in place: nothing is
// retained but the real delegate, and a snapshot replaced meanwhile (a
// handler installs or cancels) stays valid until the section ends (see
// `LockFreePublication` for why). An event the snapshot doesn't know yet
// (the first dispatch through a key-path object) or one with observers takes
// the slow path, which works under the lock as before. An event that names a
// default implementation (`DelegateEvents.defaulted(_:by:)`) is marked by the
// same flag (`IdentityCacheEntry.isObserved`) and, from that cold branch,
// takes its own lock-free walk (`walkStandingIn`): the fast path tests
// one flag, as it did before defaults existed. Calling the default from the
// fast path, even behind a branch, cost every void dispatch without a real
// delegate ~86 instructions (measured with callgrind, 300 → 386).

extension DelegateProxy {
  /// The typed slot, a copy of the handlers, the real delegate and the
  /// observers of `event`, for callers that use them after the read section
  /// (async and throwing dispatch, which may suspend or unwind).
  ///
  /// An observed event (or one naming a default implementation) takes the
  /// slow path, under the lock, which reads its observers.
  @inlinable @inline(__always)
  final func snapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (
    slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>, real: Delegate?,
    observers: EventObservers<Signature, Answer>?
  ) {
    let (slot, handlers, _, real, observers) = snapshotWithForms(event) as (EventSlot<Signature, Answer>, _, _, _, _)
    return (slot, handlers, real, observers)
  }

  /// ``snapshot(_:)`` with the handlers' synchronous forms, read from the
  /// same list (see `SynchronousHandler`): for an answer that comes later.
  @inlinable @inline(__always)
  final func snapshotWithForms<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (
    slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>,
    synchronous: ContiguousArray<AnyObject?>?, real: Delegate?, observers: EventObservers<Signature, Answer>?
  ) {
    let section = publication.enter()
    if let entry = section.snapshot._withUnsafeGuaranteedRef({ $0.index.entry(for: event) }), !entry.isObserved {
      let slot = entry.typedSlot(Signature.self, Answer.self).takeUnretainedValue()
      let list = entry.handlerList(Signature.self)
      let handlers = list._withUnsafeGuaranteedRef { $0.handlers }
      let synchronous = list._withUnsafeGuaranteedRef { $0.synchronous }
      let real = section.snapshot._withUnsafeGuaranteedRef {
        $0.real(as: Delegate.self, of: Unmanaged.passUnretained(self))
      }
      let died =
        real == nil
        && section.snapshot._withUnsafeGuaranteedRef({ $0.hadRealDelegate(of: Unmanaged.passUnretained(self)) })
      publication.exit(section)
      if died { realDelegateWasFoundDead() }
      return (slot, handlers, synchronous, real, nil)
    }
    publication.exit(section)
    return firstSnapshot(event)
  }

  /// The slow path's snapshot, under the lock: the typed slot for `event`
  /// (created on first use), its handlers, the real delegate and the
  /// observers. Publishes a dispatch snapshot that knows this key-path
  /// object, so that the next dispatch through it takes the fast path.
  ///
  /// The event's declaration (user code: the `DelegateEvents` getter) is
  /// evaluated outside the lock, and only for an event that was never
  /// installed on this proxy.
  ///
  /// Every slow path passes through here (an observed event, a first call,
  /// and each answer form's `snapshot(_:)`), so this is where the slow paths
  /// notice a real delegate that died, as the fast paths do from the
  /// snapshot (see `DelegateProxy+RealDelegateDeath.swift`): one place keeps
  /// the promise for all of them.
  @usableFromInline
  final func firstSnapshot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> (
    slot: EventSlot<Signature, Answer>, handlers: ContiguousArray<Signature>,
    synchronous: ContiguousArray<AnyObject?>?, real: Delegate?, observers: EventObservers<Signature, Answer>?
  ) {
    // Set under the lock where the real delegate is read: it was assigned,
    // and its weak load found nothing, so it died.
    var died = false
    defer { if died { realDelegateWasFoundDead() } }
    let known = changingTable {
      releases -> (
        EventSlot<Signature, Answer>, ContiguousArray<Signature>, ContiguousArray<AnyObject?>?, Delegate?,
        EventObservers<Signature, Answer>?
      )? in
      if let (prototype, list) = table.plannedSlot(for: event, keeping: &releases) {
        // Sound: see `EventSlot` and `HandlerList`; a table that holds only
        // a plan has no observers.
        let slot = unsafeDowncast(prototype, to: EventSlot<Signature, Answer>.self)
        let list = unsafeDowncast(list, to: HandlerList<Signature>.self)
        return (slot, list.handlers, list.synchronous, realUnderLock(noting: &died), nil)
      }
      // A table that holds a plan alone may learn the event below.
      if table.onlyPlan != nil { return nil }
      guard let found = table.slot(for: event) else { return nil }
      let slot = unsafeDowncast(found, to: EventSlot<Signature, Answer>.self)
      return (slot, slot.handlers, slot.synchronous, realUnderLock(noting: &died), slot.observers)
    }
    if let known { return known }
    // An event the plan has no handler for: the plan learns it (see
    // `InstallPlan`). The declaration (user code) is evaluated unlocked.
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    let key = declaration.tableKey(declaredAt: event)
    let learned = changingTable {
      releases -> (EventSlot<Signature, Answer>, Delegate?)? in
      guard
        let (prototype, _) = table.plannedAbsentSlot(
          for: event, tableKey: key, makeSlot: declaration.makeSlot, keeping: &releases)
      else { return nil }
      // Sound: see `EventSlot`; the prototype was made by the event's own
      // declaration, and has no handler and no observer.
      return (unsafeDowncast(prototype, to: EventSlot<Signature, Answer>.self), realUnderLock(noting: &died))
    }
    if let (slot, real) = learned { return (slot, [], nil, real, nil) }
    let slot: EventSlot<Signature, Answer> = typedSlot(event)
    return lock.withLock { (slot, slot.handlers, slot.synchronous, realUnderLock(noting: &died), slot.observers) }
  }

  /// The real delegate, strongly, or `nil`, setting `died` when it was
  /// assigned and is gone (`realDelegateWasFoundDead` tests it again). Call
  /// with `lock` held; the caller releases the result after unlocking.
  final func realUnderLock(noting died: inout Bool) -> Delegate? {
    let real = realUnderLock
    if real == nil, hasRealDelegate, strongReal == nil { died = true }
    return real
  }

  /// The typed slot for `event`, created if the table has none. The
  /// event's declaration (user code) is evaluated unlocked.
  @usableFromInline
  final func typedSlot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>
  ) -> EventSlot<Signature, Answer> {
    // Ask the declaration for its table key (an inherited event shares its
    // original's slot) and slot factory.
    typedSlot(event, declaration: DelegateEvents<Delegate>()[keyPath: event])
  }

  /// ``typedSlot(_:)`` with the event's declaration, evaluated by the caller.
  final func typedSlot<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>, declaration: Event<Signature>
  ) -> EventSlot<Signature, Answer> {
    let key = declaration.tableKey(declaredAt: event)
    return changingTable { _ in
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
  ///   - arguments: The event's arguments as one tuple, for its observers
  ///     (see `EventObserver`); read only when the event is observed.
  ///   - call: Calls one handler with the event's arguments.
  @inlinable @inline(__always)
  final func dispatch<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Answer,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) -> Answer
  ) -> Answer {
    dispatch(event, forwardingIfImplemented: { .some(forward($0)) }, arguments: arguments(), call: call)
  }

  /// ``dispatch(_:forward:call:)`` for a method the real delegate may not
  /// implement: `forward` answers `nil` when it doesn't, and the real
  /// delegate then takes no part in the combined answer. With
  /// `testingImplementation` (`sendIfImplemented`), the event's
  /// implementation test is consulted first, and `forward` is not called for
  /// a real delegate that fails it (see `ImplementationTest`); the fast
  /// path asks the test once per snapshot and keeps its answer (see
  /// `ImplementationAnswers`).
  @inlinable @inline(__always)
  final func dispatch<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forwardingIfImplemented forward: (Delegate) -> Answer?,
    testingImplementation: Bool = false,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) -> Answer
  ) -> Answer {
    let section = publication.enter()
    let found = section.snapshot._withUnsafeGuaranteedRef({ $0.index.entry(for: event) })
    guard let entry = found, !entry.isObserved else {
      if let found, found.hasStandIn {
        if found.standInFoldsLast {
          return dispatchStandingInLast(
            found, section: section, forward: forward, testingImplementation: testingImplementation, call: call)
        }
        return walkStandingIn(
          found, section: section, forward: forward, testingImplementation: testingImplementation, call: call)
      }
      publication.exit(section)
      return dispatchObserved(
        event, forward: forward, testingImplementation: testingImplementation, arguments: arguments(), call: call)
    }
    let slot = entry.typedSlot(Signature.self, Answer.self)
    let list = entry.handlerList(Signature.self)
    // `consume`: the real delegate's reference ends with its call. A copy
    // kept alive across the handler calls below (as `if let real` would keep
    // one) costs a second retain and release on the weak reference's
    // side-table path, the largest single cost of a dispatch.
    //
    // The handlers' buffer is located before the real delegate's call, so
    // its loads (list, then buffer) overlap that call instead of following it.
    let result = slot._withUnsafeGuaranteedRef { slot in
      list._withUnsafeGuaranteedRef { list in
        list.handlers.withUnsafeBufferPointer { buffer in
          let real = section.snapshot._withUnsafeGuaranteedRef {
            $0.real(as: Delegate.self, of: Unmanaged.passUnretained(self))
          }
          var result: Answer?
          switch consume real {
          case .some(let real):
            result =
              !testingImplementation
                || section.snapshot._withUnsafeGuaranteedRef({
                  $0.implements(entry, real, of: Unmanaged.passUnretained(self))
                })
              ? forward(real) : nil
          case .none:
            result = nil
            // Published with one: it died (see `DelegateProxy+RealDelegateDeath.swift`).
            if section.snapshot._withUnsafeGuaranteedRef({ $0.hadRealDelegate(of: Unmanaged.passUnretained(self)) }) {
              realDelegateWasFoundDead()
            }
          }
          // `answered` and `unsafelyUnwrapped` rather than `if let`: 8
          // instructions fewer per dispatch of a Bool event (callgrind).
          var answered = result != nil
          for index in buffer.indices {
            let answer = call(buffer[index])
            result = answered ? slot.folded(result.unsafelyUnwrapped, answer) : answer
            answered = true
          }
          return result
        }
      }
    }
    publication.exit(section)
    // The rule's default only now, out of the walk (see `DelegateProxy+NoParticipant.swift`);
    // the slot lives as long as the proxy.
    if let result { return result }
    return slot._withUnsafeGuaranteedRef { answerWhenNobodyAnswered($0) }
  }

  /// ``dispatch(_:forwardingIfImplemented:call:)`` under the lock, for an
  /// observed event or a key-path object the snapshot doesn't know yet: the
  /// "before" observers, the real delegate, every handler, then the "after"
  /// observers with the combined answer. Observers' own answers are ignored.
  /// Out of line, so that the fast path doesn't pay for it.
  @usableFromInline
  final func dispatchObserved<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Answer?, testingImplementation: Bool = false, arguments: Arguments,
    call: (Signature) -> Answer
  ) -> Answer {
    // Under the lock, observers included (they may have gone meanwhile).
    // (`firstSnapshot` notices a real delegate that died.)
    let (slot, handlers, _, real, observers) = firstSnapshot(event) as (EventSlot<Signature, Answer>, _, _, _, _)
    observers?.notifyBefore(arguments)
    var combined: Answer?
    var standInAnswer: Answer?
    if let real {
      if !testingImplementation || slot.isImplemented(by: real) { combined = forward(real) }
    } else if slot.standIn != nil, let standIn = slot.standInImplementation {
      // No real delegate: the protocol's default implementation answers in
      // its place, and under a rule where an earlier answer outranks a later
      // one, after the handlers (see `DefaultImplementation.swift`).
      let answer = call(standIn)
      if slot.shape.foldsStandInLast {
        standInAnswer = answer
      } else {
        combined = answer
      }
    }
    for handler in handlers {
      let answer = call(handler)
      if let sofar = combined { combined = slot.folded(sofar, answer) } else { combined = answer }
    }
    if let standInAnswer { combined = combined.map { slot.folded($0, standInAnswer) } ?? standInAnswer }
    let result = combined ?? answerWhenNobodyAnswered(slot)
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }

  /// `walkStandingIn(_:section:forward:call:)` out of line, for a void
  /// event: inlined into `notify`'s cold branch, it cost every void dispatch
  /// 2 instructions (measured with callgrind, 443 → 445 and 299 → 301), as
  /// calling the default from the fast path itself cost ~86.
  @inlinable @inline(never)
  final func dispatchStandingIn<Signature, Answer>(
    _ entry: IdentityCacheEntry, section: PublicationReadSection, forward: (Delegate) -> Answer?,
    testingImplementation: Bool, call: (Signature) -> Answer
  ) -> Answer {
    walkStandingIn(entry, section: section, forward: forward, testingImplementation: testingImplementation, call: call)
  }

  /// The walk of an event that names a default implementation and has no
  /// observer, inside the read section `section` of the fast path, which it
  /// ends: the real delegate, or without one the default, then every
  /// handler.
  ///
  /// Inlined into the cold branch of `dispatch` (a non-void event), where
  /// `call` is the caller's own closure: out of line, each handler and the
  /// default were copied to the stack and retained around the opaque `call`,
  /// its signature kept at the generic function's abstraction (448
  /// instructions per dispatch of `Bool` with a default and one handler,
  /// against 364 inlined; the events without a default are unchanged).
  @inlinable @inline(__always)
  final func walkStandingIn<Signature, Answer>(
    _ entry: IdentityCacheEntry, section: PublicationReadSection, forward: (Delegate) -> Answer?,
    testingImplementation: Bool, standInLast: Bool = false, call: (Signature) -> Answer
  ) -> Answer {
    let slot = entry.typedSlot(Signature.self, Answer.self)
    let list = entry.handlerList(Signature.self)
    // As the fast path: the default, the handlers and the real delegate are
    // read in place (no retain but the real delegate's), and the handlers'
    // buffer is located first.
    let result = slot._withUnsafeGuaranteedRef { slot in
      list._withUnsafeGuaranteedRef { list in
        list.handlers.withUnsafeBufferPointer { buffer in
          let real = section.snapshot._withUnsafeGuaranteedRef {
            $0.real(as: Delegate.self, of: Unmanaged.passUnretained(self))
          }
          var result: Answer?
          switch consume real {
          case .some(let real):
            if !testingImplementation
              || section.snapshot._withUnsafeGuaranteedRef({
                $0.implements(entry, real, of: Unmanaged.passUnretained(self))
              })
            {
              result = forward(real)
            }
          case .none:
            if section.snapshot._withUnsafeGuaranteedRef({ $0.hadRealDelegate(of: Unmanaged.passUnretained(self)) }) {
              realDelegateWasFoundDead()
            }
            if let standIn = slot.standInReference {
              // Under a rule where an earlier answer outranks a later one,
              // the default folds after the handlers (`standInLast`, a
              // constant: see `dispatchStandingInLast`).
              if standInLast { return Self.foldingStandInLast(slot, standIn, buffer, call) }
              result = standIn._withUnsafeGuaranteedRef { call($0.implementation) }
            }
          }
          var answered = result != nil
          for index in buffer.indices {
            let answer = call(buffer[index])
            result = answered ? slot.folded(result.unsafelyUnwrapped, answer) : answer
            answered = true
          }
          return answered ? result.unsafelyUnwrapped : answerWhenNobodyAnswered(slot)
        }
      }
    }
    publication.exit(section)
    return result
  }

  /// `walkStandingIn` for a rule where an earlier answer outranks a later
  /// one (`.first`, `.firstNonNil`), whose default folds after the handlers:
  /// out of line, and chosen by the snapshot entry's own flag, so that the
  /// other rules' walk tests nothing more. Testing the rule's shape in the
  /// walk cost `.all` (default + 1 handler, no real delegate) 26
  /// instructions inline (364 → 390) and 17 with the fold out of line.
  @inlinable @inline(never)
  final func dispatchStandingInLast<Signature, Answer>(
    _ entry: IdentityCacheEntry, section: PublicationReadSection, forward: (Delegate) -> Answer?,
    testingImplementation: Bool, call: (Signature) -> Answer
  ) -> Answer {
    walkStandingIn(
      entry, section: section, forward: forward, testingImplementation: testingImplementation, standInLast: true,
      call: call)
  }

  /// The rest of `walkStandingIn` with no real delegate, under a rule where
  /// an earlier answer outranks a later one (`.first`, `.firstNonNil`): the
  /// default is called first, and its answer folded after the handlers', so
  /// that it stands only where no handler answers (see
  /// `DefaultImplementation.swift`).
  @inlinable @inline(never)
  static func foldingStandInLast<Signature, Answer>(
    _ slot: EventSlot<Signature, Answer>, _ standIn: Unmanaged<StandIn<Signature>>,
    _ handlers: UnsafeBufferPointer<Signature>, _ call: (Signature) -> Answer
  ) -> Answer {
    let standInAnswer = standIn._withUnsafeGuaranteedRef { call($0.implementation) }
    guard let first = handlers.first else { return standInAnswer }
    var result = call(first)
    for index in handlers.indices.dropFirst() { result = slot.folded(result, call(handlers[index])) }
    return slot.folded(result, standInAnswer)
  }

  /// Calls the real delegate, then every handler, of a void event.
  @inlinable @inline(__always)
  final func notify<Signature, Arguments>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    forward: (Delegate) -> Void,
    testingImplementation: Bool = false,
    arguments: @autoclosure () -> Arguments,
    call: (Signature) -> Void
  ) {
    let section = publication.enter()
    let found = section.snapshot._withUnsafeGuaranteedRef({ $0.index.entry(for: event) })
    guard let entry = found, !entry.isObserved else {
      if let found, found.hasStandIn {
        return dispatchStandingIn(
          found, section: section, forward: { .some(forward($0)) }, testingImplementation: testingImplementation,
          call: call)
      }
      publication.exit(section)
      return dispatchObserved(
        event, forward: forward, testingImplementation: testingImplementation, arguments: arguments(), call: call)
    }
    let list = entry.handlerList(Signature.self)
    // `consume`, and the buffer located first: see `dispatch`.
    list._withUnsafeGuaranteedRef { list in
      list.handlers.withUnsafeBufferPointer { buffer in
        let real = section.snapshot._withUnsafeGuaranteedRef {
          $0.real(as: Delegate.self, of: Unmanaged.passUnretained(self))
        }
        switch consume real {
        case .some(let real):
          if !testingImplementation
            || section.snapshot._withUnsafeGuaranteedRef({
              $0.implements(entry, real, of: Unmanaged.passUnretained(self))
            })
          {
            forward(real)
          }
        case .none:
          if section.snapshot._withUnsafeGuaranteedRef({ $0.hadRealDelegate(of: Unmanaged.passUnretained(self)) }) {
            realDelegateWasFoundDead()
          }
        }
        for index in buffer.indices { call(buffer[index]) }
      }
    }
    publication.exit(section)
  }
}
