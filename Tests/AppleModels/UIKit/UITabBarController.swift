// UITabBarController, modelled on UITabBarController.h and Apple's docs of its
// delegate's methods:
// - `@property(nullable, nonatomic,weak) id<UITabBarControllerDelegate> delegate;`
// - `tabBarController(_:shouldSelect:)`: "The tab bar controller calls this
//   method in response to the user tapping a tab bar item"; it returns "true
//   if the view controller's tab should be selected or false if the current
//   tab should remain active." Without the method, the tapped tab is selected.
// - `tabBarController(_:didSelect:)` follows the user's tap (setting
//   `selectedIndex` in code calls no delegate method).
// - the animator: "for use during a noninteractive tab bar view controller
//   transition", nil for the standard (immediate) switch; the interaction
//   controller is asked "for use during an animated tab bar transition", so
//   only for an animator the delegate returned.
// - customizing: willBeginCustomizing, then willEndCustomizing and
//   didEndCustomizing with whether the order changed.
// - orientations: the delegate's answer when it implements the method, else
//   the view controller's own (UIViewControllerTypes.swift).
// The header doesn't say the controller caches `responds(to:)`; the model asks
// at each call.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UITabBarController: UIViewController {
    public weak var delegate: (any UITabBarControllerDelegate)?
    public var viewControllers: [UIViewController]?
    /// Setting it in code calls no delegate method.
    public var selectedIndex = 0
    /// The animated switches' animators and interaction controllers, in order (nil: the standard switch).
    public private(set) var transitions:
      [(
        animator: (any UIViewControllerAnimatedTransitioning)?,
        interaction: (any UIViewControllerInteractiveTransitioning)?
      )] =
        []

    public nonisolated override init() { super.init() }

    public var selectedViewController: UIViewController? {
      guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
      return viewControllers[selectedIndex]
    }

    func tabDelegate(for selector: Selector) -> (any UITabBarControllerDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    /// The user taps the tab at `index`. - Returns: whether it was selected.
    @discardableResult
    public func tapTab(at index: Int) -> Bool {
      guard let viewControllers, viewControllers.indices.contains(index) else { return false }
      let target = viewControllers[index]
      if let delegate = tabDelegate(for: "tabBarController:shouldSelectViewController:"),
        !delegate.tabBarController(self, shouldSelect: target)
      {
        return false
      }
      if let from = selectedViewController, from !== target {
        let animator = tabDelegate(
          for: "tabBarController:animationControllerForTransitionFromViewController:toViewController:")?
          .tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        let interaction = animator.flatMap { animator in
          tabDelegate(for: "tabBarController:interactionControllerForAnimationController:")?.tabBarController(
            self, interactionControllerFor: animator)
        }
        transitions.append((animator, interaction))
      }
      selectedIndex = index
      tabDelegate(for: "tabBarController:didSelectViewController:")?.tabBarController(self, didSelect: target)
      return true
    }

    /// The user edits the More screen's order: `changed` when the order changed.
    public func customize(changed: Bool) {
      let controllers = viewControllers ?? []
      tabDelegate(for: "tabBarController:willBeginCustomizingViewControllers:")?.tabBarController(
        self, willBeginCustomizing: controllers)
      tabDelegate(for: "tabBarController:willEndCustomizingViewControllers:changed:")?.tabBarController(
        self, willEndCustomizing: controllers, changed: changed)
      tabDelegate(for: "tabBarController:didEndCustomizingViewControllers:changed:")?.tabBarController(
        self, didEndCustomizing: controllers, changed: changed)
    }

    /// The delegate's mask when it implements the method, else the view controller's default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      tabDelegate(for: "tabBarControllerSupportedInterfaceOrientations:")?
        .tabBarControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's orientation when it implements the method, else the current one.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      tabDelegate(for: "tabBarControllerPreferredInterfaceOrientationForPresentation:")?
        .tabBarControllerPreferredInterfaceOrientationForPresentation(self)
        ?? super.preferredInterfaceOrientationForPresentation
    }
  }
#endif
