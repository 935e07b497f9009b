// Internal: the fold of an effectful (`async` or `throws`) dispatch.

/// The answers of one dispatch of a throwing or `async` event, folded as they
/// arrive, and the first error any participant threw.
///
/// Every participant is added, in order; ``outcome`` is the combined
/// answer, or throws the first error. Later errors are dropped, and the
/// answers of participants that threw are not folded.
@usableFromInline
struct EffectfulAnswers<Answer> {
  /// The event's rule, as its slot stores it (see `EventSlot`).
  @usableFromInline
  let fold: (Answer, Answer) -> Answer
  @usableFromInline
  let shape: CombineShape
  @usableFromInline
  var answer: Answer
  @usableFromInline
  var answered = false
  @usableFromInline
  var firstError: (any Error)?

  @inlinable
  init<Signature>(slot: EventSlot<Signature, Answer>) {
    fold = slot.fold
    shape = slot.shape
    answer = slot.defaultAnswer
  }

  /// Folds one participant's answer into the answers so far.
  @inlinable
  mutating func add(_ next: Answer) {
    answer = answered ? shape.fold(answer, next) { fold } : next
    answered = true
  }

  /// Records one participant's error; only the first is kept.
  @inlinable
  mutating func add(_ error: any Error) {
    if firstError == nil { firstError = error }
  }

  /// The combined answer (the rule's default when nobody answered), or the
  /// first error.
  @inlinable
  var outcome: Result<Answer, any Error> {
    if let firstError { return .failure(firstError) }
    return .success(answer)
  }
}
