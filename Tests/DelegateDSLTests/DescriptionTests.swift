import DelegateDSL
import Testing

@Suite("Self-description")
struct DescriptionTests {
  @Test func aDefinitionPrintsItsTable() {
    let handlers = Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in }
      On(\.shouldDownload) { _, _ in true }
      On(\.didStart) { _ in }
    }
    #expect(
      handlers.description == """
        Delegate<DownloaderDelegate>: 2 events, 3 handlers
          didStart        →  2 handlers  →  void
          shouldDownload  →  1 handler   →  all
        """)
  }

  @Test func aProxyPrintsItsTableAndRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let subscription = Delegate(for: DownloaderDelegate.self) {
      On(\.cachedData) { _, _ in nil }
      On(\.retryLimit) { _, _, _ in 1 }
    }.install(on: host)
    #expect(
      subscription.proxy?.description == """
        DownloaderDelegateProxy: 2 events, 2 handlers
          cachedData  →  1 handler   →  firstNonNil
          retryLimit  →  1 handler   →  max
          real delegate: RecordingDelegate
        """)
    subscription.proxy?.realDelegate = nil
    #expect(subscription.proxy?.description.hasSuffix("real delegate: none") == true)
    #expect(subscription.description.hasPrefix("DelegateSubscription(active)\nDownloaderDelegateProxy"))
  }

  @Test func anEmptyDefinitionSaysSo() {
    #expect(Delegate<any DownloaderDelegate>.empty.description.hasSuffix("(no handlers)"))
  }

  @Test func eventsKnowTheirNamesAndRules() {
    let events = DelegateEvents<any DownloaderDelegate>()
    #expect(events.shouldDownload.name == "shouldDownload")
    #expect(events.shouldDownload.ruleName == "all")
    #expect(events.didStart.ruleName == nil)
  }
}
