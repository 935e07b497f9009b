// One definition installed on many hosts: each proxy's table holds the
// definition's plan alone, and publishes the plan's snapshot, until
// something else changes it (see `HandlerTable.onlyPlan`). The NSCache test
// dispatches through the library's adapter, whose key-path literals are other
// objects than this module's (equal, not identical): the plan learns them.
import DelegateDSL
import Foundation
import Testing

@Suite("One definition on many hosts: the plan is the table")
struct SharedPlanTests {
  /// Handlers that log which host called them.
  func definition(_ log: CallLog, _ name: String = "handler", answer: Bool = true) -> Delegate<any DownloaderDelegate> {
    Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { downloader in log.record("\(downloader.name).\(name).didStart") }
      On(\.shouldDownload) { downloader, url in
        log.record("\(downloader.name).\(name).shouldDownload(\(url))")
        return answer
      }
    }
  }

  func install(
    _ definition: Delegate<any DownloaderDelegate>, on host: Downloader
  ) -> DelegateSubscription<any DownloaderDelegate> {
    definition.install(on: host)
  }

  #if canImport(Foundation) && !canImport(ObjectiveC)
    @Test func oneDefinitionOnManyCachesThroughTheLibrarysKeyPaths() {
      let evicted = SharedLog()
      let shared = Delegate(for: NSCacheDelegate.self) {
        On(\.willEvictObject) { cache, object in evicted.record("\(cache.name): \(object)") }
      }
      let caches = (1...3).map { number in
        let cache = NSCache<AnyObject, AnyObject>()
        cache.name = "cache\(number)"
        cache.countLimit = 1
        return cache
      }
      let subscriptions = caches.map { shared.install(on: $0) }
      // Twice: the first eviction teaches the plan the adapter's key path.
      for round in 1...2 {
        for cache in caches {
          cache.setObject("\(round)a" as NSString, forKey: "a\(round)" as NSString)
          cache.setObject("\(round)b" as NSString, forKey: "b\(round)" as NSString)
        }
      }
      // Each cache reports its own evictions (one in the first round, two
      // in the second), whichever object swift-corelibs-foundation evicts.
      func count(_ name: String) -> Int { evicted.entries.filter { $0.hasPrefix("\(name):") }.count }
      #expect(caches.map { count($0.name) } == [3, 3, 3])
      subscriptions[0].cancel()
      #expect(caches[0].delegate == nil)
      caches[0].setObject("3a" as NSString, forKey: "a3" as NSString)
      caches[1].setObject("3a" as NSString, forKey: "a3" as NSString)
      #expect(caches.map { count($0.name) } == [3, 4, 3])
      for subscription in subscriptions { subscription.cancel() }
    }
  #endif

  @Test func everyHostOfOneDefinitionCallsItsRealDelegateThenTheHandlers() {
    let log = CallLog()
    let shared = definition(log)
    let hosts = (1...3).map { Downloader(name: "host\($0)") }
    let reals = hosts.map { RecordingDelegate("\($0.name).real", log: log) }
    for (host, real) in zip(hosts, reals) { host.delegate = real }
    reals[1].shouldDownloadAnswer = false
    let subscriptions = hosts.map { install(shared, on: $0) }
    // Twice: the first dispatch of each event teaches the plan the proxy's
    // key path; the second takes the fast path.
    for _ in 1...2 {
      log.clear()
      for host in hosts { host.start() }
      #expect(hosts.map { $0.shouldDownload("u") } == [true, false, true])
      #expect(
        log.entries == [
          "host1.real.didStart", "host1.handler.didStart", "host2.real.didStart", "host2.handler.didStart",
          "host3.real.didStart", "host3.handler.didStart",
          "host1.real.shouldDownload(u)", "host1.handler.shouldDownload(u)",
          "host2.real.shouldDownload(u)", "host2.handler.shouldDownload(u)",
          "host3.real.shouldDownload(u)", "host3.handler.shouldDownload(u)",
        ])
    }
    // A host installed after the plan learned starts on the learned snapshot.
    let late = Downloader(name: "late")
    let lateReal = RecordingDelegate("late.real", log: log)
    late.delegate = lateReal
    let lateSubscription = install(shared, on: late)
    log.clear()
    late.start()
    #expect(log.entries == ["late.real.didStart", "late.handler.didStart"])

    // Cancelling one host leaves the others running, and gives it back its
    // real delegate.
    subscriptions[1].cancel()
    #expect(hosts[1].delegate === reals[1])
    log.clear()
    for host in hosts { host.start() }
    #expect(
      log.entries == [
        "host1.real.didStart", "host1.handler.didStart", "host2.real.didStart", "host3.real.didStart",
        "host3.handler.didStart",
      ])
    for subscription in subscriptions + [lateSubscription] { subscription.cancel() }
    #expect(zip(hosts, reals).allSatisfy { $0.delegate === $1 })
  }

  @Test func anEventTheDefinitionLacksIsAnsweredByTheRealDelegateOnEveryHost() {
    let log = CallLog()
    let shared = definition(log)
    let hosts = (1...2).map { Downloader(name: "host\($0)") }
    let reals = hosts.map { RecordingDelegate("\($0.name).real", log: log) }
    for (host, real) in zip(hosts, reals) { host.delegate = real }
    reals[0].canResumeAnswer = true
    let subscriptions = hosts.map { shared.install(on: $0) }
    // The plan learns `canResume` (no handler) on the first host's first
    // call; every host's real delegate still answers it alone.
    for _ in 1...2 {
      log.clear()
      #expect(hosts.map { $0.canResume("u") } == [true, false])
      #expect(hosts.map { $0.retryLimit("u", attempt: 1) } == [1, 1])
      #expect(
        log.entries == [
          "host1.real.canResume", "host2.real.canResume", "host1.real.retryLimit", "host2.real.retryLimit",
        ])
    }
    let proxy = subscriptions[0].proxy
    #expect(proxy?.handles(\.canResume) == true, "the real delegate implements it")
    #expect(proxy?.description.hasPrefix("DownloaderDelegateProxy: 2 events, 2 handlers") == true)

    // A definition that handles it, installed on the first host: its handler
    // joins the real delegate's answer there, and only there.
    let resume = Delegate(for: DownloaderDelegate.self) {
      On(\.canResume) { downloader, _ in
        log.record("\(downloader.name).handler.canResume")
        return true
      }
    }.install(on: hosts[0])
    reals[0].canResumeAnswer = false
    log.clear()
    #expect(hosts.map { $0.canResume("v") } == [true, false])
    #expect(log.entries == ["host1.real.canResume", "host1.handler.canResume", "host2.real.canResume"])
    resume.cancel()
    for subscription in subscriptions { subscription.cancel() }
    #expect(zip(hosts, reals).allSatisfy { $0.delegate === $1 })
  }

  @Test func aSecondInstallationRunsAfterTheFirstOnAHostThatHeldOnePlan() {
    let log = CallLog()
    let host = Downloader(name: "host")
    let real = RecordingDelegate("host.real", log: log)
    host.delegate = real
    let first = install(definition(log, "first"), on: host)
    #expect(host.shouldDownload("a") == true)
    let second = install(definition(log, "second", answer: false), on: host)
    log.clear()
    host.start()
    #expect(host.shouldDownload("b") == false)
    #expect(
      log.entries == [
        "host.real.didStart", "host.first.didStart", "host.second.didStart",
        "host.real.shouldDownload(b)", "host.first.shouldDownload(b)", "host.second.shouldDownload(b)",
      ])
    first.cancel()
    log.clear()
    host.start()
    #expect(host.shouldDownload("c") == false)
    #expect(
      log.entries == [
        "host.real.didStart", "host.second.didStart", "host.real.shouldDownload(c)",
        "host.second.shouldDownload(c)",
      ])
    second.cancel()
    #expect(host.delegate === real)
  }

  /// A table's own events live in a box made by its first write (see
  /// `HandlerTable.OwnEvents`): one host's second installation makes its
  /// box, and another host of the same plan neither sees it nor its
  /// handlers, before or after the first host cancels both.
  @Test func aHostThatGainsItsOwnEventsSharesThemWithNoOtherHostOfThePlan() {
    let log = CallLog()
    let one = Downloader(name: "one")
    let other = Downloader(name: "other")
    let plan = definition(log, "plan")
    let onOne = install(plan, on: one)
    let onOther = install(plan, on: other)
    let second = install(definition(log, "second", answer: false), on: one)
    one.start()
    other.start()
    #expect(one.shouldDownload("a") == false)
    #expect(other.shouldDownload("b") == true)
    #expect(
      log.entries == [
        "one.plan.didStart", "one.second.didStart", "other.plan.didStart",
        "one.plan.shouldDownload(a)", "one.second.shouldDownload(a)", "other.plan.shouldDownload(b)",
      ])
    second.cancel()
    onOne.cancel()
    log.clear()
    one.start()
    other.start()
    #expect(log.entries == ["other.plan.didStart"])
    onOther.cancel()
    #expect(one.delegate == nil && other.delegate == nil)
  }

  @Test func aHostThatHoldsOnePlanDescribesAndAnswersHandlesFromThePlan() throws {
    let log = CallLog()
    let host = Downloader(name: "host")
    let subscription = install(definition(log), on: host)
    let proxy = try #require(subscription.proxy)
    #expect(proxy.handles(\.didStart))
    #expect(proxy.handles(\.shouldDownload))
    #expect(!proxy.handles(\.canResume))
    #expect(proxy.hasHandlers)
    #expect(proxy.description.hasPrefix("DownloaderDelegateProxy: 2 events, 2 handlers"))
    // Still one plan: dispatching works as before the questions.
    host.start()
    #expect(log.entries == ["host.handler.didStart"])
    subscription.cancel()
    #expect(!proxy.hasHandlers)
    #expect(!proxy.handles(\.didStart))
  }

  @Test func handlersLeaveWithTheirDefinitionOnceTheLastHostCancels() {
    final class Captured {
      let onDeinit: () -> Void
      init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
      deinit { onDeinit() }
    }
    var released = false
    let host = Downloader(name: "host")
    var subscription: DelegateSubscription<any DownloaderDelegate>?
    do {
      let captured = Captured { released = true }
      subscription = install(
        Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in _ = captured } }, on: host)
    }
    host.start()
    #expect(!released, "the table keeps the plan, which keeps the handlers")
    subscription?.cancel()
    #expect(released, "cancelling the only installation releases the plan")
  }
}
