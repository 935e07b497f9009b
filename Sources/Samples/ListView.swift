// A main-actor list view in the style of UIKit's table view: the host and its
// delegate protocol are `@MainActor`, and it calls its delegate only there.

/// A minimal main-actor list: rows, selection, and swipe actions.
@MainActor
final class ListView {
  weak var delegate: (any ListViewDelegate)?
  let rows: [String]
  private(set) var selectedRow: Int?

  init(rows: [String]) { self.rows = rows }

  /// Asks the delegate whether `row` may be selected, then selects it and
  /// tells the delegate. Returns whether the row was selected.
  @discardableResult
  func tap(_ row: Int) -> Bool {
    guard delegate?.listView(self, shouldSelectRow: row) ?? true else { return false }
    selectedRow = row
    delegate?.listView(self, didSelectRow: row)
    return true
  }

  /// The title of `row`'s swipe action, or `nil` for none.
  func swipeActionTitle(for row: Int) -> String? {
    delegate?.listView(self, swipeActionTitleForRow: row) ?? nil
  }
}

/// The delegate of a ``ListView``; every method runs on the main actor.
@MainActor
protocol ListViewDelegate: AnyObject {
  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool
  func listView(_ listView: ListView, didSelectRow row: Int)
  func listView(_ listView: ListView, swipeActionTitleForRow row: Int) -> String?
}
