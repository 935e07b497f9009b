// The shipped UIImagePickerControllerDelegate adapter, run against the model of
// UIImagePickerController (Tests/AppleModels/UIKit/UIImagePickerController.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A profile screen's own picker delegate: it dismisses the picker on either outcome.
  final class ProfilePickerDelegate: ModelDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "imagePickerController:didFinishPickingMediaWithInfo:", "imagePickerControllerDidCancel:",
      ])
    }
    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      heard.append("real picked \(info.count)")
      picker.dismiss()
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      heard.append("real cancelled")
      picker.dismiss()
    }
  }

  @MainActor @Suite struct UIImagePickerControllerModelTests {
    let info: [UIImagePickerController.InfoKey: Any] = [.mediaURL: URL(string: "file:///photo.heic")!]

    /// UIImagePickerController.h: "The picker does not dismiss itself; the client dismisses it in these
    /// callbacks": a handler on the pick alone leaves a cancel to the user's next step.
    @Test func aPickHandlerDismissesOnlyThePickAndCancelLeavesNoDelegate() {
      let picker = UIImagePickerController()
      var picked: [URL] = []
      let subscription = picker.on(\.didFinishPickingMediaWithInfo) { picker, info in
        if let url = info[.mediaURL] as? URL { picked.append(url) }
        picker.dismiss()
      }
      picker.present()
      #expect(picker.isPresented)
      picker.userCancels()
      #expect(picker.isPresented)
      picker.userPicks(info)
      #expect(!picker.isPresented)
      #expect(picked == [URL(string: "file:///photo.heic")!])
      subscription.cancel()
      #expect(picker.delegate == nil)
      // Docs of `delegate`: "If this property is nil, the picker is dismissed immediately if you try to show it."
      picker.present()
      #expect(!picker.isPresented)
    }

    @Test func theRealDelegateKeepsDismissingUnderAHandler() {
      let heard = Heard()
      let real = ProfilePickerDelegate(heard)
      let picker = UIImagePickerController()
      picker.delegate = real
      var cancels = 0
      let subscription = picker.on(\.imagePickerControllerDidCancel) { _ in cancels += 1 }
      picker.present()
      picker.userCancels()
      #expect(!picker.isPresented)
      #expect(cancels == 1)
      picker.present()
      picker.userPicks(info)
      #expect(!picker.isPresented)
      #expect(heard.calls == ["real cancelled", "real picked 1"])
      subscription.cancel()
      #expect(picker.delegate === real)
    }
  }
#endif
