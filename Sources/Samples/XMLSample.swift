// The XML sample: an outline of any XML document, built only from DSL
// handlers installed on Foundation's XMLParser.
import DelegateDSL
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

enum XMLSample {
  static let demoFeed = """
    <?xml version="1.0" encoding="utf-8"?>
    <feed xmlns="http://www.w3.org/2005/Atom">
      <title>DelegateDSL News</title>
      <entry>
        <title>Adapters for Foundation</title>
        <link href="https://example.org/adapters"/>
      </entry>
      <!-- the second entry has an entity -->
      <entry><title>Caf&#233; &amp; Tea</title></entry>
    </feed>
    """

  /// The tour: the outline of a small built-in feed.
  static func runTour() throws {
    print("== XML: an outline from four handlers ==")
    print("XMLParser reads a small Atom feed; handlers for didStartElement, foundCharacters,")
    print("didEndElement and foundComment print its outline:\n")
    try outline(Data(demoFeed.utf8))
  }

  /// `xml <file>`: the outline of the user's document.
  static func run(path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SampleError("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw SampleError("\(path) is a directory, not an XML file") }
    guard let data = FileManager.default.contents(atPath: path) else { throw SampleError("cannot read \(path)") }
    print("== XML outline of \(path) ==")
    try outline(data)
  }

  /// Prints the outline of `data` through `output`; throws a ``SampleError``
  /// if it is not a well-formed XML document (an empty file is not one).
  static func outline(_ data: Data, output: @escaping (String) -> Void = { print($0) }) throws {
    #if canImport(FoundationXML)
      guard data.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
        throw SampleError("the file is empty: an XML document needs at least a root element")
      }
      try refuseDeclarationsThatCrashLinuxFoundation(data)
      struct Open {
        var name: String
        var attributes: String
        var text = ""
        var printed = false
      }
      var stack: [Open] = []
      var elements = 0
      var firstError: String?
      var validityNote: String?
      func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
      func printHeader(at depth: Int) {
        guard !stack[depth].printed else { return }
        let open = stack[depth]
        output(indent(depth) + open.name + open.attributes)
        stack[depth].printed = true
      }

      let parser = XMLParser(data: data)
      Delegate(for: XMLParserDelegate.self) {
        On(\.didStartElement) { _, name, _, _, attributes in
          if !stack.isEmpty { printHeader(at: stack.count - 1) }
          let shown = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
          stack.append(Open(name: name, attributes: shown.isEmpty ? "" : " [\(shown.joined(separator: ", "))]"))
          elements += 1
        }
        On(\.foundCharacters) { _, text in
          if !stack.isEmpty { stack[stack.count - 1].text += text }
        }
        On(\.didEndElement) { _, _, _, _ in
          guard let open = stack.popLast() else { return }
          guard !open.printed else { return }
          let text = open.text.trimmingCharacters(in: .whitespacesAndNewlines)
          let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
          output(indent(stack.count) + open.name + open.attributes + (shown.isEmpty ? "" : ": \(shown)"))
        }
        On(\.foundComment) { _, comment in
          // The element the comment is in comes first.
          if !stack.isEmpty { printHeader(at: stack.count - 1) }
          output(indent(stack.count) + "# " + comment.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        On(\.parseErrorOccurred) { parser, error in
          let code = (error as NSError).code
          if (500..<600).contains(code) {
            // libxml2's DTD validity codes: the document is still well-formed.
            validityNote = validityNote ?? "line \(parser.lineNumber): DTD validity problem (libxml2 code \(code))"
          } else if firstError == nil {
            firstError = "line \(parser.lineNumber), column \(parser.columnNumber): \(describe(error))"
          }
        }
      }.install(on: parser)
      let succeeded = parser.parse()
      output("(\(elements) element\(elements == 1 ? "" : "s"))")
      if let validityNote { output("note: \(validityNote)") }
      let references = entityReferences(in: data)
      if !references.isEmpty {
        output(
          "note: swift-corelibs-foundation's XMLParser drops the text of entity references ("
            + references.map { "&\($0);" }.joined(separator: ", ") + "), so it is missing above")
      }
      if let firstError { throw SampleError("the document is not well-formed: \(firstError)") }
      if !succeeded { throw SampleError("the document could not be parsed") }
    #else
      throw SampleError("this sample needs FoundationXML's XMLParser (Linux)")
    #endif
  }

  /// What went wrong, in words, from libxml2's error code (which
  /// `XMLParser.ErrorCode` mirrors).
  static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    let known: [Int: String] = [
      4: "no root element: the document does not start with '<' (is it an XML file?)",
      5: "the document ends too early", 9: "a character is not allowed here (invalid UTF-8, or a control character)",
      26: "an entity is not defined", 31: "the document's encoding is unknown",
      32: "the document's encoding is not supported", 73: "a '>' is missing",
      76: "an end tag does not match its start tag", 77: "a tag is not closed",
      81: "the bytes are not valid in the document's encoding", 85: "the elements are not well balanced",
      86: "there is content after the root element",
    ]
    if let words = known[code] { return words }
    #if canImport(FoundationXML)
      if let name = XMLParser.ErrorCode(rawValue: code).map({ "\($0)" }) {
        // "invalidCharacterError" reads as "invalid character error".
        let words = name.reduce(into: "") { $0 += $1.isUppercase ? " " + $1.lowercased() : String($1) }
        return words + " (libxml2 code \(code))"
      }
    #endif
    return "the parser stopped (libxml2 code \(code))"
  }

  /// The names of the general entities the document references, other than
  /// XML's five predefined ones, in order of first use.
  static func entityReferences(in data: Data) -> [String] {
    let text = String(decoding: data.prefix(1_000_000), as: UTF8.self)
    let body = text.range(of: "]>").map { text[$0.upperBound...] } ?? Substring(text)
    var names: [String] = []
    var remaining = body
    while let ampersand = remaining.firstIndex(of: "&") {
      let after = remaining[remaining.index(after: ampersand)...]
      let name = after.prefix { $0.isLetter || $0.isNumber || "_-.:".contains($0) }
      remaining = after
      guard !name.isEmpty, after.dropFirst(name.count).first == ";" else { continue }
      if !["amp", "lt", "gt", "quot", "apos"].contains(name) && !names.contains(String(name)) {
        names.append(String(name))
      }
    }
    return names
  }

  /// swift-corelibs-foundation's XMLParser dereferences a null pointer on some
  /// DTD declarations (an attribute without a default value, a notation or
  /// unparsed entity without both a public and a system id). Refuse those
  /// documents with a message instead of crashing.
  static func refuseDeclarationsThatCrashLinuxFoundation(_ data: Data) throws {
    let text = String(decoding: data.prefix(1_000_000), as: UTF8.self)
    for keyword in ["<!ATTLIST", "<!NOTATION", "<!ENTITY"] {
      var remaining = Substring(text)
      while let start = remaining.range(of: keyword) {
        let declaration = remaining[start.lowerBound...].prefix { $0 != ">" }
        remaining = remaining[declaration.endIndex...]
        let risky =
          keyword == "<!ATTLIST"
          ? declaration.contains("#REQUIRED") || declaration.contains("#IMPLIED")
          : (keyword == "<!NOTATION" || declaration.contains("NDATA")) && !declaration.contains("PUBLIC")
        if risky {
          throw SampleError(
            "the document's DTD has a declaration (\(declaration.prefix(40))…) that crashes "
              + "swift-corelibs-foundation's XMLParser; remove the DTD to outline it")
        }
      }
    }
  }
}
