// The proxy methods of `--fallback` and `--family` (see `Fallbacks.swift`
// and `MethodFamilies.swift`): the library's `answer(_:fallback:…)` and
// `send(_:replacing:…)` / `answer(_:replacing:…)`, with the real delegate's
// calls written as the plain proxy methods write them.

extension Renderer {
  /// The real delegate's call of `method` with `arguments` (expressions, in
  /// parameter order) as a forwarding closure's body: `$0.m?(a, label: b)`,
  /// or, for an optional method answering an optional, `$0.m(_:label:).map { $0(a, b) }`
  /// (`?(…)` would flatten the real delegate's `nil` into "lacks the method").
  func forwardingCall(_ method: MethodModel, arguments: [String]) -> String {
    if method.isOptional, let answer = method.answer, Rules.isOptional(answer) {
      return "\(referenceExpression(method)).map { $0(\(arguments.joined(separator: ", "))) }"
    }
    let labelled = zip(method.parameters, arguments).map { parameter, argument in
      parameter.label == "_" ? argument : "\(Self.escapedLabel(parameter.label)): \(argument)"
    }
    return "$0.\(Self.escaped(method.baseName))\(method.isOptional ? "?" : "")(\(labelled.joined(separator: ", ")))"
  }

  /// The event's arguments as one value: `()`, the one argument, or a tuple.
  static func argumentsValue(_ names: [String]) -> String {
    names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
  }

  /// The body of a method with a `--fallback` closure.
  ///
  /// ```swift
  /// answer(
  ///   Self.heightForRowAt, fallback: ({ tableView, _ in tableView.rowHeight })(tableView, indexPath),
  ///   arguments: (tableView, indexPath),
  ///   forwardingIfImplemented: { $0.tableView?(tableView, heightForRowAt: indexPath) },
  ///   call: { $0(tableView, indexPath) })
  /// ```
  func fallbackBody(_ method: MethodModel, closure: String) -> [String] {
    let body = Self.indent + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let joined = names.joined(separator: ", ")
    return Self.wrappedCall(
      prefix: body + "answer(",
      items: [
        eventKeyPath(method), "fallback: (\(closure))(\(joined))", "arguments: \(Self.argumentsValue(names))",
        "forwardingIfImplemented: { \(forwardingCall(method, arguments: names)) }", "call: { $0(\(joined)) }",
      ], indent: body)
  }

  /// The body of the newer method of a family, synchronous.
  ///
  /// ```swift
  /// send(
  ///   Self.didEndEditingReason, replacing: Self.didEndEditing, arguments: (textField, reason),
  ///   forward: { $0.textFieldDidEndEditing?(textField, reason: reason) },
  ///   forwardReplaced: { $0.textFieldDidEndEditing?(textField) }, call: { $0(textField, reason) },
  ///   callReplaced: { $0(textField) }, answering: { $0 })
  /// ```
  func familyBody(_ family: MethodFamily) -> [String] {
    let method = family.newer
    if method.completion != nil { return completionFamilyBody(family) }
    let body = Self.indent + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    var items = [
      eventKeyPath(method), "replacing: \(eventKeyPath(family.older))", "arguments: \(Self.argumentsValue(names))",
    ]
    if let closure = fallbacks[method.eventName] {
      items.append("fallback: { (\(closure))(\(names.joined(separator: ", "))) }")
    }
    items += [
      "forward: { \(forwardingCall(method, arguments: names)) }",
      "forwardReplaced: { \(forwardingCall(family.older, arguments: family.arguments)) }",
      "call: { $0(\(names.joined(separator: ", "))) }",
      "callReplaced: { $0(\(family.arguments.joined(separator: ", "))) }",
      "answering: { \(family.mapped("$0")) }",
    ]
    return Self.wrappedCall(prefix: body + "send(", items: items, indent: body)
  }

  /// The body of the newer method of a family whose methods answer through
  /// a completion handler: the real delegate's newer method, or its older
  /// one (its answer mapped), then both events' handlers, which may answer
  /// later; the host's handler is called once, when the last has answered.
  ///
  /// ```swift
  /// answer(
  ///   Self.decideWithPreferences, replacing: Self.decide, proposal: nil, arguments: (web, action, preferences),
  ///   forward: { real, finish, finishReplaced in
  ///     if real.web?(web, decide: action, preferences: preferences, decisionHandler: { finish(($0, $1)) }) == nil {
  ///       if real.web?(web, decide: action, decisionHandler: { finishReplaced($0) }) == nil { finish(nil) }
  ///     }
  ///   },
  ///   callOnMainActor: { await $0($1.0, $1.1, $1.2) }, callReplacedOnMainActor: { await $0($1.0, $1.1) },
  ///   answering: { ($0, $1.2) }, completion: { decisionHandler($0.0, $0.1) })
  /// ```
  private func completionFamilyBody(_ family: MethodFamily) -> [String] {
    let method = family.newer
    guard let completion = method.completion, let handler = method.parameters.last,
      let olderCompletion = family.older.completion, let olderHandler = family.older.parameters.last
    else { return [] }
    let body = Self.indent + Self.indent
    let inner = body + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let finish = Self.uniqueName("finish", avoiding: names)
    let finishReplaced = Self.uniqueName("finishReplaced", avoiding: names)
    let real = Self.uniqueName("real", avoiding: names)
    func received(_ count: Int) -> String {
      count == 0 ? "()" : count == 1 ? "$0" : "(" + (0..<count).map { "$\($0)" }.joined(separator: ", ") + ")"
    }
    func call(
      _ method: MethodModel, _ arguments: [String], handler: ParameterModel, finishing: String, answer: String
    ) -> String {
      let labelled = zip(method.eventParameters, arguments).map { parameter, argument in
        parameter.label == "_" ? argument : "\(Self.escapedLabel(parameter.label)): \(argument)"
      }
      let closure = "{ \(finishing)(\(answer)) }"
      let all = labelled + [handler.label == "_" ? closure : "\(Self.escapedLabel(handler.label)): \(closure)"]
      return "\(real).\(Self.escaped(method.baseName))\(method.isOptional ? "?" : "")(\(all.joined(separator: ", ")))"
    }
    let newerCall = call(
      method, names, handler: handler, finishing: finish, answer: received(completion.arguments.count))
    // The older answer unmapped: the library maps it (`answering`), outside the host's `@Sendable` closure.
    let olderCall = call(
      family.older, family.arguments, handler: olderHandler, finishing: finishReplaced,
      answer: received(olderCompletion.arguments.count))
    var forward = ["forward: { \(real), \(finish), \(finishReplaced) in"]
    // The newer method when the real delegate has it, else the older one, else no part.
    if method.isOptional {
      forward.append(Self.indent + "if \(newerCall) == nil {")
      if family.older.isOptional {
        forward.append(Self.indent + Self.indent + "if \(olderCall) == nil { \(finish)(nil) }")
      } else {
        forward.append(Self.indent + Self.indent + olderCall)
      }
      forward.append(Self.indent + "}")
    } else {
      forward.append(Self.indent + newerCall)
    }
    forward.append("},")
    let handlerName = Self.escaped(handler.name)
    let count = completion.arguments.count
    let completionArgument = Self.completionArgument(calling: handlerName, arguments: count)
    let proposal = fallbacks[method.eventName].map { "(\($0))(\(names.joined(separator: ", ")))" } ?? "nil"
    var lines = [body + "answer("]
    lines += Self.packed(
      [
        eventKeyPath(method), "replacing: \(eventKeyPath(family.older))", "proposal: \(proposal)",
        "arguments: \(Self.argumentsValue(names)),",
      ], prefix: inner, separator: ", ")
    lines += forward.map { inner + $0 }
    // The handlers get the arguments as one tuple (`$1`), as in `completionBody`.
    let older = family.arguments(overTuple: "$1", count: names.count)
    let olderHandlerCall =
      older.isEmpty
      ? "{ handler, _ in await handler() }" : "{ await $0(\(older.joined(separator: ", "))) }"
    let mapping = family.mapped("$0", overTuple: "$1", count: names.count)
    // A closure must name its last parameter: `$1` when the mapping doesn't read the arguments.
    let answering = mapping.contains("$1") ? "{ \(mapping) }" : "{ answer, _ in \(family.mapped("answer")) }"
    let onMainActor = answersOnMainActor ? "OnMainActor" : ""
    lines += Self.packed(
      [
        "call\(onMainActor): \(Self.handlerCall(count: names.count))",
        "callReplaced\(onMainActor): \(olderHandlerCall)", "answering: \(answering)",
        "completion: \(completionArgument))",
      ], prefix: inner, separator: ", ")
    return lines
  }
}
