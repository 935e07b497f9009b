// UIPickerView's calls of the delegate's layout methods, beyond UIPickerView.swift's titles and views:
// "returns width of column and height of row for each component." (UIPickerView.h). Without them the
// header doesn't say; the model takes the adapter's documented fallbacks: an equal share of the bounds'
// width per component, and UIKit's 44-point row (unconfirmed).

#if !canImport(ObjectiveC)
  import Foundation

  extension UIPickerView {
    /// `pickerView:widthForComponent:`, else an equal share of the width.
    public func width(forComponent component: Int) -> CGFloat {
      pickerDelegate(for: "pickerView:widthForComponent:")?.pickerView(self, widthForComponent: component)
        ?? bounds.width / CGFloat(max(numberOfComponents, 1))
    }

    /// `pickerView:rowHeightForComponent:`, else 44.
    public func rowHeight(forComponent component: Int) -> CGFloat {
      pickerDelegate(for: "pickerView:rowHeightForComponent:")?.pickerView(self, rowHeightForComponent: component)
        ?? 44
    }
  }
#endif
