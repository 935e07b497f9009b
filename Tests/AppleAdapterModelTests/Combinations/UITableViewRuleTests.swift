// Every answering method of the UITableViewDelegate and UITableViewDataSource adapters, with the real
// delegate (or data source) and a handler both answering (RuleCase.swift): one row per method and rule.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A table with a scripted real delegate and data source, kept alive as long as the screen.
  @MainActor final class TableScreen {
    let table = UITableView()
    let real: ScriptedTableDelegate
    let source: ScriptedTableDataSource

    init(delegate: [Selector: Any?] = [:], dataSource: [Selector: Any?] = [:]) {
      real = ScriptedTableDelegate(delegate)
      source = ScriptedTableDataSource(dataSource)
      table.delegate = real
      table.dataSource = source
    }

    /// Keeps `subscription` for the call, then cancels it.
    func with<Served, Result>(_ subscription: DelegateSubscription<Served>, _ call: (UITableView) -> Result) -> Result {
      defer { subscription.cancel() }
      table.delegate = table.delegate
      table.dataSource = table.dataSource
      return call(table)
    }
  }

  /// A spring-loading context, for the table's and the collection view's spring-loading rows.
  @MainActor final class SpringContext: UISpringLoadedInteractionContext {
    nonisolated func responds(to selector: Selector) -> Bool { false }
  }

  let row0 = IndexPath(row: 0, section: 0)
  let row1 = IndexPath(row: 1, section: 0)
  let row2 = IndexPath(row: 2, section: 0)

  let tableDelegateCases: [RuleCase] = [
    RuleCase("tableView:heightForRowAtIndexPath:", "lastNonNil: a handler's height over the real delegate's") {
      let screen = TableScreen(delegate: ["tableView:heightForRowAtIndexPath:": CGFloat(60)])
      return outcome(screen.with(screen.table.on(\.heightForRowAt) { _, _ in 80 }) { $0.heightForRow(at: row0) }, 80)
    },
    RuleCase("tableView:heightForHeaderInSection:", "lastNonNil: a handler's height over the real delegate's") {
      let screen = TableScreen(delegate: ["tableView:heightForHeaderInSection:": CGFloat(20)])
      return outcome(
        screen.with(screen.table.on(\.heightForHeaderInSection) { _, _ in 30 }) { $0.heightForHeader(inSection: 0) },
        30)
    },
    RuleCase("tableView:heightForFooterInSection:", "lastNonNil: a handler's height over the real delegate's") {
      let screen = TableScreen(delegate: ["tableView:heightForFooterInSection:": CGFloat(20)])
      return outcome(
        screen.with(screen.table.on(\.heightForFooterInSection) { _, _ in 30 }) { $0.heightForFooter(inSection: 0) },
        30)
    },
    RuleCase("tableView:estimatedHeightForRowAtIndexPath:", "lastNonNil: a handler's estimate over the real one's") {
      let screen = TableScreen(delegate: ["tableView:estimatedHeightForRowAtIndexPath:": CGFloat(60)])
      return outcome(
        screen.with(screen.table.on(\.estimatedHeightForRowAt) { _, _ in 80 }) { $0.estimatedHeightForRow(at: row0) },
        80)
    },
    RuleCase("tableView:estimatedHeightForHeaderInSection:", "lastNonNil: a handler's estimate over the real one's") {
      let screen = TableScreen(delegate: ["tableView:estimatedHeightForHeaderInSection:": CGFloat(20)])
      return outcome(
        screen.with(screen.table.on(\.estimatedHeightForHeaderInSection) { _, _ in 30 }) {
          $0.estimatedHeightForHeader(inSection: 0)
        }, 30)
    },
    RuleCase("tableView:estimatedHeightForHeaderInSection:", "fallback: the table's estimatedSectionHeaderHeight") {
      let screen = TableScreen()
      screen.table.estimatedSectionHeaderHeight = 0
      return outcome(
        screen.with(screen.table.on(\.estimatedHeightForHeaderInSection) { _, _ in nil }) {
          $0.estimatedHeightForHeader(inSection: 0)
        }, 0)
    },
    RuleCase("tableView:estimatedHeightForFooterInSection:", "lastNonNil: a handler's estimate over the real one's") {
      let screen = TableScreen(delegate: ["tableView:estimatedHeightForFooterInSection:": CGFloat(20)])
      return outcome(
        screen.with(screen.table.on(\.estimatedHeightForFooterInSection) { _, _ in 30 }) {
          $0.estimatedHeightForFooter(inSection: 0)
        }, 30)
    },
    RuleCase("tableView:estimatedHeightForFooterInSection:", "fallback: the table's estimatedSectionFooterHeight") {
      let screen = TableScreen()
      screen.table.estimatedSectionFooterHeight = 0
      return outcome(
        screen.with(screen.table.on(\.estimatedHeightForFooterInSection) { _, _ in nil }) {
          $0.estimatedHeightForFooter(inSection: 0)
        }, 0)
    },
    RuleCase("tableView:heightForHeaderInSection:", "fallback: the table's sectionHeaderHeight") {
      let screen = TableScreen()
      screen.table.sectionHeaderHeight = 28
      return outcome(
        screen.with(screen.table.on(\.heightForHeaderInSection) { _, _ in nil }) { $0.heightForHeader(inSection: 0) },
        28)
    },
    RuleCase("tableView:viewForHeaderInSection:", "vend: the handler's view, the real delegate not asked") {
      let mine = UIView()
      let screen = TableScreen(delegate: ["tableView:viewForHeaderInSection:": UIView() as UIView?])
      let got = screen.with(screen.table.on(\.viewForHeaderInSection) { _, _ in mine }) {
        $0.viewForHeader(inSection: 0)
      }
      return outcome(
        "\(got === mine), real asked \(screen.real.count("tableView:viewForHeaderInSection:"))", "true, real asked 0")
    },
    RuleCase("tableView:viewForFooterInSection:", "vend: the handler's view, the real delegate not asked") {
      let mine = UIView()
      let screen = TableScreen(delegate: ["tableView:viewForFooterInSection:": UIView() as UIView?])
      let got = screen.with(screen.table.on(\.viewForFooterInSection) { _, _ in mine }) {
        $0.viewForFooter(inSection: 0)
      }
      return outcome(
        "\(got === mine), real asked \(screen.real.count("tableView:viewForFooterInSection:"))", "true, real asked 0")
    },
    RuleCase("tableView:shouldHighlightRowAtIndexPath:", "all: the real delegate's NO halts the selection") {
      let screen = TableScreen(delegate: ["tableView:shouldHighlightRowAtIndexPath:": false])
      return outcome(
        screen.with(screen.table.on(\.shouldHighlightRowAt) { _, _ in true }) { $0.tapRow(at: row0) } as Any,
        IndexPath?.none as Any)
    },
    RuleCase("tableView:willSelectRowAtIndexPath:", "lastUnlessRefused: the real delegate's nil stops the selection") {
      let screen = TableScreen(delegate: ["tableView:willSelectRowAtIndexPath:": IndexPath?.none])
      return outcome(
        screen.with(screen.table.on(\.willSelectRowAt) { _, _ in row1 }) { $0.tapRow(at: row0) } as Any,
        IndexPath?.none as Any)
    },
    RuleCase("tableView:willSelectRowAtIndexPath:", "fallback: nobody answering selects the proposed row") {
      let screen = TableScreen()
      let subscription = screen.table.on(\.willSelectRowAt) { _, _ in row1 }
      screen.table.delegate = screen.table.delegate
      subscription.cancel()
      return outcome(screen.table.tapRow(at: row0) as Any, row0 as IndexPath? as Any)
    },
    RuleCase("tableView:willDeselectRowAtIndexPath:", "lastUnlessRefused: the real delegate's nil keeps the row") {
      let screen = TableScreen(delegate: ["tableView:willDeselectRowAtIndexPath:": IndexPath?.none])
      return outcome(
        screen.with(screen.table.on(\.willDeselectRowAt) { _, _ in row1 }) { $0.deselectByTap(at: row0) } as Any,
        IndexPath?.none as Any)
    },
    RuleCase("tableView:willDeselectRowAtIndexPath:", "fallback: nobody answering deselects the proposed row") {
      let screen = TableScreen()
      let subscription = screen.table.on(\.willDeselectRowAt) { _, _ in row1 }
      subscription.cancel()
      return outcome(screen.table.deselectByTap(at: row0) as Any, row0 as IndexPath? as Any)
    },
    RuleCase("tableView:canPerformPrimaryActionForRowAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = TableScreen(delegate: ["tableView:canPerformPrimaryActionForRowAtIndexPath:": false])
      return outcome(
        screen.with(screen.table.on(\.canPerformPrimaryActionForRowAt) { _, _ in true }) {
          $0.canPerformPrimaryActionForRow(at: row0)
        }, false)
    },
    RuleCase("tableView:canPerformPrimaryActionForRowAtIndexPath:", "fallback: NO while editing") {
      let screen = TableScreen()
      screen.table.isEditing = true
      let subscription = screen.table.on(\.canPerformPrimaryActionForRowAt) { _, _ in true }
      subscription.cancel()
      return outcome(screen.table.canPerformPrimaryActionForRow(at: row0), false)
    },
    RuleCase("tableView:editingStyleForRowAtIndexPath:", "lastNonNil: a handler's style over the real delegate's") {
      let screen = TableScreen(delegate: ["tableView:editingStyleForRowAtIndexPath:": UITableViewCell.EditingStyle.none]
      )
      return outcome(
        screen.with(screen.table.on(\.editingStyleForRowAt) { _, _ in .insert }) { $0.editingStyle(at: row0) },
        UITableViewCell.EditingStyle.insert)
    },
    RuleCase("tableView:editingStyleForRowAtIndexPath:", "fallback: Delete") {
      let screen = TableScreen()
      return outcome(
        screen.with(screen.table.on(\.editingStyleForRowAt) { _, _ in nil }) { $0.editingStyle(at: row0) },
        UITableViewCell.EditingStyle.delete)
    },
    RuleCase(
      "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", "firstNonNil: the real delegate's title stands"
    ) {
      let screen = TableScreen(delegate: [
        "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:": "Remove" as String?
      ])
      return outcome(
        screen.with(screen.table.on(\.titleForDeleteConfirmationButtonForRowAt) { _, _ in "Trash" }) {
          $0.deleteConfirmationTitle(at: row0)
        }, "Remove")
    },
    RuleCase("tableView:editActionsForRowAtIndexPath:", "firstNonNil: the real delegate's actions stand") {
      let theirs = [UITableViewRowAction()]
      let screen = TableScreen(delegate: ["tableView:editActionsForRowAtIndexPath:": theirs as [UITableViewRowAction]?])
      let got = screen.with(screen.table.on(\.editActionsForRowAt) { _, _ in [UITableViewRowAction()] }) {
        $0.editActions(at: row0)
      }
      return outcome(got?.first === theirs[0], true)
    },
    RuleCase(
      "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", "firstNonNil: the real delegate's stands"
    ) {
      let theirs = UISwipeActionsConfiguration()
      let screen = TableScreen(delegate: [
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:": theirs as UISwipeActionsConfiguration?
      ])
      let got = screen.with(screen.table.on(\.leadingSwipeActionsConfigurationForRowAt) { _, _ in .init() }) {
        $0.leadingSwipeActions(at: row0)
      }
      return outcome(got === theirs, true)
    },
    RuleCase(
      "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", "firstNonNil: the real delegate's stands"
    ) {
      let theirs = UISwipeActionsConfiguration()
      let screen = TableScreen(delegate: [
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:": theirs as UISwipeActionsConfiguration?
      ])
      let got = screen.with(screen.table.on(\.trailingSwipeActionsConfigurationForRowAt) { _, _ in .init() }) {
        $0.trailingSwipeActions(at: row0)
      }
      return outcome(got === theirs, true)
    },
    RuleCase("tableView:shouldIndentWhileEditingRowAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = TableScreen(delegate: ["tableView:shouldIndentWhileEditingRowAtIndexPath:": false])
      return outcome(
        screen.with(screen.table.on(\.shouldIndentWhileEditingRowAt) { _, _ in true }) {
          $0.indentsWhileEditing(at: row0)
        }, false)
    },
    RuleCase(
      "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
      "proposal threaded: a handler that keeps its proposal keeps the real delegate's redirect"
    ) {
      let screen = TableScreen(
        delegate: ["tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:": row2],
        dataSource: ["tableView:moveRowAtIndexPath:toIndexPath:": true])
      return outcome(
        screen.with(screen.table.on(\.targetIndexPathForMoveFromRowAt) { _, _, proposed in proposed }) {
          $0.dragRow(from: row0, toward: row1)
        } as Any, row2 as IndexPath? as Any)
    },
    RuleCase("tableView:indentationLevelForRowAtIndexPath:", "lastNonNil: a handler's level over the real one's") {
      let screen = TableScreen(delegate: ["tableView:indentationLevelForRowAtIndexPath:": 1])
      return outcome(
        screen.with(screen.table.on(\.indentationLevelForRowAt) { _, _ in 3 }) { $0.indentationLevel(at: row0) }, 3)
    },
    RuleCase("tableView:shouldShowMenuForRowAtIndexPath:", "any: the real delegate's YES shows the menu") {
      let screen = TableScreen(delegate: ["tableView:shouldShowMenuForRowAtIndexPath:": true])
      return outcome(
        screen.with(screen.table.on(\.shouldShowMenuForRowAt) { _, _ in false }) { $0.showsMenu(at: row0) }, true)
    },
    RuleCase("tableView:canPerformAction:forRowAtIndexPath:withSender:", "any: the real delegate's YES allows it") {
      let screen = TableScreen(delegate: ["tableView:canPerformAction:forRowAtIndexPath:withSender:": true])
      return outcome(
        screen.with(screen.table.on(\.canPerformAction) { _, _, _, _ in false }) {
          $0.canPerformAction("copy:", at: row0)
        }, true)
    },
    RuleCase("tableView:canFocusRowAtIndexPath:", "all: the real delegate's NO stands") {
      let screen = TableScreen(delegate: ["tableView:canFocusRowAtIndexPath:": false])
      return outcome(screen.with(screen.table.on(\.canFocusRowAt) { _, _ in true }) { $0.canFocusRow(at: row0) }, false)
    },
    RuleCase("tableView:shouldUpdateFocusInContext:", "all: the real delegate's NO stands") {
      let screen = TableScreen(delegate: ["tableView:shouldUpdateFocusInContext:": false])
      return outcome(
        screen.with(screen.table.on(\.shouldUpdateFocusIn) { _, _ in true }) {
          $0.allowsFocusUpdate(UITableViewFocusUpdateContext())
        }, false)
    },
    RuleCase("indexPathForPreferredFocusedViewInTableView:", "firstNonNil: the real delegate's row stands") {
      let screen = TableScreen(delegate: ["indexPathForPreferredFocusedViewInTableView:": row1 as IndexPath?])
      return outcome(
        screen.with(screen.table.on(\.indexPathForPreferredFocusedView) { _ in row2 }) { $0.preferredFocusedIndexPath }
          as Any, row1 as IndexPath? as Any)
    },
    RuleCase("tableView:selectionFollowsFocusForRowAtIndexPath:", "lastNonNil: a handler's answer over the real one's")
    {
      let screen = TableScreen(delegate: ["tableView:selectionFollowsFocusForRowAtIndexPath:": false])
      return outcome(
        screen.with(screen.table.on(\.selectionFollowsFocusForRowAt) { _, _ in true }) {
          $0.selectionFollowsFocus(at: row0)
        }, true)
    },
    RuleCase("tableView:selectionFollowsFocusForRowAtIndexPath:", "fallback: the table's selectionFollowsFocus") {
      let screen = TableScreen()
      screen.table.selectionFollowsFocus = true
      return outcome(
        screen.with(screen.table.on(\.selectionFollowsFocusForRowAt) { _, _ in nil }) {
          $0.selectionFollowsFocus(at: row0)
        }, true)
    },
    RuleCase("tableView:shouldSpringLoadRowAtIndexPath:withContext:", "all: the real delegate's NO stands") {
      let screen = TableScreen(delegate: ["tableView:shouldSpringLoadRowAtIndexPath:withContext:": false])
      return outcome(
        screen.with(screen.table.on(\.shouldSpringLoadRowAt) { _, _, _ in true }) {
          $0.springLoads(at: row0, context: SpringContext())
        }, false)
    },
    RuleCase("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", "any: the real delegate's YES begins it")
    {
      let screen = TableScreen(delegate: ["tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:": true])
      return outcome(
        screen.with(screen.table.on(\.shouldBeginMultipleSelectionInteractionAt) { _, _ in false }) {
          $0.beginsMultipleSelection(at: row0)
        }, true)
    },
    RuleCase("tableView:contextMenuConfigurationForRowAtIndexPath:point:", "firstNonNil: the real delegate's stands") {
      let theirs = UIContextMenuConfiguration()
      let screen = TableScreen(delegate: [
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:": theirs as UIContextMenuConfiguration?
      ])
      let got = screen.with(screen.table.on(\.contextMenuConfigurationForRowAt) { _, _, _ in .init() }) {
        $0.contextMenu(at: row0, point: .zero)
      }
      return outcome(got === theirs, true)
    },
    RuleCase(
      "tableView:previewForHighlightingContextMenuWithConfiguration:", "firstNonNil: the real delegate's stands"
    ) {
      let theirs = UITargetedPreview()
      let screen = TableScreen(delegate: [
        "tableView:previewForHighlightingContextMenuWithConfiguration:": theirs as UITargetedPreview?
      ])
      let got = screen.with(screen.table.on(\.previewForHighlightingContextMenuWithConfiguration) { _, _ in .init() }) {
        $0.highlightPreview(for: UIContextMenuConfiguration())
      }
      return outcome(got === theirs, true)
    },
    RuleCase(
      "tableView:previewForDismissingContextMenuWithConfiguration:", "firstNonNil: the real delegate's stands"
    ) {
      let theirs = UITargetedPreview()
      let screen = TableScreen(delegate: [
        "tableView:previewForDismissingContextMenuWithConfiguration:": theirs as UITargetedPreview?
      ])
      let got = screen.with(screen.table.on(\.previewForDismissingContextMenuWithConfiguration) { _, _ in .init() }) {
        $0.dismissalPreview(for: UIContextMenuConfiguration())
      }
      return outcome(got === theirs, true)
    },
  ]

  let tableDataSourceCases: [RuleCase] = [
    RuleCase("tableView:numberOfRowsInSection:", "lastNonNil: a handler's count over the real data source's") {
      let screen = TableScreen(dataSource: ["tableView:numberOfRowsInSection:": 3])
      return outcome(
        screen.with(screen.table.on(\.numberOfRowsInSection) { _, _ in 5 }) { $0.numberOfRows(inSection: 0) }, 5)
    },
    RuleCase("tableView:cellForRowAtIndexPath:", "vend: the handler's cell, the real data source not asked") {
      let mine = UITableViewCell()
      let screen = TableScreen(dataSource: [
        "tableView:numberOfRowsInSection:": 1, "tableView:cellForRowAtIndexPath:": UITableViewCell(),
      ])
      let got = screen.with(screen.table.on(\.cellForRowAt) { _, _ in mine }) { table -> UITableViewCell? in
        table.reloadData()
        return table.displayed.first?.first?.cell
      }
      return outcome(
        "\(got === mine), real asked \(screen.source.count("tableView:cellForRowAtIndexPath:"))", "true, real asked 0")
    },
    RuleCase("numberOfSectionsInTableView:", "last: a handler's count over the real data source's") {
      let screen = TableScreen(dataSource: ["numberOfSectionsInTableView:": 2])
      return outcome(screen.with(screen.table.on(\.numberOfSections) { _ in 4 }) { $0.numberOfSections }, 4)
    },
    RuleCase("sectionIndexTitlesForTableView:", "firstNonNil: the real data source's titles stand") {
      let screen = TableScreen(dataSource: ["sectionIndexTitlesForTableView:": ["A", "B"] as [String]?])
      return outcome(
        screen.with(screen.table.on(\.sectionIndexTitles) { _ in ["X"] }) { $0.sectionIndexTitles } as Any,
        ["A", "B"] as [String]? as Any)
    },
    RuleCase("tableView:sectionForSectionIndexTitle:atIndex:", "lastNonNil: a handler's section over the real one's") {
      let screen = TableScreen(dataSource: ["tableView:sectionForSectionIndexTitle:atIndex:": 1])
      return outcome(
        screen.with(screen.table.on(\.sectionForSectionIndexTitle) { _, _, _ in 2 }) {
          $0.section(forIndexTitle: "B", at: 0)
        }, 2)
    },
    RuleCase("tableView:sectionForSectionIndexTitle:atIndex:", "fallback: the index's own position") {
      let screen = TableScreen()
      return outcome(
        screen.with(screen.table.on(\.sectionForSectionIndexTitle) { _, _, _ in nil }) {
          $0.section(forIndexTitle: "C", at: 2)
        }, 2)
    },
    RuleCase("tableView:titleForHeaderInSection:", "firstNonNil: the real data source's title stands") {
      let screen = TableScreen(dataSource: ["tableView:titleForHeaderInSection:": "Recent" as String?])
      return outcome(
        screen.with(screen.table.on(\.titleForHeaderInSection) { _, _ in "Mine" }) { $0.titleForHeader(inSection: 0) }
          as Any, "Recent" as String? as Any)
    },
    RuleCase("tableView:titleForFooterInSection:", "firstNonNil: the real data source's title stands") {
      let screen = TableScreen(dataSource: ["tableView:titleForFooterInSection:": "3 items" as String?])
      return outcome(
        screen.with(screen.table.on(\.titleForFooterInSection) { _, _ in "Mine" }) { $0.titleForFooter(inSection: 0) }
          as Any, "3 items" as String? as Any)
    },
  ]

  @MainActor @Suite struct UITableViewRuleTests {
    @Test(arguments: tableDelegateCases) func delegateAnswers(_ row: RuleCase) async { await row.expectPinned() }

    @Test(arguments: tableDataSourceCases) func dataSourceAnswers(_ row: RuleCase) async { await row.expectPinned() }
  }
#endif
