// The CoreLocation types CLLocationManagerDelegate names, as declarations.

#if !canImport(ObjectiveC)
  import Foundation

  /// `CLAuthorizationStatus`.
  public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
  }

  /// `CLRegionState`.
  public enum CLRegionState: Int, Sendable {
    case unknown, inside, outside
  }

  open class CLLocation: @unchecked Sendable {
    // `@unchecked Sendable`: immutable, as CLLocation is (`NS_SWIFT_SENDABLE`).
    public let latitude: Double
    public let longitude: Double
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  open class CLHeading { public init() {} }
  open class CLRegion { public init() {} }
  open class CLBeaconRegion: CLRegion {}
  open class CLBeacon { public init() {} }
  open class CLBeaconIdentityConstraint { public init() {} }
  open class CLVisit { public init() {} }
#endif
