import DelegateDSL
import Testing

/// A handler of a non-optional method answers only the calls it means to:
/// its event answers an optional under `.lastNonNil()`, `nil` is "not mine",
/// and the real delegate's answer, or the host's own, stands for the rest.
@Suite("Partial answers: nil is \"not mine\"")
struct PartialAnswerTests {
  @Test func aHandlerForOneSectionLeavesTheOthersToTheRealDelegate() {
    let list = Shelf()
    let real = RecordingShelfDelegate()
    list.delegate = real
    let subscription = list.on(\.heightForRow) { _, _, section in section == 0 ? 88 : nil }
    #expect(list.height(row: 0, section: 0) == 88)
    #expect(list.height(row: 1, section: 0) == 88)
    #expect(list.height(row: 0, section: 1) == 60)
    // Every participant runs: the real delegate answered each call first.
    #expect(real.asked == ["height 0.0", "height 0.1", "height 1.0"])
    subscription.cancel()
  }

  @Test func withNoRealDelegateTheHostsOwnAnswerStandsForTheOthers() {
    let list = Shelf()
    let subscription = list.on(\.heightForRow) { _, _, section in section == 0 ? 88 : nil }
    #expect(list.height(row: 0, section: 0) == 88)
    #expect(list.height(row: 0, section: 1) == list.rowHeight)
    subscription.cancel()
  }

  @Test func theLastHandlerThatAnswersWinsAndALaterNilUndoesNothing() {
    let list = Shelf()
    let real = RecordingShelfDelegate()
    list.delegate = real
    var order: [String] = []
    let subscription = Delegate(for: ShelfDelegate.self) {
      On(\.heightForRow) { _, row, _ in
        order.append("first \(row)")
        return row < 2 ? 70 : nil
      }
      On(\.heightForRow) { _, row, _ in
        order.append("second \(row)")
        return row == 0 ? 90 : nil
      }
    }.install(on: list)
    #expect(list.height(row: 0, section: 0) == 90)
    #expect(list.height(row: 1, section: 0) == 70)
    #expect(list.height(row: 2, section: 0) == 60)
    #expect(order == ["first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])
    subscription.cancel()
  }

  @Test func aDataSourceHandlerForOneSectionShowsNothingElsewhereWithNoDataSource() {
    let list = Shelf()
    let subscription = list.on(\.numberOfRows, at: Shelf.dataSourceSlot) { _, section in
      section == 0 ? 5 : nil
    }
    #expect(list.rows(section: 0) == 5)
    // "A nil data source shows nothing": 0 rows, not a trap.
    #expect(list.rows(section: 1) == 0)
    subscription.cancel()
  }

  @Test func aStreamSeesTheAnswerTheHostGets() async {
    let list = Shelf()
    let heights: AsyncStream<Double?> = list.delegateEvents(\.heightForRow, timing: .after) { answer, _, _, _ in
      answer
    }
    let subscription = list.on(\.heightForRow) { _, _, section in section == 0 ? 88 : nil }
    #expect(list.height(row: 0, section: 1) == 44)
    var iterator = heights.makeAsyncIterator()
    // The call above already delivered the element: `next()` returns at once.
    #expect(await iterator.next() == .some(44))
    subscription.cancel()
  }

  @Test func theRuleKeepsTheLastAnswerWithAValue() {
    let rule = CombineRule<Int?>.lastNonNil()
    #expect(rule.name == "lastNonNil")
    #expect(rule.combine([1, nil, 3, nil]) == 3)
    #expect(rule.combine([nil, nil]) == nil)
    #expect(rule.combine([]) == nil)
    #expect(rule.defaultAnswer == nil)
  }
}
