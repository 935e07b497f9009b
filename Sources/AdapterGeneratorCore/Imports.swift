// The generated file's imports, inferred from the modules the symbol graph
// names: every type in a requirement's declaration carries a precise
// identifier (a mangled name, `s:20FoundationNetworking11URLResponseC`) that
// begins with its module's name. `--import` adds what can't be inferred.

/// The modules a generated adapter imports.
enum Imports {
  /// Modules that exist on some platforms only (swift-corelibs-foundation
  /// splits them off Foundation on Linux): imported under `#if canImport`.
  static let platformSplit: Set<String> = ["FoundationNetworking", "FoundationXML"]

  /// Modules every Swift file sees, or that re-export through another: never imported.
  static let implicit: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "DelegateDSL"]

  /// Modules that Foundation re-exports (swift-foundation's own parts), imported as Foundation.
  static let foundationParts: Set<String> = [
    "FoundationEssentials", "FoundationInternationalization", "CoreFoundation",
  ]

  /// The module a Swift precise identifier names (`s:10Foundation4DataV` → `Foundation`),
  /// or `nil` for the standard library's short forms (`s:Si`) and other languages' identifiers.
  static func module(of identifier: String) -> String? {
    guard identifier.hasPrefix("s:") else { return nil }
    let rest = identifier.dropFirst(2)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    guard name.count == length, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return importable(String(name))
  }

  /// The module to import for `module`: Foundation for its parts.
  static func importable(_ module: String) -> String {
    foundationParts.contains(module) ? "Foundation" : module
  }

  /// The modules named by the requirements of `symbol` and of the protocols
  /// it refines (`parents`), and by the protocols themselves: one pass over
  /// the symbols and one over the relationships.
  static func modules(of symbol: SymbolGraph.Symbol, parents: [ParentModel], in index: SymbolIndex) -> Set<String> {
    let names = Set(parents.map(\.name))
    var protocols: Set<String> = [symbol.identifier.precise]
    for candidate in index.symbols
    where candidate.kind.identifier == "swift.protocol" && candidate.swiftExtension == nil
      && candidate.pathComponents.count == 1 && names.contains(candidate.pathComponents[0])
    {
      protocols.insert(candidate.identifier.precise)
    }
    var modules: Set<String> = []
    for identifier in protocols { if let module = index.module(of: identifier) { modules.insert(module) } }
    for identifier in protocols {
      for relationship in index.relationships(to: identifier, kinds: ["requirementOf", "optionalRequirementOf"]) {
        for fragment in index[relationship.source]?.declarationFragments ?? [] {
          if let module = fragment.preciseIdentifier.flatMap(index.module(of:)) { modules.insert(module) }
        }
      }
    }
    return modules
  }

  /// The import lines: DelegateDSL, then `explicit` and `inferred` without
  /// `exclude` (the module the file is compiled in) in name order, each once;
  /// platform-split modules under `#if canImport`.
  static func lines(explicit: [String], inferred: Set<String>, excluding exclude: String?) -> String {
    var modules = Set(explicit)
    for module in inferred where module != exclude && !implicit.contains(module) { modules.insert(module) }
    var lines = ["import DelegateDSL"]
    for module in modules.sorted() where module != "DelegateDSL" {
      if platformSplit.contains(module) {
        lines += ["#if canImport(\(module))", "  import \(module)", "#endif"]
      } else {
        lines.append("import \(module)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
