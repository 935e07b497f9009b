// Builds a `ProtocolModel` from a symbol graph, refusing what DelegateDSL
// cannot express: each refusal is one `GeneratorError`.

import Foundation

/// Reads one protocol, and the protocols it refines, out of a `SymbolIndex`.
struct ProtocolReader {
  let index: SymbolIndex

  /// Protocols that a delegate protocol may refine without contributing
  /// events: markers, and `NSObjectProtocol`, which the proxy's `NSObject`
  /// base class implements.
  static let eventlessParents: Set<String> = [
    "AnyObject", "NSObjectProtocol", "Sendable", "SendableMetatype", "Actor", "Copyable", "Escapable",
    "BitwiseCopyable",
  ]

  private static let protocolKind = "swift.protocol"

  func read(protocol name: String) throws(GeneratorError) -> ProtocolModel {
    guard let symbol = index.type(named: name, kinds: [Self.protocolKind]) else {
      throw .unknownProtocol(name: name, modules: index.modules)
    }
    guard isClassBound(symbol) else { throw .notClassBound(protocol: name) }
    var seen: Set<String> = [symbol.identifier.precise]
    var parents: [ParentModel] = []
    try collectParents(of: symbol, seen: &seen, into: &parents)
    var model = ProtocolModel(
      name: name,
      isMainActor: hasInherited(symbol) { $0.hasAttribute("@MainActor") },
      isSendable: isSendable(symbol),
      methods: try EventNaming.named(try methods(of: symbol)),
      parents: parents)
    model.accessLevel = Access.level(of: symbol)
    model.module = Imports.module(of: symbol.identifier.precise)
    model.modules = Imports.modules(of: symbol, parents: parents, in: index)
    model.refinesNSObjectProtocol = hasInherited(symbol) { inheritanceClause($0).contains("NSObjectProtocol") }
    return model
  }

  // MARK: Requirements

  private func methods(of symbol: SymbolGraph.Symbol) throws(GeneratorError) -> [MethodModel] {
    let identifier = symbol.identifier.precise
    let requirementIDs = Set(
      index.relationships.filter {
        $0.target == identifier && ($0.kind == "requirementOf" || $0.kind == "optionalRequirementOf")
      }.map(\.source))
    // Graph order is declaration order; default implementations are not requirements.
    let requirements = index.symbols.filter {
      requirementIDs.contains($0.identifier.precise) && $0.swiftExtension == nil
    }
    let optionalIDs = Set(
      index.relationships.filter { $0.target == identifier && $0.kind == "optionalRequirementOf" }.map(\.source))
    var result: [MethodModel] = []
    var seen: Set<String> = []
    for requirement in requirements where seen.insert(requirement.identifier.precise).inserted {
      var method = try method(requirement, of: symbol.names.title)
      method.hasDefault = index.defaultedRequirements.contains(requirement.identifier.precise)
      // `@objc optional` (Apple platforms): the proxy calls it with `?(…)` and
      // leaves a real delegate that lacks it out of the answer, which
      // `sendIfImplemented` does for methods that neither await nor throw only.
      if optionalIDs.contains(requirement.identifier.precise) {
        guard method.effects.isEmpty else {
          throw .optionalEffectfulMethod(method: method.qualifiedTitle, effects: method.effects)
        }
        method.isOptional = true
      }
      result.append(method)
    }
    return result
  }

  private func method(_ symbol: SymbolGraph.Symbol, of protocolName: String) throws(GeneratorError) -> MethodModel {
    let title = "\(protocolName).\(symbol.names.title)"
    guard symbol.kind.identifier == "swift.method" else {
      throw .notAMethod(requirement: title, kind: Self.kindName(symbol.kind.identifier))
    }
    if let generics = symbol.swiftGenerics?.parameters, !generics.isEmpty {
      throw .genericMethod(method: title, parameters: generics.map(\.name))
    }
    let effects = Self.effects(symbol.declarationFragments ?? [])
    if effects.contains("rethrows") { throw .rethrowingMethod(title) }
    if let thrown = effects.first(where: { $0.hasPrefix("throws(") }) {
      throw .typedThrows(method: title, error: String(thrown.dropFirst("throws(".count).dropLast()))
    }

    let labels = Self.argumentLabels(symbol.names.title)
    // Types come from the declaration, which keeps `inout` and `@escaping`;
    // `functionSignature` drops `inout`. Names come from `functionSignature`.
    let types = Self.parameterTypes(symbol.declarationFragments ?? [])
    let signatureParameters = symbol.functionSignature?.parameters ?? []
    var parameters: [ParameterModel] = []
    for (position, type) in types.enumerated() {
      let described = position < signatureParameters.count ? signatureParameters[position] : nil
      let name = described.map { $0.internalName ?? $0.name } ?? "_"
      if type.hasPrefix("inout ") { throw .inoutParameter(method: title, parameter: name) }
      parameters.append(
        ParameterModel(
          label: position < labels.count ? labels[position] : "_",
          name: name == "_" ? "argument\(position)" : name, type: type))
    }
    if parameters.count > Rules.maximumArity {
      throw .tooManyArguments(method: title, count: parameters.count, maximum: Rules.maximumArity)
    }
    let answer = Self.normalized(symbol.functionSignature?.returns?.map(\.spelling).joined() ?? "()")
    return MethodModel(
      protocolName: protocolName, title: symbol.names.title,
      baseName: String(symbol.names.title.prefix { $0 != "(" }), parameters: parameters,
      answer: answer == "()" || answer == "Void" ? nil : answer, isAsync: effects.contains("async"),
      isThrowing: effects.contains("throws"), eventName: "")
  }

  /// The effects of a declaration such as `func f(_ a: () async -> Void) async throws(E) -> C`:
  /// the keywords between the parameter list and the arrow (`["async", "throws(E)"]`),
  /// not those of a parameter's function type.
  static func effects(_ fragments: [SymbolGraph.Fragment]) -> [String] {
    var depth = 0
    var rest: String?
    for fragment in fragments {
      if rest != nil {
        rest?.append(fragment.spelling)
        continue
      }
      for character in fragment.spelling {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if rest == nil && depth == 0 && character == ")" {
          rest = ""
        } else if rest != nil {
          rest?.append(character)
        }
      }
    }
    var text = rest ?? ""
    for end in ["->", " where "] {
      if let range = text.range(of: end) { text = String(text[..<range.lowerBound]) }
    }
    return text.split(separator: " ").map { String($0) }
  }

  /// `parser(_:didStartElement:)` → `["_", "didStartElement"]`.
  static func argumentLabels(_ title: String) -> [String] {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
    let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
    return inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
  }

  /// The parameter types of a declaration such as
  /// `func f(_ a: A, label b: inout B) -> C`: each parameter starts with an
  /// `externalParam` fragment inside the outer parentheses, and its type is
  /// what follows its first `: `, up to the next parameter or the closing parenthesis.
  static func parameterTypes(_ fragments: [SymbolGraph.Fragment]) -> [String] {
    var texts: [String] = []
    var depth = 0
    scan: for fragment in fragments {
      if fragment.kind == "externalParam" && depth == 1 {
        texts.append("")
        continue
      }
      for character in fragment.spelling {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) {
          depth -= 1
          if depth == 0 { break scan }
        }
        if !texts.isEmpty { texts[texts.count - 1].append(character) }
      }
    }
    return texts.map { text in
      guard let colon = text.range(of: ": ") else { return normalized(text) }
      var type = String(text[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
      if type.hasSuffix(",") { type.removeLast() }
      return normalized(type)
    }
  }

  /// The compiler prints dictionary types as `[K : V]`; this project writes `[K: V]`.
  static func normalized(_ type: String) -> String {
    type.replacingOccurrences(of: " : ", with: ": ").trimmingCharacters(in: .whitespaces)
  }

  static func kindName(_ identifier: String) -> String {
    switch identifier {
    case "swift.property": return "property"
    case "swift.type.property": return "static property"
    case "swift.type.method": return "static method"
    case "swift.init": return "initializer"
    case "swift.subscript": return "subscript"
    case "swift.associatedtype": return "associated type"
    default: return identifier
    }
  }

  // MARK: Refinement

  /// The protocols `symbol` refines (`conformsTo`) that are in the graph, or
  /// the names of those that are not.
  private func refined(_ symbol: SymbolGraph.Symbol) -> [(name: String, symbol: SymbolGraph.Symbol?)] {
    index.relationships(from: symbol.identifier.precise, kind: "conformsTo").map { relationship in
      let target = index[relationship.target]
      let name =
        target?.names.title ?? relationship.targetFallback?.split(separator: ".").last.map(String.init)
        ?? relationship.target
      return (name, target)
    }
  }

  private func collectParents(
    of symbol: SymbolGraph.Symbol, seen: inout Set<String>, into parents: inout [ParentModel]
  ) throws(GeneratorError) {
    for (name, parent) in refined(symbol) where !Self.eventlessParents.contains(name) {
      guard let parent, parent.kind.identifier == Self.protocolKind else {
        throw .unreadableParent(protocol: symbol.names.title, parent: name)
      }
      guard seen.insert(parent.identifier.precise).inserted else { continue }
      parents.append(ParentModel(name: name, methods: try EventNaming.named(try methods(of: parent))))
      try collectParents(of: parent, seen: &seen, into: &parents)
    }
  }

  /// Whether `symbol` or a protocol it refines satisfies `test`.
  private func hasInherited(_ symbol: SymbolGraph.Symbol, _ test: (SymbolGraph.Symbol) -> Bool) -> Bool {
    var visited: Set<String> = []
    func visit(_ symbol: SymbolGraph.Symbol) -> Bool {
      guard visited.insert(symbol.identifier.precise).inserted else { return false }
      return test(symbol) || refined(symbol).contains { $0.symbol.map(visit) ?? false }
    }
    return visit(symbol)
  }

  private func isSendable(_ symbol: SymbolGraph.Symbol) -> Bool {
    hasInherited(symbol) { candidate in
      refined(candidate).contains { $0.name == "Sendable" } || inheritanceClause(candidate).contains("Sendable")
    }
  }

  /// A protocol is class-bound when it, or a protocol it refines, names
  /// `AnyObject`, a class, `NSObjectProtocol` or `Actor`, or is `@objc`.
  func isClassBound(_ symbol: SymbolGraph.Symbol) -> Bool {
    hasInherited(symbol) { candidate in
      if candidate.hasAttribute("@objc") { return true }
      if !index.relationships(from: candidate.identifier.precise, kind: "inheritsFrom").isEmpty { return true }
      let names = Set(inheritanceClause(candidate)).union(refined(candidate).map(\.name))
      return !names.isDisjoint(with: ["AnyObject", "class", "NSObjectProtocol", "Actor"])
    }
  }

  /// `protocol P : A, B where …` → `["A", "B"]`.
  private func inheritanceClause(_ symbol: SymbolGraph.Symbol) -> [String] {
    let declaration = symbol.declaration
    guard let colon = declaration.range(of: " : ") else { return [] }
    var clause = String(declaration[colon.upperBound...])
    if let whereClause = clause.range(of: " where ") { clause = String(clause[..<whereClause.lowerBound]) }
    return clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
