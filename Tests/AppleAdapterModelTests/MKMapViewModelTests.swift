// The shipped MKMapViewDelegate adapter, run against the model of MKMapView
// (Tests/AppleModels/MapKit/MKMapView.swift): one renderer per overlay.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  final class Route: MKOverlay {
    let name: String
    init(_ name: String) { self.name = name }
    func responds(to selector: Selector) -> Bool { false }
  }

  /// A screen's own map delegate: it renders every overlay.
  final class ScreenMapDelegate: ModelDelegate, MKMapViewDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: `asked` is touched on the main actor only (the map calls there).
    var asked: [String] = []
    init() { super.init(implementing: ["mapView:rendererForOverlay:"]) }
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
      asked.append((overlay as? Route)?.name ?? "?")
      return MKOverlayRenderer(overlay: overlay)
    }
  }

  @MainActor @Suite struct MKMapViewModelTests {
    @Test func aRendererHandlerDrawsItsOverlaysAndTheRealDelegateTheOthers() {
      let real = ScreenMapDelegate()
      let map = MKMapView()
      map.delegate = real
      var mine: [MKOverlayRenderer] = []
      let subscription = map.on(\.rendererFor) { _, overlay -> MKOverlayRenderer? in
        guard (overlay as? Route)?.name == "bus" else { return nil }
        let renderer = MKOverlayRenderer(overlay: overlay)
        mine.append(renderer)
        return renderer
      }
      map.addOverlay(Route("bus"))
      map.addOverlay(Route("walk"))
      #expect(map.overlays.count == 2)
      #expect(map.overlays[0].renderer === mine.first)
      #expect(map.overlays[1].renderer != nil)
      #expect(real.asked == ["walk"])
      subscription.cancel()
      #expect(map.delegate === real)
    }

    @Test func withoutADelegateAnOverlayIsNotDrawnAndAnAnnotationGetsMapKitsView() {
      let map = MKMapView()
      map.addOverlay(Route("bus"))
      #expect(map.overlays[0].renderer == nil)
      var added = 0
      let subscription = map.on(\.didAddOverlayRenderers) { _, renderers in added += renderers.count }
      map.addOverlay(Route("walk"))
      #expect(map.overlays[1].renderer == nil)
      #expect(added == 0)
      map.addAnnotation(MKUserLocation())
      #expect(map.annotations[0].view == nil)
      subscription.cancel()
    }
  }
#endif
