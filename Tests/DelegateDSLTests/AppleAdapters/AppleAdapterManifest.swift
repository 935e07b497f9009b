// Readers of Resources/AppleAdapters.manifest and Scripts/apple-adapters.conf
// (both formats are documented in the script and the configuration's header).

import Foundation

/// The SDK's requirements of each configured protocol, as the manifest lists them.
struct AppleAdapterManifest {
  struct Requirement {
    var selector: String
    var swiftName: String
    var isOptional: Bool
    var availability: String
    /// The declared result type, or `completion(T)` for a completion-handler
    /// method whose handler takes `T` (the decision).
    var answer: String

    var isCompletion: Bool {
      answer.hasPrefix("completion(")
        || ["Handler:", "completion:", "reply:", "TLS:"].contains { selector.hasSuffix($0) }
    }
    /// Whether the method (or its completion handler) passes back a value.
    var answers: Bool { answer != "Void" && answer != "completion(Void)" }
    /// The arguments an event of this method takes: one per selector part,
    /// but a completion handler, which becomes the event's answer.
    var arity: Int { selector.filter { $0 == ":" }.count - (isCompletion ? 1 : 0) }
  }

  var requirements: [String: [String: Requirement]] = [:]
  var parents: [String: [String]] = [:]

  static func load(_ url: URL) -> Self {
    var manifest = Self()
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch fields.count >= 3 ? fields[1] : "" {
      case "refines": manifest.parents[fields[0], default: []].append(fields[2])
      case "family", "": break
      default:
        guard fields.count >= 6 else { continue }
        manifest.requirements[fields[0], default: [:]][fields[1]] = Requirement(
          selector: fields[1], swiftName: fields[2], isOptional: fields[3] == "optional", availability: fields[4],
          answer: fields[5])
      }
    }
    return manifest
  }

  /// The selectors an adapter for `protocolName` serves: its own available
  /// requirements and, when `inherited`, its parents'.
  func selectors(of protocolName: String, inherited: Bool = false) -> Set<String> {
    var result = Set(
      (requirements[protocolName] ?? [:]).values.filter { $0.availability != "unavailable" }.map(\.selector))
    if inherited {
      for parent in parents[protocolName] ?? [] { result.formUnion(selectors(of: parent, inherited: true)) }
    }
    return result
  }

  /// Every `selector: "…"` an adapter's source declares (swift-format may
  /// break the line after `selector:`).
  static func selectors(inAdapter text: String) -> Set<String> {
    var result: Set<String> = []
    for piece in text.components(separatedBy: "selector:").dropFirst() {
      let string = piece.drop { $0 == " " || $0 == "\n" }
      guard string.first == "\"" else { continue }
      if let end = string.dropFirst().firstIndex(of: "\"") { result.insert(String(string.dropFirst()[..<end])) }
    }
    return result
  }

  /// The Swift names of the requirements an adapter's header says were left
  /// out (`// Left out: WKUIDelegate.webView(_:…) (its types need iOS 16.0; …`):
  /// an optional requirement older than a type it names has no witness below
  /// that type's version.
  static func leftOut(inAdapter text: String, protocol name: String) -> Set<String> {
    var result: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("// Left out: \(name).") {
      let title = line.dropFirst("// Left out: \(name).".count).prefix { $0 != " " }
      result.insert(String(title))
    }
    return result
  }

  /// The selector of `protocolName`'s requirement whose Swift name is `swiftName`.
  func selectors(of protocolName: String, swiftNames: Set<String>) -> Set<String> {
    Set((requirements[protocolName] ?? [:]).values.filter { swiftNames.contains($0.swiftName) }.map(\.selector))
  }
}

/// Scripts/apple-adapters.conf, as far as the tests need it.
struct AppleAdapterConfiguration {
  struct Rule {
    var rule: String
    var fallback: String?
    var reason: String
  }

  struct Family {
    var newer: String
    var older: String
    /// The older method's arguments, `$n` being the newer's.
    var arguments: [String]
    var answer: String?
    /// `when <condition>`: the calls the older method can express.
    var condition: String? = nil

    /// Every `n` of a `$n` in the arguments, the condition and the answer.
    var placeholders: [Int] {
      let text = (arguments + [condition ?? "", answer ?? ""]).joined(separator: " ")
      return text.components(separatedBy: "$").dropFirst().compactMap { Int(String($0.prefix { $0.isNumber })) }
    }
  }

  struct Configured {
    var name: String
    var module: String
    var rules: [String: Rule] = [:]
    var families: [Family] = []
  }

  var protocols: [Configured] = []

  func `protocol`(_ name: String) -> Configured? { protocols.first { $0.name == name } }

  static func load(_ url: URL) -> Self {
    var configuration = Self()
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
      let words = line.split(separator: " ").map(String.init)
      if line.hasPrefix("protocol "), words.count >= 3 {
        configuration.protocols.append(Configured(name: words[1], module: words[2]))
        continue
      }
      guard line.hasPrefix("  "), words.count >= 3, !configuration.protocols.isEmpty else { continue }
      let parts = line.components(separatedBy: " -- ")
      let body = parts[0].trimmingCharacters(in: .whitespaces)
      let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      switch words[0] {
      case "rule":
        var rule = body.split(separator: " ", maxSplits: 2).map(String.init).dropFirst(2).first ?? ""
        var fallback: String?
        if let range = rule.range(of: " fallback ") ?? (rule.hasPrefix("fallback ") ? rule.range(of: "fallback ") : nil)
        {
          fallback = String(rule[range.upperBound...])
          rule = String(rule[..<range.lowerBound])
        }
        configuration.protocols[configuration.protocols.count - 1].rules[words[1]] = Rule(
          rule: rule, fallback: fallback, reason: reason)
      case "family":
        guard words.count >= 5, words[2] == "replaces",
          let open = body.range(of: " with (")
        else { continue }
        var rest = body[open.upperBound...]
        let asRange = rest.range(of: ") as ")
        let answer = asRange.map { String(rest[$0.upperBound...]) }
        if let asRange { rest = rest[..<rest.index(after: asRange.lowerBound)] }
        // `with (…) when <condition>`: the condition is over the newer's arguments too.
        let whenRange = rest.range(of: ") when ")
        let condition = whenRange.map { String(rest[$0.upperBound...]) }
        if let whenRange { rest = rest[..<rest.index(after: whenRange.lowerBound)] }
        let family = Family(
          newer: words[1], older: words[3], arguments: topLevelArguments(String(rest.dropLast())), answer: answer,
          condition: condition)
        configuration.protocols[configuration.protocols.count - 1].families.append(family)
      default: continue
      }
    }
    return configuration
  }

  /// `$0, $2.x(a, b)` split at its top-level commas.
  static func topLevelArguments(_ text: String) -> [String] {
    var result: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        result.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      result.append(current.trimmingCharacters(in: .whitespaces))
    }
    return result
  }
}
