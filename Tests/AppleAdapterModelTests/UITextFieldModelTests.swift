// The shipped UITextFieldDelegate adapter, run against the model of
// UITextField (Tests/AppleModels/UIKit/UITextField.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing
  import StreamTestSupport

  /// A form's own delegate, written before iOS 10: it implements the older end-of-editing method only.
  final class LegacyFieldDelegate: ModelDelegate, UITextFieldDelegate {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: ["textFieldDidEndEditing:", "textFieldShouldReturn:"])
    }
    func textFieldDidEndEditing(_ textField: UITextField) { heard.append("real didEnd") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      heard.append("real shouldReturn")
      return true
    }
  }

  /// A form's own delegate that gives the field a custom edit menu.
  final class MenuFieldDelegate: ModelDelegate, UITextFieldDelegate {
    let menu = UIMenu(children: [UIMenuElement()])
    init() { super.init(implementing: ["textField:editMenuForCharactersInRange:suggestedActions:"]) }
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
      -> UIMenu?
    { menu }
  }

  @MainActor @Suite struct UITextFieldModelTests {
    @Test func aValidatorRefusesOnlyWhatItRefuses() {
      let field = UITextField()
      let digits = field.on(\.shouldChangeCharactersIn) { _, _, string in string.allSatisfy(\.isNumber) }
      #expect(field.type("12"))
      #expect(!field.type("a"))
      #expect(field.text == "12")
      #expect(field.tapReturn())
      digits.cancel()
      #expect(field.type("a"))
      #expect(field.delegate == nil)
    }

    /// The family: UIKit calls `textFieldDidEndEditing:reason:` "in place of textFieldDidEndEditing:" when
    /// it is implemented; a handler on either, and the real delegate's older method, all hear the end.
    @Test func theReasonVariantReachesTheOlderMethodsHandlersAndTheLegacyRealDelegate() {
      let heard = Heard()
      let real = LegacyFieldDelegate(heard)
      let field = UITextField()
      field.delegate = real
      let older = field.on(\.textFieldDidEndEditing) { _ in heard.append("handler didEnd") }
      let newer = field.on(\.textFieldDidEndEditingWithReason) { _, reason in heard.append("handler reason \(reason)") }
      field.becomeFirstResponder()
      field.resignFirstResponder(reason: .cancelled)
      #expect(heard.calls.contains("real didEnd"))
      #expect(heard.calls.contains("handler didEnd"))
      #expect(heard.calls.contains("handler reason cancelled"))
      #expect(heard.calls.filter { $0 == "real didEnd" }.count == 1)
      newer.cancel()
      older.cancel()
      #expect(field.delegate === real)
    }

    @Test func aHandlerOnTheOlderMethodAloneHearsTheEnd() {
      let field = UITextField()
      var ends = 0
      let subscription = field.on(\.textFieldDidEndEditing) { _ in ends += 1 }
      field.becomeFirstResponder()
      field.resignFirstResponder()
      #expect(ends == 1)
      subscription.cancel()
    }

    /// §2 of issue 37: a stream on `\.textFieldDidEndEditing` makes the proxy claim the family's newer
    /// method, so UIKit calls `textFieldDidEndEditing:reason:`; the stream must hear that call.
    @Test func aStreamOnTheOlderMethodHearsTheReasonCalls() async {
      let field = UITextField()
      let ends = UITextField.uiTextFieldDelegateSlot.delegateEvents(\.textFieldDidEndEditing, of: field) { _ in 1 }
      field.becomeFirstResponder()
      field.resignFirstResponder()
      let heard = await firstElements(1, of: ends, within: 2)
      #expect(heard == [1])
      #expect(field.delegate != nil)
    }

    /// UITextField.h: "Return nil to present the default system menu."
    @Test func aMenuHandlerThatAnswersNilLeavesTheSystemMenu() {
      let field = UITextField()
      let suggested = [UIMenuElement(), UIMenuElement()]
      let custom = UIMenu(children: [UIMenuElement()])
      var answer: UIMenu? = custom
      let subscription = field.on(\.editMenuForCharactersIn) { _, _, _ in answer }
      #expect(field.editMenu(for: NSRange(location: 0, length: 0), suggestedActions: suggested) === custom)
      answer = nil
      #expect(field.editMenu(for: NSRange(location: 0, length: 0), suggestedActions: suggested).children.count == 2)
      subscription.cancel()
    }

    /// UITextField.h: nil means "present the default system menu", not "no menu": a handler that answers
    /// nil for the ranges it leaves alone keeps the real delegate's menu.
    @Test func aMenuHandlerThatAnswersNilKeepsTheRealDelegatesMenu() {
      let real = MenuFieldDelegate()
      let field = UITextField()
      field.delegate = real
      let empty = NSRange(location: 0, length: 0)
      let word = NSRange(location: 0, length: 4)
      let custom = UIMenu(children: [])
      let subscription = field.on(\.editMenuForCharactersIn) { _, range, _ in range.length == 0 ? custom : nil }
      #expect(field.editMenu(for: empty, suggestedActions: []) === custom)
      #expect(field.editMenu(for: word, suggestedActions: []) === real.menu)
      subscription.cancel()
      #expect(field.editMenu(for: word, suggestedActions: []) === real.menu)
    }
  }
#endif
