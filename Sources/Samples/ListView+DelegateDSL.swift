// Supporting a main-actor protocol: `@MainActor` event signatures, the same
// one-line proxy methods, and an isolated host conformance, so handlers are
// main-actor code and installing off the main actor does not compile.
import DelegateDSL

extension DelegateEvents where Delegate == any ListViewDelegate {
  var shouldSelectRow: Event<@MainActor (ListView, Int) -> Bool> { .init(.all) }
  var didSelectRow: Event<@MainActor (ListView, Int) -> Void> { .init() }
  var swipeActionTitleForRow: Event<@MainActor (ListView, Int) -> String?> { .init(.firstNonNil()) }
}

final class ListViewDelegateProxy: DelegateProxy<any ListViewDelegate>, ListViewDelegate {
  static let shouldSelectRow = \Events.shouldSelectRow
  static let didSelectRow = \Events.didSelectRow
  static let swipeActionTitleForRow = \Events.swipeActionTitleForRow

  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool {
    send(Self.shouldSelectRow, listView, row) { $0.listView(listView, shouldSelectRow: row) }
  }
  func listView(_ listView: ListView, didSelectRow row: Int) {
    send(Self.didSelectRow, listView, row) { $0.listView(listView, didSelectRow: row) }
  }
  func listView(_ listView: ListView, swipeActionTitleForRow row: Int) -> String? {
    send(Self.swipeActionTitleForRow, listView, row) { $0.listView(listView, swipeActionTitleForRow: row) }
  }
}

extension ListView: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any ListViewDelegate> {
    DelegateSlot(\ListView.delegate, proxy: ListViewDelegateProxy.self)
  }
}
