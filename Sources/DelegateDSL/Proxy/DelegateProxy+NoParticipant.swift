// The answer of a call nobody answered: the last step of every walk, and the
// one place that decides what a host gets then. In this order:
//   1. the host's proposal, when the method passes one (`answer(_:proposal:…)`
//      and `answer(_:fallback:…)` try it before calling here);
//   2. the answer the event declares: its rule's default (`.all`'s `true`,
//      `last(default:)`), made only now;
//   3. what a nil delegate answers (`NilDelegateAnswer`): `nil`, `0`,
//      `false`, an empty collection, an `NS_ENUM`'s 0, a zeroed C struct — what an Objective-C
//      host gets from a weak delegate that died, and what UIKit does with
//      no data source at all (0 rows).
// Never a trap for a type that has such an answer: a host reaches here in
// ordinary ways (it cached `responds(to:)` before a handler was cancelled
// or the real delegate died; it asks on one queue and calls on another; it
// calls a required method with only other methods handled). Debug builds
// report each event once, naming what to install. Only a type with no
// value that can mean "nobody" (a non-optional class reference, a Swift
// struct, an enum with no raw value 0) stops, with that message in every
// build: its event must declare an answer.
//
// Every walk keeps the combined answer so far as an optional and asks for
// this only when it is still `nil` after the last participant, so the
// defaults cost nothing when someone answers. It takes the slot alone, not
// the event's key path: keeping the key path alive to the end of the fast
// path cost it a register (5 instructions per dispatch of a Bool event,
// callgrind); the report finds the event's selector from its name.

extension DelegateProxy {
  /// The answer of a call of the event of `slot` that nobody answered: the
  /// rule's default, or else what a nil delegate answers. Out of line: the
  /// walks call it after their last participant.
  @inlinable @inline(never)
  final func answerWhenNobodyAnswered<Signature, Answer>(_ slot: EventSlot<Signature, Answer>) -> Answer {
    if let answer = slot.answerWhenNobodyAnswers { return answer() }
    return nilDelegateAnswer(eventNamed: slot.name)
  }

  /// What a nil delegate answers for the event named `name`, reported once
  /// in debug builds; stops, naming the event and what to install, for an
  /// answer type that has no such value.
  @usableFromInline @inline(never)
  final func nilDelegateAnswer<Answer>(eventNamed name: String) -> Answer {
    // No library lock is held here; the declarations read are user code.
    let answer = NilDelegateAnswer.of(Answer.self)
    NoParticipant.report(
      protocolType: Delegate.self, event: name, selector: selector(ofEventNamed: name), answered: answer != nil)
    guard let answer else {
      NoParticipant.fail(protocolType: Delegate.self, event: name, selector: selector(ofEventNamed: name))
    }
    return answer
  }

  /// The Objective-C selector of the event named `name`, when the proxy
  /// lists it in ``selectorEvents``.
  final func selector(ofEventNamed name: String) -> String? {
    let namespace = DelegateEvents<Delegate>()
    return Self.selectorEvents.lazy.compactMap { namespace[keyPath: $0] as? any SelectorDeclaration }
      .first { $0.name == name }?.selector
  }
}
