// The main-actor sample: a view controller's handlers use its main-actor
// state directly, next to a hand-written delegate that was there first.
import DelegateDSL

/// A screen that shows a mailbox list; it is the list's delegate before any
/// handler is installed, as a view controller would be.
@MainActor
final class MailboxController: ListViewDelegate {
  var title = "Mailboxes"
  var opened: [String] = []

  func listView(_ listView: ListView, shouldSelectRow row: Int) -> Bool {
    let allowed = listView.rows[row] != "Spam"
    print("  [controller] shouldSelect \(listView.rows[row]) -> \(allowed)")
    return allowed
  }
  func listView(_ listView: ListView, didSelectRow row: Int) {
    opened.append(listView.rows[row])
    print("  [controller] didSelect \(listView.rows[row])")
  }
  func listView(_ listView: ListView, swipeActionTitleForRow row: Int) -> String? { nil }
}

@MainActor
enum ListSample {
  static func run() {
    print("== Main-actor list view ==")
    let list = ListView(rows: ["Inbox", "Drafts", "Spam", "Archive"])
    let controller = MailboxController()
    list.delegate = controller
    print("Events are declared `@MainActor`, so these handlers are main-actor code: they")
    print("update the controller's title directly, with no locks and no hops.")

    var badge = 0  // main-actor state captured by the handlers
    let subscription = Delegate(for: ListViewDelegate.self) {
      On(\.shouldSelectRow) { list, row in
        let allowed = list.rows[row] != "Drafts" || badge == 0
        print("  [handler] shouldSelect \(list.rows[row]) -> \(allowed)")
        return allowed
      }
      On(\.didSelectRow) { list, row in
        badge += 1
        controller.title = "\(list.rows[row]) (\(badge) opened)"
      }
      On(\.swipeActionTitleForRow) { list, row in list.rows[row] == "Inbox" ? nil : "Delete" }
    }.install(on: list)

    for row in [0, 2, 1, 3] {
      print("tap \(list.rows[row]): \(list.tap(row) ? "selected" : "refused")")
    }
    print("Title: \(controller.title); the controller opened \(controller.opened.joined(separator: ", "))")
    let swipes = list.rows.indices.map { "\(list.rows[$0]): \(list.swipeActionTitle(for: $0) ?? "none")" }
    print("Swipe actions (first non-nil answer): \(swipes.joined(separator: ", "))")

    subscription.cancel()
    print("Cancelled; the controller is the list's delegate again: \(list.delegate === controller)")

    // One handler needs no definition: `list.on(\.event) { … }`, main-actor code too.
    let opened = list.on(\.didSelectRow) { list, row in controller.title = "\(list.rows[row]) (one-liner)" }
    print("tap \(list.rows[3]) with one line, list.on(\\.didSelectRow) { … }: \(list.tap(3) ? "selected" : "refused")")
    print("Title: \(controller.title)")
    opened.cancel()
  }
}
