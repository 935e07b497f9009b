// The shipped UIPickerViewDelegate and UIPickerViewDataSource adapters, run
// against the model of UIPickerView (Tests/AppleModels/UIKit/UIPickerView.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A screen's own picker delegate: titles for every row.
  final class ScreenPickerDelegate: ModelDelegate, UIPickerViewDelegate {
    init() { super.init(implementing: ["pickerView:titleForRow:forComponent:"]) }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      "real \(row)"
    }
  }

  @MainActor @Suite struct UIPickerViewModelTests {
    @Test func aNilDataSourceShowsNothingAndHandlersShowTheirComponents() {
      let picker = UIPickerView()
      picker.reloadAllComponents()
      #expect(picker.numberOfComponents == 0)
      let components = picker.on(\.numberOfComponents) { _ in 2 }
      let rows = picker.on(\.numberOfRowsInComponent) { _, component in component == 0 ? 3 : nil }
      picker.reloadAllComponents()
      #expect(picker.rows == [3, 0])
      rows.cancel()
      components.cancel()
      picker.reloadAllComponents()
      #expect(picker.rows.isEmpty)
    }

    /// `titleForRow` combines by `firstNonNil`, the real delegate answering first: its titles stand, and a
    /// handler's title shows only where the real delegate gives none.
    @Test func theRealDelegatesTitlesComeBeforeAHandlers() {
      let real = ScreenPickerDelegate()
      let picker = UIPickerView()
      picker.delegate = real
      let first = picker.on(\.titleForRow) { _, row, _ in row == 0 ? "Choose…" : nil }
      #expect(picker.title(forRow: 0, forComponent: 0) == "real 0")
      #expect(picker.title(forRow: 1, forComponent: 0) == "real 1")
      #expect(picker.view(forRow: 1, forComponent: 0) == nil)
      first.cancel()
      #expect(picker.delegate === real)
    }

    /// Issue 43 §4: a handler that customises one component's rows answers nil for the others; the proxy
    /// claims the view method, so the picker asks no title, and those rows show the real delegate's titles
    /// (and a title handler's), in a label, not blank views.
    @Test func aViewHandlerForOneComponentLeavesTheOthersTitles() {
      let real = ScreenPickerDelegate()
      let picker = UIPickerView()
      picker.delegate = real
      let views = picker.on(\.viewForRow) { _, row, component, _ in
        guard component == 1 else { return nil }
        let label = UILabel()
        label.text = "custom \(row)"
        return label
      }
      #expect(picker.displayedText(forRow: 2, forComponent: 1) == "custom 2")
      #expect(picker.displayedText(forRow: 2, forComponent: 0) == "real 2")
      views.cancel()
      #expect(picker.delegate === real)

      let handlersOnly = UIPickerView()
      let titles = handlersOnly.on(\.attributedTitleForRow) { _, row, _ in NSAttributedString(string: "styled \(row)") }
      let oneComponent = handlersOnly.on(\.viewForRow) { _, _, component, _ in component == 1 ? UILabel() : nil }
      #expect(handlersOnly.displayedText(forRow: 4, forComponent: 0) == "styled 4")
      oneComponent.cancel()
      titles.cancel()
    }

    @Test func aSelectionHandlerHearsTheRowAndClaimsNoView() {
      let picker = UIPickerView()
      var selected: [Int] = []
      let subscription = picker.on(\.didSelectRow) { _, row, _ in selected.append(row) }
      picker.userSelects(row: 2, inComponent: 0)
      #expect(selected == [2])
      #expect(picker.view(forRow: 0, forComponent: 0) == nil)
      #expect(picker.title(forRow: 0, forComponent: 0) == nil)
      subscription.cancel()
    }
  }
#endif
