// The shipped UITextViewDelegate adapter, run against the model of UITextView
// (Tests/AppleModels/UIKit/UITextView.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A note editor's own delegate: it counts changes, keeps links to one host, and gives a custom menu.
  final class NoteViewDelegate: ModelDelegate, UITextViewDelegate {
    let heard: Heard
    let menu = UIMenu(children: [UIMenuElement()])
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "textViewDidChange:", "textView:shouldInteractWithURL:inRange:interaction:",
        "textView:editMenuForTextInRange:suggestedActions:",
      ])
    }
    func textViewDidChange(_ textView: UITextView) { heard.append("real didChange \(textView.text)") }
    func textView(
      _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool { URL.host == "example.com" }
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
      -> UIMenu?
    { menu }
  }

  /// A delegate written before iOS 10: it implements only the older link method.
  final class LegacyLinkDelegate: ModelDelegate, UITextViewDelegate {
    init() { super.init(implementing: ["textView:shouldInteractWithURL:inRange:"]) }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { false }
  }

  @MainActor @Suite struct UITextViewModelTests {
    let inside = URL(string: "https://example.com/a")!
    let outside = URL(string: "https://other.org/b")!
    let word = NSRange(location: 0, length: 4)

    @Test func aValidatorRefusesOnlyWhatItRefusesAndCancelRestoresTheView() {
      let textView = UITextView()
      let digits = textView.on(\.shouldChangeTextIn) { _, _, text in text.allSatisfy(\.isNumber) }
      #expect(textView.becomeFirstResponder())
      #expect(textView.type("12"))
      #expect(!textView.type("a"))
      #expect(textView.text == "12")
      // Links, menus and the end of editing keep the view's own behaviour.
      #expect(textView.tapLink(outside, in: word))
      #expect(textView.editMenu(for: word, suggestedActions: [UIMenuElement()]).children.count == 1)
      #expect(textView.resignFirstResponder())
      digits.cancel()
      #expect(textView.type("a"))
      #expect(textView.delegate == nil)
    }

    @Test func theRealDelegateKeepsCountingAndKeepingLinksHome() {
      let heard = Heard()
      let real = NoteViewDelegate(heard)
      let textView = UITextView()
      textView.delegate = real
      let limit = textView.on(\.shouldChangeTextIn) { textView, _, text in textView.text.count + text.count <= 3 }
      #expect(textView.type("ab"))
      #expect(!textView.type("cd"))
      #expect(heard.calls == ["real didChange ab"])
      #expect(textView.tapLink(inside, in: word))
      #expect(!textView.tapLink(outside, in: word))
      #expect(textView.openedURLs == [inside])
      limit.cancel()
      #expect(textView.delegate === real)
      #expect(textView.type("cd"))
    }

    /// `all`: a handler that refuses one link adds its refusal to the real delegate's.
    @Test func aLinkHandlerAndTheRealDelegateMayEachRefuse() {
      let real = NoteViewDelegate(Heard())
      let textView = UITextView()
      textView.delegate = real
      let blocked = URL(string: "https://example.com/private")!
      let subscription = textView.on(\.shouldInteractWithURL) { _, url, _, _ in url.path != "/private" }
      #expect(textView.tapLink(inside, in: word))
      #expect(!textView.tapLink(blocked, in: word))
      #expect(!textView.tapLink(outside, in: word))
      subscription.cancel()
      #expect(textView.tapLink(blocked, in: word))
    }

    /// A legacy delegate's link interception (the older method only) holds while a handler takes another event.
    @Test func aLegacyDelegatesLinkRefusalHoldsUnderAnUnrelatedHandler() {
      let real = LegacyLinkDelegate()
      let textView = UITextView()
      textView.delegate = real
      var changes = 0
      let subscription = textView.on(\.textViewDidChange) { _ in changes += 1 }
      #expect(!textView.tapLink(inside, in: word))
      #expect(textView.type("x"))
      #expect(changes == 1)
      #expect(textView.openedURLs.isEmpty)
      subscription.cancel()
      #expect(textView.delegate === real)
    }

    /// UITextView.h: "Return @c nil to present the default system menu": a handler's nil keeps the real
    /// delegate's menu, and, without one, the system's.
    @Test func aMenuHandlerThatAnswersNilLeavesTheRealDelegatesOrTheSystemMenu() {
      let suggested = [UIMenuElement(), UIMenuElement()]
      let custom = UIMenu(children: [])
      let empty = NSRange(location: 0, length: 0)
      let textView = UITextView()
      let alone = textView.on(\.editMenuForTextIn) { _, range, _ in range.length == 0 ? custom : nil }
      #expect(textView.editMenu(for: empty, suggestedActions: suggested) === custom)
      #expect(textView.editMenu(for: word, suggestedActions: suggested).children.count == 2)
      alone.cancel()
      let real = NoteViewDelegate(Heard())
      textView.delegate = real
      let over = textView.on(\.editMenuForTextIn) { _, range, _ in range.length == 0 ? custom : nil }
      #expect(textView.editMenu(for: empty, suggestedActions: suggested) === custom)
      #expect(textView.editMenu(for: word, suggestedActions: suggested) === real.menu)
      over.cancel()
    }

    /// The text view is a UIScrollView: its adapter serves the scroll events, and a scroll handler doesn't
    /// make it zoomable.
    @Test func aScrollHandlerOnATextViewHearsScrollsOnly() {
      let textView = UITextView()
      textView.maximumZoomScale = 4
      var offsets: [CGFloat] = []
      let subscription = textView.on(\.scrollViewDidScroll) { offsets.append($0.contentOffset.y) }
      textView.scroll(to: CGPoint(x: 0, y: 8))
      #expect(offsets == [8])
      #expect(textView.pinch(to: 2) == nil)
      #expect(textView.type("still editable"))
      subscription.cancel()
    }
  }
#endif
