// How a method becomes an event name, following the hand-written adapters:
// a Cocoa-style method named after its sender, `parser(_:didStartElement:…)`,
// is named by its first argument label (`didStartElement`); any other method
// by its base name (`didStartLoad(_:)` → `didStartLoad`). When two methods
// would share a name, both take all their labels (`task` + `didCompleteWithError`
// → `taskDidCompleteWithError`).

/// Assigns event names to the methods of one protocol.
enum EventNaming {
  static func named(_ methods: [MethodModel]) throws(GeneratorError) -> [MethodModel] {
    var named = methods
    let short = methods.map(shortName)
    for position in named.indices {
      let isAmbiguous = short.filter { $0 == short[position] }.count > 1
      named[position].eventName = isAmbiguous ? longName(methods[position]) : short[position]
    }
    try checkUnique(named)
    return named
  }

  static func checkUnique(_ methods: [MethodModel]) throws(GeneratorError) {
    var owners: [String: MethodModel] = [:]
    for method in methods {
      if let first = owners[method.eventName] {
        throw .eventNameCollision(first: first.qualifiedTitle, second: method.qualifiedTitle, event: method.eventName)
      }
      owners[method.eventName] = method
    }
  }

  /// Whether the base name names the sender, the first argument: its type
  /// (`parser(_: XMLParser, …)`, `cache(_: NSCache<…>, …)`) or its name
  /// (`table(_ table: ListView, …)`).
  static func isNamedAfterSender(_ method: MethodModel) -> Bool {
    guard method.parameters.count >= 2, method.parameters[0].label == "_", method.parameters[1].label != "_"
    else { return false }
    let typeName = method.parameters[0].type.prefix { $0 != "<" }.split(separator: ".").last ?? ""
    return typeName.lowercased().hasSuffix(method.baseName.lowercased())
      || method.parameters[0].name == method.baseName
  }

  static func shortName(_ method: MethodModel) -> String {
    isNamedAfterSender(method) ? method.parameters[1].label : method.baseName
  }

  static func longName(_ method: MethodModel) -> String {
    let labels = method.parameters.map(\.label).filter { $0 != "_" }
    let words = isNamedAfterSender(method) ? labels : [method.baseName] + labels
    guard let first = words.first else { return method.baseName }
    return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
