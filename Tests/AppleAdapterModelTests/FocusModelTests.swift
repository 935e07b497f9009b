// Whether a row or an item can be focused, where the host's own answer is a
// property: UITableView.h and UICollectionView.h say of `allowsFocus` "When
// tableView:canFocusRowAtIndexPath: [collectionView:canFocusItemAtIndexPath:]
// is implemented, its return value takes precedence over this method", so a
// constant `true` from the adapter would override a screen that turned focus
// off. With no handler the host's `allowsFocus` (`allowsFocusDuringEditing`
// while editing) decides, also when the host calls the proxy's method with
// nobody answering it (a `responds(to:)` read before a cancellation); a
// handler's answer stands; cancelling gives the decision back.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  @MainActor @Suite struct FocusModelTests {
    let first = IndexPath(row: 0, section: 0)
    let second = IndexPath(row: 1, section: 0)

    @Test func withNoFocusHandlerTheTablesAllowsFocusDecidesEvenWhenTheProxyIsAsked() throws {
      let table = UITableView()
      table.allowsFocus = false
      var selected = 0
      let selection = table.on(\.didSelectRowAt) { _, _ in selected += 1 }
      #expect(!table.canFocusRow(at: first))
      // The table calls the proxy's method as it would with a cache read while a focus handler was installed.
      let proxy = try #require(table.delegate)
      #expect(!proxy.tableView(table, canFocusRowAt: first))
      table.allowsFocus = true
      #expect(proxy.tableView(table, canFocusRowAt: first))
      table.isEditing = true
      table.allowsFocusDuringEditing = false
      #expect(!proxy.tableView(table, canFocusRowAt: first))
      #expect(!table.canFocusRow(at: first))
      selection.cancel()
      #expect(selected == 0)
    }

    @Test func aFocusHandlersAnswerStandsAndCancelGivesTheDecisionBackToAllowsFocus() throws {
      let table = UITableView()
      table.allowsFocus = false
      let focus = table.on(\.canFocusRowAt) { _, indexPath in indexPath.row == 1 }
      #expect(table.canFocusRow(at: second))
      #expect(!table.canFocusRow(at: first))
      let proxy = try #require(table.delegate)
      focus.cancel()
      #expect(table.delegate == nil)
      #expect(!table.canFocusRow(at: second))
      // The proxy, asked after the cancellation, answers as the table would without it.
      #expect(!proxy.tableView(table, canFocusRowAt: second))
      table.allowsFocus = true
      #expect(table.canFocusRow(at: first))
    }

    @Test func aRealDelegatesRefusalStandsBesideAHandlersYes() {
      let table = UITableView()
      let real = FocusRefusingTableDelegate()
      table.delegate = real
      let focus = table.on(\.canFocusRowAt) { _, _ in true }
      #expect(!table.canFocusRow(at: first))
      #expect(table.canFocusRow(at: second))
      focus.cancel()
      #expect(table.delegate === real)
      #expect(!table.canFocusRow(at: first))
    }

    @Test func withNoFocusHandlerTheCollectionViewsAllowsFocusDecides() throws {
      let collection = UICollectionView()
      collection.allowsFocus = false
      let selection = collection.on(\.didSelectItemAt) { _, _ in }
      #expect(!collection.canFocusItem(at: first))
      let proxy = try #require(collection.delegate)
      #expect(!proxy.collectionView(collection, canFocusItemAt: first))
      collection.isEditing = true
      collection.allowsFocusDuringEditing = true
      #expect(proxy.collectionView(collection, canFocusItemAt: first))
      #expect(collection.canFocusItem(at: first))
      selection.cancel()
    }

    @Test func aCollectionFocusHandlersAnswerStandsAndCancelGivesTheDecisionBack() throws {
      let collection = UICollectionView()
      collection.allowsFocus = false
      let focus = collection.on(\.canFocusItemAt) { _, indexPath in indexPath.item == 1 }
      #expect(collection.canFocusItem(at: IndexPath(item: 1, section: 0)))
      #expect(!collection.canFocusItem(at: IndexPath(item: 0, section: 0)))
      let proxy = try #require(collection.delegate)
      focus.cancel()
      #expect(collection.delegate == nil)
      #expect(!collection.canFocusItem(at: IndexPath(item: 1, section: 0)))
      #expect(!proxy.collectionView(collection, canFocusItemAt: IndexPath(item: 1, section: 0)))
    }
  }

  /// A screen's own table delegate that keeps the first row out of focus.
  final class FocusRefusingTableDelegate: ModelDelegate, UITableViewDelegate {
    init() { super.init(implementing: ["tableView:canFocusRowAtIndexPath:"]) }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
  }
#endif
