// The answers the model hosts use, one test each, where a constant in the
// adapter could answer wrongly: each handler answers only for what it
// handles, and the rest comes from the host's own fallback (a property, the
// proposal, the default the header names), not from a value the adapter
// invents; cancelling restores the host's behaviour (issue 37, "Done means").
// The hosts' behaviour is in Tests/AppleModels; the tests of each host's
// other events are in its own file.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A screen's own data source that titles its sections.
  final class TitledDataSource: ModelDelegate, UITableViewDataSource {
    init() { super.init(implementing: ["tableView:titleForHeaderInSection:"]) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      section == 0 ? "Recent" : nil
    }
  }

  /// A paging screen's own scroll delegate: it snaps the resting offset to pages of 100 points.
  final class PagingScrollDelegate: ModelDelegate, UIScrollViewDelegate {
    init() { super.init(implementing: ["scrollViewWillEndDragging:withVelocity:targetContentOffset:"]) }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
  }

  /// A screen's state that a handler reads and the test changes (main-actor, so a handler may capture it).
  @MainActor final class ScreenState {
    var value: Bool
    init(_ value: Bool) { self.value = value }
  }

  final class Pin: MKAnnotation {
    func responds(to selector: Selector) -> Bool { false }
  }

  @MainActor @Suite struct TableAnswerModelTests {
    let row0 = IndexPath(row: 0, section: 0)
    let row1 = IndexPath(row: 1, section: 0)

    @Test func footerHeightsAndEstimatesFallBackToTheTablesProperties() {
      let table = UITableView()
      table.sectionFooterHeight = 30
      table.estimatedRowHeight = 0
      let footer = table.on(\.heightForFooterInSection) { _, section in section == 1 ? 12 : nil }
      let estimate = table.on(\.estimatedHeightForRowAt) { _, indexPath in indexPath.row == 0 ? 80 : nil }
      #expect(table.heightForFooter(inSection: 1) == 12)
      #expect(table.heightForFooter(inSection: 0) == 30)
      #expect(table.estimatedHeightForRow(at: row0) == 80)
      #expect(table.estimatedHeightForRow(at: row1) == 0)
      footer.cancel()
      estimate.cancel()
      table.delegate = table.delegate
      #expect(table.heightForFooter(inSection: 1) == 30)
      #expect(table.estimatedHeightForRow(at: row0) == 0)
    }

    /// `firstNonNil`: the real data source's title stands; a handler titles the sections it leaves untitled.
    @Test func aTitleHandlerTitlesOnlyTheSectionsTheRealDataSourceLeavesUntitled() {
      let real = TitledDataSource()
      let table = UITableView()
      table.dataSource = real
      let titles = table.on(\.titleForHeaderInSection) { _, section in section == 2 ? nil : "Section \(section)" }
      table.dataSource = table.dataSource
      #expect(table.titleForHeader(inSection: 0) == "Recent")
      #expect(table.titleForHeader(inSection: 1) == "Section 1")
      #expect(table.titleForHeader(inSection: 2) == nil)
      titles.cancel()
      #expect(table.dataSource === real)
      #expect(table.titleForHeader(inSection: 1) == nil)
    }

    @Test func aHighlightVetoStopsOnlyItsRowsSelection() {
      let heard = Heard()
      let real = ScreenTableDelegate(heard)
      let table = UITableView()
      table.delegate = real
      let veto = table.on(\.shouldHighlightRowAt) { _, indexPath in indexPath.row != 1 }
      #expect(table.tapRow(at: row1) == nil)
      #expect(table.tapRow(at: row0) == row0)
      #expect(heard.calls == ["real didSelect 0"])
      veto.cancel()
      #expect(table.tapRow(at: row1) == row1)
    }

    /// UITableView.h: "If not implemented, all editable cells will have UITableViewCellEditingStyleDelete".
    @Test func anEditingStyleHandlerForOneRowLeavesTheOthersDelete() {
      let table = UITableView()
      let style = table.on(\.editingStyleForRowAt) { _, indexPath in indexPath.row == 0 ? .insert : nil }
      #expect(table.editingStyle(at: row0) == .insert)
      #expect(table.editingStyle(at: row1) == .delete)
      style.cancel()
      table.delegate = table.delegate
      #expect(table.editingStyle(at: row0) == .delete)
    }

    /// The reorder control shows where the data source moves rows; a handler pins the first row only.
    @Test func aCanMoveHandlerPinsOnlyItsRows() {
      let table = UITableView()
      let move = table.on(\.moveRowAt) { _, _, _ in }
      let pin = table.on(\.canMoveRowAt) { _, indexPath in indexPath.row != 0 }
      table.dataSource = table.dataSource
      #expect(!table.showsReorderControl(at: row0))
      #expect(table.showsReorderControl(at: row1))
      #expect(table.dragRow(from: row1, toward: row0) == row0)
      pin.cancel()
      move.cancel()
      table.dataSource = table.dataSource
      #expect(!table.showsReorderControl(at: row1))
    }
  }

  @MainActor @Suite struct ControlAnswerModelTests {
    @Test func aCollectionHighlightVetoStopsOnlyItsItems() {
      let collection = UICollectionView()
      let veto = collection.on(\.shouldHighlightItemAt) { _, indexPath in indexPath.item != 1 }
      #expect(collection.tapItem(at: IndexPath(item: 1, section: 0)) == nil)
      #expect(collection.tapItem(at: IndexPath(item: 0, section: 0)) == IndexPath(item: 0, section: 0))
      veto.cancel()
      collection.delegate = collection.delegate
      #expect(collection.tapItem(at: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
    }

    /// Reordering begins only where the data source moves items; a handler pins the first item only.
    @Test func aCollectionCanMoveHandlerPinsOnlyItsItems() {
      let collection = UICollectionView()
      let first = IndexPath(item: 0, section: 0)
      let second = IndexPath(item: 1, section: 0)
      #expect(!collection.beginInteractiveMovementForItem(at: second))
      let move = collection.on(\.moveItemAt) { _, _, _ in }
      let pin = collection.on(\.canMoveItemAt) { _, indexPath in indexPath.item != 0 }
      collection.dataSource = collection.dataSource
      #expect(!collection.beginInteractiveMovementForItem(at: first))
      #expect(collection.beginInteractiveMovementForItem(at: second))
      pin.cancel()
      collection.dataSource = collection.dataSource
      #expect(collection.beginInteractiveMovementForItem(at: first))
      move.cancel()
      collection.dataSource = collection.dataSource
      #expect(!collection.beginInteractiveMovementForItem(at: first))
    }

    /// A handler on the deprecated link method alone (an app that kept its pre-iOS 10 code) is asked, and its
    /// refusal holds: the proxy claims only the older method, which the text view calls without the newer one.
    @Test func aHandlerOnTheOlderLinkMethodAloneKeepsLinksIn() {
      let textView = UITextView()
      let url = URL(string: "https://example.com")!
      let range = NSRange(location: 0, length: 4)
      let refusal = textView.on(\.shouldInteractWithURLInRange) { _, _, _ in false }
      #expect(!textView.tapLink(url, in: range))
      refusal.cancel()
      #expect(textView.tapLink(url, in: range))
      #expect(textView.openedURLs == [url])
    }

    /// Each of the text field's YES-by-default questions refuses only when its handler says so.
    @Test func aFormsFieldHandlersRefuseOnlyWhatTheyHandle() {
      let field = UITextField()
      let locked = ScreenState(true)
      let clearable = ScreenState(false)
      let begin = field.on(\.textFieldShouldBeginEditing) { _ in !locked.value }
      let end = field.on(\.textFieldShouldEndEditing) { field in !field.text.isEmpty }
      let clear = field.on(\.textFieldShouldClear) { _ in clearable.value }
      let ret = field.on(\.textFieldShouldReturn) { field in field.text.count > 1 }
      #expect(!field.becomeFirstResponder())
      locked.value = false
      #expect(field.becomeFirstResponder())
      #expect(!field.resignFirstResponder())
      field.type("a")
      #expect(!field.tapClear())
      #expect(field.text == "a")
      clearable.value = true
      #expect(!field.tapReturn())
      field.type("b")
      #expect(field.tapReturn())
      #expect(field.resignFirstResponder())
      [begin, end, clear, ret].forEach { $0.cancel() }
      #expect(field.delegate == nil)
      field.text = ""
      #expect(field.becomeFirstResponder())
      #expect(field.resignFirstResponder())
    }

    @Test func aTextViewsEditingQuestionsRefuseOnlyWhileTheirHandlerSaysSo() {
      let textView = UITextView()
      let readOnly = ScreenState(true)
      let begin = textView.on(\.textViewShouldBeginEditing) { _ in !readOnly.value }
      let end = textView.on(\.textViewShouldEndEditing) { textView in !textView.text.isEmpty }
      #expect(!textView.becomeFirstResponder())
      readOnly.value = false
      #expect(textView.becomeFirstResponder())
      #expect(!textView.resignFirstResponder())
      textView.type("x")
      #expect(textView.resignFirstResponder())
      begin.cancel()
      end.cancel()
      #expect(textView.delegate == nil)
      textView.text = ""
      #expect(textView.becomeFirstResponder())
      #expect(textView.resignFirstResponder())
    }

    /// UIPickerView.h: "attributed title is favored if both methods are implemented": a handler's attributed
    /// title replaces the real delegate's plain one, and goes with its cancellation.
    @Test func anAttributedTitleHandlerIsFavouredOverTheRealDelegatesTitles() {
      let real = ScreenPickerDelegate()
      let picker = UIPickerView()
      picker.delegate = real
      let attributed = picker.on(\.attributedTitleForRow) { _, row, _ in NSAttributedString(string: "bold \(row)") }
      #expect(picker.title(forRow: 1, forComponent: 0) == "bold 1")
      attributed.cancel()
      #expect(picker.title(forRow: 1, forComponent: 0) == "real 1")
    }

    /// A row's view is vended: a handler's view for its rows, the offered (here none) or an empty view for the
    /// others while the method is claimed, and no view once it is cancelled.
    @Test func aRowViewHandlerVendsItsRowsViewsOnly() {
      let picker = UIPickerView()
      let first = UIView()
      let views = picker.on(\.viewForRow) { _, row, _, _ in row == 0 ? first : nil }
      #expect(picker.view(forRow: 0, forComponent: 0) === first)
      let other = picker.view(forRow: 1, forComponent: 0)
      #expect(other != nil && other !== first)
      views.cancel()
      #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    /// The resting offset is an inout answer: the real delegate snaps it, a handler that only watches keeps
    /// the snap, a handler that moves it runs after the real delegate, and cancel leaves the real snap alone.
    @Test func theTargetContentOffsetIsThreadedThroughTheRealDelegateAndHandlers() {
      let real = PagingScrollDelegate()
      let scrollView = UIScrollView()
      scrollView.delegate = real
      var velocities: [CGFloat] = []
      let watch = scrollView.on(\.scrollViewWillEndDragging) { _, velocity, _ in velocities.append(velocity.y) }
      #expect(scrollView.endDragging(velocity: CGPoint(x: 0, y: 2), target: CGPoint(x: 0, y: 240)).y == 200)
      #expect(velocities == [2])
      let clamp = scrollView.on(\.scrollViewWillEndDragging) { _, _, target in
        target.pointee.y = min(target.pointee.y, 100)
      }
      #expect(scrollView.endDragging(velocity: .zero, target: CGPoint(x: 0, y: 260)).y == 100)
      clamp.cancel()
      watch.cancel()
      #expect(scrollView.delegate === real)
      #expect(scrollView.endDragging(velocity: .zero, target: CGPoint(x: 0, y: 260)).y == 300)
    }

    @Test func aTabOrientationHandlerOverridesAndTheSceneOrientationIsThePreferredFallback() {
      let controller = UITabBarController()
      let window = UIWindow()
      window.windowScene = UIWindowScene()
      window.windowScene?.interfaceOrientation = .landscapeRight
      controller.view.window = window
      let mask = controller.on(\.tabBarControllerSupportedInterfaceOrientations) { _ in .portrait }
      #expect(controller.supportedInterfaceOrientations == .portrait)
      #expect(controller.preferredInterfaceOrientationForPresentation == .landscapeRight)
      let preferred = controller.on(\.tabBarControllerPreferredInterfaceOrientationForPresentation) { _ in .portrait }
      #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
      preferred.cancel()
      mask.cancel()
      #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
      #expect(controller.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }

    /// MKMapView.h: "return nil to use the MapKit provided annotation view": a handler's view for its pins,
    /// MapKit's for the rest.
    @Test func anAnnotationViewHandlerVendsItsPinsViewsAndLeavesMapKitsForTheRest() {
      let map = MKMapView()
      let pinView = MKAnnotationView()
      let views = map.on(\.viewForAnnotation) { _, annotation in annotation is Pin ? pinView : nil }
      map.addAnnotation(Pin())
      map.addAnnotation(MKUserLocation())
      #expect(map.annotations.map { $0.view === pinView } == [true, false])
      #expect(map.annotations[1].view == nil)
      views.cancel()
      map.addAnnotation(Pin())
      #expect(map.annotations[2].view == nil)
    }
  }
#endif
