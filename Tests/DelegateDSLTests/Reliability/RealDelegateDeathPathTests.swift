// Issue 44 item 2: a real delegate's death is noticed on every path a call
// can take, not only on the fast path of a plain `send`. A caching host (it
// reads what its delegate implements when it is assigned, as UIKit does)
// would otherwise keep calling the dead delegate's methods, which nobody
// implements any more. Every path passes through `snapshot(_:)` or
// `dispatchObserved`, whose slow part is `firstSnapshot`: the one place the
// slow paths keep the promise. Each test kills the real delegate, makes one
// call of one kind, and checks that the host was given the proxy again and
// no longer reads the dead delegate's method as claimed.
import DelegateDSL
import Testing

protocol DialDelegate: AnyObject {
  var implementedMethods: Set<String> { get }
  func meterDidTick(_ meter: Dial)
  func meter(_ meter: Dial, heightOf row: Int) -> Double
  func meter(_ meter: Dial, labelOf row: Int) -> String
  func meter(_ meter: Dial, target proposed: Int) -> Int
  func meter(_ meter: Dial, decide completion: @escaping @Sendable (Bool) -> Void)
  func meterLoad(_ meter: Dial) async -> Int
  func meterCheck(_ meter: Dial) throws -> Bool
  func meterOld(_ meter: Dial) -> Bool
  func meterNew(_ meter: Dial, _ flag: Int) -> Bool
}

extension DialDelegate {
  func meterDidTick(_ meter: Dial) {}
  func meter(_ meter: Dial, heightOf row: Int) -> Double { 0 }
  func meter(_ meter: Dial, labelOf row: Int) -> String { "" }
  func meter(_ meter: Dial, target proposed: Int) -> Int { proposed }
  func meter(_ meter: Dial, decide completion: @escaping @Sendable (Bool) -> Void) { completion(true) }
  func meterLoad(_ meter: Dial) async -> Int { 0 }
  func meterCheck(_ meter: Dial) throws -> Bool { true }
  func meterOld(_ meter: Dial) -> Bool { false }
  func meterNew(_ meter: Dial, _ flag: Int) -> Bool { false }
}

/// Caches what its delegate implements when it is assigned, and ignores the
/// object it already holds, as UIKit's views do.
final class Dial: @unchecked Sendable {
  // `@unchecked Sendable`: used on one test's thread at a time.
  private(set) var cached: Set<String> = []
  private(set) var reads = 0
  weak var delegate: (any DialDelegate)? {
    didSet {
      guard oldValue !== delegate else { return }
      reads += 1
      cached = delegate?.implementedMethods ?? []
    }
  }
}

extension DelegateEvents where Delegate == any DialDelegate {
  var didTick: Event<(Dial) -> Void> { optional(.init()) { $0.implementedMethods.contains("didTick") } }
  var height: Event<(Dial, Int) -> Double?> {
    optional(.init(.lastNonNil())) { $0.implementedMethods.contains("height") }
  }
  var label: Event<(Dial, Int) -> String?> {
    optional(.init(.lastNonNil())) { $0.implementedMethods.contains("label") }
  }
  var target: Event<(Dial, Int) -> Int> { optional(.init(.last())) { $0.implementedMethods.contains("target") } }
  var decide: Event<(Dial) async -> Bool> { optional(.init(.all)) { $0.implementedMethods.contains("decide") } }
  var load: Event<(Dial) async -> Int> {
    optional(.init(.last(default: 0))) { $0.implementedMethods.contains("load") }
  }
  var check: Event<(Dial) throws -> Bool> { optional(.init(.all)) { $0.implementedMethods.contains("check") } }
  var old: Event<(Dial) -> Bool> { optional(.init(.any)) { $0.implementedMethods.contains("old") } }
  var new: Event<(Dial, Int) -> Bool> {
    replacing(\.old, with: optional(.init(.any)) { $0.implementedMethods.contains("new") })
  }
}

final class DialDelegateProxy: DelegateProxy<any DialDelegate>, DialDelegate {
  var implementedMethods: Set<String> {
    var methods: Set<String> = []
    if handles(\.didTick) { methods.insert("didTick") }
    if handles(\.height) { methods.insert("height") }
    if handles(\.label) { methods.insert("label") }
    if handles(\.target) { methods.insert("target") }
    if handles(\.decide) { methods.insert("decide") }
    if handles(\.load) { methods.insert("load") }
    if handles(\.check) { methods.insert("check") }
    if handles(\.new) { methods.insert("new") }
    return methods
  }

  func meterDidTick(_ meter: Dial) {
    sendIfImplemented(\.didTick, meter) { $0.meterDidTick(meter) }
  }
  func meter(_ meter: Dial, heightOf row: Int) -> Double {
    partialAnswer(
      \.height, fallback: 44, arguments: (meter, row),
      forwardingIfImplemented: { $0.implementedMethods.contains("height") ? $0.meter(meter, heightOf: row) : nil },
      call: { $0(meter, row) })
  }
  func meter(_ meter: Dial, labelOf row: Int) -> String {
    vend(
      \.label, arguments: (meter, row),
      forwardingIfImplemented: { $0.implementedMethods.contains("label") ? $0.meter(meter, labelOf: row) : nil },
      call: { $0(meter, row) }) ?? "none"
  }
  func meter(_ meter: Dial, target proposed: Int) -> Int {
    thread(
      \.target, proposal: proposed, arguments: (meter, proposed),
      forwardingIfImplemented: { real, proposal in
        real.implementedMethods.contains("target") ? real.meter(meter, target: proposal) : nil
      },
      call: { $0(meter, $1) })
  }
  func meter(_ meter: Dial, decide completion: @escaping @Sendable (Bool) -> Void) {
    answer(
      \.decide, proposal: true, arguments: meter,
      forward: { real, finish in
        if real.implementedMethods.contains("decide") { real.meter(meter, decide: { finish($0) }) } else { finish(nil) }
      },
      call: { await $0($1) }, completion: completion)
  }
  func meterLoad(_ meter: Dial) async -> Int {
    await sendIfImplemented(\.load, meter) { $0.implementedMethods.contains("load") ? await $0.meterLoad(meter) : nil }
  }
  func meterCheck(_ meter: Dial) throws -> Bool {
    try sendIfImplemented(\.check, meter) { $0.implementedMethods.contains("check") ? try $0.meterCheck(meter) : nil }
  }
  func meterNew(_ meter: Dial, _ flag: Int) -> Bool {
    send(
      \.new, replacing: \.old, arguments: (meter, flag), replacedArguments: meter,
      forward: { $0.implementedMethods.contains("new") ? $0.meterNew(meter, flag) : nil },
      forwardReplaced: { $0.implementedMethods.contains("old") ? $0.meterOld(meter) : nil },
      call: { $0(meter, flag) }, callReplaced: { $0(meter) }, answering: { $0 })
  }
}

extension Dial: DelegateHost {
  static var delegateSlot: DelegateSlot<any DialDelegate> {
    DelegateSlot(\Dial.delegate, proxy: DialDelegateProxy.self)
  }
}

/// Implements every method.
final class FullDialDelegate: DialDelegate {
  var implementedMethods: Set<String> {
    ["didTick", "height", "label", "target", "decide", "load", "check", "old", "new"]
  }
}

/// One kind of call, and the method it is (as `implementedMethods` names it).
enum DialCall: String, CaseIterable, Sendable {
  case plain = "didTick"
  case partial = "height"
  case vended = "label"
  case threaded = "target"
  case completionHandler = "decide"
  case async = "load"
  case throwing = "check"
  case family = "new"

  func make(on proxy: DialDelegateProxy, _ meter: Dial) async {
    switch self {
    case .plain: proxy.meterDidTick(meter)
    case .partial: _ = proxy.meter(meter, heightOf: 0)
    case .vended: _ = proxy.meter(meter, labelOf: 0)
    case .threaded: _ = proxy.meter(meter, target: 3)
    case .completionHandler: proxy.meter(meter, decide: { _ in })
    case .async: _ = await proxy.meterLoad(meter)
    case .throwing: _ = try? proxy.meterCheck(meter)
    case .family: _ = proxy.meterNew(meter, 1)
    }
  }
}

@Suite("A real delegate's death is noticed on every path")
struct RealDelegateDeathPathTests {
  /// The first call of a method takes the slow path (the snapshot doesn't
  /// know it yet). (Before the fix, only a plain void or Bool `send` on
  /// the fast path told the host; each of these kept the dead delegate's
  /// method claimed.)
  @Test(arguments: DialCall.allCases.filter { $0 != .plain })
  func theFirstCallAfterTheDeathTellsTheHost(_ call: DialCall) async throws {
    let meter = Dial()
    var real: FullDialDelegate? = FullDialDelegate()
    meter.delegate = real
    let keep = meter.on(\.didTick) { _ in }
    let proxy = try #require(keep.proxy as? DialDelegateProxy)
    #expect(meter.cached.contains(call.rawValue))
    weak let watcher = real
    real = nil
    try #require(watcher == nil, "the real delegate died")
    let reads = meter.reads
    await call.make(on: proxy, meter)
    #expect(meter.reads > reads, "the host was given the proxy again")
    #expect(!meter.cached.contains(call.rawValue), "and reads the dead delegate's method as unclaimed")
    keep.cancel()
  }

  /// An event with a stream takes the slow path on every call: after a
  /// first call with the real delegate alive, the call after its death
  /// tells the host.
  @Test(arguments: [DialCall.partial, .vended, .threaded, .family])
  func aCallOfAnObservedEventAfterTheDeathTellsTheHost(_ call: DialCall) async throws {
    let meter = Dial()
    var real: FullDialDelegate? = FullDialDelegate()
    meter.delegate = real
    let keep = meter.on(\.didTick) { _ in }
    let proxy = try #require(keep.proxy as? DialDelegateProxy)
    var stream: AsyncStream<Int>?
    switch call {
    case .partial: stream = meter.delegateEvents(\.height, timing: .after) { _, _, _ in 0 }
    case .vended: stream = meter.delegateEvents(\.label, timing: .after) { _, _, _ in 0 }
    case .threaded: stream = meter.delegateEvents(\.target, timing: .after) { _, _, _ in 0 }
    default: stream = meter.delegateEvents(\.new, timing: .after) { _, _, _ in 0 }
    }
    await call.make(on: proxy, meter)
    #expect(meter.cached.contains(call.rawValue))
    weak let watcher = real
    real = nil
    try #require(watcher == nil, "the real delegate died")
    let reads = meter.reads
    await call.make(on: proxy, meter)
    #expect(meter.reads > reads, "the host was given the proxy again")
    #expect(!meter.cached.contains(call.rawValue), "and reads the dead delegate's method as unclaimed")
    stream = nil
    _ = stream
    keep.cancel()
  }
}
