// A requirement whose last parameter is a completion handler
// (`decisionHandler: @escaping (WKNavigationActionPolicy) -> Void`) answers
// through it, so its event answers what the handler takes: each participant
// decides, the answers are combined by the event's rule, and the proxy calls
// the host's handler exactly once with the result (the library's
// `answer(_:proposal:arguments:forward:call:completion:)`, which the
// Foundation adapters use for URLSession's handlers). The event is `async`,
// as Swift imports the method (`… async -> WKNavigationActionPolicy`): a
// handler may answer later, and the host's handler is called after the last
// (see `Renderer.answersOnMainActor` for where the handlers run).
//
// Recognised by shape and name: a void, synchronous method whose last
// parameter is an escaping function returning `Void`, labelled (or, without
// a label, named) `…Handler` or `completion`. A callback labelled otherwise
// (`decide completion: @escaping (Bool) -> Void`, `schedule work:`) stays an
// argument, and so does a completion that a protocol default implements.

/// Recognises completion-handler parameters.
enum CompletionHandlers {
  /// The completion model of `parameter`, or `nil` when it is not a completion handler.
  ///
  /// In an Objective-C method the label is the selector's last piece and may
  /// say something else (WebKit's `shouldAllowDeprecatedTLS decisionHandler:`):
  /// there the parameter's name counts too, as the header's block parameter.
  static func completion(_ parameter: ParameterModel, objectiveC: Bool = false) -> CompletionModel? {
    // The label names it (`decisionHandler:`, `completion:`); only an unlabelled one is named by its name.
    func names(_ text: String) -> Bool {
      let lowered = text.lowercased()
      return lowered.hasSuffix("handler") || lowered == "completion"
    }
    guard names(parameter.label == "_" ? parameter.name : parameter.label) || (objectiveC && names(parameter.name))
    else { return nil }
    var type = Substring(parameter.type)
    var isEscaping = false
    // Attributes before the function type: `@escaping @MainActor @Sendable`.
    while type.first == "@" {
      let attribute = type.prefix { $0 != " " && $0 != "(" }
      if attribute == "@escaping" { isEscaping = true }
      type = type.dropFirst(attribute.count).drop { $0 == " " }
    }
    guard isEscaping, type.first == "(" else { return nil }
    guard let close = BracketText.matchingParenthesis(type) else { return nil }
    let rest = type[type.index(after: close)...].trimmingSpaces
    guard rest == "-> Void" || rest == "-> ()" else { return nil }
    let inside = type[type.index(after: type.startIndex)..<close]
    let arguments = BracketText.topLevelSplit(inside).map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    guard !arguments.contains(where: { $0.hasPrefix("inout ") || $0.contains("...") }) else { return nil }
    return CompletionModel(arguments: arguments, type: parameter.type)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    Substring(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
