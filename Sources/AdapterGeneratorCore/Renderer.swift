// Writes the adapter file: the events extension, the proxy and, given a host,
// its `DelegateHost` conformance, laid out as swift-format lays out this
// project (2-space indent, 120 columns) so that a generated file passes
// `swift format lint --strict` and reads like the hand-written adapters.

import Foundation

/// The class whose delegate property the proxy serves.
struct HostModel: Equatable {
  let name: String
  /// The class's generic parameters, spelled out in the slot's key path (`\NSCache<KeyType, ObjectType>.delegate`).
  let genericParameters: [String]
  let property: String
  let isMainActor: Bool
  /// The access level `delegateSlot` needs: a public host's conformance to
  /// the public `DelegateHost` needs a public witness. `nil` means take `--access`.
  let accessLevel: String?
  /// The property holds its delegate strongly (it is not declared `weak`, or
  /// `--holding strong`): the slot is declared `holding: .strong`.
  var holdsStrongly = false
  /// A second delegate property of a host that has its primary slot already:
  /// a named slot, `static var <property>Slot`, instead of a `DelegateHost` conformance.
  var isNamedSlot = false
  /// The host's module, when the graph declares it (see `Imports`).
  var modules: Set<String> = []
  /// The host calls its delegate from a queue of its own (`delegateQueue`; see `HandlerIsolation`).
  var callsFromItsOwnQueue = false
  /// Entry points per (protocol, host class) instead of a `DelegateHost`
  /// conformance (see `Renderer+EntryPoints`): an Objective-C class, or `--host-entry-points`.
  var usesEntryPoints = false
  /// The property's type is a composition (`(any P & Q)?`): the other
  /// protocols, which the proxy conforms to as well (see `Renderer+EntryPoints`).
  var composedProtocols: [String] = []
  /// Protocols the host also sends to the delegate the property holds (`--serves`, e.g. an appearance protocol
  /// refining this one): the proxy conforms to them, and the property keeps its own type (see `ComposedProtocols`).
  var servedProtocols: [String] = []

  var keyPathRoot: String {
    genericParameters.isEmpty ? name : "\(name)<\(genericParameters.joined(separator: ", "))>"
  }
}

/// Renders one protocol's adapter. The output depends only on its inputs, so
/// running the generator twice gives identical files.
struct Renderer {
  let model: ProtocolModel
  /// The rule expression of each own non-void event, by event name.
  let rules: [String: String]
  let host: HostModel?
  /// `public`, `package`, or `nil` for internal declarations.
  let accessLevel: String?
  let imports: [String]
  /// Each event's key path in a `static let` of the proxy, which the methods
  /// pass as `Self.<event>` (the default); `false` with `--key-path-literals`,
  /// whose literal `\.<event>` in the call the runtime instantiates on every dispatch.
  let staticKeyPaths: Bool
  /// The generator's arguments that shaped this output, quoted in the header.
  let arguments: [String]
  /// The library's type names that the protocol's module declares too (a
  /// protocol named `Event`), which generated code writes as `DelegateDSL.Event`.
  var clashingNames: Set<String> = []
  /// The modules the protocol's declarations name (see `Imports`).
  var inferredImports: Set<String> = []
  /// The module the file is compiled in, never imported.
  var ownModule: String? = nil
  /// The titles of overloaded requirements (see `referenceExpression`), set by `render()`.
  var overloadedTitles: Set<String> = []
  /// `--fallback`: the closure of each own non-void event that has one, by event name (see `Fallbacks`).
  var fallbacks: [String: String] = [:]
  /// `--family`: each family by its newer event's name (see `MethodFamily`).
  var families: [String: MethodFamily] = [:]
  /// `--vend`, `--proposal` and partial `lastNonNil` rules: each form by its event name (see `AnswerForm`).
  var forms: [String: AnswerForm] = [:]
  /// `--presence-effect`: the void events whose presence changes what the host does.
  var presenceEffects: Set<String> = []

  static let lineLength = 120
  static let indent = "  "

  var proxyName: String { "\(model.name)Proxy" }

  /// The library types generated code names.
  static let libraryNames: Set<String> = ["DelegateEvents", "Event", "DelegateProxy", "DelegateHost", "DelegateSlot"]

  /// The library's names that a module declaring `typeNames` may shadow: its
  /// own types, and the proxies generated for them (protocol `Delegate`'s is `DelegateProxy`).
  static func clashingNames(_ typeNames: Set<String>) -> Set<String> {
    libraryNames.filter {
      typeNames.contains($0) || ($0.hasSuffix("Proxy") && typeNames.contains(String($0.dropLast(5))))
    }
  }

  /// The library's type `name`, qualified when the user's module (or this file: a
  /// protocol named `Delegate` gets a proxy named `DelegateProxy`) declares the same name.
  func library(_ name: String) -> String {
    clashingNames.contains(name) || name == proxyName || name == model.name ? "DelegateDSL.\(name)" : name
  }

  /// How the events extension names a parent protocol. A parent named
  /// `Delegate` would be read there as `DelegateEvents`' own generic
  /// parameter (the child protocol), so the extension names it through a
  /// file-private type alias declared outside it (``parentAlias``).
  func parentReference(_ parent: ParentModel) -> String {
    parent.name == "Delegate" ? parentAliasName : parent.name
  }

  /// The alias of a parent protocol named `Delegate` (see ``parentReference(_:)``).
  var parentAliasName: String { "\(model.name)ParentDelegate" }

  /// The alias's declaration, when a parent is named `Delegate`.
  private func parentAlias() -> String? {
    guard model.parents.contains(where: { $0.name == "Delegate" }) else { return nil }
    return """
      /// The parent protocol `Delegate`, named where `DelegateEvents`' generic parameter `Delegate` hides it.
      private typealias \(parentAliasName) = Delegate
      """
  }

  /// For each parent protocol whose adapter is generated on its own, a
  /// reference to its proxy: without that adapter, the compiler's first error
  /// names it ("cannot find type 'UIScrollViewDelegateProxy' in scope"),
  /// beside the inherited events' less telling ones.
  private func parentAdapterRequirements() -> String? {
    let foreign = model.parents.filter(\.isForeign)
    guard !foreign.isEmpty else { return nil }
    var lines: [String] = []
    for parent in foreign {
      lines += Self.comment(
        "`\(model.name)` \(parent.isComposed ? "serves" : "inherits") `\(parent.name)`'s events: its adapter must be"
          + " compiled with this one"
          + " (generate it with `--protocol \(parent.name)`).", indent: "")
      lines.append("private typealias \(model.name)Needs\(parent.name)Adapter = \(parent.name)Proxy")
    }
    return lines.joined(separator: "\n")
  }

  /// The head of the events extension. A protocol named `Delegate` would be
  /// read as `DelegateEvents`' own generic parameter in a `where` clause.
  private var eventsExtensionHead: String {
    model.name == "Delegate"
      ? "extension \(library("DelegateEvents"))<any \(model.name)> {"
      : "extension \(library("DelegateEvents")) where Delegate == any \(model.name) {"
  }
  var access: String { accessLevel.map { "\($0) " } ?? "" }

  func render() -> String {
    var renderer = self
    renderer.overloadedTitles = Self.overloadedTitles(model)
    return renderer.renderSections()
  }

  private func renderSections() -> String {
    var sections = [header(), importLines(), eventsExtension(), proxyClass()]
    if let standIn = standInClass() { sections.insert(standIn, at: 3) }
    if let deprecated = deprecatedMembers() { sections.insert(deprecated, at: 2) }
    if let alias = parentAlias() { sections.insert(alias, at: 2) }
    if let requirements = parentAdapterRequirements() { sections.insert(requirements, at: 2) }
    if let host { sections.append(host.usesEntryPoints ? hostEntryPoints(host) : hostConformance(host)) }
    return sections.joined(separator: "\n\n") + "\n"
  }

  // MARK: Header

  private func header() -> String {
    let parts = host == nil ? "events and proxy" : "events, proxy and host conformance"
    var lines = [
      "// \(model.name): DelegateDSL \(parts).",
      "//",
      "// Generated by delegate-adapter-generator from the protocol's symbol graph. Do not edit:",
      "// regenerate with the same arguments (the plugin `generate-delegate-adapter` passes them on):",
    ]
    lines += Self.packed(
      arguments.map { Comments.singleLine(Self.shellQuoted($0)) }, prefix: "//   ", separator: " ")
    for parent in model.parents where parent.isForeign {
      lines += Self.packed(
        ("Needs the adapter of \(parent.name), whose events it \(parent.isComposed ? "serves" : "inherits"): generate it"
          + " with --protocol \(parent.name).")
          .split(separator: " ").map(String.init), prefix: "// ", separator: " ")
    }
    for title in model.inferredFamilies {
      lines += Self.packed(
        Comments.singleLine("Routed as a family, from the symbol graph: \(title).").split(separator: " ").map(
          String.init),
        prefix: "// ", separator: " ")
    }
    for title in model.leftOut {
      lines += Self.packed(
        Comments.singleLine("Left out: \(title).").split(separator: " ").map(String.init), prefix: "// ",
        separator: " ")
    }
    return lines.joined(separator: "\n")
  }

  private func importLines() -> String {
    Imports.lines(explicit: imports, inferred: inferredImports, excluding: ownModule)
  }

  // MARK: Events

  private var isolation: String {
    if model.isMainActor { return "@MainActor " }
    if model.isSendable { return "@Sendable " }
    return ""
  }

  func signature(_ method: MethodModel) -> String {
    let arguments = method.eventParameters.map(\.type).joined(separator: ", ")
    let effects = method.eventEffects.isEmpty ? "" : " \(method.eventEffects)"
    let isolation = method.completion != nil && answersOnMainActor ? "@MainActor " : isolation
    let answer = method.answer.map { answer in forms[method.eventName]?.eventAnswer(answer) ?? answer }
    return "\(isolation)(\(arguments))\(effects) -> \(answer ?? "Void")"
  }

  /// The handlers of a completion-handler method run on the main actor, and
  /// the host's completion is called there: the protocol is main-actor, or
  /// its host is a main-actor class (`WKWebView`, a view, whose delegate
  /// protocol the iOS 16.5 SDK leaves nonisolated), which calls its delegate
  /// on the main actor and expects its completion handler there. Otherwise
  /// they run on the global executor, as Swift runs the `async` witness of an
  /// Objective-C completion-handler requirement in a nonisolated class.
  var answersOnMainActor: Bool { model.isMainActor || host?.isMainActor == true }

  private func eventsExtension() -> String {
    var members: [String] = []
    for parent in model.parents {
      for method in parent.methods {
        members.append(
          eventDeclaration(
            method,
            initializer:
              ".init(inheriting: \\\(library("DelegateEvents"))<any \(parentReference(parent))>.\(Self.escaped(method.eventName)))",
            documentation: host?.servedProtocols.contains(parent.name) == true
              ? "`\(method.title)`, of `\(parent.name)`, which the host also sends to its `\(model.name)`:"
                + " one slot serves both protocols."
              : parent.isComposed
                ? "`\(method.title)`, of `\(parent.name)`, which the host's property composes with `\(model.name)`:"
                  + " one slot serves both protocols."
                : "`\(method.title)`, inherited from `\(parent.name)`: one slot serves both protocols."))
      }
    }
    for method in model.methods {
      let rule = rules[method.eventName]
      let optional = method.isOptional ? ", optional: a real delegate that lacks it takes no part" : ""
      var documentation =
        rule.map { "`\(method.title)`\(optional); the answers are combined by `\($0)`." }
        ?? "`\(method.title)`\(optional)."
      if let form = forms[method.eventName] {
        documentation = "`\(method.title)`\(optional); " + formDocumentation(form, method: method)
      }
      var initializer = ".init(\(rule ?? ""))"
      if let selector = method.selector {
        // An `@objc` requirement names its selector: the proxy's `responds(to:)` answers for it.
        initializer = "\(method.isOptional ? "optional" : "required")(\(initializer), selector: \"\(selector)\")"
      } else if method.isOptional {
        // The parent's `optional` marking travels with `inheriting:`; an own event is marked here.
        initializer = "optional(\(initializer)) { \(referenceExpression(method)) != nil }"
      }
      if presenceEffects.contains(method.eventName) {
        // Its presence alone changes the host: the claim is withdrawn as soon as nobody takes part.
        initializer = "presenceChangesHost(\(initializer))"
        documentation += " Its presence alone changes what the host does: it is claimed only while someone takes part."
      }
      if let family = families[method.eventName] {
        // The newer method of a family: claimed when anyone answers the older one too.
        let older =
          family.routesThroughDeprecatedWitness
          ? replacedKeyPath(family) : "\\.\(Self.escaped(family.older.eventName))"
        initializer = "replacing(\(older), with: \(initializer))"
      }
      if method.hasDefault {
        members.append(defaultedEventDeclaration(method, initializer: initializer, documentation: documentation))
        continue
      }
      members.append(eventDeclaration(method, initializer: initializer, documentation: documentation))
    }
    return eventsExtensionHead + "\n"
      + members.joined(separator: "\n\n") + "\n}"
  }

  private func eventDeclaration(_ method: MethodModel, initializer: String, documentation: String) -> String {
    let indent = Self.indent
    let head = "\(indent)\(access)var \(Self.escaped(method.eventName)): \(library("Event"))<\(signature(method))> {"
    var lines = Self.documentation(method, indent: indent).body
    lines += Self.comment(documentation, indent: indent)
    lines += method.availability.attributes.map { indent + $0 }
    let oneLine = "\(head) \(initializer) }"
    if oneLine.count <= Self.lineLength {
      lines.append(oneLine)
    } else {
      lines += [head, "\(indent)\(indent)\(initializer)", "\(indent)}"]
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Proxy

  private func proxyClass() -> String {
    // A composed host property (`any P & Q`) stores the proxy only if it conforms to all of them.
    let bases =
      ["\(library("DelegateProxy"))<any \(model.name)>", model.name] + (host?.composedProtocols ?? [])
      + (host?.servedProtocols ?? [])
      + (model.isSendable ? ["@unchecked Sendable"] : [])
    var lines: [String] = []
    if model.isSendable {
      lines += [
        "// `@unchecked Sendable` is sound: the proxy adds no stored properties, `DelegateProxy` guards its",
        "// own state with a lock, and the events of a Sendable protocol take `@Sendable` handlers.",
      ]
    }
    lines += Self.comment(
      "The `\(model.name)` proxy that `install(on:)` puts in a host's delegate property: each method"
        + " calls the real delegate, then the handlers of its event.", indent: "")
    let head = "\(access)final class \(proxyName): "
    let oneLine = head + bases.joined(separator: ", ") + " {"
    if oneLine.count <= Self.lineLength {
      lines.append(oneLine)
    } else {
      let first = head + bases[0] + ","
      lines.append(first)
      lines += Self.packed(Array(bases.dropFirst()), prefix: Self.indent, separator: ", ")
      lines.append("{")
    }
    let methods = model.parents.flatMap(\.methods) + model.methods
    var bodies = methods.map(proxyMethod)
    if let selectors = selectorEventsDeclaration(methods) { bodies.insert(selectors, at: 0) }
    if staticKeyPaths, let keyPaths = keyPathDeclarations(methods.filter { !$0.needsLiteralKeyPath }) {
      bodies.insert(keyPaths, at: 0)
    }
    return lines.joined(separator: "\n") + "\n" + bodies.joined(separator: "\n\n") + "\n}"
  }

  /// `static let didLoad = \Events.didLoad`, one per event, inherited ones
  /// included. A key-path literal is inferred `Sendable`, so the constants
  /// are concurrency-safe in any protocol's proxy.
  private func keyPathDeclarations(_ methods: [MethodModel]) -> String? {
    guard !methods.isEmpty else { return nil }
    let indent = Self.indent
    var lines: [String] = []
    for method in methods {
      lines += Self.comment("The key path of `\(method.eventName)`, made once.", indent: indent)
      let head = "\(indent)\(access)static let \(Self.escaped(method.eventName)) ="
      let value = "\\Events.\(Self.escaped(method.eventName))"
      let oneLine = "\(head) \(value)"
      lines += oneLine.count <= Self.lineLength ? [oneLine] : [head, indent + indent + value]
    }
    return lines.joined(separator: "\n")
  }

  /// `override class var selectorEvents`: the events with an Objective-C
  /// selector, inherited ones included, which the library's `responds(to:)`
  /// answers for. Those newer than the deployment target are added under
  /// `#available`; listing a deprecated event marks the override deprecated,
  /// which warns no one (the library reads it through `DelegateProxy`).
  private func selectorEventsDeclaration(_ methods: [MethodModel]) -> String? {
    let listed = methods.filter { $0.selector != nil }
    guard !listed.isEmpty else { return nil }
    let indent = Self.indent
    let body = indent + indent
    var lines = Self.comment(
      "The events with an Objective-C selector, for `responds(to:)`: a host asks before calling an optional method.",
      indent: indent)
    if listed.contains(where: { $0.availability.deprecation != nil }) {
      lines.append("\(indent)@available(*, deprecated, message: \"lists deprecated requirements' events too\")")
    }
    let head = "\(indent)\(access)override class var selectorEvents: [PartialKeyPath<Events>] {"
    let plain = listed.filter { $0.availability.introduced == nil }.map { "\\.\(Self.escaped($0.eventName))" }
    var newer: [(version: String, keyPaths: [String])] = []
    for method in listed {
      guard let version = method.availability.introduced else { continue }
      let keyPath = "\\.\(Self.escaped(method.eventName))"
      if let position = newer.firstIndex(where: { $0.version == version }) {
        newer[position].keyPaths.append(keyPath)
      } else {
        newer.append((version, [keyPath]))
      }
    }
    lines.append(head)
    if newer.isEmpty {
      lines += Self.wrappedCall(prefix: body + "[", items: plain, indent: body, suffix: "]")
    } else {
      lines += Self.wrappedCall(
        prefix: body + "var events: [PartialKeyPath<Events>] = [", items: plain, indent: body, suffix: "]")
      for (version, keyPaths) in newer {
        lines.append("\(body)if #available(\(version), *) {")
        lines += Self.wrappedCall(
          prefix: body + indent + "events += [", items: keyPaths, indent: body + indent, suffix: "]")
        lines.append(body + "}")
      }
      lines.append(body + "return events")
    }
    lines.append(indent + "}")
    return lines.joined(separator: "\n")
  }

  private func proxyMethod(_ method: MethodModel) -> String {
    let indent = Self.indent
    let parameters = method.parameters.map { parameter -> String in
      let name = Self.escaped(parameter.name)
      let label = parameter.label == parameter.name ? "" : "\(Self.escapedLabel(parameter.label)) "
      return "\(label)\(name): \(parameter.methodType)"
    }
    let effects = method.effects.isEmpty ? "" : " \(method.effects)"
    let returns = effects + (method.returnType.map { " -> \($0)" } ?? "")
    let documentation = Self.documentation(method, indent: indent)
    var lines = documentation.body
    lines += Self.comment("Dispatches `\(method.eventName)`.", indent: indent)
    if !documentation.fields.isEmpty { lines += [indent + "///"] + documentation.fields }
    lines += method.availability.attributes.map { indent + $0 }
    lines += Self.wrappedDeclaration(
      prefix: "\(indent)\(access)func \(Self.escaped(method.baseName))(", items: parameters,
      suffix: ")\(returns) {", indent: indent)
    if let family = families[method.eventName] {
      lines += familyBody(family)
      lines.append(indent + "}")
      return lines.joined(separator: "\n")
    }
    if method.completion != nil {
      lines += completionBody(method)
      lines.append(indent + "}")
      return lines.joined(separator: "\n")
    }
    if let form = forms[method.eventName] {
      lines += formBody(method, form: form)
      lines.append(indent + "}")
      return lines.joined(separator: "\n")
    }
    if let closure = fallbacks[method.eventName] {
      lines += fallbackBody(method, closure: closure)
      lines.append(indent + "}")
      return lines.joined(separator: "\n")
    }

    let names = method.parameters.map { Self.escaped($0.name) }
    var callArguments = method.parameters.map { parameter -> String in
      let name = Self.escaped(parameter.name)
      return parameter.label == "_" ? name : "\(Self.escapedLabel(parameter.label)): \(name)"
    }
    let body = indent + indent
    // An optional requirement is called with `?(…)`, which answers nil when the
    // real delegate lacks it. Optional chaining flattens an optional answer, so
    // a lacking delegate would seem to answer nil: such a method is called
    // through `.map`, which keeps the two nils apart. `Optional.map` cannot
    // await, so an effectful one binds the method instead (`optionalForwarding`).
    let sendName = method.isOptional ? "sendIfImplemented" : "send"
    var callee =
      "\(method.callMarkers)\(receiver(method)).\(Self.escaped(method.baseName))\(method.isOptional ? "?" : "")("
    var callEnd = ")"
    let keyPath = eventKeyPath(method)
    let send = "\(method.callMarkers)\(sendName)(" + ([keyPath] + names).joined(separator: ", ") + ") {"
    if method.isOptional, let answer = method.answer, Rules.isOptional(answer) {
      guard method.effects.isEmpty else {
        lines.append(body + send)
        lines += optionalForwarding(method, names: names, indent: body + indent)
        lines += [body + "}", indent + "}"]
        return lines.joined(separator: "\n")
      }
      callee = "\(referenceExpression(method)).map { $0("
      callArguments = names
      callEnd = ") }"
    }
    let call = callee + callArguments.joined(separator: ", ") + callEnd
    let oneLine = "\(body)\(send) \(call) }"
    if oneLine.count <= Self.lineLength {
      lines.append(oneLine)
    } else {
      lines.append(body + send)
      lines += Self.wrappedCall(
        prefix: "\(body)\(indent)\(callee)", items: callArguments, indent: body + indent, suffix: callEnd)
      lines.append(body + "}")
    }
    lines.append(indent + "}")
    return lines.joined(separator: "\n")
  }

  /// `Self.didLoad`, or the literal `\.didLoad` with `--key-path-literals` and
  /// for an event that has no `static let` (see `MethodModel.needsLiteralKeyPath`).
  func eventKeyPath(_ method: MethodModel) -> String {
    let event = Self.escaped(method.eventName)
    return staticKeyPaths && !method.needsLiteralKeyPath ? "Self.\(event)" : "\\.\(event)"
  }

  /// The body of a completion-handler method: the library's `answer`, whose
  /// participants each decide, the handlers later (`async`), and which calls
  /// the host's handler once, when the last has answered. The handlers get
  /// the arguments as one tuple (see `handlerCall`).
  ///
  /// ```swift
  /// answer(
  ///   Self.decidePolicyFor, proposal: nil, arguments: (webView, navigationAction),
  ///   forward: { real, finish in
  ///     if real.webView?(webView, decidePolicyFor: navigationAction, decisionHandler: { finish($0) }) == nil {
  ///       finish(nil)
  ///     }
  ///   },
  ///   callOnMainActor: { await $0($1.0, $1.1) }, completion: decisionHandler)
  /// ```
  private func completionBody(_ method: MethodModel) -> [String] {
    guard let completion = method.completion, let handler = method.parameters.last else { return [] }
    let body = Self.indent + Self.indent
    let inner = body + Self.indent
    let names = method.eventParameters.map { Self.escaped($0.name) }
    let finish = Self.uniqueName("finish", avoiding: names)
    let real = Self.uniqueName("real", avoiding: names)
    let count = completion.arguments.count
    let received = (0..<count).map { "$\($0)" }
    let answer = count == 0 ? "()" : count == 1 ? received[0] : "(" + received.joined(separator: ", ") + ")"
    var forwardArguments = method.eventParameters.map { parameter -> String in
      let name = Self.escaped(parameter.name)
      return parameter.label == "_" ? name : "\(Self.escapedLabel(parameter.label)): \(name)"
    }
    let closure = count == 0 ? "{ \(finish)(()) }" : "{ \(finish)(\(answer)) }"
    forwardArguments.append(handler.label == "_" ? closure : "\(Self.escapedLabel(handler.label)): \(closure)")
    let call =
      "\(real).\(Self.escaped(method.baseName))\(method.isOptional ? "?" : "")("
      + forwardArguments.joined(separator: ", ") + ")"
    var forward = ["forward: { \(real), \(finish) in"]
    if method.isOptional {
      forward.append(Self.indent + "if \(call) == nil {")
      forward.append(Self.indent + Self.indent + "\(finish)(nil)")
      forward.append(Self.indent + "}")
    } else {
      forward.append(Self.indent + call)
    }
    forward.append("},")
    let handlerName = Self.escaped(handler.name)
    let completionArgument = Self.completionArgument(calling: handlerName, arguments: count)
    var lines = [body + "answer("]
    lines += Self.packed(
      [
        eventKeyPath(method),
        "proposal: " + (fallbacks[method.eventName].map { "(\($0))(\(names.joined(separator: ", ")))" } ?? "nil"),
        "arguments: \(Self.argumentsValue(names)),",
      ], prefix: inner, separator: ", ")
    lines += forward.map { inner + $0 }
    lines += Self.wrappedCall(
      prefix: inner,
      items: [
        "\(answersOnMainActor ? "callOnMainActor" : "call"): \(Self.handlerCall(count: names.count))",
        "completion: \(completionArgument)",
      ], indent: body, suffix: ")")
    return lines
  }

  /// How the library calls one handler of a completion-handler event with the
  /// event's arguments, which it passes as one tuple (`$1`): `{ await $0($1.0, $1.1) }`.
  /// A main-actor closure that captured the proxy method's parameters would
  /// send them from a nonisolated method to the main actor, which Swift 6 rejects.
  static func handlerCall(count: Int) -> String {
    switch count {
    case 0: return "{ handler, _ in await handler() }"
    case 1: return "{ await $0($1) }"
    default: return "{ await $0(" + (0..<count).map { "$1.\($0)" }.joined(separator: ", ") + ") }"
    }
  }

  /// `base`, or `base` with an underscore for each parameter named so.
  static func uniqueName(_ base: String, avoiding names: [String]) -> String {
    var name = base
    while names.contains(name) { name += "_" }
    return name
  }

  /// The forwarding closure's body for an optional method that awaits or
  /// throws and answers an optional: the method is bound first, so a real
  /// delegate that lacks it answers `nil` and one that implements it answers
  /// `.some(answer)`, its own `nil` included (`Optional.map` is `rethrows`
  /// but cannot await, and `?(…)` would flatten the two nils into one).
  ///
  /// ```swift
  /// guard let method = $0.token(_:for:) else { return nil }
  /// return .some(try await method(loader, request))
  /// ```
  func optionalForwarding(_ method: MethodModel, names: [String], indent: String) -> [String] {
    Self.optionalForwarding(method, names: names, indent: indent, reference: referenceExpression(method))
  }

  /// Laid out as swift-format lays out a body that is too long for one line.
  static func optionalForwarding(
    _ method: MethodModel, names: [String], indent: String, reference: String? = nil
  ) -> [String] {
    let inner = indent + Self.indent
    // The binding must not hide a parameter the call passes on.
    var binding = "method"
    var suffix = 1
    while names.contains(binding) {
      suffix += 1
      binding = "method\(suffix)"
    }
    let bound = "let \(binding) = \(reference ?? "$0.\(Self.reference(method))")"
    let lines: [String]
    if "\(indent)guard \(bound) else { return nil }".count <= lineLength {
      lines = ["\(indent)guard \(bound) else { return nil }"]
    } else if "\(indent)guard \(bound) else {".count <= lineLength {
      lines = ["\(indent)guard \(bound) else {", "\(inner)return nil", "\(indent)}"]
    } else {
      lines = ["\(indent)guard", inner + bound, "\(indent)else { return nil }"]
    }
    let call = "\(method.callMarkers)\(binding)("
    let oneLine = "\(indent)return .some(\(call)\(names.joined(separator: ", "))))"
    if oneLine.count <= lineLength { return lines + [oneLine] }
    return lines + ["\(indent)return .some("]
      + wrappedCall(prefix: inner + call, items: names, indent: inner, suffix: "))")
  }

  /// How an `@objc optional` method is named without calling it: `$0.didLoad(_:) != nil`.
  static func reference(_ method: MethodModel) -> String {
    method.parameters.isEmpty
      ? escaped(method.baseName) : escaped(method.baseName) + method.title.drop { $0 != "(" }
  }

  /// `$0.didLoad(_:)`; an overloaded requirement's reference is coerced to its
  /// optional function type, isolation kept (`$0.mapView(_:didAdd:) as (@MainActor (MKMapView, [MKOverlayRenderer]) -> Void)?`),
  /// which picks the overload the plain reference can't.
  func referenceExpression(_ method: MethodModel) -> String {
    let plain = "\(receiver(method)).\(Self.reference(method))"
    guard overloadedTitles.contains(method.title) else { return plain }
    let types = method.parameters.map(\.methodType).joined(separator: ", ")
    let effects = method.effects.isEmpty ? "" : " \(method.effects)"
    return "(\(plain) as (\(isolation)(\(types))\(effects) -> \(method.returnType ?? "Void"))?)"
  }

  /// The real delegate as a forwarding closure calls it: `$0`, or, for a method of a protocol the host's
  /// property composes with this one (see `ComposedProtocols`), `($0 as? any UINavigationControllerDelegate)?`:
  /// the real delegate, given as this protocol, may not conform to the other, and then takes no part.
  func receiver(_ method: MethodModel) -> String {
    guard model.parents.contains(where: { $0.isComposed && $0.name == method.protocolName }) else { return "$0" }
    return "($0 as? any \(method.protocolName))?"
  }

  /// The titles that more than one requirement has (overloads), inherited ones included: one pass.
  static func overloadedTitles(_ model: ProtocolModel) -> Set<String> {
    var counts: [String: Int] = [:]
    for method in model.parents.flatMap(\.methods) + model.methods { counts[method.title, default: 0] += 1 }
    return Set(counts.filter { $0.value > 1 }.keys)
  }

  // MARK: Host

  private func hostConformance(_ host: HostModel) -> String {
    let indent = Self.indent
    let isolated = model.isMainActor || host.isMainActor ? "@MainActor " : ""
    var lines: [String]
    let slotName: String
    if host.isNamedSlot {
      // A second property: a named slot, installed with `install(on:at:)`.
      lines = ["extension \(host.name) {"]
      lines += Self.comment(
        "`\(host.name).\(host.property)`, served by `\(proxyName)`: a slot of its own, beside the host's primary"
          + " one; install with `install(on: host, at: \(host.name).\(host.property)Slot)`.", indent: indent)
      slotName = "static var \(host.property)Slot"
    } else {
      lines = ["extension \(host.name): \(isolated)\(library("DelegateHost")) {"]
      lines += Self.comment("`\(host.name).\(host.property)`, served by `\(proxyName)`.", indent: indent)
      slotName = "static var delegateSlot"
    }
    var slotArguments = ["\\\(host.keyPathRoot).\(host.property)", "proxy: \(proxyName).self"]
    if host.holdsStrongly { slotArguments.append("holding: .strong") }
    // Attributes come before the access level: `@MainActor public static var`.
    let slotIsolation = host.isNamedSlot ? isolated : ""
    lines.append(
      "\(indent)\(slotIsolation)\(host.accessLevel.map { "\($0) " } ?? access)\(slotName): \(library("DelegateSlot"))<any \(model.name)> {"
    )
    lines += Self.wrappedCall(
      prefix: "\(indent)\(indent)\(library("DelegateSlot"))(", items: slotArguments, indent: indent + indent)
    lines += ["\(indent)}", "}"]
    return lines.joined(separator: "\n")
  }

  // MARK: Layout

  /// `/// text`, wrapped at the line length; a line break in `text` (from the
  /// graph or the command line) becomes a space, so the comment cannot end early.
  static func comment(_ text: String, indent: String) -> [String] {
    packed(Comments.singleLine(text).split(separator: " ").map(String.init), prefix: indent + "/// ", separator: " ")
  }

  /// The requirement's own documentation comment, split where its `- Parameter`,
  /// `- Returns` and `- Throws` fields start: `body` ends with an empty `///`
  /// line, to go before the generated sentence; `fields` belong to the proxy
  /// method only (an event is a property). Both are empty when it has none.
  static func documentation(_ method: MethodModel, indent: String) -> (body: [String], fields: [String]) {
    let source = method.documentation
    let split = source.firstIndex(where: isFieldLine) ?? source.endIndex
    func written(_ texts: ArraySlice<String>) -> [String] {
      var texts = texts
      while texts.last?.allSatisfy(\.isWhitespace) == true { texts.removeLast() }
      var lines: [String] = []
      for text in texts {
        var line = Comments.singleLine(text)
        while line.last == " " { line.removeLast() }
        let one = line.allSatisfy(\.isWhitespace) ? indent + "///" : indent + "/// " + line
        lines += one.count <= lineLength ? [one] : comment(line, indent: indent)
      }
      return lines
    }
    let body = written(source[..<split])
    return (body.isEmpty ? [] : body + [indent + "///"], written(source[split...]))
  }

  private static func isFieldLine(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }.lowercased()
    return ["- parameter", "- returns", "- throws"].contains { trimmed.hasPrefix($0) }
  }

  /// Words packed greedily into lines of at most `lineLength` columns.
  static func packed(_ words: [String], prefix: String, separator: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      let trimmedSeparator = separator.hasSuffix(" ") ? String(separator.dropLast()) : separator
      if line.isEmpty {
        line = word
      } else if (prefix + line + separator + word + trimmedSeparator).count <= lineLength {
        line += separator + word
      } else {
        lines.append(prefix + line + trimmedSeparator)
        line = word
      }
    }
    if !line.isEmpty { lines.append(prefix + line) }
    return lines
  }

  /// A declaration on one line, or swift-format's broken form: the
  /// parameters packed on continuation lines and the closing parenthesis on its own.
  static func wrappedDeclaration(prefix: String, items: [String], suffix: String, indent: String) -> [String] {
    let oneLine = prefix + items.joined(separator: ", ") + suffix
    if oneLine.count <= lineLength { return [oneLine] }
    let continuation = indent + Self.indent
    return [prefix] + packed(items, prefix: continuation, separator: ", ") + [indent + suffix]
  }

  /// A call on one line, or broken after `(` with the arguments packed and
  /// the closing parenthesis on the last line.
  static func wrappedCall(prefix: String, items: [String], indent: String, suffix: String = ")") -> [String] {
    let oneLine = prefix + items.joined(separator: ", ") + suffix
    if oneLine.count <= lineLength { return [oneLine] }
    var lines = [prefix] + packed(items, prefix: indent + Self.indent, separator: ", ")
    lines[lines.count - 1] += suffix
    return lines
  }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "super", "self", "Self", "throw", "throws", "true", "try",
  ]

  /// Names that need backticks after a dot too (`$0.\`init\`(…)`, `\\.\`Type\``).
  static let memberKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol", "deinit", "subscript"]

  /// A name usable as an identifier in a declaration, a key path and after a dot.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) || memberKeywords.contains(name) ? "`\(name)`" : name
  }

  /// An argument label in a declaration: only `inout`, `var` and `let` need backticks there.
  static func escapedLabel(_ label: String) -> String {
    ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
  }

  /// An argument as it would be typed in a shell.
  static func shellQuoted(_ argument: String) -> String {
    let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@".contains($0) }
    return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension Renderer {
  /// What the proxy passes the library as the host's completion handler
  /// `handler` that takes `count` arguments: the library hands it one
  /// answer, a tuple when the handler takes several.
  static func completionArgument(calling handler: String, arguments count: Int) -> String {
    switch count {
    case 0: return "{ _ in \(handler)() }"
    case 1: return handler
    default: return "{ \(handler)(" + (0..<count).map { "$0.\($0)" }.joined(separator: ", ") + ") }"
    }
  }
}
