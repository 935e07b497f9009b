// Test fixture: an event log shared by real delegates and handlers, and a
// configurable real delegate that records every call it receives.
import DelegateDSL

/// An ordered log of calls.
final class CallLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

/// A hand-written real delegate: records each call and answers as configured.
final class RecordingDelegate: DownloaderDelegate {
  let name: String
  let log: CallLog
  var shouldDownloadAnswer = true
  var canResumeAnswer = false
  var cachedAnswer: String? = nil
  var titleAnswer = "real title"
  var retryAnswer = 1

  init(_ name: String = "real", log: CallLog) {
    self.name = name
    self.log = log
  }

  func didStart(_ downloader: Downloader) { log.record("\(name).didStart") }
  func shouldDownload(_ downloader: Downloader, url: String) -> Bool {
    log.record("\(name).shouldDownload(\(url))")
    return shouldDownloadAnswer
  }
  func canResume(_ downloader: Downloader, url: String) -> Bool {
    log.record("\(name).canResume")
    return canResumeAnswer
  }
  func cachedData(_ downloader: Downloader, url: String) -> String? {
    log.record("\(name).cachedData")
    return cachedAnswer
  }
  func title(_ downloader: Downloader) -> String {
    log.record("\(name).title")
    return titleAnswer
  }
  func firstTitle(_ downloader: Downloader) -> String {
    log.record("\(name).firstTitle")
    return titleAnswer
  }
  func retryLimit(_ downloader: Downloader, url: String, attempt: Int) -> Int {
    log.record("\(name).retryLimit")
    return retryAnswer
  }
  func didProgress(_ downloader: Downloader, received: Int, total: Int) {
    log.record("\(name).didProgress(\(received)/\(total))")
  }
}

/// An object whose release tests observe through a weak reference.
final class Tracker {
  var touches = 0
  func touch() { touches += 1 }
}
