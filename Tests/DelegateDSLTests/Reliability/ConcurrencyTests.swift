import DelegateDSL
import Dispatch
import Foundation
import Testing

@Suite("Concurrency: install, cancel and dispatch from many threads")
struct ConcurrencyTests {
  @Test func threadsInstallDispatchAndCancelOnSharedHosts() {
    let hosts = (0..<4).map { _ in PingHost() }
    let reals = hosts.map { _ in CountingPingDelegate() }
    for (host, real) in zip(hosts, reals) { host.delegate = real }
    let workers = 8
    let rounds = 200
    let missed = AtomicCounter()

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for round in 0..<rounds {
        let host = hosts[(worker + round) % hosts.count]
        let mine = AtomicCounter()
        let subscription = Delegate(for: PingDelegate.self) {
          On(\.didPing) { _ in mine.increment() }
          On(\.shouldPing) { _, value in value >= 0 }
        }.install(on: host)
        host.ping()
        if host.shouldPing(round) != true { missed.increment() }
        // Our own handler ran for our own dispatch, whatever other threads did.
        if mine.value < 1 { missed.increment() }
        subscription.cancel()
      }
    }

    #expect(missed.value == 0)
    for (host, real) in zip(hosts, reals) {
      #expect(host.delegate === real, "after the last cancel the host has its real delegate back")
      #expect(
        DelegateSlot<any PingDelegate>(\PingHost.delegate, proxy: PingDelegateProxy.self).installedProxy(on: host)
          == nil)
    }
    // Every ping and question reached the real delegate exactly once.
    #expect(reals.reduce(0) { $0 + $1.pings.value } == workers * rounds)
    #expect(reals.reduce(0) { $0 + $1.questions.value } == workers * rounds)
  }

  /// Scoped real delegates and one-line handlers from many threads: every
  /// ping reaches exactly one real delegate, and when every scope has ended
  /// (in whatever order the threads finish) the original is back.
  @Test func scopedRealDelegatesAndOneLinersFromManyThreads() {
    let host = PingHost()
    let original = CountingPingDelegate()
    host.delegate = original
    let workers = 6
    let rounds = 150
    let handled = AtomicCounter()
    let scoped = (0..<workers).map { _ in CountingPingDelegate() }
    Watchdog.run("scoped real delegates from many threads") {
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for round in 0..<rounds {
          let handler = host.on(\.didPing) { _ in handled.increment() }
          let scope = host.useRealDelegate(scoped[worker], retained: round.isMultiple(of: 2))
          host.ping()
          if round.isMultiple(of: 3) {
            handler.cancel()
            scope.cancel()
          } else {
            scope.cancel()
            handler.cancel()
          }
        }
      }
    }
    let reached = original.pings.value + scoped.reduce(0) { $0 + $1.pings.value }
    #expect(reached == workers * rounds, "each ping reached exactly one real delegate")
    #expect(handled.value >= workers * rounds, "each thread's own handler ran for its own ping")
    #expect(host.delegate === original)
    #expect(PingHost.delegateSlot.installedProxy(on: host) == nil)
  }

  @Test func realDelegatesReplacedAndReleasedWhileOtherThreadsDispatch() {
    let host = PingHost()
    let handled = AtomicCounter()
    let subscription = Delegate(for: PingDelegate.self) {
      On(\.didPing) { _ in handled.increment() }
      On(\.shouldPing) { _, _ in true }
    }.install(on: host)
    let dispatches = 4_000
    let wrongAnswers = AtomicCounter()
    let proxy = subscription.proxy as! PingDelegateProxy

    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        // Replace the real delegate over and over; each one dies right away.
        for _ in 0..<dispatches {
          let real = CountingPingDelegate()
          proxy.realDelegate = real
        }
      } else {
        for index in 0..<dispatches {
          host.ping()
          if host.shouldPing(index) != true { wrongAnswers.increment() }
        }
      }
    }
    #expect(handled.value == 3 * dispatches)
    #expect(wrongAnswers.value == 0)
    #expect(subscription.proxy?.realDelegate == nil, "the last real delegate is gone, and skipped")
  }

  @Test func associatedStorageUnderContention() {
    let shared = PingHost()
    let key = AssociatedKey<Int>("contended")
    let others = (0..<64).map { _ in PingHost() }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<500 {
        key.update(on: shared) { $0 = ($0 ?? 0) + 1 }
        let own = others[(worker * 8 + index) % others.count]
        key[own] = index
        _ = key[own]
      }
    }
    #expect(key[shared] == 8 * 500)
  }
}
