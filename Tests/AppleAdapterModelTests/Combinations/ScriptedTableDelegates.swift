// Scripted real delegates (RuleCase.swift) for UITableView's delegate and data source: every answering
// method, answered from the script.

#if !canImport(ObjectiveC)
  import AppleModels
  import Foundation

  final class ScriptedTableDelegate: ScriptedDelegate, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      reply("tableView:heightForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      reply("tableView:heightForHeaderInSection:")
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      reply("tableView:heightForFooterInSection:")
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      reply("tableView:estimatedHeightForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
      reply("tableView:estimatedHeightForHeaderInSection:")
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
      reply("tableView:estimatedHeightForFooterInSection:")
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      reply("tableView:viewForHeaderInSection:")
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      reply("tableView:viewForFooterInSection:")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:shouldHighlightRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      reply("tableView:willSelectRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      reply("tableView:willDeselectRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:canPerformPrimaryActionForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      reply("tableView:editingStyleForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
      -> String?
    {
      reply("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
      reply("tableView:editActionsForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      reply("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      reply("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:shouldIndentWhileEditingRowAtIndexPath:")
    }
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      reply("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      reply("tableView:indentationLevelForRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:shouldShowMenuForRowAtIndexPath:")
    }
    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      reply("tableView:canPerformAction:forRowAtIndexPath:withSender:")
    }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:canFocusRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
      reply("tableView:shouldUpdateFocusInContext:")
    }
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      reply("indexPathForPreferredFocusedViewInTableView:")
    }
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:selectionFollowsFocusForRowAtIndexPath:")
    }
    func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      reply("tableView:shouldSpringLoadRowAtIndexPath:withContext:")
    }
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
      reply("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      reply("tableView:contextMenuConfigurationForRowAtIndexPath:point:")
    }
    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      reply("tableView:previewForHighlightingContextMenuWithConfiguration:")
    }
    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      reply("tableView:previewForDismissingContextMenuWithConfiguration:")
    }
  }

  final class ScriptedTableDataSource: ScriptedDelegate, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      reply("tableView:numberOfRowsInSection:")
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      reply("tableView:cellForRowAtIndexPath:")
    }
    func numberOfSections(in tableView: UITableView) -> Int { reply("numberOfSectionsInTableView:") }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { reply("sectionIndexTitlesForTableView:") }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      reply("tableView:sectionForSectionIndexTitle:atIndex:")
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      reply("tableView:titleForHeaderInSection:")
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      reply("tableView:titleForFooterInSection:")
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:canEditRowAtIndexPath:")
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      reply("tableView:canMoveRowAtIndexPath:")
    }
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    }
  }
#endif
