// UINavigationController, modelled on UINavigationController.h and Apple's
// docs of its delegate's methods:
// - "Called when the navigation controller shows a new top view controller
//   via a push, pop or setting of the view controller stack." (willShow and
//   didShow, around the transition);
// - `pushViewController:animated:` "Has no effect if the view controller is
//   already in the stack."; `popViewControllerAnimated:` "Returns the popped
//   controller.";
// - the animator (docs of `navigationController(_:animationControllerFor:from:to:)`):
//   "a noninteractive animator object for use during view controller
//   transitions", nil for the standard push and pop; the interaction
//   controller is asked for an animator the delegate returned ("The
//   noninteractive animator object returned by the delegate's
//   navigationController(_:animationControllerFor:from:to:) method"). The
//   model asks for animated transitions only.
// - orientations: the delegate's answer when it implements the method, else
//   the view controller's own (UIViewControllerTypes.swift).
// The header doesn't say the controller caches `responds(to:)`; the model asks
// at each call.
//
// `delegate` is redeclared by UIImagePickerController with its own type:
// Swift can't override a stored property's type, so the navigation
// controller's is reached by dynamic member lookup, as UIScrollView's.

#if !canImport(ObjectiveC)
  import Foundation

  /// The property `\UINavigationController.delegate` names.
  public struct UINavigationControllerProperties {
    public var delegate: (any UINavigationControllerDelegate)?
  }

  @MainActor @dynamicMemberLookup
  open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
      case none, push, pop
    }

    /// What a transition used: a custom animator (nil: the standard push or pop), and an interaction controller.
    public struct Transition {
      public let operation: Operation
      public let animator: (any UIViewControllerAnimatedTransitioning)?
      public let interaction: (any UIViewControllerInteractiveTransitioning)?
    }

    weak var storedDelegate: (any ObjectiveCResponding)?
    public private(set) var viewControllers: [UIViewController] = []
    /// The transitions of the animated pushes and pops, in order.
    public private(set) var transitions: [Transition] = []

    public nonisolated override init() { super.init() }

    /// "Initializer that also pushes the root view controller without animation."
    public convenience init(rootViewController: UIViewController) {
      self.init()
      viewControllers = [rootViewController]
    }

    /// `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;`
    public subscript(
      dynamicMember property: WritableKeyPath<UINavigationControllerProperties, (any UINavigationControllerDelegate)?>
    ) -> (any UINavigationControllerDelegate)? {
      get { storedDelegate as? any UINavigationControllerDelegate }
      set { storedDelegate = newValue }
    }

    public var topViewController: UIViewController? { viewControllers.last }

    func navigationDelegate(for selector: Selector) -> (any UINavigationControllerDelegate)? {
      responds(storedDelegate, to: selector) ? storedDelegate as? any UINavigationControllerDelegate : nil
    }

    /// "Uses a horizontal slide transition. Has no effect if the view controller is already in the stack."
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard !viewControllers.contains(where: { $0 === viewController }) else { return }
      let from = topViewController
      viewControllers.append(viewController)
      show(viewController, operation: .push, from: from, animated: animated)
    }

    /// "Returns the popped controller."
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
      guard viewControllers.count > 1 else { return nil }
      let popped = viewControllers.removeLast()
      show(viewControllers.last!, operation: .pop, from: popped, animated: animated)
      return popped
    }

    /// Shows the new top view controller: willShow, the transition, didShow.
    func show(_ viewController: UIViewController, operation: Operation, from: UIViewController?, animated: Bool) {
      navigationDelegate(for: "navigationController:willShowViewController:animated:")?.navigationController(
        self, willShow: viewController, animated: animated)
      if animated, let from {
        let animator = navigationDelegate(
          for: "navigationController:animationControllerForOperation:fromViewController:toViewController:")?
          .navigationController(self, animationControllerFor: operation, from: from, to: viewController)
        let interaction = animator.flatMap { animator in
          navigationDelegate(for: "navigationController:interactionControllerForAnimationController:")?
            .navigationController(self, interactionControllerFor: animator)
        }
        transitions.append(Transition(operation: operation, animator: animator, interaction: interaction))
      }
      navigationDelegate(for: "navigationController:didShowViewController:animated:")?.navigationController(
        self, didShow: viewController, animated: animated)
    }

    /// The delegate's mask when it implements the method, else the view controller's default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      navigationDelegate(for: "navigationControllerSupportedInterfaceOrientations:")?
        .navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's orientation when it implements the method, else the current one.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      navigationDelegate(for: "navigationControllerPreferredInterfaceOrientationForPresentation:")?
        .navigationControllerPreferredInterfaceOrientationForPresentation(self)
        ?? super.preferredInterfaceOrientationForPresentation
    }
  }
#endif
