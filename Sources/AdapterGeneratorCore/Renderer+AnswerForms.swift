// The proxy methods and event documentation of the answer forms (see
// `AnswerForms.swift`): a partial answer calls the library's
// `partialAnswer(_:fallback:…)`, a vended one `vend(_:…)`, a threaded
// proposal `thread(_:proposal:…)`.

extension Renderer {
  /// The sentence after the method's title in its event's documentation.
  func formDocumentation(_ form: AnswerForm, method: MethodModel) -> String {
    switch form {
    case .partial:
      return "a handler answers `nil` for the calls it leaves to others: the last answer with a value stands"
        + " (`.lastNonNil()`, the real delegate answering first), and with none the host's own."
    case .vended:
      return "one participant makes the answer, the last handler that answers (not `nil`), else the real"
        + " delegate, and the others are not asked."
    case .threaded(let index):
      let name = method.eventParameters[index].name
      return "each participant gets the answer so far as `\(name)` (the real delegate the host's proposal, each"
        + " handler the answer before it), and the last answer stands."
    }
  }

  /// The body of a method with an answer form.
  ///
  /// ```swift
  /// partialAnswer(
  ///   Self.heightForRow, fallback: ({ shelf, _ in shelf.rowHeight })(shelf, row), arguments: (shelf, row),
  ///   forwardingIfImplemented: { $0.shelf(shelf, heightForRow: row) }, call: { $0(shelf, row) })
  /// vend(
  ///   Self.tileForRow, fallback: ({ shelf, _ in shelf.emptyTile() })(shelf, row), arguments: (shelf, row),
  ///   forwardingIfImplemented: { $0.shelf(shelf, tileForRow: row) }, call: { $0(shelf, row) })
  /// thread(
  ///   Self.targetForMoveFrom, proposal: proposed, arguments: (shelf, source, proposed),
  ///   forwardingIfImplemented: { real, proposed in real.shelf(shelf, targetForMoveFrom: source, toProposed: proposed) },
  ///   call: { $0(shelf, source, $1) })
  /// ```
  func formBody(_ method: MethodModel, form: AnswerForm) -> [String] {
    let body = Self.indent + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let joined = names.joined(separator: ", ")
    let fallback = fallbacks[method.eventName].map { "fallback: (\($0))(\(joined))" }
    let items: [String]
    let function: String
    switch form {
    case .partial:
      function = "partialAnswer("
      items = [
        eventKeyPath(method), fallback ?? "", "arguments: \(Self.argumentsValue(names))",
        "forwardingIfImplemented: { \(forwardingCall(method, arguments: names)) }", "call: { $0(\(joined)) }",
      ].filter { !$0.isEmpty }
    case .vended:
      function = "vend("
      // One optional level: a lacking real delegate and a `nil` answer both make nothing.
      let forward =
        method.isOptional && method.answer.map(Rules.isOptional) == true
        ? "\(referenceExpression(method)).flatMap { $0(\(joined)) }" : forwardingCall(method, arguments: names)
      items = [
        eventKeyPath(method), fallback ?? "", "arguments: \(Self.argumentsValue(names))",
        "forwardingIfImplemented: { \(forward) }", "call: { $0(\(joined)) }",
      ].filter { !$0.isEmpty }
    case .threaded(let index):
      function = "thread("
      let real = Self.uniqueName("real", avoiding: names)
      let proposal = Self.uniqueName("proposal", avoiding: names)
      var threaded = names
      threaded[index] = proposal
      // The forwarding call names its closure's parameters: an optional method answering an optional is
      // called through `.map { $0(…) }`, whose own `$0` would hide the outer closure's.
      var forward = forwardingCall(method, arguments: threaded)
      if let receiver = forward.range(of: "$0.") { forward.replaceSubrange(receiver, with: real + ".") }
      var handlerArguments = names
      handlerArguments[index] = "$1"
      items = [
        eventKeyPath(method), "proposal: \(names[index])", "arguments: \(Self.argumentsValue(names))",
        "forwardingIfImplemented: { \(real), \(proposal) in \(forward) }",
        "call: { $0(\(handlerArguments.joined(separator: ", "))) }",
      ]
    }
    return Self.wrappedCall(prefix: body + function, items: items, indent: body)
  }
}
