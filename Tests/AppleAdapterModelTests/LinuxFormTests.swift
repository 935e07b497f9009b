// The Linux form of each adapter the models run differs from the shipped
// file only in the spellings LinuxForm.swift lists: undoing them gives the
// shipped text back, byte for byte.

#if !canImport(ObjectiveC)
  import Foundation
  import Testing

  @testable import LinuxFormRewriter

  @Suite struct LinuxFormTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()

    /// The adapter files the plugin rewrites, from the list it reads.
    static let files: [String] = {
      let list = root.appendingPathComponent("Tests/AppleAdapterLinuxFormTool/adapter-files.txt")
      let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map { root.appendingPathComponent($0).path }
    }()

    /// The Linux form with each rewrite undone; `addedImport`: the rewrite
    /// added `import DelegateDSL` (an adapter in its own module imports it
    /// already).
    static func undo(_ form: String, addedImport: Bool) throws -> String {
      var text = form
      // The header line and the added import.
      text = String(text.drop { $0 != "\n" }.dropFirst())
      if addedImport { text = try LinuxForm.replace(#"\n *import DelegateDSL(?=\n)"#, in: text, with: "") }
      // `(($0 as? any P).flatMap { $0.responds(to: "s") ? $0.m(…) : nil })` → `($0 as? any P)?.m?(…)`, or for a
      // reference (`m(_:label:)`, before `.map`) `($0 as? any P)?.m(_:label:)`: a composed protocol's method.
      let composed = try NSRegularExpression(
        pattern:
          #"\((\(\$0 as\? any \w+\))(\s*)\.flatMap \{ \$0\.responds\(to: "[^"]+"\) \? \$0\.(\w+)(\([\s\S]*?\)) : nil \}\)"#
      )
      while let match = composed.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) {
        let part = { (group: Int) in String(text[Range(match.range(at: group), in: text)!]) }
        let arguments = part(4)
        let isReference = arguments.range(of: #"^\((\w*:)+\)$"#, options: .regularExpression) != nil
        text.replaceSubrange(
          Range(match.range, in: text)!, with: "\(part(1))?\(part(2)).\(part(3))\(isReference ? "" : "?")\(arguments)")
      }
      // `($0.responds(to: "s") ? $0.m(_:label:) : nil)` → `$0.m(_:label:)` (a reference, before `.map`; `real.`
      // in a deprecated witness).
      text = try LinuxForm.replace(
        #"\((?:\$0|real)\.responds\(to: "[^"]+"\) \? ((?:\$0|real)\.\w+\([\w:]*:\)) : nil\)"#, in: text,
        with: "$1")
      // `(x.responds(to: "s") ? x.m(…) : nil)` → `x.m?(…)`: from the innermost out, one call per pass.
      let call = try NSRegularExpression(
        pattern:
          #"\((\$0|real)\.responds\(to: "[^"]+"\) \? (\$0|real)\.(\w+)\(((?:(?!\(\$0\.responds|\(real\.responds)[\s\S])*?)\) : nil\)"#
      )
      while let match = call.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) {
        let receiver = String(text[Range(match.range(at: 2), in: text)!])
        let name = String(text[Range(match.range(at: 3), in: text)!])
        let arguments = String(text[Range(match.range(at: 4), in: text)!])
        text.replaceSubrange(Range(match.range, in: text)!, with: "\(receiver).\(name)?(\(arguments))")
      }
      text = try LinuxForm.replace(#" \{ \$0\.responds\(to: "[^"]+"\) \}"#, in: text, with: "")
      return text
    }

    @Test(arguments: files) func theLinuxFormDiffersOnlyInItsListedSpellings(path: String) throws {
      let shipped = try String(contentsOfFile: path, encoding: .utf8)
      let table = try String(
        contentsOfFile: Self.root.appendingPathComponent("Tests/AppleModels/Generated/Selectors.tsv").path,
        encoding: .utf8)
      let form = try LinuxForm.rewrite(shipped, source: path, table: table)
      #expect(form != shipped)
      #expect(Self.files.count == 19)
      let importsLibrary = shipped.components(separatedBy: "\n").contains {
        LinuxForm.importedModule($0.trimmingCharacters(in: .whitespaces)) == "DelegateDSL"
      }
      var restored = try Self.undo(form, addedImport: !importsLibrary)
      // Guards and imports: compare with the shipped file's own lines.
      let expected = shipped
      for (index, line) in shipped.components(separatedBy: "\n").enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard
          LinuxForm.isFrameworkGuard(trimmed)
            || LinuxForm.importedModule(trimmed).map({
              LinuxForm.frameworks.contains($0) || $0 == "ObjectiveC"
            }) == true
        else { continue }
        var lines = restored.components(separatedBy: "\n")
        guard index < lines.count else { break }
        lines[index] = line
        restored = lines.joined(separator: "\n")
      }
      #expect(restored == expected)
    }
  }
#endif
