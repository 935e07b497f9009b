// Internal: the observers of one event (event streams, `delegateEvents`).
//
// Observers run in the same dispatch walk as the real delegate and the
// handlers, but never take part in the combined answer: "before" observers
// run first, "after" observers last, with the answer the host receives.
//
// An observer is stored as one closure, `observe(outcome, arguments)`:
// `outcome` is the call's combined answer (the rule's default for a "before"
// observer, which ignores it), or, after a call of a throwing event that
// threw, the first error; `arguments` points to the call's arguments as one
// tuple (`(A, B)`; `A` alone for one argument, `()` for none), which a
// stream declared with a parameter pack reads as `(repeat each A)`. Not a
// closure of the event's own signature: Swift 6.3 crashes building one from
// a pack (Design Rationale, "Streams are declared once for every arity").
//
// Sound: the `send` overload that dispatches an event of signature
// `(A, B) -> Answer` passes `(a, b)`, of type `(A, B)`, and the stream that
// observes that same event (the same key path, so the same `Signature`)
// reads `(repeat each A)` with the pack bound to `A, B`: the same type. The
// pointer is valid for the duration of the `observe` call only, which
// copies what it needs.
//
// A slot holds its observers as one immutable object, replaced under the
// proxy's lock: an event without observers costs dispatch one `nil` check.

/// One registered observer.
@usableFromInline
struct EventObserver<Signature, Answer> {
  /// The installation token that registered it (cancelled with it).
  let token: UInt64
  /// Produces the stream's element from the call's outcome and a pointer to
  /// its arguments (see the file comment).
  @usableFromInline
  let observe: (Result<Answer, any Error>, UnsafeRawPointer) -> Void
}

/// The observers of one event: immutable, replaced as a whole.
@usableFromInline
final class EventObservers<Signature, Answer> {
  @usableFromInline
  let before: ContiguousArray<EventObserver<Signature, Answer>>
  @usableFromInline
  let after: ContiguousArray<EventObserver<Signature, Answer>>

  init(
    before: ContiguousArray<EventObserver<Signature, Answer>>, after: ContiguousArray<EventObserver<Signature, Answer>>
  ) {
    self.before = before
    self.after = after
  }

  /// A copy with `observer` added.
  func adding(_ observer: EventObserver<Signature, Answer>, after isAfter: Bool) -> EventObservers {
    isAfter
      ? EventObservers(before: before, after: after + [observer])
      : EventObservers(before: before + [observer], after: after)
  }

  /// A copy without `token`'s observers, or `nil` when none would remain.
  func removing(token: UInt64) -> EventObservers? {
    let before = ContiguousArray(before.lazy.filter { $0.token != token })
    let after = ContiguousArray(after.lazy.filter { $0.token != token })
    return before.isEmpty && after.isEmpty ? nil : EventObservers(before: before, after: after)
  }

  func contains(token: UInt64) -> Bool {
    before.contains { $0.token == token } || after.contains { $0.token == token }
  }
}

extension EventObservers {
  /// Calls the "before" observers with the call's `arguments`. There is no
  /// answer yet: they get ``ObservedBeforeTheCall`` as the outcome, which
  /// they ignore (the rule's default, passed before, would trap for a rule
  /// without one).
  @inlinable
  func notifyBefore<Arguments>(_ arguments: Arguments) {
    guard !before.isEmpty else { return }
    withUnsafePointer(to: arguments) { pointer in
      for observer in before { observer.observe(.failure(ObservedBeforeTheCall.error), UnsafeRawPointer(pointer)) }
    }
  }

  /// Calls the "after" observers with the call's `outcome` and `arguments`.
  @inlinable
  func notifyAfter<Arguments>(_ arguments: Arguments, outcome: Result<Answer, any Error>) {
    guard !after.isEmpty else { return }
    withUnsafePointer(to: arguments) { pointer in
      for observer in after { observer.observe(outcome, UnsafeRawPointer(pointer)) }
    }
  }
}

/// The outcome a "before" observer is given: the call has no answer yet.
@usableFromInline
struct ObservedBeforeTheCall: Error {
  /// Made once, so that notifying allocates no error box.
  @usableFromInline
  static let error: any Error = ObservedBeforeTheCall()
}

/// The arguments of an observed call, read from the pointer dispatch passes
/// (see `EventObserver`).
enum ObservedArguments {
  /// The tuple of type `Arguments` at `pointer`.
  static func load<Arguments>(_ type: Arguments.Type, from pointer: UnsafeRawPointer) -> Arguments {
    pointer.assumingMemoryBound(to: Arguments.self).pointee
  }
}
