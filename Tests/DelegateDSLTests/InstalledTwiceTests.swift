import Testing

// Debug builds report a definition installed again from the same place on
// the same host while the installation made there before is active (issue
// 43, §5): a `viewWillAppear` that installs runs again after a cancelled
// swipe-to-dismiss, and both installations answer (two sheets).
@testable import DelegateDSL

@Suite struct InstalledTwiceTests {
  /// The count of reports of an installation again from `line` of this file.
  func reports(at line: UInt) -> Int { DebugReports.count("installed again at \(#fileID):\(line)") }

  func definition(_ heard: CallLog) -> Delegate<any DownloaderDelegate> {
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in heard.record("started") } }
  }

  @Test func aSecondInstallationFromTheSamePlaceOnTheSameHostIsReported() {
    let heard = CallLog()
    let downloader = Downloader()
    var subscriptions: [DelegateSubscription<any DownloaderDelegate>] = []
    var line: UInt = 0
    for _ in 0..<2 {  // `viewWillAppear`, twice
      line = #line + 1
      subscriptions.append(definition(heard).install(on: downloader))
    }
    downloader.start()
    #expect(heard.entries == ["started", "started"])
    #expect(reports(at: line) == 1)
    let text = DebugReports.recent.last { $0.contains("\(#fileID):\(line)") }
    #expect(
      text?.contains(
        "a DownloaderDelegate definition was installed again on Downloader from \(#fileID):\(line) while the "
          + "installation made there before is still active") == true)
    for subscription in subscriptions { subscription.cancel() }
  }

  @Test func installingAgainAfterCancellingOrOnAnotherHostIsNotReported() {
    let heard = CallLog()
    let first = Downloader()
    let second = Downloader()
    var line: UInt = 0
    var subscriptions: [DelegateSubscription<any DownloaderDelegate>] = []
    for host in [first, first, second] {
      subscriptions.last?.cancel()
      line = #line + 1
      subscriptions.append(definition(heard).install(on: host))
    }
    // Cancelled before the second installation; the third is on another host.
    #expect(reports(at: line) == 0)
    subscriptions.last?.cancel()
  }

  @Test func twoPlacesInstallingOnOneHostAreNotReported() {
    let heard = CallLog()
    let downloader = Downloader()
    let first = definition(heard).install(on: downloader)
    let firstLine: UInt = #line - 1
    let second = definition(heard).install(on: downloader)
    let secondLine: UInt = #line - 1
    #expect(reports(at: firstLine) == 0)
    #expect(reports(at: secondLine) == 0)
    first.cancel()
    second.cancel()
  }
}
