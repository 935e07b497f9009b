// `CombineRule.last()`: the rule that invents no value for "nobody answered".
//
// An Objective-C host calls an optional method only when its delegate
// claims it (`responds(to:)`), and a proxy claims it only while someone
// takes part (see `DelegateProxy.respondsToSelector(named:)`). But a host
// reaches the method with nobody answering in ordinary ways: it cached the
// claim before a handler was cancelled or the real delegate died, it asks
// on one queue and calls on another, it calls without asking, or the
// method is required (a data source's row count) and only other methods are
// handled. Inventing an answer there (a row height, a "yes") contradicts the
// host's own behaviour; trapping turns a harmless race into a crash. The
// host gets what it would get with no delegate: its proposal when the
// method passes one, else what a `nil` delegate answers (`nil`, 0, `false`,
// empty, zero), as an Objective-C host gets from a weak delegate that died
// (`DelegateProxy+NoParticipant.swift`). Debug builds report it once per
// event.

extension CombineRule {
  /// The last participant's answer stands (the real delegate answers
  /// first, then the handlers in order); the rule invents no answer of its
  /// own.
  ///
  /// Use it for a method whose host has its own behaviour without a
  /// delegate (an optional Objective-C requirement), or a required
  /// data-source method. Called with no participant, the host gets what a
  /// `nil` delegate would answer: `nil`, `0`, `false`, an empty collection,
  /// an `NS_ENUM`'s 0 case or a zeroed C struct (a table view with no data
  /// source has 0 rows); debug builds report the call once, naming the event
  /// and what to install. A type with no such value (a non-optional class
  /// reference, a Swift struct, an enum with no raw value 0) needs
  /// ``last(default:)`` instead.
  ///
  /// ```swift
  /// var heightForRow: Event<(Table, Int) -> Double> { .init(.last()) }
  /// // nobody answering: 0, as with no delegate
  /// ```
  public static func last() -> Self {
    Self(name: "last", shape: .last, answerWhenNobodyAnswers: nil) { _, next in next }
  }

  /// Whether the rule declares its own answer for a call nobody answered;
  /// `false` for ``last()``, whose ``defaultAnswer`` is what a `nil`
  /// delegate answers.
  ///
  /// ```swift
  /// CombineRule<Int>.last().hasDefaultAnswer  // false
  /// CombineRule<Int>.last(default: 0).hasDefaultAnswer  // true
  /// ```
  public var hasDefaultAnswer: Bool { answerWhenNobodyAnswers != nil }
}
