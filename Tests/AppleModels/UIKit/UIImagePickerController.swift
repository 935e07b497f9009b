// UIImagePickerController, modelled on UIImagePickerController.h and Apple's
// docs of its `delegate`:
// - `@property(nullable,nonatomic,weak) id <UINavigationControllerDelegate,
//   UIImagePickerControllerDelegate> delegate;`
// - "The picker does not dismiss itself; the client dismisses it in these
//   callbacks. The delegate will receive one or the other, but not both,
//   depending whether the user confirms or cancels."
// - docs of `delegate`: "If this property is nil, the picker is dismissed
//   immediately if you try to show it."
// Its navigation is UINavigationController's (pushes call the
// UINavigationControllerDelegate methods of the one `delegate`).

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UIImagePickerController: UINavigationController {
    /// `UIImagePickerControllerInfoKey`.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    }

    /// Whether the picker is on screen.
    public private(set) var isPresented = false

    public nonisolated override init() { super.init() }

    /// `@property(nullable,nonatomic,weak) id <UINavigationControllerDelegate, UIImagePickerControllerDelegate> delegate;`
    public var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
      get { storedDelegate as? any UIImagePickerControllerDelegate & UINavigationControllerDelegate }
      set { storedDelegate = newValue }
    }

    func pickerDelegate(for selector: Selector) -> (any UIImagePickerControllerDelegate)? {
      responds(storedDelegate, to: selector) ? storedDelegate as? any UIImagePickerControllerDelegate : nil
    }

    /// An app presents the picker: "If this property is nil, the picker is dismissed immediately".
    public func present() { isPresented = delegate != nil }

    /// The client's dismissal (`dismiss(animated:completion:)` of the presenting controller).
    public func dismiss() { isPresented = false }

    /// The user picks a medium: the delegate is told; the picker stays until the client dismisses it.
    public func userPicks(_ info: [InfoKey: Any]) {
      pickerDelegate(for: "imagePickerController:didFinishPickingMediaWithInfo:")?.imagePickerController(
        self, didFinishPickingMediaWithInfo: info)
    }

    /// The user taps Cancel: the delegate is told; the picker stays until the client dismisses it.
    public func userCancels() {
      pickerDelegate(for: "imagePickerControllerDidCancel:")?.imagePickerControllerDidCancel(self)
    }
  }
#endif
