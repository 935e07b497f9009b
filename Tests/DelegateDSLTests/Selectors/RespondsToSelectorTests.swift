// The portable decision behind `responds(to:)` on Apple platforms
// (`DelegateProxy.respondsToSelector(named:)`), and the re-assignments that
// keep a caching host's answers current: what UIKit would see, checked on
// Linux with a host that caches in its setter as `setDelegate:` does.
import DelegateDSL
import Testing

@Suite("responds(to:) answers per method, as a hand-written delegate would")
struct RespondsToSelectorTests {
  @Test func oneHandlerAnswersYesForItsSelectorOnly() throws {
    let zoomer = Zoomer()
    let subscription = zoomer.on(\.shouldZoom) { _ in true }
    let proxy = try #require(subscription.proxy)
    #expect(proxy.respondsToSelector(named: ZoomSelector.shouldZoom) == true)
    #expect(proxy.respondsToSelector(named: ZoomSelector.didZoom) == false)
    #expect(proxy.respondsToSelector(named: ZoomSelector.heightForRow) == false)
    #expect(zoomer.cached == [ZoomSelector.shouldZoom])
    #expect(zoomer.height(ofRow: 0) == Zoomer.rowHeight, "the host keeps its own row height")
    subscription.cancel()
  }

  @Test func requiredMethodsAnswerYesAndOtherSelectorsNil() throws {
    let zoomer = Zoomer()
    let subscription = zoomer.on(\.shouldZoom) { _ in true }
    let proxy = try #require(subscription.proxy)
    #expect(proxy.respondsToSelector(named: ZoomSelector.numberOfRows) == true)
    #expect(proxy.respondsToSelector(named: "description") == nil)
    #expect(proxy.respondsToSelector(named: "unlisted") == nil, "an event without a selector is not listed")
    subscription.cancel()
    #expect(proxy.respondsToSelector(named: ZoomSelector.numberOfRows) == true, "required, handled or not")
  }

  @Test func cancellingRestoresNo() throws {
    let zoomer = Zoomer()
    let real = PartialZoomerDelegate(implementing: [])
    zoomer.delegate = real
    let keep = zoomer.on(\.shouldZoom) { _ in true }
    let heights = zoomer.on(\.heightForRow) { _, row in Double(row) }
    let proxy = try #require(heights.proxy)
    #expect(zoomer.cached == [ZoomSelector.shouldZoom, ZoomSelector.heightForRow])
    #expect(zoomer.height(ofRow: 7) == 7)
    heights.cancel()
    #expect(proxy.respondsToSelector(named: ZoomSelector.heightForRow) == false)
    #expect(zoomer.cached == [ZoomSelector.shouldZoom], "the host asked again")
    #expect(zoomer.height(ofRow: 7) == Zoomer.rowHeight)
    keep.cancel()
    #expect(zoomer.delegate === real)
    #expect(proxy.respondsToSelector(named: ZoomSelector.shouldZoom) == false)
  }

  @Test func aRealDelegateAnswersForTheOptionalMethodsItImplements() throws {
    let zoomer = Zoomer()
    let real = PartialZoomerDelegate(implementing: [ZoomSelector.heightForRow])
    zoomer.delegate = real
    let subscription = zoomer.on(\.didZoom) { _, _ in }
    let proxy = try #require(subscription.proxy)
    #expect(proxy.respondsToSelector(named: ZoomSelector.heightForRow) == true, "the real delegate implements it")
    #expect(proxy.respondsToSelector(named: ZoomSelector.shouldZoom) == false, "nobody implements it")
    #expect(proxy.respondsToSelector(named: ZoomSelector.didZoom) == true, "a handler")
    #expect(zoomer.height(ofRow: 1) == 60, "the real delegate's answer")
    subscription.cancel()
  }

  /// A stream can't answer: it makes a void method implemented, and only a
  /// void one.
  @Test func aStreamAnswersYesForAVoidEventOnly() throws {
    let zoomer = Zoomer()
    let keep = zoomer.on(\.shouldZoom) { _ in true }
    let proxy = try #require(keep.proxy)
    let produced = AtomicCounter()
    var heights: AsyncStream<Int>? = zoomer.delegateEvents(\.heightForRow) { _, row in
      produced.increment()
      return row
    }
    #expect(proxy.respondsToSelector(named: ZoomSelector.heightForRow) == false)
    #expect(zoomer.height(ofRow: 2) == Zoomer.rowHeight, "the host's own fallback, not the rule's default")
    #expect(produced.value == 0, "the host never called the method")

    var scales: AsyncStream<Double>? = zoomer.delegateEvents(\.didZoom) { _, scale in scale }
    #expect(proxy.respondsToSelector(named: ZoomSelector.didZoom) == true)
    #expect(zoomer.cached.contains(ZoomSelector.didZoom), "the host asked again")
    scales = nil
    #expect(proxy.respondsToSelector(named: ZoomSelector.didZoom) == false)
    // A void method keeps its claim until the next write (issue 43 §2): the
    // host goes on calling it, and nothing happens.
    #expect(zoomer.cached.contains(ZoomSelector.didZoom), "no write for a void method's stream")
    _ = (heights, scales)
    heights = nil
    keep.cancel()
  }

  /// A stream on a non-void event sees the calls someone else answers.
  @Test func aStreamOnANonVoidEventSeesTheCallsAHandlerAnswers() async throws {
    let zoomer = Zoomer()
    let heights = zoomer.delegateEvents(\.heightForRow) { _, row in row }
    let reads = zoomer.reads
    let answer = zoomer.on(\.heightForRow) { _, _ in 80 }
    #expect(zoomer.reads > reads, "the handler changed what the proxy answers")
    #expect(zoomer.height(ofRow: 5) == 80)
    var iterator = heights.makeAsyncIterator()
    #expect(await iterator.next() == 5)
    answer.cancel()
  }

  /// Every host of such a proxy caches (the default on Apple platforms):
  /// a new real delegate set through the proxy re-assigns it, and the host
  /// reads the new answers, even though it never asked `handles(_:)`.
  @Test func aNewRealDelegateReassignsTheProxyToACachingHost() throws {
    let zoomer = Zoomer()
    let subscription = zoomer.on(\.didZoom) { _, _ in }
    let proxy = try #require(subscription.proxy)
    #expect(zoomer.cached == [ZoomSelector.didZoom])
    let reads = zoomer.reads
    let real = PartialZoomerDelegate(implementing: [ZoomSelector.heightForRow])
    proxy.realDelegate = real
    #expect(zoomer.reads == reads + 2, "nil, then the proxy")
    #expect(zoomer.cached == [ZoomSelector.didZoom, ZoomSelector.heightForRow])
    #expect(zoomer.height(ofRow: 0) == 60)
    proxy.realDelegate = real
    #expect(zoomer.reads == reads + 2, "the same real delegate: nothing to re-read")
    subscription.cancel()
  }

  /// Without `hostCachesAnswers` (the default off Apple platforms), a
  /// host that asks while the proxy is assigned is still found to cache
  /// (UIKit's `setDelegate:` asks then)…
  @Test func aHostThatAsksWhileTheProxyIsAssignedIsFoundToCache() throws {
    let zoomer = Zoomer()
    let subscription = Delegate(for: ZoomerDelegate.self) { On(\.didZoom) { _, _ in } }
      .install(on: zoomer, at: Zoomer.uncachedSlot)
    let proxy = try #require(subscription.proxy)
    let reads = zoomer.reads
    let real = PartialZoomerDelegate(implementing: [ZoomSelector.heightForRow])
    proxy.realDelegate = real
    #expect(zoomer.reads == reads + 2)
    #expect(zoomer.cached == [ZoomSelector.didZoom, ZoomSelector.heightForRow])
    subscription.cancel()
  }

  /// …and one that never asks then is not written for a new real delegate.
  @Test func aHostThatNeverAsksWhileAssignedIsNotReassigned() throws {
    let host = QuietZoomer()
    let subscription = Delegate(for: ZoomerDelegate.self) { On(\.didZoom) { _, _ in } }
      .install(on: host, at: DelegateSlot(\QuietZoomer.delegate, proxy: UncachedZoomerDelegateProxy.self))
    let proxy = try #require(subscription.proxy)
    let writes = host.writes
    let real = PartialZoomerDelegate(implementing: [ZoomSelector.heightForRow])
    proxy.realDelegate = real
    #expect(host.writes == writes)
    #expect(proxy.respondsToSelector(named: ZoomSelector.heightForRow) == true, "the answer itself is current")
    subscription.cancel()
  }

  @Test func selectorEventsAreEvaluatedOncePerProxyClass() throws {
    let first = Zoomer()
    let second = Zoomer()
    let a = Delegate(for: ZoomerDelegate.self) { On(\.didZoom) { _, _ in } }
      .install(on: first, at: DelegateSlot(\Zoomer.delegate, proxy: CountingZoomerDelegateProxy.self))
    let b = Delegate(for: ZoomerDelegate.self) { On(\.shouldZoom) { _ in true } }
      .install(on: second, at: DelegateSlot(\Zoomer.delegate, proxy: CountingZoomerDelegateProxy.self))
    for _ in 0..<10 {
      _ = a.proxy?.respondsToSelector(named: ZoomSelector.didZoom)
      _ = b.proxy?.respondsToSelector(named: ZoomSelector.didZoom)
    }
    #expect(CountingZoomerDelegateProxy.evaluations.value == 1)
    #expect(a.proxy?.respondsToSelector(named: ZoomSelector.didZoom) == true)
    #expect(b.proxy?.respondsToSelector(named: ZoomSelector.didZoom) == false)
    a.cancel()
    b.cancel()
  }
}

/// Counts how often the library evaluates its `selectorEvents`.
final class CountingZoomerDelegateProxy: ZoomerDelegateProxy {
  static let evaluations = AtomicCounter()
  override class var selectorEvents: [PartialKeyPath<Events>] {
    evaluations.increment()
    return [\.didZoom, \.shouldZoom]
  }
}

/// A host that asks its delegate nothing when it is assigned.
final class QuietZoomer {
  private(set) var writes = 0
  weak var delegate: (any ZoomerDelegate)? { didSet { writes += 1 } }
}
