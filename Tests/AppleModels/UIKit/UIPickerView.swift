// UIPickerView, modelled on UIPickerView.h:
// - `dataSource` and `delegate`: "// default is nil. weak reference";
// - `numberOfComponents`: "info that was fetched and cached from the data
//   source and delegate"; "numberOfComponentsInPickerView: … returns the
//   number of 'columns' to display"; no data source, nothing to show;
// - titles: "attributed title is favored if both methods are implemented";
//   a row's view: "returns the view provided by the delegate via
//   pickerView:viewForRow:forComponent:reusingView: or nil if the
//   row/component is not visible or the delegate does not implement" it.
// The header doesn't say the picker caches `responds(to:)`; the model asks at each call.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UIPickerView: UIView {
    public weak var dataSource: (any UIPickerViewDataSource)?
    public weak var delegate: (any UIPickerViewDelegate)?
    public private(set) var numberOfComponents = 0
    public private(set) var rows: [Int] = []
    public var bounds = CGRect(x: 0, y: 0, width: 320, height: 216)

    public nonisolated override init() { super.init() }

    func pickerDelegate(for selector: Selector) -> (any UIPickerViewDelegate)? {
      responds(delegate, to: selector) ? delegate : nil
    }

    /// Fetches the components and rows from the data source, and caches them.
    public func reloadAllComponents() {
      guard let dataSource else {
        (numberOfComponents, rows) = (0, [])
        return
      }
      numberOfComponents = dataSource.numberOfComponents(in: self)
      rows = (0..<numberOfComponents).map { dataSource.pickerView(self, numberOfRowsInComponent: $0) }
    }

    /// The title shown for a row: the attributed title's text when implemented, else the title.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
      if let delegate = pickerDelegate(for: "pickerView:attributedTitleForRow:forComponent:") {
        return delegate.pickerView(self, attributedTitleForRow: row, forComponent: component).map(\.string)
      }
      return pickerDelegate(for: "pickerView:titleForRow:forComponent:")?.pickerView(
        self, titleForRow: row, forComponent: component) ?? nil
    }

    /// "returns the view provided by the delegate via pickerView:viewForRow:forComponent:reusingView:"
    public func view(forRow row: Int, forComponent component: Int) -> UIView? {
      pickerDelegate(for: "pickerView:viewForRow:forComponent:reusingView:")?.pickerView(
        self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// The text a row shows: its view's, when the delegate implements the view method (a label's text, its
    /// attributed text's when it has one; none for another view), else its title.
    public func displayedText(forRow row: Int, forComponent component: Int) -> String? {
      guard pickerDelegate(for: "pickerView:viewForRow:forComponent:reusingView:") != nil else {
        return title(forRow: row, forComponent: component)
      }
      let label = view(forRow: row, forComponent: component) as? UILabel
      return label?.attributedText?.string ?? label?.text
    }

    /// The user spins a component to `row`.
    public func userSelects(row: Int, inComponent component: Int) {
      pickerDelegate(for: "pickerView:didSelectRow:inComponent:")?.pickerView(
        self, didSelectRow: row, inComponent: component)
    }
  }
#endif
