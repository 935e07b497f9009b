import Testing

// A plain `host.delegate = other` after an installation replaces the proxy
// (nothing can see it without swizzling). The library adopts the new value
// at its next touch of the slot and, in debug builds, names the assignment.
@testable import DelegateDSL

/// A host with a plain delegate property, used only here, so that the
/// reports this suite looks for name it alone.
final class ReplacedHost {
  weak var delegate: (any DownloaderDelegate)?
  func start() { delegate?.didStart(Downloader()) }
}

extension ReplacedHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any DownloaderDelegate> {
    DelegateSlot(\ReplacedHost.delegate, proxy: DownloaderDelegateProxy.self)
  }
}

@Suite("A delegate property assigned directly after installation", .serialized)
struct ReplacedProxyTests {
  private func reports(naming host: String) -> [String] {
    #if DEBUG
      ReplacedProxy.recentReports.filter { $0.contains("\(host)'s delegate property") }
    #else
      []
    #endif
  }

  /// How many reports have named `host` so far (the latest reports are
  /// capped, and other suites report beside this one).
  private func reportCount(naming host: String) -> Int {
    #if DEBUG
      ReplacedProxy.reportCount(forHostType: host)
    #else
      0
    #endif
  }

  @Test func theNextInstallationAdoptsTheNewDelegateAndNamesTheAssignment() throws {
    let log = CallLog()
    let host = ReplacedHost()
    let first = host.on(\.didStart) { _ in log.record("h") }
    let other = RecordingDelegate("other", log: log)
    host.delegate = other
    host.start()
    #expect(log.entries == ["other.didStart"], "the replaced proxy is not called")
    let before = reportCount(naming: "ReplacedHost")

    log.clear()
    let second = host.on(\.didStart) { _ in log.record("h2") }
    host.start()
    #expect(log.entries == ["other.didStart", "h", "h2"])
    #expect(second.proxy?.realDelegate === other)
    #if DEBUG
      let found = reports(naming: "ReplacedHost")
      #expect(reportCount(naming: "ReplacedHost") == before + 1)
      #expect(found.last?.contains("an instance of RecordingDelegate") == true)
      #expect(found.last?.contains("adopted as the real delegate") == true)
    #endif
    first.cancel()
    second.cancel()
    #expect(host.delegate === other)
  }

  /// `isConnected` reports a replacement once however often it is asked; once the proxy is back, the next
  /// replacement is reported, even by the same object.
  @Test func isConnectedReportsEachReplacementOnce() {
    let log = CallLog()
    let host = ReplacedHost()
    let subscription = host.on(\.didStart) { _ in log.record("h") }
    let other = RecordingDelegate("other", log: log)
    let before = reportCount(naming: "ReplacedHost")
    host.delegate = other
    for _ in 0..<3 { #expect(!subscription.isConnected) }
    #if DEBUG
      #expect(reportCount(naming: "ReplacedHost") == before + 1)
      #expect(reports(naming: "ReplacedHost").last?.contains("keeps it until the next installation") == true)
    #endif
    // The next installation adopts `other` (its own report) and puts the proxy back.
    let second = host.on(\.didProgress) { _, _, _ in }
    #expect(subscription.isConnected)
    host.delegate = other
    for _ in 0..<3 { #expect(!subscription.isConnected) }
    #if DEBUG
      #expect(reportCount(naming: "ReplacedHost") == before + 3)
    #endif
    host.start()
    #expect(log.entries == ["other.didStart"])
    second.cancel()
    subscription.cancel()
  }

  @Test func aCancellationLeavesTheAssignmentAndNamesIt() throws {
    let log = CallLog()
    let host = ReplacedHost()
    let first = host.on(\.didStart) { _ in log.record("h") }
    let second = host.on(\.didProgress) { _, _, _ in log.record("h2") }
    let answering = host.on(\.shouldDownload) { _, _ in true }
    let other = RecordingDelegate("other", log: log)
    host.delegate = other
    let before = reportCount(naming: "ReplacedHost")
    // A void method keeps its claim when its handler goes: the cancellation
    // has no reason to touch the property, and doesn't (issue 43 §2).
    first.cancel()
    #expect(host.delegate === other)
    #if DEBUG
      #expect(reportCount(naming: "ReplacedHost") == before)
    #endif
    // A method that answers is withdrawn at once: the cancellation reads the
    // property to write it again, finds it replaced, leaves it and names it.
    answering.cancel()
    #expect(host.delegate === other)
    #if DEBUG
      #expect(reportCount(naming: "ReplacedHost") == before + 1)
    #endif
    let third = host.on(\.didStart) { _ in log.record("h3") }
    host.start()
    #expect(log.entries == ["other.didStart", "h3"], "the next installation adopts it")
    second.cancel()
    third.cancel()
    #expect(host.delegate === other)
  }

  @Test func theLastCancellationLeavesTheAssignmentAndNamesIt() throws {
    let host = ReplacedHost()
    let only = host.on(\.didStart) { _ in }
    let other = RecordingDelegate("other", log: CallLog())
    host.delegate = other
    let before = reportCount(naming: "ReplacedHost")
    only.cancel()
    #expect(host.delegate === other)
    #if DEBUG
      let found = reports(naming: "ReplacedHost")
      #expect(reportCount(naming: "ReplacedHost") == before + 1)
      #expect(found.last?.contains("The host keeps it") == true)
    #endif
  }

  @Test func assigningThroughTheProxyIsNotReported() throws {
    let host = ReplacedHost()
    let subscription = host.on(\.didStart) { _ in }
    let other = RecordingDelegate("other", log: CallLog())
    let before = reportCount(naming: "ReplacedHost")
    subscription.proxy?.realDelegate = other
    let scope = host.useRealDelegate(RecordingDelegate("scoped", log: CallLog()), retained: true)
    scope.cancel()
    subscription.cancel()
    #expect(host.delegate === other)
    #expect(reportCount(naming: "ReplacedHost") == before)
  }

  /// A key path the runtime knows only by its accessors prints as an
  /// address (`\Host.<computed 0x…>`): the report leaves it out rather than
  /// show that; one with a printable name keeps it.
  @Test func theReportNamesThePropertyOnlyWhenTheRuntimeCanPrintIt() {
    final class Host {
      var stored = 0
      var computed: Int { stored }
    }
    let computed = ReplacedProxy.message(
      host: Host(), slot: \Host.computed, replacement: Host(), adopted: true)
    #expect(!computed.contains("0x"), "\(computed)")
    #expect(computed.hasPrefix("DelegateDSL: Host's delegate property"))
    #expect(computed.contains("was assigned an instance of Host directly"))
    let named = ReplacedProxy.named(\Host.stored)
    #expect(named.isEmpty || named.contains("stored"), "\(named)")
  }
}
