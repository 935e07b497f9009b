// Fixtures for protocol inheritance: a table-view-like protocol that refines
// a scroll-view-like one, served by a single proxy.
import DelegateDSL

protocol ScrollDelegate: AnyObject {
  func didScroll(_ view: ScrollView)
  func shouldScroll(_ view: ScrollView, to offset: Int) -> Bool
}

protocol TableDelegate: ScrollDelegate {
  func didSelectRow(_ view: TableView, _ row: Int)
}

class ScrollView {
  var offset = 0
}

final class TableView: ScrollView {
  weak var delegate: (any TableDelegate)?
  func scroll(to offset: Int) {
    guard delegate?.shouldScroll(self, to: offset) ?? true else { return }
    self.offset = offset
    delegate?.didScroll(self)
  }
  func select(_ row: Int) { delegate?.didSelectRow(self, row) }
}

extension DelegateEvents where Delegate == any ScrollDelegate {
  var didScroll: Event<(ScrollView) -> Void> { .init() }
  var shouldScroll: Event<(ScrollView, Int) -> Bool> { .init(.all) }
}

extension DelegateEvents where Delegate == any TableDelegate {
  var didScroll: Event<(ScrollView) -> Void> { .init(inheriting: \DelegateEvents<any ScrollDelegate>.didScroll) }
  var shouldScroll: Event<(ScrollView, Int) -> Bool> {
    .init(inheriting: \DelegateEvents<any ScrollDelegate>.shouldScroll)
  }
  var didSelectRow: Event<(TableView, Int) -> Void> { .init() }
}

final class TableDelegateProxy: DelegateProxy<any TableDelegate>, TableDelegate {
  func didScroll(_ v: ScrollView) { send(\.didScroll, v) { $0.didScroll(v) } }
  func shouldScroll(_ v: ScrollView, to o: Int) -> Bool { send(\.shouldScroll, v, o) { $0.shouldScroll(v, to: o) } }
  func didSelectRow(_ v: TableView, _ r: Int) { send(\.didSelectRow, v, r) { $0.didSelectRow(v, r) } }
}

extension TableView: DelegateHost {
  static var delegateSlot: DelegateSlot<any TableDelegate> {
    DelegateSlot(\TableView.delegate, proxy: TableDelegateProxy.self)
  }
}

/// A reusable group written for the refined protocol only.
struct ScrollTracking: HandlerGroup {
  let log: CallLog
  var body: Delegate<any ScrollDelegate> {
    On(\.didScroll) { view in log.record("scroll group \(view.offset)") }
    On(\.shouldScroll) { _, offset in offset <= 100 }
  }
}
