// Scripted real delegates (RuleCase.swift) for UICollectionView's delegate and data source: every answering
// method outside the context menus (whose family issue 43 changes), answered from the script.

#if !canImport(ObjectiveC)
  import AppleModels
  import Foundation

  final class ScriptedCollectionDelegate: ScriptedDelegate, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:canEditItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:canFocusItemAtIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      reply("collectionView:canPerformAction:forItemAtIndexPath:withSender:")
    }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
      -> Bool
    {
      reply("collectionView:canPerformPrimaryActionForItemAtIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
      reply("collectionView:sceneActivationConfigurationForItemAtIndexPath:point:")
    }
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    {
      reply("collectionView:selectionFollowsFocusForItemAtIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      reply("collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:shouldDeselectItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:shouldHighlightItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:shouldSelectItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:shouldShowMenuForItemAtIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      reply("collectionView:shouldSpringLoadItemAtIndexPath:withContext:")
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
      reply("collectionView:shouldUpdateFocusInContext:")
    }
    func collectionView(
      _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      reply("collectionView:targetContentOffsetForProposedContentOffset:")
    }
    func collectionView(
      _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      reply("collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      reply("collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:")
    }
    func collectionView(
      _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
      newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
      reply("collectionView:transitionLayoutForOldLayout:newLayout:")
    }
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
      reply("indexPathForPreferredFocusedViewInCollectionView:")
    }
  }

  final class ScriptedCollectionDataSource: ScriptedDelegate, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      reply("collectionView:numberOfItemsInSection:")
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      reply("collectionView:cellForItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      reply("collectionView:canMoveItemAtIndexPath:")
    }
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
      -> IndexPath
    {
      reply("collectionView:indexPathForIndexTitle:atIndex:")
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      reply("collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
    }
    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      reply("indexTitlesForCollectionView:")
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int {
      reply("numberOfSectionsInCollectionView:")
    }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
  }

#endif
