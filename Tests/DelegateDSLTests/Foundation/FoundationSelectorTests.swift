// The selector tables of the Foundation adapters: what each proxy's
// `responds(to:)` answers on Apple platforms, decided by
// `respondsToSelector(named:)` and checked here, on Linux. URLSession asks
// for every optional method and changes course when one is implemented (a
// delegate that implements the task-level challenge decides every task's
// authentication), so a proxy must claim a method only while someone takes
// the call.
//
// On Linux, where these protocols are Swift protocols, an optional event
// declared with `optional(_:selector:)` counts as implemented by every real
// delegate; URLSession's sub-protocol events count only for a real delegate
// that adopts the sub-protocol. On Apple platforms each real delegate is
// asked `responds(to:)` instead, which only `Scripts/check-apple` compiles.
import DelegateDSL
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Objective-C selector a listed event's declaration names, read from
/// its `selector` property without knowing its signature.
private func selector(of declaration: Any) -> String? {
  Mirror(reflecting: declaration).children.first { $0.label == "selector" }?.value as? String
}

/// The selectors of `proxyClass`'s `selectorEvents`, in order.
private func selectors<Delegate>(of proxyClass: DelegateProxy<Delegate>.Type) -> [String?] {
  proxyClass.selectorEvents.map { selector(of: DelegateEvents<Delegate>()[keyPath: $0]) }
}

@Suite("Foundation adapters: responds(to:) per method")
struct FoundationSelectorTests {
  /// Every proxy lists every event (FileManager's under both variants'
  /// selectors), each with a selector of its own that the table answers for.
  @Test func everyProxyListsEachEventWithASelectorOfItsOwn() throws {
    func check<Delegate>(_ proxyClass: DelegateProxy<Delegate>.Type, count: Int) {
      let names = selectors(of: proxyClass).compactMap { $0 }
      #expect(names.count == count, "\(proxyClass)")
      #expect(Set(names).count == names.count, "\(proxyClass): a selector listed twice")
      let proxy = proxyClass.init()
      for name in names { #expect(proxy.respondsToSelector(named: name) != nil, "\(name)") }
      #expect(proxy.respondsToSelector(named: "description") == nil)
    }
    check(FileManagerDelegateProxy.self, count: 16)
    check(NSCacheDelegateProxy.self, count: 1)
    check(NSKeyedArchiverDelegateProxy.self, count: 5)
    check(NSKeyedUnarchiverDelegateProxy.self, count: 5)
    check(StreamDelegateProxy.self, count: 1)
    #if canImport(FoundationNetworking) || canImport(Darwin)
      check(URLSessionDelegateProxy.self, count: 17)
    #endif
    #if canImport(FoundationXML) || canImport(Darwin)
      check(XMLParserDelegateProxy.self, count: 20)
    #endif
  }

  #if canImport(FoundationNetworking) || canImport(Darwin)
    static let sessionChallenge = "URLSession:didReceiveChallenge:completionHandler:"
    static let taskChallenge = "URLSession:task:didReceiveChallenge:completionHandler:"
    static let finishedDownload = "URLSession:downloadTask:didFinishDownloadingToURL:"

    /// A delegate of `URLSessionDelegate` alone, with no state.
    final class SessionLevelDelegate: NSObject, URLSessionDelegate, @unchecked Sendable {
      // `@unchecked Sendable` is sound: no stored properties.
    }

    @Test func aSessionProxyClaimsTheChallengesOnlyWhileAHandlerAnswersThem() throws {
      let session = URLSession(configuration: .ephemeral, handlers: .empty)
      defer { session.invalidateAndCancel() }
      let proxy = try #require(session.delegate as? URLSessionDelegateProxy)
      #expect(proxy.respondsToSelector(named: Self.sessionChallenge) == false)
      #expect(proxy.respondsToSelector(named: Self.taskChallenge) == false)
      #expect(proxy.respondsToSelector(named: Self.finishedDownload) == true, "required on Apple platforms")

      let challenges = Delegate(for: URLSessionDelegate.self) {
        On(\.taskDidReceiveChallenge) { _, _, _ in (.performDefaultHandling, nil) }
      }.install(on: session)
      #expect(proxy.respondsToSelector(named: Self.taskChallenge) == true)
      #expect(proxy.respondsToSelector(named: Self.sessionChallenge) == false, "the session-level one stays NO")
      challenges.cancel()
      #expect(proxy.respondsToSelector(named: Self.taskChallenge) == false)
    }

    /// A real delegate takes part in a sub-protocol's methods only when it
    /// adopts the sub-protocol (the proxy forwards them to no other).
    @Test func aRealDelegateCountsForTheProtocolsItAdopts() throws {
      let session = URLSession(configuration: .ephemeral, realDelegate: SessionLevelDelegate(), handlers: .empty)
      defer { session.invalidateAndCancel() }
      let proxy = try #require(session.delegate as? URLSessionDelegateProxy)
      #expect(proxy.respondsToSelector(named: Self.sessionChallenge) == true)
      #expect(proxy.respondsToSelector(named: "URLSession:didBecomeInvalidWithError:") == true)
      #expect(proxy.respondsToSelector(named: Self.taskChallenge) == false, "not a task delegate")
      #expect(proxy.respondsToSelector(named: "URLSession:dataTask:didReceiveData:") == false, "not a data delegate")

      let data = URLSession(
        configuration: .ephemeral, realDelegate: HandWrittenSessionDelegate(log: SharedLog()), handlers: .empty)
      defer { data.invalidateAndCancel() }
      let dataProxy = try #require(data.delegate as? URLSessionDelegateProxy)
      #expect(dataProxy.respondsToSelector(named: Self.taskChallenge) == true)
      #expect(dataProxy.respondsToSelector(named: "URLSession:dataTask:didReceiveData:") == true)
      #expect(
        dataProxy.respondsToSelector(
          named: "URLSession:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:") == true)
    }
  #endif

  #if canImport(FoundationXML) || canImport(Darwin)
    /// A delegate that implements nothing itself (the protocol's default
    /// implementations, on Linux).
    final class SilentXMLDelegate: NSObject, XMLParserDelegate {}

    @Test func anXMLParserProxyWithOneHandlerClaimsItsSelectorOnly() throws {
      let parser = XMLParser(data: Data("<a>text</a>".utf8))
      let subscription = Delegate(for: XMLParserDelegate.self) { On(\.foundCharacters) { _, _ in } }.install(on: parser)
      let proxy = try #require(subscription.proxy)
      let claimed = selectors(of: XMLParserDelegateProxy.self).compactMap { $0 }.filter {
        proxy.respondsToSelector(named: $0) == true
      }
      #expect(claimed == ["parser:foundCharacters:"])
      subscription.cancel()
      #expect(proxy.respondsToSelector(named: "parser:foundCharacters:") == false)
    }

    /// A stream can't answer: it makes a void method implemented, not
    /// `resolveExternalEntityName`, the protocol's one non-void method.
    @Test func anXMLStreamClaimsAVoidMethodOnly() throws {
      let parser = XMLParser(data: Data("<a/>".utf8))
      let keep = Delegate(for: XMLParserDelegate.self) { On(\.parserDidEndDocument) { _ in } }.install(on: parser)
      let proxy = try #require(keep.proxy)
      var elements: AsyncStream<String>? = parser.delegateEvents(\.didStartElement) { _, name, _, _, _ in name }
      var entities: AsyncStream<String>? = parser.delegateEvents(\.resolveExternalEntityName) { _, name, _ in name }
      #expect(proxy.respondsToSelector(named: "parser:didStartElement:namespaceURI:qualifiedName:attributes:") == true)
      #expect(proxy.respondsToSelector(named: "parser:resolveExternalEntityName:systemID:") == false)
      _ = (elements, entities)
      elements = nil
      entities = nil
      #expect(proxy.respondsToSelector(named: "parser:didStartElement:namespaceURI:qualifiedName:attributes:") == false)
      keep.cancel()
    }

    /// On Linux every real delegate implements every method (the protocol's
    /// defaults): all 20 selectors answer YES while it is there.
    @Test func aRealXMLDelegatesMethodsCount() throws {
      let parser = XMLParser(data: Data("<a/>".utf8))
      let real = SilentXMLDelegate()
      parser.delegate = real
      let subscription = Delegate(for: XMLParserDelegate.self) { On(\.foundCharacters) { _, _ in } }.install(on: parser)
      let proxy = try #require(subscription.proxy)
      let answers = selectors(of: XMLParserDelegateProxy.self).compactMap { $0 }.map {
        proxy.respondsToSelector(named: $0)
      }
      #expect(answers == Array(repeating: true, count: 20))
      subscription.cancel()
      #expect(parser.delegate === real)
    }
  #endif

  /// FileManager's URL and path variants of a decision are one event: both
  /// selectors answer alike.
  @Test func bothVariantsOfAFileManagerDecisionAnswerAlike() throws {
    let files = FileManager()
    let subscription = Delegate(for: FileManagerDelegate.self) { On(\.shouldCopyItem) { _, _, _ in true } }
      .install(on: files)
    let proxy = try #require(subscription.proxy)
    let claimed = selectors(of: FileManagerDelegateProxy.self).compactMap { $0 }.filter {
      proxy.respondsToSelector(named: $0) == true
    }
    #expect(claimed == ["fileManager:shouldCopyItemAtURL:toURL:", "fileManager:shouldCopyItemAtPath:toPath:"])
    subscription.cancel()
    #expect(proxy.respondsToSelector(named: "fileManager:shouldCopyItemAtPath:toPath:") == false)
  }

  /// The path variant dispatches the URL variant's event, whose handlers
  /// receive file URLs.
  @Test func thePathVariantRunsTheSameHandlersWithFileURLs() throws {
    let files = FileManager()
    let log = SharedLog()
    let subscription = Delegate(for: FileManagerDelegate.self) {
      On(\.shouldRemoveItem) { _, item in
        log.record(item.path)
        return false
      }
    }.install(on: files)
    let proxy = try #require(files.delegate as? FileManagerDelegateProxy)
    #expect(proxy.fileManager(files, shouldRemoveItemAtPath: "/tmp/a") == false)
    #expect(proxy.fileManager(files, shouldRemoveItemAt: URL(fileURLWithPath: "/tmp/b")) == false)
    #expect(log.entries == ["/tmp/a", "/tmp/b"])
    subscription.cancel()
  }
}
