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
    let model = try ProtocolReader(index: index, eventNames: eventNames).read(protocol: options.protocolName)
    try EventNaming.checkUsed(eventNames, by: model)
    var overrides: [Rules.Override] = []
    for argument in options.rules { overrides.append(try Rules.Override(parsing: argument)) }
    try Rules.checkUsed(overrides, by: model)
    var rules: [String: String] = [:]
    for method in model.methods {
      rules[method.eventName] = try Rules.rule(for: method, overrides: overrides)
    }
    try EventNaming.checkUnique(model.parents.flatMap(\.methods) + model.methods)
    var host = try options.host.map { name throws(GeneratorError) in
      try hostModel(named: name, property: options.hostProperty, protocol: model.name, in: index)
    }
    if let holding = options.holding { host?.holdsStrongly = holding == "strong" }
    var renderer = Renderer(
      model: model, rules: rules, host: host,
      accessLevel: Access.resolved(option: options.accessLevel, protocolLevel: model.accessLevel),
      imports: options.imports, staticKeyPaths: options.staticKeyPaths, arguments: options.recordedArguments)
    renderer.inferredImports = model.modules.union(host?.modules ?? [])
    // The defaults' stand-in of an NSObjectProtocol subclasses NSObject.
    if model.refinesNSObjectProtocol && model.methods.contains(where: \.hasDefault) {
      renderer.inferredImports.insert("Foundation")
    }
    renderer.ownModule = model.module
    renderer.clashingNames = Renderer.clashingNames(index.topLevelTypeNames)
    return renderer.render()
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
  static func hostModel(named name: String, property: String, protocol protocolName: String, in index: SymbolIndex)
    throws(GeneratorError) -> HostModel
  {
    guard let symbol = index.type(named: name, kinds: ["swift.class", "swift.actor"]) else {
      return HostModel(name: name, genericParameters: [], property: property, isMainActor: false, accessLevel: nil)
    }
    // The graph calls an actor a class; its declaration says `actor`.
    if symbol.kind.identifier == "swift.actor"
      || symbol.declarationFragments?.contains(where: { $0.kind == "keyword" && $0.spelling == "actor" }) == true
    {
      throw .actorHost(host: name)
    }
    var candidate: SymbolGraph.Symbol? = symbol
    var found: SymbolGraph.Symbol?
    var visited: Set<String> = []
    while let current = candidate, visited.insert(current.identifier.precise).inserted, found == nil {
      found = index.symbols(at: current.pathComponents + [property]).first {
        $0.kind.identifier == "swift.property"
      }
      let superclass = index.relationships(from: current.identifier.precise, kind: "inheritsFrom").first
      candidate = superclass.flatMap { index[$0.target] }
    }
    guard let found else { throw .hostHasNoProperty(host: name, property: property) }
    var host = HostModel(
      name: name, genericParameters: symbol.swiftGenerics?.parameters?.map(\.name) ?? [], property: property,
      isMainActor: symbol.hasAttribute("@MainActor"),
      accessLevel: ["public", "open"].contains(symbol.accessLevel)
        ? "public" : symbol.accessLevel == "package" ? "package" : nil)
    host.holdsStrongly = !HostSlots.isWeak(found)
    host.isNamedSlot = HostSlots.needsNamedSlot(
      host: symbol, property: property, protocol: protocolName, in: index)
    if let module = Imports.module(of: symbol.identifier.precise) { host.modules.insert(module) }
    return host
  }
}
