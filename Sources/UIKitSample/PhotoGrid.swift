// A grid of photos the user picks: the add button presents the photo
// library, each pick joins the grid, and tapping a photo removes it.
// Benchmarks/Screens/Plain/PhotoGrid.swift is the same screen with plain
// delegates.

import DelegateDSLUIKit
import UIKit

@MainActor final class PhotoGrid: UIViewController {
  private var photos: [UIImage] = []
  private let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.frame = view.bounds
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    view.addSubview(grid)
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))

    grid.on(\.numberOfItemsInSection) { [unowned self] _, _ in photos.count }
    grid.on(\.cellForItemAt) { [unowned self] grid, indexPath in
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      cell.backgroundView = UIImageView(image: photos[indexPath.item])
      return cell
    }
    grid.on(\.didSelectItemAt) { [unowned self] grid, indexPath in
      photos.remove(at: indexPath.item)
      grid.deleteItems(at: [indexPath])
    }
  }

  @objc private func add() {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.on(\.didFinishPickingMediaWithInfo) { [unowned self] picker, info in
      if let image = info[.originalImage] as? UIImage {
        photos.append(image)
        grid.insertItems(at: [IndexPath(item: photos.count - 1, section: 0)])
      }
      picker.dismiss(animated: true)
    }
    picker.on(\.imagePickerControllerDidCancel) { picker in picker.dismiss(animated: true) }
    present(picker, animated: true)
  }
}
