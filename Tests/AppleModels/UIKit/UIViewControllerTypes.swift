// The view-controller types the navigation, tab bar and image picker
// delegates name, as declarations, with only what an adapter's fallback reads:
// `UIDevice.current.userInterfaceIdiom` and
// `view.window?.windowScene?.interfaceOrientation` (the orientation
// fallbacks, after Apple's docs of `supportedInterfaceOrientations`: "all for
// the iPad idiom and allButUpsideDown for the iPhone idiom", and of
// `preferredInterfaceOrientationForPresentation`: "the current orientation").

#if !canImport(ObjectiveC)
  import Foundation

  /// `UIInterfaceOrientation`.
  public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  }

  /// `UIInterfaceOrientationMask`.
  public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
  }

  /// `UIUserInterfaceIdiom`.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad
  }

  /// `UIDevice.current`: the idiom is the model's to set (a test runs as an iPhone or an iPad).
  @MainActor public final class UIDevice {
    public static let current = UIDevice()
    public var userInterfaceIdiom = UIUserInterfaceIdiom.phone
  }

  @MainActor open class UIWindow: UIView {
    public var windowScene: UIWindowScene?
    public nonisolated override init() { super.init() }
  }

  @MainActor open class UIViewController {
    /// `view`, in a window once the controller is on screen (the model's to set).
    public let view = UIView()
    public nonisolated init() {}

    /// `supportedInterfaceOrientations`: Apple's docs, "The default values for a view controller's supported
    /// interface orientations is set to all for the iPad idiom and allButUpsideDown for the iPhone idiom."
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// `preferredInterfaceOrientationForPresentation`: Apple's docs, "If you do not implement this method, the
    /// system presents the view controller using the current orientation of the status bar."
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      view.window?.windowScene?.interfaceOrientation ?? .portrait
    }
  }

  /// `UIViewControllerAnimatedTransitioning`: a custom transition's animator.
  @MainActor public protocol UIViewControllerAnimatedTransitioning: ObjectiveCResponding {}
  /// `UIViewControllerInteractiveTransitioning`: an interactive transition's driver.
  @MainActor public protocol UIViewControllerInteractiveTransitioning: ObjectiveCResponding {}
#endif
