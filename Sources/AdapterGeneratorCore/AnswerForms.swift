// How a non-void method's participants answer, beyond the plain walk (the
// real delegate, then every handler, folded by the rule):
//
// - partial (`--rule <method>=lastNonNil` on a non-optional answer): the
//   event answers an optional over the method's answer (`CGFloat?` for
//   `tableView(_:heightForRowAt:)`), `nil` is "not mine", and with no
//   answer the host's own stands (`--fallback`, required). The proxy calls
//   the library's `partialAnswer(_:fallback:…)`.
// - vended (`--vend <method>`): the method makes an object (a cell, a
//   renderer); exactly one participant makes it, the last handler that
//   answers, else the real delegate, and the others are not asked. The
//   event answers an optional under `.lastNonNil()`; the proxy calls
//   `vend(_:…)`, with the `--fallback` for a non-optional answer.
// - threaded (`--proposal <method>=<parameter>`): the parameter is the
//   host's proposed answer, and each participant gets the answer so far in
//   its place. The proxy calls `thread(_:proposal:…)`.
//
// None of them applies to a completion-handler, `async` or throwing method,
// or to a method with a default implementation (whose stand-in answers the
// method's own type); of them, only the threaded form applies to the newer
// method of a family (`thread(_:replacing:…)`, the older method's arguments
// given the answer so far where they name the proposal): the generator
// refuses, naming the option.

/// What `--vend`, `--proposal` and a partial `lastNonNil` rule make of a method.
enum AnswerForm: Equatable {
  /// The event answers `T?` over the method's `T`, by `.lastNonNil()`, with the host's fallback.
  case partial
  /// One participant makes the answer: the last handler that answers, else the real delegate.
  case vended
  /// The parameter at `parameter` (of the event's) is the host's proposal, threaded through the participants.
  case threaded(parameter: Int)

  /// One `--vend <method>` or `--proposal <method>=<parameter>` argument.
  struct Override: Equatable {
    let option: String
    let argument: String
    let key: String
    /// The proposal's parameter name, for `--proposal`.
    let parameter: String?

    init(vending argument: String) throws(GeneratorError) {
      option = "--vend"
      self.argument = argument
      key = trimmedArgument(argument[...])
      parameter = nil
      guard !key.isEmpty else { throw .badAnswerForm(option: option, argument: argument, problem: "no method named") }
    }

    init(proposal argument: String) throws(GeneratorError) {
      option = "--proposal"
      self.argument = argument
      guard let equals = argument.firstIndex(of: "=") else {
        throw .badAnswerForm(option: option, argument: argument, problem: "not <method>=<parameter>")
      }
      key = trimmedArgument(argument[..<equals])
      parameter = trimmedArgument(argument[argument.index(after: equals)...])
      guard !key.isEmpty, parameter?.isEmpty == false else {
        throw .badAnswerForm(option: option, argument: argument, problem: "not <method>=<parameter>")
      }
    }

    func names(_ method: MethodModel) -> Bool {
      key == method.eventName || key == method.title || key == method.qualifiedTitle || key == method.selector
    }
  }

  /// The form of each own method that has one, by event name. A vended
  /// method's rule must be `.lastNonNil()` (its default, see `Generator`).
  static func resolve(
    _ overrides: [Override], model: ProtocolModel, rules: [String: String], fallbacks: [String: String],
    families: Set<String>
  ) throws(GeneratorError) -> [String: AnswerForm] {
    var forms: [String: AnswerForm] = [:]
    for override in overrides {
      func refuse(_ problem: String) -> GeneratorError {
        .badAnswerForm(option: override.option, argument: override.argument, problem: problem)
      }
      guard let method = model.methods.first(where: override.names) else {
        // A method left out for its types' availability: nothing to do.
        if model.leftOutMethods.contains(where: override.names) { continue }
        throw refuse("names no method of '\(model.name)'")
      }
      guard let answer = method.answer else { throw refuse("'\(method.qualifiedTitle)' answers nothing") }
      if let problem = unsupported(method, families: override.parameter == nil ? families : []) {
        throw refuse(problem)
      }
      guard forms[method.eventName] == nil else { throw refuse("'\(method.qualifiedTitle)' has a form already") }
      if let parameter = override.parameter {
        guard let index = method.eventParameters.firstIndex(where: { $0.name == parameter }) else {
          let names = method.eventParameters.map(\.name).joined(separator: ", ")
          throw refuse("'\(method.qualifiedTitle)' has no parameter '\(parameter)' (its parameters: \(names))")
        }
        guard method.eventParameters[index].type == answer else {
          throw refuse(
            "'\(parameter)' is a \(method.eventParameters[index].type), not the answer's type, \(answer): it can't"
              + " stand for the answer so far")
        }
        guard fallbacks[method.eventName] == nil else {
          throw refuse("with a proposal, the host's proposal is the answer when nobody answers: drop its --fallback")
        }
        forms[method.eventName] = .threaded(parameter: index)
        continue
      }
      guard rules[method.eventName] == ".lastNonNil()" else {
        throw refuse(
          "a vended answer is chosen as by lastNonNil: drop its --rule (\(rules[method.eventName] ?? "none"))")
      }
      if !Rules.isOptional(answer) && fallbacks[method.eventName] == nil {
        throw refuse(
          "'\(method.qualifiedTitle)' must answer a \(answer): pass --fallback '\(override.key)={ … }', the host's own"
            + " answer when nobody makes one")
      }
      forms[method.eventName] = .vended
    }
    // A `lastNonNil` rule on a non-optional answer: a partial answer, which needs the host's own.
    for method in model.methods where forms[method.eventName] == nil && rules[method.eventName] == ".lastNonNil()" {
      guard let answer = method.answer, !Rules.isOptional(answer) else { continue }
      func refuse(_ problem: String) -> GeneratorError {
        .badAnswerForm(option: "--rule", argument: "\(method.title)=lastNonNil", problem: problem)
      }
      if let problem = unsupported(method, families: families) { throw refuse(problem) }
      guard fallbacks[method.eventName] != nil else {
        throw refuse(
          "'\(method.qualifiedTitle)' must answer a \(answer), and its event may answer nil: pass --fallback"
            + " '\(method.title)={ … }', the host's own answer when nobody answers")
      }
      forms[method.eventName] = .partial
    }
    return forms
  }

  /// Why `method` can't take a form, or `nil`.
  private static func unsupported(_ method: MethodModel, families: Set<String>) -> String? {
    if method.completion != nil { return "'\(method.qualifiedTitle)' answers through a completion handler" }
    if !method.effects.isEmpty { return "'\(method.qualifiedTitle)' is \(method.effects)" }
    if families.contains(method.eventName) { return "'\(method.qualifiedTitle)' is the newer method of a family" }
    if method.hasDefault { return "'\(method.qualifiedTitle)' has a default implementation" }
    return nil
  }

  /// The event's answer type for `answer`: optional for a partial or vended one.
  func eventAnswer(_ answer: String) -> String {
    switch self {
    case .threaded: return answer
    case .partial, .vended:
      if Rules.isOptional(answer) { return answer }
      // A function type needs parentheses before `?`.
      return answer.contains("->") || answer.hasPrefix("any ") || answer.hasPrefix("some ")
        ? "(\(answer))?" : answer + "?"
    }
  }
}
