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

  static func outline(_ data: Data) throws {
    #if canImport(FoundationXML)
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
        print(indent(depth) + open.name + open.attributes)
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
          print(indent(stack.count) + open.name + open.attributes + (shown.isEmpty ? "" : ": \(shown)"))
        }
        On(\.foundComment) { _, comment in
          print(indent(stack.count) + "# " + comment.trimmingCharacters(in: .whitespacesAndNewlines))
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
      print("(\(elements) element\(elements == 1 ? "" : "s"))")
      if let validityNote { print("note: \(validityNote)") }
      if let firstError { throw SampleError("the document is not well-formed: \(firstError)") }
      if !succeeded { throw SampleError("the document could not be parsed") }
    #else
      throw SampleError("this sample needs FoundationXML's XMLParser (Linux)")
    #endif
  }

  static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    let known: [Int: String] = [
      4: "the document is empty", 5: "the document ends too early", 26: "an entity is not defined",
      73: "a '>' is missing", 76: "an end tag does not match its start tag", 77: "a tag is not closed",
    ]
    return known[code] ?? "libxml2 error \(code)"
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
