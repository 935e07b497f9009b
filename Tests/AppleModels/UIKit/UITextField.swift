// UITextField, modelled on UITextField.h's delegate comments:
// - "textFieldShouldBeginEditing: … // return NO to disallow editing."
// - "textFieldShouldEndEditing: … // return YES to allow editing to stop";
// - "textFieldDidEndEditing:reason: … // if implemented, called in place of
//   textFieldDidEndEditing:";
// - "shouldChangeCharactersInRange:replacementString: … // return NO to not
//   change text"; "textFieldShouldClear: … return NO to ignore";
//   "textFieldShouldReturn: … return NO to ignore.";
// - "editMenuForCharactersInRange:suggestedActions: … Return nil to present
//   the default system menu."
// The header doesn't say the field caches `responds(to:)`; the model asks
// at each call.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UITextField: UIView {
    public enum DidEndEditingReason: Int, Sendable {
      case committed, cancelled
    }

    /// `@property(nullable, nonatomic,weak) id<UITextFieldDelegate> delegate; // default is nil. weak reference`
    public weak var delegate: (any UITextFieldDelegate)?
    public var text = ""
    public private(set) var isEditing = false

    public nonisolated override init() { super.init() }

    func fieldDelegate(for selector: Selector) -> (any UITextFieldDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    /// The user taps the field. - Returns: whether editing began.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
      if let delegate = fieldDelegate(for: "textFieldShouldBeginEditing:"),
        !delegate.textFieldShouldBeginEditing(self)
      {
        return false
      }
      isEditing = true
      fieldDelegate(for: "textFieldDidBeginEditing:")?.textFieldDidBeginEditing(self)
      return true
    }

    /// The user types `string` at the end. - Returns: whether the text changed.
    @discardableResult
    public func type(_ string: String) -> Bool {
      let range = NSRange(location: text.utf16.count, length: 0)
      if let delegate = fieldDelegate(for: "textField:shouldChangeCharactersInRange:replacementString:"),
        !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
      {
        return false
      }
      text += string
      return true
    }

    /// Editing ends (the user moves on: `.committed`). - Returns: whether it ended.
    @discardableResult
    public func resignFirstResponder(reason: DidEndEditingReason = .committed) -> Bool {
      guard isEditing else { return false }
      if let delegate = fieldDelegate(for: "textFieldShouldEndEditing:"), !delegate.textFieldShouldEndEditing(self) {
        return false
      }
      isEditing = false
      if let delegate = fieldDelegate(for: "textFieldDidEndEditing:reason:") {
        delegate.textFieldDidEndEditing(self, reason: reason)
      } else {
        fieldDelegate(for: "textFieldDidEndEditing:")?.textFieldDidEndEditing(self)
      }
      return true
    }

    /// The user taps Return. - Returns: whether the field processed it (the delegate didn't ignore it).
    @discardableResult
    public func tapReturn() -> Bool {
      fieldDelegate(for: "textFieldShouldReturn:")?.textFieldShouldReturn(self) ?? true
    }

    /// The user taps the clear button. - Returns: whether the text was cleared.
    @discardableResult
    public func tapClear() -> Bool {
      if let delegate = fieldDelegate(for: "textFieldShouldClear:"), !delegate.textFieldShouldClear(self) {
        return false
      }
      text = ""
      return true
    }

    /// The menu the field shows for `range`: the delegate's, or the default system menu (the suggested actions).
    public func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu {
      fieldDelegate(for: "textField:editMenuForCharactersInRange:suggestedActions:")?.textField(
        self, editMenuForCharactersIn: range, suggestedActions: suggestedActions) ?? UIMenu(children: suggestedActions)
    }
  }
#endif
