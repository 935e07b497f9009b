/// The listings of one document, compiled together as one module the way a
/// reader meets them: each listing may use what the listings before it
/// declared. Declarations go to the top level; each listing's statements go in
/// a scope nested inside the previous listing's, so a later listing sees the
/// values an earlier one bound and may bind the same names again.
struct ListingDocument: CustomStringConvertible, Sendable {
  var file: String
  var listings: [Listing]

  var description: String { file }

  /// The generated source, and for each of its lines the listing and the
  /// line in the original file it comes from.
  var compilationUnit: (source: String, origins: [Int: (listing: Int, line: Int)]) {
    var lines = ListingContext.imports.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var origins: [Int: (listing: Int, line: Int)] = [:]
    var bodies: [[(String, Int)]] = []
    for (index, listing) in listings.enumerated() {
      let (declarations, statements) = Listing.split(listing.code)
      for (text, offset) in declarations {
        lines.append(text)
        origins[lines.count] = (index, listing.line + offset)
      }
      bodies.append(statements.map { ($0.text, listing.line + $0.offset) })
      _ = index
    }
    lines.append("@MainActor func listingStatements() async throws {")
    for (index, body) in bodies.enumerated() {
      lines.append("do {")
      for (text, line) in body {
        lines.append(text)
        origins[lines.count] = (index, line)
      }
    }
    lines += Array(repeating: "}", count: bodies.count) + ["}", ""]
    return (lines.joined(separator: "\n"), origins)
  }
}
