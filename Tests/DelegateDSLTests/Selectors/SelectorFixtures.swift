// Fixtures for the portable `responds(to:)` decision: a protocol shaped like
// an Objective-C one (optional methods named by selector, one required), a
// host that caches what its delegate responds to when the delegate is
// assigned, as UIKit's `setDelegate:` does, and ignores an assignment of the
// object it already holds.
import DelegateDSL

enum ZoomSelector {
  static let didZoom = "zoomer:didZoomTo:"
  static let shouldZoom = "zoomerShouldZoom:"
  static let heightForRow = "zoomer:heightForRow:"
  static let numberOfRows = "numberOfRowsInZoomer:"
  /// The optional methods a host asks about.
  static let optional = [didZoom, shouldZoom, heightForRow]
}

/// What UIKit asks through `responds(to:)`, by name (the proxy answers it
/// with `respondsToSelector(named:)`).
protocol SelectorResponding: AnyObject {
  func respondsToSelector(named name: String) -> Bool?
}

protocol ZoomerDelegate: AnyObject {
  /// The optional methods a hand-written delegate implements, by selector.
  var implementedSelectors: Set<String> { get }
  func zoomer(_ zoomer: Zoomer, didZoomTo scale: Double)
  func zoomerShouldZoom(_ zoomer: Zoomer) -> Bool
  func zoomer(_ zoomer: Zoomer, heightForRow row: Int) -> Double
  func numberOfRows(in zoomer: Zoomer) -> Int
}

extension ZoomerDelegate {
  var implementedSelectors: Set<String> { [] }
  func zoomer(_ zoomer: Zoomer, didZoomTo scale: Double) {}
  func zoomerShouldZoom(_ zoomer: Zoomer) -> Bool { false }
  func zoomer(_ zoomer: Zoomer, heightForRow row: Int) -> Double { 0 }
}

extension DelegateEvents where Delegate == any ZoomerDelegate {
  var didZoom: Event<(Zoomer, Double) -> Void> {
    optional(.init(), selector: ZoomSelector.didZoom) { $0.implementedSelectors.contains(ZoomSelector.didZoom) }
  }
  var shouldZoom: Event<(Zoomer) -> Bool> {
    optional(.init(.all), selector: ZoomSelector.shouldZoom) {
      $0.implementedSelectors.contains(ZoomSelector.shouldZoom)
    }
  }
  var heightForRow: Event<(Zoomer, Int) -> Double> {
    optional(.init(.last(default: 44)), selector: ZoomSelector.heightForRow) {
      $0.implementedSelectors.contains(ZoomSelector.heightForRow)
    }
  }
  var numberOfRows: Event<(Zoomer) -> Int> {
    required(.init(.last(default: 0)), selector: ZoomSelector.numberOfRows)
  }
  /// An event with no selector: never in the selector table.
  var unlisted: Event<(Zoomer) -> Void> { .init() }
}

/// A proxy that states its selectors, and whose hosts cache (as every
/// Objective-C host may: the default on Apple platforms).
class ZoomerDelegateProxy: DelegateProxy<any ZoomerDelegate>, ZoomerDelegate, SelectorResponding {
  override class var selectorEvents: [PartialKeyPath<Events>] {
    [\.didZoom, \.shouldZoom, \.heightForRow, \.numberOfRows]
  }
  override class var hostCachesAnswers: Bool { true }

  var implementedSelectors: Set<String> {
    Set(ZoomSelector.optional.filter { respondsToSelector(named: $0) == true })
  }
  func zoomer(_ zoomer: Zoomer, didZoomTo scale: Double) {
    sendIfImplemented(\.didZoom, zoomer, scale) {
      $0.implementedSelectors.contains(ZoomSelector.didZoom) ? $0.zoomer(zoomer, didZoomTo: scale) : nil
    }
  }
  func zoomerShouldZoom(_ zoomer: Zoomer) -> Bool {
    sendIfImplemented(\.shouldZoom, zoomer) {
      $0.implementedSelectors.contains(ZoomSelector.shouldZoom) ? $0.zoomerShouldZoom(zoomer) : nil
    }
  }
  func zoomer(_ zoomer: Zoomer, heightForRow row: Int) -> Double {
    sendIfImplemented(\.heightForRow, zoomer, row) {
      $0.implementedSelectors.contains(ZoomSelector.heightForRow) ? $0.zoomer(zoomer, heightForRow: row) : nil
    }
  }
  func numberOfRows(in zoomer: Zoomer) -> Int {
    send(\.numberOfRows, zoomer) { $0.numberOfRows(in: zoomer) }
  }
}

/// The same proxy, for a host that does not cache: the default off Apple
/// platforms.
final class UncachedZoomerDelegateProxy: ZoomerDelegateProxy {
  override class var hostCachesAnswers: Bool { false }
}

/// Caches which optional methods its delegate responds to whenever the
/// delegate is assigned (UIKit's `setDelegate:`), and calls only those,
/// falling back to its own behaviour otherwise (a table view's `rowHeight`).
final class Zoomer {
  static let rowHeight = 30.0
  private(set) var cached: Set<String> = []
  private(set) var reads = 0
  weak var delegate: (any ZoomerDelegate)? {
    didSet {
      guard oldValue !== delegate else { return }
      reads += 1
      cached = Set(ZoomSelector.optional.filter { Self.responds(delegate, to: $0) })
    }
  }

  static func responds(_ delegate: (any ZoomerDelegate)?, to selector: String) -> Bool {
    guard let delegate else { return false }
    if let proxy = delegate as? any SelectorResponding, let answer = proxy.respondsToSelector(named: selector) {
      return answer
    }
    return delegate.implementedSelectors.contains(selector)
  }

  func zoom(to scale: Double) {
    if cached.contains(ZoomSelector.didZoom) { delegate?.zoomer(self, didZoomTo: scale) }
  }

  func height(ofRow row: Int) -> Double {
    guard cached.contains(ZoomSelector.heightForRow), let delegate else { return Self.rowHeight }
    return delegate.zoomer(self, heightForRow: row)
  }

  func rows() -> Int { delegate?.numberOfRows(in: self) ?? 0 }
}

extension Zoomer: DelegateHost {
  static var delegateSlot: DelegateSlot<any ZoomerDelegate> {
    DelegateSlot(\Zoomer.delegate, proxy: ZoomerDelegateProxy.self)
  }
  static var uncachedSlot: DelegateSlot<any ZoomerDelegate> {
    DelegateSlot(\Zoomer.delegate, proxy: UncachedZoomerDelegateProxy.self)
  }
}

/// A hand-written delegate that implements the optional methods in
/// `implementedSelectors`.
final class PartialZoomerDelegate: ZoomerDelegate {
  let implementedSelectors: Set<String>
  init(implementing selectors: Set<String>) { implementedSelectors = selectors }
  func zoomer(_ zoomer: Zoomer, heightForRow row: Int) -> Double { 60 }
  func numberOfRows(in zoomer: Zoomer) -> Int { 3 }
}
