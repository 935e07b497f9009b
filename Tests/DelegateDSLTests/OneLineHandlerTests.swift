import DelegateDSL
import Testing

/// A second slot on a `DelegateHost`, for the slot forms of the one-liner.
protocol RowSource: AnyObject { func numberOfRows(_ downloader: Downloader) -> Int }

extension DelegateEvents where Delegate == any RowSource {
  var numberOfRows: Event<(Downloader) -> Int> { .init(.last(default: 0)) }
}

final class RowSourceProxy: DelegateProxy<any RowSource>, RowSource {
  func numberOfRows(_ d: Downloader) -> Int { send(\.numberOfRows, d) { $0.numberOfRows(d) } }
}

/// A downloader with a data-source-like second slot (its `delegate` slot is
/// inherited from `Downloader: DelegateHost`).
final class PagedDownloader: Downloader {
  weak var rowSource: (any RowSource)?
  static var rowSourceSlot: DelegateSlot<any RowSource> {
    DelegateSlot(\PagedDownloader.rowSource, proxy: RowSourceProxy.self)
  }
  func rows() -> Int? { rowSource?.numberOfRows(self) }
}

final class FixedRows: RowSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func numberOfRows(_ downloader: Downloader) -> Int { count }
}

@Suite("One-line handlers on the host")
struct OneLineHandlerTests {
  @Test func aOneLinerIsAnOrdinaryInstallationInTheSameProxy() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let definition = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("definition") } }
      .install(on: host)
    let oneLiner = host.on(\.didStart) { downloader in log.record("one-liner \(downloader.name)") }
    #expect(oneLiner.proxy === definition.proxy)
    #expect(oneLiner.proxy?.realDelegate === real)
    host.start()
    #expect(log.entries == ["real.didStart", "definition", "one-liner downloader"])
  }

  @Test func itsAnswerCombinesByTheEventsRuleWithTheRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    host.on(\.shouldDownload) { _, url in
      log.record("handler(\(url))")
      return !url.hasPrefix("ads.")
    }
    #expect(host.shouldDownload("ads.example") == false)
    real.shouldDownloadAnswer = false
    #expect(host.shouldDownload("example.org") == false)
    host.on(\.retryLimit) { _, _, attempt in attempt * 10 }
    #expect(host.retryLimit("x", attempt: 3) == 30)  // max(real's 1, 30)
    #expect(
      log.entries == [
        "real.shouldDownload(ads.example)", "handler(ads.example)", "real.shouldDownload(example.org)",
        "handler(example.org)", "real.retryLimit",
      ])
  }

  @Test func cancellingRemovesJustThisHandlerAndTheLastRestoresTheRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let first = host.on(\.didStart) { _ in log.record("first") }
    let second = host.on(\.didStart) { _ in log.record("second") }
    first.cancel()
    host.start()
    #expect(log.entries == ["real.didStart", "second"])
    #expect(!first.isActive && second.isActive)
    second.cancel()
    #expect(host.delegate === real)
    #expect(Downloader.delegateSlot.installedProxy(on: host) == nil)
  }

  @Test func itDescribesItselfAsTheOneEntryDefinitionDoes() {
    let host = Downloader()
    let other = Downloader()
    let oneLiner = host.on(\.title) { _ in "t" }
    let definition = Delegate(for: DownloaderDelegate.self) { On(\.title) { _ in "t" } }.install(on: other)
    #expect(oneLiner.proxy?.description == definition.proxy?.description)
    #expect(host.title() == "t")
  }

  @Test func theSlotFormOnAHostServesAnotherSlot() {
    let log = CallLog()
    let host = PagedDownloader()
    let source = FixedRows(10)
    host.rowSource = source
    let rows = host.on(\.numberOfRows, at: PagedDownloader.rowSourceSlot) { _ in 3 }
    let started = host.on(\.didStart) { _ in log.record("started") }
    #expect(host.rows() == 3)  // `.last`: the handler answers after the real data source
    #expect(rows.proxy?.realDelegate === source)
    host.start()
    #expect(log.entries == ["started"])
    rows.cancel()
    #expect(host.rowSource === source)
    #expect(started.isActive)
  }

  @Test func theSlotFormServesAnyClass() {
    let host = PagedDownloader()
    let rows = PagedDownloader.rowSourceSlot.on(\.numberOfRows, of: host) { _ in 7 }
    #expect(host.rows() == 7)
    #expect(PagedDownloader.rowSourceSlot.installedProxy(on: host) === rows.proxy)
    rows.cancel()
    #expect(host.rowSource == nil)
  }

  @Test func aHostYouOwnKeepsItsHandlersWhenItsDelegateIsAssigned() {
    let log = CallLog()
    let host = ManagedDownloader()
    host.on(\.didStart) { _ in log.record("handler") }
    let real = RecordingDelegate(log: log)
    host.delegate = real
    host.start()
    #expect(log.entries == ["real.didStart", "handler"])
  }

  @Test func theHandlerIsReleasedWhenCancelled() {
    let host = Downloader()
    weak var weakTracker: Tracker?
    let subscription: DelegateSubscription<any DownloaderDelegate>
    do {
      let tracker = Tracker()
      weakTracker = tracker
      subscription = host.on(\.didStart) { _ in tracker.touch() }
    }
    host.start()
    #expect(weakTracker?.touches == 1)
    subscription.cancel()
    #expect(weakTracker == nil)
  }

  @Test @MainActor func aMainActorHandlerUsesMainActorStateDirectly() {
    let list = ListView(rows: ["a", "b", "c"])
    let controller = ListController()
    list.delegate = controller
    let selected = ListController()  // main-actor state, used directly by the handler
    let selection = list.on(\.didSelectRow) { @MainActor list, row in selected.log.append(list.rows[row]) }
    list.on(\.shouldSelectRow) { _, row in row != 1 }
    #expect(list.select(2))
    #expect(!list.select(1))
    #expect(selected.log == ["c"])
    #expect(controller.log == ["controller.should(2)", "controller.did(2)", "controller.should(1)"])
    selection.cancel()
    #expect(list.select(0))
    #expect(selected.log == ["c"])
  }
}
