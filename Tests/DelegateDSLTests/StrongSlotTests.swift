// Hosts that own their delegate: a slot declared `holding: .strong` keeps the
// object graph exactly as it was before installation.
import DelegateDSL
import Testing

/// A host that holds its delegate strongly, as `URLSession` and many in-house
/// classes do.
final class OwningDownloader {
  var delegate: (any DownloaderDelegate)?
  let inner = Downloader(name: "owning")
  func start() { delegate?.didStart(inner) }
  func shouldDownload(_ url: String) -> Bool? { delegate?.shouldDownload(inner, url: url) }
}

extension OwningDownloader: DelegateHost {
  static var delegateSlot: DelegateSlot<any DownloaderDelegate> {
    DelegateSlot(\OwningDownloader.delegate, proxy: DownloaderDelegateProxy.self, holding: .strong)
  }
}

/// A real delegate that records its calls and can be watched for release.
final class OwnedDelegate: DownloaderDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func didStart(_ downloader: Downloader) { log.record("real.didStart") }
  func shouldDownload(_ downloader: Downloader, url: String) -> Bool {
    log.record("real.shouldDownload")
    return true
  }
}

@Suite("Strong slots: hosts that own their delegate")
struct StrongSlotTests {
  @Test func theOwnedDelegateSurvivesInstallationAndStillReceivesEveryCall() {
    let log = CallLog()
    let host = OwningDownloader()
    weak var weakReal: OwnedDelegate?
    do {
      let real = OwnedDelegate(log: log)
      weakReal = real
      host.delegate = real  // the host is now the only owner
    }
    let subscription = Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in log.record("handler.didStart") }
      On(\.shouldDownload) { _, _ in false }
    }.install(on: host)
    #expect(weakReal != nil, "installation must not free the delegate the host owned")
    #expect(subscription.proxy?.realDelegate === weakReal)
    host.start()
    #expect(log.entries == ["real.didStart", "handler.didStart"])
    #expect(host.shouldDownload("u") == false, "true from the real delegate AND false from the handler")
    subscription.cancel()
    #expect(host.delegate === weakReal, "cancelling gives the host its delegate back")
    #expect(weakReal != nil)
  }

  @Test func theOwnedDelegateIsReleasedWithTheHost() {
    weak var weakReal: OwnedDelegate?
    weak var weakProxy: DelegateProxy<any DownloaderDelegate>?
    var host: OwningDownloader? = OwningDownloader()
    do {
      let real = OwnedDelegate(log: CallLog())
      weakReal = real
      host!.delegate = real
      let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host!)
      weakProxy = subscription.proxy
    }
    #expect(weakReal != nil)
    host = nil
    AssociatedStorage.compact()
    #expect(weakProxy == nil)
    #expect(weakReal == nil, "the proxy held the delegate only as long as the host would have")
  }

  @Test func aRealDelegateAssignedThroughTheProxyIsOwnedAndTheOldOneLetGo() {
    let host = OwningDownloader()
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host)
    weak var first: OwnedDelegate?
    weak var second: OwnedDelegate?
    do {
      let a = OwnedDelegate(log: CallLog())
      first = a
      subscription.proxy?.realDelegate = a
    }
    #expect(first != nil, "a strong slot's proxy owns its real delegate")
    do {
      let b = OwnedDelegate(log: CallLog())
      second = b
      subscription.proxy?.realDelegate = b
    }
    #expect(first == nil, "the replaced delegate is released")
    #expect(second != nil)
    subscription.proxy?.realDelegate = nil
    #expect(second == nil)
  }

  /// The usual controller → view → proxy → controller shape: with the
  /// default weak slot, installing creates no cycle.
  @Test func aWeakSlotStillCreatesNoCycle() {
    final class Controller: DownloaderDelegate {
      let view = Downloader()
      init() {
        view.delegate = self
        Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: view)
      }
    }
    weak var weakController: Controller?
    do {
      let controller = Controller()
      weakController = controller
      #expect(controller.view.delegate !== controller, "the proxy is installed")
    }
    #expect(weakController == nil)
  }

  @Test func slotsReportTheirOwnership() {
    #expect(OwningDownloader.delegateSlot.ownership == .strong)
    #expect(Downloader.delegateSlot.ownership == .weak)
    #expect("\(DelegateOwnership.strong)" == "strong")
  }
}
