// Internal: which built-in `CombineRule` a rule is, so that dispatch folds it
// inline.
//
// A type of its own rather than nested in `CombineRule`: a type nested in a
// generic type is generic too, and an event slot stores it (see
// `EventSlot`), whose copy and destruction must then need no metadata of a
// type generic in the answer.

/// The built-in rules dispatch folds without calling the rule's closure.
@usableFromInline
enum CombineShape: UInt8, Sendable {
  /// A rule made from a closure: its `fold` is called.
  case custom
  /// ``CombineRule/last(default:)``: the next answer wins.
  case last
  /// ``CombineRule/first(default:)``: the first answer wins.
  case first
  /// ``CombineRule/all``: Boolean AND.
  case all
  /// ``CombineRule/any``: Boolean OR.
  case any
  /// ``CombineRule/firstNonNil()``: the first non-`nil` answer wins. Folded
  /// by its closure, as a custom rule (the shape can't name `Optional`'s
  /// wrapped type); named so that a default implementation can yield to
  /// the handlers (see ``foldsStandInLast``).
  case firstNonNil

  /// Whether an earlier answer outranks a later one (`.first`,
  /// `.firstNonNil`): a protocol's default implementation, the weakest
  /// participant, is then folded after the handlers rather than before
  /// them, so that it answers only where no handler does (see
  /// `DefaultImplementation.swift`). `.last` needs nothing (a later
  /// answer already outranks it), `.all` and `.any` don't depend on the
  /// order, and a custom rule keeps the order of the walk.
  @inlinable
  var foldsStandInLast: Bool { self == .first || self == .firstNonNil }

  /// `fold(result, next)`, inline for the built-in rules. `Answer == Bool`
  /// is known statically once dispatch is specialised, so `.all` folds to
  /// one `and`. `fold` calls the rule's closure, and is only called for a
  /// custom rule (or `.firstNonNil`), so that nothing else loads it. A
  /// call rather than a closure returned: a method returned as a closure
  /// (`{ slot.foldingByClosure }`) retained the slot around every fold
  /// (~100 instructions a fold, measured with callgrind).
  @inlinable @inline(__always)
  func fold<Answer>(
    _ result: Answer, _ next: Answer, _ fold: (Answer, Answer) -> Answer
  ) -> Answer {
    switch self {
    case .last: return next
    case .first: return result
    case .all where Answer.self == Bool.self:
      return unsafeBitCast(unsafeBitCast(result, to: Bool.self) && unsafeBitCast(next, to: Bool.self), to: Answer.self)
    case .any where Answer.self == Bool.self:
      return unsafeBitCast(unsafeBitCast(result, to: Bool.self) || unsafeBitCast(next, to: Bool.self), to: Answer.self)
    default: return fold(result, next)
    }
  }
}
