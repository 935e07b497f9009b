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
    return
      "\(receiver(method)).\(Self.escaped(method.baseName))\(method.isOptional ? "?" : "")(\(labelled.joined(separator: ", ")))"
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

  /// The body of the newer method of a family, synchronous: `send(_:replacing:…)`, or, when the newer
  /// method threads the host's proposal (`--proposal`), `thread(_:replacing:…)`.
  ///
  /// ```swift
  /// send(
  ///   Self.didEndEditingReason, replacing: Self.didEndEditing, arguments: (textField, reason),
  ///   replacedArguments: textField, forward: { $0.textFieldDidEndEditing?(textField, reason: reason) },
  ///   forwardReplaced: { $0.textFieldDidEndEditing?(textField) }, call: { $0(textField, reason) },
  ///   callReplaced: { $0(textField) }, answering: { $0 }, replacedAnswer: { $0 })
  /// ```
  func familyBody(_ family: MethodFamily) -> [String] {
    let method = family.newer
    if method.completion != nil { return completionFamilyBody(family) }
    if case .threaded(let index) = forms[method.eventName] { return threadedFamilyBody(family, proposalAt: index) }
    let body = Self.indent + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let replacedArguments = Self.argumentsValue(family.arguments)
    var lines: [String] = []
    var olderArguments = "replacedArguments: " + replacedArguments
    var forwardReplaced = replacedForwardingCall(family, arguments: family.arguments, real: "$0")
    var callReplaced = "$0(\(family.arguments.joined(separator: ", ")))"
    if let condition = family.condition, let binding = family.binding {
      // `when let`: the bound value, `nil` for the calls the older method can't express; its participants are
      // asked only for the others (the library calls `forwardReplaced` and `callReplaced` only then).
      lines.append(body + "let \(binding) = \(condition)")
      olderArguments = "replacedArguments: \(binding).map { \(binding) in \(replacedArguments) }"
      let real = Self.uniqueName("real", avoiding: names + [binding])
      forwardReplaced =
        "\(real) in \(binding).flatMap { \(binding) in "
        + replacedForwardingCall(family, arguments: family.arguments, real: real) + " }"
      callReplaced =
        "handler in \(binding).flatMap { \(binding) in handler(\(family.arguments.joined(separator: ", "))) }"
    } else if let condition = family.condition {
      olderArguments = "replacedArguments: \(condition) ? \(replacedArguments) : nil"
    }
    var items = [
      eventKeyPath(method), "replacing: \(replacedKeyPath(family))", "arguments: \(Self.argumentsValue(names))",
      olderArguments,
    ]
    if let closure = fallbacks[method.eventName] {
      items.append("fallback: { (\(closure))(\(names.joined(separator: ", "))) }")
    }
    items += [
      "forward: { \(forwardingCall(method, arguments: names)) }",
      "forwardReplaced: { \(forwardReplaced) }",
      "call: { $0(\(names.joined(separator: ", "))) }",
      "callReplaced: { \(callReplaced) }",
      "answering: { \(family.mapped("$0")) }",
    ]
    if let replacedAnswer = family.replacedAnswer { items.append("replacedAnswer: { \(replacedAnswer) }") }
    return lines
      + Self.wrappedCall(prefix: body + (lines.isEmpty ? "" : "return ") + "send(", items: items, indent: body)
  }

  /// The body of the newer method of a family whose newer method threads the host's proposal (the
  /// parameter at `index`): each participant of both events gets the answer so far in its place, the older
  /// method's where its arguments name the proposal.
  ///
  /// ```swift
  /// thread(
  ///   \.targetForMoveOfItem, replacing: Self.targetForMove, proposal: proposedIndexPath,
  ///   arguments: (collectionView, originalIndexPath, currentIndexPath, proposedIndexPath),
  ///   replacedArguments: (collectionView, currentIndexPath, proposedIndexPath),
  ///   forwardingIfImplemented: { real, proposal in real.collectionView?(…, toProposedIndexPath: proposal) },
  ///   forwardReplaced: { real, proposal in real.collectionView?(…, toProposedIndexPath: proposal) },
  ///   call: { $0(collectionView, originalIndexPath, currentIndexPath, $1) },
  ///   callReplaced: { $0(collectionView, currentIndexPath, $1) })
  /// ```
  private func threadedFamilyBody(_ family: MethodFamily, proposalAt index: Int) -> [String] {
    let method = family.newer
    let body = Self.indent + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let real = Self.uniqueName("real", avoiding: names)
    let proposal = Self.uniqueName("proposal", avoiding: names)
    var threaded = names
    threaded[index] = proposal
    var handlerArguments = names
    handlerArguments[index] = "$1"
    // The forwarding calls name their closure's parameters, as `formBody`'s threaded form does.
    var forward = forwardingCall(method, arguments: threaded)
    if let receiver = forward.range(of: "$0.") { forward.replaceSubrange(receiver, with: real + ".") }
    let olderThreaded = family.arguments(over: threaded)
    let items = [
      eventKeyPath(method), "replacing: \(replacedKeyPath(family))", "proposal: \(names[index])",
      "arguments: \(Self.argumentsValue(names))", "replacedArguments: \(Self.argumentsValue(family.arguments))",
      "forwardingIfImplemented: { \(real), \(proposal) in \(forward) }",
      "forwardReplaced: { \(real), \(proposal) in \(replacedForwardingCall(family, arguments: olderThreaded, real: real)) }",
      "call: { $0(\(handlerArguments.joined(separator: ", "))) }",
      "callReplaced: { $0(\(family.arguments(over: handlerArguments).joined(separator: ", "))) }",
    ]
    return Self.wrappedCall(prefix: body + "thread(", items: items, indent: body)
  }

  /// The older event's key path as the newer method's code names it: through the deprecated witnesses when
  /// the older method is deprecated (see `MethodFamilies.swift`).
  func replacedKeyPath(_ family: MethodFamily) -> String {
    family.routesThroughDeprecatedWitness
      ? "\(deprecatedMembersName).\(Self.escaped(family.older.eventName))" : eventKeyPath(family.older)
  }

  /// The real delegate's (`real`) call of the older method with `arguments`, as a closure's body: through
  /// the deprecated witness when the older method is deprecated.
  private func replacedForwardingCall(_ family: MethodFamily, arguments: [String], real: String) -> String {
    guard family.routesThroughDeprecatedWitness else {
      var call = forwardingCall(family.older, arguments: arguments)
      if real != "$0", let receiver = call.range(of: "$0.") { call.replaceSubrange(receiver, with: real + ".") }
      return call
    }
    let name = Self.forwardingName(family.older)
    return "\(deprecatedMembersName).\(name)(" + ([real] + arguments).joined(separator: ", ") + ")"
  }

  // MARK: Deprecated older methods

  /// The file-private constant through which the newer methods' code reaches deprecated older methods.
  var deprecatedMembersName: String { "deprecatedMembersOf\(model.name)" }

  /// The witness's method that calls the real delegate's older method.
  private static func forwardingName(_ older: MethodModel) -> String {
    "forwarding" + older.eventName.prefix(1).uppercased() + older.eventName.dropFirst()
  }

  /// The deprecated older methods of the routed families, reached without a deprecation warning: a
  /// file-private protocol that isn't deprecated, a witness whose members are (the older event's key path,
  /// and a call of the real delegate's older method), and a constant the newer methods' code calls through.
  ///
  /// ```swift
  /// private protocol UITextViewDelegateDeprecatedMembers: Sendable {
  ///   var shouldInteractWithURLInRange: KeyPath<DelegateEvents<any UITextViewDelegate>, Event<…>> { get }
  ///   @MainActor func forwardingShouldInteractWithURLInRange(_ real: any UITextViewDelegate, …) -> Bool?
  /// }
  /// private struct UITextViewDelegateDeprecatedWitness: UITextViewDelegateDeprecatedMembers {
  ///   @available(iOS, deprecated: 17.0)
  ///   var shouldInteractWithURLInRange: … { \.shouldInteractWithURLInRange }
  ///   …
  /// }
  /// private let deprecatedMembersOfUITextViewDelegate: any UITextViewDelegateDeprecatedMembers = …
  /// ```
  func deprecatedMembers() -> String? {
    let routed = families.values.filter(\.routesThroughDeprecatedWitness).sorted {
      $0.older.eventName < $1.older.eventName
    }
    guard !routed.isEmpty else { return nil }
    let indent = Self.indent
    let protocolName = "\(model.name)DeprecatedMembers"
    let witnessName = "\(model.name)DeprecatedWitness"
    let isolation = model.isMainActor ? "@MainActor " : ""
    var requirements: [String] = []
    var witnesses: [String] = []
    for family in routed {
      let older = family.older
      let event = Self.escaped(older.eventName)
      let keyPathType =
        "KeyPath<\(library("DelegateEvents"))<any \(model.name)>, \(library("Event"))<\(signature(older))>>"
      let names = older.eventParameters.map { Self.escaped($0.name) }
      let real = Self.uniqueName("real", avoiding: names)
      let parameters =
        ["_ \(real): any \(model.name)"] + zip(older.eventParameters, names).map { "_ \($1): \($0.type)" }
      // What the forwarding call answers: the method's answer, `nil` when the real delegate lacks it.
      let returned = older.returnType ?? "Void"
      let answer =
        returned.contains("->") || returned.hasPrefix("any ") || returned.hasPrefix("some ")
        ? "(\(returned))?" : returned + "?"
      var call = forwardingCall(older, arguments: names)
      if let receiver = call.range(of: "$0.") { call.replaceSubrange(receiver, with: real + ".") }
      let function = "func \(Self.forwardingName(older))("
      requirements += Self.comment("`\(older.title)`'s event.", indent: indent)
      requirements.append("\(indent)var \(event): \(keyPathType) { get }")
      requirements += Self.comment("Calls `real`'s `\(older.title)`: `nil` when it lacks it.", indent: indent)
      requirements += Self.wrappedDeclaration(
        prefix: "\(indent)\(isolation)\(function)", items: parameters, suffix: ") -> \(answer)", indent: indent)
      let deprecation = older.availability.attributes.map { indent + $0 }
      witnesses += deprecation
      witnesses.append("\(indent)var \(event): \(keyPathType) { \\.\(event) }")
      witnesses += deprecation
      witnesses += Self.wrappedDeclaration(
        prefix: "\(indent)\(isolation)\(function)", items: parameters, suffix: ") -> \(answer) {", indent: indent)
      witnesses.append(indent + indent + call)
      witnesses.append(indent + "}")
    }
    var lines = Self.comment(
      "The deprecated older methods of `\(model.name)`'s families, which the newer methods run: named through"
        + " this protocol, which isn't deprecated, they don't warn in the newer methods' code; its witness is.",
      indent: "")
    lines.append("private protocol \(protocolName): Sendable {")
    lines += requirements
    lines.append("}")
    lines.append("")
    lines += Self.comment("The deprecated members themselves, named only by the protocol's requirements.", indent: "")
    lines.append("private struct \(witnessName): \(protocolName) {")
    lines += witnesses
    lines.append("}")
    lines.append("")
    lines += Self.comment("The deprecated members, as the newer methods' code names them.", indent: "")
    lines += Self.wrappedCall(
      prefix: "private let \(deprecatedMembersName): any \(protocolName) = ", items: ["\(witnessName)()"],
      indent: "", suffix: "")
    return lines.joined(separator: "\n")
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
    var items = [
      "call\(onMainActor): \(Self.handlerCall(count: names.count))",
      "callReplaced\(onMainActor): \(olderHandlerCall)", "answering: \(answering)",
    ]
    // The arguments that propose part of the answer get the answer so far (WebKit's preferences).
    let proposed = family.proposedElements.filter { $0.argument < names.count }
    if !proposed.isEmpty {
      var threaded = names.count == 1 ? ["$0"] : (0..<names.count).map { "$0.\($0)" }
      for (element, argument) in proposed { threaded[argument] = "$1.\(element)" }
      items.append("threading: { \(Self.argumentsValue(threaded)) }")
    }
    lines += Self.packed(items + ["completion: \(completionArgument))"], prefix: inner, separator: ", ")
    return lines
  }
}
