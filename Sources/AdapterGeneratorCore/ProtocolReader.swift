// Builds a `ProtocolModel` from a symbol graph, refusing what DelegateDSL
// cannot express: each refusal is one `GeneratorError`.

import Foundation

/// Reads one protocol, and the protocols it refines, out of a `SymbolIndex`.
struct ProtocolReader {
  let index: SymbolIndex
  /// `--event` names, applied to the protocol's methods and its parents'.
  var eventNames: [EventNaming.Override] = []
  /// The platform and deployment target that decide each requirement's `@available`.
  var availability = AvailabilityContext()
  /// Collects the optional requirements left out (see `ProtocolModel.leftOut`).
  private final class LeftOut {
    var titles: [String] = []
    var methods: [MethodModel] = []
  }
  private let leftOut = LeftOut()

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
    if hasInherited(symbol, { refined($0).contains { $0.name == "Actor" } || inheritanceClause($0).contains("Actor") })
    {
      throw .actorProtocol(protocol: name)
    }
    try Self.checkIdentifier(name, in: name)
    let parents = try collectParents(of: symbol)
    var model = ProtocolModel(
      name: name,
      isMainActor: hasInherited(symbol) { $0.hasAttribute("@MainActor") },
      isSendable: isSendable(symbol),
      methods: try EventNaming.named(
        try methods(of: symbol), overrides: eventNames, selectorWords: selectorWords(symbol)),
      parents: parents)
    model.accessLevel = Access.level(of: symbol)
    model.module = index.module(of: symbol.identifier.precise)
    model.isObjectiveC = symbol.identifier.precise.hasPrefix("c:")
    model.modules = Imports.modules(of: symbol, parents: parents, in: index)
    model.refinesNSObjectProtocol = hasInherited(symbol) { inheritanceClause($0).contains("NSObjectProtocol") }
    model.leftOut = leftOut.titles
    model.leftOutMethods = leftOut.methods
    return model
  }

  /// Whether the protocol's events take its selectors' words (see `EventNaming.appleFrameworks`).
  private func selectorWords(_ symbol: SymbolGraph.Symbol) -> Bool {
    index.module(of: symbol.identifier.precise).map { !EventNaming.appleFrameworks.contains($0) } ?? true
  }

  // MARK: Requirements

  private func methods(of symbol: SymbolGraph.Symbol) throws(GeneratorError) -> [MethodModel] {
    let identifier = symbol.identifier.precise
    let relationships = index.relationships(to: identifier, kinds: ["requirementOf", "optionalRequirementOf"])
    // Graph order is declaration order; default implementations are not requirements.
    // An Objective-C method with a completion handler is imported twice under one identifier, the second
    // time `async`: the completion form, which the proxy implements, comes first, and is kept.
    let requirements = index.symbols(identified: Set(relationships.map(\.source))).filter {
      $0.swiftExtension == nil
    }
    let optionalIDs = Set(relationships.filter { $0.kind == "optionalRequirementOf" }.map(\.source))
    var result: [MethodModel] = []
    var seen: Set<String> = []
    for requirement in requirements where seen.insert(requirement.identifier.precise).inserted {
      // What the platform lacks (`API_UNAVAILABLE(ios)`) can't be implemented there: it has no event.
      if availability.isUnavailable(requirement) { continue }
      var method = try method(requirement, of: symbol.names.title)
      method.selector = Self.selector(requirement.identifier.precise)
      method.availability = availability.model(
        for: requirement,
        types: (requirement.declarationFragments ?? []).compactMap { $0.preciseIdentifier.flatMap { index[$0] } })
      if let version = method.availability.typesNeed {
        guard optionalIDs.contains(requirement.identifier.precise) else {
          throw .requirementTypesTooNew(method: method.qualifiedTitle, version: version)
        }
        leftOut.titles.append("\(method.qualifiedTitle) (its types need \(version); a real delegate still gets it)")
        leftOut.methods.append(method)
        continue
      }
      method.hasDefault = index.defaultedRequirements.contains(requirement.identifier.precise)
      if method.hasDefault, method.completion != nil {
        // A default implementation is called as the protocol declares it: its completion stays an argument.
        method.completion = nil
        method.answer = nil
      }
      // `@objc optional` (Apple platforms): the proxy forwards it with
      // `sendIfImplemented`, which leaves a real delegate that lacks it out
      // of the answer, whatever the method's effects.
      method.isOptional = optionalIDs.contains(requirement.identifier.precise)
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
      try Self.checkForm(type, parameter: name, method: title)
      let label = position < labels.count ? labels[position] : "_"
      if label != "_" { try Self.checkIdentifier(label, in: title) }
      if name != "_" { try Self.checkIdentifier(name, in: title) }
      // An implicitly unwrapped `T!` (an unannotated Objective-C pointer) is `T?` in the event's
      // signature, where `!` is not allowed; the proxy method declares it as the protocol does.
      if type.hasSuffix("!") {
        var parameter = ParameterModel(label: label, name: name, type: String(type.dropLast()) + "?")
        parameter.declaredType = type
        parameters.append(parameter)
        continue
      }
      parameters.append(ParameterModel(label: label, name: name, type: type))
    }
    if parameters.count > Rules.maximumArity {
      throw .tooManyArguments(method: title, count: parameters.count, maximum: Rules.maximumArity)
    }
    let baseName = String(symbol.names.title.prefix { $0 != "(" })
    try Self.checkIdentifier(baseName, in: title)
    // The title must be the method's name, `base(label:…)`, one label per parameter.
    let spelledTitle = baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    guard labels.count == parameters.count, symbol.names.title == spelledTitle else {
      throw .unreadableName(name: symbol.names.title, in: protocolName)
    }
    let answer = Self.normalized(symbol.functionSignature?.returns?.map(\.spelling).joined() ?? "()")
    if let answer = symbol.functionSignature?.returns, !Self.isReadableType(answer.map(\.spelling).joined()) {
      throw .unreadableName(name: answer.map(\.spelling).joined(), in: title)
    }
    var model = MethodModel(
      protocolName: protocolName, title: symbol.names.title, baseName: baseName,
      parameters: ParameterNaming.unique(parameters),
      answer: answer == "()" || answer == "Void" ? nil : answer, isAsync: effects.contains("async"),
      isThrowing: effects.contains("throws"), eventName: "", documentation: Self.documentation(symbol))
    if model.answer == nil, model.effects.isEmpty, let last = model.parameters.last,
      let completion = CompletionHandlers.completion(
        last, objectiveC: symbol.identifier.precise.hasPrefix("c:objc"))
    {
      model.completion = completion
      model.answer = completion.arguments.isEmpty ? nil : completion.answer
    }
    return model
  }

  /// `c:objc(pl)UITableViewDelegate(im)tableView:heightForRowAtIndexPath:` →
  /// `tableView:heightForRowAtIndexPath:`; `nil` for a Swift requirement.
  static func selector(_ identifier: String) -> String? {
    guard identifier.hasPrefix("c:objc("), let marker = identifier.range(of: "(im)") else { return nil }
    let selector = identifier[marker.upperBound...]
    guard !selector.isEmpty, selector.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else {
      return nil
    }
    return String(selector)
  }

  /// The requirement's documentation comment, one entry per line, with every
  /// line break inside a line (which would end a `///` comment) made a space.
  static func documentation(_ symbol: SymbolGraph.Symbol) -> [String] {
    var lines = (symbol.docComment?.lines ?? []).map { Comments.singleLine($0.text) }
    while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Refuses the parameter forms an event cannot carry: `inout`, variadic,
  /// opaque (`some P`), `@autoclosure`, `isolated`, and the ownership modifiers.
  static func checkForm(_ type: String, parameter: String, method: String) throws(GeneratorError) {
    guard isReadableType(type) else { throw .unreadableName(name: type, in: method) }
    let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.map(String.init)
    if words.first == "inout" { throw .inoutParameter(method: method, parameter: parameter) }
    for form in ParameterForm.allCases where form.matches(type, words: words) {
      throw .unsupportedParameter(method: method, parameter: parameter, type: type, form: form)
    }
  }

  /// A type as the symbol graph spells it, safe to write into a declaration:
  /// brackets balanced, no line breaks or other control characters.
  static func isReadableType(_ type: String) -> Bool {
    var depth = 0
    var previous: Character = " "
    for character in type {
      defer { previous = character }
      if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        || Comments.lineBreaks.contains(character)
      {
        return false
      }
      if "([{<".contains(character) { depth += 1 }
      if ")]}".contains(character) || (character == ">" && previous != "-") {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
  }

  /// Refuses a name from the graph that is not a Swift identifier, so that
  /// nothing from the graph is written as code unchecked.
  static func checkIdentifier(_ name: String, in owner: String) throws(GeneratorError) {
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .unreadableName(name: name, in: owner) }
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
    case "swift.type.subscript": return "static subscript"
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

  /// Every protocol `symbol` refines, nearest first (depth first, each once),
  /// walked with a stack rather than recursion: a refinement chain thousands
  /// deep must not overflow the thread's stack.
  private func collectParents(of symbol: SymbolGraph.Symbol) throws(GeneratorError) -> [ParentModel] {
    var seen: Set<String> = [symbol.identifier.precise]
    var parents: [ParentModel] = []
    var pending = refined(symbol).reversed().map { (child: symbol, name: $0.name, parent: $0.symbol) }
    while let (child, name, parent) = pending.popLast() {
      if Self.eventlessParents.contains(name) { continue }
      guard let parent, parent.kind.identifier == Self.protocolKind else {
        throw .unreadableParent(protocol: child.names.title, parent: name)
      }
      guard seen.insert(parent.identifier.precise).inserted else { continue }
      try Self.checkIdentifier(name, in: child.names.title)
      var model = ParentModel(
        name: name,
        methods: try EventNaming.named(
          try methods(of: parent), overrides: eventNames, selectorWords: selectorWords(parent)))
      // An Objective-C protocol's adapters are all compiled outside its module, each generated on its own.
      model.isForeign =
        parent.identifier.precise.hasPrefix("c:")
        || index.module(of: parent.identifier.precise) != index.module(of: symbol.identifier.precise)
      parents.append(model)
      pending += refined(parent).reversed().map { (child: parent, name: $0.name, parent: $0.symbol) }
    }
    return parents
  }

  /// Whether `symbol` or a protocol it refines satisfies `test` (a walk with a stack, each protocol once).
  private func hasInherited(_ symbol: SymbolGraph.Symbol, _ test: (SymbolGraph.Symbol) -> Bool) -> Bool {
    var visited: Set<String> = []
    var pending = [symbol]
    while let candidate = pending.popLast() {
      guard visited.insert(candidate.identifier.precise).inserted else { continue }
      if test(candidate) { return true }
      pending += refined(candidate).compactMap(\.symbol)
    }
    return false
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
