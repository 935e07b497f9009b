// UICollectionView, modelled on UICollectionView.h. What the host does, and nothing more:
// - `delegate` and `dataSource` are weak; the optional methods each
//   implements are asked (`responds(to:)`) when it is assigned, and cached,
//   as the table view does.
// - Items: "numberOfSectionsInCollectionView:" (1 when not implemented, as
//   UITableView.h says of its own); no data source, nothing to show.
// - "The cell that is returned must be retrieved from a call to
//   -dequeueReusableCellWithReuseIdentifier:forIndexPath:" (UIKit raises an
//   exception otherwise): the model counts the cells that weren't, and the
//   dequeues.
// - Selection: "1. -collectionView:shouldHighlightItemAtIndexPath: …
//   3. -collectionView:shouldSelectItemAtIndexPath: … 4. -collectionView:didSelectItemAtIndexPath:".
// - Moving: iOS 15's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
//   when implemented, else the older `targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:`
//   (`API_DEPRECATED_WITH_REPLACEMENT` by it), else the proposed index path.
// - Context menus: iOS 16's `contextMenuConfigurationForItemsAtIndexPaths:point:` ("The indexPaths array
//   may contain 0-many items") and `contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`, or the
//   deprecated `contextMenuConfigurationForItemAtIndexPath:point:` and
//   `previewForHighlightingContextMenuWithConfiguration:`, of which the header says "If the non-deprecated
//   replacement for the configuration, highlight preview, or dismissal preview methods is implemented this
//   method is not called": once the delegate implements any of the three iOS 16 methods, the older ones
//   are never called. No configuration (nil, or the method not implemented): no menu ("Return nil to
//   prevent the interaction from beginning"); no preview: the default one. A delegate with only the
//   deprecated methods is asked for the item pressed: in a multiple selection ("An array with multiple index
//   paths indicates that the menu was invoked on an item within a multiple selection") the item under the
//   point (`indexPathForItem(at:)`); between cells (no index path) it isn't asked, as before iOS 16, when
//   the menu was an item's. (The header doesn't say what iOS 16 asks a legacy delegate in a multiple
//   selection: the model takes the behaviour before the newer method, a long press on an item shows that
//   item's menu.)
// - Focus: `allowsFocus` "Determines if the collection view allows its cells
//   to become focused. When collectionView:canFocusItemAtIndexPath: is
//   implemented, its return value takes precedence over this method.";
//   `allowsFocusDuringEditing` the same "while editing".

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UICollectionView: UIScrollView {
    public var isEditing = false
    public var selectionFollowsFocus = false
    /// "If the value of this property is true (the default), users can select items." (Apple's docs)
    public var allowsSelection = true
    /// "Defaults to a system derived value based on platform and other properties of the collection view."
    public var allowsFocus = true
    public var allowsFocusDuringEditing = false
    weak var storedDataSource: (any UICollectionViewDataSource)?
    var cachedDataSourceSelectors: Set<Selector> = []
    var registered: [String: UICollectionReusableView.Type] = [:]
    var dequeued: Set<ObjectIdentifier> = []

    public private(set) var dequeueCount = 0
    /// What the last `reloadData()` displayed, per section.
    public private(set) var displayed: [[UICollectionViewCell]] = []
    /// Cells returned that no dequeue made: UIKit raises an exception for each.
    public private(set) var cellsNotDequeued = 0
    public private(set) var selectedItem: IndexPath?
    /// Which move method each `targetForMove` called: "newer", "older", or "none" (the proposal stood).
    public private(set) var calledMoveMethods: [String] = []
    /// Which context-menu methods each `longPress` called, in order.
    public private(set) var calledMenuMethods: [String] = []
    /// Where each item is laid out, for `indexPathForItem(at:)`.
    public var itemFrames: [IndexPath: CGRect] = [:]

    public nonisolated override init() { super.init() }

    public var delegate: (any UICollectionViewDelegate)? {
      get { storedDelegate as? any UICollectionViewDelegate }
      set { assignDelegate(newValue) }
    }

    public var dataSource: (any UICollectionViewDataSource)? {
      get { storedDataSource }
      set {
        storedDataSource = newValue
        cachedDataSourceSelectors = Set(Self.dataSourceSelectors.filter { responds(newValue, to: $0) })
      }
    }

    open override class var optionalSelectors: [Selector] {
      super.optionalSelectors + [
        "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
        "collectionView:didSelectItemAtIndexPath:",
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
        "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:",
        "collectionView:canFocusItemAtIndexPath:",
      ] + Self.menuSelectors + Self.deprecatedMenuSelectors
    }

    /// iOS 16's context-menu methods: implementing any of them silences all of `deprecatedMenuSelectors`.
    static let menuSelectors: [Selector] = [
      "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
      "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
      "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
    ]
    static let deprecatedMenuSelectors: [Selector] = [
      "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
      "collectionView:previewForHighlightingContextMenuWithConfiguration:",
      "collectionView:previewForDismissingContextMenuWithConfiguration:",
    ]

    static let dataSourceSelectors: [Selector] = [
      "numberOfSectionsInCollectionView:", "collectionView:canMoveItemAtIndexPath:",
      "collectionView:moveItemAtIndexPath:toIndexPath:",
    ]

    func collectionDelegate(for selector: Selector) -> (any UICollectionViewDelegate)? {
      cachedSelectors.contains(selector) ? delegate : nil
    }

    func collectionDataSource(for selector: Selector) -> (any UICollectionViewDataSource)? {
      cachedDataSourceSelectors.contains(selector) ? storedDataSource : nil
    }

    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
      registered[identifier] = cellClass
    }

    public func register(
      _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
      withReuseIdentifier identifier: String
    ) {
      registered[kind + "/" + identifier] = viewClass
    }

    /// "If a class is registered, it will be instantiated via alloc/initWithFrame:"
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    {
      guard let cellClass = registered[identifier] as? UICollectionViewCell.Type else {
        fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)")
      }
      let cell = cellClass.init()
      cell.reuseIdentifier = identifier
      dequeueCount += 1
      dequeued.insert(ObjectIdentifier(cell))
      return cell
    }

    public func dequeueReusableSupplementaryView(
      ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let viewClass = registered[kind + "/" + identifier] else {
        fatalError("could not dequeue a view of kind: \(kind) with identifier \(identifier)")
      }
      let view = viewClass.init()
      view.reuseIdentifier = identifier
      dequeueCount += 1
      return view
    }

    public var numberOfSections: Int {
      guard storedDataSource != nil else { return 0 }
      return collectionDataSource(for: "numberOfSectionsInCollectionView:")?.numberOfSections(in: self) ?? 1
    }

    /// Asks for every item's cell, as the collection view does to display them.
    public func reloadData() {
      displayed = []
      cellsNotDequeued = 0
      guard let dataSource else { return }
      for section in 0..<numberOfSections {
        var cells: [UICollectionViewCell] = []
        for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
          let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
          if !dequeued.contains(ObjectIdentifier(cell)) { cellsNotDequeued += 1 }
          cells.append(cell)
        }
        displayed.append(cells)
      }
    }

    /// The user taps an item. - Returns: the item selected, or nil.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> IndexPath? {
      if let delegate = collectionDelegate(for: "collectionView:shouldHighlightItemAtIndexPath:"),
        !delegate.collectionView(self, shouldHighlightItemAt: indexPath)
      {
        return nil
      }
      if let delegate = collectionDelegate(for: "collectionView:shouldSelectItemAtIndexPath:"),
        !delegate.collectionView(self, shouldSelectItemAt: indexPath)
      {
        return nil
      }
      selectedItem = indexPath
      collectionDelegate(for: "collectionView:didSelectItemAtIndexPath:")?.collectionView(
        self, didSelectItemAt: indexPath)
      return indexPath
    }

    /// Whether the item's cell can become focused: the delegate's answer, which "takes precedence", else
    /// `allowsFocus` (`allowsFocusDuringEditing` while editing).
    public func canFocusItem(at indexPath: IndexPath) -> Bool {
      collectionDelegate(for: "collectionView:canFocusItemAtIndexPath:")?.collectionView(
        self, canFocusItemAt: indexPath) ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
    }

    /// "beginInteractiveMovementForItemAtIndexPath: … // returns NO if reordering was prevented from beginning -
    /// otherwise YES": prevented unless the data source moves items (docs of `collectionView(_:moveItemAt:to:)`:
    /// "If you don't implement this method, the collection view ignores any attempts to reorder items") and, when
    /// it implements `collectionView:canMoveItemAtIndexPath:`, allows the item ("true if the item is allowed to
    /// move").
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
      guard collectionDataSource(for: "collectionView:moveItemAtIndexPath:toIndexPath:") != nil else { return false }
      return collectionDataSource(for: "collectionView:canMoveItemAtIndexPath:")?.collectionView(
        self, canMoveItemAt: indexPath) ?? true
    }

    /// "Returns the index path of the item at the specified point in the collection view" (Apple's docs);
    /// nil between items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
      itemFrames.first { $0.value.contains(point) }?.key
    }

    /// The user long-presses at `point`, on `items` (none between cells, several in a multiple selection).
    /// - Returns: the menu's configuration and highlight preview (nil: the default one); no configuration, no menu.
    public func longPress(items: [IndexPath], at point: CGPoint) -> (
      configuration: UIContextMenuConfiguration, preview: UITargetedPreview?
    )? {
      if Self.menuSelectors.contains(where: cachedSelectors.contains) {
        guard let delegate = collectionDelegate(for: Self.menuSelectors[0]) else { return nil }
        calledMenuMethods.append("configuration for items")
        guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: items, point: point)
        else { return nil }
        guard let item = items.first, let previewing = collectionDelegate(for: Self.menuSelectors[1]) else {
          return (configuration, nil)
        }
        calledMenuMethods.append("highlight preview for item")
        return (
          configuration,
          previewing.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
        )
      }
      // The pressed item: the one, or in a multiple selection the one under the point; none between cells.
      guard let pressed = items.count > 1 ? indexPathForItem(at: point) : items.first,
        let delegate = collectionDelegate(for: Self.deprecatedMenuSelectors[0])
      else { return nil }
      calledMenuMethods.append("configuration for item")
      guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: pressed, point: point)
      else { return nil }
      guard let previewing = collectionDelegate(for: Self.deprecatedMenuSelectors[1]) else {
        return (configuration, nil)
      }
      calledMenuMethods.append("preview for highlighting")
      return (
        configuration,
        previewing.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
      )
    }

    /// Where an item dragged from `original`, now at `current`, lands when proposed `proposed`.
    public func targetForMove(from original: IndexPath, at current: IndexPath, toward proposed: IndexPath) -> IndexPath
    {
      if let delegate = collectionDelegate(
        for: "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:")
      {
        calledMoveMethods.append("newer")
        return delegate.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original, atCurrentIndexPath: current,
          toProposedIndexPath: proposed)
      }
      if let delegate = collectionDelegate(
        for: "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:")
      {
        calledMoveMethods.append("older")
        return delegate.collectionView(self, targetIndexPathForMoveFromItemAt: current, toProposedIndexPath: proposed)
      }
      calledMoveMethods.append("none")
      return proposed
    }
  }

  extension IndexPath {
    /// UIKit's item-and-section index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
  }
#endif
