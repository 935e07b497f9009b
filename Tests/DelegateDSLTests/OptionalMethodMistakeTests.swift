// The two `sendIfImplemented` mistakes the type system cannot catch trap in
// debug builds with a message (see `Diagnostics/SendIfImplemented+*.swift`):
// an event not declared optional, and a forwarding closure that answers for
// a real delegate that lacks the method (`$0.shouldZoom(v, s)`, no `?`).
import DelegateDSL
import Testing

/// A proxy with both mistakes, for the zoom protocol of `OptionalMethodTests`.
final class MistakenZoomProxy: DelegateProxy<any ZoomDelegate>, ZoomDelegate {
  var implementedMethods: Set<ZoomMethod> { [.didZoom, .shouldZoom, .maximumScale] }
  func didZoom(_ v: ZoomView, _ s: Double) {
    sendIfImplemented(\.didZoom, v, s) { $0.didZoom(v, s) }  // never `nil`
  }
  func shouldZoom(_ v: ZoomView, _ s: Double) -> Bool {
    sendIfImplemented(\.shouldZoom, v, s) { $0.shouldZoom(v, s) }  // never `nil`
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

    @Test func aForwardingClauseThatAnswersForAMissingMethodTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let proxy = MistakenZoomProxy()
        let real = PlainZoomDelegate()
        proxy.realDelegate = real
        _ = proxy.shouldZoom(ZoomView(), 2)
      }
      .map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
          message.contains("answered for a real delegate that does not implement the method: write '$0.method?(…)'"))
      }
    }

    @Test func aVoidForwardingClosureThatAnswersForAMissingMethodTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let proxy = MistakenZoomProxy()
        let real = PlainZoomDelegate()
        proxy.realDelegate = real
        proxy.didZoom(ZoomView(), 2)
      }
      .map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("sendIfImplemented(\\.didZoom, …) answered for a real delegate"))
      }
    }
  #endif

  @Test func theSameClosureForARealDelegateThatImplementsTheMethodPasses() {
    let proxy = MistakenZoomProxy()
    let real = VetoingZoomDelegate()
    proxy.realDelegate = real
    #expect(proxy.shouldZoom(ZoomView(), 2))
    #expect(!proxy.shouldZoom(ZoomView(), 8))
  }
}
