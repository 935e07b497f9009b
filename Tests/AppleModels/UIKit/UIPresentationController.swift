// UIPresentationController, modelled on UIPresentationController.h and Apple's
// docs:
// - `@property(nullable, nonatomic, weak) id <UIAdaptivePresentationControllerDelegate> delegate;`
// - adapting to a trait environment: the delegate's
//   `adaptivePresentationStyleForPresentationController:traitCollection:` when
//   it implements it ("If you do not implement this method in your delegate,
//   UIKit calls the adaptivePresentationStyle(for:) method instead"), else
//   its `adaptivePresentationStyleForPresentationController:` for a
//   horizontally compact environment ("Returns the presentation style to use
//   when the presented view controller becomes horizontally compact. … The
//   implementation consults its delegate object and returns the value provided
//   by that object’s adaptivePresentationStyle(for:) method"): the docs name
//   no other environment for it, so the model takes the behaviour before the
//   trait variant existed, and asks it nowhere else;
// - without an answer: "UIFormSheetPresentationController, and
//   UIPopoverPresentationController override this implementation to return
//   UIModalPresentationStyleFullscreen if the delegate does not provide an
//   implementation" when horizontally compact; elsewhere nothing adapts
//   ("Returning UIModalPresentationNone will indicate that an adaptation
//   should not happen").
// The header doesn't say the controller caches `responds(to:)`; the model asks
// at each call.

#if !canImport(ObjectiveC)
  import Foundation

  /// `UIModalPresentationStyle`.
  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
  }

  /// `UIUserInterfaceSizeClass`.
  public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

  /// `UITraitCollection`: the size classes the adaptation reads.
  @MainActor open class UITraitCollection {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public nonisolated init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.horizontalSizeClass = horizontalSizeClass
    }
  }

  /// `UIViewControllerTransitionCoordinator`, as a declaration.
  @MainActor public protocol UIViewControllerTransitionCoordinator: ObjectiveCResponding {}

  @MainActor open class UIPresentationController {
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    public let presentationStyle: UIModalPresentationStyle
    public nonisolated init(presentationStyle: UIModalPresentationStyle) { self.presentationStyle = presentationStyle }

    func presentationDelegate(for selector: Selector) -> (any UIAdaptivePresentationControllerDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    /// The style the presentation adapts to in `traits` (`.none`: it doesn't adapt).
    public func adaptivePresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
      if let delegate = presentationDelegate(for: "adaptivePresentationStyleForPresentationController:traitCollection:")
      {
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
      }
      guard traits.horizontalSizeClass == .compact else { return .none }
      if let delegate = presentationDelegate(for: "adaptivePresentationStyleForPresentationController:") {
        return delegate.adaptivePresentationStyle(for: self)
      }
      return self is UIPopoverPresentationController || presentationStyle == .formSheet ? .fullScreen : .none
    }
  }

  @MainActor open class UIPopoverPresentationController: UIPresentationController {
    public nonisolated init() { super.init(presentationStyle: .popover) }
  }
#endif
