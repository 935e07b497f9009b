// The library's one-word lock (`Lock`, issue 36): mutual exclusion under
// contention (the path where waiters sleep on the word), and the recursive
// form of a host's installation lock: re-entered by its holder, unavailable
// to every other thread until the holder's outermost section ends, however
// the holder nests it with other hosts' locks.
import Dispatch
import Foundation
import Testing

@testable import DelegateDSL

@Suite("Reliability: the library's lock")
struct LockTests {
  /// Four threads increment one plain counter under one lock: no increment
  /// is lost, so no two sections overlapped, and nobody stayed asleep.
  @Test func contendedSectionsExcludeEachOther() {
    let lock = Lock()
    let counter = Passed<Int>()
    counter.value = 0
    let threads = 4
    let rounds = 20_000
    Watchdog.run("four threads on one lock") { progress in
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for round in 0..<rounds {
          lock.withLock { counter.value! += 1 }
          if round % 1_000 == 0 { progress.tick() }
        }
      }
    }
    #expect(lock.withLock { counter.value } == threads * rounds)
    #expect(Lock.depthOnCurrentThread == 0)
  }

  /// A host's installation lock is re-entered by its holder, also nested
  /// inside another host's, and refused to every other thread until the
  /// holder's outermost section ends.
  @Test func anInstallationLockIsReenteredByItsHolderOnly() {
    let outer = ProxyRegistry.Proxies.make()
    let inner = ProxyRegistry.Proxies.make()
    // The lock, not the table, goes to the other thread (`outer` outlives it).
    let outerLock = outer.lock
    let entered = Turn()
    let probed = Turn()
    let released = Turn()
    let whileHeld = Passed<Bool>()
    let afterwards = Passed<Bool>()
    Thread {
      _ = entered.take()
      whileHeld.value = outerLock.withLockIfAvailable { true } ?? false
      probed.give()
      _ = released.take()
      afterwards.value = outerLock.withLockIfAvailable { Lock.holdsRecursiveLock } ?? false
      probed.give()
    }.start()
    var depths: [Int] = []
    #expect(!Lock.holdsRecursiveLock)
    outer.lock.withLock {
      inner.lock.withLock {
        // The outer one again, from inside the inner one.
        outer.lock.withLock {
          depths.append(Lock.depthOnCurrentThread)
          #expect(outer.lock.withLockIfAvailable { true } == true, "its holder may try it too")
          entered.give()
          #expect(probed.take())
        }
        #expect(Lock.holdsRecursiveLock)
      }
      #expect(Lock.holdsRecursiveLock)
    }
    #expect(!Lock.holdsRecursiveLock)
    #expect(Lock.depthOnCurrentThread == 0)
    released.give()
    #expect(probed.take())
    #expect(depths == [3])
    #expect(whileHeld.value == false, "another thread could take the lock its holder still had")
    #expect(afterwards.value == true, "another thread could not take the lock once it was free")
    withExtendedLifetime(outer) {}
  }
}
