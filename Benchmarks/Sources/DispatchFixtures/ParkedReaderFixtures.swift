// A reader parked inside a handler (issue 36 §2): a handler that blocks on
// I/O, waits for a semaphore or runs a nested run loop keeps what was retired
// after it entered, and must not make anybody else's dispatch slower. These
// cases dispatch on the measuring thread to a proxy another thread created,
// after a snapshot was retired, with a reader parked for good in another
// thread's handler (in the owner's lane, or on a reader counter), against
// the same with no parked reader. Before the fix every such dispatch's exit
// tried to reclaim (the proxy's lock and, off the owner's thread, the lane's
// `membarrier`): 76 → 1,591 ns.
//
// Each parked case's setup leaves one thread blocked for the rest of the
// process (the benchmarks have no teardown); the thread holds nothing the
// measured call uses but the snapshot it reads.
import DelegateDSL
import Foundation

/// Where the setup parks a reader, if anywhere.
enum ParkedReader: Sendable {
  /// No parked reader: the baseline.
  case none
  /// The proxy's owner thread, parked in a handler: through its lane.
  case inTheOwnersLane
  /// Another thread, parked in a handler: on a reader counter.
  case onACounter
}

/// What the setup's threads share.
///
/// `@unchecked Sendable` is sound: `parks` and `keeper` are written by the
/// owner thread before it signals `ready` (or before the parking thread is
/// started), and read only after that, on the parking or measuring thread;
/// the host's `delegate` is only read once the owner has signalled; the
/// subscription and the counter are used by one thread at a time in the
/// same way.
private final class ParkingLot: @unchecked Sendable {
  let host = TickHost()
  let counter = Counter()
  /// Whether a call of `didTick3` parks its caller.
  var parks = false
  var keeper: DelegateSubscription<any TickDelegate>?
  /// Signalled by the owner once set up, or by a reader once parked.
  let ready = DispatchSemaphore(value: 0)
  /// Never signalled: a parked reader waits on it for good.
  let forever = DispatchSemaphore(value: 0)
}

/// A host whose proxy another thread created and warmed up (an event's
/// first dispatch takes the slow path), with `parked` set up, then a
/// snapshot retired by this thread (a handler installed and cancelled).
func anotherThreadsProxy(parked: ParkedReader) -> (TickHost, [AnyObject]) {
  let lot = ParkingLot()
  Thread {
    let counter = lot.counter
    lot.keeper = Delegate(for: TickDelegate.self) {
      On(\.didTick) { _ in counter.value &+= 1 }
      On(\.didTick3) { _, _, _ in
        guard lot.parks else { return }
        lot.ready.signal()
        lot.forever.wait()
      }
    }.install(on: lot.host)
    lot.host.tick()
    lot.host.tick3()
    lot.parks = true
    guard parked == .inTheOwnersLane else {
      lot.ready.signal()
      return
    }
    lot.host.tick3()  // Parks, inside the owner's lane.
  }.start()
  lot.ready.wait()
  if parked == .onACounter {
    Thread { lot.host.tick3() }.start()  // Parks, on a counter.
    lot.ready.wait()
  }
  // A retirement: with a parked reader it stays retired.
  Delegate(for: TickDelegate.self) { On(\.didTick) { _ in } }.install(on: lot.host).cancel()
  return (lot.host, [lot])
}

/// The parked-reader cases (see the file comment).
func parkedReaderCases() -> [DispatchCase] {
  [
    DispatchCase(name: "DSL void1 1 handler, another thread's proxy") {
      let (host, objects) = anotherThreadsProxy(parked: .none)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL void1 1 handler, another thread's proxy, reader parked in its lane") {
      let (host, objects) = anotherThreadsProxy(parked: .inTheOwnersLane)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
    DispatchCase(name: "DSL void1 1 handler, another thread's proxy, reader parked on a counter") {
      let (host, objects) = anotherThreadsProxy(parked: .onACounter)
      return { withExtendedLifetime(objects) { host.tick() } }
    },
  ]
}
