// `CombineRule.last()`: the rule that needs no value for "nobody answered".
//
// An Objective-C host calls an optional method only when its delegate
// claims it (`responds(to:)`), and a proxy claims it only when someone takes
// part (see `DelegateProxy.respondsToSelector(named:)`): a default answer
// for such a method is never used, and inventing one (a row height, a cell)
// is a guess that may contradict the host's own fallback. A required
// data-source method (`tableView(_:numberOfRowsInSection:)`) is called
// whoever takes part; with no participant there is no right answer, and
// the call traps with a message naming the event and what to install
// (`DelegateProxy+NoParticipant.swift`), as a host without its data source
// would.

extension CombineRule {
  /// The last participant's answer stands (the real delegate answers
  /// first, then the handlers in order); the rule has no answer of its own.
  ///
  /// Use it for a method that the host calls only when someone answers (an
  /// optional Objective-C requirement), or one that has no sensible answer
  /// without a participant (a required data-source method). Called with no
  /// participant, the event traps with a message that names it and its
  /// protocol and says what to install; ``defaultAnswer`` traps too.
  ///
  /// ```swift
  /// var heightForRow: Event<(Table, Int) -> Double> { .init(.last()) }
  /// ```
  public static func last() -> Self {
    Self(name: "last", shape: .last, answerWhenNobodyAnswers: nil) { _, next in next }
  }

  /// Whether the rule has an answer for a call nobody answered
  /// (``defaultAnswer``); `false` for ``last()``.
  ///
  /// ```swift
  /// CombineRule<Int>.last().hasDefaultAnswer  // false
  /// CombineRule<Int>.last(default: 0).hasDefaultAnswer  // true
  /// ```
  public var hasDefaultAnswer: Bool { answerWhenNobodyAnswers != nil }
}
