// Internal: the fold of an effectful (`async` or `throws`) dispatch.

/// The answers of one dispatch of a throwing or `async` event, folded as they
/// arrive, and the first error any participant threw.
///
/// Every participant is added, in order; ``result()`` returns the combined
/// answer, or throws the first error. Later errors are dropped, and the
/// answers of participants that threw are not folded.
@usableFromInline
struct EffectfulAnswers<Answer> {
  @usableFromInline
  let rule: CombineRule<Answer>
  @usableFromInline
  var answer: Answer
  @usableFromInline
  var answered = false
  @usableFromInline
  var firstError: (any Error)?

  @inlinable
  init(rule: CombineRule<Answer>) {
    self.rule = rule
    self.answer = rule.defaultAnswer
  }

  /// Folds one participant's answer into the answers so far.
  @inlinable
  mutating func add(_ next: Answer) {
    answer = answered ? rule.folded(answer, next) : next
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
  func result() throws -> Answer {
    if let firstError { throw firstError }
    return answer
  }
}
