// A protocol's default implementations, from the symbol graph's
// `defaultImplementationOf` relationships (a method in a protocol extension →
// the requirement it implements). The proxy implements every requirement,
// so a default would never run through it: the generated events name it
// (`defaulted(_:by:)`), and a private class that conforms without
// overriding it calls it when there is no real delegate.

/// Which requirements have a default implementation, and the stand-in class that reaches them.
enum DefaultImplementations {
  /// The requirements with a default any conforming class gets: one from an
  /// unconstrained extension, or one constrained only by `Self: AnyObject`
  /// or the protocol itself. One pass over the relationships.
  static func requirements(
    in relationships: [SymbolGraph.Relationship], symbols: [String: SymbolGraph.Symbol]
  ) -> Set<String> {
    var result: Set<String> = []
    for relationship in relationships where relationship.kind == "defaultImplementationOf" {
      guard let implementation = symbols[relationship.source] else { continue }
      let constraints = implementation.swiftExtension?.constraints ?? []
      let protocolName = implementation.pathComponents.first
      let general = constraints.allSatisfy { constraint in
        constraint.lhs == "Self" && (constraint.rhs == "AnyObject" || constraint.rhs == protocolName)
      }
      if general { result.insert(relationship.target) }
    }
    return result
  }

  /// The stand-in's name: `ImageDownloaderDelegate` → `ImageDownloaderDelegateDefaults`.
  static func standInName(for protocolName: String) -> String { "\(protocolName)Defaults" }
}
