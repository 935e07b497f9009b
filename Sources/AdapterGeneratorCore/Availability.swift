// Which `@available` attributes a requirement's event and proxy method carry,
// read from the symbol graph's `availability` entries for the platform the
// adapter is compiled for: introduced in the later of the requirement's
// version and those of the types its signature names (a newer parameter type
// makes the event as new as it), deprecated as the requirement is, and left
// out when the platform doesn't have it at all.

/// The platform and deployment target that decide the attributes.
struct AvailabilityContext: Equatable {
  /// The graph's platform domain as `@available` spells it (`iOS`, `macOS`), or `nil` (Linux).
  var domain: String?
  /// `--deployment-target`, else the graph's minimum version: an `introduced`
  /// at or before it needs no attribute.
  var deploymentTarget: SymbolGraph.Version?

  /// `ios` → `iOS`, as the graph's `operatingSystem` names it.
  static func domain(ofOperatingSystem name: String) -> String? {
    switch name.lowercased() {
    case "ios": return "iOS"
    case "macos", "macosx": return "macOS"
    case "tvos": return "tvOS"
    case "watchos": return "watchOS"
    case "visionos", "xros": return "visionOS"
    default: return nil
    }
  }

  /// The entries that apply: the platform's own, and those for every platform (`*`).
  func entries(_ symbol: SymbolGraph.Symbol?) -> [SymbolGraph.Availability] {
    (symbol?.availability ?? []).filter { $0.domain == nil || $0.domain == "*" || $0.domain == domain }
  }

  /// The symbol is unavailable on the platform: unconditionally, or obsoleted by the deployment target.
  func isUnavailable(_ symbol: SymbolGraph.Symbol) -> Bool {
    entries(symbol).contains { entry in
      if entry.isUnconditionallyUnavailable == true { return true }
      if let obsoleted = entry.obsoleted, let target = deploymentTarget, obsoleted <= target { return true }
      return false
    }
  }

  /// The platform version `symbol` was introduced in, if the graph says.
  func introduced(_ symbol: SymbolGraph.Symbol?) -> SymbolGraph.Version? {
    entries(symbol).compactMap(\.introduced).max()
  }

  /// The requirement's attributes: `introduced` is the latest of its own and
  /// of `types`' (the symbols its declaration names), written only when it is
  /// later than the deployment target.
  func model(for symbol: SymbolGraph.Symbol, types: [SymbolGraph.Symbol]) -> AvailabilityModel {
    var model = AvailabilityModel()
    if let domain {
      let own = introduced(symbol)
      let latest = ([own] + types.map(introduced)).compactMap { $0 }.max()
      if let latest, deploymentTarget.map({ latest > $0 }) ?? true {
        model.introduced = "\(domain) \(latest)"
        // Swift requires a witness to be as available as its requirement: one whose types are newer than
        // itself (an Objective-C header's leniency) can't be implemented below the types' version.
        if latest > (own ?? SymbolGraph.Version(major: 0)) { model.typesNeed = "\(domain) \(latest)" }
      }
    }
    for entry in entries(symbol) {
      let message =
        entry.message.flatMap { $0.isEmpty ? nil : $0 }
        ?? entry.renamed.map { "replaced by '\($0)'" }
      let messagePart = message.map { ", message: \(Self.literal($0))" } ?? ""
      if entry.isUnconditionallyDeprecated == true {
        model.deprecation = "@available(*, deprecated\(messagePart))"
        model.renamed = entry.renamed ?? model.renamed
      } else if let deprecated = entry.deprecated, let domain, entry.domain == domain {
        model.deprecation = "@available(\(domain), deprecated: \(deprecated)\(messagePart))"
        model.renamed = entry.renamed ?? model.renamed
      }
    }
    return model
  }

  /// A Swift string literal of `text` on one line: quotes and backslashes escaped, line breaks made spaces.
  static func literal(_ text: String) -> String {
    var result = "\""
    for character in Comments.singleLine(text) {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
          result += " "
        } else {
          result.append(character)
        }
      }
    }
    return result + "\""
  }
}
