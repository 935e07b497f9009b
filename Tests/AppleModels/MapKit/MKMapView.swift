// MKMapView, modelled on MKMapView.h:
// - `@property (nonatomic, weak, nullable) IBOutlet id <MKMapViewDelegate> delegate;`
// - "Implement -mapView:rendererForOverlay: on MKMapViewDelegate to return
//   the renderer for each overlay": asked once per overlay added, when the
//   delegate implements it; without a renderer the overlay isn't drawn.
// - "mapView:viewForAnnotation: provides the view for each annotation …
//   return nil to use the MapKit provided annotation view".

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class MKMapView: UIView {
    public weak var delegate: (any MKMapViewDelegate)?
    /// Each overlay added, with the renderer that draws it (nil: not drawn).
    public private(set) var overlays: [(overlay: any MKOverlay, renderer: MKOverlayRenderer?)] = []
    /// Each annotation added, with its view (nil: MapKit's own).
    public private(set) var annotations: [(annotation: any MKAnnotation, view: MKAnnotationView?)] = []

    public nonisolated override init() { super.init() }

    func mapDelegate(for selector: Selector) -> (any MKMapViewDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    public func addOverlay(_ overlay: any MKOverlay) {
      let renderer = mapDelegate(for: "mapView:rendererForOverlay:")?.mapView(self, rendererFor: overlay)
      overlays.append((overlay, renderer))
      if let renderer {
        mapDelegate(for: "mapView:didAddOverlayRenderers:")?.mapView(self, didAdd: [renderer])
      }
    }

    public func addAnnotation(_ annotation: any MKAnnotation) {
      let view = mapDelegate(for: "mapView:viewForAnnotation:")?.mapView(self, viewFor: annotation) ?? nil
      annotations.append((annotation, view))
    }
  }
#endif
