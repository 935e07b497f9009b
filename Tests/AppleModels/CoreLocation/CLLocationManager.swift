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
// - Assigning `delegate` (Scripts/apple-adapters.conf, `writes CLLocationManager.delegate`):
//   CLLocationManager.h is silent; Apple's docs of locationManagerDidChangeAuthorization(_:):
//   "The system calls this method when the app creates the related object’s
//   CLLocationManager instance, and when the app’s authorization status changes", and
//   assigning the delegate is widely reported to deliver the current authorization again.
//   The model reports it on its next turn (`runPendingReports()`), once however many
//   assignments came before, to the delegate it then has; and, as the Apple proxy assumes
//   of every Objective-C host (`hostCachesAnswers`), it reads what the delegate implements
//   when it is assigned, and caches it.
// - "startUpdatingLocation … Start updating locations"; "stopUpdatingLocation … Stop
//   updating locations": `isUpdatingLocation` says which was called last.
// Not main-actor: CoreLocation calls back on the thread the manager was made on.

#if !canImport(ObjectiveC)
  import Foundation

  open class CLLocationManager {
    /// `@property(weak, nonatomic, nullable) id<CLLocationManagerDelegate> delegate;`
    public weak var delegate: (any CLLocationManagerDelegate)? {
      didSet {
        delegateAssignments += 1
        cachedSelectors = Set(Self.optionalSelectors.filter { responds(delegate, to: $0) })
        reportIsPending = true
      }
    }
    /// How many times `delegate` was assigned.
    public private(set) var delegateAssignments = 0
    /// How many authorization reports an assignment caused (see `runPendingReports()`).
    public private(set) var assignmentReports = 0
    /// Whether `startUpdatingLocation()` was called after the last `stopUpdatingLocation()`.
    public private(set) var isUpdatingLocation = false
    var cachedSelectors: Set<Selector> = []
    var reportIsPending = false

    static let optionalSelectors: [Selector] = [
      "locationManagerDidChangeAuthorization:", "locationManager:didChangeAuthorizationStatus:",
      "locationManager:didUpdateLocations:", "locationManager:didUpdateHeading:",
      "locationManagerShouldDisplayHeadingCalibration:",
    ]
    public private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined
    public private(set) var showsHeadingCalibration = false
    /// Which authorization method each change called: "newer", "older", or "none".
    public private(set) var calledAuthorizationMethods: [String] = []

    public init() {}

    func locationDelegate(for selector: Selector) -> (any CLLocationManagerDelegate)? {
      cachedSelectors.contains(selector) ? delegate : nil
    }

    public func startUpdatingLocation() { isUpdatingLocation = true }
    public func stopUpdatingLocation() { isUpdatingLocation = false }

    /// The manager's next turn: an assignment of `delegate` since the last turn reports the authorization to
    /// the delegate it now has.
    public func runPendingReports() {
      guard reportIsPending else { return }
      reportIsPending = false
      guard delegate != nil else { return }
      assignmentReports += 1
      reportAuthorization()
    }

    /// The user answers the authorization prompt (or changes it in Settings).
    public func userAuthorizes(_ status: CLAuthorizationStatus) {
      authorizationStatus = status
      reportAuthorization()
    }

    func reportAuthorization() {
      let status = authorizationStatus
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
