// Streams of events of every arity, zero to six arguments, for each effect:
// a stream reads the call's arguments as one tuple (see `EventObserver`), so
// every arity, including one argument (a tuple of one is the value itself)
// and none, must read back exactly what the host passed, in the three
// shapes: a projection, the arguments themselves, and the answer.
import DelegateDSL
import StreamTestSupport
import Testing

/// Arguments of mixed sizes and kinds (a class, a string, integers of two
/// widths, an optional, a double), so that a misread tuple shows.
protocol ArityDelegate: AnyObject {
  func zero() -> Int
  func one(_ a: String) -> Int
  func two(_ a: ArityHost, _ b: Int8) -> Int
  func three(_ a: String, _ b: Int?, _ c: Double) -> Int
  func six(_ a: Int, _ b: String, _ c: Int8, _ d: ArityHost, _ e: Double?, _ f: [Int]) throws -> Int
  func four(_ a: Int, _ b: Int, _ c: String, _ d: Int) async -> Int
  func five(_ a: String, _ b: Int, _ c: Int, _ d: Int, _ e: String) async throws -> String
}

final class ArityHost {
  weak var delegate: (any ArityDelegate)?
  let name: String
  init(_ name: String) { self.name = name }
}

extension DelegateEvents where Delegate == any ArityDelegate {
  var zero: Event<() -> Int> { .init(.last(default: 0)) }
  var one: Event<(String) -> Int> { .init(.last(default: 0)) }
  var two: Event<(ArityHost, Int8) -> Int> { .init(.last(default: 0)) }
  var three: Event<(String, Int?, Double) -> Int> { .init(.last(default: 0)) }
  var six: Event<(Int, String, Int8, ArityHost, Double?, [Int]) throws -> Int> { .init(.last(default: 0)) }
  var four: Event<(Int, Int, String, Int) async -> Int> { .init(.last(default: 0)) }
  var five: Event<(String, Int, Int, Int, String) async throws -> String> { .init(.last(default: "")) }
}

final class ArityDelegateProxy: DelegateProxy<any ArityDelegate>, ArityDelegate {
  func zero() -> Int { send(\.zero) { $0.zero() } }
  func one(_ a: String) -> Int { send(\.one, a) { $0.one(a) } }
  func two(_ a: ArityHost, _ b: Int8) -> Int { send(\.two, a, b) { $0.two(a, b) } }
  func three(_ a: String, _ b: Int?, _ c: Double) -> Int { send(\.three, a, b, c) { $0.three(a, b, c) } }
  func six(_ a: Int, _ b: String, _ c: Int8, _ d: ArityHost, _ e: Double?, _ f: [Int]) throws -> Int {
    try send(\.six, a, b, c, d, e, f) { try $0.six(a, b, c, d, e, f) }
  }
  func four(_ a: Int, _ b: Int, _ c: String, _ d: Int) async -> Int {
    await send(\.four, a, b, c, d) { await $0.four(a, b, c, d) }
  }
  func five(_ a: String, _ b: Int, _ c: Int, _ d: Int, _ e: String) async throws -> String {
    try await send(\.five, a, b, c, d, e) { try await $0.five(a, b, c, d, e) }
  }
}

extension ArityHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any ArityDelegate> {
    DelegateSlot(\ArityHost.delegate, proxy: ArityDelegateProxy.self)
  }
}

@Suite("Streams of every arity read back the call's arguments")
struct StreamArityTests {
  @Test func everyArityAndShapeReadsTheArgumentsThatWerePassed() async throws {
    let host = ArityHost("host")
    let other = ArityHost("other")
    let zero = host.delegateEvents(\.zero, timing: .after) { answer in answer }
    let zeroCalls = host.delegateEvents(\.zero)
    let one = host.delegateEvents(\.one)
    let oneProjected = host.delegateEvents(\.one) { a in a.utf8.count }
    let two = host.delegateEvents(\.two) { a, b in "\(a.name) \(b)" }
    let three = host.delegateEvents(\.three)
    let six = host.delegateEvents(\.six, timing: .after) { outcome, a, b, c, d, e, f in
      "\((try? outcome.get()) ?? -1) \(a) \(b) \(c) \(d.name) \(e ?? -1) \(f)"
    }
    let sixArguments = host.delegateEvents(\.six) { a, b, c, d, e, f in (a, b, c, d.name, e, f) }
    let four = host.delegateEvents(\.four, timing: .after) { answer, a, b, c, d in "\(answer) \(a) \(b) \(c) \(d)" }
    let five = host.delegateEvents(\.five) { a, b, c, d, e in [a, "\(b + c + d)", e] }
    let subscription = Delegate(for: ArityDelegate.self) {
      On(\.zero) { 7 }
      On(\.six) { a, _, _, _, _, f in a + f.count }
      On(\.four) { a, b, _, d in a + b + d }
    }.install(on: host)
    let proxy = try #require(host.delegate)

    #expect(proxy.zero() == 7)
    _ = proxy.one("héllo")
    _ = proxy.two(other, -8)
    _ = proxy.three("x", nil, 2.5)
    _ = proxy.three("y", 3, -0.5)
    #expect(try proxy.six(40, "b", 127, other, nil, [1, 2]) == 42)
    #expect(await proxy.four(1, 2, "c", 4) == 7)
    _ = try await proxy.five("a", 1, 2, 3, "e")

    #expect(await firstElements(1, of: zero) == [7])
    #expect(await firstElements(1, of: zeroCalls).count == 1)
    #expect(await firstElements(1, of: one) == ["héllo"])
    #expect(await firstElements(1, of: oneProjected) == [6])
    #expect(await firstElements(1, of: two) == ["other -8"])
    let threes = await firstElements(2, of: three)
    #expect(threes.map(\.0) == ["x", "y"])
    #expect(threes.map(\.1) == [nil, 3])
    #expect(threes.map(\.2) == [2.5, -0.5])
    #expect(await firstElements(1, of: six) == ["42 40 b 127 other -1.0 [1, 2]"])
    let sixes = await firstElements(1, of: sixArguments)
    #expect(
      sixes.first.map { "\($0.0) \($0.1) \($0.2) \($0.3) \(String(describing: $0.4)) \($0.5)" }
        == "40 b 127 other nil [1, 2]")
    #expect(await firstElements(1, of: four) == ["7 1 2 c 4"])
    #expect(await firstElements(1, of: five) == [["a", "6", "e"]])
    subscription.cancel()
  }
}
