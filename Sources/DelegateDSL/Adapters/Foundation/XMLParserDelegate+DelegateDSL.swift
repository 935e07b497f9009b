// XMLParserDelegate: events, proxy and host conformance.
//
// On Linux `XMLParser` lives in FoundationXML, and that is where this adapter
// is compiled and tested. `resolveExternalEntityName` is the protocol's only
// non-void method.

#if canImport(FoundationXML)
  import Foundation
  import FoundationXML

  extension DelegateEvents where Delegate == any XMLParserDelegate {
    /// `parserDidStartDocument(_:)`: parsing began.
    ///
    /// ```swift
    /// On(\.parserDidStartDocument) { parser in print("start") }
    /// ```
    public var parserDidStartDocument: Event<(XMLParser) -> Void> { .init() }

    /// `parserDidEndDocument(_:)`: the document was parsed successfully.
    ///
    /// ```swift
    /// On(\.parserDidEndDocument) { parser in print("done") }
    /// ```
    public var parserDidEndDocument: Event<(XMLParser) -> Void> { .init() }

    /// `parser(_:foundNotationDeclarationWithName:publicID:systemID:)`.
    ///
    /// ```swift
    /// On(\.foundNotationDeclarationWithName) { _, name, publicID, systemID in print(name) }
    /// ```
    public var foundNotationDeclarationWithName: Event<(XMLParser, String, String?, String?) -> Void> { .init() }

    /// `parser(_:foundUnparsedEntityDeclarationWithName:publicID:systemID:notationName:)`.
    ///
    /// ```swift
    /// On(\.foundUnparsedEntityDeclarationWithName) { _, name, _, systemID, notation in print(name) }
    /// ```
    public var foundUnparsedEntityDeclarationWithName: Event<(XMLParser, String, String?, String?, String?) -> Void> {
      .init()
    }

    /// `parser(_:foundAttributeDeclarationWithName:forElement:type:defaultValue:)`.
    ///
    /// ```swift
    /// On(\.foundAttributeDeclarationWithName) { _, attribute, element, type, value in print(attribute) }
    /// ```
    public var foundAttributeDeclarationWithName: Event<(XMLParser, String, String, String?, String?) -> Void> {
      .init()
    }

    /// `parser(_:foundElementDeclarationWithName:model:)`.
    ///
    /// ```swift
    /// On(\.foundElementDeclarationWithName) { _, element, model in print(element) }
    /// ```
    public var foundElementDeclarationWithName: Event<(XMLParser, String, String) -> Void> { .init() }

    /// `parser(_:foundInternalEntityDeclarationWithName:value:)`.
    ///
    /// ```swift
    /// On(\.foundInternalEntityDeclarationWithName) { _, name, value in print(name, value ?? "") }
    /// ```
    public var foundInternalEntityDeclarationWithName: Event<(XMLParser, String, String?) -> Void> { .init() }

    /// `parser(_:foundExternalEntityDeclarationWithName:publicID:systemID:)`.
    ///
    /// ```swift
    /// On(\.foundExternalEntityDeclarationWithName) { _, name, _, systemID in print(name) }
    /// ```
    public var foundExternalEntityDeclarationWithName: Event<(XMLParser, String, String?, String?) -> Void> {
      .init()
    }

    /// `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`.
    ///
    /// ```swift
    /// On(\.didStartElement) { _, name, namespace, qualifiedName, attributes in print("<\(name)>") }
    /// ```
    public var didStartElement: Event<(XMLParser, String, String?, String?, [String: String]) -> Void> { .init() }

    /// `parser(_:didEndElement:namespaceURI:qualifiedName:)`.
    ///
    /// ```swift
    /// On(\.didEndElement) { _, name, _, _ in print("</\(name)>") }
    /// ```
    public var didEndElement: Event<(XMLParser, String, String?, String?) -> Void> { .init() }

    /// `parser(_:didStartMappingPrefix:toURI:)`; sent when
    /// `shouldReportNamespacePrefixes` is `true`.
    ///
    /// ```swift
    /// On(\.didStartMappingPrefix) { _, prefix, uri in print(prefix, uri) }
    /// ```
    public var didStartMappingPrefix: Event<(XMLParser, String, String) -> Void> { .init() }

    /// `parser(_:didEndMappingPrefix:)`.
    ///
    /// ```swift
    /// On(\.didEndMappingPrefix) { _, prefix in print(prefix) }
    /// ```
    public var didEndMappingPrefix: Event<(XMLParser, String) -> Void> { .init() }

    /// `parser(_:foundCharacters:)`. Text may arrive in several pieces.
    ///
    /// ```swift
    /// On(\.foundCharacters) { _, text in buffer += text }
    /// ```
    public var foundCharacters: Event<(XMLParser, String) -> Void> { .init() }

    /// `parser(_:foundIgnorableWhitespace:)`.
    ///
    /// ```swift
    /// On(\.foundIgnorableWhitespace) { _, whitespace in }
    /// ```
    public var foundIgnorableWhitespace: Event<(XMLParser, String) -> Void> { .init() }

    /// `parser(_:foundProcessingInstructionWithTarget:data:)`.
    ///
    /// ```swift
    /// On(\.foundProcessingInstructionWithTarget) { _, target, data in print(target) }
    /// ```
    public var foundProcessingInstructionWithTarget: Event<(XMLParser, String, String?) -> Void> { .init() }

    /// `parser(_:foundComment:)`.
    ///
    /// ```swift
    /// On(\.foundComment) { _, comment in print("<!--\(comment)-->") }
    /// ```
    public var foundComment: Event<(XMLParser, String) -> Void> { .init() }

    /// `parser(_:foundCDATA:)`.
    ///
    /// ```swift
    /// On(\.foundCDATA) { _, data in print(String(decoding: data, as: UTF8.self)) }
    /// ```
    public var foundCDATA: Event<(XMLParser, Data) -> Void> { .init() }

    /// `parser(_:resolveExternalEntityName:systemID:)`: the data to substitute
    /// for an entity the parser cannot resolve. Combined by
    /// ``CombineRule/firstNonNil()``: the first non-`nil` answer wins (the real
    /// delegate's first); `nil` when nobody supplies data.
    ///
    /// ```swift
    /// On(\.resolveExternalEntityName) { _, name, systemID in name == "logo" ? Data("[logo]".utf8) : nil }
    /// ```
    public var resolveExternalEntityName: Event<(XMLParser, String, String?) -> Data?> { .init(.firstNonNil()) }

    /// `parser(_:parseErrorOccurred:)`: a fatal error; parsing stops.
    ///
    /// ```swift
    /// On(\.parseErrorOccurred) { parser, error in print("line \(parser.lineNumber): \(error)") }
    /// ```
    public var parseErrorOccurred: Event<(XMLParser, any Error) -> Void> { .init() }

    /// `parser(_:validationErrorOccurred:)`.
    ///
    /// ```swift
    /// On(\.validationErrorOccurred) { _, error in print(error) }
    /// ```
    public var validationErrorOccurred: Event<(XMLParser, any Error) -> Void> { .init() }
  }

  /// The proxy that `install(on:)` makes an `XMLParser`'s delegate: each
  /// method calls the real delegate, then the handlers of the event of the
  /// same name.
  ///
  /// ```swift
  /// let parser = XMLParser(data: data)
  /// Delegate(for: XMLParserDelegate.self) {
  ///   On(\.didStartElement) { _, name, _, _, _ in print(name) }
  /// }.install(on: parser)
  /// print(parser.delegate is XMLParserDelegateProxy)  // true
  /// ```
  public final class XMLParserDelegateProxy: DelegateProxy<any XMLParserDelegate>, XMLParserDelegate {
    /// Dispatches ``DelegateEvents/parserDidStartDocument``.
    ///
    /// ```swift
    /// proxy.parserDidStartDocument(parser)
    /// ```
    public func parserDidStartDocument(_ p: XMLParser) {
      send(\.parserDidStartDocument, p) { $0.parserDidStartDocument(p) }
    }

    /// Dispatches ``DelegateEvents/parserDidEndDocument``.
    ///
    /// ```swift
    /// proxy.parserDidEndDocument(parser)
    /// ```
    public func parserDidEndDocument(_ p: XMLParser) {
      send(\.parserDidEndDocument, p) { $0.parserDidEndDocument(p) }
    }

    /// Dispatches ``DelegateEvents/foundNotationDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundNotationDeclarationWithName: "gif", publicID: nil, systemID: "image/gif")
    /// ```
    public func parser(
      _ p: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      send(\.foundNotationDeclarationWithName, p, name, publicID, systemID) {
        $0.parser(p, foundNotationDeclarationWithName: name, publicID: publicID, systemID: systemID)
      }
    }

    /// Dispatches ``DelegateEvents/foundUnparsedEntityDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundUnparsedEntityDeclarationWithName: "logo", publicID: nil,
    ///              systemID: "logo.gif", notationName: "gif")
    /// ```
    public func parser(
      _ p: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?,
      notationName: String?
    ) {
      send(\.foundUnparsedEntityDeclarationWithName, p, name, publicID, systemID, notationName) {
        $0.parser(
          p, foundUnparsedEntityDeclarationWithName: name, publicID: publicID, systemID: systemID,
          notationName: notationName)
      }
    }

    /// Dispatches ``DelegateEvents/foundAttributeDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundAttributeDeclarationWithName: "id", forElement: "item", type: nil, defaultValue: nil)
    /// ```
    public func parser(
      _ p: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String,
      type: String?, defaultValue: String?
    ) {
      send(\.foundAttributeDeclarationWithName, p, attributeName, elementName, type, defaultValue) {
        $0.parser(
          p, foundAttributeDeclarationWithName: attributeName, forElement: elementName, type: type,
          defaultValue: defaultValue)
      }
    }

    /// Dispatches ``DelegateEvents/foundElementDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundElementDeclarationWithName: "item", model: "(#PCDATA)")
    /// ```
    public func parser(_ p: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
      send(\.foundElementDeclarationWithName, p, elementName, model) {
        $0.parser(p, foundElementDeclarationWithName: elementName, model: model)
      }
    }

    /// Dispatches ``DelegateEvents/foundInternalEntityDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundInternalEntityDeclarationWithName: "company", value: "Acme")
    /// ```
    public func parser(_ p: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      send(\.foundInternalEntityDeclarationWithName, p, name, value) {
        $0.parser(p, foundInternalEntityDeclarationWithName: name, value: value)
      }
    }

    /// Dispatches ``DelegateEvents/foundExternalEntityDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundExternalEntityDeclarationWithName: "legal", publicID: nil, systemID: "legal.xml")
    /// ```
    public func parser(
      _ p: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      send(\.foundExternalEntityDeclarationWithName, p, name, publicID, systemID) {
        $0.parser(p, foundExternalEntityDeclarationWithName: name, publicID: publicID, systemID: systemID)
      }
    }

    /// Dispatches ``DelegateEvents/didStartElement``.
    ///
    /// ```swift
    /// proxy.parser(parser, didStartElement: "item", namespaceURI: nil, qualifiedName: nil, attributes: [:])
    /// ```
    public func parser(
      _ p: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String]
    ) {
      send(\.didStartElement, p, elementName, namespaceURI, qName, attributeDict) {
        $0.parser(
          p, didStartElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName,
          attributes: attributeDict)
      }
    }

    /// Dispatches ``DelegateEvents/didEndElement``.
    ///
    /// ```swift
    /// proxy.parser(parser, didEndElement: "item", namespaceURI: nil, qualifiedName: nil)
    /// ```
    public func parser(
      _ p: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      send(\.didEndElement, p, elementName, namespaceURI, qName) {
        $0.parser(p, didEndElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName)
      }
    }

    /// Dispatches ``DelegateEvents/didStartMappingPrefix``.
    ///
    /// ```swift
    /// proxy.parser(parser, didStartMappingPrefix: "atom", toURI: "http://www.w3.org/2005/Atom")
    /// ```
    public func parser(_ p: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
      send(\.didStartMappingPrefix, p, prefix, namespaceURI) {
        $0.parser(p, didStartMappingPrefix: prefix, toURI: namespaceURI)
      }
    }

    /// Dispatches ``DelegateEvents/didEndMappingPrefix``.
    ///
    /// ```swift
    /// proxy.parser(parser, didEndMappingPrefix: "atom")
    /// ```
    public func parser(_ p: XMLParser, didEndMappingPrefix prefix: String) {
      send(\.didEndMappingPrefix, p, prefix) { $0.parser(p, didEndMappingPrefix: prefix) }
    }

    /// Dispatches ``DelegateEvents/foundCharacters``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundCharacters: "Hello")
    /// ```
    public func parser(_ p: XMLParser, foundCharacters string: String) {
      send(\.foundCharacters, p, string) { $0.parser(p, foundCharacters: string) }
    }

    /// Dispatches ``DelegateEvents/foundIgnorableWhitespace``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundIgnorableWhitespace: "  ")
    /// ```
    public func parser(_ p: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
      send(\.foundIgnorableWhitespace, p, whitespaceString) {
        $0.parser(p, foundIgnorableWhitespace: whitespaceString)
      }
    }

    /// Dispatches ``DelegateEvents/foundProcessingInstructionWithTarget``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundProcessingInstructionWithTarget: "xml-stylesheet", data: "href='a.css'")
    /// ```
    public func parser(_ p: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
      send(\.foundProcessingInstructionWithTarget, p, target, data) {
        $0.parser(p, foundProcessingInstructionWithTarget: target, data: data)
      }
    }

    /// Dispatches ``DelegateEvents/foundComment``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundComment: " note ")
    /// ```
    public func parser(_ p: XMLParser, foundComment comment: String) {
      send(\.foundComment, p, comment) { $0.parser(p, foundComment: comment) }
    }

    /// Dispatches ``DelegateEvents/foundCDATA``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundCDATA: Data("<b>".utf8))
    /// ```
    public func parser(_ p: XMLParser, foundCDATA CDATABlock: Data) {
      send(\.foundCDATA, p, CDATABlock) { $0.parser(p, foundCDATA: CDATABlock) }
    }

    /// Dispatches ``DelegateEvents/resolveExternalEntityName`` and returns the
    /// first non-`nil` answer.
    ///
    /// ```swift
    /// let data = proxy.parser(parser, resolveExternalEntityName: "logo", systemID: nil)
    /// ```
    public func parser(_ p: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
      send(\.resolveExternalEntityName, p, name, systemID) {
        $0.parser(p, resolveExternalEntityName: name, systemID: systemID)
      }
    }

    /// Dispatches ``DelegateEvents/parseErrorOccurred``.
    ///
    /// ```swift
    /// proxy.parser(parser, parseErrorOccurred: error)
    /// ```
    public func parser(_ p: XMLParser, parseErrorOccurred parseError: any Error) {
      send(\.parseErrorOccurred, p, parseError) { $0.parser(p, parseErrorOccurred: parseError) }
    }

    /// Dispatches ``DelegateEvents/validationErrorOccurred``.
    ///
    /// ```swift
    /// proxy.parser(parser, validationErrorOccurred: error)
    /// ```
    public func parser(_ p: XMLParser, validationErrorOccurred validationError: any Error) {
      send(\.validationErrorOccurred, p, validationError) { $0.parser(p, validationErrorOccurred: validationError) }
    }
  }

  extension XMLParser: DelegateHost {
    /// `XMLParser.delegate`, served by ``XMLParserDelegateProxy``.
    ///
    /// ```swift
    /// Delegate(for: XMLParserDelegate.self) { On(\.foundCharacters) { _, text in print(text) } }
    ///   .install(on: parser)
    /// ```
    public static var delegateSlot: DelegateSlot<any XMLParserDelegate> {
      DelegateSlot(\XMLParser.delegate, proxy: XMLParserDelegateProxy.self)
    }
  }
#endif
