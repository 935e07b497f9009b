import Foundation
import Testing

/// A ```swift listing of the README or of the DocC catalog, or the final code
/// file of a tutorial section, and how it is compiled.
struct Listing: CustomTestStringConvertible, Sendable {
  /// The file, relative to the repository root.
  var file: String
  /// The 1-based line of the listing's first line of code.
  var line: Int
  var code: String
  /// Marked with `<!-- listing: excerpt … -->` right before its fence: shown
  /// for reading, not compiled.
  var isExcerpt: Bool
  /// Marked with `<!-- listing: apple … -->` right before its fence: Apple
  /// platforms' code (UIKit, `@objc` optional methods), which Linux can't
  /// compile. `Scripts/check-apple` compiles these for iOS, each document's
  /// in order as one file after `import DelegateDSL`, `Foundation` and
  /// `UIKit`, so they hold declarations only (statements go in a function);
  /// the Linux listing tests skip them.
  var isApple = false

  var testDescription: String { "\(file):\(line)" }

  /// The marker that, on the line right before a fence, opts a listing out.
  static let excerptMarker = "<!-- listing: excerpt"
  /// The marker of an Apple-only listing (kept in step with
  /// `APPLE_LISTING_MARKER` in `Scripts/check-apple`).
  static let appleMarker = "<!-- listing: apple"

  /// Every ```swift listing of a Markdown file.
  static func listings(inMarkdown text: String, file: String) -> [Listing] {
    var result: [Listing] = []
    var current: (line: Int, lines: [String], isExcerpt: Bool, isApple: Bool)?
    var previous = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var listing = current {
        if trimmed == "```" {
          result.append(
            Listing(
              file: file, line: listing.line, code: listing.lines.joined(separator: "\n"),
              isExcerpt: listing.isExcerpt, isApple: listing.isApple))
          current = nil
        } else {
          listing.lines.append(String(line))
          current = listing
        }
      } else if trimmed == "```swift" {
        current = (index + 2, [], previous.hasPrefix(excerptMarker), previous.hasPrefix(appleMarker))
      }
      if !trimmed.isEmpty { previous = trimmed }
    }
    return result
  }

  /// The code files a tutorial's sections end with: the last `@Code` of each
  /// `@Section`, the file a reader has once the section is done.
  static func finalCodeFiles(ofTutorial text: String) -> [String] {
    var result: [String] = []
    for section in text.components(separatedBy: "@Section(").dropFirst() {
      let files = section.components(separatedBy: "file: \"").dropFirst().compactMap {
        $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
      }
      if let last = files.last { result.append(last) }
    }
    return result
  }

  /// Splits a listing into top-level declarations and statements, chunk by
  /// chunk: a chunk starts at bracket depth 0 and ends when the depth is back
  /// to 0 (comments and attributes go with the chunk that follows them).
  static func split(_ code: String) -> (
    declarations: [(text: String, offset: Int)], statements: [(text: String, offset: Int)]
  ) {
    var declarations: [(text: String, offset: Int)] = []
    var statements: [(text: String, offset: Int)] = []
    var pending: [(text: String, offset: Int)] = []
    var depth = 0
    var chunk: [(text: String, offset: Int)] = []
    var chunkIsDeclaration = false
    var previousWasDeclaration = false
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if depth == 0 && chunk.isEmpty {
        if trimmed.isEmpty || trimmed.hasPrefix("//") || (trimmed.hasPrefix("@") && !trimmed.contains(" ")) {
          pending.append((line, offset))
          continue
        }
        if trimmed.hasPrefix(".") || trimmed.hasPrefix("}") {
          chunkIsDeclaration = previousWasDeclaration
        } else {
          chunkIsDeclaration = isDeclaration(trimmed)
        }
        chunk = pending
        pending = []
      }
      chunk.append((line, offset))
      depth += bracketBalance(line)
      if depth <= 0 {
        depth = 0
        if chunkIsDeclaration { declarations += chunk } else { statements += chunk }
        previousWasDeclaration = chunkIsDeclaration
        chunk = []
      }
    }
    statements += chunk + pending
    return (declarations, statements)
  }

  static let declarationKeywords: Set<String> = [
    "import", "extension", "struct", "class", "final", "enum", "protocol", "func", "typealias", "actor",
    "public", "private", "fileprivate", "internal", "#if", "#endif", "#else", "#elseif", "nonisolated",
  ]

  static func isDeclaration(_ line: String) -> Bool {
    var words = line.split(separator: " ").map(String.init)
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    guard let keyword = words.first else { return false }
    return declarationKeywords.contains(keyword) || keyword.hasPrefix("#if")
  }

  /// Opening minus closing brackets on a line, outside string literals and
  /// `//` comments.
  static func bracketBalance(_ line: String) -> Int {
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/" && previous == "/" {
        break
      } else if "{([".contains(character) {
        balance += 1
      } else if "})]".contains(character) {
        balance -= 1
      }
      previous = character
    }
    return balance
  }
}
