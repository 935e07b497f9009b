// The `sendIfImplemented` mistake the type system cannot catch traps in debug
// builds with a message (see `Diagnostics/SendIfImplemented+UndeclaredOptional.swift`):
// an event not declared optional. A forwarding closure that calls the method
// without `?` (`$0.shouldZoom(v, s)`) is no mistake any more: it is never
// called for a real delegate that lacks the method (issue 28, item 4), so the
// protocol's default never answers in its place.
import DelegateDSL
import Testing

/// A proxy with the mistake, and the plain forwarding form, for the zoom
/// protocol of `OptionalMethodTests`.
final class MistakenZoomProxy: DelegateProxy<any ZoomDelegate>, ZoomDelegate {
  var implementedMethods: Set<ZoomMethod> { [.didZoom, .shouldZoom, .maximumScale] }
  func didZoom(_ v: ZoomView, _ s: Double) {
    sendIfImplemented(\.didZoom, v, s) { $0.didZoom(v, s) }  // the plain call
  }
  func shouldZoom(_ v: ZoomView, _ s: Double) -> Bool {
    sendIfImplemented(\.shouldZoom, v, s) { $0.shouldZoom(v, s) }  // the plain call
  }
  func maximumScale(_ v: ZoomView) -> Double? {
    sendIfImplemented(\.maximumScale, v) { $0.maximumScale(v) }  // not declared optional
  }
}

/// Implements no optional method.
final class PlainZoomDelegate: ZoomDelegate {
  var implementedMethods: Set<ZoomMethod> { [] }
}

/// Implements `shouldZoom`.
final class VetoingZoomDelegate: ZoomDelegate {
  var implementedMethods: Set<ZoomMethod> { [.shouldZoom] }
  func shouldZoom(_ view: ZoomView, _ scale: Double) -> Bool { scale < 4 }
}

@Suite("Optional-method mistakes trap in debug builds")
struct OptionalMethodMistakeTests {
  #if DEBUG
    @Test func sendIfImplementedOnAnEventNotDeclaredOptionalTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = MistakenZoomProxy().maximumScale(ZoomView())
      }
      .map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
          message.contains("sendIfImplemented(\\.maximumScale, …) dispatches an event that is not declared optional"))
      }
    }
  #endif

  /// Before, the closure was called and ran the protocol's made-up
  /// default (`false`), which a debug build trapped on.
  @Test func aClosureWithoutQuestionMarkNeverRunsTheDefaultForADelegateThatLacksTheMethod() {
    let proxy = MistakenZoomProxy()
    let real = PlainZoomDelegate()
    proxy.realDelegate = real
    // Nobody answers: the rule's answer, not the default's `false`.
    #expect(proxy.shouldZoom(ZoomView(), 2))
    proxy.didZoom(ZoomView(), 2)
    withExtendedLifetime(real) {}
  }

  @Test func theSameClosureForARealDelegateThatImplementsTheMethodPasses() {
    let proxy = MistakenZoomProxy()
    let real = VetoingZoomDelegate()
    proxy.realDelegate = real
    #expect(proxy.shouldZoom(ZoomView(), 2))
    #expect(!proxy.shouldZoom(ZoomView(), 8))
  }
}
