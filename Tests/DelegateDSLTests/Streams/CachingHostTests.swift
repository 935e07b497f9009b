// A host that, like UIKit, asks its delegate which methods it implements when
// the delegate is assigned, caches the answer, and ignores an assignment of
// the object it already holds: a stream counts as interest in its event, and
// the proxy is re-assigned (nil, then the proxy) whenever what it handles
// changes, whatever changed it. (RxCocoa: observing a method is what makes
// `responds(to:)` true for it, and `DelegateProxy` re-assigns itself through
// `nil` because UIKit ignores same-object assignments.)
import DelegateDSL
import Testing

enum ScrollMethod: Hashable {
  case didScroll, shouldChirp
}

/// A Swift-native delegate protocol with optional methods, as UIScrollView's
/// are: a delegate publishes which methods it implements.
protocol ScrollerDelegate: AnyObject {
  var implementedMethods: Set<ScrollMethod> { get }
  func didScroll(_ scroller: Scroller, _ offset: Int)
  func shouldChirp(_ scroller: Scroller) -> Bool
}

extension ScrollerDelegate {
  func didScroll(_ scroller: Scroller, _ offset: Int) {}
  func shouldChirp(_ scroller: Scroller) -> Bool { false }
}

/// Caches its delegate's methods when assigned, and, like UIKit, ignores an
/// assignment of the object it already holds (`oldValue !== delegate`).
final class Scroller {
  private(set) var cached: Set<ScrollMethod> = []
  private(set) var reads = 0
  weak var delegate: (any ScrollerDelegate)? {
    didSet {
      guard oldValue !== delegate else { return }
      reads += 1
      cached = delegate?.implementedMethods ?? []
    }
  }

  func scroll(to offset: Int) {
    if cached.contains(.didScroll) { delegate?.didScroll(self, offset) }
  }

  func chirp() -> Bool? {
    guard cached.contains(.shouldChirp) else { return nil }
    return delegate?.shouldChirp(self)
  }
}

/// The same, with the other common shape: a setter that returns early for
/// the object it holds (`guard newValue !== delegate`).
final class GuardedScroller {
  private(set) var cached: Set<ScrollMethod> = []
  private weak var stored: (any ScrollerDelegate)?
  var delegate: (any ScrollerDelegate)? {
    get { stored }
    set {
      guard newValue !== stored else { return }
      stored = newValue
      cached = newValue?.implementedMethods ?? []
    }
  }

  func scroll(to offset: Int) {
    if cached.contains(.didScroll) { stored?.didScroll(Scroller(), offset) }
  }
}

/// A host you own, whose ``ProxyableDelegate`` property caches too.
final class OwnedScroller {
  private(set) var cached: Set<ScrollMethod> = []
  @ProxyableDelegate var delegate: (any ScrollerDelegate)? {
    didSet { cached = delegate?.implementedMethods ?? [] }
  }

  func scroll(to offset: Int) {
    if cached.contains(.didScroll) { delegate?.didScroll(Scroller(), offset) }
  }

  func chirp() -> Bool? {
    guard cached.contains(.shouldChirp) else { return nil }
    return delegate?.shouldChirp(Scroller())
  }
}

/// Caches like `Scroller`, then reports to the new delegate at once (as a
/// location manager reports its authorization): it calls `didScroll` with
/// ``assignmentReport`` from its setter, after reading the claims.
final class ReportingScroller {
  static let assignmentReport = -1
  private(set) var cached: Set<ScrollMethod> = []
  weak var delegate: (any ScrollerDelegate)? {
    didSet {
      guard oldValue !== delegate else { return }
      cached = delegate?.implementedMethods ?? []
      if cached.contains(.didScroll) { delegate?.didScroll(Scroller(), Self.assignmentReport) }
    }
  }

  func chirp() -> Bool? {
    guard cached.contains(.shouldChirp) else { return nil }
    return delegate?.shouldChirp(Scroller())
  }
}

extension ReportingScroller: DelegateHost {
  static var delegateSlot: DelegateSlot<any ScrollerDelegate> {
    DelegateSlot(\ReportingScroller.delegate, proxy: ScrollerDelegateProxy.self)
  }
}

/// A host that doesn't cache: it calls whatever its delegate is, and counts
/// the writes of its property.
final class PlainScroller {
  private(set) var writes = 0
  weak var delegate: (any ScrollerDelegate)? { didSet { writes += 1 } }
}

extension PlainScroller: DelegateHost {
  static var delegateSlot: DelegateSlot<any ScrollerDelegate> {
    DelegateSlot(\PlainScroller.delegate, proxy: ScrollerDelegateProxy.self)
  }
}

extension DelegateEvents where Delegate == any ScrollerDelegate {
  var didScroll: Event<(Scroller, Int) -> Void> {
    optional(.init()) { $0.implementedMethods.contains(.didScroll) }
  }
  var shouldChirp: Event<(Scroller) -> Bool> {
    optional(.init(.all)) { $0.implementedMethods.contains(.shouldChirp) }
  }
}

final class ScrollerDelegateProxy: DelegateProxy<any ScrollerDelegate>, ScrollerDelegate {
  var implementedMethods: Set<ScrollMethod> {
    var methods: Set<ScrollMethod> = []
    if handles(\.didScroll) { methods.insert(.didScroll) }
    if handles(\.shouldChirp) { methods.insert(.shouldChirp) }
    return methods
  }
  func didScroll(_ s: Scroller, _ o: Int) {
    sendIfImplemented(\.didScroll, s, o) { $0.implementedMethods.contains(.didScroll) ? $0.didScroll(s, o) : nil }
  }
  func shouldChirp(_ s: Scroller) -> Bool {
    sendIfImplemented(\.shouldChirp, s) { $0.implementedMethods.contains(.shouldChirp) ? $0.shouldChirp(s) : nil }
  }
}

extension Scroller: DelegateHost {
  static var delegateSlot: DelegateSlot<any ScrollerDelegate> {
    DelegateSlot(\Scroller.delegate, proxy: ScrollerDelegateProxy.self)
  }
}

extension GuardedScroller: DelegateHost {
  static var delegateSlot: DelegateSlot<any ScrollerDelegate> {
    DelegateSlot(\GuardedScroller.delegate, proxy: ScrollerDelegateProxy.self)
  }
}

extension OwnedScroller: DelegateHost {
  static var delegateSlot: DelegateSlot<any ScrollerDelegate> {
    DelegateSlot(\OwnedScroller.delegate, proxy: ScrollerDelegateProxy.self)
  }
}

/// Implements nothing.
final class SilentScrollerDelegate: ScrollerDelegate {
  var implementedMethods: Set<ScrollMethod> { [] }
}

/// Implements `shouldChirp`, answering `answer`.
final class Chirper: ScrollerDelegate {
  let answer: Bool
  init(answer: Bool) { self.answer = answer }
  var implementedMethods: Set<ScrollMethod> { [.shouldChirp] }
  func shouldChirp(_ scroller: Scroller) -> Bool { answer }
}

@Suite("A caching host sees streams and real-delegate changes")
struct CachingHostTests {
  /// The report: a stream alone on an optional method the real
  /// delegate does not implement. (Elements are counted as the projection
  /// runs, synchronously, so the test never waits for one that isn't there.)
  @Test func aStreamAloneOnAnOptionalMethodReceivesItsCalls() async throws {
    let scroller = Scroller()
    let real = SilentScrollerDelegate()
    scroller.delegate = real
    let produced = AtomicCounter()
    let offsets = scroller.delegateEvents(\.didScroll) { _, offset in
      produced.increment()
      return offset
    }
    #expect(scroller.cached == [.didScroll], "the stream is interest in didScroll")
    scroller.scroll(to: 7)
    try #require(produced.value == 1, "the host called the observed method")
    var iterator = offsets.makeAsyncIterator()
    #expect(await iterator.next() == 7)
  }

  /// A stream can't answer: observing a method that returns something does
  /// not make the host call it, so it keeps its own behaviour (here: no
  /// chirp at all) instead of receiving the rule's default answer.
  @Test func aStreamAloneOnANonVoidMethodDoesNotMakeTheHostCallIt() throws {
    let scroller = Scroller()
    let real = SilentScrollerDelegate()
    scroller.delegate = real
    let produced = AtomicCounter()
    var answers: AsyncStream<Bool>? = scroller.delegateEvents(\.shouldChirp, timing: .after) { answer, _ in
      produced.increment()
      return answer
    }
    let proxy = try #require(Scroller.delegateSlot.installedProxy(on: scroller))
    #expect(!proxy.handles(\.shouldChirp))
    #expect(scroller.cached == [], "observing is not implementing")
    #expect(scroller.chirp() == nil, "the host's own behaviour")
    #expect(produced.value == 0)
    answers = nil
    #expect(scroller.delegate === real, "the last installation ended")
    _ = answers
  }

  /// A stream added to a proxy that is already installed: the host, which
  /// ignores the proxy assigned again, still re-reads (nil, then the proxy).
  @Test func aStreamOnAnInstalledProxyMakesTheHostReread() async throws {
    let scroller = Scroller()
    let real = SilentScrollerDelegate()
    scroller.delegate = real
    let chirps = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    let proxy = try #require(chirps.proxy)
    #expect(scroller.cached == [.shouldChirp])
    #expect(!proxy.handles(\.didScroll))

    let produced = AtomicCounter()
    var offsets: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in
      produced.increment()
      return offset
    }
    #expect(proxy.handles(\.didScroll), "a live stream counts as interest")
    #expect(scroller.cached == [.didScroll, .shouldChirp])
    scroller.scroll(to: 3)
    try #require(produced.value == 1)
    var iterator = offsets!.makeAsyncIterator()
    #expect(await iterator.next() == 3)

    // Ending the last stream makes it false again; the host keeps calling a
    // void method nobody takes part in until the next write (issue 43 §2),
    // and nothing happens.
    offsets = nil
    iterator = AsyncStream<Int> { $0.finish() }.makeAsyncIterator()
    #expect(!proxy.handles(\.didScroll))
    #expect(scroller.cached == [.didScroll, .shouldChirp], "no write for a void method's stream")
    scroller.scroll(to: 4)
    #expect(produced.value == 1, "nobody takes part")
    #expect(scroller.delegate === proxy, "the handler keeps the proxy installed")
    chirps.cancel()
    #expect(scroller.delegate === real)
  }

  /// Two streams of one event: the first to end leaves the event handled;
  /// the last leaves it unhandled, and the host keeps the claim it read
  /// (a void method) until a write the library needs anyway.
  @Test func onlyTheLastStreamEndingMakesTheEventUnhandled() throws {
    let scroller = Scroller()
    let keep = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    let proxy = try #require(keep.proxy)
    var first: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in offset }
    var second: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in offset }
    let reads = scroller.reads
    first = nil
    #expect(proxy.handles(\.didScroll))
    #expect(scroller.reads == reads, "nothing the host caches changed")
    second = nil
    #expect(!proxy.handles(\.didScroll))
    #expect(scroller.reads == reads, "a void method keeps its claim: no write")
    #expect(scroller.cached == [.didScroll, .shouldChirp])
    // A stream on it again: claimed already, so no write either.
    var third: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in offset }
    #expect(scroller.reads == reads)
    third = nil
    _ = (first, second, third)
    // The last cancellation gives the host its own delegate back.
    keep.cancel()
    #expect(scroller.cached == [])
  }

  /// Issue 43 §2: the writes over a screen's life. Void handlers and
  /// streams that come and go cost no write once claimed; a method that
  /// answers is claimed and withdrawn at once, each with one write (nil,
  /// then the proxy: two reads of the host's setter).
  @Test func writesOverAScreensLifeAreOnlyTheNeededOnes() throws {
    let scroller = Scroller()
    let scrolls = CallLog()
    let keep = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    #expect(scroller.reads == 1, "installation's write")
    for round in 0..<5 {
      let handler = Delegate(for: ScrollerDelegate.self) {
        On(\.didScroll) { _, offset in scrolls.record("handler \(offset)") }
      }.install(on: scroller)
      scroller.scroll(to: round)
      handler.cancel()
      var stream: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in
        scrolls.record("stream \(offset)")
        return offset
      }
      scroller.scroll(to: round)
      stream = nil
      scroller.scroll(to: round)
      _ = stream
    }
    #expect(scroller.reads == 3, "one write (nil, then the proxy): didScroll's first claim")
    #expect(scrolls.entries == (0..<5).flatMap { ["handler \($0)", "stream \($0)"] })

    let reads = scroller.reads
    keep.cancel()
    #expect(scroller.reads == reads + 1, "the last cancellation restores the host's delegate")
    #expect(scroller.chirp() == nil, "the host's own behaviour again")
    let chirps = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    #expect(scroller.reads == reads + 2, "installation's write")
    #expect(scroller.chirp() == true)
    chirps.cancel()
  }

  /// Issue 44 item 1: a `@ProxyableDelegate` host whose `didSet` re-reads
  /// the claims, after its own `delegate = other`: the record of what it
  /// read at the library's write is stale, and the next handler for a
  /// method it now lacks must write, or the host never calls it. (Before the
  /// fix the handler was never called: the stale record said the method was
  /// claimed already.)
  @Test func aHandlerInstalledAfterTheHostsOwnAssignmentIsCalled() throws {
    let scroller = OwnedScroller()
    let chirper = Chirper(answer: true)
    scroller.delegate = chirper
    let keep = Delegate(for: ScrollerDelegate.self) { On(\.didScroll) { _, _ in } }.install(on: scroller)
    #expect(scroller.cached == [.didScroll, .shouldChirp], "read at installation's write")
    let silent = SilentScrollerDelegate()
    scroller.delegate = silent
    #expect(scroller.cached == [.didScroll], "the host's own didSet read the claims again")
    let chirps = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in false } }.install(on: scroller)
    #expect(scroller.cached == [.didScroll, .shouldChirp], "the host read the new claim")
    #expect(scroller.chirp() == false, "the handler is called")
    chirps.cancel()
    keep.cancel()
    #expect(scroller.delegate === silent)
  }

  /// Issue 44 item 1, the same family: a handler that the host's own setter
  /// calls (after reading the claims) gives the proxy a real delegate; the
  /// host must read the claims again once its setter is done. (Before the
  /// fix the re-assignment was skipped inside the library's write, and the
  /// host never called the new real delegate's method.)
  @Test func aRealDelegateSetByAHandlerTheSetterCalledReachesTheHost() throws {
    let scroller = ReportingScroller()
    let chirper = Chirper(answer: true)
    let subscription = Delegate(for: ScrollerDelegate.self) {
      On(\.didScroll) { [weak scroller] _, offset in
        guard offset == ReportingScroller.assignmentReport, let scroller else { return }
        ReportingScroller.delegateSlot.installedProxy(on: scroller)?.realDelegate = chirper
      }
    }.install(on: scroller)
    #expect(subscription.proxy?.realDelegate === chirper)
    #expect(scroller.cached == [.didScroll, .shouldChirp], "the host read the new real delegate's claims")
    #expect(scroller.chirp() == true, "the new real delegate's method is called")
    subscription.cancel()
    #expect(scroller.delegate === chirper)
  }

  /// The second report: the documented way to change the real
  /// delegate of a host you don't own.
  @Test func aNewRealDelegateSetThroughTheProxyIsSeenByTheHost() throws {
    let scroller = Scroller()
    let silent = SilentScrollerDelegate()
    scroller.delegate = silent
    let scrolls = CallLog()
    let subscription = Delegate(for: ScrollerDelegate.self) {
      On(\.didScroll) { _, offset in scrolls.record("scrolled \(offset)") }
    }.install(on: scroller)
    #expect(scroller.chirp() == nil, "nobody implements shouldChirp")
    let chirper = Chirper(answer: true)
    subscription.proxy?.realDelegate = chirper
    #expect(scroller.cached == [.didScroll, .shouldChirp])
    #expect(scroller.chirp() == true, "the new real delegate's method is called")
    scroller.scroll(to: 1)
    #expect(scrolls.entries == ["scrolled 1"])

    let reads = scroller.reads
    subscription.proxy?.realDelegate = chirper
    #expect(scroller.reads == reads, "the same real delegate again: nothing to re-read")
    subscription.proxy?.realDelegate = nil
    #expect(scroller.chirp() == nil)
    subscription.cancel()
    #expect(scroller.delegate == nil)
  }

  /// Only a host that asked what the proxy handles while it was assigned is
  /// given the proxy again for a new real delegate: any other gains nothing,
  /// and one called from other threads would find `nil` between the writes.
  @Test func aHostThatDoesNotCacheIsNotWrittenWhenTheRealDelegateChanges() throws {
    let scroller = PlainScroller()
    let subscription = Delegate(for: ScrollerDelegate.self) { On(\.didScroll) { _, _ in } }.install(on: scroller)
    let writes = scroller.writes
    let chirper = Chirper(answer: true)
    subscription.proxy?.realDelegate = chirper
    #expect(scroller.writes == writes)
    #expect(subscription.proxy?.realDelegate === chirper)
    subscription.cancel()
  }

  @Test func installingAndCancellingReassignThroughNilForASetterThatGuardsSameObject() throws {
    let scroller = GuardedScroller()
    let silent = SilentScrollerDelegate()
    scroller.delegate = silent
    let chirps = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    #expect(scroller.cached == [.shouldChirp])
    let scrolls = CallLog()
    let scrolling = Delegate(for: ScrollerDelegate.self) {
      On(\.didScroll) { _, offset in scrolls.record("\(offset)") }
    }.install(on: scroller)
    #expect(scroller.cached == [.didScroll, .shouldChirp])
    scroller.scroll(to: 4)
    #expect(scrolls.entries == ["4"])
    scrolling.cancel()
    #expect(scroller.cached == [.didScroll, .shouldChirp], "a void method keeps its claim until the next write")
    chirps.cancel()
    #expect(scroller.cached == [])
  }

  /// A ``ProxyableDelegate`` host keeps its proxy and its real delegate
  /// through the re-assignment's `nil`.
  @Test func aProxyableDelegateHostKeepsItsRealDelegateThroughReassignment() throws {
    let scroller = OwnedScroller()
    let chirper = Chirper(answer: true)
    scroller.delegate = chirper
    let keep = Delegate(for: ScrollerDelegate.self) { On(\.shouldChirp) { _ in true } }.install(on: scroller)
    let proxy = try #require(keep.proxy)
    var offsets: AsyncStream<Int>? = scroller.delegateEvents(\.didScroll) { _, offset in offset }
    #expect(scroller.cached == [.didScroll, .shouldChirp])
    #expect(proxy.realDelegate === chirper, "the nil written first did not clear the real delegate")
    offsets = nil
    #expect(scroller.cached == [.didScroll, .shouldChirp], "a void method keeps its claim until the next write")
    // The host's own assignment goes to the proxy, without a re-assignment.
    let silent = SilentScrollerDelegate()
    scroller.delegate = silent
    #expect(proxy.realDelegate === silent)
    #expect(scroller.delegate === proxy)
    _ = offsets
    keep.cancel()
  }
}
