// UITableView, modelled on UITableView.h. What the host does, and nothing more:
// - `delegate` and `dataSource` are weak; the optional methods each
//   implements are asked (`responds(to:)`) when it is assigned, and cached:
//   a method claimed later isn't called until the property is assigned again.
// - Heights: `tableView:heightForRowAtIndexPath:` when implemented, else
//   `rowHeight; // default is UITableViewAutomaticDimension`; headers, footers
//   and estimates alike (`estimatedRowHeight; // default is
//   UITableViewAutomaticDimension, set to 0 to disable`).
// - Titles: "titleForHeaderInSection: … // fixed font style. use custom view
//   (UILabel) if you want something different"; none without the method.
// - Sections: "numberOfSectionsInTableView: … // Default is 1 if not
//   implemented"; no data source, no rows (`@property (nonatomic, weak,
//   nullable) id <UITableViewDataSource> dataSource;`).
// - Cells: "Implementers should *always* try to reuse cells … with
//   dequeueReusableCellWithIdentifier:": the model counts dequeues, and
//   which displayed cells weren't dequeued.
// - Selection: "-tableView:shouldHighlightRowAtIndexPath: is called when a
//   touch comes down on a row. Returning NO to that message halts the
//   selection process"; "willSelectRowAtIndexPath: … Return a new indexPath,
//   or nil, to change the proposed selection."
// - Editing: "canEditRowAtIndexPath: … If not implemented, all rows are
//   assumed to be editable"; "editingStyleForRowAtIndexPath: … If not
//   implemented, all editable cells will have UITableViewCellEditingStyleDelete";
//   swipe to delete is offered only when the data source implements
//   `tableView:commitEditingStyle:forRowAtIndexPath:` (Apple's Table View
//   Programming Guide: a swipe "does not cause the display of a Delete
//   button unless the table view's data source implements" it).
// - Reordering: "By default, the reorder control will be shown only if the
//   datasource implements -tableView:moveRowAtIndexPath:toIndexPath:";
//   "targetIndexPathForMoveFromRowAtIndexPath: … Allows customization of
//   the target row", else the proposed one.
// - Focus: `allowsFocus` "Determines if the table view allows its cells to
//   become focused. When tableView:canFocusRowAtIndexPath: is implemented, its
//   return value takes precedence over this method."; `allowsFocusDuringEditing`
//   the same "while editing".
// - Assigning `dataSource` drops the cached counts (Scripts/apple-adapters.conf,
//   `writes UITableView.dataSource`: the header is silent; RxSwift's maintainer,
//   ReactiveX/RxSwift#1154: the table "would cache `numberOfRows` from original
//   data source", and setting the data source to nil "seemed to clear internal
//   cache for UITableView"). So the model caches each section's row count when
//   it first asks, until `reloadData()` or an assignment of `dataSource`, and
//   counts both.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UITableView: UIScrollView {
    /// `UITableViewAutomaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    public var rowHeight = UITableView.automaticDimension
    public var sectionHeaderHeight = UITableView.automaticDimension
    public var sectionFooterHeight = UITableView.automaticDimension
    public var estimatedRowHeight = UITableView.automaticDimension
    public var estimatedSectionHeaderHeight = UITableView.automaticDimension
    public var estimatedSectionFooterHeight = UITableView.automaticDimension
    public var isEditing = false
    public var selectionFollowsFocus = false
    /// "Defaults to a system derived value based on platform and other properties of the table view."
    public var allowsFocus = true
    public var allowsFocusDuringEditing = false

    weak var storedDataSource: (any UITableViewDataSource)?
    var cachedDataSourceSelectors: Set<Selector> = []
    var registered: [String: UITableViewCell.Type] = [:]
    var dequeued: Set<ObjectIdentifier> = []

    /// How many cells `dequeueReusableCell(withIdentifier:for:)` made.
    public private(set) var dequeueCount = 0
    /// What the last `reloadData()` displayed: per section, each row's height and cell.
    public private(set) var displayed: [[(height: CGFloat, cell: UITableViewCell)]] = []
    /// The displayed cells that no dequeue made.
    public private(set) var cellsNotDequeued = 0
    public private(set) var selectedRow: IndexPath?

    public nonisolated override init() { super.init() }

    /// `@property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;`
    public var delegate: (any UITableViewDelegate)? {
      get { storedDelegate as? any UITableViewDelegate }
      set { assignDelegate(newValue) }
    }

    /// `@property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;`
    public var dataSource: (any UITableViewDataSource)? {
      get { storedDataSource }
      set {
        storedDataSource = newValue
        cachedDataSourceSelectors = Set(Self.dataSourceSelectors.filter { responds(newValue, to: $0) })
        dataSourceAssignments += 1
        dropCachedCounts()
      }
    }

    /// How many times `dataSource` was assigned.
    public private(set) var dataSourceAssignments = 0
    /// How many times cached row counts were dropped (an assignment of `dataSource`, or `reloadData()`) while
    /// the table held some.
    public private(set) var cachedCountDrops = 0
    /// Each section's row count, as the table first asked it since the last drop.
    var cachedRowCounts: [Int: Int] = [:]

    func dropCachedCounts() {
      if !cachedRowCounts.isEmpty { cachedCountDrops += 1 }
      cachedRowCounts = [:]
    }

    open override class var optionalSelectors: [Selector] {
      super.optionalSelectors + [
        "tableView:heightForRowAtIndexPath:", "tableView:heightForHeaderInSection:",
        "tableView:heightForFooterInSection:", "tableView:estimatedHeightForRowAtIndexPath:",
        "tableView:shouldHighlightRowAtIndexPath:", "tableView:willSelectRowAtIndexPath:",
        "tableView:didSelectRowAtIndexPath:", "tableView:editingStyleForRowAtIndexPath:",
        "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        "tableView:canFocusRowAtIndexPath:",
      ]
    }

    static let dataSourceSelectors: [Selector] = [
      "numberOfSectionsInTableView:", "tableView:canEditRowAtIndexPath:", "tableView:canMoveRowAtIndexPath:",
      "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
      "tableView:titleForHeaderInSection:",
    ]

    func tableDelegate(for selector: Selector) -> (any UITableViewDelegate)? {
      cachedSelectors.contains(selector) ? delegate : nil
    }

    func tableDataSource(for selector: Selector) -> (any UITableViewDataSource)? {
      cachedDataSourceSelectors.contains(selector) ? storedDataSource : nil
    }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
      registered[identifier] = cellClass
    }

    /// "newer dequeue method guarantees a cell is returned and resized properly, assuming identifier is registered"
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
      guard let cellClass = registered[identifier] else {
        fatalError("unable to dequeue a cell with identifier \(identifier): register a class first")
      }
      let cell = cellClass.init()
      cell.reuseIdentifier = identifier
      dequeueCount += 1
      dequeued.insert(ObjectIdentifier(cell))
      return cell
    }

    public var numberOfSections: Int {
      guard storedDataSource != nil else { return 0 }
      return tableDataSource(for: "numberOfSectionsInTableView:")?.numberOfSections(in: self) ?? 1
    }

    public func numberOfRows(inSection section: Int) -> Int {
      if let cached = cachedRowCounts[section] { return cached }
      guard let dataSource else { return 0 }
      let count = dataSource.tableView(self, numberOfRowsInSection: section)
      cachedRowCounts[section] = count
      return count
    }

    public func heightForRow(at indexPath: IndexPath) -> CGFloat {
      tableDelegate(for: "tableView:heightForRowAtIndexPath:")?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    public func heightForHeader(inSection section: Int) -> CGFloat {
      tableDelegate(for: "tableView:heightForHeaderInSection:")?.tableView(self, heightForHeaderInSection: section)
        ?? sectionHeaderHeight
    }

    public func heightForFooter(inSection section: Int) -> CGFloat {
      tableDelegate(for: "tableView:heightForFooterInSection:")?.tableView(self, heightForFooterInSection: section)
        ?? sectionFooterHeight
    }

    public func estimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
      tableDelegate(for: "tableView:estimatedHeightForRowAtIndexPath:")?.tableView(
        self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    }

    /// The section's header title: the data source's, or none.
    public func titleForHeader(inSection section: Int) -> String? {
      tableDataSource(for: "tableView:titleForHeaderInSection:")?.tableView(self, titleForHeaderInSection: section)
        ?? nil
    }

    /// Asks for every row's height and cell, as the table does to display them.
    public func reloadData() {
      dropCachedCounts()
      displayed = []
      cellsNotDequeued = 0
      for section in 0..<numberOfSections {
        var rows: [(height: CGFloat, cell: UITableViewCell)] = []
        for row in 0..<numberOfRows(inSection: section) {
          let indexPath = IndexPath(row: row, section: section)
          let height = heightForRow(at: indexPath)
          guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
          if !dequeued.contains(ObjectIdentifier(cell)) { cellsNotDequeued += 1 }
          rows.append((height, cell))
        }
        displayed.append(rows)
      }
    }

    /// The user taps a row. - Returns: the row selected, or nil.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> IndexPath? {
      if let delegate = tableDelegate(for: "tableView:shouldHighlightRowAtIndexPath:"),
        !delegate.tableView(self, shouldHighlightRowAt: indexPath)
      {
        return nil
      }
      var target: IndexPath? = indexPath
      if let delegate = tableDelegate(for: "tableView:willSelectRowAtIndexPath:") {
        target = delegate.tableView(self, willSelectRowAt: indexPath)
      }
      guard let target else { return nil }
      selectedRow = target
      tableDelegate(for: "tableView:didSelectRowAtIndexPath:")?.tableView(self, didSelectRowAt: target)
      return target
    }

    /// Whether a row can be edited: "If not implemented, all rows are assumed to be editable."
    public func canEditRow(at indexPath: IndexPath) -> Bool {
      tableDataSource(for: "tableView:canEditRowAtIndexPath:")?.tableView(self, canEditRowAt: indexPath) ?? true
    }

    public func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
      guard canEditRow(at: indexPath) else { return .none }
      return tableDelegate(for: "tableView:editingStyleForRowAtIndexPath:")?.tableView(
        self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether a swipe on the row shows a Delete button.
    public func offersSwipeToDelete(at indexPath: IndexPath) -> Bool {
      tableDataSource(for: "tableView:commitEditingStyle:forRowAtIndexPath:") != nil
        && editingStyle(at: indexPath) == .delete
    }

    /// The user swipes the row and taps Delete. - Returns: whether the data source was told.
    @discardableResult
    public func swipeToDelete(at indexPath: IndexPath) -> Bool {
      guard offersSwipeToDelete(at: indexPath), let dataSource else { return false }
      dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
      return true
    }

    /// Whether the row shows a reorder control in editing mode.
    public func showsReorderControl(at indexPath: IndexPath) -> Bool {
      guard tableDataSource(for: "tableView:moveRowAtIndexPath:toIndexPath:") != nil else { return false }
      return tableDataSource(for: "tableView:canMoveRowAtIndexPath:")?.tableView(self, canMoveRowAt: indexPath) ?? true
    }

    /// Whether the row's cell can become focused: the delegate's answer, which "takes precedence", else
    /// `allowsFocus` (`allowsFocusDuringEditing` while editing).
    public func canFocusRow(at indexPath: IndexPath) -> Bool {
      tableDelegate(for: "tableView:canFocusRowAtIndexPath:")?.tableView(self, canFocusRowAt: indexPath)
        ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
    }

    /// The user drags a row towards `proposed`. - Returns: where it lands, or nil when it can't move.
    @discardableResult
    public func dragRow(from source: IndexPath, toward proposed: IndexPath) -> IndexPath? {
      guard showsReorderControl(at: source), let dataSource else { return nil }
      let target =
        tableDelegate(for: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")?.tableView(
          self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
      dataSource.tableView(self, moveRowAt: source, to: target)
      return target
    }
  }
#endif
