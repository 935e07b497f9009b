// UITextView, modelled on UITextView.h's delegate and Apple's docs of its
// methods:
// - `@property(nullable,nonatomic,weak) id<UITextViewDelegate> delegate;`, a
//   UIScrollView's delegate too (`UITextViewDelegate <NSObject,
//   UIScrollViewDelegate>`): the scroll events are the scroll view's (cached
//   at assignment, UIScrollView.swift).
// - should-begin/end editing and `shouldChangeTextInRange:replacementText:`:
//   a NO refuses; without the method, editing begins, ends and changes
//   (docs of textView(_:shouldChangeTextIn:replacementText:): "true if the old
//   text should be replaced by the new text; false if the replacement
//   operation should be aborted"); `textViewDidChange:` after a change.
// - links: docs of textView(_:shouldInteractWith:in:interaction:): "true if
//   interaction with the URL should be allowed; false if interaction should
//   not be allowed"; without it the link opens. The older method, deprecated
//   with that one as its replacement (API_DEPRECATED_WITH_REPLACEMENT), is
//   asked when only it is implemented (issue 37 §2's legacy delegate).
// - "editMenuForTextInRange:suggestedActions: … Return @c nil to present the
//   default system menu."
// The header doesn't say the view caches `responds(to:)` for these; the model
// asks at each call.

#if !canImport(ObjectiveC)
  import Foundation

  /// `UITextItemInteraction`.
  public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
  }

  /// `NSTextAttachment`, as a declaration.
  open class NSTextAttachment { public init() {} }

  @MainActor open class UITextView: UIScrollView {
    public var text = ""
    public private(set) var isEditing = false
    /// The URLs the view opened, in order.
    public private(set) var openedURLs: [URL] = []

    public nonisolated override init() { super.init() }

    /// `@property(nullable,nonatomic,weak) id<UITextViewDelegate> delegate;`
    public var delegate: (any UITextViewDelegate)? {
      get { storedDelegate as? any UITextViewDelegate }
      set { assignDelegate(newValue) }
    }

    func textDelegate(for selector: Selector) -> (any UITextViewDelegate)? {
      responds(storedDelegate, to: selector) ? storedDelegate as? any UITextViewDelegate : nil
    }

    /// The user taps the view. - Returns: whether editing began.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
      if let delegate = textDelegate(for: "textViewShouldBeginEditing:"), !delegate.textViewShouldBeginEditing(self) {
        return false
      }
      isEditing = true
      textDelegate(for: "textViewDidBeginEditing:")?.textViewDidBeginEditing(self)
      return true
    }

    /// The user types `string` at the end. - Returns: whether the text changed.
    @discardableResult
    public func type(_ string: String) -> Bool {
      let range = NSRange(location: text.utf16.count, length: 0)
      if let delegate = textDelegate(for: "textView:shouldChangeTextInRange:replacementText:"),
        !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
      {
        return false
      }
      text += string
      textDelegate(for: "textViewDidChange:")?.textViewDidChange(self)
      return true
    }

    /// Editing ends. - Returns: whether it ended.
    @discardableResult
    public func resignFirstResponder() -> Bool {
      guard isEditing else { return false }
      if let delegate = textDelegate(for: "textViewShouldEndEditing:"), !delegate.textViewShouldEndEditing(self) {
        return false
      }
      isEditing = false
      textDelegate(for: "textViewDidEndEditing:")?.textViewDidEndEditing(self)
      return true
    }

    /// The user taps the link `url` at `range`. - Returns: whether the view opened it.
    @discardableResult
    public func tapLink(_ url: URL, in range: NSRange, interaction: UITextItemInteraction = .invokeDefaultAction)
      -> Bool
    {
      let allowed: Bool
      if let delegate = textDelegate(for: "textView:shouldInteractWithURL:inRange:interaction:") {
        allowed = delegate.textView(self, shouldInteractWith: url, in: range, interaction: interaction)
      } else if let delegate = textDelegate(for: "textView:shouldInteractWithURL:inRange:") {
        allowed = delegate.textView(self, shouldInteractWith: url, in: range)
      } else {
        allowed = true
      }
      if allowed { openedURLs.append(url) }
      return allowed
    }

    /// The menu the view shows for `range`: the delegate's, or the default system menu (the suggested actions).
    public func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu {
      textDelegate(for: "textView:editMenuForTextInRange:suggestedActions:")?.textView(
        self, editMenuForTextIn: range, suggestedActions: suggestedActions) ?? UIMenu(children: suggestedActions)
    }
  }
#endif
