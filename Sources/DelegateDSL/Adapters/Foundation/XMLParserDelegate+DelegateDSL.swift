// XMLParserDelegate: events, proxy and host conformance.
//
// On Linux `XMLParser` lives in FoundationXML, where this adapter is
// tested; on Apple platforms it is in Foundation, where Scripts/check-apple
// compiles it. `resolveExternalEntityName` is the protocol's only
// non-void method.

#if canImport(FoundationXML) || canImport(Darwin)
  import Foundation
  #if canImport(FoundationXML)
    import FoundationXML
  #endif

  extension DelegateEvents where Delegate == any XMLParserDelegate {
    /// `parserDidStartDocument(_:)`: parsing began.
    ///
    /// ```swift
    /// On(\.parserDidStartDocument) { parser in print("start") }
    /// ```
    public var parserDidStartDocument: Event<(XMLParser) -> Void> {
      optional(.init(), selector: "parserDidStartDocument:")
    }

    /// `parserDidEndDocument(_:)`: the document was parsed successfully.
    ///
    /// ```swift
    /// On(\.parserDidEndDocument) { parser in print("done") }
    /// ```
    public var parserDidEndDocument: Event<(XMLParser) -> Void> {
      optional(.init(), selector: "parserDidEndDocument:")
    }

    /// `parser(_:foundNotationDeclarationWithName:publicID:systemID:)`.
    ///
    /// ```swift
    /// On(\.foundNotationDeclarationWithName) { _, name, publicID, systemID in print(name) }
    /// ```
    public var foundNotationDeclarationWithName: Event<(XMLParser, String, String?, String?) -> Void> {
      optional(.init(), selector: "parser:foundNotationDeclarationWithName:publicID:systemID:")
    }

    /// `parser(_:foundUnparsedEntityDeclarationWithName:publicID:systemID:notationName:)`.
    ///
    /// ```swift
    /// On(\.foundUnparsedEntityDeclarationWithName) { _, name, _, systemID, notation in print(name) }
    /// ```
    public var foundUnparsedEntityDeclarationWithName: Event<(XMLParser, String, String?, String?, String?) -> Void> {
      optional(
        .init(), selector: "parser:foundUnparsedEntityDeclarationWithName:publicID:systemID:notationName:")
    }

    /// `parser(_:foundAttributeDeclarationWithName:forElement:type:defaultValue:)`.
    ///
    /// ```swift
    /// On(\.foundAttributeDeclarationWithName) { _, attribute, element, type, value in print(attribute) }
    /// ```
    public var foundAttributeDeclarationWithName: Event<(XMLParser, String, String, String?, String?) -> Void> {
      optional(.init(), selector: "parser:foundAttributeDeclarationWithName:forElement:type:defaultValue:")
    }

    /// `parser(_:foundElementDeclarationWithName:model:)`.
    ///
    /// ```swift
    /// On(\.foundElementDeclarationWithName) { _, element, model in print(element) }
    /// ```
    public var foundElementDeclarationWithName: Event<(XMLParser, String, String) -> Void> {
      optional(.init(), selector: "parser:foundElementDeclarationWithName:model:")
    }

    /// `parser(_:foundInternalEntityDeclarationWithName:value:)`.
    ///
    /// ```swift
    /// On(\.foundInternalEntityDeclarationWithName) { _, name, value in print(name, value ?? "") }
    /// ```
    public var foundInternalEntityDeclarationWithName: Event<(XMLParser, String, String?) -> Void> {
      optional(.init(), selector: "parser:foundInternalEntityDeclarationWithName:value:")
    }

    /// `parser(_:foundExternalEntityDeclarationWithName:publicID:systemID:)`.
    ///
    /// ```swift
    /// On(\.foundExternalEntityDeclarationWithName) { _, name, _, systemID in print(name) }
    /// ```
    public var foundExternalEntityDeclarationWithName: Event<(XMLParser, String, String?, String?) -> Void> {
      optional(.init(), selector: "parser:foundExternalEntityDeclarationWithName:publicID:systemID:")
    }

    /// `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`.
    ///
    /// ```swift
    /// On(\.didStartElement) { _, name, namespace, qualifiedName, attributes in print("<\(name)>") }
    /// ```
    public var didStartElement: Event<(XMLParser, String, String?, String?, [String: String]) -> Void> {
      optional(.init(), selector: "parser:didStartElement:namespaceURI:qualifiedName:attributes:")
    }

    /// `parser(_:didEndElement:namespaceURI:qualifiedName:)`.
    ///
    /// ```swift
    /// On(\.didEndElement) { _, name, _, _ in print("</\(name)>") }
    /// ```
    public var didEndElement: Event<(XMLParser, String, String?, String?) -> Void> {
      optional(.init(), selector: "parser:didEndElement:namespaceURI:qualifiedName:")
    }

    /// `parser(_:didStartMappingPrefix:toURI:)`; sent when
    /// `shouldReportNamespacePrefixes` is `true`.
    ///
    /// ```swift
    /// On(\.didStartMappingPrefix) { _, prefix, uri in print(prefix, uri) }
    /// ```
    public var didStartMappingPrefix: Event<(XMLParser, String, String) -> Void> {
      optional(.init(), selector: "parser:didStartMappingPrefix:toURI:")
    }

    /// `parser(_:didEndMappingPrefix:)`.
    ///
    /// ```swift
    /// On(\.didEndMappingPrefix) { _, prefix in print(prefix) }
    /// ```
    public var didEndMappingPrefix: Event<(XMLParser, String) -> Void> {
      optional(.init(), selector: "parser:didEndMappingPrefix:")
    }

    /// `parser(_:foundCharacters:)`. Text may arrive in several pieces.
    ///
    /// ```swift
    /// On(\.foundCharacters) { _, text in buffer += text }
    /// ```
    public var foundCharacters: Event<(XMLParser, String) -> Void> {
      optional(.init(), selector: "parser:foundCharacters:")
    }

    /// `parser(_:foundIgnorableWhitespace:)`.
    ///
    /// ```swift
    /// On(\.foundIgnorableWhitespace) { _, whitespace in }
    /// ```
    public var foundIgnorableWhitespace: Event<(XMLParser, String) -> Void> {
      optional(.init(), selector: "parser:foundIgnorableWhitespace:")
    }

    /// `parser(_:foundProcessingInstructionWithTarget:data:)`.
    ///
    /// ```swift
    /// On(\.foundProcessingInstructionWithTarget) { _, target, data in print(target) }
    /// ```
    public var foundProcessingInstructionWithTarget: Event<(XMLParser, String, String?) -> Void> {
      optional(.init(), selector: "parser:foundProcessingInstructionWithTarget:data:")
    }

    /// `parser(_:foundComment:)`.
    ///
    /// ```swift
    /// On(\.foundComment) { _, comment in print("<!--\(comment)-->") }
    /// ```
    public var foundComment: Event<(XMLParser, String) -> Void> {
      optional(.init(), selector: "parser:foundComment:")
    }

    /// `parser(_:foundCDATA:)`.
    ///
    /// ```swift
    /// On(\.foundCDATA) { _, data in print(String(decoding: data, as: UTF8.self)) }
    /// ```
    public var foundCDATA: Event<(XMLParser, Data) -> Void> {
      optional(.init(), selector: "parser:foundCDATA:")
    }

    /// `parser(_:resolveExternalEntityName:systemID:)`: the data to substitute
    /// for an entity the parser cannot resolve. Combined by
    /// ``CombineRule/firstNonNil()``: the first non-`nil` answer wins (the real
    /// delegate's first); `nil` when nobody supplies data.
    ///
    /// ```swift
    /// On(\.resolveExternalEntityName) { _, name, systemID in name == "logo" ? Data("[logo]".utf8) : nil }
    /// ```
    public var resolveExternalEntityName: Event<(XMLParser, String, String?) -> Data?> {
      optional(.init(.firstNonNil()), selector: "parser:resolveExternalEntityName:systemID:")
    }

    /// `parser(_:parseErrorOccurred:)`: a fatal error; parsing stops.
    ///
    /// ```swift
    /// On(\.parseErrorOccurred) { parser, error in print("line \(parser.lineNumber): \(error)") }
    /// ```
    public var parseErrorOccurred: Event<(XMLParser, any Error) -> Void> {
      optional(.init(), selector: "parser:parseErrorOccurred:")
    }

    /// `parser(_:validationErrorOccurred:)`.
    ///
    /// ```swift
    /// On(\.validationErrorOccurred) { _, error in print(error) }
    /// ```
    public var validationErrorOccurred: Event<(XMLParser, any Error) -> Void> {
      optional(.init(), selector: "parser:validationErrorOccurred:")
    }
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
    /// Every event of the protocol, each with its Objective-C selector: on
    /// Apple platforms the proxy's `responds(to:)` answers YES for one only
    /// while a handler, the real delegate or (for a void method) a stream
    /// takes the call (see ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "parser:foundCharacters:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] {
      [
        \.parserDidStartDocument, \.parserDidEndDocument, \.foundNotationDeclarationWithName,
        \.foundUnparsedEntityDeclarationWithName, \.foundAttributeDeclarationWithName,
        \.foundElementDeclarationWithName, \.foundInternalEntityDeclarationWithName,
        \.foundExternalEntityDeclarationWithName, \.didStartElement, \.didEndElement, \.didStartMappingPrefix,
        \.didEndMappingPrefix, \.foundCharacters, \.foundIgnorableWhitespace, \.foundProcessingInstructionWithTarget,
        \.foundComment, \.foundCDATA, \.resolveExternalEntityName, \.parseErrorOccurred, \.validationErrorOccurred,
      ]
    }

    /// Dispatches ``DelegateEvents/parserDidStartDocument``.
    ///
    /// ```swift
    /// proxy.parserDidStartDocument(parser)
    /// ```
    public func parserDidStartDocument(_ p: XMLParser) {
      sendIfImplemented(\.parserDidStartDocument, p) { ifImplemented($0.parserDidStartDocument(_:))?(p) }
    }

    /// Dispatches ``DelegateEvents/parserDidEndDocument``.
    ///
    /// ```swift
    /// proxy.parserDidEndDocument(parser)
    /// ```
    public func parserDidEndDocument(_ p: XMLParser) {
      sendIfImplemented(\.parserDidEndDocument, p) { ifImplemented($0.parserDidEndDocument(_:))?(p) }
    }

    /// Dispatches ``DelegateEvents/foundNotationDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundNotationDeclarationWithName: "gif", publicID: nil, systemID: "image/gif")
    /// ```
    public func parser(
      _ p: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      sendIfImplemented(\.foundNotationDeclarationWithName, p, name, publicID, systemID) {
        ifImplemented($0.parser(_:foundNotationDeclarationWithName:publicID:systemID:))?(p, name, publicID, systemID)
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
      sendIfImplemented(\.foundUnparsedEntityDeclarationWithName, p, name, publicID, systemID, notationName) {
        ifImplemented($0.parser(_:foundUnparsedEntityDeclarationWithName:publicID:systemID:notationName:))?(
          p, name, publicID, systemID, notationName)
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
      sendIfImplemented(\.foundAttributeDeclarationWithName, p, attributeName, elementName, type, defaultValue) {
        ifImplemented($0.parser(_:foundAttributeDeclarationWithName:forElement:type:defaultValue:))?(
          p, attributeName, elementName, type, defaultValue)
      }
    }

    /// Dispatches ``DelegateEvents/foundElementDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundElementDeclarationWithName: "item", model: "(#PCDATA)")
    /// ```
    public func parser(_ p: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
      sendIfImplemented(\.foundElementDeclarationWithName, p, elementName, model) {
        ifImplemented($0.parser(_:foundElementDeclarationWithName:model:))?(p, elementName, model)
      }
    }

    /// Dispatches ``DelegateEvents/foundInternalEntityDeclarationWithName``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundInternalEntityDeclarationWithName: "company", value: "Acme")
    /// ```
    public func parser(_ p: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      sendIfImplemented(\.foundInternalEntityDeclarationWithName, p, name, value) {
        ifImplemented($0.parser(_:foundInternalEntityDeclarationWithName:value:))?(p, name, value)
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
      sendIfImplemented(\.foundExternalEntityDeclarationWithName, p, name, publicID, systemID) {
        ifImplemented($0.parser(_:foundExternalEntityDeclarationWithName:publicID:systemID:))?(
          p, name, publicID, systemID)
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
      sendIfImplemented(\.didStartElement, p, elementName, namespaceURI, qName, attributeDict) {
        ifImplemented($0.parser(_:didStartElement:namespaceURI:qualifiedName:attributes:))?(
          p, elementName, namespaceURI, qName, attributeDict)
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
      sendIfImplemented(\.didEndElement, p, elementName, namespaceURI, qName) {
        ifImplemented($0.parser(_:didEndElement:namespaceURI:qualifiedName:))?(p, elementName, namespaceURI, qName)
      }
    }

    /// Dispatches ``DelegateEvents/didStartMappingPrefix``.
    ///
    /// ```swift
    /// proxy.parser(parser, didStartMappingPrefix: "atom", toURI: "http://www.w3.org/2005/Atom")
    /// ```
    public func parser(_ p: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
      sendIfImplemented(\.didStartMappingPrefix, p, prefix, namespaceURI) {
        ifImplemented($0.parser(_:didStartMappingPrefix:toURI:))?(p, prefix, namespaceURI)
      }
    }

    /// Dispatches ``DelegateEvents/didEndMappingPrefix``.
    ///
    /// ```swift
    /// proxy.parser(parser, didEndMappingPrefix: "atom")
    /// ```
    public func parser(_ p: XMLParser, didEndMappingPrefix prefix: String) {
      sendIfImplemented(\.didEndMappingPrefix, p, prefix) {
        ifImplemented($0.parser(_:didEndMappingPrefix:))?(p, prefix)
      }
    }

    /// Dispatches ``DelegateEvents/foundCharacters``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundCharacters: "Hello")
    /// ```
    public func parser(_ p: XMLParser, foundCharacters string: String) {
      sendIfImplemented(\.foundCharacters, p, string) { ifImplemented($0.parser(_:foundCharacters:))?(p, string) }
    }

    /// Dispatches ``DelegateEvents/foundIgnorableWhitespace``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundIgnorableWhitespace: "  ")
    /// ```
    public func parser(_ p: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
      sendIfImplemented(\.foundIgnorableWhitespace, p, whitespaceString) {
        ifImplemented($0.parser(_:foundIgnorableWhitespace:))?(p, whitespaceString)
      }
    }

    /// Dispatches ``DelegateEvents/foundProcessingInstructionWithTarget``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundProcessingInstructionWithTarget: "xml-stylesheet", data: "href='a.css'")
    /// ```
    public func parser(_ p: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
      sendIfImplemented(\.foundProcessingInstructionWithTarget, p, target, data) {
        ifImplemented($0.parser(_:foundProcessingInstructionWithTarget:data:))?(p, target, data)
      }
    }

    /// Dispatches ``DelegateEvents/foundComment``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundComment: " note ")
    /// ```
    public func parser(_ p: XMLParser, foundComment comment: String) {
      sendIfImplemented(\.foundComment, p, comment) { ifImplemented($0.parser(_:foundComment:))?(p, comment) }
    }

    /// Dispatches ``DelegateEvents/foundCDATA``.
    ///
    /// ```swift
    /// proxy.parser(parser, foundCDATA: Data("<b>".utf8))
    /// ```
    public func parser(_ p: XMLParser, foundCDATA CDATABlock: Data) {
      sendIfImplemented(\.foundCDATA, p, CDATABlock) { ifImplemented($0.parser(_:foundCDATA:))?(p, CDATABlock) }
    }

    /// Dispatches ``DelegateEvents/resolveExternalEntityName`` and returns the
    /// first non-`nil` answer.
    ///
    /// ```swift
    /// let data = proxy.parser(parser, resolveExternalEntityName: "logo", systemID: nil)
    /// ```
    public func parser(_ p: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
      sendIfImplemented(\.resolveExternalEntityName, p, name, systemID) {
        ifImplemented($0.parser(_:resolveExternalEntityName:systemID:)).map { $0(p, name, systemID) }
      }
    }

    /// Dispatches ``DelegateEvents/parseErrorOccurred``.
    ///
    /// ```swift
    /// proxy.parser(parser, parseErrorOccurred: error)
    /// ```
    public func parser(_ p: XMLParser, parseErrorOccurred parseError: any Error) {
      sendIfImplemented(\.parseErrorOccurred, p, parseError) {
        ifImplemented($0.parser(_:parseErrorOccurred:))?(p, parseError)
      }
    }

    /// Dispatches ``DelegateEvents/validationErrorOccurred``.
    ///
    /// ```swift
    /// proxy.parser(parser, validationErrorOccurred: error)
    /// ```
    public func parser(_ p: XMLParser, validationErrorOccurred validationError: any Error) {
      sendIfImplemented(\.validationErrorOccurred, p, validationError) {
        ifImplemented($0.parser(_:validationErrorOccurred:))?(p, validationError)
      }
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
