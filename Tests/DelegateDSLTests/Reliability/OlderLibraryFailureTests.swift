import DelegateDSL
import Dispatch
import Testing

/// Each test is named after a failure users hit in BlocksKit, RxCocoa,
/// ReactiveCocoa or CombineCocoa, and shows it cannot happen here.
@Suite("Failures of older delegate-proxy libraries")
struct OlderLibraryFailureTests {
  /// 1. RxSwift #675, #706, #1046: "a delegate is already set" assertion.
  @Test func noAssertionWhenTheHostAlreadyHasADelegate() {
    let log = CallLog()
    let host = Downloader()
    let existing = RecordingDelegate("existing", log: log)
    host.delegate = existing
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }.install(on: host)
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h2") } }.install(on: host)
    host.start()
    #expect(log.entries == ["existing.didStart", "h", "h2"])
  }

  /// 2. RxSwift #1758: handlers lost after the host's delegate is reassigned,
  /// including `delegate = nil` by a third party.
  @Test func handlersSurviveReassignmentAndNil() {
    let log = CallLog()
    let managed = ManagedDownloader()
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("managed") } }.install(on: managed)
    managed.delegate = RecordingDelegate("other", log: log)
    managed.delegate = nil
    managed.start()
    #expect(log.entries == ["managed"], "@ProxyableDelegate routes both assignments to the real delegate")

    log.clear()
    let plain = Downloader()
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("plain") } }
    handlers.install(on: plain)
    plain.delegate = nil  // a host we do not own: the documented remedy is to install again
    handlers.install(on: plain)
    plain.start()
    #expect(log.entries == ["plain", "plain"], "re-installing reconnects every handler, old and new")
  }

  /// 3. RxSwift #300, #654; CombineCocoa #81: non-void methods unsupported or
  /// answered wrongly.
  @Test func nonVoidMethodsAreAnsweredByTheirRule() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    real.shouldDownloadAnswer = true
    real.cachedAnswer = nil
    real.retryAnswer = 7
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, url in !url.hasSuffix(".exe") }
      On(\.cachedData) { _, url in url == "hit" ? "cached" : nil }
      On(\.retryLimit) { _, _, _ in 3 }
    }.install(on: host)
    #expect(host.shouldDownload("a.txt") == true)
    #expect(host.shouldDownload("a.exe") == false)
    #expect(host.cachedData("hit") == .some("cached"))
    #expect(host.cachedData("miss") == .some(nil))
    #expect(host.retryLimit("u", attempt: 1) == 7)
  }

  /// 4. BlocksKit #257, #283, #372: infinite recursion when the host is its
  /// own delegate or two proxies forward to each other.
  @Test func noInfiniteRecursion() {
    let log = CallLog()
    let a = Downloader(name: "a")
    let b = Downloader(name: "b")
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { d in log.record(d.name) } }
    let proxyA = handlers.install(on: a).proxy!
    let proxyB = handlers.install(on: b).proxy!
    proxyA.realDelegate = b.delegate
    proxyB.realDelegate = a.delegate  // would close a loop: refused
    proxyA.realDelegate = proxyA as? any DownloaderDelegate  // itself: refused
    a.start()
    #expect(log.entries == ["a", "a"], "a's proxy → b's proxy, and no further")
    #expect(proxyB.realDelegate == nil)
  }

  /// 5. BlocksKit #355: a dangling real delegate.
  @Test func aDeallocatedRealDelegateIsSkippedNeverCalled() {
    let log = CallLog()
    let host = Downloader()
    var real: RecordingDelegate? = RecordingDelegate(log: log)
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) { On(\.shouldDownload) { _, _ in true } }.install(on: host)
    real = nil
    #expect(host.shouldDownload("u") == true)
    #expect(log.entries.isEmpty)
  }

  /// 6. RxSwift #2428: unknown or unrelated calls reaching the wrong method.
  /// A proxy answers a finite, typed set of methods, and conforms to nothing
  /// else; it forwards each call only to the same method of the real delegate.
  @Test func onlyTheProtocolsOwnMethodsAreForwarded() {
    final class Both: DownloaderDelegate, PingDelegate {
      var calls: [String] = []
      func didPing(_ host: PingHost) { calls.append("didPing") }
      func shouldPing(_ host: PingHost, _ value: Int) -> Bool { true }
      func didStart(_ downloader: Downloader) { calls.append("didStart") }
      func didProgress(_ downloader: Downloader, received: Int, total: Int) { calls.append("didProgress") }
    }
    let host = Downloader()
    let real = Both()
    host.delegate = real
    let proxy = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host).proxy!
    #expect((proxy as AnyObject) as? any PingDelegate == nil, "the proxy does not pretend to be a PingDelegate")
    host.start()
    host.progress(1, of: 2)
    #expect(real.calls == ["didStart", "didProgress"])
  }

  /// 7. ReactiveCocoa #743; BlocksKit #79, #189: retain cycles through handlers.
  @Test func noRetainCycleThroughHandlersUsingTheSender() {
    weak var weakHost: Downloader?
    weak var weakReal: RecordingDelegate?
    let log = CallLog()
    do {
      let host = Downloader()
      let real = RecordingDelegate(log: log)
      weakHost = host
      weakReal = real
      host.delegate = real
      Delegate(for: DownloaderDelegate.self) {
        On(\.didStart) { downloader in log.record(downloader.name) }  // the sender, not a capture
      }.install(on: host)
      host.start()
    }
    AssociatedStorage.compact()
    #expect(weakHost == nil)
    #expect(weakReal == nil)
  }

  /// 7 (continued): a handler that does capture its host strongly forms a
  /// cycle through the host's storage until it is cancelled: cancelling
  /// breaks it. A weak capture never forms it.
  @Test func aHandlerCapturingTheHostIsReleasedOnCancelOrWhenCapturedWeakly() {
    weak var strongCaptureHost: Downloader?
    weak var weakCaptureHost: Downloader?
    var subscription: DelegateSubscription<any DownloaderDelegate>?
    do {
      let host = Downloader()
      strongCaptureHost = host
      subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in _ = host.name } }
        .install(on: host)
      let other = Downloader()
      weakCaptureHost = other
      Delegate(for: DownloaderDelegate.self) { On(\.didStart) { [weak other] _ in _ = other?.name } }
        .install(on: other)
    }
    AssociatedStorage.compact()
    #expect(weakCaptureHost == nil)
    #expect(strongCaptureHost != nil, "the strong capture keeps the host alive…")
    subscription?.cancel()
    subscription = nil
    AssociatedStorage.compact()
    #expect(strongCaptureHost == nil, "…until the installation is cancelled")
  }

  /// 8. RxSwift #101, #1151: crashes or races when used off the main thread.
  /// The library's own state is tested here (and under TSan); races inside
  /// handlers are compile errors, proved in `CompileFailureTests` ("a handler
  /// of a @Sendable event mutating captured state", "installing on a
  /// main-actor host off the main actor") and `MainActorProtocolTests`.
  @Test func dispatchFromBackgroundThreads() {
    let host = PingHost()
    let real = CountingPingDelegate()
    host.delegate = real
    let handled = AtomicCounter()
    Delegate(for: PingDelegate.self) { On(\.didPing) { _ in handled.increment() } }.install(on: host)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { host.ping() }
    }
    #expect(handled.value == 8_000)
    #expect(real.pings.value == 8_000)
  }

  /// 9. CombineCocoa #31, #61: state shared across proxy types, or two
  /// protocols colliding on one associated key.
  @Test func protocolsAndSlotsNeverShareState() {
    final class TwoProtocols {
      weak var downloads: (any DownloaderDelegate)?
      weak var pings: (any PingDelegate)?
    }
    let log = CallLog()
    let host = TwoProtocols()
    let d = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("download") } }
      .install(on: host, at: \.downloads, proxy: DownloaderDelegateProxy.self)
    let p = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in log.record("ping") } }
      .install(on: host, at: \.pings, proxy: PingDelegateProxy.self)
    #expect(ObjectIdentifier(d.proxy!) != ObjectIdentifier(p.proxy!))
    host.downloads?.didStart(Downloader())
    host.pings?.didPing(PingHost())
    #expect(log.entries == ["download", "ping"])
    d.cancel()
    #expect(host.downloads == nil)
    #expect(host.pings === p.proxy, "cancelling one protocol leaves the other alone")
  }

  /// 10. Protocol inheritance: a table-view-like protocol refining a
  /// scroll-view-like one. One proxy serves both; no handler is lost.
  @Test func oneProxyServesARefiningProtocolAndItsParent() {
    let log = CallLog()
    let table = TableView()
    let first = Delegate(for: TableDelegate.self) {
      Inherited(ScrollTracking(log: log)) { $0 }
      On(\.didScroll) { view in log.record("table scroll \(view.offset)") }
      On(\.didSelectRow) { _, row in log.record("row \(row)") }
    }.install(on: table)
    let second = Delegate(for: TableDelegate.self) {
      Inherited(Delegate(for: ScrollDelegate.self) { On(\.didScroll) { _ in log.record("late scroll") } }) { $0 }
    }.install(on: table)
    #expect(first.proxy === second.proxy)
    table.scroll(to: 50)
    table.scroll(to: 500)  // vetoed by the inherited group's shouldScroll
    table.select(3)
    #expect(log.entries == ["scroll group 50", "table scroll 50", "late scroll", "row 3"])
    #expect(table.offset == 50)
  }
}
