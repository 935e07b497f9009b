// The access level of the generated declarations: `--access`, or else the
// protocol's own, so that a public protocol in a library gets events and a
// proxy its clients can use.

/// Access levels as the generator reads and writes them.
enum Access {
  /// The level a symbol's declarations are generated with: `public` for a
  /// public or open symbol, `package`, or `nil` (internal) for the rest.
  static func level(of symbol: SymbolGraph.Symbol) -> String? {
    switch symbol.accessLevel {
    case "public", "open": return "public"
    case "package": return "package"
    default: return nil
    }
  }

  /// `--access` when given (`internal` meaning `nil`), else the protocol's.
  static func resolved(option: String?, protocolLevel: String?) -> String? {
    guard let option else { return protocolLevel }
    return option == "internal" ? nil : option
  }
}
