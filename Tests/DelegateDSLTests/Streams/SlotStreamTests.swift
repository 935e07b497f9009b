// A stream of a host's second slot, named from the host: the slot is a key
// path to the host type's own static property, so the wrong host is a compile
// error (see `CompileFailureTests`), where `DelegateSlot.delegateEvents(_:of:)`
// traps at run time.
import DelegateDSL
import Testing

protocol GridDelegate: AnyObject {
  func didSelectCell(_ grid: Grid, _ index: Int)
}

protocol GridDataSource: AnyObject {
  func numberOfCells(in grid: Grid) -> Int
}

/// A host with two slots, like a collection view: a delegate and a data source.
final class Grid {
  weak var delegate: (any GridDelegate)?
  weak var dataSource: (any GridDataSource)?

  func select(_ index: Int) { delegate?.didSelectCell(self, index) }
  func reload() -> Int { dataSource?.numberOfCells(in: self) ?? 0 }
}

extension DelegateEvents where Delegate == any GridDelegate {
  var didSelectCell: Event<(Grid, Int) -> Void> { .init() }
}

extension DelegateEvents where Delegate == any GridDataSource {
  var numberOfCells: Event<(Grid) -> Int> { .init(.last(default: 0)) }
}

final class GridDelegateProxy: DelegateProxy<any GridDelegate>, GridDelegate {
  func didSelectCell(_ grid: Grid, _ index: Int) {
    send(\.didSelectCell, grid, index) { $0.didSelectCell(grid, index) }
  }
}

final class GridDataSourceProxy: DelegateProxy<any GridDataSource>, GridDataSource {
  func numberOfCells(in grid: Grid) -> Int { send(\.numberOfCells, grid) { $0.numberOfCells(in: grid) } }
}

extension Grid: DelegateHost {
  static var delegateSlot: DelegateSlot<any GridDelegate> {
    DelegateSlot(\Grid.delegate, proxy: GridDelegateProxy.self)
  }
  static var dataSourceSlot: DelegateSlot<any GridDataSource> {
    DelegateSlot(\Grid.dataSource, proxy: GridDataSourceProxy.self)
  }
}

final class FixedCells: GridDataSource {
  func numberOfCells(in grid: Grid) -> Int { 12 }
}

@Suite("Event streams of a host's other slots")
struct SlotStreamTests {
  @Test func aStreamOfTheSecondSlotNamedFromTheHost() async {
    let grid = Grid()
    let source = FixedCells()
    grid.dataSource = source
    let reloads = grid.delegateEvents(at: \.dataSourceSlot, \.numberOfCells) { _ in "reload" }
    let counts = grid.delegateEvents(at: \.dataSourceSlot, \.numberOfCells, timing: .after) { count, _ in count }
    let selections = grid.delegateEvents(at: \.delegateSlot, \.didSelectCell) { _, index in index }
    #expect(grid.reload() == 12, "the real data source still answers")
    grid.select(3)
    var reload = reloads.makeAsyncIterator()
    var count = counts.makeAsyncIterator()
    var selection = selections.makeAsyncIterator()
    #expect(await reload.next() == "reload")
    #expect(await count.next() == 12)
    #expect(await selection.next() == 3)
    #expect(Grid.dataSourceSlot.installedProxy(on: grid) != nil, "the data source slot has its own proxy")
  }
}
