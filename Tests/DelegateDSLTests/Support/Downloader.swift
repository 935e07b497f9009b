// Test fixture: a delegate protocol covering every combine rule and arity,
// two hosts (a plain `weak var` host and a `@ProxyableDelegate` host), and the
// protocol's DelegateDSL support.
import DelegateDSL

protocol DownloaderDelegate: AnyObject {
  func didStart(_ downloader: Downloader)
  func shouldDownload(_ downloader: Downloader, url: String) -> Bool
  func canResume(_ downloader: Downloader, url: String) -> Bool
  func cachedData(_ downloader: Downloader, url: String) -> String?
  func title(_ downloader: Downloader) -> String
  func firstTitle(_ downloader: Downloader) -> String
  func retryLimit(_ downloader: Downloader, url: String, attempt: Int) -> Int
  func didProgress(_ downloader: Downloader, received: Int, total: Int)
}

/// Defaults make every method optional to implement, as Swift delegate
/// protocols usually do. A real delegate's default still answers.
extension DownloaderDelegate {
  func didStart(_ downloader: Downloader) {}
  func shouldDownload(_ downloader: Downloader, url: String) -> Bool { true }
  func canResume(_ downloader: Downloader, url: String) -> Bool { false }
  func cachedData(_ downloader: Downloader, url: String) -> String? { nil }
  func title(_ downloader: Downloader) -> String { "default title" }
  func firstTitle(_ downloader: Downloader) -> String { "default title" }
  func retryLimit(_ downloader: Downloader, url: String, attempt: Int) -> Int { 0 }
  func didProgress(_ downloader: Downloader, received: Int, total: Int) {}
}

/// A host that holds its delegate with a plain `weak var`, like a class the
/// user does not own.
class Downloader {
  weak var delegate: (any DownloaderDelegate)?
  var name: String
  init(name: String = "downloader") { self.name = name }

  // The host calls whatever its delegate property currently returns.
  func start() { delegate?.didStart(self) }
  func shouldDownload(_ url: String) -> Bool? { delegate?.shouldDownload(self, url: url) }
  func canResume(_ url: String) -> Bool? { delegate?.canResume(self, url: url) }
  func cachedData(_ url: String) -> String?? { delegate.map { $0.cachedData(self, url: url) } }
  func title() -> String? { delegate?.title(self) }
  func firstTitle() -> String? { delegate?.firstTitle(self) }
  func retryLimit(_ url: String, attempt: Int) -> Int? { delegate?.retryLimit(self, url: url, attempt: attempt) }
  func progress(_ received: Int, of total: Int) { delegate?.didProgress(self, received: received, total: total) }
}

/// A subclass, to show that `DelegateHost` conformances are inherited.
final class ResumableDownloader: Downloader {}

/// A host the user owns, using `@ProxyableDelegate`.
final class ManagedDownloader {
  @ProxyableDelegate var delegate: (any DownloaderDelegate)?
  let inner = Downloader(name: "managed")
  func shouldDownload(_ url: String) -> Bool? { delegate?.shouldDownload(inner, url: url) }
  func start() { delegate?.didStart(inner) }
}

extension DelegateEvents where Delegate == any DownloaderDelegate {
  var didStart: Event<(Downloader) -> Void> { .init() }
  var shouldDownload: Event<(Downloader, String) -> Bool> { .init(.all) }
  var canResume: Event<(Downloader, String) -> Bool> { .init(.any) }
  var cachedData: Event<(Downloader, String) -> String?> { .init(.firstNonNil()) }
  var title: Event<(Downloader) -> String> { .init(.last(default: "untitled")) }
  var firstTitle: Event<(Downloader) -> String> { .init(.first(default: "untitled")) }
  var retryLimit: Event<(Downloader, String, Int) -> Int> { .init(.reduce(0, name: "max", max)) }
  var didProgress: Event<(Downloader, Int, Int) -> Void> { .init() }
}

final class DownloaderDelegateProxy: DelegateProxy<any DownloaderDelegate>, DownloaderDelegate {
  func didStart(_ d: Downloader) { send(\.didStart, d) { $0.didStart(d) } }
  func shouldDownload(_ d: Downloader, url: String) -> Bool {
    send(\.shouldDownload, d, url) { $0.shouldDownload(d, url: url) }
  }
  func canResume(_ d: Downloader, url: String) -> Bool { send(\.canResume, d, url) { $0.canResume(d, url: url) } }
  func cachedData(_ d: Downloader, url: String) -> String? {
    send(\.cachedData, d, url) { $0.cachedData(d, url: url) }
  }
  func title(_ d: Downloader) -> String { send(\.title, d) { $0.title(d) } }
  func firstTitle(_ d: Downloader) -> String { send(\.firstTitle, d) { $0.firstTitle(d) } }
  func retryLimit(_ d: Downloader, url: String, attempt: Int) -> Int {
    send(\.retryLimit, d, url, attempt) { $0.retryLimit(d, url: url, attempt: attempt) }
  }
  func didProgress(_ d: Downloader, received: Int, total: Int) {
    send(\.didProgress, d, received, total) { $0.didProgress(d, received: received, total: total) }
  }
}

extension Downloader: DelegateHost {
  static var delegateSlot: DelegateSlot<any DownloaderDelegate> {
    DelegateSlot(\Downloader.delegate, proxy: DownloaderDelegateProxy.self)
  }
}

extension ManagedDownloader: DelegateHost {
  static var delegateSlot: DelegateSlot<any DownloaderDelegate> {
    DelegateSlot(\ManagedDownloader.delegate, proxy: DownloaderDelegateProxy.self)
  }
}
