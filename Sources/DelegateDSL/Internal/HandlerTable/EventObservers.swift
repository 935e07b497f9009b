// Internal: the observers of one event (event streams, `delegateEvents`).
//
// Observers run in the same dispatch walk as the real delegate and the
// handlers, but never take part in the combined answer: "before" observers
// run first, "after" observers last, with the answer the host receives.
//
// An observer is stored as a factory `(Answer) -> Signature`: given the answer
// (the rule's default for a "before" observer, whose closure ignores it), it
// returns a closure of the event's own signature, which dispatch calls like a
// handler with the event's arguments. That keeps dispatch generic over the
// arity: only the code that builds the factory knows the arguments.
//
// An "after" observer of a throwing event has a second factory, `failure`,
// which dispatch uses instead when a participant threw: given the error, it
// returns a closure of the event's signature that produces the stream's
// element for a failed call (see `DelegateProxy+EffectfulObservers.swift`).
//
// A slot holds its observers as one immutable object, replaced (never
// mutated) under the proxy's lock, so a dispatch's snapshot is one reference,
// and an event without observers pays one load and one `nil` check.

/// One registered observer.
@usableFromInline
struct EventObserver<Signature, Answer> {
  /// The installation token that registered it (cancelled with it).
  let token: UInt64
  /// Builds the closure to call, given the answer (see the file comment).
  @usableFromInline
  let make: (Answer) -> Signature
  /// Builds the closure to call after a call that threw, given the error;
  /// `nil` for an observer that is not told of failures (see the file
  /// comment).
  @usableFromInline
  let failure: ((any Error) -> Signature)?

  init(token: UInt64, make: @escaping (Answer) -> Signature, failure: ((any Error) -> Signature)? = nil) {
    self.token = token
    self.make = make
    self.failure = failure
  }
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
