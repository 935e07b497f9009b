// The generator against this repository's hand-written Foundation adapters
// (Sources/DelegateDSL/Adapters/Foundation): from Foundation's own symbol
// graphs (trimmed copies in Fixtures, see Scripts/trim-symbol-graph) it must
// produce the same events (names, signatures, rules), the same proxy methods
// and the same host slots; and its files must compile.

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

  static func matches(_ pattern: String, in source: String) throws -> [[String]] {
    let expression = try NSRegularExpression(pattern: pattern)
    let text = flattened(source)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// Each event as `name: signature = rule`.
  static func events(_ source: String) throws -> [String] {
    try matches(#"var (\w+): Event<(.*?)> \{ \.init\((.*?)\) \}"#, in: source).map { "\($0[0]): \($0[1]) = \($0[2])" }
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
