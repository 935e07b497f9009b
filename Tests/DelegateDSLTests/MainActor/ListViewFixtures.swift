// Fixtures for a main-actor delegate protocol, shaped like UIKit's table
// view: the host, its protocol and every handler are isolated to the main
// actor, and the compiler checks it.
import DelegateDSL

/// A main-actor view with a plain `weak var` delegate, like `UITableView`.
@MainActor
final class ListView {
  weak var delegate: (any ListViewDelegate)?
  var rows: [String]
  private(set) var selection: Int?
  var isEditing = false

  init(rows: [String]) { self.rows = rows }

  /// Asks the delegate, then selects and reports, as a table view does.
  @discardableResult
  func select(_ row: Int) -> Bool {
    guard delegate?.listView(self, shouldSelectRow: row) ?? true else { return false }
    selection = row
    delegate?.listView(self, didSelectRow: row)
    return true
  }

  /// The title shown for `row`'s swipe action; `nil` hides the action.
  func swipeTitle(for row: Int) -> String? { delegate?.listView(self, swipeTitleForRow: row) ?? nil }

  func endEditing() { delegate?.listViewDidEndEditing(self) }
}

@MainActor
protocol ListViewDelegate: AnyObject {
  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool
  func listView(_ listView: ListView, didSelectRow row: Int)
  func listView(_ listView: ListView, swipeTitleForRow row: Int) -> String?
  func listViewDidEndEditing(_ listView: ListView)
}

extension DelegateEvents where Delegate == any ListViewDelegate {
  var shouldSelectRow: Event<@MainActor (ListView, Int) -> Bool> { .init(.all) }
  var didSelectRow: Event<@MainActor (ListView, Int) -> Void> { .init() }
  var swipeTitleForRow: Event<@MainActor (ListView, Int) -> String?> { .init(.firstNonNil()) }
  var didEndEditing: Event<@MainActor (ListView) -> Void> { .init() }
}

/// Main-actor by its protocol: every method, and so every `send`, runs on
/// the main actor.
final class ListViewDelegateProxy: DelegateProxy<any ListViewDelegate>, ListViewDelegate {
  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool {
    send(\.shouldSelectRow, listView, row) { $0.listView(listView, shouldSelectRow: row) }
  }
  func listView(_ listView: ListView, didSelectRow row: Int) {
    send(\.didSelectRow, listView, row) { $0.listView(listView, didSelectRow: row) }
  }
  func listView(_ listView: ListView, swipeTitleForRow row: Int) -> String? {
    send(\.swipeTitleForRow, listView, row) { $0.listView(listView, swipeTitleForRow: row) }
  }
  func listViewDidEndEditing(_ listView: ListView) {
    send(\.didEndEditing, listView) { $0.listViewDidEndEditing(listView) }
  }
}

/// An isolated conformance: installing on a `ListView` compiles only on the
/// main actor.
extension ListView: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any ListViewDelegate> {
    DelegateSlot(\ListView.delegate, proxy: ListViewDelegateProxy.self)
  }
}

/// A main-actor host the user owns, with `@ProxyableDelegate`.
@MainActor
final class ManagedListView {
  @ProxyableDelegate var delegate: (any ListViewDelegate)?
  let list = ListView(rows: ["a", "b"])

  func select(_ row: Int) -> Bool {
    guard delegate?.listView(list, shouldSelectRow: row) ?? true else { return false }
    delegate?.listView(list, didSelectRow: row)
    return true
  }
}

extension ManagedListView: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any ListViewDelegate> {
    DelegateSlot(\ManagedListView.delegate, proxy: ListViewDelegateProxy.self)
  }
}

/// A hand-written main-actor delegate, like a view controller.
@MainActor
final class ListController: ListViewDelegate {
  var log: [String] = []
  var allowsSelection = true
  var swipeTitle: String?

  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool {
    log.append("controller.should(\(row))")
    return allowsSelection
  }
  func listView(_ listView: ListView, didSelectRow row: Int) { log.append("controller.did(\(row))") }
  func listView(_ listView: ListView, swipeTitleForRow row: Int) -> String? {
    log.append("controller.swipe(\(row))")
    return swipeTitle
  }
  func listViewDidEndEditing(_ listView: ListView) { log.append("controller.endEditing") }
}
