// CLLocationManager, modelled on CLLocationManager.h and
// CLLocationManagerDelegate.h:
// - `@property(weak, nonatomic, nullable) id<CLLocationManagerDelegate> delegate;`
// - "locationManagerDidChangeAuthorization: … Invoked when either the
//   authorizationStatus or accuracyAuthorization properties change"
//   (iOS 14); "locationManager:didChangeAuthorizationStatus: … Invoked when
//   the authorization status changes for this application",
//   `API_DEPRECATED_WITH_REPLACEMENT("-locationManagerDidChangeAuthorization:", ios(4.2, 14.0))`.
//   As Scripts/apple-adapters.conf's family line says (to be confirmed on a
//   device), iOS 14 calls the newer method when the delegate implements it,
//   and the older one otherwise.
// - "locationManager:didUpdateLocations: … Invoked when new locations are available."
// - "locationManagerShouldDisplayHeadingCalibration: … Return YES to display
//   heading calibration info"; not implemented, no calibration display.
// Not main-actor: CoreLocation calls back on the thread the manager was made on.

#if !canImport(ObjectiveC)
  import Foundation

  open class CLLocationManager {
    public weak var delegate: (any CLLocationManagerDelegate)?
    public private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined
    public private(set) var showsHeadingCalibration = false
    /// Which authorization method each change called: "newer", "older", or "none".
    public private(set) var calledAuthorizationMethods: [String] = []

    public init() {}

    func locationDelegate(for selector: Selector) -> (any CLLocationManagerDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    /// The user answers the authorization prompt (or changes it in Settings).
    public func userAuthorizes(_ status: CLAuthorizationStatus) {
      authorizationStatus = status
      if let delegate = locationDelegate(for: "locationManagerDidChangeAuthorization:") {
        calledAuthorizationMethods.append("newer")
        delegate.locationManagerDidChangeAuthorization(self)
      } else if let delegate = locationDelegate(for: "locationManager:didChangeAuthorizationStatus:") {
        calledAuthorizationMethods.append("older")
        delegate.locationManager(self, didChangeAuthorization: status)
      } else {
        calledAuthorizationMethods.append("none")
      }
    }

    /// New locations arrive.
    public func deliver(_ locations: [CLLocation]) {
      locationDelegate(for: "locationManager:didUpdateLocations:")?.locationManager(self, didUpdateLocations: locations)
    }

    /// A heading arrives from an uncalibrated magnetometer.
    public func deliverUncalibratedHeading(_ heading: CLHeading) {
      locationDelegate(for: "locationManager:didUpdateHeading:")?.locationManager(self, didUpdateHeading: heading)
      showsHeadingCalibration =
        locationDelegate(for: "locationManagerShouldDisplayHeadingCalibration:")?
        .locationManagerShouldDisplayHeadingCalibration(self) ?? false
    }
  }
#endif
