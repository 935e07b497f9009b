// Internal: the fold of an effectful (`async` or `throws`) dispatch.

/// The answers of one dispatch of a throwing or `async` event, folded as they
/// arrive, and the first error any participant threw.
///
/// Every participant is added, in order; ``outcome`` is the combined answer,
/// or the first error. Later errors are dropped, and the answers of
/// participants that threw are not folded. The fold is the slot's own
/// (`EventSlot.folded`), read in place: nothing of the rule is copied, so the
/// in-place walk of a throwing event keeps its state here too.
@usableFromInline
struct EffectfulAnswers<Answer> {
  /// The answers folded so far; `nil` until someone answers (`answered`).
  @usableFromInline
  var answer: Answer?
  /// Whether someone answered: a flag beside `answer`, read with
  /// `unsafelyUnwrapped`, as the synchronous fast path does (fewer
  /// instructions than testing the optional, callgrind).
  @usableFromInline
  var answered = false
  @usableFromInline
  var firstError: (any Error)?
  /// The default implementation's answer, while it waits for the handlers'
  /// (see ``add(standingIn:by:)``).
  @usableFromInline
  var standInAnswer: Answer?

  /// No answer yet. The rule's default is asked for only if nobody answers
  /// (see ``outcome(nobodyAnswered:)``).
  @inlinable
  init() {}

  /// Folds one participant's answer into the answers so far, by `slot`'s rule.
  @inlinable
  mutating func add<Signature>(_ next: Answer, by slot: EventSlot<Signature, Answer>) {
    answer = answered ? slot.folded(answer.unsafelyUnwrapped, next) : next
    answered = true
  }

  /// Adds the answer of the protocol's default implementation, called in
  /// the real delegate's place: now, or, under a rule where an earlier
  /// answer outranks a later one, kept for ``addStandInLast(by:)``, so that
  /// it stands only where no handler answers (see `DefaultImplementation.swift`).
  @inlinable
  mutating func add<Signature>(standingIn answer: Answer, by slot: EventSlot<Signature, Answer>) {
    if slot.shape.foldsStandInLast {
      standInAnswer = answer
    } else {
      add(answer, by: slot)
    }
  }

  /// Folds in the default implementation's answer kept by
  /// ``add(standingIn:by:)``, after the handlers'.
  @inlinable
  mutating func addStandInLast<Signature>(by slot: EventSlot<Signature, Answer>) {
    guard let standInAnswer else { return }
    self.standInAnswer = nil
    add(standInAnswer, by: slot)
  }

  /// Records one participant's error; only the first is kept.
  @inlinable
  mutating func add(_ error: any Error) {
    if firstError == nil { firstError = error }
  }

  /// The combined answer (`nobodyAnswered()`, the rule's default, when
  /// nobody answered), or the first error.
  @inlinable
  func outcome(nobodyAnswered: () -> Answer) -> Result<Answer, any Error> {
    if let firstError { return .failure(firstError) }
    return .success(answered ? answer.unsafelyUnwrapped : nobodyAnswered())
  }
}
