// A type's own "nobody answered" value, for the answer types that have none
// of the kinds `NilDelegateAnswer` recognises (a Swift struct, an enum with
// no raw value 0): the type chooses it once, instead of every event that
// answers it declaring `last(default:)`. Also how a Linux stand-in for a C
// struct says that its zero is the value a nil Objective-C delegate gives.

/// A type that names the value a host gets for it when nobody answers, as a
/// `nil` delegate's answer.
///
/// When no participant answers a call under a rule without an answer of its
/// own (``CombineRule/last()``), the host gets what a `nil` delegate would
/// answer: `nil`, `0`, `false`, an empty collection, an `NS_ENUM`'s 0 case, a
/// zeroed C struct. A Swift struct, or an enum without a raw value 0, has no
/// such value (its zero bits are not one anybody chose), so a call of such an
/// event stops, naming the event. Conform to choose the value once:
///
/// ```swift
/// enum Verdict { case allow, deny }
/// extension Verdict: NilDelegateAnswerProviding {
///   static var nilDelegateAnswer: Verdict { .deny }  // nobody answering denies
/// }
/// // var verdict: Event<(Gate, Request) -> Verdict> { .init(.last()) } now answers .deny when nobody does
/// ```
public protocol NilDelegateAnswerProviding {
  /// The value a host gets for this type when nobody answers.
  ///
  /// ```swift
  /// static var nilDelegateAnswer: Verdict { .deny }
  /// ```
  static var nilDelegateAnswer: Self { get }
}
