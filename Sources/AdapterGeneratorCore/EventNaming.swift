// How a method becomes an event name, following the hand-written adapters:
// a Cocoa-style method named after its sender, `parser(_:didStartElement:…)`,
// is named by its first argument label (`didStartElement`); any other method
// by its base name (`didStartLoad(_:)` → `didStartLoad`). When that first
// label is a noun naming its argument (`task task: Task`) rather than the
// event, the next label joins it (`downloader(_:task:didReceive:)` →
// `taskDidReceive`, as URLSession's adapter names `taskDidComplete`).
// When two methods would share a name, each adds the name of the argument the
// label introduces (`didDownload data:` → `didDownloadData`), and if they still
// collide, all their labels (`taskDidCompleteWithError`). Overloads, whose
// labels are all the same, add the type of the parameter they differ in after
// its label (`shouldInteractWithURLInInteraction`). `--event` names any
// method outright, an overload by its Objective-C selector.
//
// Every step is a dictionary's count or lookup: 10,000 methods are named in
// linear time.

import Foundation

/// Assigns event names to the methods of one protocol.
enum EventNaming {
  /// One `--event <method>=<name>` argument; `<method>` is the method's name
  /// (`downloader(_:task:didReceive:)`, optionally qualified by its protocol)
  /// or the event name it would get by default.
  struct Override: Equatable {
    let argument: String
    let key: String
    let name: String

    init(parsing argument: String) throws(GeneratorError) {
      guard let equals = argument.lastIndex(of: "=") else { throw .malformedEventName(argument) }
      self.argument = argument
      key = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
      name = String(argument[argument.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, !name.isEmpty else { throw .malformedEventName(argument) }
      guard (try? ProtocolReader.checkIdentifier(name, in: argument)) != nil, !Self.unusable.contains(name) else {
        throw .invalidEventName(argument: argument, name: name)
      }
    }

    /// Names that a key path or a member reference cannot spell as a plain property.
    static let unusable: Set<String> = ["Self", "Type", "Protocol", "_"]

    func names(_ method: MethodModel, defaultName: String) -> Bool {
      key == method.title || key == method.qualifiedTitle || key == defaultName || key == method.selector
    }
  }

  /// Words that start an event's label (`didReceive`, `shouldStart`), not a noun's.
  static let eventPrefixes = [
    "did", "will", "should", "can", "may", "must", "is", "has", "was", "wants", "needs", "on", "handle", "begin",
    "end", "start", "finish", "fail", "receive", "update", "change",
  ]

  /// Apple's frameworks, whose Swift names (`cellForRowAt`) Apple's documentation and the shipped adapters use:
  /// their events keep the labels Swift imports. Any other Objective-C protocol is read next to its header,
  /// so its events take the selector's words where Swift's import left a bare preposition or verb.
  static let appleFrameworks: Set<String> = [
    "UIKit", "AppKit", "WebKit", "MapKit", "CoreLocation", "Foundation", "AVFoundation", "AVKit", "Contacts",
    "ContactsUI", "CoreBluetooth", "EventKitUI", "GameKit", "HealthKit", "MessageUI", "PhotosUI", "QuickLook",
    "SafariServices", "StoreKit", "UserNotifications", "PencilKit", "ARKit", "SceneKit", "SpriteKit", "CallKit",
  ]

  static func named(
    _ methods: [MethodModel], overrides: [Override] = [], selectorWords: Bool = true
  ) throws(GeneratorError) -> [MethodModel] {
    var named = methods
    // Without selector words, names are made as for a Swift protocol (the overrides still match selectors).
    let methods =
      selectorWords
      ? methods
      : methods.map { method in
        var swiftNamed = method
        swiftNamed.selector = nil
        return swiftNamed
      }
    let short = methods.map(shortName)
    var counts: [String: Int] = [:]
    for name in short { counts[name, default: 0] += 1 }
    // Colliding short names add the argument their label introduces; what still collides takes all labels.
    let refined = methods.indices.map { counts[short[$0]]! > 1 ? disambiguated(methods[$0]) : short[$0] }
    var refinedCounts: [String: Int] = [:]
    for name in refined { refinedCounts[name, default: 0] += 1 }
    for position in named.indices {
      let candidate = refined[position]
      let isAmbiguous = counts[short[position]]! > 1 && refinedCounts[candidate]! > 1
      let defaultName = isAmbiguous ? longName(methods[position]) : candidate
      named[position].eventName = defaultName
      named[position].defaultEventName = defaultName
    }
    named = typedOverloads(named)
    for position in named.indices {
      let defaultName = named[position].defaultEventName
      if let override = overrides.last(where: { $0.names(named[position], defaultName: defaultName) }) {
        named[position].eventName = override.name
      }
    }
    try checkUnique(named)
    return named
  }

  /// Overloads (methods with one title) that got one name each take the type
  /// of the first parameter they differ in, after that parameter's label:
  /// `textView(_:shouldInteractWith:in:interaction:)` taking a `URL` or an
  /// `NSTextAttachment` → `shouldInteractWithURLInInteraction`,
  /// `shouldInteractWithNSTextAttachmentInInteraction`. Linear: one pass to
  /// group by name, one per group member.
  static func typedOverloads(_ methods: [MethodModel]) -> [MethodModel] {
    var groups: [String: [Int]] = [:]
    for (position, method) in methods.enumerated() { groups[method.defaultEventName, default: []].append(position) }
    var result = methods
    for positions in groups.values where positions.count > 1 {
      let first = methods[positions[0]]
      guard positions.allSatisfy({ methods[$0].title == first.title }),
        let differing = first.eventParameters.indices.first(where: { index in
          positions.contains { methods[$0].eventParameters[index].type != first.eventParameters[index].type }
        })
      else { continue }
      for position in positions {
        let method = methods[position]
        let typeName = self.typeName(method.eventParameters[differing].type)
        var words: [String] = isNamedAfterSender(method) ? [] : [method.baseName]
        for (index, parameter) in method.eventParameters.enumerated() {
          if parameter.label != "_" { words.append(parameter.label) }
          if index == differing { words.append(typeName) }
        }
        result[position].defaultEventName = usable(camelCased(words))
        result[position].eventName = result[position].defaultEventName
      }
    }
    return result
  }

  /// A type's name as words of an event name: `[MKAnnotationView]` → `MKAnnotationView`,
  /// `(any UIFocusEnvironment)?` → `UIFocusEnvironment`.
  static func typeName(_ type: String) -> String {
    let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter {
      !["any", "some", "inout", "escaping", "Sendable", "MainActor"].contains($0)
    }
    return camelCased(words.map { $0.prefix(1).uppercased() + $0.dropFirst() })
  }

  /// Every `--event` must name a method of the protocol or of a protocol it refines (one left out for its
  /// types' availability counts).
  static func checkUsed(_ overrides: [Override], by model: ProtocolModel) throws(GeneratorError) {
    let methods = model.parents.flatMap(\.methods) + model.methods + model.leftOutMethods
    var keys: Set<String> = []
    for method in methods {
      keys.formUnion([method.title, method.qualifiedTitle, method.defaultEventName])
      if let selector = method.selector { keys.insert(selector) }
    }
    for override in overrides where !keys.contains(override.key) {
      throw .eventNameForUnknownMethod(argument: override.argument, protocol: model.name)
    }
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
    guard method.eventParameters.count >= 2, method.eventParameters[0].label == "_",
      method.eventParameters[1].label != "_"
    else { return false }
    // Cocoa's `sender:event:` selector names its sender by its first piece, whatever the sender's type
    // (DZNEmptyDataSet's `emptyDataSet:didTapView:` passes a `UIScrollView`).
    // A base name that says what happened (`socketDidDisconnect:withError:`) is the event itself, not a sender.
    if let pieces = selectorPieces(method), pieces.count >= 2, pieces[0] == method.baseName,
      !eventPrefixes.contains(where: { method.baseName.contains($0.prefix(1).uppercased() + $0.dropFirst()) })
    {
      return true
    }
    let typeName = method.eventParameters[0].type.prefix { $0 != "<" }.split(separator: ".").last ?? ""
    return typeName.lowercased().hasSuffix(method.baseName.lowercased())
      || method.eventParameters[0].name == method.baseName
  }

  /// Whether the label of parameter `position` is a noun naming its argument
  /// (`task task: Task`: the label is the argument's name) followed by a
  /// label that names the event.
  static func labelIsANoun(_ method: MethodModel, at position: Int) -> Bool {
    let parameters = method.eventParameters
    guard position + 1 < parameters.count, parameters[position + 1].label != "_" else { return false }
    let label = parameters[position].label
    return label == parameters[position].name && !eventPrefixes.contains { label.hasPrefix($0) }
  }

  static func shortName(_ method: MethodModel) -> String {
    guard isNamedAfterSender(method) else { return usable(method.baseName) }
    let label = selectorLabel(method, at: 1)
    return usable(labelIsANoun(method, at: 1) ? camelCased([label, method.eventParameters[2].label]) : label)
  }

  /// The selector's pieces (`carousel:valueForOption:withDefault:` → `carousel`, `valueForOption`,
  /// `withDefault`), or `nil` for a Swift requirement.
  static func selectorPieces(_ method: MethodModel) -> [String]? {
    method.selector.map { $0.split(separator: ":").map(String.init) }
  }

  /// The label of parameter `position`, or, where Swift's import left a bare preposition or verb
  /// (`valueFor`, `cellFor`, `didReceive`), the selector's piece, which names what it is about
  /// (`valueForOption`, `cellForDate`, `didReceiveTrust`).
  static func selectorLabel(_ method: MethodModel, at position: Int) -> String {
    let label = method.eventParameters[position].label
    guard let pieces = selectorPieces(method), position < pieces.count, pieces[position].count > label.count,
      pieces[position].hasPrefix(label)
    else { return label }
    let words = label.filter(\.isUppercase).count + 1
    let isBare =
      ["For", "With", "At", "In", "Of", "From", "To", "By"].contains { label.hasSuffix($0) }
      || (words <= 2 && eventPrefixes.contains { label.hasPrefix($0) })
    return isBare ? pieces[position] : label
  }

  /// A key path cannot name a property `Type` or `Protocol`, even in backticks: such an event is lowercased.
  static func usable(_ name: String) -> String {
    name == "Type" || name == "Protocol" ? name.lowercased() : name
  }

  /// The short name and the name of the argument its last label introduces:
  /// `didDownload data:` → `didDownloadData`; the long name when that says nothing more.
  static func disambiguated(_ method: MethodModel) -> String {
    let short = shortName(method)
    guard isNamedAfterSender(method) else { return longName(method) }
    let position = labelIsANoun(method, at: 1) ? 2 : 1
    let parameter = method.eventParameters[position]
    guard parameter.name != parameter.label, !parameter.name.hasPrefix("argument") else { return longName(method) }
    return camelCased([short, parameter.name])
  }

  static func longName(_ method: MethodModel) -> String {
    let labels = method.eventParameters.map(\.label).filter { $0 != "_" }
    let words = isNamedAfterSender(method) ? labels : [method.baseName] + labels
    return usable(words.isEmpty ? method.baseName : camelCased(words))
  }

  /// `["task", "didReceive"]` → `taskDidReceive`.
  static func camelCased(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
