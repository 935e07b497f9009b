// The shipped UITableViewDelegate and UITableViewDataSource adapters, run
// against the model of UITableView (Tests/AppleModels/UIKit/UITableView.swift)
// as a screen would use them.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A screen's own table delegate: selection and heights.
  final class ScreenTableDelegate: ModelDelegate, UITableViewDelegate {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: ["tableView:didSelectRowAtIndexPath:", "tableView:heightForRowAtIndexPath:"])
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      heard.append("real didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
  }

  /// A screen's own data source: three rows, dequeued cells, swipe to delete and reordering.
  final class ScreenDataSource: ModelDelegate, UITableViewDataSource {
    let heard: Heard
    var editable = true
    init(_ heard: Heard, implementing extra: Set<Selector> = []) {
      self.heard = heard
      super.init(implementing: extra)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      heard.append("real cell \(indexPath.row)")
      return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      heard.append("real commit \(indexPath.row)")
    }
  }

  @MainActor @Suite struct UITableViewModelTests {
    let row0 = IndexPath(row: 0, section: 0)
    let row1 = IndexPath(row: 1, section: 0)

    func table() -> UITableView {
      let table = UITableView()
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      return table
    }

    @Test func aHeightHandlerChangesOnlyTheRowsItAnswersAndCancelRestoresRowHeight() {
      let table = table()
      let subscription = table.on(\.heightForRowAt) { _, indexPath in indexPath.row == 1 ? 80 : nil }
      #expect(table.heightForRow(at: row0) == 44)
      #expect(table.heightForRow(at: row1) == 80)
      subscription.cancel()
      #expect(table.heightForRow(at: row1) == 44)
      #expect(table.delegate == nil)
    }

    @Test func aSelectionHandlerLeavesHeightsToTheTable() {
      let table = table()
      var selected: [Int] = []
      let subscription = table.on(\.didSelectRowAt) { _, indexPath in selected.append(indexPath.row) }
      #expect(table.heightForRow(at: row0) == 44)
      #expect(table.tapRow(at: row1) == row1)
      #expect(selected == [1])
      subscription.cancel()
    }

    /// The table reads `responds(to:)` only when its delegate is assigned: a handler installed on a proxy
    /// already in place must still be heard, and one cancelled must stop mattering.
    @Test func aHandlerAddedToAnInstalledProxyIsHeardDespiteTheTablesCache() {
      let table = table()
      var selected = 0
      let selection = table.on(\.didSelectRowAt) { _, _ in selected += 1 }
      let assignments = table.delegateAssignments
      let height = table.on(\.heightForRowAt) { _, _ in 90 }
      #expect(table.delegateAssignments > assignments)
      #expect(table.heightForRow(at: row0) == 90)
      height.cancel()
      #expect(table.heightForRow(at: row0) == 44)
      table.tapRow(at: row0)
      #expect(selected == 1)
      selection.cancel()
    }

    @Test func theRealDelegateKeepsWorkingAndIsPutBackOnCancel() {
      let heard = Heard()
      let real = ScreenTableDelegate(heard)
      let table = table()
      table.delegate = real
      let subscription = table.on(\.didSelectRowAt) { _, indexPath in heard.append("handler didSelect \(indexPath.row)")
      }
      table.tapRow(at: row1)
      #expect(heard.calls == ["real didSelect 1", "handler didSelect 1"])
      #expect(table.heightForRow(at: row0) == 60)
      subscription.cancel()
      #expect(table.delegate === real)
      table.tapRow(at: row0)
      #expect(heard.calls.last == "real didSelect 0")
    }

    @Test func willSelectNilFromAHandlerStopsTheSelection() {
      let table = table()
      var selected: [Int] = []
      let refusal = table.on(\.willSelectRowAt) { _, indexPath in indexPath.row == 1 ? nil : indexPath }
      let selection = table.on(\.didSelectRowAt) { _, indexPath in selected.append(indexPath.row) }
      #expect(table.tapRow(at: row1) == nil)
      #expect(table.tapRow(at: row0) == row0)
      #expect(selected == [0])
      refusal.cancel()
      selection.cancel()
    }

    /// "numberOfSectionsInTableView: … // Default is 1 if not implemented"; a section's header height is
    /// `sectionHeaderHeight` for the sections a handler leaves.
    @Test func sectionsAndHeaderHeightsFallBackToTheTablesOwn() {
      let table = table()
      table.sectionHeaderHeight = 28
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 1 }
      #expect(table.numberOfSections == 1)
      let sections = table.on(\.numberOfSections) { @MainActor _ in 3 }
      let header = table.on(\.heightForHeaderInSection) { _, section in section == 0 ? 50 : nil }
      table.reloadData()
      #expect(table.displayed.map(\.count) == [1, 1, 1])
      #expect(table.heightForHeader(inSection: 0) == 50)
      #expect(table.heightForHeader(inSection: 2) == 28)
      header.cancel()
      sections.cancel()
      #expect(table.numberOfSections == 1)
      rows.cancel()
    }

    @Test func aNilDataSourceShowsNothing() {
      let table = table()
      table.reloadData()
      #expect(table.displayed.isEmpty)
    }

    @Test func handlersForRowsAndCellsShowOneSectionWithOneDequeuePerCell() {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 4 }
      let cells = table.on(\.cellForRowAt) { table, indexPath in
        table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      table.reloadData()
      #expect(table.displayed.map(\.count) == [4])
      #expect(table.dequeueCount == 4)
      #expect(table.cellsNotDequeued == 0)
      rows.cancel()
      cells.cancel()
      table.reloadData()
      #expect(table.displayed.isEmpty)
    }

    @Test func aCellHandlerForOneRowLeavesTheOthersToTheRealDataSourceWithOneDequeueEach() {
      let heard = Heard()
      let real = ScreenDataSource(heard)
      let table = table()
      table.dataSource = real
      let special = table.on(\.cellForRowAt) { table, indexPath in
        indexPath.row == 1 ? table.dequeueReusableCell(withIdentifier: "cell", for: indexPath) : nil
      }
      table.reloadData()
      #expect(table.displayed.map(\.count) == [3])
      #expect(heard.calls == ["real cell 0", "real cell 2"])
      #expect(table.dequeueCount == 3)
      #expect(table.cellsNotDequeued == 0)
      special.cancel()
      #expect(table.dataSource === real)
    }

    /// Issue 43 §2: a screen's life, counted in writes of the table's two properties and in what a data source
    /// write does (it drops the cached counts: Scripts/apple-adapters.conf, `writes UITableView.dataSource`).
    /// Delegate handlers and streams of void methods that come and go write neither property once claimed, and
    /// never the data source; a data-source method whose presence changes the table (`commit`: swipe-to-delete)
    /// is claimed and withdrawn at once, each with one write (nil, then the proxy: two assignments).
    @Test func aScreensWritesAreOnlyTheNeededOnes() async throws {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 3 }
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == 3)
      let dataSourceWrites = table.dataSourceAssignments
      let drops = table.cachedCountDrops
      let heights = table.on(\.heightForRowAt) { _, _ in 50 }
      let delegateWrites = table.delegateAssignments
      var heard: [String] = []
      for round in 0..<3 {
        let selection = table.on(\.didSelectRowAt) { _, indexPath in heard.append("handler \(indexPath.row)") }
        table.tapRow(at: IndexPath(row: round, section: 0))
        selection.cancel()
        var taps: AsyncStream<Int>? = UITableView.uiTableViewDelegateSlot.delegateEvents(\.didSelectRowAt, of: table) {
          _, indexPath in
          heard.append("stream \(indexPath.row)")
          return indexPath.row
        }
        table.tapRow(at: IndexPath(row: round, section: 0))
        taps = nil
        _ = taps
        // A main-actor host's stream ends on a later turn: waited for, with a deadline.
        let proxy = try #require(UITableView.uiTableViewDelegateSlot.installedProxy(on: table))
        let deadline = ContinuousClock.now + .seconds(5)
        while proxy.handles(\.didSelectRowAt), ContinuousClock.now < deadline { await Task.yield() }
        try #require(!proxy.handles(\.didSelectRowAt), "the stream ended")
        table.tapRow(at: IndexPath(row: round, section: 0))
      }
      #expect(heard == (0..<3).flatMap { ["handler \($0)", "stream \($0)"] })
      #expect(table.delegateAssignments == delegateWrites + 2, "one write (nil, then the proxy): the first claim")
      #expect(table.dataSourceAssignments == dataSourceWrites, "delegate events never write the data source")
      #expect(table.cachedCountDrops == drops, "so the cached counts stay")

      // The data source's void methods change the table by their presence: each claim is written at once.
      let commit = table.on(\.commit) { _, _, _ in }
      #expect(table.offersSwipeToDelete(at: row0))
      #expect(table.dataSourceAssignments == dataSourceWrites + 2)
      #expect(table.cachedCountDrops == drops + 1, "a data source write drops the cached counts")
      commit.cancel()
      #expect(!table.offersSwipeToDelete(at: row0), "withdrawn at once")
      #expect(table.dataSourceAssignments == dataSourceWrites + 4)
      heights.cancel()
      rows.cancel()
    }

    @Test func aCommitHandlerTurnsOnSwipeToDeleteAndCancelTurnsItOff() {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 3 }
      #expect(!table.offersSwipeToDelete(at: row0))
      var deleted: [Int] = []
      let commit = table.on(\.commit) { _, _, indexPath in deleted.append(indexPath.row) }
      #expect(table.swipeToDelete(at: row1))
      #expect(deleted == [1])
      commit.cancel()
      #expect(!table.offersSwipeToDelete(at: row0))
      rows.cancel()
    }

    /// §2 of issue 37: a stream observes; alone on `commit` it makes the proxy claim the method, and the
    /// table offers swipe to delete (documented per event in UsingDelegateDSLWithUIKit.md). Pinned, so a
    /// change to streams' claims shows here.
    @Test func aStreamAloneOnCommitTurnsOnSwipeToDelete() {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 3 }
      var commits: AsyncStream<Int>? = UITableView.uiTableViewDataSourceSlot.delegateEvents(\.commit, of: table) {
        _, _, indexPath in indexPath.row
      }
      #expect(commits != nil)
      #expect(table.offersSwipeToDelete(at: row0))
      commits = nil
      rows.cancel()
    }

    /// §2 of issue 37, as for `commit`: a stream alone on `moveRowAt` shows the reorder controls
    /// ("By default, the reorder control will be shown only if the datasource implements
    /// -tableView:moveRowAtIndexPath:toIndexPath:"). Pinned.
    @Test func aStreamAloneOnMoveRowAtShowsReorderControls() {
      let table = table()
      #expect(!table.showsReorderControl(at: row0))
      var moves: AsyncStream<Int>? = UITableView.uiTableViewDataSourceSlot.delegateEvents(\.moveRowAt, of: table) {
        _, _, destination in destination.row
      }
      #expect(moves != nil)
      #expect(table.showsReorderControl(at: row0))
      moves = nil
    }

    @Test func theTargetOfAMoveIsThreadedFromTheProposal() {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 5 }
      var moves: [String] = []
      let move = table.on(\.moveRowAt) { _, from, to in moves.append("\(from.row)->\(to.row)") }
      let pin = table.on(\.targetIndexPathForMoveFromRowAt) { _, _, proposed in
        proposed.row == 0 ? IndexPath(row: 1, section: 0) : proposed
      }
      #expect(table.dragRow(from: IndexPath(row: 3, section: 0), toward: row0) == row1)
      #expect(table.dragRow(from: IndexPath(row: 3, section: 0), toward: IndexPath(row: 2, section: 0))?.row == 2)
      #expect(moves == ["3->1", "3->2"])
      pin.cancel()
      move.cancel()
      #expect(!table.showsReorderControl(at: row0))
      rows.cancel()
    }
  }
#endif
