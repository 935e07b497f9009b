import DelegateDSL
import Testing

/// A method that vends an object (a cell, a header view) is answered by
/// exactly one participant: the last handler that answers, else the real
/// delegate; the others are not asked, so no object is made and thrown away.
@Suite("Vended objects: one participant makes each")
struct VendingTests {
  @Test func theRealDataSourceIsNotAskedForACellAHandlerMakes() {
    let list = Shelf()
    let real = RecordingShelfDataSource()
    list.dataSource = real
    let banner = ShelfItem("handler")
    let subscription = list.on(\.cellForRow, at: Shelf.dataSourceSlot) { _, row in row == 0 ? banner : nil }
    #expect(list.cell(row: 0) === banner)
    #expect(real.asked.isEmpty)
    #expect(list.cell(row: 1).madeBy == "real data source")
    #expect(real.asked == ["cell 1"])
    subscription.cancel()
  }

  @Test func theLastHandlerThatAnswersMakesItAndEarlierOnesAreNotAsked() {
    let list = Shelf()
    var asked: [String] = []
    let subscription = Delegate(for: ShelfDataSource.self) {
      On(\.cellForRow) { _, row in
        asked.append("first \(row)")
        return ShelfItem("first")
      }
      On(\.cellForRow) { _, row in
        asked.append("second \(row)")
        return row == 0 ? ShelfItem("second") : nil
      }
    }.install(on: list, at: Shelf.dataSourceSlot)
    #expect(list.cell(row: 0).madeBy == "second")
    #expect(asked == ["second 0"])
    #expect(list.cell(row: 1).madeBy == "first")
    #expect(asked == ["second 0", "second 1", "first 1"])
    subscription.cancel()
  }

  @Test func nobodyMakingOneGivesTheHostsOwnAnswer() {
    let list = Shelf()
    let subscription = list.on(\.cellForRow, at: Shelf.dataSourceSlot) { _, _ in nil }
    #expect(list.cell(row: 0).madeBy == "fallback")
    subscription.cancel()
  }

  @Test func anOptionalVendingMethodAnswersNilWhenNobodyMakesOne() {
    let list = Shelf()
    let subscription = list.on(\.viewForHeader) { _, section in section == 0 ? ShelfItem("handler") : nil }
    #expect(list.header(section: 0)?.madeBy == "handler")
    #expect(list.header(section: 1) == nil)
    subscription.cancel()
  }
}
