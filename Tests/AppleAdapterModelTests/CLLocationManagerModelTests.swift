// The shipped CLLocationManagerDelegate adapter, run against the model of
// CLLocationManager (Tests/AppleModels/CoreLocation/CLLocationManager.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing
  import StreamTestSupport

  /// An app's own location delegate, written before iOS 14: it starts updates in the older callback.
  final class LegacyLocationDelegate: ModelDelegate, CLLocationManagerDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: used on the test's one thread only.
    var statuses: [CLAuthorizationStatus] = []
    init() { super.init(implementing: ["locationManager:didChangeAuthorizationStatus:"]) }
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
      statuses.append(status)
    }
  }

  @MainActor @Suite struct CLLocationManagerModelTests {
    /// Issue 43 §2, the trial's map screen: an authorization handler starts updates; a `for await` over
    /// didUpdateLocations takes the first fix, stops the updates and `break`s. The stream's end withdraws a
    /// void method's claim, which writes nothing (before, the end wrote the property, the write reported the
    /// authorization again, Scripts/apple-adapters.conf `writes CLLocationManager.delegate`, and the handler
    /// started the updates again: "still updating after the first fix").
    @Test func aStreamEndedByBreakMakesNoWrite() async throws {
      let manager = CLLocationManager()
      let authorization = manager.on(\.locationManagerDidChangeAuthorization) { manager in
        if manager.authorizationStatus == .authorizedWhenInUse { manager.startUpdatingLocation() }
      }
      manager.userAuthorizes(.authorizedWhenInUse)
      manager.runPendingReports()
      #expect(manager.isUpdatingLocation)
      var fixes: AsyncStream<[CLLocation]>? = CLLocationManager.clLocationManagerDelegateSlot.delegateEvents(
        \.didUpdateLocations, of: manager
      ) { _, locations in locations }
      manager.runPendingReports()
      let writes = manager.delegateAssignments
      let reports = manager.assignmentReports
      manager.deliver([CLLocation(latitude: 1, longitude: 2)])
      var first: CLLocation?
      for await locations in fixes! {
        first = locations.first
        manager.stopUpdatingLocation()
        break
      }
      fixes = nil
      #expect(first?.latitude == 1)
      let proxy = try #require(CLLocationManager.clLocationManagerDelegateSlot.installedProxy(on: manager))
      let deadline = ContinuousClock.now + .seconds(5)
      while proxy.handles(\.didUpdateLocations), ContinuousClock.now < deadline { await Task.yield() }
      try #require(!proxy.handles(\.didUpdateLocations), "the stream ended")
      manager.runPendingReports()
      #expect(manager.delegateAssignments == writes, "the stream's end wrote nothing")
      #expect(manager.assignmentReports == reports)
      #expect(!manager.isUpdatingLocation, "stopped after the first fix")
      manager.deliver([CLLocation(latitude: 3, longitude: 4)])
      authorization.cancel()
    }

    @Test func aLocationsHandlerHearsTheLocations() {
      let manager = CLLocationManager()
      var latitudes: [Double] = []
      let subscription = manager.on(\.didUpdateLocations) { _, locations in latitudes += locations.map(\.latitude) }
      manager.deliver([CLLocation(latitude: 1, longitude: 2), CLLocation(latitude: 3, longitude: 4)])
      #expect(latitudes == [1, 3])
      subscription.cancel()
      manager.deliver([CLLocation(latitude: 5, longitude: 6)])
      #expect(latitudes == [1, 3])
    }

    @Test func theCalibrationScreenOnlyWhenAsked() {
      let manager = CLLocationManager()
      manager.deliverUncalibratedHeading(CLHeading())
      #expect(!manager.showsHeadingCalibration)
      let subscription = manager.on(\.locationManagerShouldDisplayHeadingCalibration) { _ in true }
      manager.deliverUncalibratedHeading(CLHeading())
      #expect(manager.showsHeadingCalibration)
      subscription.cancel()
    }

    @Test func aHandlerOnTheNewerAuthorizationMethodHearsTheChange() {
      let manager = CLLocationManager()
      var statuses: [CLAuthorizationStatus] = []
      let subscription = manager.on(\.locationManagerDidChangeAuthorization) { statuses.append($0.authorizationStatus) }
      manager.userAuthorizes(.authorizedWhenInUse)
      #expect(statuses == [.authorizedWhenInUse])
      subscription.cancel()
    }

    /// §2 of issue 37: the family is routed although the older method is deprecated
    /// (`API_DEPRECATED_WITH_REPLACEMENT("-locationManagerDidChangeAuthorization:", ios(4.2, 14.0))`): once a
    /// handler claims the iOS 14 method, CoreLocation calls only that one, and the proxy calls the legacy real
    /// delegate's older method from it with the manager's status, so its location updates still start.
    @Test func aLegacyRealDelegateKeepsHearingAuthorizationChangesUnderANewerHandler() {
      let real = LegacyLocationDelegate()
      let manager = CLLocationManager()
      manager.delegate = real
      var handled: [CLAuthorizationStatus] = []
      let subscription = manager.on(\.locationManagerDidChangeAuthorization) { handled.append($0.authorizationStatus) }
      manager.userAuthorizes(.authorizedAlways)
      #expect(handled == [.authorizedAlways])
      #expect(real.statuses == [.authorizedAlways])
      subscription.cancel()
      manager.userAuthorizes(.denied)
      #expect(real.statuses == [.authorizedAlways, .denied])
      #expect(handled == [.authorizedAlways])
      #expect(manager.delegate === real)
    }

    /// A handler on the deprecated method runs when CoreLocation calls the iOS 14 one (it claims it), with the
    /// manager's status; a stream on `\.didChangeAuthorization` hears those calls too.
    @Test func theOlderEventsHandlerAndStreamHearTheNewerCalls() async {
      let manager = CLLocationManager()
      var statuses: [CLAuthorizationStatus] = []
      let older = manager.on(\.didChangeAuthorization) { _, status in statuses.append(status) }
      let stream = CLLocationManager.clLocationManagerDelegateSlot.delegateEvents(\.didChangeAuthorization, of: manager)
      { _, status in status }
      manager.userAuthorizes(.authorizedWhenInUse)
      manager.userAuthorizes(.denied)
      #expect(statuses == [.authorizedWhenInUse, .denied])
      #expect(manager.calledAuthorizationMethods == ["newer", "newer"])
      #expect(await firstElements(2, of: stream, within: 2) == [.authorizedWhenInUse, .denied])
      older.cancel()
    }
  }
#endif
