// Event streams: any delegate event observed as a typed AsyncStream, before
// or after the call, without changing what anyone else sees.
import DelegateDSL
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Event streams: delegate events as AsyncStreams")
struct EventStreamTests {
  /// Before-elements come before the real delegate and the handlers;
  /// after-elements come after them and carry the answer the host received.
  @Test func beforeAndAfterElementsSurroundTheCall() async {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate("real", log: log)
    real.shouldDownloadAnswer = true
    host.delegate = real
    let subscription = Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, _ in
        log.record("handler")
        return false
      }
    }.install(on: host)
    let before = host.delegateEvents(\.shouldDownload) { _, url in
      log.record("before(\(url))")
      return url
    }
    let after = host.delegateEvents(\.shouldDownload, timing: .after) { allowed, _, url in
      log.record("after(\(allowed))")
      return "\(url): \(allowed)"
    }
    log.clear()
    let answer = host.shouldDownload("u")
    #expect(answer == false, "observers take no part in the answer")
    #expect(log.entries == ["before(u)", "real.shouldDownload(u)", "handler", "after(false)"])
    var beforeElements = before.makeAsyncIterator()
    var afterElements = after.makeAsyncIterator()
    #expect(await beforeElements.next() == "u")
    #expect(await afterElements.next() == "u: false")
    subscription.cancel()
  }

  @Test func observationAloneForwardsToTheRealDelegateAndRestoresIt() async {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate("real", log: log)
    host.delegate = real
    var stream: AsyncStream<Int>? = host.delegateEvents(\.didProgress) { _, received, _ in received }
    #expect(host.delegate !== real, "the proxy is installed")
    host.progress(5, of: 10)
    #expect(log.entries == ["real.didProgress(5/10)"], "a void event with only observers still forwards")
    #expect(host.shouldDownload("u") == true, "the real delegate alone answers")
    var iterator = stream!.makeAsyncIterator()
    #expect(await iterator.next() == 5)
    stream = nil
    iterator = AsyncStream<Int> { $0.finish() }.makeAsyncIterator()
    #expect(host.delegate === real, "the last observer gone, the host has its real delegate back")
  }

  @Test func everyConsumerGetsEveryElement() async {
    let host = Downloader()
    let first = host.delegateEvents(\.didStart) { _ in 1 }
    let second = host.delegateEvents(\.didStart) { _ in 2 }
    host.start()
    host.start()
    var a = first.makeAsyncIterator()
    var b = second.makeAsyncIterator()
    #expect(await [a.next(), a.next()] == [1, 1])
    #expect(await [b.next(), b.next()] == [2, 2])
  }

  @Test func newestBufferingDropsTheOldest() async {
    let host = Downloader()
    let progress = host.delegateEvents(\.didProgress, buffering: .newest(2)) { _, received, _ in received }
    for received in 1...5 { host.progress(received, of: 5) }
    var iterator = progress.makeAsyncIterator()
    #expect(await [iterator.next(), iterator.next()] == [4, 5])
  }

  @Test func cancellingOneConsumerLeavesTheOthersRunning() async {
    let host = Downloader()
    let calls = AtomicCounter()
    let kept = host.delegateEvents(\.didStart) { _ in 1 }
    let counted = host.delegateEvents(\.didStart) { _ in calls.increment() }
    let consumer = Task {
      for await _ in counted {}
    }
    host.start()
    consumer.cancel()
    await consumer.value
    let callsAfterCancel = calls.value
    host.start()
    #expect(calls.value == callsAfterCancel, "the cancelled consumer's observer is gone")
    var iterator = kept.makeAsyncIterator()
    #expect(await [iterator.next(), iterator.next()] == [1, 1], "the other consumer got both calls")
  }

  @Test func releasingTheHostEndsTheStreamAndFreesEverything() async {
    weak var weakHost: Downloader?
    weak var weakProxy: DelegateProxy<any DownloaderDelegate>?
    weak var weakCapture: CallLog?
    var stream: AsyncStream<String>?
    do {
      let host = Downloader()
      let capture = CallLog()
      weakHost = host
      weakCapture = capture
      stream = host.delegateEvents(\.didStart) { downloader in
        capture.record("start")
        return downloader.name
      }
      weakProxy = Downloader.delegateSlot.installedProxy(on: host)
      host.start()
    }
    AssociatedStorage.compact()
    #expect(weakHost == nil)
    #expect(weakProxy == nil)
    #expect(weakCapture == nil, "the projection's captures are released")
    var names: [String] = []
    for await name in stream! { names.append(name) }
    #expect(names == ["downloader"], "the loop exits once the host is gone")
  }

  /// Any host plus a slot: a class the user does not own.
  @Test func aRealXMLParsersElementsAsAStream() async throws {
    let xml = Data("<feed><entry/><entry><title>x</title></entry></feed>".utf8)
    let parser = XMLParser(data: xml)
    let names = XMLParser.delegateSlot.delegateEvents(\.didStartElement, of: parser) { _, name, _, _, _ in name }
    #expect(parser.parse())
    var iterator = names.makeAsyncIterator()
    var seen: [String] = []
    for _ in 0..<4 { if let name = await iterator.next() { seen.append(name) } }
    #expect(seen == ["feed", "entry", "entry", "title"])
  }

  /// A main-actor event's projection is main-actor isolated: it reads the
  /// view's state, which only compiles on the main actor.
  @MainActor @Test func aMainActorEventsProjectionRunsOnTheMainActor() async {
    let list = ListView(rows: ["a", "b", "c"])
    let selected = list.delegateEvents(\.didSelectRow) { view, row in
      MainActor.assertIsolated()
      return view.rows[row]
    }
    list.select(2)
    var iterator = selected.makeAsyncIterator()
    #expect(await iterator.next() == "c")
  }

  /// Under ThreadSanitizer in CI: producers on four threads while consumers
  /// come and go.
  @Test func concurrentProducersAndConsumersComingAndGoing() async {
    let host = PingHost()
    let stop = AtomicFlag()
    let producers = (0..<4).map { _ in
      Thread {
        while !stop.isSet { host.ping() }
      }
    }
    producers.forEach { $0.start() }
    for _ in 0..<50 {
      let pings = host.delegateEvents(\.didPing) { _ in 1 }
      var iterator = pings.makeAsyncIterator()
      #expect(await iterator.next() == 1)
    }
    stop.set()
    #expect(host.delegate == nil, "the last consumer gone, nothing is installed")
  }
}
