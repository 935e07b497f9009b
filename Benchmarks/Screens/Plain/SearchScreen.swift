// Sources/UIKitSample/SearchScreen.swift written with plain delegates, for
// Scripts/count-screen-lines: the same behaviour, line for line where it can.

import UIKit

@MainActor
final class SearchScreen: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UISearchBarDelegate
{
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
    tableView.dataSource = self
    tableView.delegate = self
    searchBar.delegate = self
  }

  // The rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onPick(shown[indexPath.row])
  }

  // Dragging the list puts the keyboard away.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    searchBar.resignFirstResponder()
  }

  // Filtering.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { filter(by: searchText) }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchBar.resignFirstResponder() }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = ""
    searchBar.resignFirstResponder()
    filter(by: "")
  }

  private func filter(by query: String) {
    shown = query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    tableView.reloadData()
  }
}
