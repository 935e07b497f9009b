// `--fallback <method>=<closure>|trap|none`: a non-void method's answer when
// nobody answers, where it is the host's own and depends on the call (a
// table's `rowHeight`, a proposed index path), so no rule's constant can
// hold it. The proxy method passes it to the library's
// `answer(_:fallback:arguments:forwardingIfImplemented:call:)` (or, for a
// completion-handler method, as the `proposal`), evaluated only when nobody
// answered. `none` keeps the rule's own answer (for `CombineRule.last()`,
// what a nil delegate answers); `trap`, its former spelling from when such a
// call stopped, is still accepted with that rule.

/// The fallbacks of one run.
enum Fallbacks {
  /// What a `--fallback` gives.
  enum Answer: Equatable {
    /// A closure over the method's arguments, written as given.
    case closure(String)
    case trap
    case none
  }

  /// One `--fallback key=answer` argument; `key` names a method as `--rule` does.
  struct Override: Equatable {
    let argument: String
    let key: String
    let answer: Answer

    init(parsing argument: String) throws(GeneratorError) {
      guard let equals = argument.firstIndex(of: "=") else {
        throw .badFallback(argument: argument, problem: "not <method>=<closure>|trap|none")
      }
      self.argument = argument
      key = trimmedArgument(argument[..<equals])
      let value = trimmedArgument(argument[argument.index(after: equals)...])
      switch value {
      case "trap": answer = .trap
      case "none": answer = .none
      case _ where value.hasPrefix("{") && value.hasSuffix("}"): answer = .closure(value)
      default:
        throw .badFallback(argument: argument, problem: "'\(value)' is not a closure ({ … }), trap or none")
      }
      guard !key.isEmpty else { throw .badFallback(argument: argument, problem: "no method named") }
    }

    func names(_ method: MethodModel) -> Bool {
      key == method.eventName || key == method.title || key == method.qualifiedTitle || key == method.selector
    }
  }

  /// The closure of each own method that has one, by event name. Every
  /// override must name a non-void method of the protocol; `trap` needs the
  /// method's rule to be `.last()`.
  static func resolve(
    _ overrides: [Override], model: ProtocolModel, rules: [String: String]
  ) throws(GeneratorError) -> [String: String] {
    var closures: [String: String] = [:]
    for override in overrides {
      guard let method = model.methods.first(where: override.names) else {
        throw .badFallback(argument: override.argument, problem: "names no method of '\(model.name)'")
      }
      guard method.answer != nil else {
        throw .badFallback(argument: override.argument, problem: "'\(method.qualifiedTitle)' answers nothing")
      }
      switch override.answer {
      case .closure(let closure): closures[method.eventName] = closure
      case .none: closures[method.eventName] = nil
      case .trap:
        guard rules[method.eventName] == ".last()" else {
          throw .badFallback(
            argument: override.argument,
            problem:
              "trap needs a rule with no default: pass --rule '\(override.key)=last' (not \(rules[method.eventName] ?? "none"))"
          )
        }
        closures[method.eventName] = nil
      }
    }
    return closures
  }
}

/// `text` without leading and trailing spaces.
func trimmedArgument(_ text: Substring) -> String {
  String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
}
