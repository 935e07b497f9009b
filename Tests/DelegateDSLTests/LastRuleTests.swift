import DelegateDSL
import Testing

/// `CombineRule.last()`: no default value. The last participant's answer
/// stands (the real delegate's first); a call nobody answers gets what a
/// nil delegate answers (see `HostsOwnAnswerTests`).
@Suite("The last() rule, with no default answer")
struct LastRuleTests {
  @Test func theLastHandlerWinsOverTheRealDelegateWhichAnswersFirst() {
    let table = CountedTable()
    let real = CountingRowCounter(rows: 3)
    table.source = real
    var order: [String] = []
    Delegate(for: RowCounter.self) {
      On(\.rowCount) { _ in
        order.append("first handler"); return 5
      }
      On(\.rowCount) { _ in
        order.append("second handler"); return 7
      }
    }.install(on: table)
    #expect(table.numberOfRows() == 7)
    #expect(real.calls == 1)
    #expect(order == ["first handler", "second handler"])
  }

  @Test func theRealDelegateAloneAnswers() {
    let table = CountedTable()
    let real = CountingRowCounter(rows: 3)
    table.source = real
    Delegate(for: RowCounter.self) { On(\.height) { _, _ in 44 } }.install(on: table)
    #expect(table.numberOfRows() == 3)
    #expect(real.calls == 1)
  }

  @Test func aHandlerAloneAnswersWithNoRealDelegate() throws {
    let table = CountedTable()
    Delegate(for: RowCounter.self) {
      On(\.rowCount) { _ in 2 }
      On(\.checkedRows) { _ in 4 }
    }.install(on: table)
    #expect(table.numberOfRows() == 2)
    #expect(try table.checkedRows() == 4)
  }

  @Test func anObservedCallGivesItsStreamTheCombinedAnswer() async throws {
    let table = CountedTable()
    let answers = table.delegateEvents(\.rowCount, timing: .after) { _ in () }
    Delegate(for: RowCounter.self) { On(\.rowCount) { _ in 9 } }.install(on: table)
    #expect(table.numberOfRows() == 9)
    var iterator = answers.makeAsyncIterator()
    #expect(await iterator.next() != nil)
  }

  @Test func theRuleHasNoDefaultAnswer() {
    #expect(CombineRule<Int>.last().hasDefaultAnswer == false)
    #expect(CombineRule<Int>.last(default: 0).hasDefaultAnswer)
    #expect(CombineRule<Bool>.all.hasDefaultAnswer)
    #expect(CombineRule<Int>.last().combine([1, 2, 3]) == 3)
    #expect(CombineRule<Int>.last().name == "last")
  }

  @Test func aCallNobodyAnswersGetsWhatANilDelegateAnswers() {
    let table = CountedTable()
    let subscription = Delegate(for: RowCounter.self) { On(\.height) { _, _ in 44 } }.install(on: table)
    // A required method with only another one handled: the host gets 0, as
    // from a nil data source, where this used to trap.
    #expect(table.numberOfRows() == 0)
    #expect(table.numberOfRows() == 0)
    subscription.cancel()
  }

  @Test func aThrowingCallNobodyAnswersGetsItToo() throws {
    let table = CountedTable()
    let subscription = Delegate(for: RowCounter.self) { On(\.height) { _, _ in 44 } }.install(on: table)
    #expect(try table.checkedRows() == 0)
    subscription.cancel()
  }

  @Test func theMissingDefaultIsANilDelegatesAnswer() {
    #expect(CombineRule<Int>.last().combine([]) == 0)
    #expect(CombineRule<Int>.last().defaultAnswer == 0)
  }

  @Test func aTypeWithNoNilDelegatesAnswerStopsWhenTheMissingDefaultIsRead() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = CombineRule<CountedTable>.last().combine([])
    }
    .map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("CombineRule.last() has no default answer, and CountedTable has no value"))
    }
  }
}

protocol RowCounter: AnyObject {
  func numberOfRows(_ table: CountedTable) -> Int
  func height(_ table: CountedTable, row: Int) -> Double
  func checkedRows(_ table: CountedTable) throws -> Int
}

final class CountedTable {
  weak var source: (any RowCounter)?
  func numberOfRows() -> Int? { source?.numberOfRows(self) }
  func checkedRows() throws -> Int? { try source?.checkedRows(self) }
}

final class CountingRowCounter: RowCounter {
  let rows: Int
  var calls = 0
  init(rows: Int) { self.rows = rows }
  func numberOfRows(_ table: CountedTable) -> Int {
    calls += 1
    return rows
  }
  func height(_ table: CountedTable, row: Int) -> Double { 10 }
  func checkedRows(_ table: CountedTable) throws -> Int { rows }
}

extension DelegateEvents where Delegate == any RowCounter {
  var rowCount: Event<(CountedTable) -> Int> { required(.init(.last()), selector: "numberOfRowsInTable:") }
  var height: Event<(CountedTable, Int) -> Double> { .init(.last()) }
  var checkedRows: Event<(CountedTable) throws -> Int> { .init(.last()) }
}

final class RowCounterProxy: DelegateProxy<any RowCounter>, RowCounter {
  // The debug report names the selector of an event the proxy lists.
  override class var selectorEvents: [PartialKeyPath<Events>] { [\.rowCount] }
  func numberOfRows(_ table: CountedTable) -> Int { send(\.rowCount, table) { $0.numberOfRows(table) } }
  func height(_ table: CountedTable, row: Int) -> Double { send(\.height, table, row) { $0.height(table, row: row) } }
  func checkedRows(_ table: CountedTable) throws -> Int { try send(\.checkedRows, table) { try $0.checkedRows(table) } }
}

extension CountedTable: DelegateHost {
  static var delegateSlot: DelegateSlot<any RowCounter> {
    DelegateSlot(\CountedTable.source, proxy: RowCounterProxy.self)
  }
}
