// The shipped UINavigationControllerDelegate adapter, run against the model of
// UINavigationController (Tests/AppleModels/UIKit/UINavigationController.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A transition's animator or interaction controller, as an app writes one.
  final class TransitionObject: ModelDelegate, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    init() { super.init(implementing: []) }
  }

  /// A flow's own navigation delegate: it logs what is shown, and keeps the flow in portrait.
  final class FlowNavigationDelegate: ModelDelegate, UINavigationControllerDelegate {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "navigationController:willShowViewController:animated:", "navigationControllerSupportedInterfaceOrientations:",
      ])
    }
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { heard.append("real willShow \(navigationController.viewControllers.count)") }
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
      -> UIInterfaceOrientationMask
    { .portrait }
  }

  @MainActor @Suite struct UINavigationControllerModelTests {
    @Test func aPushAnimatorChangesPushesOnlyAndCancelRestoresTheStandardTransition() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let animator = TransitionObject()
      let subscription = navigation.on(\.animationControllerFor) { _, operation, _, _ in
        operation == .push ? animator : nil
      }
      navigation.pushViewController(UIViewController(), animated: true)
      navigation.popViewController(animated: true)
      #expect(navigation.transitions.map { $0.animator === animator } == [true, false])
      #expect(navigation.transitions.allSatisfy { $0.interaction == nil })
      subscription.cancel()
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(navigation.transitions.last?.animator == nil)
      #expect(navigation.delegate == nil)
    }

    /// The interaction controller is asked for the animator a participant made; the pair comes from one handler.
    @Test func theInteractionControllerIsAskedForTheHandlersAnimator() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let animator = TransitionObject()
      let driver = TransitionObject()
      var askedFor: [ObjectIdentifier] = []
      let animation = navigation.on(\.animationControllerFor) { _, _, _, _ in animator }
      let interaction = navigation.on(\.interactionControllerFor) { _, offered in
        askedFor.append(ObjectIdentifier(offered))
        return driver
      }
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(askedFor == [ObjectIdentifier(animator)])
      #expect(navigation.transitions.last?.interaction === driver)
      // Without an animator, no interaction controller is asked for.
      animation.cancel()
      navigation.popViewController(animated: true)
      #expect(askedFor.count == 1)
      interaction.cancel()
    }

    @Test func theRealDelegateKeepsHearingAndItsOrientationStandsUnderAnAnimator() {
      let heard = Heard()
      let real = FlowNavigationDelegate(heard)
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.delegate = real
      let animator = TransitionObject()
      let subscription = navigation.on(\.animationControllerFor) { _, _, _, _ in animator }
      navigation.pushViewController(UIViewController(), animated: true)
      #expect(heard.calls == ["real willShow 2"])
      #expect(navigation.supportedInterfaceOrientations == .portrait)
      #expect(navigation.transitions.last?.animator === animator)
      subscription.cancel()
      #expect(navigation.delegate === real)
    }

    /// `.last()`: a handler's mask overrides the real delegate's; cancelled, the host's own default (the
    /// device's idiom) comes back, not a constant.
    @Test func anOrientationHandlerOverridesAndCancelRestoresTheIdiomsDefault() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      UIDevice.current.userInterfaceIdiom = .pad
      defer { UIDevice.current.userInterfaceIdiom = .phone }
      #expect(navigation.supportedInterfaceOrientations == .all)
      let subscription = navigation.on(\.navigationControllerSupportedInterfaceOrientations) { _ in .landscape }
      #expect(navigation.supportedInterfaceOrientations == .landscape)
      subscription.cancel()
      #expect(navigation.supportedInterfaceOrientations == .all)
    }

    /// The preferred orientation's fallback is the window scene's current orientation: a handler that
    /// answers for the proxy's other events leaves it to the host.
    @Test func thePreferredOrientationIsTheScenesWhenNobodyAnswersIt() {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow()
      window.windowScene = UIWindowScene()
      window.windowScene?.interfaceOrientation = .landscapeLeft
      navigation.view.window = window
      let other = navigation.on(\.didShow) { _, _, _ in }
      #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)
      let preferred = navigation.on(\.navigationControllerPreferredInterfaceOrientationForPresentation) { _ in
        .portrait
      }
      #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
      preferred.cancel()
      other.cancel()
      #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }
  }
#endif
