// The MapKit types MKMapViewDelegate names, as declarations.

#if !canImport(ObjectiveC)
  import Foundation

  public protocol MKAnnotation: ObjectiveCResponding {}
  public protocol MKOverlay: MKAnnotation {}

  /// `MKUserTrackingMode`.
  public enum MKUserTrackingMode: Int, Sendable {
    case none, follow, followWithHeading
  }

  @MainActor open class UIControl: UIView {}

  @MainActor open class MKAnnotationView: UIView {
    /// `MKAnnotationViewDragState`.
    public enum DragState: Int, Sendable {
      case none, starting, dragging, canceling, ending
    }
  }

  @MainActor open class MKOverlayView: UIView {
    public nonisolated init(frame: CGRect) { super.init() }
  }

  /// "initWithOverlay: … NS_DESIGNATED_INITIALIZER"; draws nothing of its own.
  open class MKOverlayRenderer {
    public let overlay: any MKOverlay
    public init(overlay: any MKOverlay) { self.overlay = overlay }
  }

  open class MKUserLocation: MKAnnotation {
    public init() {}
    public func responds(to selector: Selector) -> Bool { false }
  }

  open class MKClusterAnnotation: MKAnnotation {
    public let memberAnnotations: [any MKAnnotation]
    public init(memberAnnotations: [any MKAnnotation]) { self.memberAnnotations = memberAnnotations }
    public func responds(to selector: Selector) -> Bool { false }
  }
#endif
