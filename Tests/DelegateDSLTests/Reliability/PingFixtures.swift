// Fixtures for the concurrency tests: a thread-safe host and recorders whose
// counters are safe to update from any thread.
import DelegateDSL
import Foundation

protocol PingDelegate: AnyObject {
  func didPing(_ host: PingHost)
  func shouldPing(_ host: PingHost, _ value: Int) -> Bool
}

/// A host whose delegate property may be read and written from any thread.
///
/// `@unchecked Sendable` is sound: `storage` is only touched under `lock`.
final class PingHost: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: (any PingDelegate)?

  var delegate: (any PingDelegate)? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }

  func ping() { delegate?.didPing(self) }
  func shouldPing(_ value: Int) -> Bool? { delegate?.shouldPing(self, value) }
}

/// A counter safe to bump from any thread.
///
/// `@unchecked Sendable` is sound: `count` is only touched under `lock`.
final class AtomicCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

/// A real delegate that counts what it receives, from any thread.
final class CountingPingDelegate: PingDelegate, Sendable {
  let pings = AtomicCounter()
  let questions = AtomicCounter()
  func didPing(_ host: PingHost) { pings.increment() }
  func shouldPing(_ host: PingHost, _ value: Int) -> Bool {
    questions.increment()
    return true
  }
}

extension DelegateEvents where Delegate == any PingDelegate {
  var didPing: Event<(PingHost) -> Void> { .init() }
  var shouldPing: Event<(PingHost, Int) -> Bool> { .init(.all) }
}

final class PingDelegateProxy: DelegateProxy<any PingDelegate>, PingDelegate, @unchecked Sendable {
  // `@unchecked Sendable` is sound: the subclass adds no stored state, and
  // DelegateProxy guards its own state with a lock.
  func didPing(_ h: PingHost) { send(\.didPing, h) { $0.didPing(h) } }
  func shouldPing(_ h: PingHost, _ v: Int) -> Bool { send(\.shouldPing, h, v) { $0.shouldPing(h, v) } }
}

extension PingHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\PingHost.delegate, proxy: PingDelegateProxy.self)
  }
}
