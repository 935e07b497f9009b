#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  @MainActor @Suite struct UITableViewModelTests {
    @Test func aHeightHandlerChangesOnlyTheRowsItAnswers() {
      let table = UITableView()
      table.rowHeight = 44
      let subscription = table.on(\.heightForRowAt) { _, indexPath in indexPath.row == 1 ? 80 : nil }
      #expect(table.heightForRow(at: IndexPath(row: 0, section: 0)) == 44)
      #expect(table.heightForRow(at: IndexPath(row: 1, section: 0)) == 80)
      subscription.cancel()
    }
  }
#endif
