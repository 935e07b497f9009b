// A search screen: a table of names, filtered by a search bar as the user
// types; dragging the list hides the keyboard; selecting a name reports it.

import DelegateDSLUIKit
import UIKit

@MainActor final class SearchScreen: UIViewController {
  private let names: [String]
  private var shown: [String]
  private let searchBar = UISearchBar()
  private let tableView = UITableView()
  private let onPick: @MainActor (String) -> Void

  init(names: [String], onPick: @escaping @MainActor (String) -> Void) {
    self.names = names
    self.shown = names
    self.onPick = onPick
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used from a storyboard") }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.placeholder = "Search"
    searchBar.showsCancelButton = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    tableView.tableHeaderView = searchBar
    searchBar.sizeToFit()
    view.addSubview(tableView)
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

    // The rows.
    tableView.on(\.numberOfRowsInSection) { [unowned self] _, _ in shown.count }
    tableView.on(\.cellForRowAt) { [unowned self] tableView, indexPath in
      let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
      cell.textLabel?.text = shown[indexPath.row]
      return cell
    }
    tableView.on(\.didSelectRowAt) { [unowned self] tableView, indexPath in
      tableView.deselectRow(at: indexPath, animated: true)
      onPick(shown[indexPath.row])
    }

    // Dragging the list puts the keyboard away (a scroll view event, served
    // by the table view's delegate adapter).
    tableView.on(\.scrollViewWillBeginDragging) { [unowned self] _ in
      searchBar.resignFirstResponder()
    }

    // Filtering.
    searchBar.on(\.textDidChange) { [unowned self] _, query in filter(by: query) }
    searchBar.on(\.searchBarSearchButtonClicked) { searchBar in searchBar.resignFirstResponder() }
    searchBar.on(\.searchBarCancelButtonClicked) { [unowned self] searchBar in
      searchBar.text = ""
      searchBar.resignFirstResponder()
      filter(by: "")
    }
  }

  private func filter(by query: String) {
    shown = query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    tableView.reloadData()
  }
}
