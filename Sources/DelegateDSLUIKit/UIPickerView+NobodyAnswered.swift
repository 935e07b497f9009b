// What a picker view gets from its delegate proxy for a row's view that
// nobody made (a handler customises one component and answers `nil` for the
// others, and the real delegate has titles, not views). Once the proxy claims
// `pickerView:viewForRow:forComponent:reusingView:`, the picker shows the
// views and asks no title ("these methods return either a plain NSString, a
// NSAttributedString, or a view (e.g UILabel) to display the row for the
// component", UIPickerView.h): an empty view would blank those rows. The
// row's view is then a label with the row's title, asked of the proxy (the
// real delegate's titles and the title handlers), the attributed one favoured
// as the picker does ("attributed title is favored if both methods are
// implemented"). Named in Scripts/apple-adapters.conf as the fallback of
// `pickerView(_:viewForRow:forComponent:reusing:)`.

#if canImport(UIKit)
  import UIKit

  extension UIPickerView {
    /// A label with the title `titles` gives for `row` of `component` (the attributed title when there is one),
    /// `view` reused when it is a label.
    func titleLabel(
      forRow row: Int, forComponent component: Int, reusing view: UIView?, titles: UIPickerViewDelegateProxy
    ) -> UIView {
      let label = view as? UILabel ?? UILabel()
      label.textAlignment = .center
      if let attributed = titles.pickerView(self, attributedTitleForRow: row, forComponent: component) {
        label.attributedText = attributed
      } else {
        label.text = titles.pickerView(self, titleForRow: row, forComponent: component)
      }
      return label
    }
  }
#endif
