// The rewrites that make a shipped Apple adapter compile on Linux against the
// SDK models of Tests/AppleModels, and nothing more. Each exists because of
// one thing Linux lacks:
//
// 1. The frameworks: `#if canImport(UIKit)` (or `canImport(MapKit) && canImport(UIKit)`) becomes
//    `#if !canImport(ObjectiveC)`
//    and `import UIKit` (WebKit, MapKit, CoreLocation, ObjectiveC) becomes
//    `import AppleModels`; `import DelegateDSL` is added where the file lives
//    inside the library.
// 2. `@objc optional` requirements. On Apple platforms `$0.method?(…)` is
//    nil exactly when the delegate doesn't respond to the method's selector;
//    the models declare optional requirements as plain ones, so the call
//    becomes `($0.responds(to: "selector") ? $0.method(…) : nil)` (also for
//    `real.method?(…)`, the forwarding closure's named parameter where it has
//    two, and the deprecated witness's parameter), and `$0.method(_:label:).map`
//    (or `real.`) becomes
//    `($0.responds(to: "selector") ? $0.method(_:label:) : nil).map`. The
//    selector is the models' (Tests/AppleModels/Generated/Selectors.tsv,
//    written from the SDK by Scripts/generate-apple-models) for the method's
//    Swift name in the adapter's protocol or a parent, told apart by the
//    parameters the arguments name where two share a Swift name. A composed
//    protocol's method is called through a cast, `($0 as? any P)?.method?(…)`
//    (the image picker's proxy serves UINavigationControllerDelegate): that
//    becomes `($0 as? any P).flatMap { $0.responds(to: "selector") ? $0.method(…) : nil }`,
//    and the selectors of each protocol so cast are looked up too.
// 3. The Objective-C runtime's `responds(to:)`, which the library asks for an
//    optional event declared with a selector only: each
//    `optional(…, selector: "s")` gains the test `{ $0.responds(to: "s") }`,
//    the public `optional(_:selector:implementedBy:)`, whose answer is the
//    model delegate's own `responds(to:)`.
// A method the table doesn't name, or a file without the framework guard,
// fails the build rather than compiling a different text.
import Foundation

/// The Linux form of a shipped Apple adapter file (the rewrites above).
public enum LinuxForm {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let frameworks = ["UIKit", "WebKit", "MapKit", "CoreLocation"]

  /// A requirement of a modelled protocol: its selector, and its parameters' internal names.
  struct Requirement {
    let selector: String
    let parameters: [String]
  }

  /// Swift name → the requirements of `protocolName` and its parents of that name, from the models'
  /// selector table (Tests/AppleModels/Generated/Selectors.tsv, written from the SDK by
  /// Scripts/generate-apple-models).
  static func requirements(of protocolName: String, table: String) throws -> [String: [Requirement]] {
    var rows: [String: [[Substring]]] = [:]
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      rows[String(columns[0]), default: []].append(columns)
    }
    var names: [String: [Requirement]] = [:]
    var protocols = [protocolName]
    while let name = protocols.popLast() {
      for columns in rows[name] ?? [] {
        if columns.count == 3, columns[1] == "refines" {
          protocols.append(String(columns[2]))
        } else if columns.count == 4 {
          let parameters = columns[3].split(separator: ",").map(String.init)
          names[String(columns[2]), default: []].append(
            Requirement(selector: String(columns[1]), parameters: parameters))
        }
      }
    }
    return names
  }

  /// The selector of the call `swiftName(arguments)`: the one requirement of that name, or, of several
  /// (`webView(_:decidePolicyFor:decisionHandler:)`), the one whose parameters the arguments name.
  static func selector(
    _ swiftName: String, arguments: [String], in requirements: [String: [Requirement]], source: String
  ) throws -> String {
    let candidates = requirements[swiftName] ?? []
    let matching =
      candidates.count < 2
      ? candidates
      : candidates.filter { requirement in
        zip(requirement.parameters, arguments).allSatisfy { parameter, argument in
          !argument.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } || argument == parameter
        }
      }
    guard matching.count == 1 else {
      throw Failure(description: "\(source): \(matching.count) selectors for \(swiftName) in the models' table")
    }
    return matching[0].selector
  }

  /// The Linux form of the adapter file `text` (at `source`), with the selectors of `table`.
  public static func rewrite(_ text: String, source: String, table: String) throws -> String {
    let file = (source as NSString).lastPathComponent
    guard let plus = file.firstIndex(of: "+") else { throw Failure(description: "\(source): not an adapter file") }
    var selectors = try requirements(of: String(file[..<plus]), table: table)
    let casts = try NSRegularExpression(pattern: #"\(\$0 as\? any (\w+)\)\?"#)
    for match in casts.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let composed = String(text[Range(match.range(at: 1), in: text)!])
      selectors.merge(try requirements(of: composed, table: table)) { own, _ in own }
    }

    var lines = text.components(separatedBy: "\n")
    var sawGuard = false
    var importsLibrary = false
    for index in lines.indices {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = String(line.prefix { $0 == " " })
      if isFrameworkGuard(trimmed) {
        lines[index] = "#if !canImport(ObjectiveC)"
        sawGuard = true
      } else if let module = importedModule(trimmed), frameworks.contains(module) || module == "ObjectiveC" {
        lines[index] = indent + "import AppleModels"
      } else if importedModule(trimmed) == "DelegateDSL" {
        importsLibrary = true
      }
    }
    guard sawGuard else { throw Failure(description: "\(source): no `#if canImport(<framework>)`") }
    if !importsLibrary,
      let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") })
    {
      let indent = String(lines[first].prefix { $0 == " " })
      lines.insert(indent + "import DelegateDSL", at: first)
    }
    var result = try rewriteOptionalCalls(lines.joined(separator: "\n"), selectors: selectors, source: source)
    result = try rewriteOptionalReferences(result, selectors: selectors, source: source)
    result = try replace(
      #"(optional\((?:(?!optional\()[\s\S])*?selector:\s*"([^"]+)"\))"#, in: result,
      with: #"$1 { \$0.responds(to: "$2") }"#)
    return "// The Linux form of \(source), written by apple-adapter-linux-form.\n" + result
  }

  /// A composed protocol's receiver, `($0 as? any P)?` and the space before its member (swift-format may break
  /// the line there).
  static let composedReceiver = #"\(\$0 as\? any \w+\)\?\s*"#

  /// The Linux form of `receiver.member`: `receiver.responds(to: "selector") ? receiver.member : nil`,
  /// parenthesised; a composed receiver's is the same test inside `flatMap`.
  static func tested(_ receiver: String, selector: String, member: String) -> String {
    guard let cast = receiver.range(of: ")?") else {
      return "(\(receiver).responds(to: \"\(selector)\") ? \(receiver).\(member) : nil)"
    }
    let space = receiver[cast.upperBound...]
    return
      "(\(receiver[..<cast.lowerBound]))\(space).flatMap { $0.responds(to: \"\(selector)\") ? $0.\(member) : nil })"
  }

  /// `$0.method?(arguments)` → `($0.responds(to: "selector") ? $0.method(arguments) : nil)`.
  static func rewriteOptionalCalls(_ text: String, selectors: [String: [Requirement]], source: String) throws -> String
  {
    let expression = try NSRegularExpression(pattern: #"(\$0|\breal|"# + composedReceiver + #")\.(\w+)\?\("#)
    var result = text
    // From the last match back, so that earlier ranges stay valid.
    let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    for match in matches.reversed() {
      let whole = Range(match.range, in: result)!
      let receiver = String(result[Range(match.range(at: 1), in: result)!])
      let name = String(result[Range(match.range(at: 2), in: result)!])
      let open = result.index(before: whole.upperBound)
      let close = try closingParenthesis(in: result, from: open, source: source)
      let arguments = String(result[result.index(after: open)..<close])
      let parts = split(arguments)
      let swiftName = name + "(" + parts.map { $0.label + ":" }.joined() + ")"
      let selector = try selector(swiftName, arguments: parts.map(\.expression), in: selectors, source: source)
      let call = tested(receiver, selector: selector, member: "\(name)(\(arguments))")
      result.replaceSubrange(whole.lowerBound...close, with: call)
    }
    return result
  }

  /// `$0.method(_:label:).map` → `($0.responds(to: "selector") ? $0.method(_:label:) : nil).map`.
  static func rewriteOptionalReferences(_ text: String, selectors: [String: [Requirement]], source: String) throws
    -> String
  {
    let expression = try NSRegularExpression(
      pattern: #"(\$0|\breal|"# + composedReceiver + #")\.(\w+\([\w:]*\))(\s*)\.(map|flatMap)"#)
    var result = text
    let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    for match in matches.reversed() {
      let whole = Range(match.range, in: result)!
      let receiver = String(result[Range(match.range(at: 1), in: result)!])
      let swiftName = String(result[Range(match.range(at: 2), in: result)!])
      let space = String(result[Range(match.range(at: 3), in: result)!])
      let method = String(result[Range(match.range(at: 4), in: result)!])
      let selector = try selector(swiftName, arguments: [], in: selectors, source: source)
      result.replaceSubrange(
        whole, with: tested(receiver, selector: selector, member: swiftName) + "\(space).\(method)")
    }
    return result
  }

  /// The index of the parenthesis that closes the one at `open`, skipping nested brackets and strings.
  static func closingParenthesis(in text: String, from open: String.Index, source: String) throws -> String.Index {
    var depth = 0
    var inString = false
    var index = open
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    throw Failure(description: "\(source): unbalanced call")
  }

  /// A call's arguments: each one's label (`_` for none) and expression.
  static func split(_ arguments: String) -> [(label: String, expression: String)] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in arguments {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
    let label = try? NSRegularExpression(pattern: #"^\s*(\w+):\s"#)
    return parts.map { part in
      let range = NSRange(part.startIndex..., in: part)
      guard let match = label?.firstMatch(in: part, range: range), let name = Range(match.range(at: 1), in: part),
        let whole = Range(match.range, in: part)
      else { return ("_", part.trimmingCharacters(in: .whitespacesAndNewlines)) }
      return (String(part[name]), part[whole.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether `line` is `#if canImport(UIKit)`, or a conjunction of such tests of the frameworks
  /// (`#if canImport(MapKit) && canImport(UIKit)`).
  static func isFrameworkGuard(_ line: String) -> Bool {
    guard line.hasPrefix("#if ") else { return false }
    let terms = line.dropFirst(4).components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces) }
    return terms.allSatisfy { term in frameworks.contains { term == "canImport(\($0))" } }
  }

  /// The module of an `import` line (`public import UIKit`, `@_exported import UIKit`), or nil.
  static func importedModule(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
    return String(words[at + 1])
  }

  static func replace(_ pattern: String, in text: String, with template: String) throws -> String {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return expression.stringByReplacingMatches(in: text, range: range, withTemplate: template)
  }
}
