// What a map view gets from its delegate proxy for the deprecated
// `mapView(_:viewFor:)` (an overlay) when nobody makes a view: a plain
// overlay view, which draws nothing, as MapKit draws nothing for an overlay
// without one. MapKit's own `MKOverlayView(overlay:)` is unavailable in
// Swift ("APIs deprecated as of iOS 7 and earlier are unavailable"), and
// `MKMapViewDelegate` is not main-actor isolated in the iOS 16 SDK while
// `MKOverlayView` is a `UIView`: the view is made on the main actor, where
// MapKit calls its delegate. Named in Scripts/apple-adapters.conf as the
// fallback of `mapView:viewForOverlay:`.

#if canImport(MapKit) && canImport(UIKit)
  import MapKit

  @available(iOS, deprecated: 13.0, message: "the fallback of a deprecated delegate method")
  extension MKOverlayView {
    /// A plain overlay view, made on the main actor. MapKit asks its
    /// delegate for overlay views on the main thread; another caller traps.
    nonisolated static func nobodyAnswered() -> MKOverlayView {
      MainActor.assumeIsolated { MadeOnTheMainActor(view: MKOverlayView(frame: .zero)) }.view
    }
  }

  /// Carries the view out of `assumeIsolated`, whose result must be
  /// `Sendable`. `@unchecked Sendable` is sound for its one use above: the
  /// caller is on the main actor too (`assumeIsolated` checked it), so the
  /// view never leaves it. (The core's own box is internal to DelegateDSL.)
  @available(iOS, deprecated: 13.0, message: "the fallback of a deprecated delegate method")
  private struct MadeOnTheMainActor: @unchecked Sendable {
    let view: MKOverlayView
  }
#endif
