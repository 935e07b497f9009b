import Foundation
import Testing

/// Every ```swift listing of `README.md` and of `Documentation.docc` (articles
/// and symbol extension files), and the final code file of every tutorial
/// section, type-checks against the built module, each on its own, after
/// ``ListingContext``. A listing marked `<!-- listing: excerpt -->` is counted
/// and reported, not compiled; one marked `<!-- listing: apple -->` is
/// counted and left to `Scripts/check-apple`, which compiles it for iOS.
@Suite("Documentation listings")
struct ListingTests {
  static let root = Swiftc.packageRoot

  static let all: [Listing] = {
    let fileManager = FileManager.default
    var markdown = ["README.md"]
    var tutorials: [String] = []
    let catalog = root.appendingPathComponent("Documentation.docc")
    let enumerator = fileManager.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".md") { markdown.append("Documentation.docc/" + path) }
      if path.hasSuffix(".tutorial") { tutorials.append("Documentation.docc/" + path) }
    }
    var result: [Listing] = []
    for file in markdown.sorted() {
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      result += Listing.listings(inMarkdown: text, file: file)
    }
    for tutorial in tutorials.sorted() {
      let text = (try? String(contentsOf: root.appendingPathComponent(tutorial), encoding: .utf8)) ?? ""
      for name in Listing.finalCodeFiles(ofTutorial: text) {
        let path = enumeratedPath(named: name, under: catalog) ?? "Documentation.docc/Resources/\(name)"
        let code = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        result.append(Listing(file: path, line: 1, code: code, isExcerpt: false))
      }
    }
    return result
  }()

  static func enumeratedPath(named name: String, under catalog: URL) -> String? {
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      if (path as NSString).lastPathComponent == name { return "Documentation.docc/" + path }
    }
    return nil
  }

  static var compiled: [Listing] { all.filter { !$0.isExcerpt && !$0.isApple } }

  /// The compiled listings, one document per file, in reading order.
  static let documents: [ListingDocument] = {
    var order: [String] = []
    var byFile: [String: [Listing]] = [:]
    for listing in compiled {
      if byFile[listing.file] == nil { order.append(listing.file) }
      byFile[listing.file, default: []].append(listing)
    }
    return order.map { ListingDocument(file: $0, listings: byFile[$0] ?? []) }
  }()

  @Test func theDocumentationHasListings() {
    let excerpts = Self.all.filter(\.isExcerpt)
    let apple = Self.all.filter(\.isApple)
    print(
      "documentation listings: \(Self.all.count) found, \(Self.compiled.count) type-checked",
      "in \(Self.documents.count) swiftc runs, \(apple.count) for Apple platforms (Scripts/check-apple),",
      "\(excerpts.count) excerpts:",
      excerpts.map(\.testDescription).joined(separator: ", "))
    #expect(Self.compiled.count >= 30)
    #expect(Self.all.contains { $0.file.hasSuffix(".swift") }, "no tutorial code file found")
  }

  /// Whether a listing may cause `warning` at `line` (its generated
  /// source). A listing is a fragment: it may name a value and not use it
  /// again (`let subscription = …`), show an expression's result in a
  /// trailing comment (`a === b  // true`), or show a definition on its
  /// own; and the harness imports `Samples`, which declares some of the
  /// listings' types and conformances too. Anything else, such as an
  /// ignored `parse()` result, is a defect of the listing.
  static func isAccepted(_ warning: String, at line: Substring) -> Bool {
    if ["was never used", "was written to, but never read", "never mutated"].contains(where: warning.contains) {
      return true
    }
    if warning.contains("was already stated in the type's module 'Samples'") { return true }
    guard warning.contains("is unused") else { return false }
    return line.contains("//") || warning.contains("'Delegate<") || warning.contains("'On<")
  }

  /// One `swiftc` run per document; every error, and every warning but the
  /// accepted ones, is reported at the line of the listing it comes from.
  @Test(arguments: documents)
  func everyListingTypeChecks(_ document: ListingDocument) throws {
    let directory = Swiftc.temporaryDirectory("listings")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Listings.swift")
    let (source, origins) = document.compilationUnit
    try source.write(to: file, atomically: true, encoding: .utf8)
    // To SIL, not only type-checked: some isolation errors (a value sent to
    // another isolation domain, a deinit reading a non-Sendable property)
    // are diagnosed only there, as a real build reports them.
    let output = try Swiftc.typecheck(
      [file], extraArguments: ["-parse-as-library", "-o", "/dev/null"], mode: "-emit-sil"
    ).get()
    var failures: [String] = []
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for line in output.split(separator: "\n") {
      guard let kind = [": error: ", ": warning: "].first(where: { line.contains($0) }),
        let range = line.range(of: "Listings.swift:")
      else { continue }
      let number = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
      let message = line.components(separatedBy: kind).last ?? String(line)
      if kind == ": warning: "
        && Self.isAccepted(message, at: number <= sourceLines.count ? sourceLines[number - 1] : "")
      {
        continue
      }
      if let origin = origins[number] {
        failures.append("\(document.file):\(origin.line)\(kind)\(message)")
      } else {
        failures.append("\(document.file) (generated line \(number))\(kind)\(message)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) errors and warnings:\n\(failures.joined(separator: "\n"))")
  }
}
