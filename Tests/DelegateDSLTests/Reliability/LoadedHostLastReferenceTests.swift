// Reliability (issue 24, second part): a host that the library loads from a
// weak reference on a caller's thread (a cancellation, a new real delegate
// re-assigned to a caching host, a stream whose consumer stopped) is not
// deinitialised on that thread when its owner lets go meanwhile.
//
// Each round, the owner (the main thread) creates a host that caches what
// its delegate handles, as UIKit does, installs on it, and hands what the
// other thread needs (a subscription, a proxy, a stream) to a partner thread.
// The two meet at a barrier; the partner then cancels, assigns a real
// delegate through the proxy, or drops the stream, while the owner, after a
// jitter that sweeps the window, releases the host. The partner's strong
// load of the host (`site.host`, the subscription's `host`) kept it alive
// across the library's critical section; released after the unlock, it was
// the last reference whenever the owner let go in that window, and the host
// died on the partner's thread. It now goes to the main actor (the host's
// record was created on the main thread), where the owner is.
//
// A host created off the main thread has no thread the library could hand it
// to: the last scenario measures how often such a host dies on the other
// thread (the documented window, see <doc:ThreadingModel>), and asserts only
// that every host dies.
import DelegateDSL
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where hosts died: on the main actor (the main thread, or the main
/// queue, which serves the main actor where an asynchronous `main` let the
/// main thread go, as `swift test` does on Linux), on the partner's thread
/// (``RoundPartner``), or elsewhere.
///
/// `@unchecked Sendable` is sound: the counters and `partner` are only
/// touched under `lock`.
final class DeathPlaceLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var onMain = 0
  private var onPartner = 0
  private var elsewhere = 0
  private var partner: pthread_t?

  init(partner: RoundPartner) { self.partner = partner.thread }

  /// Called by a host's `deinit`.
  func died() {
    let isMain = Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) != nil
    let current = pthread_self()
    lock.withLock {
      if isMain {
        onMain += 1
      } else if let partner, pthread_equal(partner, current) != 0 {
        onPartner += 1
      } else {
        elsewhere += 1
      }
    }
  }

  var counts: (onMain: Int, onPartner: Int, elsewhere: Int) { lock.withLock { (onMain, onPartner, elsewhere) } }
  var deaths: Int { lock.withLock { onMain + onPartner + elsewhere } }

  /// Set on the main queue: present in every job the main queue runs.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

/// A Ping host that, like UIKit, asks its delegate what it handles when the
/// delegate is assigned (so the library re-assigns the proxy when its real
/// delegate changes), and reports where it dies.
///
/// `@unchecked Sendable` is sound: `storage` and `cachesDidPing` are only
/// touched under `lock`, and `ledger` is immutable.
final class CachingLedgerPingHost: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: (any PingDelegate)?
  private var cachesDidPing = false
  let ledger: DeathPlaceLedger
  init(_ ledger: DeathPlaceLedger) { self.ledger = ledger }

  var delegate: (any PingDelegate)? {
    get { lock.withLock { storage } }
    set {
      // Asked outside the host's lock: `handles` takes the proxy's.
      let handles = (newValue as? PingDelegateProxy)?.handles(\.didPing) ?? (newValue != nil)
      lock.withLock {
        storage = newValue
        cachesDidPing = handles
      }
    }
  }

  deinit { ledger.died() }
}

extension CachingLedgerPingHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\CachingLedgerPingHost.delegate, proxy: PingDelegateProxy.self)
  }
}

/// What the partner thread does while the owner releases the host.
enum LoadingScenario: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case cancel = "subscription.cancel()"
  case reassign = "proxy.realDelegate = x on a caching host"
  case streamEnd = "the stream's consumer drops it"
  case scopeCancel = "RealDelegateScope.cancel()"
  case isActive = "subscription.isActive"

  var testDescription: String { rawValue }

  /// Prepares `host` and returns the partner's job, which must not capture
  /// the host.
  func prepare(_ host: CachingLedgerPingHost, realDelegate: CountingPingDelegate) -> PartnerJob {
    let handlers = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }
    switch self {
    case .cancel:
      let subscription = handlers.install(on: host)
      return PartnerJob { subscription.cancel() }
    case .reassign:
      let subscription = handlers.install(on: host)
      let proxy = subscription.proxy
      return PartnerJob { proxy?.realDelegate = realDelegate }
    case .streamEnd:
      var stream: AsyncStream<Int>? = host.delegateEvents(\.didPing) { _ in 0 }
      return PartnerJob {
        // The last copy of the stream: dropping it terminates it, here.
        #expect(stream != nil)
        stream = nil
      }
    case .scopeCancel:
      let scope = host.useRealDelegate(realDelegate, retained: true)
      return PartnerJob { scope.cancel() }
    case .isActive:
      let subscription = handlers.install(on: host)
      return PartnerJob { _ = subscription.isActive }
    }
  }
}

/// The partner's work for one round.
///
/// `@unchecked Sendable` is sound: the job is created by the owner, handed
/// over through `RoundPartner`'s lock, and then run and released by the
/// partner alone.
final class PartnerJob: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// A thread that runs one job per round, starting at a barrier it shares
/// with the owner.
///
/// `@unchecked Sendable` is sound: `job`, `arrived`, `stopped` and
/// `partnerThread` are only touched under `lock`; the semaphores are
/// thread-safe.
final class RoundPartner: @unchecked Sendable {
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private var job: PartnerJob?
  private var arrived = 0
  private var stopped = false
  private var partnerThread: pthread_t?

  /// The partner's thread.
  var thread: pthread_t? { lock.withLock { partnerThread } }

  init() {
    let started = DispatchSemaphore(value: 0)
    Thread { [self] in
      lock.withLock { partnerThread = pthread_self() }
      started.signal()
      while true {
        ready.wait()
        guard
          let job = lock.withLock({ () -> PartnerJob? in
            defer { self.job = nil }
            return stopped ? nil : self.job
          })
        else { return }
        meet()
        job.run()
        // The job (and what it captured) is released here, by the partner.
        done.signal()
      }
    }.start()
    started.wait()
  }

  /// Hands `job` to the partner, and waits at the barrier with it.
  func start(_ job: PartnerJob) {
    lock.withLock {
      self.job = job
      arrived = 0
    }
    ready.signal()
    meet()
  }

  /// Waits (up to `seconds`) for the partner to finish its job.
  func finish(within seconds: Double = 20) -> Bool {
    done.wait(timeout: .now() + seconds) == .success
  }

  func stop() {
    lock.withLock { stopped = true }
    ready.signal()
  }

  /// Both sides arrive; each leaves once the other has arrived (spinning:
  /// a sleep would be far longer than the window under test).
  private func meet() {
    lock.withLock { arrived += 1 }
    let deadline = Date().addingTimeInterval(20)
    while lock.withLock({ arrived }) < 2 && Date() < deadline {}
  }
}

/// A busy wait of `iterations`, the owner's jitter.
@inline(never)
func spin(_ iterations: Int) -> Int {
  var total = 0
  for index in 0..<iterations { total &+= index }
  return total
}

@Suite(
  "Reliability: a host the library loads on a caller's thread dies where its owner lets it go", .serialized)
struct LoadedHostLastReferenceTests {
  /// Rounds per scenario: 10,000 (1,000 under a sanitizer), or
  /// `DELEGATEDSL_LOADED_HOST_ROUNDS`.
  static let rounds = StressScale.rounds(10_000, overriddenBy: "DELEGATEDSL_LOADED_HOST_ROUNDS")

  /// Sweeps the records of this suite's dead hosts, whose proxies (left
  /// installed by the scenarios that don't cancel) would otherwise wait for
  /// a sweep past the end of the process. LeakSanitizer then reports their
  /// weak-reference side tables: a live object's refcount word refers to its
  /// side table only through a tagged pointer, which the scan doesn't see.
  static func sweepDeadHosts() {
    AssociatedStorage.compact()
  }

  /// One round: creates a host, lets the partner load it while the owner
  /// releases it. Returns `false` if the partner did not finish in time.
  static func round(
    _ index: Int, _ scenario: LoadingScenario, ledger: DeathPlaceLedger, partner: RoundPartner,
    realDelegate: CountingPingDelegate
  ) -> Bool {
    var host: CachingLedgerPingHost? = CachingLedgerPingHost(ledger)
    let job = scenario.prepare(host!, realDelegate: realDelegate)
    partner.start(job)
    _ = spin(Int.random(in: 0..<(index % 2 == 0 ? 512 : 8_192)))
    host = nil
    return partner.finish()
  }

  @Test(arguments: LoadingScenario.allCases)
  @MainActor
  func aHostCreatedOnTheMainThreadNeverDiesOnThePartnersThread(_ scenario: LoadingScenario) async {
    let partner = RoundPartner()
    let ledger = DeathPlaceLedger(partner: partner)
    defer {
      partner.stop()
      Self.sweepDeadHosts()
    }
    let realDelegate = CountingPingDelegate()
    let deadline = Date().addingTimeInterval(300)
    for index in 0..<Self.rounds {
      guard Self.round(index, scenario, ledger: ledger, partner: partner, realDelegate: realDelegate) else {
        Issue.record("the partner did not finish round \(index)")
        return
      }
      // A host handed to the main actor dies once the main actor runs.
      while ledger.deaths < index + 1 {
        guard Date() < deadline else {
          Issue.record("host \(index) was not deinitialised within the deadline")
          return
        }
        await Task.yield()
      }
    }
    let counts = ledger.counts
    print(
      "[loaded host] \(scenario.rawValue), main-thread hosts: \(Self.rounds) rounds, died on the main thread: "
        + "\(counts.onMain), on the partner's thread: \(counts.onPartner), elsewhere: \(counts.elsewhere)")
    #expect(counts.onPartner == 0, "hosts deinitialised on the partner's thread")
    // A sweep of associated storage that a suite running in parallel makes
    // may load one of these hosts as its owner lets go, and its documented
    // fallback (see `HostLastReferenceTests`) may then release it on the
    // sweeping thread: seen once in 1,000 rounds under ThreadSanitizer
    // beside that suite, never alone. Anything more is a failure.
    #expect(counts.elsewhere <= Self.rounds / 200, "hosts deinitialised on another thread")
    #expect(counts.onMain + counts.elsewhere == Self.rounds)
  }

  /// The documented window: a host created off the main thread has no
  /// thread to go to, and dies where the library released it if its owner
  /// let go while the library held it. Measured, not asserted.
  @Test(arguments: [LoadingScenario.cancel, .reassign, .streamEnd])
  func aHostCreatedOffTheMainThreadDiesOnceWhereverItIsReleased(_ scenario: LoadingScenario) {
    let partner = RoundPartner()
    let ledger = DeathPlaceLedger(partner: partner)
    defer {
      partner.stop()
      Self.sweepDeadHosts()
    }
    let realDelegate = CountingPingDelegate()
    var finished = true
    Watchdog.run("owner releasing hosts off the main thread (\(scenario.rawValue))") { progress in
      for index in 0..<Self.rounds {
        guard Self.round(index, scenario, ledger: ledger, partner: partner, realDelegate: realDelegate) else {
          finished = false
          return
        }
        progress.tick()
      }
    }
    #expect(finished, "the partner did not finish a round")
    let counts = ledger.counts
    print(
      "[loaded host] \(scenario.rawValue), background hosts: \(Self.rounds) rounds, died on the partner's "
        + "thread: \(counts.onPartner) (the owner's release raced the library's)")
    #expect(ledger.deaths == Self.rounds)
  }
}
