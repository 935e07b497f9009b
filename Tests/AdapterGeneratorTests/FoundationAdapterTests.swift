// The generator against this repository's hand-written Foundation adapters
// (Sources/DelegateDSL/Adapters/Foundation): from Foundation's own symbol
// graphs (trimmed copies in Fixtures, see Scripts/trim-symbol-graph) it must
// produce the same events (names, signatures, rules), the same proxy methods
// and the same host slots; and its files must compile.
//
// The graphs are swift-corelibs-foundation's, where the protocols are Swift
// protocols with plain requirements: the generator declares each event as
// `.init(rule)`. The hand-written adapters also compile for Apple platforms,
// where the methods are `@objc optional`, so each of their events names its
// Objective-C selector (`optional(.init(rule), selector: "…")`). The
// comparison reads both forms, compares the Linux side of the adapters'
// `#if canImport(ObjectiveC)` branches, and checks each selector against
// the method the generator found: one piece per parameter, the first the
// method's base name, each next one starting with the parameter's label
// (`archiver(_:willReplace:withObject:)` ↔ `archiver:willReplaceObject:withObject:`).

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Foundation adapters")
struct FoundationAdapterTests {
  struct Adapter: CustomTestStringConvertible, Sendable {
    let protocolName: String
    let host: String
    /// Rules that need judgement, as the hand-written adapters chose them.
    var rules: [String] = []
    var imports = ["Foundation"]
    var testDescription: String { protocolName }
  }

  static let adapters = [
    Adapter(protocolName: "XMLParserDelegate", host: "XMLParser", imports: ["Foundation", "FoundationXML"]),
    Adapter(protocolName: "NSCacheDelegate", host: "NSCache"),
    Adapter(protocolName: "StreamDelegate", host: "Stream"),
    // `nil` from any participant refuses the object; otherwise the last answer wins.
    Adapter(protocolName: "NSKeyedArchiverDelegate", host: "NSKeyedArchiver", rules: ["willEncode=lastUnlessRefused"]),
    Adapter(
      protocolName: "NSKeyedUnarchiverDelegate", host: "NSKeyedUnarchiver", rules: ["didDecode=lastUnlessRefused"]),
  ]

  static func generated(_ adapter: Adapter, host: Bool = true) throws -> String {
    var arguments = ["--access", "public"] + adapter.rules.flatMap { ["--rule", $0] }
    arguments += adapter.imports.flatMap { ["--import", $0] }
    if host { arguments += ["--host", adapter.host] }
    return try generate(adapter.protocolName, from: [Fixture.foundation, Fixture.foundationXML], arguments)
  }

  static func handWritten(_ adapter: Adapter) throws -> String {
    let file = Fixture.packageRoot.appendingPathComponent(
      "Sources/DelegateDSL/Adapters/Foundation/\(adapter.protocolName)+DelegateDSL.swift")
    return try String(contentsOf: file, encoding: .utf8)
  }

  /// Code without comments, with every run of whitespace made one space.
  static func flattened(_ source: String) -> String {
    let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    return code.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `source` as compiled where there is no Objective-C runtime, as the
  /// fixtures' graphs were made: the lines of every `#if canImport(ObjectiveC)`
  /// branch that doesn't apply there, and those directives, left out. Other
  /// conditionals are kept whole.
  static func withoutObjectiveC(_ source: String) -> String {
    // Per open `#if`: whether it tests canImport(ObjectiveC), and whether its current branch applies.
    var open: [(isObjectiveC: Bool, applies: Bool)] = []
    var kept: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let directive = line.trimmingCharacters(in: .whitespaces)
      if directive.hasPrefix("#if ") {
        let isObjectiveC = directive.contains("canImport(ObjectiveC)")
        open.append((isObjectiveC, !isObjectiveC || directive.hasPrefix("#if !canImport(ObjectiveC)")))
        if isObjectiveC { continue }
      } else if directive.hasPrefix("#else"), let last = open.last, last.isObjectiveC {
        open[open.count - 1].applies = !last.applies
        continue
      } else if directive.hasPrefix("#endif"), let last = open.popLast(), last.isObjectiveC {
        continue
      }
      if open.allSatisfy(\.applies) { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  static func matches(_ pattern: String, in source: String) throws -> [[String]] {
    let expression = try NSRegularExpression(pattern: pattern)
    let text = flattened(withoutObjectiveC(source))
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// One public event declaration: `name: signature = rule`, and the
  /// Objective-C selector it names, if any (`optional(.init(rule), selector: "…")`
  /// or `required(…)`, the latter prefixed `required `).
  struct Declaration: Equatable {
    let event: String
    let selector: String?
  }

  /// Each public event, in the forms `{ .init(rule) }`, `{ optional(.init(rule), selector: "s") }`,
  /// `{ required(.init(rule), selector: "s") }`, the optional form followed by `.adopted(by: P.self)`.
  static func declarations(_ source: String) throws -> [Declaration] {
    let form =
      #"public var (\w+): Event<(.*?)> \{ (?:\.init\((.*?)\)|(optional|required)\(\s?\.init\((.*?)\),"#
      + #" selector: "([^"]+)"\s?\)(?:\s?\.adopted\(\s?by: \(any \w+\)\.self\))?) \}"#
    return try matches(form, in: source).map { match in
      let rule = match[2].isEmpty ? match[4] : match[2]
      let selector = match[5].isEmpty ? nil : (match[3] == "required" ? "required " : "") + match[5]
      return Declaration(event: "\(match[0]): \(match[1]) = \(rule)", selector: selector)
    }
  }

  /// Each event as `name: signature = rule`.
  static func events(_ source: String) throws -> [String] {
    try declarations(source).map(\.event)
  }

  /// Whether `selector` is the Objective-C form of `method`
  /// (`name(label: Type, …)` as ``proxyMethods(_:)`` writes it): a piece
  /// per parameter, the first the base name (one that starts with it when
  /// the first parameter has a label), each next one starting with its
  /// parameter's label.
  static func selector(_ selector: String, names method: String) -> Bool {
    guard let open = method.firstIndex(of: "("), selector.hasSuffix(":") else { return false }
    let base = String(method[..<open])
    // The labels: each word right before a colon that follows `(` or `, ` (a type's generic
    // arguments, `NSCache<AnyObject, AnyObject>`, hold commas but no label).
    let labelPattern = try? NSRegularExpression(pattern: #"(?:\(|, )(\w+):"#)
    let text = String(method[open...])
    let labels = (labelPattern?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
    let pieces = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count == labels.count, let first = pieces.first, let firstLabel = labels.first else { return false }
    // `URLSession:` is `urlSession(_:…)` in Swift; `fooWithBar:` may be `foo(bar:)`.
    let firstMatches = firstLabel == "_" ? first.lowercased() == base.lowercased() : first.hasPrefix(base)
    return firstMatches && zip(pieces, labels).dropFirst().allSatisfy { $0.hasPrefix($1) }
  }

  /// Each proxy method as `name(label: Type, …) -> Answer`, without the parameters' inner names.
  static func proxyMethods(_ source: String) throws -> [String] {
    try matches(#"public func (\w+)\((.*?)\)( -> [^{]*)? \{"#, in: source).map { match in
      let parameters = match[1].components(separatedBy: ", ").map { parameter -> String in
        let colon = parameter.firstIndex(of: ":") ?? parameter.endIndex
        let names = parameter[..<colon].split(separator: " ")
        return "\(names.first ?? ""):\(parameter[colon...].dropFirst())"
      }
      return "\(match[0])(\(parameters.joined(separator: ", ")))\(match[2])"
    }
  }

  static func slots(_ source: String) throws -> [String] {
    try matches(#"(DelegateSlot\(\\[^)]*\))"#, in: source).map { $0[0] }
  }

  @Test(arguments: adapters)
  func eventsMatchTheHandWrittenAdapter(_ adapter: Adapter) throws {
    let generated = try Self.events(try Self.generated(adapter))
    let handWritten = try Self.events(try Self.handWritten(adapter))
    #expect(!generated.isEmpty)
    #expect(generated == handWritten)
  }

  /// Every hand-written event names the selector of the method the
  /// generator pairs it with (events and proxy methods come in the
  /// protocol's order), and each is an optional method, as Apple platforms'
  /// Foundation declares these five protocols' methods.
  @Test(arguments: adapters)
  func handWrittenEventsNameTheirMethodsSelectors(_ adapter: Adapter) throws {
    let methods = try Self.proxyMethods(try Self.generated(adapter))
    let declarations = try Self.declarations(try Self.handWritten(adapter))
    try #require(methods.count == declarations.count)
    for (method, declaration) in zip(methods, declarations) {
      let selector = try #require(declaration.selector, "\(declaration.event) names no selector")
      #expect(Self.selector(selector, names: method), "\(selector) is not the selector of \(method)")
    }
  }

  @Test func theSelectorCheckTellsMethodsApart() {
    #expect(
      Self.selector(
        "archiver:willReplaceObject:withObject:",
        names: "archiver(_: NSKeyedArchiver, willReplace: Any?, withObject: Any?)"))
    #expect(Self.selector("parserDidStartDocument:", names: "parserDidStartDocument(_: XMLParser)"))
    #expect(!Self.selector("parserDidEndDocument:", names: "parserDidStartDocument(_: XMLParser)"))
    #expect(
      Self.selector("cache:willEvictObject:", names: "cache(_: NSCache<AnyObject, AnyObject>:, willEvictObject: Any)"))
    #expect(
      !Self.selector(
        "archiver:willReplaceObject:", names: "archiver(_: NSKeyedArchiver, willReplace: Any?, withObject: Any?)"))
    #expect(!Self.selector("archiver:didEncodeObject:", names: "archiver(_: NSKeyedArchiver, willEncode: Any)"))
    #expect(
      !Self.selector("required archiver:willEncodeObject:", names: "archiver(_: NSKeyedArchiver, willEncode: Any)"))
  }

  @Test func theComparisonReadsEveryDeclarationForm() throws {
    let source = """
      public var a: Event<(X) -> Void> { .init() }
      public var b: Event<(X) -> Bool> {
        optional(.init(.all), selector: "x:b:")
      }
      public var c: Event<(X, Y) -> Void> {
        optional(.init(), selector: "x:y:c:").adopted(
          by: (any P).self)
      }
      public var d: Event<(X) -> Int> { required(.init(.last()), selector: "x:d:") }
      public var e: Event<(X) -> Void> {
        optional(
          .init(), selector: "x:e:"
        )
      }
      #if canImport(ObjectiveC)
        public func apple(_ x: Int) {
      #else
        public func linux(_ x: Int) {
      #endif
      }
      """
    #expect(
      try Self.declarations(source) == [
        .init(event: "a: (X) -> Void = ", selector: nil), .init(event: "b: (X) -> Bool = .all", selector: "x:b:"),
        .init(event: "c: (X, Y) -> Void = ", selector: "x:y:c:"),
        .init(event: "d: (X) -> Int = .last()", selector: "required x:d:"),
        .init(event: "e: (X) -> Void = ", selector: "x:e:"),
      ])
    #expect(try Self.proxyMethods(source) == ["linux(_: Int)"])
  }

  @Test(arguments: adapters)
  func proxyMethodsAndSlotMatchTheHandWrittenAdapter(_ adapter: Adapter) throws {
    let generated = try Self.generated(adapter)
    let handWritten = try Self.handWritten(adapter)
    let methods = try Self.proxyMethods(generated)
    #expect(methods.count == (try Self.events(generated)).count)
    #expect(methods == (try Self.proxyMethods(handWritten)))
    #expect(try Self.slots(generated).count == 1)
    #expect(try Self.slots(generated) == (try Self.slots(handWritten)))
  }

  /// Compiled in a module of their own against DelegateDSL, without the host
  /// conformances, which DelegateDSL already declares.
  @Test func generatedAdaptersCompile() throws {
    let directory = try makeTemporaryDirectory("FoundationAdapters")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [URL] = []
    for adapter in Self.adapters {
      let file = directory.appendingPathComponent("\(adapter.protocolName)+DelegateDSL.swift")
      try (try Self.generated(adapter, host: false)).write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let diagnostics = try typecheck(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
