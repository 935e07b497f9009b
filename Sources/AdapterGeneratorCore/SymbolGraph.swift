// The part of a `.symbols.json` file (symbol graph format 0.6, as written by
// `swift symbolgraph-extract` and `swift package dump-symbol-graph`) that the
// generator reads. Unknown keys are ignored, so newer graphs decode too.

import Foundation

/// One decoded symbol graph file.
struct SymbolGraph: Decodable {
  struct Module: Decodable {
    let name: String
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
struct SymbolIndex {
  let modules: [String]
  let symbols: [SymbolGraph.Symbol]
  let relationships: [SymbolGraph.Relationship]
  private let byIdentifier: [String: SymbolGraph.Symbol]
  /// The requirements that have a default implementation usable by any
  /// conforming class (see `DefaultImplementations`).
  let defaultedRequirements: Set<String>

  init(graphs: [SymbolGraph]) {
    modules = graphs.map(\.module.name)
    symbols = graphs.flatMap(\.symbols)
    relationships = graphs.flatMap(\.relationships)
    var byIdentifier: [String: SymbolGraph.Symbol] = [:]
    for symbol in symbols where byIdentifier[symbol.identifier.precise] == nil {
      byIdentifier[symbol.identifier.precise] = symbol
    }
    self.byIdentifier = byIdentifier
    defaultedRequirements = DefaultImplementations.requirements(in: relationships, symbols: byIdentifier)
  }

  subscript(identifier: String) -> SymbolGraph.Symbol? { byIdentifier[identifier] }

  /// The top-level type named `name` (a protocol or a class), in graph order.
  func type(named name: String, kinds: Set<String>) -> SymbolGraph.Symbol? {
    symbols.first { $0.pathComponents == [name] && kinds.contains($0.kind.identifier) && $0.swiftExtension == nil }
  }

  /// Relationships of `kind` whose source is `identifier`.
  func relationships(from identifier: String, kind: String) -> [SymbolGraph.Relationship] {
    relationships.filter { $0.source == identifier && $0.kind == kind }
  }
}
