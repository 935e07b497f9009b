// Streams end, and owned delegates are released, when the host goes away
// (issue 21, §2), with no `AssociatedStorage.compact()` anywhere.
//
// RxCocoa's delegate-proxy tests check that a proxy's observables complete
// while the control is deallocated ("a delegate proxy completes on
// dealloc"). Here: a `@ProxyableDelegate` host tells its death, so its
// streams finish, and their captures are released, during the host's
// release, on the owner's thread; any other host is found by the reaper,
// within its documented bound.
import Foundation
import Testing

@testable import DelegateDSL

/// Counts the deinitialisers of the objects it hands out.
///
/// `@unchecked Sendable` is sound: `count` is only touched under `lock`.
final class TeardownCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  fileprivate func released() { lock.withLock { count += 1 } }

  /// An object whose `deinit` bumps the count, to capture in a closure.
  func witness() -> TeardownWitness { TeardownWitness(self) }
}

final class TeardownWitness: Sendable {
  let counter: TeardownCounter
  init(_ counter: TeardownCounter) { self.counter = counter }
  deinit { counter.released() }
}

/// Consumes a stream in a task and counts the loops that ended.
private func consume<Element: Sendable>(_ stream: AsyncStream<Element>, ended: AtomicCounter) {
  Task.detached {
    for await _ in stream {}
    ended.increment()
  }
}

/// Waits until `condition` holds, for at most `seconds`; returns the time it
/// took, or `nil` if it never held.
private func waitUntil(seconds: Double, _ condition: () -> Bool) async -> Duration? {
  let clock = ContinuousClock()
  let start = clock.now
  while !condition() {
    if clock.now - start > .seconds(seconds) { return nil }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
  return clock.now - start
}

@Suite("Streams end, and owned delegates are released, when the host goes away", .serialized)
struct StreamTeardownTests {
  /// The reaper's documented bound, plus room for a loaded CI machine (and
  /// sanitizers): a failure means the stream did not end at all.
  static let patience = 10.0

  /// The peer test: a `@ProxyableDelegate` host's streams complete while it
  /// is deallocated. Captures are released during `host = nil` itself;
  /// every `for await` loop then exits.
  @Test func aProxyableDelegateHostsStreamsCompleteOnDealloc() async {
    let released = TeardownCounter()
    let ended = AtomicCounter()
    weak var weakProxy: DelegateProxy<any DownloaderDelegate>?
    var host: ManagedDownloader? = ManagedDownloader()
    do {
      let before = released.witness()
      let after = released.witness()
      consume(host!.delegateEvents(\.didStart) { _ in _ = before }, ended: ended)
      consume(
        host!.delegateEvents(\.shouldDownload, timing: .after) { _, _, url in
          _ = after; return url
        }, ended: ended)
      weakProxy = DelegateSlot(\ManagedDownloader.delegate, proxy: DownloaderDelegateProxy.self)
        .installedProxy(on: host!)
    }
    #expect(weakProxy != nil)
    host = nil
    #expect(released.value == 2, "the streams' captures are released during the host's release")
    #expect(weakProxy == nil, "the proxy is released with the host")
    let took = await waitUntil(seconds: Self.patience) { ended.value == 2 }
    #expect(took != nil, "every for-await loop exits")
  }

  /// A plain host (`weak var delegate`) cannot tell its death: the reaper
  /// finds it within its bound.
  @Test func aPlainHostsStreamsCompleteWithinTheReapersBound() async {
    let released = TeardownCounter()
    let ended = AtomicCounter()
    var host: Downloader? = Downloader()
    do {
      let witness = released.witness()
      consume(host!.delegateEvents(\.didStart) { _ in _ = witness }, ended: ended)
      consume(host!.delegateEvents(\.didProgress, timing: .after) { _, _, received, _ in received }, ended: ended)
    }
    host = nil
    let took = await waitUntil(seconds: Self.patience) { ended.value == 2 && released.value == 1 }
    #expect(took != nil, "every for-await loop exits, with no compact()")
    if let took { print("[teardown] plain host: streams ended \(took) after the host's release") }
  }

  /// A strong slot's real delegate does not outlive its host.
  @Test func anOwnedRealDelegateIsReleasedSoonAfterItsHost() async {
    weak var weakReal: OwnedDelegate?
    var host: OwningDownloader? = OwningDownloader()
    do {
      let real = OwnedDelegate(log: CallLog())
      weakReal = real
      host!.delegate = real
      Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host!)
    }
    host = nil
    let took = await waitUntil(seconds: Self.patience) { weakReal == nil }
    #expect(took != nil, "the owned delegate is released, with no compact()")
    if let took { print("[teardown] strong slot: owned delegate released \(took) after the host's release") }
  }

  /// A stream that ends while its host lives leaves nothing for the reaper.
  @Test func aStreamEndedEarlyLeavesNothingWatched() async {
    let host = Downloader()
    var stream: AsyncStream<Int>? = host.delegateEvents(\.didProgress) { _, received, _ in received }
    #expect(stream != nil)
    stream = nil
    #expect(ProxyRegistry.existingProxies(of: host) == nil, "the host has no record left to test")
  }

  /// 10,000 hosts, each with a stream, released: every stream's captures go
  /// (its observer and sink with them), with no compact().
  @Test(arguments: [false, true])
  func aChurnOfHostsWithStreamsReleasesEverything(managed: Bool) async {
    let hosts = 10_000
    let released = TeardownCounter()
    let ended = AtomicCounter()
    // The streams outlive their hosts: dropping a stream would end it by
    // cancellation instead.
    var streams: [AsyncStream<Int>] = []
    streams.reserveCapacity(hosts)
    do {
      var alive: [AnyObject] = []
      alive.reserveCapacity(hosts)
      for index in 0..<hosts {
        let witness = released.witness()
        let stream: AsyncStream<Int>
        if managed {
          let host = ManagedDownloader()
          stream = host.delegateEvents(\.didStart) { _ in
            _ = witness; return index
          }
          alive.append(host)
        } else {
          let host = Downloader()
          stream = host.delegateEvents(\.didStart) { _ in
            _ = witness; return index
          }
          alive.append(host)
        }
        // A hundred of them with a consumer waiting in a `for await` loop.
        if index % 100 == 0 { consume(stream, ended: ended) }
        streams.append(stream)
      }
      #expect(released.value == 0)
    }
    let took = await waitUntil(seconds: Self.patience * 3) { released.value == hosts && ended.value == hosts / 100 }
    #expect(took != nil, "released \(released.value) of \(hosts); loops ended \(ended.value) of \(hosts / 100)")
    streams.removeAll()
    if let took {
      print(
        "[teardown] churn of \(hosts) \(managed ? "@ProxyableDelegate" : "plain") hosts: all released \(took) after")
    }
  }
}
