// MKMapView's calls of the delegate's cluster and (deprecated) overlay-view methods, beside MKMapView.swift's
// renderers and annotation views (MKMapView.h).

#if !canImport(ObjectiveC)
  import Foundation

  extension MKMapView {
    /// Annotations cluster: "Return nil for default MKClusterAnnotation, it is illegal to return a cluster
    /// annotation not containing the identical array of member annotations given."
    public func cluster(_ members: [any MKAnnotation]) -> MKClusterAnnotation {
      mapDelegate(for: "mapView:clusterAnnotationForMemberAnnotations:")?.mapView(
        self, clusterAnnotationForMemberAnnotations: members) ?? MKClusterAnnotation(memberAnnotations: members)
    }

    /// The deprecated overlay view ("Prefer -mapView:rendererForOverlay:"): the delegate's, or none drawn.
    public func overlayView(for overlay: any MKOverlay) -> MKOverlayView? {
      mapDelegate(for: "mapView:viewForOverlay:")?.mapView(self, viewFor: overlay)
    }
  }
#endif
