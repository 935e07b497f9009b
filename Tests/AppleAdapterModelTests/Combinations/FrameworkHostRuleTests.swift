// Every answering method of the MapKit, CoreLocation and WebKit navigation adapters, with the real
// delegate and a handler both answering (RuleCase.swift): one row per method and rule.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  final class PinnedOverlay: MKOverlay {
    func responds(to selector: Selector) -> Bool { false }
  }

  /// Keeps `subscription` for `call`, then cancels it.
  @MainActor @discardableResult func awaiting<Served, Result>(
    _ subscription: DelegateSubscription<Served>, _ call: () async -> Result
  ) async -> Result {
    let result = await call()
    subscription.cancel()
    return result
  }

  let mapAndLocationCases: [RuleCase] = [
    RuleCase("mapView:viewForAnnotation:", "vend: the handler's view, the real delegate not asked") {
      let mine = MKAnnotationView()
      let real = ScriptedMapDelegate(["mapView:viewForAnnotation:": MKAnnotationView() as MKAnnotationView?])
      let map = MKMapView()
      map.delegate = real
      holding(map.on(\.viewForAnnotation) { _, _ in mine }) { map.addAnnotation(Pin()) }
      let asked = real.count("mapView:viewForAnnotation:")
      return outcome("\(map.annotations.last?.view === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("mapView:rendererForOverlay:", "vend: the handler's renderer, the real delegate not asked") {
      let overlay = PinnedOverlay()
      let mine = MKOverlayRenderer(overlay: overlay)
      let real = ScriptedMapDelegate(["mapView:rendererForOverlay:": MKOverlayRenderer(overlay: overlay)])
      let map = MKMapView()
      map.delegate = real
      holding(map.on(\.rendererFor) { _, _ in mine }) { map.addOverlay(overlay) }
      let asked = real.count("mapView:rendererForOverlay:")
      return outcome("\(map.overlays.last?.renderer === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("mapView:viewForOverlay:", "vend: the handler's view, the real delegate not asked") {
      let mine = MKOverlayView(frame: .zero)
      let real = ScriptedMapDelegate(["mapView:viewForOverlay:": MKOverlayView(frame: .zero)])
      let map = MKMapView()
      map.delegate = real
      let got = holding(map.on(\.viewForOverlay) { _, _ in mine }) { map.overlayView(for: PinnedOverlay()) }
      return outcome("\(got === mine), real asked \(real.count("mapView:viewForOverlay:"))", "true, real asked 0")
    },
    RuleCase(
      "mapView:clusterAnnotationForMemberAnnotations:", "vend: the handler's cluster, the real delegate not asked"
    ) {
      let members: [any MKAnnotation] = [Pin(), Pin()]
      let mine = MKClusterAnnotation(memberAnnotations: members)
      let real = ScriptedMapDelegate([
        "mapView:clusterAnnotationForMemberAnnotations:": MKClusterAnnotation(memberAnnotations: members)
      ])
      let map = MKMapView()
      map.delegate = real
      let got = holding(map.on(\.clusterAnnotationForMemberAnnotations) { _, _ in mine }) { map.cluster(members) }
      let asked = real.count("mapView:clusterAnnotationForMemberAnnotations:")
      return outcome("\(got === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("locationManagerShouldDisplayHeadingCalibration:", "any: the real delegate's YES shows the calibration") {
      let real = ScriptedLocationDelegate(["locationManagerShouldDisplayHeadingCalibration:": true])
      let manager = CLLocationManager()
      manager.delegate = real
      holding(manager.on(\.locationManagerShouldDisplayHeadingCalibration) { _ in false }) {
        manager.deliverUncalibratedHeading(CLHeading())
      }
      return outcome(manager.showsHeadingCalibration, true)
    },
  ]

  let page = URL(string: "https://example.com/page")!

  func challenge() -> URLAuthenticationChallenge {
    URLAuthenticationChallenge(
      protectionSpace: URLProtectionSpace(
        host: "example.com", port: 443, protocol: "https", realm: nil,
        authenticationMethod: NSURLAuthenticationMethodDefault),
      proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil, sender: ChallengeSender())
  }

  let webViewCases: [RuleCase] = [
    RuleCase("webView:decidePolicyForNavigationAction:decisionHandler:", "cancelWins: the real delegate's cancel") {
      let real = ScriptedNavigationDelegate([
        "webView:decidePolicyForNavigationAction:decisionHandler:": WKNavigationActionPolicy.cancel
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let loaded = await awaiting(webView.on(\.decidePolicyForNavigationAction) { _, _ in .allow }) {
        await webView.load(page) != nil
      }
      return outcome(loaded, false)
    },
    RuleCase("webView:decidePolicyForNavigationAction:decisionHandler:", "cancelWins: a handler's cancel") {
      let real = ScriptedNavigationDelegate([
        "webView:decidePolicyForNavigationAction:decisionHandler:": WKNavigationActionPolicy.allow
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let loaded = await awaiting(webView.on(\.decidePolicyForNavigationAction) { _, _ in .cancel }) {
        await webView.load(page) != nil
      }
      return outcome(loaded, false)
    },
    RuleCase("webView:decidePolicyForNavigationResponse:decisionHandler:", "cancelWins: the real delegate's cancel") {
      let real = ScriptedNavigationDelegate([
        "webView:decidePolicyForNavigationResponse:decisionHandler:": WKNavigationResponsePolicy.cancel
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let loaded = await awaiting(webView.on(\.decidePolicyForNavigationResponse) { _, _ in .allow }) {
        await webView.load(page) != nil
      }
      return outcome(loaded, false)
    },
    RuleCase("webView:decidePolicyForNavigationResponse:decisionHandler:", "cancelWins: a handler's cancel") {
      let real = ScriptedNavigationDelegate([
        "webView:decidePolicyForNavigationResponse:decisionHandler:": WKNavigationResponsePolicy.allow
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let loaded = await awaiting(webView.on(\.decidePolicyForNavigationResponse) { _, _ in .cancel }) {
        await webView.load(page) != nil
      }
      return outcome(loaded, false)
    },
    RuleCase(
      "webView:didReceiveAuthenticationChallenge:completionHandler:", "firstDecisive: the real delegate's decision"
    ) {
      let real = ScriptedNavigationDelegate([
        "webView:didReceiveAuthenticationChallenge:completionHandler:":
          (URLSession.AuthChallengeDisposition.cancelAuthenticationChallenge, URLCredential?.none)
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let answer = await awaiting(
        webView.on(\.didReceive) { _, _ in (.useCredential, URLCredential(user: "u", password: "p", persistence: .none))
        }
      ) { await webView.respond(to: challenge()) }
      return outcome(answer.0, URLSession.AuthChallengeDisposition.cancelAuthenticationChallenge)
    },
    RuleCase(
      "webView:didReceiveAuthenticationChallenge:completionHandler:",
      "firstDecisive: a handler decides where the real delegate leaves it to the default"
    ) {
      let real = ScriptedNavigationDelegate([
        "webView:didReceiveAuthenticationChallenge:completionHandler:":
          (URLSession.AuthChallengeDisposition.performDefaultHandling, URLCredential?.none)
      ])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let answer = await awaiting(webView.on(\.didReceive) { _, _ in (.cancelAuthenticationChallenge, nil) }) {
        await webView.respond(to: challenge())
      }
      return outcome(answer.0, URLSession.AuthChallengeDisposition.cancelAuthenticationChallenge)
    },
    RuleCase("webView:authenticationChallenge:shouldAllowDeprecatedTLS:", "all: the real delegate's NO stands") {
      let real = ScriptedNavigationDelegate(["webView:authenticationChallenge:shouldAllowDeprecatedTLS:": false])
      let webView = WKWebView()
      webView.navigationDelegate = real
      let allowed = await awaiting(webView.on(\.authenticationChallenge) { _, _ in true }) {
        await webView.continuesWithDeprecatedTLS(for: challenge())
      }
      return outcome(allowed, false)
    },
  ]

  @MainActor @Suite(.timeLimit(.minutes(10))) struct FrameworkHostRuleTests {
    @Test(arguments: mapAndLocationCases) func mapAndLocationAnswers(_ row: RuleCase) async { await row.expectPinned() }

    @Test(arguments: webViewCases) func webViewAnswers(_ row: RuleCase) async { await row.expectPinned() }
  }
#endif
