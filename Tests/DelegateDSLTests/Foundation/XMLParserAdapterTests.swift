#if canImport(FoundationXML)
  import DelegateDSL
  import Foundation
  import FoundationXML
  import Testing

  /// One line per delegate call, in a format shared by the hand-written
  /// delegate and the handlers, so their traces can be compared directly.
  enum XMLTrace {
    static func attributes(_ dictionary: [String: String]) -> String {
      dictionary.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }
    static func error(_ error: any Error) -> String { "code \((error as NSError).code)" }
    static func optional(_ value: String?) -> String { value ?? "nil" }

    /// Sorts each run of consecutive prefix-mapping lines, and leaves every other line in place.
    ///
    /// swift-corelibs-foundation collects an element's namespace declarations in a `Dictionary`
    /// and reports them in its iteration order. Swift seeds every dictionary instance
    /// separately, so two parses of the same element (`xmlns` and `xmlns:dc` on one tag) may
    /// report its prefixes in different orders. That order is Foundation's, not ours; the
    /// comparison keeps every other event in exact order.
    static func canonicalPrefixOrder(_ lines: [String]) -> [String] {
      func mappingKind(_ line: String) -> String? {
        ["mapPrefix ", "unmapPrefix "].first { line.hasPrefix($0) }
      }
      var result: [String] = []
      var run: [String] = []
      var runKind: String?
      for line in lines {
        let kind = mappingKind(line)
        if kind != runKind || kind == nil {
          result += run.sorted()
          run = []
        }
        runKind = kind
        if kind == nil { result.append(line) } else { run.append(line) }
      }
      return result + run.sorted()
    }
  }

  /// A hand-written delegate implementing all 20 methods.
  final class HandWrittenXMLDelegate: XMLParserDelegate {
    let log: SharedLog
    let prefix: String
    var resolvedEntity: Data?

    init(log: SharedLog, prefix: String = "") {
      self.log = log
      self.prefix = prefix
    }

    private func record(_ line: String) { log.record(prefix + line) }

    func parserDidStartDocument(_ parser: XMLParser) { record("startDocument") }
    func parserDidEndDocument(_ parser: XMLParser) { record("endDocument") }
    func parser(
      _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      record("notation \(name) \(XMLTrace.optional(publicID)) \(XMLTrace.optional(systemID))")
    }
    func parser(
      _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
      systemID: String?, notationName: String?
    ) {
      record("unparsedEntity \(name) \(XMLTrace.optional(systemID)) \(XMLTrace.optional(notationName))")
    }
    func parser(
      _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String,
      type: String?, defaultValue: String?
    ) {
      record("attributeDeclaration \(elementName).\(attributeName) default \(XMLTrace.optional(defaultValue))")
    }
    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
      record("elementDeclaration \(elementName) \(model)")
    }
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      record("internalEntity \(name) \(XMLTrace.optional(value))")
    }
    func parser(
      _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      record("externalEntity \(name) \(XMLTrace.optional(systemID))")
    }
    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String]
    ) {
      record(
        "start \(elementName) ns=\(XMLTrace.optional(namespaceURI)) q=\(XMLTrace.optional(qName)) "
          + "[\(XMLTrace.attributes(attributeDict))]")
    }
    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      record("end \(elementName)")
    }
    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
      record("mapPrefix '\(prefix)' \(namespaceURI)")
    }
    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) { record("unmapPrefix '\(prefix)'") }
    func parser(_ parser: XMLParser, foundCharacters string: String) { record("characters \(string.debugDescription)") }
    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
      record("ignorableWhitespace \(whitespaceString.debugDescription)")
    }
    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
      record("processingInstruction \(target) \(XMLTrace.optional(data))")
    }
    func parser(_ parser: XMLParser, foundComment comment: String) { record("comment \(comment)") }
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      record("cdata \(String(decoding: CDATABlock, as: UTF8.self))")
    }
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
      record("resolve \(name) \(XMLTrace.optional(systemID))")
      return resolvedEntity
    }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      record("parseError \(XMLTrace.error(parseError))")
    }
    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
      record("validationError \(XMLTrace.error(validationError))")
    }
  }

  /// The same trace, produced by DSL handlers only: one `On` per event.
  func tracingHandlers(_ log: SharedLog, prefix: String = "", resolved: Data? = nil) -> Delegate<any XMLParserDelegate>
  {
    Delegate(for: XMLParserDelegate.self) {
      On(\.parserDidStartDocument) { _ in log.record(prefix + "startDocument") }
      On(\.parserDidEndDocument) { _ in log.record(prefix + "endDocument") }
      On(\.foundNotationDeclarationWithName) { _, name, publicID, systemID in
        log.record(prefix + "notation \(name) \(XMLTrace.optional(publicID)) \(XMLTrace.optional(systemID))")
      }
      On(\.foundUnparsedEntityDeclarationWithName) { _, name, _, systemID, notation in
        log.record(prefix + "unparsedEntity \(name) \(XMLTrace.optional(systemID)) \(XMLTrace.optional(notation))")
      }
      On(\.foundAttributeDeclarationWithName) { _, attribute, element, _, defaultValue in
        log.record(prefix + "attributeDeclaration \(element).\(attribute) default \(XMLTrace.optional(defaultValue))")
      }
      On(\.foundElementDeclarationWithName) { _, element, model in
        log.record(prefix + "elementDeclaration \(element) \(model)")
      }
      On(\.foundInternalEntityDeclarationWithName) { _, name, value in
        log.record(prefix + "internalEntity \(name) \(XMLTrace.optional(value))")
      }
      On(\.foundExternalEntityDeclarationWithName) { _, name, _, systemID in
        log.record(prefix + "externalEntity \(name) \(XMLTrace.optional(systemID))")
      }
      On(\.didStartElement) { _, name, namespace, qualified, attributes in
        log.record(
          prefix + "start \(name) ns=\(XMLTrace.optional(namespace)) q=\(XMLTrace.optional(qualified)) "
            + "[\(XMLTrace.attributes(attributes))]")
      }
      On(\.didEndElement) { _, name, _, _ in log.record(prefix + "end \(name)") }
      On(\.didStartMappingPrefix) { _, mapped, uri in log.record(prefix + "mapPrefix '\(mapped)' \(uri)") }
      On(\.didEndMappingPrefix) { _, mapped in log.record(prefix + "unmapPrefix '\(mapped)'") }
      On(\.foundCharacters) { _, text in log.record(prefix + "characters \(text.debugDescription)") }
      On(\.foundIgnorableWhitespace) { _, text in
        log.record(prefix + "ignorableWhitespace \(text.debugDescription)")
      }
      On(\.foundProcessingInstructionWithTarget) { _, target, data in
        log.record(prefix + "processingInstruction \(target) \(XMLTrace.optional(data))")
      }
      On(\.foundComment) { _, comment in log.record(prefix + "comment \(comment)") }
      On(\.foundCDATA) { _, data in log.record(prefix + "cdata \(String(decoding: data, as: UTF8.self))") }
      On(\.resolveExternalEntityName) { _, name, systemID in
        log.record(prefix + "resolve \(name) \(XMLTrace.optional(systemID))")
        return resolved
      }
      On(\.parseErrorOccurred) { _, error in log.record(prefix + "parseError \(XMLTrace.error(error))") }
      On(\.validationErrorOccurred) { _, error in log.record(prefix + "validationError \(XMLTrace.error(error))") }
    }
  }

  @Suite("XMLParserDelegate adapter, on the real XMLParser")
  struct XMLParserAdapterTests {
    struct Document: CustomTestStringConvertible, Sendable {
      var file: String
      var namespaces: Bool
      var testDescription: String { "\(file)\(namespaces ? " (namespaces)" : "")" }
    }

    static let documents = [
      Document(file: "feed.atom", namespaces: true),
      Document(file: "feed.atom", namespaces: false),
      Document(file: "catalog.xml", namespaces: false),
      Document(file: "malformed.xml", namespaces: false),
    ]

    func parser(for document: Document) throws -> XMLParser {
      let parser = XMLParser(data: try TestResources.data(document.file))
      parser.shouldProcessNamespaces = document.namespaces
      parser.shouldReportNamespacePrefixes = document.namespaces
      return parser
    }

    @Test(arguments: documents)
    func handlersSeeExactlyWhatAHandWrittenDelegateSees(_ document: Document) throws {
      let expected = SharedLog()
      let handWritten = HandWrittenXMLDelegate(log: expected)
      let reference = try parser(for: document)
      reference.delegate = handWritten
      let referenceResult = reference.parse()

      let actual = SharedLog()
      let parser = try parser(for: document)
      let subscription = tracingHandlers(actual).install(on: parser)
      #expect(parser.delegate is XMLParserDelegateProxy)
      let result = parser.parse()

      #expect(expected.entries.count > 10)
      #expect(XMLTrace.canonicalPrefixOrder(actual.entries) == XMLTrace.canonicalPrefixOrder(expected.entries))
      #expect(result == referenceResult)
      #expect((parser.parserError as NSError?)?.code == (reference.parserError as NSError?)?.code)
      subscription.cancel()
    }

    @Test func theRealDelegateRunsFirstForEveryCall() throws {
      let log = SharedLog()
      let parser = XMLParser(data: try TestResources.data("feed.atom"))
      let real = HandWrittenXMLDelegate(log: log, prefix: "real: ")
      parser.delegate = real
      tracingHandlers(log, prefix: "dsl: ").install(on: parser)
      #expect(parser.parse())

      let entries = log.entries
      #expect(entries.count.isMultiple(of: 2))
      for pair in stride(from: 0, to: entries.count, by: 2) {
        #expect(entries[pair].hasPrefix("real: "))
        #expect(entries[pair + 1] == "dsl: " + entries[pair].dropFirst("real: ".count))
      }
    }

    @Test func prefixRunsAreSortedAndEverythingElseKeepsItsOrder() {
      let lines = [
        "start a", "mapPrefix 'x' u", "mapPrefix '' v", "start b", "unmapPrefix 'x'", "unmapPrefix ''", "end b",
      ]
      #expect(
        XMLTrace.canonicalPrefixOrder(lines) == [
          "start a", "mapPrefix '' v", "mapPrefix 'x' u", "start b", "unmapPrefix ''", "unmapPrefix 'x'", "end b",
        ])
    }

    @Test func aFeedBecomesAnOutline() throws {
      var titles: [String] = []
      var path: [String] = []
      var text = ""
      let parser = XMLParser(data: try TestResources.data("feed.atom"))
      parser.shouldProcessNamespaces = true
      Delegate(for: XMLParserDelegate.self) {
        On(\.didStartElement) { _, name, _, _, _ in
          path.append(name)
          text = ""
        }
        On(\.foundCharacters) { _, characters in text += characters }
        On(\.didEndElement) { _, name, _, _ in
          if name == "title" { titles.append(path.joined(separator: "/") + ": " + text) }
          path.removeLast()
        }
      }.install(on: parser)
      #expect(parser.parse())
      #expect(
        titles == [
          "feed/title: DelegateDSL News",
          "feed/entry/title: Adapters for Foundation",
          "feed/entry/title: Café & Tea",
        ])
    }

    @Test func resolveExternalEntityNameTakesTheFirstNonNilAnswer() throws {
      let log = SharedLog()
      var seen: [String] = []
      let parser = XMLParser(data: try TestResources.data("catalog.xml"))
      let real = HandWrittenXMLDelegate(log: log, prefix: "real: ")
      parser.delegate = real
      Delegate(for: XMLParserDelegate.self) {
        On(\.resolveExternalEntityName) { _, name, _ in
          seen.append("first \(name)")
          return nil
        }
        On(\.resolveExternalEntityName) { _, name, _ in
          seen.append("second \(name)")
          return Data("2nd edition".utf8)
        }
        On(\.resolveExternalEntityName) { _, name, _ in
          seen.append("third \(name)")
          return Data("ignored".utf8)
        }
      }.install(on: parser)
      _ = parser.parse()
      #expect(seen == ["first edition", "second edition", "third edition"], "every participant runs")
      #expect(log.entries.contains("real: characters \"2nd edition\""), "the parser used the combined answer")

      // The real delegate answers first, so its data wins.
      log.clear()
      real.resolvedEntity = Data("real edition".utf8)
      let again = XMLParser(data: try TestResources.data("catalog.xml"))
      again.delegate = real
      Delegate(for: XMLParserDelegate.self) {
        On(\.resolveExternalEntityName) { _, _, _ in Data("handler edition".utf8) }
      }.install(on: again)
      _ = again.parse()
      #expect(log.entries.contains("real: characters \"real edition\""))
      #expect(!log.entries.contains("real: characters \"handler edition\""))
    }

    @Test func aMalformedDocumentReportsItsErrorsToHandlers() throws {
      var errors: [Int] = []
      var lines: [Int] = []
      let parser = XMLParser(data: try TestResources.data("malformed.xml"))
      Delegate(for: XMLParserDelegate.self) {
        On(\.parseErrorOccurred) { parser, error in
          errors.append((error as NSError).code)
          lines.append(parser.lineNumber)
        }
      }.install(on: parser)
      _ = parser.parse()
      #expect(!errors.isEmpty)
      #expect(errors.first == 76, "libxml2's XML_ERR_TAG_NAME_MISMATCH, as swift-corelibs-foundation reports it")
      #expect(lines.first == 5)
    }

    @Test func aProxyWithoutHandlersForAnEventStillForwardsIt() throws {
      let log = SharedLog()
      let parser = XMLParser(data: Data("<a><b/></a>".utf8))
      let real = HandWrittenXMLDelegate(log: log)
      parser.delegate = real
      let subscription = Delegate(for: XMLParserDelegate.self) { On(\.foundComment) { _, _ in } }.install(on: parser)
      #expect(parser.parse())
      #expect(
        log.entries == [
          "startDocument", "start a ns=nil q=nil []", "start b ns=nil q=nil []", "end b", "end a", "endDocument",
        ])
      subscription.cancel()
      #expect(parser.delegate === real, "cancelling gives the parser its delegate back")
    }
  }
#endif
