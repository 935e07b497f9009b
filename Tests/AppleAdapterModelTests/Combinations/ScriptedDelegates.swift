// Scripted real delegates (RuleCase.swift) for the other modelled hosts: every answering method of each
// protocol, answered from the script.

#if !canImport(ObjectiveC)
  import AppleModels
  import Foundation

  final class ScriptedScrollDelegate: ScriptedDelegate, UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { reply("viewForZoomingInScrollView:") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { reply("scrollViewShouldScrollToTop:") }
  }

  final class ScriptedTextFieldDelegate: ScriptedDelegate, UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { reply("textFieldShouldBeginEditing:") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { reply("textFieldShouldEndEditing:") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { reply("textField:shouldChangeCharactersInRange:replacementString:") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { reply("textFieldShouldClear:") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { reply("textFieldShouldReturn:") }
    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { reply("textField:editMenuForCharactersInRange:suggestedActions:") }
  }

  final class ScriptedTextViewDelegate: ScriptedDelegate, UITextViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { reply("textViewShouldBeginEditing:") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { reply("textViewShouldEndEditing:") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      reply("textView:shouldChangeTextInRange:replacementText:")
    }
    func textView(
      _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool { reply("textView:shouldInteractWithURL:inRange:interaction:") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
      reply("textView:shouldInteractWithURL:inRange:")
    }
    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool { reply("textView:shouldInteractWithTextAttachment:inRange:interaction:") }
    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool { reply("textView:shouldInteractWithTextAttachment:inRange:") }
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
      -> UIMenu?
    { reply("textView:editMenuForTextInRange:suggestedActions:") }
  }

  final class ScriptedPickerDelegate: ScriptedDelegate, UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      reply("pickerView:widthForComponent:")
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      reply("pickerView:rowHeightForComponent:")
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      reply("pickerView:titleForRow:forComponent:")
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
      -> NSAttributedString?
    { reply("pickerView:attributedTitleForRow:forComponent:") }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
      -> UIView
    { reply("pickerView:viewForRow:forComponent:reusingView:") }
  }

  final class ScriptedPickerDataSource: ScriptedDelegate, UIPickerViewDataSource {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { reply("numberOfComponentsInPickerView:") }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      reply("pickerView:numberOfRowsInComponent:")
    }
  }

  final class ScriptedNavigationControllerDelegate: ScriptedDelegate, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      reply("navigationController:animationControllerForOperation:fromViewController:toViewController:")
    }
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      reply("navigationController:interactionControllerForAnimationController:")
    }
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
      -> UIInterfaceOrientationMask
    { reply("navigationControllerSupportedInterfaceOrientations:") }
    func navigationControllerPreferredInterfaceOrientationForPresentation(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { reply("navigationControllerPreferredInterfaceOrientationForPresentation:") }
  }

  final class ScriptedTabBarControllerDelegate: ScriptedDelegate, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    { reply("tabBarController:shouldSelectViewController:") }
    func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      reply("tabBarController:animationControllerForTransitionFromViewController:toViewController:")
    }
    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      reply("tabBarController:interactionControllerForAnimationController:")
    }
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientationMask
    { reply("tabBarControllerSupportedInterfaceOrientations:") }
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientation
    { reply("tabBarControllerPreferredInterfaceOrientationForPresentation:") }
  }

  final class ScriptedMapDelegate: ScriptedDelegate, MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
      reply("mapView:viewForAnnotation:")
    }
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
      reply("mapView:rendererForOverlay:")
    }
    func mapView(_ mapView: MKMapView, viewFor overlay: any MKOverlay) -> MKOverlayView {
      reply("mapView:viewForOverlay:")
    }
    func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation])
      -> MKClusterAnnotation
    { reply("mapView:clusterAnnotationForMemberAnnotations:") }
  }

  final class ScriptedLocationDelegate: ScriptedDelegate, CLLocationManagerDelegate {
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
      reply("locationManagerShouldDisplayHeadingCalibration:")
    }
  }

  /// `@unchecked Sendable`: WKNavigationDelegate is `Sendable` on Linux's model; the web view calls its
  /// delegate on the main actor only, and the script is read (and `asked` written) there.
  final class ScriptedNavigationDelegate: ScriptedDelegate, WKNavigationDelegate, @unchecked Sendable {
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(reply("webView:decidePolicyForNavigationAction:decisionHandler:")) }
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler: @escaping @Sendable (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(reply("webView:decidePolicyForNavigationResponse:decisionHandler:")) }
    func webView(
      _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      let answer: (URLSession.AuthChallengeDisposition, URLCredential?) = reply(
        "webView:didReceiveAuthenticationChallenge:completionHandler:")
      completionHandler(answer.0, answer.1)
    }
    func webView(
      _ webView: WKWebView, authenticationChallenge challenge: URLAuthenticationChallenge,
      shouldAllowDeprecatedTLS decisionHandler: @escaping @Sendable (Bool) -> Void
    ) { decisionHandler(reply("webView:authenticationChallenge:shouldAllowDeprecatedTLS:")) }
  }
#endif
