// UITableView's calls of the delegate and data source methods that answer, beyond those UITableView.swift
// models with its flows (heights, selection, editing, focus, moves): each as UITableView.h says the table
// uses the answer, and what it does without the method. They ask `responds(to:)` when they call (the
// table's cache of it is modelled by the flows in UITableView.swift, and tested there), so a combination
// test may install its handler after assigning the real delegate.

#if !canImport(ObjectiveC)
  import Foundation

  extension UITableView {
    func askedDelegate(_ selector: Selector) -> (any UITableViewDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    func askedDataSource(_ selector: Selector) -> (any UITableViewDataSource)? {
      responds(storedDataSource, to: selector) ? storedDataSource : nil
    }

    /// `estimatedHeightForHeaderInSection:`, else `estimatedSectionHeaderHeight; // default is
    /// UITableViewAutomaticDimension, set to 0 to disable`.
    public func estimatedHeightForHeader(inSection section: Int) -> CGFloat {
      askedDelegate("tableView:estimatedHeightForHeaderInSection:")?.tableView(
        self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
    }

    /// `estimatedHeightForFooterInSection:`, else `estimatedSectionFooterHeight`.
    public func estimatedHeightForFooter(inSection section: Int) -> CGFloat {
      askedDelegate("tableView:estimatedHeightForFooterInSection:")?.tableView(
        self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
    }

    /// "custom view for header. will be adjusted to default or specified header height"; none without it.
    public func viewForHeader(inSection section: Int) -> UIView? {
      askedDelegate("tableView:viewForHeaderInSection:")?.tableView(self, viewForHeaderInSection: section) ?? nil
    }

    /// "custom view for footer. will be adjusted to default or specified footer height"; none without it.
    public func viewForFooter(inSection section: Int) -> UIView? {
      askedDelegate("tableView:viewForFooterInSection:")?.tableView(self, viewForFooterInSection: section) ?? nil
    }

    /// The user taps the selected row again to deselect it: "Return a new indexPath, or nil, to change the
    /// proposed selection." - Returns: the row deselected, or nil.
    public func deselectByTap(at indexPath: IndexPath) -> IndexPath? {
      guard let delegate = askedDelegate("tableView:willDeselectRowAtIndexPath:") else { return indexPath }
      return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    /// "If not implemented defaults to `YES` when not editing and `NO` when editing."
    public func canPerformPrimaryActionForRow(at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:canPerformPrimaryActionForRowAtIndexPath:")?.tableView(
        self, canPerformPrimaryActionForRowAt: indexPath) ?? !isEditing
    }

    /// The delete-confirmation button's title: the delegate's, else "Delete" (Apple's docs: "By default, the
    /// delete-confirmation button … has the title of “Delete”").
    public func deleteConfirmationTitle(at indexPath: IndexPath) -> String {
      askedDelegate("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")?.tableView(
        self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// "This method supersedes -tableView:titleForDeleteConfirmationButtonForRowAtIndexPath: if return value is
    /// non-nil": nil is the default action.
    public func editActions(at indexPath: IndexPath) -> [UITableViewRowAction]? {
      askedDelegate("tableView:editActionsForRowAtIndexPath:")?.tableView(self, editActionsForRowAt: indexPath) ?? nil
    }

    /// "return nil to get the default swipe actions"
    public func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      askedDelegate("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")?.tableView(
        self, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
    }

    /// "return nil to get the default swipe actions"
    public func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      askedDelegate("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")?.tableView(
        self, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
    }

    /// "Controls whether the background is indented while editing.  If not implemented, the default is YES."
    public func indentsWhileEditing(at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:shouldIndentWhileEditingRowAtIndexPath:")?.tableView(
        self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    }

    /// "return 'depth' of row for hierarchies", else the cell's `indentationLevel; // … default is 0`.
    public func indentationLevel(at indexPath: IndexPath) -> Int {
      askedDelegate("tableView:indentationLevelForRowAtIndexPath:")?.tableView(
        self, indentationLevelForRowAt: indexPath) ?? 0
    }

    /// "Copy/Paste.  All three methods must be implemented by the delegate.": without them, no menu.
    public func showsMenu(at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:shouldShowMenuForRowAtIndexPath:")?.tableView(self, shouldShowMenuForRowAt: indexPath)
        ?? false
    }

    /// The second of the three Copy/Paste methods: without it, no action.
    public func canPerformAction(_ action: Selector, at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:canPerformAction:forRowAtIndexPath:withSender:")?.tableView(
        self, canPerformAction: action, forRowAt: indexPath, withSender: nil) ?? false
    }

    /// `shouldUpdateFocusInContext:`: NO stops the update; without the method it happens (the header doesn't
    /// say; UIFocus.h: "return NO to prevent the focus update" of the environment's own method).
    public func allowsFocusUpdate(_ context: UITableViewFocusUpdateContext) -> Bool {
      askedDelegate("tableView:shouldUpdateFocusInContext:")?.tableView(self, shouldUpdateFocusIn: context) ?? true
    }

    /// `indexPathForPreferredFocusedViewInTableView:`, else none (the header doesn't say; the table's own
    /// focus rules decide).
    public var preferredFocusedIndexPath: IndexPath? {
      askedDelegate("indexPathForPreferredFocusedViewInTableView:")?.indexPathForPreferredFocusedView(in: self) ?? nil
    }

    /// "If the table view's global selectionFollowsFocus is enabled, this method will allow you to override that
    /// behavior on a per-index path basis.", else `selectionFollowsFocus`.
    public func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:selectionFollowsFocusForRowAtIndexPath:")?.tableView(
        self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
    }

    /// "Allows opting-out of spring loading for an particular row." "If this method is not implemented, the
    /// default is YES except when the row is part of a drag session."
    public func springLoads(at indexPath: IndexPath, context: any UISpringLoadedInteractionContext) -> Bool {
      askedDelegate("tableView:shouldSpringLoadRowAtIndexPath:withContext:")?.tableView(
        self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
    }

    /// A two-finger pan: "If this method returns YES, allow the user to start selecting multiple contiguous cells
    /// via a two-finger pan gesture." "If this method is not implemented, the default is NO."
    public func beginsMultipleSelection(at indexPath: IndexPath) -> Bool {
      askedDelegate("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:")?.tableView(
        self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    /// A long press: "@return A UIContextMenuConfiguration describing the menu to be presented. Return nil to
    /// prevent the interaction from beginning."
    public func contextMenu(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
      askedDelegate("tableView:contextMenuConfigurationForRowAtIndexPath:point:")?.tableView(
        self, contextMenuConfigurationForRowAt: indexPath, point: point) ?? nil
    }

    /// "Called when the interaction begins. Return a UITargetedPreview to override the default preview created by
    /// the table view."
    public func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
      askedDelegate("tableView:previewForHighlightingContextMenuWithConfiguration:")?.tableView(
        self, previewForHighlightingContextMenuWithConfiguration: configuration) ?? nil
    }

    /// "Called when the interaction is about to dismiss. Return a UITargetedPreview describing the desired
    /// dismissal target."; nil, the default animation.
    public func dismissalPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
      askedDelegate("tableView:previewForDismissingContextMenuWithConfiguration:")?.tableView(
        self, previewForDismissingContextMenuWithConfiguration: configuration) ?? nil
    }

    /// "return list of section titles to display in section index view (e.g. "ABCD...Z#")"; none without it.
    public var sectionIndexTitles: [String]? {
      askedDataSource("sectionIndexTitlesForTableView:")?.sectionIndexTitles(for: self) ?? nil
    }

    /// "tell table which section corresponds to section title/index (e.g. "B",1))"; without the method, the
    /// index's own position (unconfirmed: the header doesn't say).
    public func section(forIndexTitle title: String, at index: Int) -> Int {
      askedDataSource("tableView:sectionForSectionIndexTitle:atIndex:")?.tableView(
        self, sectionForSectionIndexTitle: title, at: index) ?? index
    }

    /// The section's footer title: "fixed font style. use custom view (UILabel) if you want something
    /// different"; none without the method.
    public func titleForFooter(inSection section: Int) -> String? {
      askedDataSource("tableView:titleForFooterInSection:")?.tableView(self, titleForFooterInSection: section) ?? nil
    }
  }
#endif
