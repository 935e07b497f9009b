// UITextView's call of the attachment methods, beside UITextView.swift's links: the newer
// `textView:shouldInteractWithTextAttachment:inRange:interaction:` when implemented, else the older one
// (`API_DEPRECATED_WITH_REPLACEMENT("textView:shouldInteractWithTextAttachment:inRange:interaction:",
// ios(7.0, 10.0))`, UITextView.h), else the interaction happens (the header doesn't say; as for links).

#if !canImport(ObjectiveC)
  import Foundation

  extension UITextView {
    /// The user taps an attachment. - Returns: whether the interaction happens.
    public func tapAttachment(
      _ attachment: NSTextAttachment, in range: NSRange, interaction: UITextItemInteraction = .invokeDefaultAction
    ) -> Bool {
      if let delegate = textDelegate(for: "textView:shouldInteractWithTextAttachment:inRange:interaction:") {
        return delegate.textView(self, shouldInteractWith: attachment, in: range, interaction: interaction)
      }
      if let delegate = textDelegate(for: "textView:shouldInteractWithTextAttachment:inRange:") {
        return delegate.textView(self, shouldInteractWith: attachment, in: range)
      }
      return true
    }
  }
#endif
