import DelegateDSL
import Testing

@Suite("The real delegate: adopted, replaceable, weak, never a cycle")
struct RealDelegateTests {
  @Test func installAdoptsTheCurrentDelegateWeakly() {
    let log = CallLog()
    let host = Downloader()
    var real: RecordingDelegate? = RecordingDelegate(log: log)
    weak let weakReal = real
    host.delegate = real
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }
      .install(on: host)
    #expect(subscription.proxy?.realDelegate === real)
    #expect(host.delegate === subscription.proxy)

    real = nil
    #expect(weakReal == nil, "the proxy must not keep the real delegate alive")
    host.start()
    #expect(log.entries == ["h"], "a deallocated real delegate is skipped")
    #expect(subscription.proxy?.realDelegate == nil)
  }

  @Test func replacingTheRealDelegateThroughTheProxyKeepsHandlers() {
    let log = CallLog()
    let host = Downloader()
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }
      .install(on: host)
    let later = RecordingDelegate("later", log: log)
    subscription.proxy?.realDelegate = later
    host.start()
    #expect(log.entries == ["later.didStart", "h"])
    #expect(Downloader.delegateSlot.installedProxy(on: host) === subscription.proxy)
  }

  @Test func reassigningAPlainDelegatePropertyThenReinstallingAdoptsTheNewValue() {
    let log = CallLog()
    let host = Downloader()
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }
    let first = handlers.install(on: host)
    let other = RecordingDelegate("other", log: log)
    host.delegate = other  // a third party replaces the proxy on a host we do not own
    host.start()
    #expect(log.entries == ["other.didStart"])

    log.clear()
    let second = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h2") } }
      .install(on: host)
    host.start()
    #expect(log.entries == ["other.didStart", "h", "h2"], "re-installing adopts and reconnects every handler")
    #expect(first.proxy === second.proxy)
  }

  @Test func proxyableDelegateRoutesAssignmentsIntoTheProxy() {
    let log = CallLog()
    let host = ManagedDownloader()
    let original = RecordingDelegate("original", log: log)
    host.delegate = original
    let subscription = Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, _ in
        log.record("h"); return true
      }
    }.install(on: host)

    let replacement = RecordingDelegate("replacement", log: log)
    host.delegate = replacement
    #expect(host.delegate === subscription.proxy)
    #expect(subscription.proxy?.realDelegate === replacement)
    _ = host.shouldDownload("u")
    #expect(log.entries == ["replacement.shouldDownload(u)", "h"])

    log.clear()
    host.delegate = nil  // a third party clears the delegate
    _ = host.shouldDownload("u")
    #expect(log.entries == ["h"], "handlers survive `delegate = nil`")

    host.delegate = host.delegate  // assigning the proxy itself is a no-op
    #expect(subscription.proxy?.realDelegate == nil)

    host.delegate = replacement
    subscription.cancel()
    #expect(host.delegate === replacement)
  }

  @Test func theHostKeepsTheProxyOfAProxyableDelegateAlive() {
    weak var weakProxy: DelegateProxy<any DownloaderDelegate>?
    var host: ManagedDownloader? = ManagedDownloader()
    do {
      let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host!)
      weakProxy = subscription.proxy
    }
    #expect(weakProxy != nil, "the property holds the proxy")
    host = nil
    AssociatedStorage.compact()
    #expect(weakProxy == nil)
  }

  @Test func theProxyCannotBecomeItsOwnRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }
      .install(on: host)
    let proxy = subscription.proxy!
    #expect(proxy.replaceRealDelegate(with: host.delegate) == false)
    proxy.realDelegate = proxy as? any DownloaderDelegate
    #expect(proxy.realDelegate === real, "a refused assignment keeps the previous real delegate")
    host.start()
    #expect(log.entries == ["real.didStart", "h"])
  }

  @Test func reinstallingOnAHostWhoseDelegateIsAlreadyTheProxyDoesNotStack() {
    let host = Downloader()
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }
    let first = handlers.install(on: host)
    let proxy = first.proxy!
    let second = handlers.install(on: host)
    #expect(second.proxy === proxy)
    #expect(host.delegate === proxy)
    #expect(proxy.realDelegate == nil, "the proxy never adopts itself")
  }

  @Test func aHostThatIsItsOwnDelegate() {
    final class SelfDelegating: Downloader, DownloaderDelegate {
      var calls = 0
      func didStart(_ downloader: Downloader) { calls += 1 }
      func title(_ downloader: Downloader) -> String { "self" }
    }
    let host = SelfDelegating()
    host.delegate = host
    var handled = 0
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in handled += 1 } }.install(on: host)
    host.start()
    #expect(host.calls == 1)
    #expect(handled == 1)
    #expect(host.title() == "self")
    #expect(host.firstTitle() == "default title", "a protocol-extension default is the real delegate's answer")
  }
}
