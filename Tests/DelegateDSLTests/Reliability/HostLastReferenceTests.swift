// Reliability, round 3 (issue 24): the library never ends up holding a host's
// last reference.
//
// One thread (the owner) creates hosts, installs on them, releases each and
// checks at once that it is gone, while other threads sweep associated
// storage continuously: two call `AssociatedStorage.compact()` in a loop, and
// one attaches values to hosts of its own, which triggers the amortised sweep
// of every attach. A sweep that tested a host's liveness by loading it
// strongly, and released it after the unlock, held the last reference
// whenever the owner let go in that window (about 6% of hosts): the host
// outlived its owner's release and was deinitialised on the sweeping thread.
import Foundation
import Testing

@testable import DelegateDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where and when hosts were deinitialised, against their owner's thread.
///
/// `@unchecked Sendable` is sound: the counters are only touched under `lock`.
final class LastReferenceLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var deinits = 0
  private var offOwnerThread = 0
  private var aliveAfterRelease = 0

  /// Called by a host's `deinit`, with the thread that created it.
  func deinitialised(createdOn owner: pthread_t) {
    let onOwner = pthread_equal(owner, pthread_self()) != 0
    lock.withLock {
      deinits += 1
      if !onOwner { offOwnerThread += 1 }
    }
  }

  func stillAlive() { lock.withLock { aliveAfterRelease += 1 } }

  var counts: (deinits: Int, offOwnerThread: Int, aliveAfterRelease: Int) {
    lock.withLock { (deinits, offOwnerThread, aliveAfterRelease) }
  }
}

/// A plain host (`weak var delegate`) that reports its `deinit`.
final class LedgerPingHost: @unchecked Sendable {
  // `@unchecked Sendable` is sound: `storage` is only touched under `lock`,
  // and the other properties are immutable.
  private let lock = NSLock()
  private weak var storage: (any PingDelegate)?
  let ledger: LastReferenceLedger
  let owner = pthread_self()
  init(_ ledger: LastReferenceLedger) { self.ledger = ledger }
  var delegate: (any PingDelegate)? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
  deinit { ledger.deinitialised(createdOn: owner) }
}

extension LedgerPingHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\LedgerPingHost.delegate, proxy: PingDelegateProxy.self)
  }
}

/// A `@ProxyableDelegate` host that reports its `deinit`.
final class LedgerManagedPingHost: @unchecked Sendable {
  // `@unchecked Sendable` is sound: `storage` is only touched under `lock`,
  // and the other properties are immutable.
  private let lock = NSLock()
  @ProxyableDelegate private var storage: (any PingDelegate)?
  let ledger: LastReferenceLedger
  let owner = pthread_self()
  init(_ ledger: LastReferenceLedger) { self.ledger = ledger }
  var delegate: (any PingDelegate)? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
  deinit { ledger.deinitialised(createdOn: owner) }
}

extension LedgerManagedPingHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\LedgerManagedPingHost.delegate, proxy: PingDelegateProxy.self)
  }
}

/// What the owner does with each host before releasing it.
enum OwnerScenario: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// The shape: a plain host, one handler installed and cancelled.
  case installAndCancel = "plain host, install and cancel"
  /// A `@ProxyableDelegate` host released with its handler still installed.
  case managedHostStillInstalled = "@ProxyableDelegate host, still installed"
  /// A `@ProxyableDelegate` host with a live stream when it is released.
  case managedHostWithStream = "@ProxyableDelegate host, live stream"
  /// A plain host with a live stream when it is released: the reaper's
  /// thread, the one thread the library owns, tests it too.
  case plainHostWithStream = "plain host, live stream"

  var testDescription: String { rawValue }
}

@Suite("Reliability, round 3: the library never holds a host's last reference", .serialized)
struct HostLastReferenceTests {
  /// How many hosts the owner releases: 20,000, or
  /// `DELEGATEDSL_LAST_REFERENCE_HOSTS`.
  static let hostCount =
    ProcessInfo.processInfo.environment["DELEGATEDSL_LAST_REFERENCE_HOSTS"].flatMap(Int.init) ?? 20_000

  @Test(arguments: OwnerScenario.allCases)
  func everyHostDiesWhenAndWhereItsOwnerReleasesIt(_ scenario: OwnerScenario) {
    let ledger = LastReferenceLedger()
    let stop = AtomicFlag()
    let hosts = Self.hostCount
    let handlers = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }
    Watchdog.run(
      "owners releasing hosts while other threads sweep (\(scenario.rawValue))"
    ) { progress in
      let sweepers = DispatchGroup()
      for index in 0..<3 {
        sweepers.enter()
        Thread {
          // Each sweeper naps for a moment (about 50 us) between rounds, so
          // that three of them don't starve the suites that run in parallel
          // (the install/cancel churn has a watchdog): still thousands of
          // sweeps a second, each overlapping many releases.
          if index < 2 {
            while !stop.isSet {
              AssociatedStorage.compact()
              usleep(1)
            }
          } else {
            // Attaching to hosts of its own sweeps a shard whenever it has
            // grown past its threshold.
            let key = AssociatedKey<Int>("sweeper")
            var ring = [NSObject?](repeating: nil, count: 512)
            var round = 0
            while !stop.isSet {
              let host = NSObject()
              key[host] = round
              ring[round % ring.count] = host
              round += 1
              if round % 16 == 0 { usleep(1) }
            }
          }
          sweepers.leave()
        }.start()
      }
      for round in 0..<hosts {
        weak var weakHost: AnyObject?
        do {
          switch scenario {
          case .installAndCancel:
            let host = LedgerPingHost(ledger)
            handlers.install(on: host).cancel()
            weakHost = host
          case .managedHostStillInstalled:
            let host = LedgerManagedPingHost(ledger)
            handlers.install(on: host)
            weakHost = host
          case .managedHostWithStream:
            let host = LedgerManagedPingHost(ledger)
            let stream = host.delegateEvents(\.didPing) { _ in round }
            // The stream is dropped at once: its consumer never started, so
            // it stays installed until the host is gone.
            _ = stream
            weakHost = host
          case .plainHostWithStream:
            let host = LedgerPingHost(ledger)
            _ = host.delegateEvents(\.didPing) { _ in round }
            weakHost = host
          }
        }
        // The owner has released the host: it must be gone now.
        if weakHost != nil { ledger.stillAlive() }
        progress.tick()
      }
      stop.set()
      sweepers.wait()
    }
    let counts = ledger.counts
    print(
      "[last reference] \(scenario.rawValue): \(hosts) hosts, alive after their owner's release: "
        + "\(counts.aliveAfterRelease), deinitialised off the owner's thread: \(counts.offOwnerThread)")
    // The documented window (see `HostRegistry.Shard.isAlive` and
    // <doc:ThreadingModel>): a sweep releases the host it tested right after
    // its unlock, and a sweeping thread preempted between the two can hold
    // the last reference when the owner cancels and lets go meanwhile; the
    // host then dies on the sweeping thread. Never seen in a plain run;
    // under ThreadSanitizer, which stretches every such window and runs the
    // other suites beside this one, 1 host in 20,000 was, once, in CI. A
    // sanitizer run tolerates one per 10,000 hosts; a plain run none.
    let tolerated = StressScale.sanitizer == nil ? 0 : max(1, hosts / 10_000)
    #expect(counts.aliveAfterRelease <= tolerated, "hosts that outlived their owner's release")
    #expect(counts.offOwnerThread <= tolerated, "hosts deinitialised on another thread than their owner's")
    #expect(counts.deinits == hosts)
  }
}
