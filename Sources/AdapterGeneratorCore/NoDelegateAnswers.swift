// What an Objective-C host gets when nobody answers: the generator never
// chooses it silently where a wrong choice traps or grants (issue 35).
//
// An Objective-C host may call an optional method without asking
// `respondsToSelector:` (a library that gives every `NSObject` defaults
// through a category in its `.m` file, and calls them unconditionally), or
// ask on one queue and call later on another, after the handler that
// answered has gone. Either way the proxy is called with nobody to answer,
// and what it gives back must be what the host itself does without a
// delegate. The generator can't read the host's `.m`, so for every non-void
// or completion-handler requirement of an Objective-C protocol it either
// knows that answer, from the graph:
//   - an optional answer: `nil`, what a nil delegate answers (`firstNonNil`);
//   - a parameter that is the host's own answer (`withDefault:`,
//     `proposed…`, `default…`, of the answer's type): a proposal, threaded
//     through the participants, and the answer when nobody answers;
//   - a `Bool` whose documentation in the graph states its default
//     ("Default is YES" → `all`, "Default is NO" → `any`);
// or it asks, all requirements in one run, each with a one-line reason:
// the user answers with `--rule`, `--fallback`, `--proposal` or `--vend`
// (a decision, like each line of Scripts/apple-adapters.conf). `Bool`
// answers and completion-handler decisions are asked too: `.all` grants
// (a TLS trust, a navigation) when nobody answers.

/// The no-delegate answers of one Objective-C protocol's requirements.
enum NoDelegateAnswers {
  /// One requirement the generator asks about: what it answers and why the generator can't choose.
  struct Question: Equatable {
    /// `Protocol.method(_:…)`, for the message.
    let method: String
    /// The selector, which `--rule`, `--fallback` and the others accept as the method's name.
    let selector: String
    /// Why nobody answering needs the user's decision, and the options that decide it.
    let reason: String

    /// The question's line in the refusal.
    var line: String { "\(selector) (\(method)): \(reason)" }
  }

  /// What the generator knows of one requirement.
  enum Knowledge: Equatable {
    /// Nothing to decide: a void method, a Swift requirement, or one the user decided.
    case nothing
    /// Inferred: the rule (or proposal parameter), and why.
    case rule(String, reason: String)
    /// The parameter named `parameter` is the host's answer, threaded as a proposal.
    case proposal(parameter: String, reason: String)
    /// Asked: the user must decide.
    case ask(Question)
  }

  /// Whether `method` needs a decision the user didn't make, or what the graph says of it.
  static func knowledge(of method: MethodModel, decided: Bool) -> Knowledge {
    guard let selector = method.selector, let answer = method.answer, !decided else { return .nothing }
    if Rules.isOptional(answer) {
      return .rule(".firstNonNil()", reason: "nobody answering gives nil, as a nil delegate does")
    }
    if let parameter = proposalParameter(of: method, answer: answer) {
      return .proposal(parameter: parameter, reason: "'\(parameter)' is the host's own answer")
    }
    if answer == "Bool", let documented = documentedDefault(method.documentation) {
      return documented
        ? .rule(".all", reason: "the header documents YES as the default")
        : .rule(".any", reason: "the header documents NO as the default")
    }
    return .ask(
      Question(method: method.qualifiedTitle, selector: selector, reason: reason(for: method, answer: answer)))
  }

  /// The one-line reason a requirement is asked, with the options that decide it.
  static func reason(for method: MethodModel, answer: String) -> String {
    let selector = method.selector ?? method.title
    if method.completion != nil {
      return "passes \(answer) to a completion handler; nobody deciding must not grant it: --rule \(selector)=any"
        + " (refuse) or =all (grant), or --fallback with the host's own decision"
    }
    if answer == "Bool" {
      return "answers Bool with no default documented in the graph: --rule \(selector)=all (nobody answering"
        + " is YES) or =any (NO)"
    }
    let zero = zeroAnswers.contains(answer) ? "0" : "none for a \(answer): it traps"
    return "answers \(answer), and the host's own answer without a delegate isn't in the graph:"
      + " --fallback '\(selector)={ … }' (the host's), --rule \(selector)=last (a nil delegate's: \(zero)),"
      + " --vend or --proposal"
  }

  /// Answer types whose nil delegate's answer is 0 (see the library's `NilDelegateAnswer`).
  static let zeroAnswers: Set<String> = [
    "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Float", "Double", "CGFloat", "TimeInterval", "CGPoint",
    "CGSize", "CGRect", "CGVector", "NSRange", "UIEdgeInsets", "CATransform3D",
  ]

  /// A parameter of the answer's type named as the host's own answer (`withDefault value:`,
  /// `proposedIndex`, `defaultHeight`), or `nil`.
  static func proposalParameter(of method: MethodModel, answer: String) -> String? {
    let candidates = method.eventParameters.filter { parameter in
      parameter.type == answer
        && [parameter.label, parameter.name].contains { text in
          let lowered = text.lowercased()
          return lowered.hasPrefix("withdefault") || lowered.hasPrefix("default") || lowered.hasPrefix("proposed")
            || lowered.hasPrefix("base")
        }
    }
    return candidates.count == 1 ? candidates[0].name : nil
  }

  /// `true` for "Default is YES", `false` for "Default is NO" (and "defaults to …"), in the documentation.
  static func documentedDefault(_ documentation: [String]) -> Bool? {
    let text = documentation.joined(separator: " ").lowercased()
    for (phrase, value) in [
      ("default is yes", true), ("default is no", false), ("defaults to yes", true), ("defaults to no", false),
      ("default yes", true), ("default no", false),
    ] where text.contains(phrase) {
      return value
    }
    return nil
  }
}
