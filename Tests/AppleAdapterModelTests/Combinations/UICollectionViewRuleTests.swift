// Every answering method of the UICollectionViewDelegate and UICollectionViewDataSource adapters outside
// the context menus (issue 43 changes their family), with the real delegate (or data source) and a handler
// both answering (RuleCase.swift): one row per method and rule.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A collection view with a scripted real delegate and data source.
  @MainActor final class CollectionScreen {
    let collection = UICollectionView()
    let real: ScriptedCollectionDelegate
    let source: ScriptedCollectionDataSource

    init(delegate: [Selector: Any?] = [:], dataSource: [Selector: Any?] = [:]) {
      real = ScriptedCollectionDelegate(delegate)
      source = ScriptedCollectionDataSource(dataSource)
      collection.delegate = real
      collection.dataSource = source
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    /// Keeps `subscription` for the call (the properties assigned again, as UIKit caches `responds(to:)`),
    /// then cancels it.
    func with<Served, Result>(_ subscription: DelegateSubscription<Served>, _ call: (UICollectionView) -> Result)
      -> Result
    {
      defer { subscription.cancel() }
      collection.delegate = collection.delegate
      collection.dataSource = collection.dataSource
      return call(collection)
    }
  }

  let item0 = IndexPath(item: 0, section: 0)
  let item1 = IndexPath(item: 1, section: 0)
  let item2 = IndexPath(item: 2, section: 0)

  let collectionDelegateCases: [RuleCase] = [
    RuleCase("collectionView:shouldHighlightItemAtIndexPath:", "all: the real delegate's NO halts the selection") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldHighlightItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.shouldHighlightItemAt) { _, _ in true }) { $0.tapItem(at: item0) } as Any,
        IndexPath?.none as Any)
    },
    RuleCase("collectionView:shouldSelectItemAtIndexPath:", "all: the real delegate's NO stops the selection") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldSelectItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.shouldSelectItemAt) { _, _ in true }) { $0.tapItem(at: item0) } as Any,
        IndexPath?.none as Any)
    },
    RuleCase("collectionView:shouldDeselectItemAtIndexPath:", "all: the real delegate's NO keeps the item") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldDeselectItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.shouldDeselectItemAt) { _, _ in true }) { $0.tapSelectedItem(at: item0) },
        false)
    },
    RuleCase("collectionView:canPerformPrimaryActionForItemAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = CollectionScreen(delegate: ["collectionView:canPerformPrimaryActionForItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.canPerformPrimaryActionForItemAt) { _, _ in true }) {
          $0.canPerformPrimaryActionForItem(at: item0)
        }, false)
    },
    RuleCase("collectionView:canPerformPrimaryActionForItemAtIndexPath:", "fallback: NO while editing") {
      let screen = CollectionScreen()
      screen.collection.isEditing = true
      let subscription = screen.collection.on(\.canPerformPrimaryActionForItemAt) { _, _ in true }
      subscription.cancel()
      return outcome(screen.collection.canPerformPrimaryActionForItem(at: item0), false)
    },
    RuleCase("collectionView:shouldShowMenuForItemAtIndexPath:", "any: the real delegate's YES shows the menu") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldShowMenuForItemAtIndexPath:": true])
      return outcome(
        screen.with(screen.collection.on(\.shouldShowMenuForItemAt) { _, _ in false }) { $0.showsMenu(at: item0) },
        true)
    },
    RuleCase("collectionView:canPerformAction:forItemAtIndexPath:withSender:", "any: the real delegate's YES") {
      let screen = CollectionScreen(delegate: ["collectionView:canPerformAction:forItemAtIndexPath:withSender:": true])
      return outcome(
        screen.with(screen.collection.on(\.canPerformAction) { _, _, _, _ in false }) {
          $0.canPerformAction("copy:", at: item0)
        }, true)
    },
    RuleCase("collectionView:transitionLayoutForOldLayout:newLayout:", "vend: the handler's layout, real not asked") {
      let (old, new) = (UICollectionViewLayout(), UICollectionViewLayout())
      let mine = UICollectionViewTransitionLayout(currentLayout: old, nextLayout: new)
      let screen = CollectionScreen(delegate: [
        "collectionView:transitionLayoutForOldLayout:newLayout:": UICollectionViewTransitionLayout(
          currentLayout: old, nextLayout: new)
      ])
      let got = screen.with(screen.collection.on(\.transitionLayoutForOldLayout) { _, _, _ in mine }) {
        $0.transitionLayout(from: old, to: new)
      }
      let asked = screen.real.count("collectionView:transitionLayoutForOldLayout:newLayout:")
      return outcome("\(got === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("collectionView:canFocusItemAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = CollectionScreen(delegate: ["collectionView:canFocusItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.canFocusItemAt) { _, _ in true }) { $0.canFocusItem(at: item0) }, false)
    },
    RuleCase("collectionView:shouldUpdateFocusInContext:", "all: the real delegate's NO stands") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldUpdateFocusInContext:": false])
      return outcome(
        screen.with(screen.collection.on(\.shouldUpdateFocusIn) { _, _ in true }) {
          $0.allowsFocusUpdate(UICollectionViewFocusUpdateContext())
        }, false)
    },
    RuleCase("indexPathForPreferredFocusedViewInCollectionView:", "firstNonNil: the real delegate's item stands") {
      let screen = CollectionScreen(delegate: ["indexPathForPreferredFocusedViewInCollectionView:": item1 as IndexPath?]
      )
      return outcome(
        screen.with(screen.collection.on(\.indexPathForPreferredFocusedView) { _ in item2 }) {
          $0.preferredFocusedIndexPath
        } as Any, item1 as IndexPath? as Any)
    },
    RuleCase("collectionView:selectionFollowsFocusForItemAtIndexPath:", "lastNonNil: a handler's answer stands") {
      let screen = CollectionScreen(delegate: ["collectionView:selectionFollowsFocusForItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.selectionFollowsFocusForItemAt) { _, _ in true }) {
          $0.selectionFollowsFocus(at: item0)
        }, true)
    },
    RuleCase("collectionView:selectionFollowsFocusForItemAtIndexPath:", "fallback: the view's selectionFollowsFocus") {
      let screen = CollectionScreen()
      screen.collection.selectionFollowsFocus = true
      return outcome(
        screen.with(screen.collection.on(\.selectionFollowsFocusForItemAt) { _, _ in nil }) {
          $0.selectionFollowsFocus(at: item0)
        }, true)
    },
    RuleCase(
      "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
      "proposal threaded: a handler that keeps its proposal keeps the real delegate's redirect"
    ) {
      let screen = CollectionScreen(delegate: [
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:":
          item2
      ])
      return outcome(
        screen.with(
          screen.collection.on(\.targetIndexPathForMoveOfItemFromOriginalIndexPath) { _, _, _, proposed in proposed }
        ) { $0.targetForMove(from: item0, at: item0, toward: item1) }, item2)
    },
    RuleCase(
      "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:",
      "proposal threaded, through the family: a handler that keeps its proposal keeps the legacy redirect"
    ) {
      let screen = CollectionScreen(delegate: [
        "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:": item2
      ])
      return outcome(
        screen.with(screen.collection.on(\.targetIndexPathForMoveFromItemAt) { _, _, proposed in proposed }) {
          $0.targetForMove(from: item0, at: item0, toward: item1)
        }, item2)
    },
    RuleCase(
      "collectionView:targetContentOffsetForProposedContentOffset:",
      "proposal threaded: a handler that keeps its proposal keeps the real delegate's offset"
    ) {
      let screen = CollectionScreen(delegate: [
        "collectionView:targetContentOffsetForProposedContentOffset:": CGPoint(x: 0, y: 200)
      ])
      return outcome(
        screen.with(screen.collection.on(\.targetContentOffsetForProposedContentOffset) { _, proposed in proposed }) {
          $0.targetContentOffset(proposed: CGPoint(x: 0, y: 120))
        }, CGPoint(x: 0, y: 200))
    },
    RuleCase("collectionView:canEditItemAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = CollectionScreen(delegate: ["collectionView:canEditItemAtIndexPath:": false])
      return outcome(
        screen.with(screen.collection.on(\.canEditItemAt) { _, _ in true }) { $0.canEditItem(at: item0) }, false)
    },
    RuleCase("collectionView:shouldSpringLoadItemAtIndexPath:withContext:", "all: the real delegate's NO stands") {
      let screen = CollectionScreen(delegate: ["collectionView:shouldSpringLoadItemAtIndexPath:withContext:": false])
      return outcome(
        screen.with(screen.collection.on(\.shouldSpringLoadItemAt) { _, _, _ in true }) {
          $0.springLoads(at: item0, context: SpringContext())
        }, false)
    },
    RuleCase(
      "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:", "any: the real delegate's YES begins it"
    ) {
      let screen = CollectionScreen(delegate: [
        "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:": true
      ])
      return outcome(
        screen.with(screen.collection.on(\.shouldBeginMultipleSelectionInteractionAt) { _, _ in false }) {
          $0.beginsMultipleSelection(at: item0)
        }, true)
    },
    RuleCase(
      "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:", "firstNonNil: the real delegate's"
    ) {
      let theirs = UIWindowScene.ActivationConfiguration()
      let screen = CollectionScreen(delegate: [
        "collectionView:sceneActivationConfigurationForItemAtIndexPath:point:":
          theirs as UIWindowScene.ActivationConfiguration?
      ])
      let got = screen.with(screen.collection.on(\.sceneActivationConfigurationForItemAt) { _, _, _ in .init() }) {
        $0.sceneActivation(at: item0, point: .zero)
      }
      return outcome(got === theirs, true)
    },
  ]

  let collectionDataSourceCases: [RuleCase] = [
    RuleCase("collectionView:numberOfItemsInSection:", "lastNonNil: a handler's count over the real one's") {
      let screen = CollectionScreen(dataSource: [
        "collectionView:numberOfItemsInSection:": 1,
        "collectionView:cellForItemAtIndexPath:": UICollectionViewCell(),
      ])
      return outcome(
        screen.with(screen.collection.on(\.numberOfItemsInSection) { _, _ in 0 }) { collection -> Int in
          collection.reloadData()
          return collection.displayed.first?.count ?? -1
        }, 0)
    },
    RuleCase("collectionView:cellForItemAtIndexPath:", "vend: the handler's cell, the real data source not asked") {
      let mine = UICollectionViewCell()
      let screen = CollectionScreen(dataSource: [
        "collectionView:numberOfItemsInSection:": 1,
        "collectionView:cellForItemAtIndexPath:": UICollectionViewCell(),
      ])
      let got = screen.with(screen.collection.on(\.cellForItemAt) { _, _ in mine }) { collection in
        collection.reloadData()
        return collection.displayed.first?.first
      }
      let asked = screen.source.count("collectionView:cellForItemAtIndexPath:")
      return outcome("\(got === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("numberOfSectionsInCollectionView:", "last: a handler's count over the real data source's") {
      let screen = CollectionScreen(dataSource: ["numberOfSectionsInCollectionView:": 2])
      return outcome(screen.with(screen.collection.on(\.numberOfSections) { _ in 4 }) { $0.numberOfSections }, 4)
    },
    RuleCase(
      "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
      "vend: the handler's view, the real data source not asked"
    ) {
      let mine = UICollectionReusableView()
      let screen = CollectionScreen(dataSource: [
        "collectionView:viewForSupplementaryElementOfKind:atIndexPath:": UICollectionReusableView()
      ])
      let got = screen.with(screen.collection.on(\.viewForSupplementaryElementOfKind) { _, _, _ in mine }) {
        $0.supplementaryView(ofKind: "header", at: item0)
      }
      let asked = screen.source.count("collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
      return outcome("\(got === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("collectionView:canMoveItemAtIndexPath:", "all: the real data source's NO stands") {
      let screen = CollectionScreen(dataSource: [
        "collectionView:canMoveItemAtIndexPath:": false, "collectionView:moveItemAtIndexPath:toIndexPath:": true,
      ])
      return outcome(
        screen.with(screen.collection.on(\.canMoveItemAt) { _, _ in true }) {
          $0.beginInteractiveMovementForItem(at: item0)
        }, false)
    },
    RuleCase("indexTitlesForCollectionView:", "firstNonNil: the real data source's titles stand") {
      let screen = CollectionScreen(dataSource: ["indexTitlesForCollectionView:": ["A", "B"] as [String]?])
      return outcome(
        screen.with(screen.collection.on(\.indexTitles) { _ in ["X"] }) { $0.indexTitles } as Any,
        ["A", "B"] as [String]? as Any)
    },
    RuleCase("collectionView:indexPathForIndexTitle:atIndex:", "lastNonNil: a handler's index path stands") {
      let screen = CollectionScreen(dataSource: ["collectionView:indexPathForIndexTitle:atIndex:": item1])
      return outcome(
        screen.with(screen.collection.on(\.indexPathForIndexTitle) { _, _, _ in item2 }) {
          $0.indexPath(forIndexTitle: "B", at: 1)
        }, item2)
    },
    RuleCase("collectionView:indexPathForIndexTitle:atIndex:", "fallback: the index's section") {
      let screen = CollectionScreen()
      return outcome(
        screen.with(screen.collection.on(\.indexPathForIndexTitle) { _, _, _ in nil }) {
          $0.indexPath(forIndexTitle: "C", at: 2)
        }, IndexPath(index: 2))
    },
  ]

  @MainActor @Suite struct UICollectionViewRuleTests {
    @Test(arguments: collectionDelegateCases) func delegateAnswers(_ row: RuleCase) async { await row.expectPinned() }

    @Test(arguments: collectionDataSourceCases) func dataSourceAnswers(_ row: RuleCase) async {
      await row.expectPinned()
    }
  }
#endif
