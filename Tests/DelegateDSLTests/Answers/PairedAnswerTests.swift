import DelegateDSL
import Testing

/// Paired methods (a header's view and its height) agree on who answers:
/// both put a handler that answers before the real delegate, so the view and
/// the height of one section come from the same participant.
@Suite("Paired methods agree on who answers")
struct PairedAnswerTests {
  @Test func aHandlerAnsweringOneSectionsHeaderGivesItsViewAndItsHeight() {
    let list = Shelf()
    let real = RecordingShelfDelegate()
    list.delegate = real
    let subscription = Delegate(for: ShelfDelegate.self) {
      On(\.viewForHeader) { _, section in section == 0 ? ShelfItem("handler") : nil }
      On(\.heightForHeader) { _, section in section == 0 ? 50 : nil }
    }.install(on: list)
    #expect(list.header(section: 0)?.madeBy == "handler")
    #expect(list.headerHeight(section: 0) == 50)
    #expect(list.header(section: 1)?.madeBy == "real delegate")
    #expect(list.headerHeight(section: 1) == real.headerHeight)
    // The real delegate made no view for section 0.
    #expect(!real.asked.contains("header 0"))
    subscription.cancel()
  }

  @Test func withNoRealDelegateASectionNoHandlerAnswersGetsTheHostsOwnHeightAndNoView() {
    let list = Shelf()
    let subscription = Delegate(for: ShelfDelegate.self) {
      On(\.viewForHeader) { _, section in section == 0 ? ShelfItem("handler") : nil }
      On(\.heightForHeader) { _, section in section == 0 ? 50 : nil }
    }.install(on: list)
    #expect(list.header(section: 1) == nil)
    #expect(list.headerHeight(section: 1) == list.sectionHeaderHeight)
    subscription.cancel()
  }
}
