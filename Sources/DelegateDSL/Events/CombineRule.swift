/// How the answers to a non-void event are combined into the one value that
/// is returned to the host.
///
/// A proxy collects answers in a fixed order: the real delegate's answer first
/// (when there is a live real delegate), then each handler's answer in
/// declaration order. Every participant always runs; a rule never
/// short-circuits, so a handler that only observes an event sees it even after
/// another has vetoed it. With no answer at all, the host gets its own
/// answer: the value it proposed (when the method passes one), else the
/// rule's ``defaultAnswer``, which for a rule without one of its own
/// (``last()``) is what a `nil` delegate answers (see <doc:CombiningAnswers>).
///
/// Declare the rule with the event:
///
/// ```swift
/// extension DelegateEvents where Delegate == any WebLoaderDelegate {
///   var shouldStart: Event<(WebLoader, Request) -> Bool> { .init(.all) }
///   var cachedResponse: Event<(WebLoader, Request) -> Data?> { .init(.firstNonNil()) }
///   var retryLimit: Event<(WebLoader) -> Int> { .init(.reduce(0, name: "max", max)) }
/// }
/// ```
public struct CombineRule<Answer> {
  /// A short name shown in descriptions, such as `"all"`.
  ///
  /// ```swift
  /// CombineRule<Bool>.all.name  // "all"
  /// ```
  public let name: String

  /// The answer returned when neither the real delegate nor any handler
  /// answered.
  ///
  /// A rule without one of its own (``last()``) answers what a `nil`
  /// delegate would: `nil`, `0`, `false`, an empty collection, an
  /// integer-backed enum's raw value 0 or a zeroed C struct, as an
  /// Objective-C host gets from a delegate that isn't there. It stops, naming
  /// the rule, for a type that has no such value (a non-optional class
  /// reference, a Swift struct, an enum without a raw value 0); declare those
  /// events with ``last(default:)``.
  ///
  /// ```swift
  /// CombineRule<Bool>.all.defaultAnswer      // true
  /// CombineRule<Int>.last().defaultAnswer    // 0, a nil delegate's answer
  /// CombineRule<String?>.last().defaultAnswer  // nil
  /// ```
  public var defaultAnswer: Answer {
    if let answerWhenNobodyAnswers { return answerWhenNobodyAnswers() }
    guard let answer = NilDelegateAnswer.of(Answer.self) else {
      CombineRuleWithoutDefault.fail(rule: name, answer: Answer.self)
    }
    return answer
  }

  /// Makes ``defaultAnswer``, or `nil` for a rule that has none
  /// (``last()``). A closure, so that dispatch evaluates it only when
  /// nobody answered (see `DelegateProxy+NoParticipant.swift`), and so that
  /// an event slot stores it without a field of a type generic in `Answer`
  /// (see `EventSlot`). The built-in rules' closures capture nothing, so
  /// making the rule allocates nothing.
  @usableFromInline
  let answerWhenNobodyAnswers: (() -> Answer)?

  /// Folds the next answer into the answers combined so far.
  @usableFromInline
  let fold: (Answer, Answer) -> Answer

  /// Which built-in rule this is, if any: dispatch folds those inline
  /// (``folded(_:_:)``) instead of calling `fold` through a closure, which
  /// costs an indirect call and a reabstraction thunk per answer.
  @usableFromInline
  let shape: CombineShape

  /// `fold(result, next)`, inline for the built-in rules (see
  /// `CombineShape.fold`).
  @inlinable @inline(__always)
  func folded(_ result: Answer, _ next: Answer) -> Answer {
    shape.fold(result, next) { fold($0, $1) }
  }

  /// Creates a rule from a default answer and a folding function.
  ///
  /// With answers `a1, a2, … an` (real delegate first), the combined answer is
  /// `fold(fold(a1, a2), …, an)`; with no answers it is `defaultAnswer`.
  ///
  /// ```swift
  /// let longest = CombineRule<String>(name: "longest", defaultAnswer: "") {
  ///   $0.count >= $1.count ? $0 : $1
  /// }
  /// ```
  public init(name: String, defaultAnswer: Answer, _ fold: @escaping (Answer, Answer) -> Answer) {
    self.init(name: name, defaultAnswer: defaultAnswer, shape: .custom, fold)
  }

  /// A rule whose `fold` is the built-in rule `shape` (or `.custom`).
  @usableFromInline
  init(name: String, defaultAnswer: Answer, shape: CombineShape, _ fold: @escaping (Answer, Answer) -> Answer) {
    self.init(name: name, shape: shape, answerWhenNobodyAnswers: { defaultAnswer }, fold)
  }

  /// A rule whose answer when nobody answers is made by
  /// `answerWhenNobodyAnswers` (`nil`: it has none, see ``last()``).
  init(
    name: String, shape: CombineShape, answerWhenNobodyAnswers: (() -> Answer)?,
    _ fold: @escaping (Answer, Answer) -> Answer
  ) {
    self.name = name
    self.answerWhenNobodyAnswers = answerWhenNobodyAnswers
    self.shape = shape
    self.fold = fold
  }

  /// Combines a sequence of answers, given in the order the proxy collects
  /// them (real delegate first, then handlers in declaration order).
  ///
  /// ```swift
  /// CombineRule<Bool>.all.combine([true, false, true])  // false
  /// CombineRule<Bool>.all.combine([])                   // true
  /// ```
  public func combine(_ answers: some Sequence<Answer>) -> Answer {
    var iterator = answers.makeIterator()
    guard var result = iterator.next() else { return defaultAnswer }
    while let next = iterator.next() { result = folded(result, next) }
    return result
  }

  /// The last answer wins; `defaultAnswer` when nobody answers.
  ///
  /// ```swift
  /// var title: Event<(WebLoader) -> String> { .init(.last(default: "Untitled")) }
  /// ```
  public static func last(default defaultAnswer: Answer) -> Self {
    Self(name: "last", defaultAnswer: defaultAnswer, shape: .last) { _, next in next }
  }

  /// The first answer wins (the real delegate's, when there is one); later
  /// participants still run.
  ///
  /// ```swift
  /// var title: Event<(WebLoader) -> String> { .init(.first(default: "Untitled")) }
  /// ```
  public static func first(default defaultAnswer: Answer) -> Self {
    Self(name: "first", defaultAnswer: defaultAnswer, shape: .first) { first, _ in first }
  }

  /// A custom fold, named for descriptions.
  ///
  /// ```swift
  /// var retryLimit: Event<(WebLoader) -> Int> { .init(.reduce(0, name: "max", max)) }
  /// ```
  public static func reduce(
    _ defaultAnswer: Answer, name: String = "reduce", _ fold: @escaping (Answer, Answer) -> Answer
  ) -> Self {
    Self(name: name, defaultAnswer: defaultAnswer, fold)
  }

  /// The first non-`nil` answer; `nil` when nobody answers with a value.
  ///
  /// ```swift
  /// var cachedResponse: Event<(WebLoader, Request) -> Data?> { .init(.firstNonNil()) }
  /// ```
  @inlinable
  public static func firstNonNil<Wrapped>() -> Self where Answer == Wrapped? {
    // `@inlinable`: the fold is a closure that dispatch calls (the shape
    // can't name `Wrapped`), and made here, unspecialised, its `??` looked
    // `Optional<Wrapped>`'s metadata up on every call (~600 instructions a
    // dispatch, measured with callgrind); inlined into the event's
    // declaration, it is specialised for the answer's type.
    Self(name: "firstNonNil", defaultAnswer: nil, shape: .firstNonNil) { first, next in first ?? next }
  }
}

extension CombineRule where Answer == Bool {
  /// Every participant must agree: the answers are ANDed; `true` when nobody
  /// answers. The rule for "should…" events.
  ///
  /// ```swift
  /// var shouldStart: Event<(WebLoader, Request) -> Bool> { .init(.all) }
  /// ```
  public static var all: Self {
    Self(name: "all", shape: .all, answerWhenNobodyAnswers: { true }) { $0 && $1 }
  }

  /// One participant suffices: the answers are ORed; `false` when nobody
  /// answers.
  ///
  /// ```swift
  /// var canHandle: Event<(WebLoader, Request) -> Bool> { .init(.any) }
  /// ```
  public static var any: Self {
    Self(name: "any", shape: .any, answerWhenNobodyAnswers: { false }) { $0 || $1 }
  }
}

extension CombineRule where Answer == Void {
  /// The rule of void events: there is nothing to combine.
  @usableFromInline
  static var void: Self {
    Self(name: "void", shape: .custom, answerWhenNobodyAnswers: { () }) { _, _ in () }
  }
}
