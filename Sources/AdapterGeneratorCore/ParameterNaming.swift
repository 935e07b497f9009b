// The names a proxy method gives its parameters. They are the proxy's own
// (a conformance matches labels, not names), so the generator picks names that
// cannot clash: an unnamed parameter becomes `argument<position>` unless
// another parameter has that name, and a name that would hide a member the
// method's body calls (`send`) is changed.

/// Unique, non-shadowing parameter names for one method.
enum ParameterNaming {
  /// Names the body of a proxy method calls unqualified.
  static let reserved: Set<String> = ["send", "sendIfImplemented"]

  static func unique(_ parameters: [ParameterModel]) -> [ParameterModel] {
    var taken = Set(parameters.map(\.name)).union(reserved)
    var result: [ParameterModel] = []
    result.reserveCapacity(parameters.count)
    for (position, parameter) in parameters.enumerated() {
      guard parameter.name == "_" || reserved.contains(parameter.name) else {
        result.append(parameter)
        continue
      }
      let base = parameter.name == "_" ? "argument\(position)" : "\(parameter.name)Argument"
      var name = base
      var suffix = 1
      while taken.contains(name) {
        suffix += 1
        name = "\(base)Value\(suffix == 2 ? "" : String(suffix))"
      }
      taken.insert(name)
      var renamed = ParameterModel(label: parameter.label, name: name, type: parameter.type)
      renamed.declaredType = parameter.declaredType
      result.append(renamed)
    }
    return result
  }
}
