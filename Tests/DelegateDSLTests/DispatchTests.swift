import DelegateDSL
import Testing

@Suite("Dispatch: real delegate first, then handlers in declaration order")
struct DispatchTests {
  @Test func realDelegateSetBeforeInstallIsCalledFirstThenHandlersInOrder() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real

    Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in log.record("h1") }
      On(\.didProgress) { _, received, total in log.record("progress \(received)/\(total)") }
      On(\.didStart) { _ in log.record("h2") }
    }.install(on: host)
    Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in log.record("h3") }
    }.install(on: host)

    host.start()
    host.progress(5, of: 10)
    #expect(
      log.entries == ["real.didStart", "h1", "h2", "h3", "real.didProgress(5/10)", "progress 5/10"])
  }

  @Test func handlersReceiveTheSenderAndArguments() {
    let host = Downloader(name: "sender")
    var seen: [String] = []
    Delegate(for: DownloaderDelegate.self) {
      On(\.retryLimit) { downloader, url, attempt in
        seen.append("\(downloader.name) \(url) \(attempt)")
        return 0
      }
    }.install(on: host)
    _ = host.retryLimit("a.txt", attempt: 3)
    #expect(seen == ["sender a.txt 3"])
  }

  @Test func withoutRealDelegateOnlyHandlersRun() {
    let log = CallLog()
    let host = Downloader()
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }.install(on: host)
    host.start()
    #expect(log.entries == ["h"])
  }

  @Test func eventWithoutHandlersStillReachesTheRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    real.shouldDownloadAnswer = false
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host)
    #expect(host.shouldDownload("x") == false)
    #expect(host.title() == "real title")
    #expect(log.entries == ["real.shouldDownload(x)", "real.title"])
  }

  @Test func handlersInstalledDuringDispatchApplyFromTheNextCall() {
    let log = CallLog()
    let host = Downloader()
    var installed = false
    Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { downloader in
        log.record("first")
        if !installed {
          installed = true
          Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("late") } }
            .install(on: downloader)
        }
      }
    }.install(on: host)
    host.start()
    #expect(log.entries == ["first"])
    host.start()
    #expect(log.entries == ["first", "first", "late"])
  }

  @Test func aHandlerMayCancelItselfWhileRunning() {
    let log = CallLog()
    let host = Downloader()
    var subscription: DelegateSubscription<any DownloaderDelegate>?
    subscription = Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in
        log.record("once")
        subscription?.cancel()
      }
      On(\.didStart) { _ in log.record("same dispatch") }
    }.install(on: host)
    host.start()
    host.start()
    #expect(log.entries == ["once", "same dispatch"])
    #expect(host.delegate == nil)
  }

  @Test func aHandlerMayTriggerAnotherCallOnTheSameHost() {
    let log = CallLog()
    let host = Downloader()
    Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { downloader in
        log.record("start")
        downloader.progress(1, of: 1)
      }
      On(\.didProgress) { _, _, _ in log.record("progress") }
    }.install(on: host)
    host.start()
    #expect(log.entries == ["start", "progress"])
  }

  @Test func subclassHostsInheritTheSlot() {
    let log = CallLog()
    let host = ResumableDownloader()
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }.install(on: host)
    host.start()
    #expect(log.entries == ["h"])
  }
}
