// The shipped UITabBarControllerDelegate adapter, run against the model of
// UITabBarController (Tests/AppleModels/UIKit/UITabBarController.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// An app's own tab delegate: the first tab needs a signed-in user, and it logs each selection.
  final class AppTabDelegate: ModelDelegate, UITabBarControllerDelegate {
    let heard: Heard
    var signedIn = false
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "tabBarController:shouldSelectViewController:", "tabBarController:didSelectViewController:",
      ])
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    { signedIn || tabBarController.viewControllers?.first !== viewController }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      heard.append("real didSelect \(tabBarController.selectedIndex)")
    }
  }

  @MainActor @Suite struct UITabBarControllerModelTests {
    func tabs(_ count: Int) -> UITabBarController {
      let controller = UITabBarController()
      controller.viewControllers = (0..<count).map { _ in UIViewController() }
      controller.selectedIndex = count - 1
      return controller
    }

    @Test func aLockedTabIsRefusedOthersAreSelectedAndCancelUnlocksIt() {
      let controller = tabs(3)
      let locked = controller.viewControllers![1]
      let lock = controller.on(\.shouldSelect) { _, viewController in viewController !== locked }
      #expect(!controller.tapTab(at: 1))
      #expect(controller.selectedIndex == 2)
      #expect(controller.tapTab(at: 0))
      #expect(controller.selectedIndex == 0)
      // A refusal handler makes no custom transition.
      #expect(controller.transitions.allSatisfy { $0.animator == nil })
      lock.cancel()
      #expect(controller.tapTab(at: 1))
      #expect(controller.delegate == nil)
    }

    /// `all`: the real delegate's refusal and a handler's both hold; the real delegate hears each selection.
    @Test func theRealDelegatesRefusalAndAHandlersBothHold() {
      let heard = Heard()
      let real = AppTabDelegate(heard)
      let controller = tabs(3)
      controller.delegate = real
      let lock = controller.on(\.shouldSelect) { controller, viewController in
        controller.viewControllers?[1] !== viewController
      }
      #expect(!controller.tapTab(at: 0))
      #expect(!controller.tapTab(at: 1))
      #expect(controller.tapTab(at: 2))
      #expect(heard.calls == ["real didSelect 2"])
      real.signedIn = true
      #expect(controller.tapTab(at: 0))
      lock.cancel()
      #expect(controller.delegate === real)
      #expect(controller.tapTab(at: 1))
      #expect(heard.calls == ["real didSelect 2", "real didSelect 0", "real didSelect 1"])
    }

    @Test func anAnimatorHandlerAnimatesTabSwitchesAndItsInteractionControllerPairsWithIt() {
      let controller = tabs(2)
      let animator = TransitionObject()
      let driver = TransitionObject()
      let animation = controller.on(\.animationControllerForTransitionFrom) { _, _, _ in animator }
      let interaction = controller.on(\.interactionControllerFor) { _, offered in offered === animator ? driver : nil }
      #expect(controller.tapTab(at: 0))
      #expect(controller.transitions.last?.animator === animator)
      #expect(controller.transitions.last?.interaction === driver)
      animation.cancel()
      #expect(controller.tapTab(at: 1))
      #expect(controller.transitions.last?.animator == nil)
      #expect(controller.transitions.last?.interaction == nil)
      interaction.cancel()
    }

    @Test func customizingIsHeardInOrderWithWhetherItChanged() {
      let controller = tabs(6)
      var heard: [String] = []
      let subscriptions = [
        controller.on(\.willBeginCustomizing) { _, controllers in heard.append("begin \(controllers.count)") },
        controller.on(\.willEndCustomizing) { _, _, changed in heard.append("willEnd \(changed)") },
        controller.on(\.didEndCustomizing) { _, _, changed in heard.append("didEnd \(changed)") },
      ]
      controller.customize(changed: true)
      #expect(heard == ["begin 6", "willEnd true", "didEnd true"])
      subscriptions.forEach { $0.cancel() }
      controller.customize(changed: false)
      #expect(heard.count == 3)
    }
  }
#endif
