// A host modelled on a UIKit view's documented behaviour, for the "host's
// own answer" tests: it reads which optional methods its delegate
// implements when the delegate is assigned and caches them (UITableView's
// `setDelegate:`), calls a cached method without asking again, uses its own
// fallback for a method it didn't cache (`rowHeight`), calls its required
// method unconditionally (`numberOfRowsInSection`), and counts the writes
// of its delegate property.
import DelegateDSL
import Foundation

enum TapSelector {
  static let didTap = "tapper:didTapRow:"
  static let shouldTap = "tapper:shouldTapRow:"
  static let height = "tapper:heightForRow:"
  static let rows = "numberOfRowsInTapper:"
  static let optional = [didTap, shouldTap, height]
}

protocol TapperDelegate: AnyObject {
  /// The optional methods a hand-written delegate implements.
  var implementedSelectors: Set<String> { get }
  func tapper(_ tapper: Tapper, didTapRow row: Int)
  func tapper(_ tapper: Tapper, shouldTapRow row: Int) -> Bool
  func tapper(_ tapper: Tapper, heightForRow row: Int) -> Double
  func numberOfRows(in tapper: Tapper) -> Int
}

extension TapperDelegate {
  var implementedSelectors: Set<String> { [] }
  func tapper(_ tapper: Tapper, didTapRow row: Int) {}
  func tapper(_ tapper: Tapper, shouldTapRow row: Int) -> Bool { true }
  func tapper(_ tapper: Tapper, heightForRow row: Int) -> Double { 0 }
}

extension DelegateEvents where Delegate == any TapperDelegate {
  var didTap: Event<(Tapper, Int) -> Void> {
    optional(.init(), selector: TapSelector.didTap) { $0.implementedSelectors.contains(TapSelector.didTap) }
  }
  var shouldTap: Event<(Tapper, Int) -> Bool> {
    optional(.init(.all), selector: TapSelector.shouldTap) { $0.implementedSelectors.contains(TapSelector.shouldTap) }
  }
  /// No default of its own: the host's fallback (`rowHeight`) is what
  /// nobody answering must lead back to.
  var height: Event<(Tapper, Int) -> Double> {
    optional(.init(.last()), selector: TapSelector.height) { $0.implementedSelectors.contains(TapSelector.height) }
  }
  var rows: Event<(Tapper) -> Int> { required(.init(.last()), selector: TapSelector.rows) }
}

final class TapperDelegateProxy: DelegateProxy<any TapperDelegate>, TapperDelegate, @unchecked Sendable {
  // `@unchecked Sendable`: the cross-thread tests call it from two threads;
  // a proxy's state is lock-protected (see `DelegateProxy`), this subclass
  // stores nothing, and the handlers the tests install are `Sendable`-safe.
  override class var selectorEvents: [PartialKeyPath<Events>] { [\.didTap, \.shouldTap, \.height, \.rows] }
  override class var hostCachesAnswers: Bool { true }

  static let didTap = \Events.didTap
  static let shouldTap = \Events.shouldTap
  static let height = \Events.height
  static let rows = \Events.rows

  func tapper(_ tapper: Tapper, didTapRow row: Int) {
    sendIfImplemented(Self.didTap, tapper, row) {
      $0.implementedSelectors.contains(TapSelector.didTap) ? $0.tapper(tapper, didTapRow: row) : nil
    }
  }
  func tapper(_ tapper: Tapper, shouldTapRow row: Int) -> Bool {
    sendIfImplemented(Self.shouldTap, tapper, row) {
      $0.implementedSelectors.contains(TapSelector.shouldTap) ? $0.tapper(tapper, shouldTapRow: row) : nil
    }
  }
  func tapper(_ tapper: Tapper, heightForRow row: Int) -> Double {
    sendIfImplemented(Self.height, tapper, row) {
      $0.implementedSelectors.contains(TapSelector.height) ? $0.tapper(tapper, heightForRow: row) : nil
    }
  }
  func numberOfRows(in tapper: Tapper) -> Int { send(Self.rows, tapper) { $0.numberOfRows(in: tapper) } }
}

/// The host. Thread-safe, so that a test can call it from one thread while
/// another installs and cancels: its cache and counters are guarded by a lock.
final class Tapper: @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is read and written only
  // inside `lock` (the delegate's weak reference included), and the
  // delegate is called outside it.
  static let rowHeight = 30.0
  private let lock = NSLock()
  private var cachedSelectors: Set<String> = []
  private var writeCount = 0
  private var readCount = 0
  private weak var storedDelegate: (any TapperDelegate)?

  var delegate: (any TapperDelegate)? {
    get { lock.withLock { storedDelegate } }
    set {
      // As UIKit's setter: read what the new delegate implements, now, and cache it.
      let cached = Set(TapSelector.optional.filter { Self.responds(newValue, to: $0) })
      lock.withLock {
        storedDelegate = newValue
        cachedSelectors = cached
        writeCount += 1
        if newValue != nil { readCount += 1 }
      }
    }
  }

  /// How many times the property was written (`nil` included).
  var writes: Int { lock.withLock { writeCount } }
  /// What the host cached at its last assignment.
  var cached: Set<String> { lock.withLock { cachedSelectors } }

  static func responds(_ delegate: (any TapperDelegate)?, to selector: String) -> Bool {
    guard let delegate else { return false }
    if let proxy = delegate as? TapperDelegateProxy, let answer = proxy.respondsToSelector(named: selector) {
      return answer
    }
    return delegate.implementedSelectors.contains(selector)
  }

  /// Whether the cached answers say the delegate implements `selector`, and
  /// the delegate at that moment: what a host that asks first reads.
  private func cachedDelegate(for selector: String) -> (any TapperDelegate)? {
    lock.withLock { cachedSelectors.contains(selector) ? storedDelegate : nil }
  }

  func tap(row: Int) -> Bool {
    guard let delegate = cachedDelegate(for: TapSelector.shouldTap) else { return true }
    guard delegate.tapper(self, shouldTapRow: row) else { return false }
    cachedDelegate(for: TapSelector.didTap)?.tapper(self, didTapRow: row)
    return true
  }

  func height(ofRow row: Int) -> Double {
    guard let delegate = cachedDelegate(for: TapSelector.height) else { return Self.rowHeight }
    return delegate.tapper(self, heightForRow: row)
  }

  /// A required method: called whenever there is a delegate, 0 rows without one.
  func rows() -> Int { delegate?.numberOfRows(in: self) ?? 0 }
}

extension Tapper: DelegateHost {
  static var delegateSlot: DelegateSlot<any TapperDelegate> {
    DelegateSlot(\Tapper.delegate, proxy: TapperDelegateProxy.self)
  }
}

/// A hand-written delegate that implements every optional method.
final class FullTapperDelegate: TapperDelegate {
  var implementedSelectors: Set<String> { Set(TapSelector.optional) }
  private(set) var taps: [Int] = []
  func tapper(_ tapper: Tapper, didTapRow row: Int) { taps.append(row) }
  func tapper(_ tapper: Tapper, shouldTapRow row: Int) -> Bool { row != 13 }
  func tapper(_ tapper: Tapper, heightForRow row: Int) -> Double { 60 }
  func numberOfRows(in tapper: Tapper) -> Int { 5 }
}
