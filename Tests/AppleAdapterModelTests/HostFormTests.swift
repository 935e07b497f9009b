// What a UIKit user meets (issue 37, §3), run against the model of
// UITableView: the host's one-line streams and scoped real delegate, a
// definition of an event whose name two adapters declare, a proxy that a
// plain assignment replaced, and (§2) a handler's answer over a real data
// source's NO.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import StreamTestSupport
  import Testing

  @MainActor @Suite struct HostFormTests {
    let row0 = IndexPath(row: 0, section: 0)
    let row1 = IndexPath(row: 1, section: 0)
    let row2 = IndexPath(row: 2, section: 0)

    func table() -> UITableView {
      let table = UITableView()
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      return table
    }

    @Test func aStreamOnTheTableHearsTheDelegatesEvent() async {
      let table = table()
      let selections = table.delegateEvents(\.didSelectRowAt) { _, indexPath in indexPath.row }
      #expect(table.delegate is UITableViewDelegateProxy)
      table.tapRow(at: row2)
      #expect(await firstElements(1, of: selections, within: 2) == [2])
    }

    /// Every host has the arguments-only form the streams article promises (issue 43, §5): before, a UIKit
    /// host had only the projection forms, and this call named `CLLocationManagerDelegate` in its error.
    @Test func aStreamOfTheArgumentsOnTheTableAndTheCollectionView() async {
      let table = table()
      let rows = table.delegateEvents(\.didSelectRowAt)
      let collection = UICollectionView()
      let items = collection.delegateEvents(\.didSelectItemAt)
      #expect(collection.delegate is UICollectionViewDelegateProxy)
      table.tapRow(at: row2)
      _ = collection.tapItem(at: row1)
      let row = await firstElements(1, of: rows, within: 2).first
      #expect(row?.0 === table && row?.1 == row2)
      let item = await firstElements(1, of: items, within: 2).first
      #expect(item?.0 === collection && item?.1 == row1)
    }

    @Test func aStreamOnTheTableHearsTheDataSourcesEventAfterTheHandler() async {
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 3 }
      var deleted: [Int] = []
      let commit = table.on(\.commit) { _, _, indexPath in deleted.append(indexPath.row) }
      let commits = table.delegateEvents(\.commit, timing: .after) { _, _, _, indexPath in indexPath.row }
      #expect(table.swipeToDelete(at: row1))
      #expect(deleted == [1])
      #expect(await firstElements(1, of: commits, within: 2) == [1])
      commit.cancel()
      rows.cancel()
    }

    /// A scroll view event on a table view reaches the table view's slot, as `on` does.
    @Test func anInheritedEventsStreamUsesTheTablesOwnProxy() {
      let table = table()
      let scrolls = table.delegateEvents(\.scrollViewDidScroll) { _ in 1 }
      #expect(table.delegate is UITableViewDelegateProxy)
      _ = scrolls
    }

    @Test func aScopedRealDelegateOnTheTableIsCalledUntilCancelled() {
      let heard = Heard()
      let real = ScreenTableDelegate(heard)
      let table = table()
      let scope = table.useRealDelegate(real)
      table.tapRow(at: row1)
      #expect(heard.calls == ["real didSelect 1"])
      #expect(table.heightForRow(at: row1) == 60)
      scope.cancel()
      table.tapRow(at: row0)
      #expect(heard.calls == ["real didSelect 1"])
      #expect(table.heightForRow(at: row1) == 44)
    }

    /// Two adapters declare `numberOfSections` (the table's and the collection view's data sources): a
    /// closure without `@MainActor` compiles in a definition and in the slot form.
    @Test func numberOfSectionsNeedsNoAnnotationInADefinition() {
      let table = table()
      let sections = Delegate(for: UITableViewDataSource.self) {
        On(\.numberOfSections) { _ in 2 }
        On(\.numberOfRowsInSection) { _, _ in 1 }
      }.install(on: table)
      #expect(table.numberOfSections == 2)
      let more = UITableView.uiTableViewDataSourceSlot.on(\.numberOfSections, of: table) { _ in 4 }
      #expect(table.numberOfSections == 4)
      more.cancel()
      sections.cancel()
    }

    /// §3: a later plain assignment (a diffable data source's initialiser assigns `dataSource`) disconnects
    /// the handlers; `isConnected` says so at once, and the next installation reconnects them.
    @Test func aSubscriptionSaysWhenAPlainAssignmentDisconnectedIt() {
      let heard = Heard()
      let table = table()
      let rows = table.on(\.numberOfRowsInSection) { _, _ in 5 }
      #expect(rows.isConnected)
      let diffable = ScreenDataSource(heard)
      table.dataSource = diffable
      #expect(!rows.isConnected)
      #expect(rows.isActive)
      #expect(table.numberOfRows(inSection: 0) == 3)
      let commit = table.on(\.commit) { _, _, _ in }
      #expect(rows.isConnected)
      #expect(table.numberOfRows(inSection: 0) == 5)
      commit.cancel()
      rows.cancel()
      #expect(!rows.isConnected)
    }

    /// §2: a real data source that answers NO (as `UITableViewDiffableDataSource` does unless subclassed)
    /// no longer vetoes a handler's YES: `canEditRowAt` and `canMoveRowAt` take the last answer.
    @Test func aHandlersYesOverridesTheRealDataSourcesNo() {
      let heard = Heard()
      let real = LockedRows(heard)
      let table = table()
      table.dataSource = real
      #expect(!table.offersSwipeToDelete(at: row0))
      #expect(!table.showsReorderControl(at: row0))
      let edit = table.on(\.canEditRowAt) { _, _ in true }
      let move = table.on(\.canMoveRowAt) { _, _ in true }
      #expect(table.offersSwipeToDelete(at: row0))
      #expect(table.showsReorderControl(at: row0))
      move.cancel()
      edit.cancel()
      #expect(!table.offersSwipeToDelete(at: row0))
    }

    /// Issue 43 §4: `canEditRowAt` and `canMoveRowAt` are partial, as heights are: a handler answers `nil`
    /// for the rows it leaves to the real data source, whose answers stand for them.
    @Test func aHandlerLeavesTheRowsItDoesNotDecideToTheRealDataSource() {
      let heard = Heard()
      let real = RowsLockedFromTheFirst(heard)
      let table = table()
      table.dataSource = real
      let second = IndexPath(row: 1, section: 0)
      let third = IndexPath(row: 2, section: 0)
      let edit = table.on(\.canEditRowAt) { _, indexPath in indexPath.row == 1 ? false : nil }
      let move = table.on(\.canMoveRowAt) { _, indexPath in indexPath.row == 2 ? false : nil }
      #expect(!table.offersSwipeToDelete(at: row0))
      #expect(!table.offersSwipeToDelete(at: second))
      #expect(table.offersSwipeToDelete(at: third))
      #expect(!table.showsReorderControl(at: row0))
      #expect(table.showsReorderControl(at: second))
      #expect(!table.showsReorderControl(at: third))
      move.cancel()
      edit.cancel()
    }
  }

  /// A data source that locks its first row against editing and moving, and lets the others be.
  final class RowsLockedFromTheFirst: LockedRows {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
  }

  /// A data source as `UITableViewDiffableDataSource` is: it implements editing and moving, and answers NO.
  class LockedRows: ModelDelegate, UITableViewDataSource {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "tableView:canEditRowAtIndexPath:", "tableView:canMoveRowAtIndexPath:",
        "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
      ])
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      heard.append("real commit \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
      heard.append("real move")
    }
  }
#endif
