// Which `CombineRule` a non-void event gets. The generator never guesses:
// Bool answers are ANDed (`.all`), optional answers take the first non-nil
// one (`.firstNonNil()`), and any other answer type needs `--rule`.

/// The library's limits and rules, as the generator knows them.
enum Rules {
  /// The most arguments an event takes: `Scripts/generate-arities` writes
  /// `Event` and `send` overloads for zero to six (a test keeps the two in step).
  static let maximumArity = 6

  /// The names of `CombineRule`'s factory members, as `--rule` accepts them.
  static let knownNames = ["all", "any", "firstNonNil", "lastNonNil", "lastUnlessRefused", "first", "last", "reduce"]

  /// One `--rule key=rule` argument; `key` is an event name or a method's name.
  struct Override: Equatable {
    let argument: String
    let key: String
    let rule: String

    init(parsing argument: String) throws(GeneratorError) {
      guard let equals = argument.firstIndex(of: "=") else { throw .malformedRule(argument) }
      self.argument = argument
      key = String(argument[..<equals]).trimmingSpaces
      rule = String(argument[argument.index(after: equals)...]).trimmingSpaces
      guard !key.isEmpty, !rule.isEmpty else { throw .malformedRule(argument) }
    }

    func names(_ method: MethodModel) -> Bool {
      key == method.eventName || key == method.title || key == method.qualifiedTitle || key == method.selector
    }
  }

  /// The argument of `Event`'s initializer for `method`: `nil` for a void
  /// method, else a rule expression such as `.all`.
  static func rule(for method: MethodModel, overrides: [Override]) throws(GeneratorError) -> String? {
    guard let answer = method.answer else { return nil }
    if let override = overrides.last(where: { $0.names(method) }) {
      return try expression(override, for: method, answer: answer)
    }
    if answer == "Bool" { return ".all" }
    if isOptional(answer) { return ".firstNonNil()" }
    // An Objective-C requirement: the last participant's answer stands, the real delegate's first. With
    // nobody answering, an optional one is not called (`responds(to:)`); a required one gets what a nil delegate
    // answers (0, nil, false), as its host would with no delegate.
    if method.selector != nil { return ".last()" }
    throw .noDefaultRule(method: method.qualifiedTitle, event: method.eventName, answer: answer)
  }

  static func isOptional(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
  }

  private static func expression(
    _ override: Override, for method: MethodModel, answer: String
  ) throws(GeneratorError) -> String {
    let name = String(override.rule.drop { $0 == "." }.prefix { $0 != "(" }).trimmingSpaces
    let hasArguments = override.rule.contains("(")
    let verbatim = override.rule.hasPrefix(".") ? override.rule : "." + override.rule
    let misfit = GeneratorError.ruleDoesNotFit(
      rule: override.argument, name: name, method: method.qualifiedTitle, answer: answer)
    switch name {
    case "all", "any":
      guard answer == "Bool" else { throw misfit }
      return "." + name
    case "lastNonNil":
      // On a non-optional answer the event answers an optional (a partial answer, see `AnswerForm`).
      return ".lastNonNil()"
    case "firstNonNil", "lastUnlessRefused":
      guard isOptional(answer) else { throw misfit }
      return "." + name + "()"
    case "first", "last":
      if hasArguments { return verbatim }
      // `last` alone: the last participant's answer stands, with no value of its own (`CombineRule.last()`).
      if name == "last" && !isOptional(answer) { return ".last()" }
      guard isOptional(answer) else {
        throw .ruleNeedsDefault(rule: override.argument, name: name, answer: answer, event: method.eventName)
      }
      return ".\(name)(default: nil)"
    case "reduce":
      guard hasArguments else {
        throw .ruleNeedsDefault(rule: override.argument, name: name, answer: answer, event: method.eventName)
      }
      return verbatim
    default:
      throw .unknownRule(rule: override.argument, name: name)
    }
  }

  /// Every override must name a method of the protocol (one left out for its types' availability counts).
  static func checkUsed(_ overrides: [Override], by model: ProtocolModel) throws(GeneratorError) {
    for override in overrides
    where !model.methods.contains(where: override.names) && !model.leftOutMethods.contains(where: override.names) {
      throw .ruleForUnknownMethod(rule: override.argument, protocol: model.name)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
