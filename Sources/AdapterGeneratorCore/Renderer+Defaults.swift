// The part of the adapter that keeps a protocol's default implementations:
// the `defaulted(_:by:)` event declarations and the private stand-in class
// they call (see `DefaultImplementations` and the library's
// `DefaultImplementation.swift`).

extension Renderer {
  /// `var e: Event<…> { defaulted(.init(…)) { [defaults = PDefaults()] a, b in defaults.m(a, b: b) } }`.
  ///
  /// The stand-in is made once, when the declaration is evaluated (once per
  /// definition, or per proxy for an event it learns), and captured: made in
  /// the closure, it was allocated on every dispatch, wherever the optimizer
  /// could not see through the protocol extension's method (another module).
  func defaultedEventDeclaration(_ method: MethodModel, initializer: String, documentation: String) -> String {
    let indent = Self.indent
    let body = indent + indent
    let part = method.answer == nil ? "runs" : "answers"
    var lines = Self.documentation(method, indent: indent).body
    lines += Self.comment(
      documentation + " Without a real delegate, the protocol's default implementation \(part) in its place.",
      indent: indent)
    lines.append("\(indent)\(access)var \(Self.escaped(method.eventName)): \(library("Event"))<\(signature(method))> {")
    let names = method.parameters.map { Self.escaped($0.name) }
    let standIn = Self.standInCaptureName(avoiding: names)
    let closureHead =
      "[\(standIn) = \(DefaultImplementations.standInName(for: model.name))()]"
      + (names.isEmpty ? "" : " \(names.joined(separator: ", "))") + " in"
    // As swift-format lays it out: the closure's signature on a line of its own when the head is too long.
    let head = "\(body)defaulted(\(initializer)) {"
    if "\(head) \(closureHead)".count <= Self.lineLength {
      lines.append("\(head) \(closureHead)")
    } else {
      lines += [head, "\(body)\(indent)\(closureHead)"]
    }
    lines += Self.wrappedCall(
      prefix: "\(body)\(indent)\(method.callMarkers)\(standIn).\(Self.escaped(method.baseName))(",
      items: callArguments(method), indent: body + indent)
    lines += ["\(body)}", "\(indent)}"]
    return lines.joined(separator: "\n")
  }

  /// The name of the captured stand-in: `defaults`, or `standIn` when a
  /// parameter is named `defaults`.
  static func standInCaptureName(avoiding names: [String]) -> String {
    var name = names.contains("defaults") ? "standIn" : "defaults"
    while names.contains(name) { name += "_" }
    return name
  }

  /// `label: name` for each parameter, as a call passes them.
  func callArguments(_ method: MethodModel) -> [String] {
    method.parameters.map { parameter in
      let name = Self.escaped(parameter.name)
      return parameter.label == "_" ? name : "\(Self.escapedLabel(parameter.label)): \(name)"
    }
  }

  /// The private class whose inherited defaults the events call: it conforms
  /// to the protocol and implements only the requirements without a default.
  /// `nil` when no own requirement has a default.
  func standInClass() -> String? {
    guard model.methods.contains(where: \.hasDefault) else { return nil }
    let indent = Self.indent
    let name = DefaultImplementations.standInName(for: model.name)
    let undefaulted = (model.parents.flatMap(\.methods) + model.methods).filter { !$0.hasDefault }
    var summary =
      "`\(model.name)`'s default implementations, called in the real delegate's place when there is none: it"
      + " conforms without overriding them."
    if !undefaulted.isEmpty {
      summary +=
        " A requirement without a default does nothing here (a void one), or traps (one that answers): only a"
        + " default that calls it on `self` could reach it."
    }
    var lines = Self.comment(summary, indent: "")
    // A protocol that refines NSObjectProtocol is conformed to by NSObject's subclasses.
    let bases = (model.refinesNSObjectProtocol ? "NSObject, " : "") + model.name
    var members: [String] = []
    if model.isMainActor {
      // The events capture a stand-in made by their declaration, which is not isolated; the class, conforming
      // to a main-actor protocol, is (and so Sendable), its initialiser too when NSObject's is inherited.
      members.append(
        model.refinesNSObjectProtocol
          ? "\(indent)nonisolated override init() { super.init() }" : "\(indent)nonisolated init() {}")
    }
    guard !undefaulted.isEmpty || !members.isEmpty else {
      lines.append("private final class \(name): \(bases) {}")
      return lines.joined(separator: "\n")
    }
    lines.append("private final class \(name): \(bases) {")
    for method in undefaulted {
      let parameters = method.parameters.map { parameter -> String in
        let label = parameter.label == parameter.name ? "" : "\(Self.escapedLabel(parameter.label)) "
        return "\(label)\(Self.escaped(parameter.name)): \(parameter.methodType)"
      }
      let effects = method.effects.isEmpty ? "" : " \(method.effects)"
      let returns = effects + (method.returnType.map { " -> \($0)" } ?? "")
      let declaration = Self.wrappedDeclaration(
        prefix: "\(indent)func \(Self.escaped(method.baseName))(", items: parameters, suffix: ")\(returns) {",
        indent: indent)
      if method.returnType == nil {
        var member = declaration
        member[member.count - 1] += "}"
        members.append(member.joined(separator: "\n"))
      } else {
        members.append(
          (declaration + [
            "\(indent)\(indent)fatalError(\"\(method.qualifiedTitle) has no default implementation\")", "\(indent)}",
          ]).joined(separator: "\n"))
      }
    }
    return (lines + [members.joined(separator: "\n\n"), "}"]).joined(separator: "\n")
  }
}
