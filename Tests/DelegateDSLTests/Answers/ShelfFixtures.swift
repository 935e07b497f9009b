// A shelf, a list view shaped like UITableView, for the tests of handlers that answer
// only what they mean to: a delegate and a data source, each held weakly,
// whose proxies are written as the generated UIKit adapters write theirs.
// As UIKit does, the host answers for itself where no delegate does: the
// list's `rowHeight`, `sectionHeaderHeight`, the proposed move, an empty cell.
import DelegateDSL

/// A vended object (a cell, a header view), named by who made it.
final class ShelfItem: Equatable {
  let madeBy: String
  init(_ madeBy: String) { self.madeBy = madeBy }
  static func == (lhs: ShelfItem, rhs: ShelfItem) -> Bool { lhs === rhs }
}

protocol ShelfDelegate: AnyObject {
  func list(_ list: Shelf, heightForRow row: Int, inSection section: Int) -> Double
  func list(_ list: Shelf, heightForHeaderInSection section: Int) -> Double
  func list(_ list: Shelf, viewForHeaderInSection section: Int) -> ShelfItem?
  func list(_ list: Shelf, targetForMoveFrom source: Int, toProposed proposed: Int) -> Int
}

protocol ShelfDataSource: AnyObject {
  func list(_ list: Shelf, numberOfRowsInSection section: Int) -> Int
  func list(_ list: Shelf, cellForRow row: Int) -> ShelfItem
}

final class Shelf {
  weak var delegate: (any ShelfDelegate)?
  weak var dataSource: (any ShelfDataSource)?
  let rowHeight = 44.0
  let sectionHeaderHeight = 20.0

  /// What UIKit does: ask the delegate, or use its own.
  func height(row: Int, section: Int) -> Double {
    delegate?.list(self, heightForRow: row, inSection: section) ?? rowHeight
  }
  func headerHeight(section: Int) -> Double {
    delegate?.list(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
  }
  func header(section: Int) -> ShelfItem? { delegate?.list(self, viewForHeaderInSection: section) }
  func target(movingFrom source: Int, to proposed: Int) -> Int {
    delegate?.list(self, targetForMoveFrom: source, toProposed: proposed) ?? proposed
  }
  func rows(section: Int) -> Int { dataSource?.list(self, numberOfRowsInSection: section) ?? 0 }
  func cell(row: Int) -> ShelfItem { dataSource?.list(self, cellForRow: row) ?? ShelfItem("no data source") }

  static var dataSourceSlot: DelegateSlot<any ShelfDataSource> {
    DelegateSlot(\Shelf.dataSource, proxy: ShelfDataSourceProxy.self)
  }
}

extension Shelf: DelegateHost {
  static var delegateSlot: DelegateSlot<any ShelfDelegate> {
    DelegateSlot(\Shelf.delegate, proxy: ShelfDelegateProxy.self)
  }
}

extension DelegateEvents where Delegate == any ShelfDelegate {
  /// Partial: `nil` is "not my row".
  var heightForRow: Event<(Shelf, Int, Int) -> Double?> { .init(.lastNonNil()) }
  var heightForHeader: Event<(Shelf, Int) -> Double?> { .init(.lastNonNil()) }
  /// Vended: one participant makes the view.
  var viewForHeader: Event<(Shelf, Int) -> ShelfItem?> { .init(.lastNonNil()) }
  /// Threaded: each participant sees the answer so far as its proposal.
  var targetForMove: Event<(Shelf, Int, Int) -> Int> { .init(.last()) }
}

extension DelegateEvents where Delegate == any ShelfDataSource {
  var numberOfRows: Event<(Shelf, Int) -> Int?> { .init(.lastNonNil()) }
  var cellForRow: Event<(Shelf, Int) -> ShelfItem?> { .init(.lastNonNil()) }
}

/// As the generator writes a partial answer (`partialAnswer`), a vending
/// method (`vend`) and a threaded proposal (`thread`).
final class ShelfDelegateProxy: DelegateProxy<any ShelfDelegate>, ShelfDelegate {
  func list(_ list: Shelf, heightForRow row: Int, inSection section: Int) -> Double {
    partialAnswer(
      \.heightForRow, fallback: list.rowHeight, arguments: (list, row, section),
      forwardingIfImplemented: { $0.list(list, heightForRow: row, inSection: section) },
      call: { $0(list, row, section) })
  }

  func list(_ list: Shelf, heightForHeaderInSection section: Int) -> Double {
    partialAnswer(
      \.heightForHeader, fallback: list.sectionHeaderHeight, arguments: (list, section),
      forwardingIfImplemented: { $0.list(list, heightForHeaderInSection: section) }, call: { $0(list, section) })
  }

  func list(_ list: Shelf, viewForHeaderInSection section: Int) -> ShelfItem? {
    vend(
      \.viewForHeader, arguments: (list, section),
      forwardingIfImplemented: { $0.list(list, viewForHeaderInSection: section) }, call: { $0(list, section) })
  }

  func list(_ list: Shelf, targetForMoveFrom source: Int, toProposed proposed: Int) -> Int {
    thread(
      \.targetForMove, proposal: proposed, arguments: (list, source, proposed),
      forwardingIfImplemented: { $0.list(list, targetForMoveFrom: source, toProposed: $1) },
      call: { $0(list, source, $1) })
  }
}

final class ShelfDataSourceProxy: DelegateProxy<any ShelfDataSource>, ShelfDataSource {
  func list(_ list: Shelf, numberOfRowsInSection section: Int) -> Int {
    partialAnswer(
      \.numberOfRows, fallback: 0, arguments: (list, section),
      forwardingIfImplemented: { $0.list(list, numberOfRowsInSection: section) }, call: { $0(list, section) })
  }

  func list(_ list: Shelf, cellForRow row: Int) -> ShelfItem {
    vend(
      \.cellForRow, fallback: ShelfItem("fallback"), arguments: (list, row),
      forwardingIfImplemented: { $0.list(list, cellForRow: row) }, call: { $0(list, row) })
  }
}

/// A real delegate that records what it was asked.
final class RecordingShelfDelegate: ShelfDelegate {
  var asked: [String] = []
  var headerHeight = 30.0
  /// The target the real delegate redirects every move to, or `nil` to keep the proposal.
  var redirect: Int?

  func list(_ list: Shelf, heightForRow row: Int, inSection section: Int) -> Double {
    asked.append("height \(section).\(row)")
    return 60
  }
  func list(_ list: Shelf, heightForHeaderInSection section: Int) -> Double {
    asked.append("header height \(section)")
    return headerHeight
  }
  func list(_ list: Shelf, viewForHeaderInSection section: Int) -> ShelfItem? {
    asked.append("header \(section)")
    return ShelfItem("real delegate")
  }
  func list(_ list: Shelf, targetForMoveFrom source: Int, toProposed proposed: Int) -> Int {
    asked.append("move \(source) proposed \(proposed)")
    return redirect ?? proposed
  }
}

/// A real data source that records what it was asked, as a collection view's
/// would dequeue a cell for every call.
final class RecordingShelfDataSource: ShelfDataSource {
  var asked: [String] = []
  func list(_ list: Shelf, numberOfRowsInSection section: Int) -> Int {
    asked.append("rows \(section)")
    return 3
  }
  func list(_ list: Shelf, cellForRow row: Int) -> ShelfItem {
    asked.append("cell \(row)")
    return ShelfItem("real data source")
  }
}
