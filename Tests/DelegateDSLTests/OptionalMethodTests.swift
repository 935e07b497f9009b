// Methods the real delegate may not implement: the real delegate takes no part
// in answers it never gave, and a host that caches which methods its delegate
// implements sees installations and cancellations.
import DelegateDSL
import Testing

enum ZoomMethod: Hashable, CaseIterable {
  case didZoom, shouldZoom, maximumScale
}

/// A Swift-native delegate protocol with optional methods: a delegate
/// publishes which methods it implements, and its host calls only those.
protocol ZoomDelegate: AnyObject {
  var implementedMethods: Set<ZoomMethod> { get }
  func didZoom(_ view: ZoomView, _ scale: Double)
  func shouldZoom(_ view: ZoomView, _ scale: Double) -> Bool
  func maximumScale(_ view: ZoomView) -> Double?
}

extension ZoomDelegate {
  func didZoom(_ view: ZoomView, _ scale: Double) {}
  /// A made-up answer, which must never be combined as the delegate's.
  func shouldZoom(_ view: ZoomView, _ scale: Double) -> Bool { false }
  func maximumScale(_ view: ZoomView) -> Double? { nil }
}

/// A host that, like UIKit, reads which methods its delegate implements once,
/// when the delegate is assigned, and then calls only those.
final class ZoomView {
  private(set) var cached: Set<ZoomMethod> = []
  private(set) var assignments = 0
  weak var delegate: (any ZoomDelegate)? {
    didSet {
      assignments += 1
      cached = delegate?.implementedMethods ?? []
    }
  }

  func zoom(to scale: Double) -> Bool? {
    guard cached.contains(.shouldZoom) else { return nil }
    let allowed = delegate?.shouldZoom(self, scale)
    if allowed == true, cached.contains(.didZoom) { delegate?.didZoom(self, scale) }
    return allowed
  }
}

extension DelegateEvents where Delegate == any ZoomDelegate {
  var didZoom: Event<(ZoomView, Double) -> Void> {
    optional(.init()) { $0.implementedMethods.contains(.didZoom) }
  }
  var shouldZoom: Event<(ZoomView, Double) -> Bool> {
    optional(.init(.all)) { $0.implementedMethods.contains(.shouldZoom) }
  }
  var maximumScale: Event<(ZoomView) -> Double?> { .init(.firstNonNil()) }
}

final class ZoomDelegateProxy: DelegateProxy<any ZoomDelegate>, ZoomDelegate {
  var implementedMethods: Set<ZoomMethod> {
    var methods: Set<ZoomMethod> = []
    if handles(\.didZoom) { methods.insert(.didZoom) }
    if handles(\.shouldZoom) { methods.insert(.shouldZoom) }
    if handles(\.maximumScale) { methods.insert(.maximumScale) }
    return methods
  }
  func didZoom(_ v: ZoomView, _ s: Double) {
    sendIfImplemented(\.didZoom, v, s) { $0.implementedMethods.contains(.didZoom) ? $0.didZoom(v, s) : nil }
  }
  func shouldZoom(_ v: ZoomView, _ s: Double) -> Bool {
    sendIfImplemented(\.shouldZoom, v, s) { $0.implementedMethods.contains(.shouldZoom) ? $0.shouldZoom(v, s) : nil }
  }
  func maximumScale(_ v: ZoomView) -> Double? { send(\.maximumScale, v) { $0.maximumScale(v) } }
}

extension ZoomView: DelegateHost {
  static var delegateSlot: DelegateSlot<any ZoomDelegate> {
    DelegateSlot(\ZoomView.delegate, proxy: ZoomDelegateProxy.self)
  }
}

/// Implements only `didZoom`.
final class DidZoomOnly: ZoomDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  var implementedMethods: Set<ZoomMethod> { [.didZoom] }
  func didZoom(_ view: ZoomView, _ scale: Double) { log.record("real.didZoom(\(scale))") }
}

/// Implements `shouldZoom`, answering `answer`.
final class ZoomDecider: ZoomDelegate {
  let answer: Bool
  init(answer: Bool) { self.answer = answer }
  var implementedMethods: Set<ZoomMethod> { [.shouldZoom] }
  func shouldZoom(_ view: ZoomView, _ scale: Double) -> Bool { answer }
}

@Suite("Optional methods: the real delegate may not implement them")
struct OptionalMethodTests {
  @Test func aRealDelegateThatDoesNotImplementAMethodTakesNoPartInItsAnswer() {
    let log = CallLog()
    let view = ZoomView()
    let real = DidZoomOnly(log: log)
    view.delegate = real
    #expect(view.zoom(to: 2) == nil, "without handlers the host does not call shouldZoom")
    let subscription = Delegate(for: ZoomDelegate.self) {
      On(\.shouldZoom) { _, scale in scale < 4 }
    }.install(on: view)
    #expect(view.cached == [.didZoom, .shouldZoom, .maximumScale], "maximumScale is not optional")
    // The real delegate's made-up `false` would veto every zoom under `.all`.
    #expect(view.zoom(to: 2) == true, "only the handler answered")
    #expect(log.entries == ["real.didZoom(2.0)"])
    #expect(view.zoom(to: 8) == false)
    subscription.cancel()
    #expect(view.delegate === real)
  }

  @Test func aRealDelegateThatImplementsAMethodStillTakesPart() {
    let view = ZoomView()
    let real = ZoomDecider(answer: false)
    view.delegate = real
    let subscription = Delegate(for: ZoomDelegate.self) { On(\.shouldZoom) { _, _ in true } }.install(on: view)
    #expect(view.zoom(to: 2) == false, "the real delegate's false AND the handler's true")
    subscription.proxy?.realDelegate = ZoomDecider(answer: true)  // released at once: held weakly
    #expect(view.zoom(to: 2) == true)
  }

  @Test func handlesAnswersFromHandlersAndTheRealDelegate() throws {
    let view = ZoomView()
    let real = DidZoomOnly(log: CallLog())
    view.delegate = real
    let subscription = Delegate(for: ZoomDelegate.self) { On(\.maximumScale) { _ in 3 } }.install(on: view)
    let proxy = try #require(subscription.proxy)
    #expect(proxy.handles(\.didZoom), "the real delegate implements it")
    #expect(!proxy.handles(\.shouldZoom), "no handler, and the real delegate does not implement it")
    #expect(proxy.handles(\.maximumScale), "a handler")
    proxy.realDelegate = nil
    #expect(!proxy.handles(\.didZoom), "no real delegate any more")
    #expect(proxy.handles(\.maximumScale))
  }

  /// A host that caches at assignment sees each change of the handled events.
  /// A re-assignment is two writes: `nil`, then the proxy (see
  /// `CachingHostTests` for hosts that ignore the same object).
  @Test func installingAndCancellingReassignTheProxySoACachingHostRereads() {
    let view = ZoomView()
    let real = DidZoomOnly(log: CallLog())
    view.delegate = real
    let zoom = Delegate(for: ZoomDelegate.self) { On(\.maximumScale) { _ in 3 } }.install(on: view)
    #expect(view.cached == [.didZoom, .maximumScale])
    let assignmentsBefore = view.assignments

    let veto = Delegate(for: ZoomDelegate.self) { On(\.shouldZoom) { _, _ in false } }.install(on: view)
    #expect(view.assignments == assignmentsBefore + 2, "shouldZoom gained a handler: assigned again")
    #expect(view.cached == [.didZoom, .shouldZoom, .maximumScale])
    #expect(view.zoom(to: 2) == false)

    let second = Delegate(for: ZoomDelegate.self) { On(\.shouldZoom) { _, _ in true } }.install(on: view)
    #expect(view.assignments == assignmentsBefore + 2, "no change in the handled events: not assigned again")

    veto.cancel()
    #expect(view.assignments == assignmentsBefore + 2, "shouldZoom still has a handler")
    second.cancel()
    #expect(view.assignments == assignmentsBefore + 4, "shouldZoom lost its last handler: assigned again")
    #expect(view.cached == [.didZoom, .maximumScale])
    #expect(view.zoom(to: 2) == nil)

    zoom.cancel()
    #expect(view.delegate === real)
    #expect(view.cached == [.didZoom])
  }
}
