// The shipped UICollectionViewDelegate and UICollectionViewDataSource
// adapters, run against the model of UICollectionView
// (Tests/AppleModels/UIKit/UICollectionView.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A screen's own collection delegate, written before iOS 15: it keeps item 0 of each section in place
  /// with the older move method, and records each call (current, proposed).
  final class LegacyCollectionDelegate: ModelDelegate, UICollectionViewDelegate {
    var moves: [String] = []
    init() {
      super.init(implementing: ["collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"])
    }
    func collectionView(
      _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      moves.append("real \(currentIndexPath.item)->\(proposedIndexPath.item)")
      return proposedIndexPath.item == 0 ? IndexPath(item: 1, section: proposedIndexPath.section) : proposedIndexPath
    }
  }

  /// A screen's own collection delegate written for iOS 13: its long-press menu and highlight preview, with
  /// the methods iOS 16 deprecated.
  final class LegacyMenuCollectionDelegate: ModelDelegate, UICollectionViewDelegate {
    let menu = UIContextMenuConfiguration()
    let preview = UITargetedPreview()
    var calls: [String] = []
    init() {
      super.init(implementing: [
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "collectionView:previewForHighlightingContextMenuWithConfiguration:",
      ])
    }
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      calls.append("real menu \(indexPath.item)")
      return menu
    }
    func collectionView(
      _ collectionView: UICollectionView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      calls.append("real preview")
      return configuration === menu ? preview : nil
    }
  }

  @MainActor @Suite struct UICollectionViewModelTests {
    func collectionView() -> UICollectionView {
      let collectionView = UICollectionView()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      return collectionView
    }

    @Test func handlersForItemsAndCellsShowOneSectionWithOneDequeuePerCell() {
      let collectionView = collectionView()
      collectionView.reloadData()
      #expect(collectionView.displayed.isEmpty)
      let items = collectionView.on(\.numberOfItemsInSection) { _, _ in 5 }
      let cells = collectionView.on(\.cellForItemAt) { collectionView, indexPath in
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      collectionView.reloadData()
      #expect(collectionView.displayed.map(\.count) == [5])
      #expect(collectionView.dequeueCount == 5)
      #expect(collectionView.cellsNotDequeued == 0)
      items.cancel()
      cells.cancel()
      collectionView.reloadData()
      #expect(collectionView.displayed.isEmpty)
    }

    /// A count answered and no cell: UIKit would raise for a cell not dequeued; the adapter's fallback
    /// dequeues an empty one of a class it registers.
    @Test func aCountWithoutACellGetsDequeuedEmptyCells() {
      let collectionView = collectionView()
      let items = collectionView.on(\.numberOfItemsInSection) { _, _ in 2 }
      collectionView.reloadData()
      #expect(collectionView.displayed.map(\.count) == [2])
      #expect(collectionView.cellsNotDequeued == 0)
      #expect(collectionView.dequeueCount == 2)
      #expect(collectionView.displayed[0].allSatisfy { $0.reuseIdentifier == "DelegateDSL.nobodyAnswered" })
      items.cancel()
    }

    @Test func aSelectionVetoRefusesOnlyItsItems() {
      let collectionView = collectionView()
      var selected: [Int] = []
      let veto = collectionView.on(\.shouldSelectItemAt) { _, indexPath in indexPath.item != 3 }
      let selection = collectionView.on(\.didSelectItemAt) { _, indexPath in selected.append(indexPath.item) }
      #expect(collectionView.tapItem(at: IndexPath(item: 3, section: 0)) == nil)
      #expect(collectionView.tapItem(at: IndexPath(item: 2, section: 0)) != nil)
      #expect(selected == [2])
      veto.cancel()
      selection.cancel()
    }

    @Test func aHandlerOnTheOlderMoveMethodAloneRedirects() {
      let collectionView = collectionView()
      let pin = collectionView.on(\.targetIndexPathForMoveFromItemAt) { _, _, proposed in
        proposed.item == 0 ? IndexPath(item: 1, section: 0) : proposed
      }
      let zero = IndexPath(item: 0, section: 0)
      #expect(collectionView.targetForMove(from: IndexPath(item: 4, section: 0), at: zero, toward: zero).item == 1)
      pin.cancel()
    }

    /// §2 of issue 37: the move family is routed although the older method is deprecated. A handler on
    /// the iOS 15 method makes UIKit call only that one ("API_DEPRECATED_WITH_REPLACEMENT"); the legacy real
    /// delegate's older method is called from it with the current and proposed index paths, and its
    /// constraint holds: the handler gets its answer as the proposal so far.
    @Test func aLegacyMoveConstraintHoldsUnderANewerHandler() {
      let real = LegacyCollectionDelegate()
      let collectionView = collectionView()
      collectionView.delegate = real
      let zero = IndexPath(item: 0, section: 0)
      #expect(collectionView.targetForMove(from: IndexPath(item: 4, section: 0), at: zero, toward: zero).item == 1)
      var proposals: [String] = []
      let newer = collectionView.on(\.targetIndexPathForMoveOfItemFromOriginalIndexPath) { _, original, _, proposed in
        proposals.append("newer \(original.item): \(proposed.item)")
        return proposed
      }
      let target = collectionView.targetForMove(from: IndexPath(item: 4, section: 0), at: zero, toward: zero)
      #expect(target.item == 1)
      #expect(real.moves == ["real 0->0", "real 0->0"])
      #expect(proposals == ["newer 4: 1"])
      newer.cancel()
      #expect(collectionView.delegate === real)
      #expect(collectionView.targetForMove(from: IndexPath(item: 4, section: 0), at: zero, toward: zero).item == 1)
      #expect(real.moves.count == 3)
    }

    /// §2 of issue 37, a newer group that silences the older methods entirely: UICollectionView.h says the
    /// deprecated context-menu methods are "not called" once any of the three iOS 16 replacements is
    /// implemented. One handler on the iOS 16 dismissal preview claims that group; the three are families, so
    /// the real delegate's deprecated menu and highlight preview are still asked (through the iOS 16 methods,
    /// for one item), and its menu is still shown.
    @Test func aHandlerOnOneIOS16MenuMethodKeepsTheLegacyMenu() {
      let real = LegacyMenuCollectionDelegate()
      let collectionView = collectionView()
      collectionView.delegate = real
      let point = CGPoint.zero
      let item = IndexPath(item: 2, section: 0)
      #expect(collectionView.longPress(items: [item], at: point)?.configuration === real.menu)
      #expect(collectionView.calledMenuMethods == ["configuration for item", "preview for highlighting"])
      let dismissal = UITargetedPreview()
      var dismissals = 0
      let handler = collectionView.on(\.contextMenuConfigurationDismissalPreviewForItemAt) { _, _, _ in
        dismissals += 1
        return dismissal
      }
      let shown = collectionView.longPress(items: [item], at: point)
      #expect(shown?.configuration === real.menu)
      #expect(shown?.preview === real.preview)
      #expect(
        collectionView.calledMenuMethods.suffix(2) == ["configuration for items", "highlight preview for item"])
      #expect(real.calls == ["real menu 2", "real preview", "real menu 2", "real preview"])
      // Between cells the older method isn't asked (it takes an item): no menu. In a multiple selection it is
      // asked for the item pressed, the one under the point, as UIKit asks a legacy delegate alone.
      #expect(collectionView.longPress(items: [], at: point) == nil)
      collectionView.itemFrames = [
        item: CGRect(x: 0, y: 0, width: 10, height: 10),
        IndexPath(item: 3, section: 0): CGRect(x: 20, y: 0, width: 10, height: 10),
      ]
      let selection = [item, IndexPath(item: 3, section: 0)]
      #expect(collectionView.longPress(items: selection, at: CGPoint(x: 25, y: 5))?.configuration === real.menu)
      #expect(real.calls.suffix(2) == ["real menu 3", "real preview"])
      collectionView.itemFrames = [:]
      real.calls.removeLast(2)
      #expect(real.calls.count == 4)
      #expect(dismissals == 0)
      handler.cancel()
      #expect(collectionView.delegate === real)
      #expect(collectionView.longPress(items: [item], at: point)?.preview === real.preview)
      #expect(collectionView.calledMenuMethods.suffix(2) == ["configuration for item", "preview for highlighting"])
    }

    /// Issue 43 §1: a delegate written for iOS 13 (only the single-item menu), on a collection view where one
    /// unrelated handler is installed. Without DelegateDSL a long press on an item inside a multiple selection
    /// shows its menu; with it, the proxy claims the iOS 16 method, which UIKit calls with every selected index
    /// path: the legacy delegate is asked for the pressed item (under `point`), and its menu shows.
    @Test func aLegacyMenuShowsInAMultipleSelectionBesideAnUnrelatedHandler() {
      let real = LegacyMenuCollectionDelegate()
      let collectionView = collectionView()
      collectionView.delegate = real
      let first = IndexPath(item: 0, section: 0)
      let second = IndexPath(item: 1, section: 0)
      collectionView.itemFrames = [
        first: CGRect(x: 0, y: 0, width: 50, height: 50), second: CGRect(x: 60, y: 0, width: 50, height: 50),
      ]
      let press = CGPoint(x: 70, y: 10)
      #expect(collectionView.longPress(items: [first, second], at: press)?.configuration === real.menu)
      #expect(real.calls == ["real menu 1", "real preview"])
      let selection = collectionView.on(\.didSelectItemAt) { _, _ in }
      #expect(collectionView.longPress(items: [first, second], at: press)?.configuration === real.menu)
      #expect(collectionView.calledMenuMethods.suffix(2) == ["configuration for items", "highlight preview for item"])
      #expect(real.calls == ["real menu 1", "real preview", "real menu 1", "real preview"])
      // A handler on the older event alone is asked the same way.
      var olderAsked: [Int] = []
      let older = collectionView.on(\.contextMenuConfigurationForItemAt) { _, indexPath, _ in
        olderAsked.append(indexPath.item)
        return nil
      }
      #expect(collectionView.longPress(items: [first, second], at: CGPoint(x: 10, y: 10)) != nil)
      #expect(olderAsked == [0])
      older.cancel()
      selection.cancel()
    }

    /// Handlers ported from a plain delegate that implements both menu methods: UIKit calls only the iOS 16
    /// one ("If the non-deprecated replacement … is implemented this method is not called"), so the iOS 16
    /// menu shows, and the older handler isn't asked.
    @Test func handlersOfBothMenuMethodsShowTheNewerMenuOnly() {
      let collectionView = collectionView()
      let newerMenu = UIContextMenuConfiguration()
      let olderMenu = UIContextMenuConfiguration()
      var calls: [String] = []
      let handlers = Delegate(for: UICollectionViewDelegate.self) {
        On(\.contextMenuConfigurationForItemAt) { _, _, _ in
          calls.append("older")
          return olderMenu
        }
        On(\.contextMenuConfigurationForItemsAt) { _, _, _ in
          calls.append("newer")
          return newerMenu
        }
      }.install(on: collectionView)
      #expect(collectionView.longPress(items: [IndexPath(item: 0, section: 0)], at: .zero)?.configuration === newerMenu)
      #expect(calls == ["newer"])
      handlers.cancel()
    }

    /// A handler on the deprecated move method runs when UIKit calls the iOS 15 one: its event claims
    /// the newer method, and the newer method runs the older event's handlers, given the current index path.
    /// Once the newer event has a handler of its own, the older's are silent, as UIKit asks a delegate that
    /// implements both only the newer (the header says only `API_DEPRECATED_WITH_REPLACEMENT`: the model
    /// takes the behaviour before the newer method, where the older was asked for every move).
    @Test func anOlderMoveHandlerRunsWhenTheNewerMethodIsCalled() {
      let collectionView = collectionView()
      var calls: [String] = []
      let older = collectionView.on(\.targetIndexPathForMoveFromItemAt) { _, current, proposed in
        calls.append("older \(current.item)->\(proposed.item)")
        return proposed.item == 0 ? IndexPath(item: 1, section: 0) : proposed
      }
      let current = IndexPath(item: 2, section: 0)
      let original = IndexPath(item: 5, section: 0)
      #expect(
        collectionView.targetForMove(from: original, at: current, toward: IndexPath(item: 0, section: 0)).item == 1)
      #expect(calls == ["older 2->0"])
      let newer = collectionView.on(\.targetIndexPathForMoveOfItemFromOriginalIndexPath) { _, original, _, proposed in
        calls.append("newer \(original.item): \(proposed.item)")
        return proposed
      }
      calls = []
      let target = collectionView.targetForMove(from: original, at: current, toward: IndexPath(item: 0, section: 0))
      #expect(target.item == 0)
      #expect(calls == ["newer 5: 0"])
      #expect(collectionView.calledMoveMethods == ["newer", "newer"])
      older.cancel()
      newer.cancel()
      #expect(collectionView.delegate == nil)
    }
  }
#endif
