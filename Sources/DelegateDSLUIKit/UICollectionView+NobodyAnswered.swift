// What a collection view gets from its data-source proxy for a cell or a
// supplementary view nobody made (a handler answered a count, then `nil` for
// the cell, and there is no real data source). UICollectionView.h: "The cell
// that is returned must be retrieved from a call to
// -dequeueReusableCellWithReuseIdentifier:forIndexPath:"; returning any
// other raises an exception. The least harmful answer is an empty one that
// was dequeued: its class registered under the library's own identifier
// ("If a class is registered, it will be instantiated via
// alloc/initWithFrame:"). Named in Scripts/apple-adapters.conf as the
// fallbacks of `collectionView(_:cellForItemAt:)` and
// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.

#if canImport(UIKit)
  import UIKit

  extension UICollectionView {
    /// The library's reuse identifier of the empty cell and view.
    private static let nobodyAnsweredIdentifier = "DelegateDSL.nobodyAnswered"

    /// An empty, dequeued cell for `indexPath`.
    func dequeueEmptyCell(for indexPath: IndexPath) -> UICollectionViewCell {
      register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.nobodyAnsweredIdentifier)
      return dequeueReusableCell(withReuseIdentifier: Self.nobodyAnsweredIdentifier, for: indexPath)
    }

    /// An empty, dequeued supplementary view of `kind` for `indexPath`.
    func dequeueEmptySupplementaryView(ofKind kind: String, for indexPath: IndexPath) -> UICollectionReusableView {
      register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.nobodyAnsweredIdentifier)
      return dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.nobodyAnsweredIdentifier, for: indexPath)
    }
  }
#endif
