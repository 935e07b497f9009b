// UICollectionView's calls of the delegate and data source methods that answer, beyond those
// UICollectionView.swift models with its flows (selection, focus, moves, context menus, cells): each as
// UICollectionView.h says the collection view uses the answer, and what it does without the method. They
// ask `responds(to:)` when they call (the cache is modelled and tested by the flows in UICollectionView.swift).

#if !canImport(ObjectiveC)
  import Foundation

  extension UICollectionView {
    func askedDelegate(_ selector: Selector) -> (any UICollectionViewDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    func askedDataSource(_ selector: Selector) -> (any UICollectionViewDataSource)? {
      responds(storedDataSource, to: selector) ? storedDataSource : nil
    }

    /// "called when the user taps on an already-selected item in multi-select mode"; without the method, it
    /// deselects. - Returns: whether the item was deselected.
    public func tapSelectedItem(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:shouldDeselectItemAtIndexPath:")?.collectionView(
        self, shouldDeselectItemAt: indexPath) ?? true
    }

    /// "@return `YES` if the item is editable; otherwise, `NO`. Defaults to `YES`."
    public func canEditItem(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:canEditItemAtIndexPath:")?.collectionView(self, canEditItemAt: indexPath) ?? true
    }

    /// "If not implemented, defaults to `YES` when not editing and `NO` when editing."
    public func canPerformPrimaryActionForItem(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:canPerformPrimaryActionForItemAtIndexPath:")?.collectionView(
        self, canPerformPrimaryActionForItemAt: indexPath) ?? !isEditing
    }

    /// The deprecated Copy/Paste menu ("These methods provide support for copy/paste actions on cells. All three
    /// should be implemented if any are."): without it, no menu.
    public func showsMenu(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:shouldShowMenuForItemAtIndexPath:")?.collectionView(
        self, shouldShowMenuForItemAt: indexPath) ?? false
    }

    /// The second Copy/Paste method: without it, no action.
    public func canPerformAction(_ action: Selector, at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:canPerformAction:forItemAtIndexPath:withSender:")?.collectionView(
        self, canPerformAction: action, forItemAt: indexPath, withSender: nil) ?? false
    }

    /// `shouldUpdateFocusInContext:`: NO stops the update; without the method it happens (the header doesn't say).
    public func allowsFocusUpdate(_ context: UICollectionViewFocusUpdateContext) -> Bool {
      askedDelegate("collectionView:shouldUpdateFocusInContext:")?.collectionView(self, shouldUpdateFocusIn: context)
        ?? true
    }

    /// `indexPathForPreferredFocusedViewInCollectionView:`, else none (the header doesn't say).
    public var preferredFocusedIndexPath: IndexPath? {
      askedDelegate("indexPathForPreferredFocusedViewInCollectionView:")?.indexPathForPreferredFocusedView(in: self)
        ?? nil
    }

    /// "Determines if the item at the specified index path should also become selected when focus moves to it.",
    /// else `selectionFollowsFocus`.
    public func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:selectionFollowsFocusForItemAtIndexPath:")?.collectionView(
        self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus
    }

    /// "If this method is not implemented, the default is YES."
    public func springLoads(at indexPath: IndexPath, context: any UISpringLoadedInteractionContext) -> Bool {
      askedDelegate("collectionView:shouldSpringLoadItemAtIndexPath:withContext:")?.collectionView(
        self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
    }

    /// A two-finger pan: "If this method is not implemented, the default is NO."
    public func beginsMultipleSelection(at indexPath: IndexPath) -> Bool {
      askedDelegate("collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:")?.collectionView(
        self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    /// "Return a valid @c UIWindowSceneActivationConfiguration to allow for the cell to be expanded into a new
    /// scene. Return nil to prevent the interaction from starting."
    public func sceneActivation(at indexPath: IndexPath, point: CGPoint) -> UIWindowScene.ActivationConfiguration? {
      askedDelegate("collectionView:sceneActivationConfigurationForItemAtIndexPath:point:")?.collectionView(
        self, sceneActivationConfigurationForItemAt: indexPath, point: point) ?? nil
    }

    /// "customize the content offset to be applied during transition or update animations", else the proposal.
    public func targetContentOffset(proposed: CGPoint) -> CGPoint {
      askedDelegate("collectionView:targetContentOffsetForProposedContentOffset:")?.collectionView(
        self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
    }

    /// "support for custom transition layout", else a plain transition between the two.
    public func transitionLayout(from old: UICollectionViewLayout, to new: UICollectionViewLayout)
      -> UICollectionViewTransitionLayout
    {
      askedDelegate("collectionView:transitionLayoutForOldLayout:newLayout:")?.collectionView(
        self, transitionLayoutForOldLayout: old, newLayout: new)
        ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: new)
    }

    /// "Returns a list of index titles to display in the index view (e.g. ["A", "B", "C" ... "Z", "#"])"
    public var indexTitles: [String]? {
      askedDataSource("indexTitlesForCollectionView:")?.indexTitles(for: self) ?? nil
    }

    /// "Returns the index path that corresponds to the given title / index. (e.g. "B",1) Return an index path
    /// with a single index to indicate an entire section, instead of a specific item."; without the method, the
    /// index's section (unconfirmed: the header doesn't say).
    public func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
      askedDataSource("collectionView:indexPathForIndexTitle:atIndex:")?.collectionView(
        self, indexPathForIndexTitle: title, at: index) ?? IndexPath(index: index)
    }

    /// A supplementary view (a header, a footer) for a kind the layout asks for: the data source's.
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
      askedDataSource("collectionView:viewForSupplementaryElementOfKind:atIndexPath:")?.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
  }
#endif
