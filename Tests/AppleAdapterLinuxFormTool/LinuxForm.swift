// The rewrites that make a shipped Apple adapter compile on Linux against the
// SDK models of Tests/AppleModels, and nothing more. Each exists because of
// one thing Linux lacks:
//
// 1. The frameworks: `#if canImport(UIKit)` becomes `#if !canImport(ObjectiveC)`
//    and `import UIKit` (WebKit, MapKit, CoreLocation, ObjectiveC) becomes
//    `import AppleModels`; `import DelegateDSL` is added where the file lives
//    inside the library.
// 2. `@objc optional` requirements: `$0.method?(…)` becomes `$0.method(…)`,
//    (or `real.method?(…)`, the forwarding closure's named parameter where it
//    has two), and `$0.method(_:label:).map { … }` becomes
//    `Optional($0.method(_:label:)).map { … }`. The models declare optional
//    requirements as plain ones.
// 3. The Objective-C runtime's `responds(to:)`, which the library asks for an
//    optional event declared with a selector only: each
//    `optional(…, selector: "s")` gains the test `{ $0.responds(to: "s") }`,
//    the public `optional(_:selector:implementedBy:)`, whose answer is the
//    model delegate's own `responds(to:)`.
// A rewrite that finds nothing to rewrite in a file that needs it fails the
// build (a changed generator must be followed here), rather than compiling a
// different text.
import Foundation

enum LinuxForm {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let frameworks = ["UIKit", "WebKit", "MapKit", "CoreLocation"]

  static func rewrite(_ text: String, source: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    var sawGuard = false
    var importsLibrary = false
    for index in lines.indices {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = String(line.prefix { $0 == " " })
      if frameworks.contains(where: { trimmed == "#if canImport(\($0))" }) {
        lines[index] = "#if !canImport(ObjectiveC)"
        sawGuard = true
      } else if let module = importedModule(trimmed), frameworks.contains(module) || module == "ObjectiveC" {
        lines[index] = indent + "import AppleModels"
      } else if importedModule(trimmed) == "DelegateDSL" {
        importsLibrary = true
      }
    }
    guard sawGuard else { throw Failure(description: "\(source): no `#if canImport(<framework>)`") }
    if !importsLibrary, let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }) {
      let indent = String(lines[first].prefix { $0 == " " })
      lines.insert(indent + "import DelegateDSL", at: first)
    }
    var result = lines.joined(separator: "\n")
    result = try replace(#"(\$0|\breal)\.(\w+)\?\("#, in: result, with: "$1.$2(")
    result = try replace(#"\$0\.(\w+\([\w:]*\))(\s*)\.(map|flatMap)"#, in: result, with: #"Optional(\$0.$1)$2.$3"#)
    result = try replace(
      #"(optional\((?:(?!optional\()[\s\S])*?selector:\s*"([^"]+)"\))"#, in: result,
      with: #"$1 { \$0.responds(to: "$2") }"#)
    return "// The Linux form of \(source), written by apple-adapter-linux-form.\n" + result
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
