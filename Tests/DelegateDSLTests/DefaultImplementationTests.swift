// A protocol's default implementations (methods with a body in a protocol
// extension) keep their part when handlers are installed: without a real
// delegate the default answers in its place, first; a real delegate that
// doesn't override answers through its default; one that overrides answers
// for itself. Void, throwing and async defaults run too, and an observed
// event (a stream) takes the same walk.
import DelegateDSL
import Testing

struct Veto: Error, Equatable {}

/// Image-download flavoured: every method has a default.
protocol FetcherDelegate: AnyObject {
  func isValidStatusCode(_ code: Int) -> Bool
  func didDownload(_ data: [UInt8]) -> [UInt8]?
  func didFinish(_ fetcher: Fetcher)
  func willCommit(_ fetcher: Fetcher) throws
  func priority(for url: String) async -> Int
  /// No default: the stand-in never answers for it.
  func retryLimit(for url: String) -> Int?
}

extension FetcherDelegate {
  func isValidStatusCode(_ code: Int) -> Bool { (200..<400).contains(code) }
  func didDownload(_ data: [UInt8]) -> [UInt8]? { data }
  func didFinish(_ fetcher: Fetcher) { fetcher.defaultRan += 1 }
  func willCommit(_ fetcher: Fetcher) throws { if fetcher.isReadOnly { throw Veto() } }
  func priority(for url: String) async -> Int { 5 }
}

final class Fetcher {
  weak var delegate: (any FetcherDelegate)?
  var defaultRan = 0
  var isReadOnly = false
}

/// Conforms without overriding the defaults: calling one through it runs the protocol extension's.
private final class FetcherDefaults: FetcherDelegate {
  func retryLimit(for url: String) -> Int? { fatalError("FetcherDelegate.retryLimit(for:) has no default") }
}

// The stand-in is made when the declaration is evaluated, and captured: not on every dispatch.
extension DelegateEvents where Delegate == any FetcherDelegate {
  var isValidStatusCode: Event<(Int) -> Bool> {
    defaulted(.init(.all)) { [defaults = FetcherDefaults()] code in defaults.isValidStatusCode(code) }
  }
  var didDownload: Event<([UInt8]) -> [UInt8]?> {
    defaulted(.init(.firstNonNil())) { [defaults = FetcherDefaults()] data in defaults.didDownload(data) }
  }
  var didFinish: Event<(Fetcher) -> Void> {
    defaulted(.init()) { [defaults = FetcherDefaults()] fetcher in defaults.didFinish(fetcher) }
  }
  var willCommit: Event<(Fetcher) throws -> Void> {
    defaulted(.init()) { [defaults = FetcherDefaults()] fetcher in try defaults.willCommit(fetcher) }
  }
  var priority: Event<(String) async -> Int> {
    defaulted(.init(.reduce(0, +))) { [defaults = FetcherDefaults()] url in await defaults.priority(for: url) }
  }
  var retryLimit: Event<(String) -> Int?> { .init(.firstNonNil()) }
}

final class FetcherDelegateProxy: DelegateProxy<any FetcherDelegate>, FetcherDelegate {
  func isValidStatusCode(_ code: Int) -> Bool { send(\.isValidStatusCode, code) { $0.isValidStatusCode(code) } }
  func didDownload(_ data: [UInt8]) -> [UInt8]? { send(\.didDownload, data) { $0.didDownload(data) } }
  func didFinish(_ fetcher: Fetcher) { send(\.didFinish, fetcher) { $0.didFinish(fetcher) } }
  func willCommit(_ fetcher: Fetcher) throws { try send(\.willCommit, fetcher) { try $0.willCommit(fetcher) } }
  func priority(for url: String) async -> Int { await send(\.priority, url) { await $0.priority(for: url) } }
  func retryLimit(for url: String) -> Int? { send(\.retryLimit, url) { $0.retryLimit(for: url) } }
}

extension Fetcher: DelegateHost {
  static var delegateSlot: DelegateSlot<any FetcherDelegate> {
    DelegateSlot(\Fetcher.delegate, proxy: FetcherDelegateProxy.self)
  }
}

/// Overrides the status check only.
final class StrictFetcherDelegate: FetcherDelegate {
  func isValidStatusCode(_ code: Int) -> Bool { code == 200 }
  func retryLimit(for url: String) -> Int? { 3 }
}

/// Counts its stand-ins: an event makes one each time its declaration is
/// evaluated, never one per dispatch.
protocol GaugeDelegate: AnyObject {
  func isInRange(_ value: Int) -> Bool
  func didReset(_ gauge: Gauge)
}

extension GaugeDelegate {
  func isInRange(_ value: Int) -> Bool { value < 50 }
  func didReset(_ gauge: Gauge) { gauge.resets += 1 }
}

final class Gauge {
  weak var delegate: (any GaugeDelegate)?
  var resets = 0
}

/// The number of `GaugeDefaults` made so far.
let gaugeDefaultsMade = AtomicCounter()

private final class GaugeDefaults: GaugeDelegate {
  init() { gaugeDefaultsMade.increment() }
}

extension DelegateEvents where Delegate == any GaugeDelegate {
  var isInRange: Event<(Int) -> Bool> {
    defaulted(.init(.all)) { [defaults = GaugeDefaults()] value in defaults.isInRange(value) }
  }
  var didReset: Event<(Gauge) -> Void> {
    defaulted(.init()) { [defaults = GaugeDefaults()] gauge in defaults.didReset(gauge) }
  }
}

final class GaugeDelegateProxy: DelegateProxy<any GaugeDelegate>, GaugeDelegate {
  func isInRange(_ value: Int) -> Bool { send(\.isInRange, value) { $0.isInRange(value) } }
  func didReset(_ gauge: Gauge) { send(\.didReset, gauge) { $0.didReset(gauge) } }
}

extension Gauge: DelegateHost {
  static var delegateSlot: DelegateSlot<any GaugeDelegate> {
    DelegateSlot(\Gauge.delegate, proxy: GaugeDelegateProxy.self)
  }
}

@Suite("Default implementations")
struct DefaultImplementationTests {
  /// Installing a handler that only watches must not change what the host gets.
  @Test func withoutARealDelegateTheDefaultAnswersFirst() throws {
    let fetcher = Fetcher()
    var seen: [Int] = []
    let subscription = Delegate(for: FetcherDelegate.self) {
      On(\.isValidStatusCode) { code in
        seen.append(code)
        return true
      }
      On(\.didDownload) { _ in nil }
      On(\.retryLimit) { _ in nil }
    }.install(on: fetcher)
    let delegate = try #require(fetcher.delegate)
    #expect(delegate.isValidStatusCode(500) == false)
    #expect(delegate.isValidStatusCode(204) == true)
    #expect(delegate.didDownload([1, 2]) == [1, 2])
    // No default: no stand-in, the handlers alone answer.
    #expect(delegate.retryLimit(for: "a") == nil)
    #expect(seen == [500, 204])
    delegate.didFinish(fetcher)
    #expect(fetcher.defaultRan == 1)
    subscription.cancel()
  }

  @Test func aRealDelegateAnswersThroughItsDefaultOrItsOverride() throws {
    let fetcher = Fetcher()
    let real = StrictFetcherDelegate()
    fetcher.delegate = real
    let subscription = Delegate(for: FetcherDelegate.self) {
      On(\.isValidStatusCode) { _ in true }
      On(\.didFinish) { _ in }
    }.install(on: fetcher)
    let delegate = try #require(fetcher.delegate)
    // The override: 204 is refused; the stand-in takes no part.
    #expect(delegate.isValidStatusCode(204) == false)
    #expect(delegate.isValidStatusCode(200) == true)
    // Inherited defaults, through the real delegate, once each.
    #expect(delegate.didDownload([7]) == [7])
    delegate.didFinish(fetcher)
    #expect(fetcher.defaultRan == 1)
    #expect(delegate.retryLimit(for: "a") == 3)
    subscription.cancel()
    #expect(fetcher.delegate === real)
  }

  @Test func throwingAndAsyncDefaultsTakePart() async throws {
    let fetcher = Fetcher()
    let subscription = Delegate(for: FetcherDelegate.self) {
      On(\.willCommit) { _ in }
      On(\.priority) { _ in 1 }
    }.install(on: fetcher)
    let delegate = try #require(fetcher.delegate)
    #expect(throws: Never.self) { try delegate.willCommit(fetcher) }
    fetcher.isReadOnly = true
    #expect(throws: Veto()) { try delegate.willCommit(fetcher) }
    // The default's 5, then the handler's 1, summed.
    #expect(await delegate.priority(for: "a") == 6)
    subscription.cancel()
  }

  /// An observed event takes the slow path, which keeps the default too.
  @Test func anObservedEventKeepsTheDefault() async throws {
    let fetcher = Fetcher()
    let subscription = Delegate(for: FetcherDelegate.self) {
      On(\.isValidStatusCode) { _ in true }
    }.install(on: fetcher)
    let stream = fetcher.delegateEvents(\.isValidStatusCode, timing: .after) { answer, code in "\(code): \(answer)" }
    let delegate = try #require(fetcher.delegate)
    #expect(delegate.isValidStatusCode(500) == false)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == "500: false")
    subscription.cancel()
  }

  /// The stand-in an event captures is made when its declaration is
  /// evaluated (by the definition, for an event with handlers; once per
  /// proxy, for one it learns on its first dispatch), not on each dispatch.
  @Test func theStandInIsMadeByTheDeclarationNotByEachDispatch() throws {
    let gauge = Gauge()
    let subscription = Delegate(for: GaugeDelegate.self) {
      On(\.isInRange) { _ in true }
    }.install(on: gauge)
    let made = gaugeDefaultsMade.value
    let delegate = try #require(gauge.delegate)
    for value in [10, 60, 20, 70] + Array(repeating: 30, count: 96) {
      #expect(delegate.isInRange(value) == (value < 50))
    }
    #expect(gaugeDefaultsMade.value == made)
    // An event without handlers: its first dispatch evaluates the declaration, once.
    for _ in 0..<100 { delegate.didReset(gauge) }
    #expect(gauge.resets == 100)
    #expect(gaugeDefaultsMade.value == made + 1)
    subscription.cancel()
  }

  /// Events without a default are untouched: with no real delegate and no
  /// handler, the rule's answer for "nobody answered".
  @Test func eventsWithoutADefaultAreUntouched() throws {
    let fetcher = Fetcher()
    let subscription = Delegate(for: FetcherDelegate.self) {
      On(\.didFinish) { _ in }
    }.install(on: fetcher)
    #expect(try #require(fetcher.delegate).retryLimit(for: "a") == nil)
    subscription.cancel()
  }
}

/// Every rule with a default implementation, to show the default's rank (issue 30, item 4).
protocol RankerDelegate: AnyObject {
  func transform(_ data: [UInt8]) -> [UInt8]?
  func label(_ id: Int) -> String
  func badge(_ id: Int) -> String
  func allows(_ id: Int) -> Bool
  func wants(_ id: Int) -> Bool
  func trail(_ id: Int) -> String
  func loadTransform(_ data: [UInt8]) async -> [UInt8]?
  func checkedLabel(_ id: Int) throws -> String
}

extension RankerDelegate {
  func transform(_ data: [UInt8]) -> [UInt8]? {
    rankerLog.append("default")
    return data
  }
  func label(_ id: Int) -> String { "default" }
  func badge(_ id: Int) -> String { "default" }
  func allows(_ id: Int) -> Bool { false }
  func wants(_ id: Int) -> Bool { true }
  func trail(_ id: Int) -> String { "d" }
  func loadTransform(_ data: [UInt8]) async -> [UInt8]? { data }
  func checkedLabel(_ id: Int) throws -> String { "default" }
}

/// What the default and the handlers of `transform` did, in order.
///
/// `nonisolated(unsafe)` is sound: only `DefaultImplementationRankTests`
/// dispatches `transform`, and that suite is `.serialized`, each test
/// dispatching on its own thread with no other running.
nonisolated(unsafe) var rankerLog: [String] = []

final class Ranker {
  weak var delegate: (any RankerDelegate)?
}

private final class RankerDefaults: RankerDelegate {}

extension DelegateEvents where Delegate == any RankerDelegate {
  var transform: Event<([UInt8]) -> [UInt8]?> {
    defaulted(.init(.firstNonNil())) { [defaults = RankerDefaults()] data in defaults.transform(data) }
  }
  var label: Event<(Int) -> String> {
    defaulted(.init(.first(default: "nobody"))) { [defaults = RankerDefaults()] id in defaults.label(id) }
  }
  var badge: Event<(Int) -> String> {
    defaulted(.init(.last(default: "nobody"))) { [defaults = RankerDefaults()] id in defaults.badge(id) }
  }
  var allows: Event<(Int) -> Bool> {
    defaulted(.init(.all)) { [defaults = RankerDefaults()] id in defaults.allows(id) }
  }
  var wants: Event<(Int) -> Bool> {
    defaulted(.init(.any)) { [defaults = RankerDefaults()] id in defaults.wants(id) }
  }
  var trail: Event<(Int) -> String> {
    defaulted(.init(.reduce("", +))) { [defaults = RankerDefaults()] id in defaults.trail(id) }
  }
  var loadTransform: Event<([UInt8]) async -> [UInt8]?> {
    defaulted(.init(.firstNonNil())) { [defaults = RankerDefaults()] data in await defaults.loadTransform(data) }
  }
  var checkedLabel: Event<(Int) throws -> String> {
    defaulted(.init(.first(default: "nobody"))) { [defaults = RankerDefaults()] id in try defaults.checkedLabel(id) }
  }
}

final class RankerDelegateProxy: DelegateProxy<any RankerDelegate>, RankerDelegate {
  func transform(_ data: [UInt8]) -> [UInt8]? { send(\.transform, data) { $0.transform(data) } }
  func label(_ id: Int) -> String { send(\.label, id) { $0.label(id) } }
  func badge(_ id: Int) -> String { send(\.badge, id) { $0.badge(id) } }
  func allows(_ id: Int) -> Bool { send(\.allows, id) { $0.allows(id) } }
  func wants(_ id: Int) -> Bool { send(\.wants, id) { $0.wants(id) } }
  func trail(_ id: Int) -> String { send(\.trail, id) { $0.trail(id) } }
  func loadTransform(_ data: [UInt8]) async -> [UInt8]? {
    await send(\.loadTransform, data) { await $0.loadTransform(data) }
  }
  func checkedLabel(_ id: Int) throws -> String { try send(\.checkedLabel, id) { try $0.checkedLabel(id) } }
}

extension Ranker: DelegateHost {
  static var delegateSlot: DelegateSlot<any RankerDelegate> {
    DelegateSlot(\Ranker.delegate, proxy: RankerDelegateProxy.self)
  }
}

/// A protocol's default is the weakest participant: with no real delegate,
/// its answer stands only where no handler answers, under every rule with a
/// precedence; `.all` and `.any` are unchanged, and a custom rule folds it
/// first. It is still called first.
@Suite("A default implementation is the weakest participant", .serialized)
struct DefaultImplementationRankTests {
  /// Kingfisher's shape: a logging handler leaves the default's
  /// pass-through, a transforming one is heard over it.
  @Test func firstNonNilHearsAHandlerThatAnswersAndKeepsTheDefaultOtherwise() throws {
    rankerLog = []
    let ranker = Ranker()
    let logging = Delegate(for: RankerDelegate.self) {
      On(\.transform) { data in
        rankerLog.append("logging \(data.count)")
        return nil
      }
    }.install(on: ranker)
    let delegate = try #require(ranker.delegate)
    #expect(delegate.transform([1]) == [1])
    let transforming = Delegate(for: RankerDelegate.self) {
      On(\.transform) { data in
        rankerLog.append("transforming")
        return data + [9]
      }
    }.install(on: ranker)
    #expect(delegate.transform([1]) == [1, 9])
    // The default is called first, in the real delegate's place, then the handlers in order.
    #expect(rankerLog == ["default", "logging 1", "default", "logging 1", "transforming"])
    logging.cancel()
    transforming.cancel()
  }

  @Test func firstAndLastHearTheHandlerAndFallBackToTheDefault() throws {
    let ranker = Ranker()
    let subscription = Delegate(for: RankerDelegate.self) {
      On(\.label) { id in "handler \(id)" }
      On(\.badge) { id in "handler \(id)" }
    }.install(on: ranker)
    let delegate = try #require(ranker.delegate)
    #expect(delegate.label(1) == "handler 1")
    #expect(delegate.badge(1) == "handler 1")
    subscription.cancel()
    // Handlers of other events only: the default answers alone.
    let other = Delegate(for: RankerDelegate.self) { On(\.allows) { _ in true } }.install(on: ranker)
    let proxy = try #require(ranker.delegate)
    #expect(proxy.label(1) == "default")
    #expect(proxy.badge(1) == "default")
    other.cancel()
  }

  @Test func allAnyAndCustomRulesAreUnchanged() throws {
    let ranker = Ranker()
    let subscription = Delegate(for: RankerDelegate.self) {
      On(\.allows) { _ in true }
      On(\.wants) { _ in false }
      On(\.trail) { _ in "h" }
    }.install(on: ranker)
    let delegate = try #require(ranker.delegate)
    #expect(delegate.allows(1) == false)
    #expect(delegate.wants(1) == true)
    // A custom fold sees the default first, in the real delegate's place.
    #expect(delegate.trail(1) == "dh")
    subscription.cancel()
  }

  /// An observed event takes the walk under the lock: the same rank.
  @Test func anObservedEventRanksTheDefaultTheSame() async throws {
    let ranker = Ranker()
    let subscription = Delegate(for: RankerDelegate.self) {
      On(\.transform) { data in data + [9] }
      On(\.label) { _ in "handler" }
    }.install(on: ranker)
    let stream = ranker.delegateEvents(\.transform, timing: .after) { answer, _ in answer ?? [] }
    let delegate = try #require(ranker.delegate)
    #expect(delegate.transform([1]) == [1, 9])
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == [1, 9])
    subscription.cancel()
  }

  @Test func asyncAndThrowingEventsRankTheDefaultTheSame() async throws {
    let ranker = Ranker()
    let logging = Delegate(for: RankerDelegate.self) {
      On(\.loadTransform) { _ in nil }
    }.install(on: ranker)
    let delegate = try #require(ranker.delegate)
    #expect(await delegate.loadTransform([1]) == [1])
    #expect(try delegate.checkedLabel(1) == "default")
    let answering = Delegate(for: RankerDelegate.self) {
      On(\.loadTransform) { data in data + [9] }
      On(\.checkedLabel) { id in "handler \(id)" }
    }.install(on: ranker)
    #expect(await delegate.loadTransform([1]) == [1, 9])
    #expect(try delegate.checkedLabel(1) == "handler 1")
    logging.cancel()
    answering.cancel()
  }

  /// A real delegate is unchanged: it answers first, through its inherited default.
  @Test func aRealDelegateStillAnswersFirst() throws {
    final class Plain: RankerDelegate {}
    let ranker = Ranker()
    let real = Plain()
    ranker.delegate = real
    let subscription = Delegate(for: RankerDelegate.self) {
      On(\.label) { _ in "handler" }
    }.install(on: ranker)
    #expect(try #require(ranker.delegate).label(1) == "default")
    subscription.cancel()
    withExtendedLifetime(real) {}
  }
}
