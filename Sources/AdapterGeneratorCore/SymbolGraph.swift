// The part of a `.symbols.json` file (symbol graph format 0.6, as written by
// `swift symbolgraph-extract` and `swift package dump-symbol-graph`) that the
// generator reads. Unknown keys are ignored, so newer graphs decode too.

import Foundation

/// One decoded symbol graph file.
struct SymbolGraph: Decodable {
  struct Module: Decodable {
    /// The target the graph was extracted for (`ios`, minimum version 13.0).
    struct Platform: Decodable {
      struct OperatingSystem: Decodable {
        let name: String
        let minimumVersion: Version?
      }
      let operatingSystem: OperatingSystem?
    }
    let name: String
    var platform: Platform? = nil
  }

  /// A version as the graph writes it: `{"major": 16, "minor": 0}`.
  struct Version: Decodable, Comparable, CustomStringConvertible {
    let major: Int
    var minor: Int? = nil
    var patch: Int? = nil

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.major, lhs.minor ?? 0, lhs.patch ?? 0) < (rhs.major, rhs.minor ?? 0, rhs.patch ?? 0)
    }
    static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.major, lhs.minor ?? 0, lhs.patch ?? 0) == (rhs.major, rhs.minor ?? 0, rhs.patch ?? 0)
    }

    /// `16.0`, `13.2`, `10.15.4`: always a minor version, a patch only when it is not zero.
    var description: String {
      "\(major).\(minor ?? 0)" + ((patch ?? 0) == 0 ? "" : ".\(patch ?? 0)")
    }

    init(major: Int, minor: Int? = nil, patch: Int? = nil) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    /// `13`, `13.0`, `10.15.4`; `nil` when `text` is not a version.
    init?(parsing text: String) {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
      guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
        return nil
      }
      self.major = major
      minor = parts.count > 1 ? parts[1] : nil
      patch = parts.count > 2 ? parts[2] : nil
    }
  }

  /// A piece of a declaration as the compiler prints it: a keyword, a type
  /// name, punctuation.
  struct Fragment: Decodable, Equatable {
    let kind: String
    let spelling: String
    /// For a type name, its declaration's identifier, which names its module (see `Imports`).
    var preciseIdentifier: String? = nil
  }

  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Identifier: Decodable { let precise: String }
    struct Names: Decodable { let title: String }
    struct Generics: Decodable {
      struct Parameter: Decodable { let name: String }
      let parameters: [Parameter]?
    }
    struct Extension: Decodable {
      /// A generic requirement of a constrained extension (`where Self: UIView`).
      struct Constraint: Decodable {
        let kind: String
        let lhs: String
        let rhs: String
      }
      let extendedModule: String
      let constraints: [Constraint]?
    }
    /// The documentation comment, one entry per source line (without `///`).
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    struct FunctionSignature: Decodable {
      struct Parameter: Decodable {
        let name: String
        let internalName: String?
        let declarationFragments: [Fragment]
      }
      let parameters: [Parameter]?
      let returns: [Fragment]?
    }

    let kind: Kind
    let identifier: Identifier
    let pathComponents: [String]
    let names: Names
    let declarationFragments: [Fragment]?
    let functionSignature: FunctionSignature?
    let swiftGenerics: Generics?
    let swiftExtension: Extension?
    let accessLevel: String?
    let docComment: DocComment?
    /// One entry per platform (`iOS`, `macOS`, `*` for all) that the declaration's `@available` attributes name.
    var availability: [Availability]? = nil
  }

  /// One platform's `@available`: when it was introduced, deprecated or obsoleted.
  struct Availability: Decodable {
    let domain: String?
    var introduced: Version? = nil
    var deprecated: Version? = nil
    var obsoleted: Version? = nil
    var message: String? = nil
    var renamed: String? = nil
    var isUnconditionallyDeprecated: Bool? = nil
    var isUnconditionallyUnavailable: Bool? = nil
  }

  struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
    let targetFallback: String?
  }

  let module: Module
  let symbols: [Symbol]
  let relationships: [Relationship]
}

extension SymbolGraph.Symbol {
  /// The declaration as one line of Swift, e.g. `protocol P : AnyObject`.
  var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }

  /// Whether the declaration carries `attribute` (e.g. `@MainActor`), which
  /// the compiler writes as one fragment or as `@` followed by the name.
  func hasAttribute(_ attribute: String) -> Bool {
    let fragments = declarationFragments ?? []
    let attributes = fragments.indices.filter { fragments[$0].kind == "attribute" }.map { position in
      let spelling = fragments[position].spelling
      let previous = position > 0 ? fragments[position - 1] : nil
      return previous?.kind == "attribute" && previous?.spelling == "@" ? "@" + spelling : spelling
    }
    return attributes.contains(attribute)
  }
}

/// Every symbol and relationship of one or more graphs (a module's main graph
/// and its extension graphs, or several modules), looked up by identifier.
/// Every lookup is a dictionary's: reading a protocol costs what the protocol
/// and its parents hold, not what the graph holds (a refinement chain 6,000
/// deep would otherwise rescan every relationship at each level).
struct SymbolIndex {
  let modules: [String]
  let symbols: [SymbolGraph.Symbol]
  let relationships: [SymbolGraph.Relationship]
  private let byIdentifier: [String: SymbolGraph.Symbol]
  /// The positions in `symbols` of each identifier (a symbol may appear in several graphs).
  private let positions: [String: [Int]]
  private let bySource: [String: [SymbolGraph.Relationship]]
  private let byTarget: [String: [SymbolGraph.Relationship]]
  /// The positions in `symbols` of each path, its components joined by `/`.
  private let byPath: [String: [Int]]
  /// The requirements that have a default implementation usable by any
  /// conforming class (see `DefaultImplementations`).
  let defaultedRequirements: Set<String>
  /// The module of the graph that first declares each identifier: an
  /// Objective-C identifier (`c:objc(pl)UITableViewDelegate`) names none.
  private let moduleOfIdentifier: [String: String]
  /// The platform the graphs were extracted for (`ios` and its minimum version), when they say.
  let platform: SymbolGraph.Module.Platform.OperatingSystem?

  init(graphs: [SymbolGraph]) {
    modules = graphs.map(\.module.name)
    symbols = graphs.flatMap(\.symbols)
    var moduleOfIdentifier: [String: String] = [:]
    for graph in graphs {
      for symbol in graph.symbols where moduleOfIdentifier[symbol.identifier.precise] == nil {
        moduleOfIdentifier[symbol.identifier.precise] = graph.module.name
      }
    }
    self.moduleOfIdentifier = moduleOfIdentifier
    platform = graphs.lazy.compactMap { $0.module.platform?.operatingSystem }.first
    relationships = graphs.flatMap(\.relationships)
    var byIdentifier: [String: SymbolGraph.Symbol] = [:]
    var positions: [String: [Int]] = [:]
    var byPath: [String: [Int]] = [:]
    for (position, symbol) in symbols.enumerated() {
      if byIdentifier[symbol.identifier.precise] == nil { byIdentifier[symbol.identifier.precise] = symbol }
      positions[symbol.identifier.precise, default: []].append(position)
      byPath[Self.key(symbol.pathComponents), default: []].append(position)
    }
    self.byIdentifier = byIdentifier
    self.positions = positions
    self.byPath = byPath
    bySource = Dictionary(grouping: relationships, by: \.source)
    byTarget = Dictionary(grouping: relationships, by: \.target)
    defaultedRequirements = DefaultImplementations.requirements(in: relationships, symbols: byIdentifier)
  }

  private static func key(_ path: [String]) -> String { path.joined(separator: "/") }

  subscript(identifier: String) -> SymbolGraph.Symbol? { byIdentifier[identifier] }

  /// The module that declares `identifier`: the one a Swift identifier names,
  /// else the graph's that holds the symbol (an Objective-C declaration's).
  func module(of identifier: String) -> String? {
    Imports.module(of: identifier) ?? moduleOfIdentifier[identifier].map(Imports.importable)
  }

  /// The symbols at `path`, in graph order.
  func symbols(at path: [String]) -> [SymbolGraph.Symbol] {
    (byPath[Self.key(path)] ?? []).map { symbols[$0] }.filter { $0.pathComponents == path }
  }

  /// The top-level type named `name` (a protocol or a class), in graph order.
  func type(named name: String, kinds: Set<String>) -> SymbolGraph.Symbol? {
    symbols(at: [name]).first { kinds.contains($0.kind.identifier) && $0.swiftExtension == nil }
  }

  /// The names of the graphs' top-level types, which generated code must not
  /// take for the library's (a protocol named `Event`).
  var topLevelTypeNames: Set<String> {
    Set(symbols.lazy.filter { $0.pathComponents.count == 1 && $0.kind.identifier != "swift.func" }.map(\.names.title))
  }

  /// Relationships of `kind` whose source is `identifier`.
  func relationships(from identifier: String, kind: String) -> [SymbolGraph.Relationship] {
    (bySource[identifier] ?? []).filter { $0.kind == kind }
  }

  /// Relationships of one of `kinds` whose target is `identifier`.
  func relationships(to identifier: String, kinds: Set<String>) -> [SymbolGraph.Relationship] {
    (byTarget[identifier] ?? []).filter { kinds.contains($0.kind) }
  }

  /// Every occurrence of the symbols `identifiers`, in graph order.
  func symbols(identified identifiers: Set<String>) -> [SymbolGraph.Symbol] {
    identifiers.flatMap { positions[$0] ?? [] }.sorted().map { symbols[$0] }
  }
}
