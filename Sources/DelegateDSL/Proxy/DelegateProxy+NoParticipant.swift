// The answer of a call nobody answered: the rule's default, evaluated only
// then, or, for a rule without one (`CombineRule.last()`), a trap naming the
// event (see `Diagnostics/CombineRule+NoParticipant.swift`).
//
// Every walk keeps the combined answer so far as an optional and asks for
// this only when it is still `nil` after the last participant, so a rule
// without a default costs nothing when someone answers, and the defaults of
// the other rules are no longer loaded by a dispatch that has a participant.
// It takes the slot alone, not the event's key path: keeping the key path
// alive to the end of the fast path cost it a register (5 instructions per
// dispatch of a Bool event, callgrind); the trap finds the event's selector
// from its name.

extension DelegateProxy {
  /// The answer of a call of the event of `slot` that nobody answered: the
  /// rule's default, or a trap when the rule has none. Out of line: the
  /// walks call it after their last participant.
  @inlinable @inline(never)
  final func answerWhenNobodyAnswered<Signature, Answer>(_ slot: EventSlot<Signature, Answer>) -> Answer {
    if let answer = slot.answerWhenNobodyAnswers { return answer() }
    noParticipant(eventNamed: slot.name)
  }

  /// Traps for a call of the event named `name` that nobody answered under
  /// a rule without a default, naming the protocol, the event (and its
  /// selector, when the proxy lists it in ``selectorEvents``) and what to
  /// install.
  @usableFromInline @inline(never)
  final func noParticipant(eventNamed name: String) -> Never {
    // The declarations are user code; no library lock is held here.
    let namespace = DelegateEvents<Delegate>()
    let selector = Self.selectorEvents.lazy.compactMap { namespace[keyPath: $0] as? any SelectorDeclaration }
      .first { $0.name == name }?.selector
    NoParticipant.fail(protocolType: Delegate.self, event: name, selector: selector)
  }
}
