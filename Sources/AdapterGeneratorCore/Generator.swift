// The generator's walk: load the symbol graphs, read the protocol, resolve
// the rules and the host, render, then write atomically or compare (--check).

import Foundation

/// Generates DelegateDSL adapters (events, proxy, host conformance) from
/// symbol graphs; the `delegate-adapter-generator` command and the
/// `generate-delegate-adapter` plugin run it.
///
/// ```swift
/// let status = DelegateAdapterGenerator.run(["--symbol-graph", "MyKit.symbols.json", "--protocol", "LoaderDelegate"])
/// ```
public enum DelegateAdapterGenerator {
  /// Runs the generator with command-line arguments (without the program
  /// name), prints a refusal as one `error:` line on standard error, and
  /// returns the exit status: 0, or 1 when it refused or `--check` found the
  /// file stale. On a refusal the output file is left untouched.
  ///
  /// ```swift
  /// exit(DelegateAdapterGenerator.run(Array(CommandLine.arguments.dropFirst())))
  /// ```
  public static func run(_ arguments: [String]) -> Int32 {
    do {
      let options = try GeneratorOptions(parsing: arguments)
      if options.help {
        print(GeneratorOptions.usage)
        return 0
      }
      let text = try generate(options)
      try deliver(text, options: options)
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }

  /// The adapter's text for `options`.
  static func generate(_ options: GeneratorOptions) throws(GeneratorError) -> String {
    let index = SymbolIndex(graphs: try loadGraphs(options.symbolGraphs))
    var eventNames: [EventNaming.Override] = []
    for argument in options.events { eventNames.append(try EventNaming.Override(parsing: argument)) }
    var reader = ProtocolReader(index: index, eventNames: eventNames)
    reader.availability = availabilityContext(options, index: index)
    var model = try reader.read(protocol: options.protocolName)
    try EventNaming.checkUsed(eventNames, by: model)
    var host = try options.host.map { name throws(GeneratorError) in
      try hostModel(
        named: name, property: options.hostProperty, protocol: model.name, in: index,
        entryPoints: options.hostEntryPoints, parents: model.parents.map(\.name))
    }
    if let holding = options.holding { host?.holdsStrongly = holding == "strong" }
    host?.servedProtocols = options.serves
    // The protocols the host's property composes with this one, and those it also sends (`--serves`): the proxy
    // serves their events too.
    var composed: [ProtocolModel] = []
    for name in (host?.composedProtocols ?? []) + options.serves { composed.append(try reader.read(protocol: name)) }
    model.parents += composed.map { ParentModel(name: $0.name, methods: $0.methods, isForeign: true, isComposed: true) }
    var overrides: [Rules.Override] = []
    for argument in options.rules { overrides.append(try Rules.Override(parsing: argument)) }
    var formOverrides: [AnswerForm.Override] = []
    for argument in options.vends { formOverrides.append(try AnswerForm.Override(vending: argument)) }
    for argument in options.proposals { formOverrides.append(try AnswerForm.Override(proposal: argument)) }
    var fallbackOverrides: [Fallbacks.Override] = []
    for argument in options.fallbacks { fallbackOverrides.append(try Fallbacks.Override(parsing: argument)) }
    // An option naming a composed protocol's method (and none of this one's) configures that method here.
    let composedOptions = ComposedProtocols.Options(
      rules: overrides, forms: formOverrides, fallbacks: fallbackOverrides, own: model, composed: composed)
    overrides = composedOptions.ownRules
    formOverrides = composedOptions.ownForms
    fallbackOverrides = composedOptions.ownFallbacks
    try Rules.checkUsed(overrides, by: model)
    // One run asks for every undecided requirement, the composed or served protocols' included.
    var questions: [NoDelegateAnswers.Question] = []
    var rules: [String: String] = [:]
    do {
      rules = try resolveRules(
        model, overrides: overrides, formOverrides: &formOverrides, fallbackOverrides: fallbackOverrides)
    } catch .undecidedAnswers(_, let asked) { questions += asked }
    var composedRules: [(model: ProtocolModel, rules: [String: String], forms: [AnswerForm.Override])] = []
    for other in composed {
      var otherForms = composedOptions.forms(of: other)
      do {
        let otherRules = try resolveRules(
          other, overrides: composedOptions.rules(of: other), formOverrides: &otherForms,
          fallbackOverrides: composedOptions.fallbacks(of: other))
        composedRules.append((other, otherRules, otherForms))
      } catch .undecidedAnswers(_, let asked) { questions += asked }
    }
    if !questions.isEmpty { throw .undecidedAnswers(protocol: model.name, questions) }
    try EventNaming.checkUnique(model.parents.flatMap(\.methods) + model.methods)
    var fallbacks = try Fallbacks.resolve(fallbackOverrides, model: model, rules: rules)
    var families: [String: MethodFamily] = [:]
    var explicit: [MethodFamily] = []
    for argument in options.families { explicit.append(try MethodFamily(parsing: argument, methods: model.methods)) }
    // A deprecated requirement the graph says is `renamed` to another: a family without a `--family`.
    for argument in MethodFamily.inferred(from: model.methods, explicit: explicit) {
      let family = try MethodFamily(parsing: argument, methods: model.methods)
      // A vended or partial answer can't be a family's newer method: the inference gives way to the form.
      let newer = family.newer
      let isPartial = rules[newer.eventName] == ".lastNonNil()" && newer.answer.map(Rules.isOptional) == false
      if isPartial || formOverrides.contains(where: { $0.parameter == nil && $0.names(newer) }) { continue }
      explicit.append(family)
      model.inferredFamilies.append("\(family.newer.title) replacing \(family.older.title) (its `renamed`)")
    }
    for family in explicit {
      guard family.isRoutable else {
        model.leftOut.append(
          "the family \(family.newer.title) replacing \(family.older.title), whose older method is deprecated"
            + " and answers through a completion handler (no witness calls it without a warning); handle"
            + " \(family.newer.title)")
        continue
      }
      families[family.newer.eventName] = family
    }
    var forms = try AnswerForm.resolve(
      formOverrides, model: model, rules: rules, fallbacks: fallbacks, families: Set(families.keys))
    for (other, otherRules, otherForms) in composedRules {
      let otherFallbacks = try Fallbacks.resolve(composedOptions.fallbacks(of: other), model: other, rules: otherRules)
      let otherResolvedForms = try AnswerForm.resolve(
        otherForms, model: other, rules: otherRules, fallbacks: otherFallbacks, families: [])
      fallbacks.merge(otherFallbacks) { own, _ in own }
      forms.merge(otherResolvedForms) { own, _ in own }
    }
    // A threaded family passes the answer so far to the older method's participants as theirs.
    for family in families.values where family.answerMapping != nil || family.condition != nil {
      guard case .threaded = forms[family.newer.eventName] else { continue }
      throw .badFamily(
        argument: family.argument,
        problem: "a threaded family's methods must answer the same type, for every call (no 'as', no 'when')")
    }
    // Handlers keep Swift 6's checks: `@Sendable` where the host calls from its own queues (see `HandlerIsolation`).
    switch options.isolation {
    case .main?:
      guard model.isMainActor || host?.isMainActor == true else { throw .usage(HandlerIsolation.mainNeedsMainActor) }
    case .sendable?: if !model.isMainActor { model.isSendable = true }
    case .none?: break
    case nil:
      if model.isObjectiveC, !model.isMainActor, host?.isMainActor != true, host?.callsFromItsOwnQueue == true {
        model.isSendable = true
      }
    }
    var renderer = Renderer(
      model: model, rules: rules, host: host,
      accessLevel: Access.resolved(option: options.accessLevel, protocolLevel: model.accessLevel),
      imports: options.imports, staticKeyPaths: options.staticKeyPaths, arguments: options.recordedArguments)
    renderer.inferredImports = model.modules.union(host?.modules ?? [])
    renderer.fallbacks = fallbacks
    renderer.families = families
    renderer.forms = forms
    renderer.presenceEffects = try presenceEffects(options.presenceEffects, model: model)
    // The defaults' stand-in of an NSObjectProtocol subclasses NSObject.
    if model.refinesNSObjectProtocol && model.methods.contains(where: \.hasDefault) {
      renderer.inferredImports.insert("Foundation")
    }
    // An Objective-C protocol's module is never the one the adapter is compiled in.
    renderer.ownModule = model.isObjectiveC ? nil : model.module
    renderer.clashingNames = Renderer.clashingNames(index.topLevelTypeNames)
    return renderer.render()
  }

  /// The event names of the methods `arguments` name (`--presence-effect`): each names one of the protocol's own
  /// void methods.
  static func presenceEffects(_ arguments: [String], model: ProtocolModel) throws(GeneratorError) -> Set<String> {
    var names: Set<String> = []
    for argument in arguments {
      let key = argument.trimmingCharacters(in: .whitespaces)
      guard
        let method = model.methods.first(where: {
          key == $0.eventName || key == $0.title || key == $0.qualifiedTitle || key == $0.selector
        })
      else {
        throw .badAnswerForm(option: "--presence-effect", argument: argument, problem: "names none of its methods")
      }
      guard method.answer == nil else {
        throw .badAnswerForm(
          option: "--presence-effect", argument: argument,
          problem: "the method answers, and a method that answers is always withdrawn at once")
      }
      names.insert(method.eventName)
    }
    return names
  }

  /// The rule of each non-void method of `model`: every missing rule, and every Objective-C requirement whose
  /// no-delegate answer nobody decided (inferred from the graph where it can be, which may add a proposal to
  /// `formOverrides`), reported at once, not one per run.
  static func resolveRules(
    _ model: ProtocolModel, overrides: [Rules.Override], formOverrides: inout [AnswerForm.Override],
    fallbackOverrides: [Fallbacks.Override]
  ) throws(GeneratorError) -> [String: String] {
    var rules: [String: String] = [:]
    var missing: [GeneratorError.MissingRule] = []
    var questions: [NoDelegateAnswers.Question] = []
    for method in model.methods {
      let decided =
        overrides.contains { $0.names(method) } || fallbackOverrides.contains { $0.names(method) }
        || formOverrides.contains { $0.names(method) }
      switch NoDelegateAnswers.knowledge(of: method, decided: decided) {
      case .nothing: break
      case .rule(let rule, _):
        rules[method.eventName] = rule
        continue
      case .proposal(let parameter, _):
        formOverrides.append(try AnswerForm.Override(proposal: "\(method.selector ?? method.title)=\(parameter)"))
        rules[method.eventName] = ".last()"
        continue
      case .ask(let question):
        questions.append(question)
        continue
      }
      do {
        // A vended or threaded method needs no --rule: `.lastNonNil()` chooses a vended answer, and a
        // threaded proposal's last answer stands.
        if method.answer != nil, !overrides.contains(where: { $0.names(method) }),
          let form = formOverrides.last(where: { $0.names(method) })
        {
          rules[method.eventName] = form.parameter == nil ? ".lastNonNil()" : ".last()"
          continue
        }
        rules[method.eventName] = try Rules.rule(for: method, overrides: overrides)
      } catch .noDefaultRule(let method, let event, let answer) {
        missing.append(.init(method: method, event: event, answer: answer))
      }
    }
    if missing.count == 1 {
      throw .noDefaultRule(method: missing[0].method, event: missing[0].event, answer: missing[0].answer)
    }
    if missing.count > 1 { throw .noDefaultRules(missing) }
    if !questions.isEmpty { throw .undecidedAnswers(protocol: model.name, questions) }
    return rules
  }

  /// The platform the graphs were extracted for, and the deployment target:
  /// `--deployment-target`, else DelegateDSL's own minimum for the platform
  /// (an adapter can't be deployed lower than the library). The graph's own
  /// minimum version is the SDK's, not the target's, so it is not used.
  static func availabilityContext(_ options: GeneratorOptions, index: SymbolIndex) -> AvailabilityContext {
    let domain = index.platform.flatMap { AvailabilityContext.domain(ofOperatingSystem: $0.name) }
    let libraryMinimum: [String: String] = ["iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0"]
    let target = options.deploymentTarget ?? domain.flatMap { libraryMinimum[$0] }
    return AvailabilityContext(domain: domain, deploymentTarget: target.flatMap(SymbolGraph.Version.init(parsing:)))
  }

  /// Writes `text` (atomically: a temporary file renamed over the output),
  /// prints it, or with `--check` compares it with the output file.
  static func deliver(_ text: String, options: GeneratorOptions) throws(GeneratorError) {
    guard let output = options.output else {
      print(text, terminator: "")
      return
    }
    let url = URL(fileURLWithPath: output)
    if options.check {
      let current = try? String(contentsOf: url, encoding: .utf8)
      guard current == text else { throw .stale(path: output) }
      print("\(output) is up to date")
      return
    }
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .cannotWrite(path: output, reason: error.localizedDescription)
    }
  }

  // MARK: Inputs

  static func loadGraphs(_ paths: [String]) throws(GeneratorError) -> [SymbolGraph] {
    var graphs: [SymbolGraph] = []
    for path in paths {
      for file in try graphFiles(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else { throw .missingSymbolGraph(path: file) }
        do {
          graphs.append(try JSONDecoder().decode(SymbolGraph.self, from: data))
        } catch {
          throw .unreadableSymbolGraph(path: file, reason: reason(error))
        }
      }
    }
    return graphs
  }

  /// `path` itself, or the `.symbols.json` files of a directory, in name order.
  private static func graphFiles(at path: String) throws(GeneratorError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missingSymbolGraph(path: path)
    }
    guard isDirectory.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let files = names.filter { $0.hasSuffix(".symbols.json") }.sorted().map {
      URL(fileURLWithPath: path).appendingPathComponent($0).path
    }
    guard !files.isEmpty else { throw .missingSymbolGraph(path: path) }
    return files
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)' key"
    case DecodingError.dataCorrupted: return "not JSON"
    default: return "unexpected content"
    }
  }

  /// The host class as the graph declares it, when it is there: its generic
  /// parameters and isolation, and a check that the delegate property exists
  /// on it or a superclass. A host from another module is taken on trust.
  static func hostModel(
    named name: String, property: String, protocol protocolName: String, in index: SymbolIndex,
    entryPoints: Bool = false, parents: [String] = []
  ) throws(GeneratorError) -> HostModel {
    guard let symbol = index.type(named: name, kinds: ["swift.class", "swift.actor"]) else {
      // A property declared in a category on another module's class (`@interface UIScrollView (EmptyDataSet)`):
      // an Objective-C class, served by entry points (no conformance of another module's class), isolated as it is.
      if let category = index.symbols(at: [name, property]).first(where: {
        $0.kind.identifier == "swift.property" && $0.identifier.precise.hasPrefix("c:objc(cs)")
      }), let module = category.swiftExtension?.extendedModule {
        var host = HostModel(
          name: name, genericParameters: [], property: property,
          isMainActor: HostSlots.isMainActorSuperclass("\(module).\(name)"), accessLevel: nil)
        host.usesEntryPoints = true
        host.holdsStrongly = !HostSlots.isWeak(category)
        host.modules.insert(module)
        try checkEntryPointProperty(category, host: &host, protocol: protocolName, parents: parents)
        return host
      }
      var host = HostModel(name: name, genericParameters: [], property: property, isMainActor: false, accessLevel: nil)
      host.usesEntryPoints = entryPoints
      return host
    }
    // The graph calls an actor a class; its declaration says `actor`.
    if symbol.kind.identifier == "swift.actor"
      || symbol.declarationFragments?.contains(where: { $0.kind == "keyword" && $0.spelling == "actor" }) == true
    {
      throw .actorHost(host: name)
    }
    var candidate: SymbolGraph.Symbol? = symbol
    var found: SymbolGraph.Symbol?
    var isMainActor = false
    var visited: Set<String> = []
    // Up the superclass chain: the property may be inherited, and `@MainActor` too (`MKMapView` is a `UIView`).
    while let current = candidate, visited.insert(current.identifier.precise).inserted {
      if found == nil {
        found = index.symbols(at: current.pathComponents + [property]).first {
          $0.kind.identifier == "swift.property"
        }
      }
      isMainActor = isMainActor || current.hasAttribute("@MainActor")
      let superclass = index.relationships(from: current.identifier.precise, kind: "inheritsFrom").first
      candidate = superclass.flatMap { index[$0.target] }
      // A superclass outside the graphs: UIKit's and AppKit's view classes (`MKMapView` is a `UIView`) are main-actor.
      if candidate == nil, let fallback = superclass?.targetFallback, HostSlots.isMainActorSuperclass(fallback) {
        isMainActor = true
      }
    }
    guard let found else { throw .hostHasNoProperty(host: name, property: property) }
    var host = HostModel(
      name: name, genericParameters: symbol.swiftGenerics?.parameters?.map(\.name) ?? [], property: property,
      isMainActor: isMainActor,
      accessLevel: ["public", "open"].contains(symbol.accessLevel)
        ? "public" : symbol.accessLevel == "package" ? "package" : nil)
    host.holdsStrongly = !HostSlots.isWeak(found)
    host.callsFromItsOwnQueue = HandlerIsolation.hostCallsFromItsOwnQueue(symbol, in: index)
    host.isNamedSlot = HostSlots.needsNamedSlot(
      host: symbol, property: property, protocol: protocolName, in: index)
    if let module = index.module(of: symbol.identifier.precise) { host.modules.insert(module) }
    // An Objective-C class is in a hierarchy of hosts (`UITableView` is a `UIScrollView`): entry points per protocol.
    host.usesEntryPoints = entryPoints || symbol.identifier.precise.hasPrefix("c:objc(cs)")
    if host.usesEntryPoints {
      host.isNamedSlot = false
      try checkEntryPointProperty(found, host: &host, protocol: protocolName, parents: parents)
    }
    return host
  }

  /// The protocols an entry-point host's property is declared with: the protocol itself, and any it is composed
  /// with (`id<P, Q>`), which the proxy conforms to as well. A property typed as a protocol the protocol
  /// refines (`id<FSCalendarDelegate>`, which the host also sends `FSCalendarDelegateAppearance`'s methods to)
  /// is refused: it is served by the parent's adapter with `--serves <child>`.
  private static func checkEntryPointProperty(
    _ property: SymbolGraph.Symbol, host: inout HostModel, protocol protocolName: String, parents: [String]
  ) throws(GeneratorError) {
    let named = (property.declarationFragments ?? []).filter { $0.kind == "typeIdentifier" }.map(\.spelling)
    guard named.isEmpty || named.contains(protocolName) || named.contains(where: parents.contains) else {
      throw .hostPropertyType(host: host.name, property: host.property, types: named, protocol: protocolName)
    }
    host.composedProtocols = named.filter { $0 != protocolName && !parents.contains($0) }
    // A second slot of the child's type would compete with the parent's for the property and couldn't hold a real
    // delegate that is only a parent: the parent's adapter serves the child's events instead.
    if !named.contains(protocolName), let parent = named.first(where: parents.contains) {
      throw .parentTypedHostProperty(host: host.name, property: host.property, parent: parent, protocol: protocolName)
    }
  }
}
