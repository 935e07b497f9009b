// The part of the adapter that keeps a protocol's default implementations:
// the `defaulted(_:by:)` event declarations and the private stand-in class
// they call (see `DefaultImplementations` and the library's
// `DefaultImplementation.swift`).

extension Renderer {
  /// `var e: Event<…> { defaulted(.init(…)) { a, b in PDefaults().m(a, b: b) } }`.
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
    let head = "\(body)defaulted(\(initializer)) {" + (names.isEmpty ? "" : " \(names.joined(separator: ", ")) in")
    lines.append(head)
    lines += Self.wrappedCall(
      prefix: "\(body)\(indent)\(method.callMarkers)\(DefaultImplementations.standInName(for: model.name))()."
        + "\(Self.escaped(method.baseName))(",
      items: callArguments(method), indent: body + indent)
    lines += ["\(body)}", "\(indent)}"]
    return lines.joined(separator: "\n")
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
    guard !undefaulted.isEmpty else {
      lines.append("private final class \(name): \(bases) {}")
      return lines.joined(separator: "\n")
    }
    lines.append("private final class \(name): \(bases) {")
    var members: [String] = []
    for method in undefaulted {
      let parameters = method.parameters.map { parameter -> String in
        let label = parameter.label == parameter.name ? "" : "\(Self.escapedLabel(parameter.label)) "
        return "\(label)\(Self.escaped(parameter.name)): \(parameter.type)"
      }
      let effects = method.effects.isEmpty ? "" : " \(method.effects)"
      let returns = effects + (method.answer.map { " -> \($0)" } ?? "")
      let declaration = Self.wrappedDeclaration(
        prefix: "\(indent)func \(Self.escaped(method.baseName))(", items: parameters, suffix: ")\(returns) {",
        indent: indent)
      if method.answer == nil {
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
