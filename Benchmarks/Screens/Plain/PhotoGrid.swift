// Sources/UIKitSample/PhotoGrid.swift written with plain delegates, for
// Scripts/count-screen-lines: the same behaviour, line for line where it can.

import UIKit

@MainActor
final class PhotoGrid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
  UIImagePickerControllerDelegate, UINavigationControllerDelegate
{
  private var photos: [UIImage] = []
  private let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.frame = view.bounds
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    view.addSubview(grid)
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
    grid.dataSource = self
    grid.delegate = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.backgroundView = UIImageView(image: photos[indexPath.item])
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    photos.remove(at: indexPath.item)
    collectionView.deleteItems(at: [indexPath])
  }

  @objc private func add() {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.delegate = self
    present(picker, animated: true)
  }

  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    if let image = info[.originalImage] as? UIImage {
      photos.append(image)
      grid.insertItems(at: [IndexPath(item: photos.count - 1, section: 0)])
    }
    picker.dismiss(animated: true)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
