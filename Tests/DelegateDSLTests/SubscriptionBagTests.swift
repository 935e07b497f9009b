// DelegateSubscriptionBag: subscriptions cancelled together when the bag is
// released or emptied, and a `Sendable` place for a main-actor class to keep
// them (its nonisolated `deinit` can't read a `DelegateSubscription`).
import Foundation
import Testing

@testable import DelegateDSL

/// The pattern the bag exists for: a main-actor class that keeps its
/// subscriptions in a `let` and needs no `deinit`, or cancels early from a
/// nonisolated one. It compiles in Swift 6 mode, which is the test.
@MainActor
private final class Screen {
  let host = PingHost()
  let subscriptions = DelegateSubscriptionBag()
  var pings = 0

  func start() {
    host.on(\.didPing) { [unowned self] _ in MainActor.assumeIsolated { pings += 1 } }
      .store(in: subscriptions)
  }

  nonisolated func stop() { subscriptions.cancelAll() }

  // Not needed (the bag cancels when it goes), but it compiles: a
  // `DelegateSubscription` property would not be readable here.
  deinit { subscriptions.cancelAll() }
}

@Suite("Subscriptions kept in a bag")
struct SubscriptionBagTests {
  @Test func releasingTheBagCancelsEverySubscriptionAndReleasesTheirCaptures() {
    let host = PingHost()
    let real = CountingPingDelegate()
    host.delegate = real
    let released = ReleaseCounter()
    let calls = AtomicCounter()
    var bag: DelegateSubscriptionBag? = DelegateSubscriptionBag()
    do {
      let capture = Capture(released)
      host.on(\.didPing) { _ in
        capture.touch()
        calls.increment()
      }.store(in: bag!)
      Delegate(for: PingDelegate.self) { On(\.shouldPing) { _, value in value > 0 } }.install(on: host).store(in: bag!)
    }
    #expect(bag?.count == 2)
    host.ping()
    #expect(host.shouldPing(-1) == false, "the bag's handler answers")
    #expect(calls.value == 1)

    bag = nil
    #expect(host.delegate === real, "the last cancellation gave the real delegate back")
    #expect(released.value == 1, "the handler's captures went with the bag")
    host.ping()
    #expect(calls.value == 1)
    #expect(host.shouldPing(-1) == true, "only the real delegate answers now")
    #expect(real.pings.value == 2)
  }

  @Test func cancelAllEmptiesTheBagWhichCanBeUsedAgain() {
    let host = PingHost()
    let bag = DelegateSubscriptionBag()
    let order = OrderLog()
    let first = host.on(\.didPing) { _ in order.append("first") }
    first.store(in: bag)
    let second = host.on(\.didPing) { _ in order.append("second") }
    second.store(in: bag)
    host.ping()
    #expect(order.entries == ["first", "second"])

    bag.cancelAll()
    #expect(bag.count == 0)
    #expect(!first.isActive && !second.isActive)
    #expect(host.delegate == nil)

    host.on(\.didPing) { _ in order.append("again") }.store(in: bag)
    host.ping()
    #expect(order.entries == ["first", "second", "again"])
    bag.cancelAll()
    bag.cancelAll()  // Idempotent: nothing left.
    #expect(host.delegate == nil)
  }

  /// Cancelling releases handlers' captures, whose `deinit` is foreign code:
  /// it may use the same bag, which therefore holds no lock meanwhile.
  @Test func aCaptureReleasedByTheBagMayUseTheBag() {
    let host = PingHost()
    let bag = DelegateSubscriptionBag()
    let seen = AtomicCounter()
    Watchdog.run("a capture's deinit uses the bag that releases it", seconds: 30) {
      do {
        let probe = BagProbe(bag, seen)
        host.on(\.didPing) { _ in probe.touch() }.store(in: bag)
      }
      bag.cancelAll()
    }
    #expect(seen.value == 1, "the capture's deinit ran, and read the bag")
    #expect(bag.count == 1, "what it stored meanwhile stays in the bag")
    bag.cancelAll()
  }

  /// Why the bag exists: a main-actor class's `deinit` can't read a
  /// subscription property in Swift 6 (a diagnostic of the compilation to
  /// SIL, which `-typecheck` doesn't run), and can read a bag.
  @Test func aMainActorDeinitCanReadABagAndNotASubscription() throws {
    let directory = Swiftc.temporaryDirectory("bag")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Screens.swift")
    try """
    import DelegateDSL
    protocol LoaderDelegate: AnyObject {}
    @MainActor final class BagScreen {
      let subscriptions = DelegateSubscriptionBag()
      deinit { subscriptions.cancelAll() }
    }
    @MainActor final class SubscriptionScreen {
      var subscription: DelegateSubscription<any LoaderDelegate>?
      deinit { subscription?.cancel() }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let output = try Swiftc.typecheck(
      [file], extraArguments: ["-parse-as-library", "-o", "/dev/null"], mode: "-emit-sil"
    ).get()
    let errors = output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "\(errors)")
    #expect(
      errors.first?.contains("Screens.swift:9:") == true
        && errors.first?.contains("non-Sendable type 'DelegateSubscription<any LoaderDelegate>?'") == true,
      "\(errors)")
  }

  @MainActor @Test func aMainActorClassKeepsItsSubscriptionsInALet() {
    var screen: Screen? = Screen()
    screen?.start()
    let host = screen!.host
    host.ping()
    #expect(screen?.pings == 1)
    screen?.stop()
    host.ping()
    #expect(screen?.pings == 1, "stopped from a nonisolated method")
    screen?.start()
    screen = nil
    #expect(host.delegate == nil, "the bag went with the screen, and its handlers with it")
  }
}

/// Records strings in order, from any thread.
///
/// `@unchecked Sendable` is sound: `storage` is only touched under `lock`.
private final class OrderLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  func append(_ entry: String) { lock.withLock { storage.append(entry) } }
  var entries: [String] { lock.withLock { storage } }
}

/// A capture whose `deinit` reads the bag and stores a new subscription in it.
private final class BagProbe: Sendable {
  let bag: DelegateSubscriptionBag
  let seen: AtomicCounter
  init(_ bag: DelegateSubscriptionBag, _ seen: AtomicCounter) {
    self.bag = bag
    self.seen = seen
  }
  func touch() {}
  deinit {
    _ = bag.count
    PingHost().on(\.didPing) { _ in }.store(in: bag)
    seen.increment()
  }
}
