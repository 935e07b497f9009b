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

  /// A picker's own delegate that also follows the picker's navigation (`id <UINavigationControllerDelegate,
  /// UIImagePickerControllerDelegate> delegate`): it logs what is shown and dismisses on cancel.
  final class BrowsingPickerDelegate: ModelDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let heard: Heard
    init(_ heard: Heard) {
      self.heard = heard
      super.init(implementing: [
        "imagePickerControllerDidCancel:", "navigationController:willShowViewController:animated:",
      ])
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      heard.append("real cancelled")
      picker.dismiss()
    }
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { heard.append("real willShow \(navigationController.viewControllers.count)") }
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

    /// Issue 37 §3: `picker.on(\.willShow)` reaches the picker's own slot: one proxy in the one `delegate`,
    /// serving the navigation events beside the picker's.
    @Test func aNavigationHandlerOnThePickerJoinsThePickersOneProxy() {
      let picker = UIImagePickerController()
      var shown: [Int] = []
      var cancels = 0
      let navigation = picker.on(\.willShow) { navigationController, _, _ in
        shown.append(navigationController.viewControllers.count)
      }
      let proxy = picker.delegate
      #expect(proxy is UIImagePickerControllerDelegateProxy)
      let cancel = picker.on(\.imagePickerControllerDidCancel) { picker in
        cancels += 1
        picker.dismiss()
      }
      #expect(picker.delegate === proxy)
      picker.pushViewController(UIViewController(), animated: false)
      picker.pushViewController(UIViewController(), animated: false)
      picker.present()
      picker.userCancels()
      #expect(shown == [1, 2])
      #expect(cancels == 1)
      #expect(!picker.isPresented)
      navigation.cancel()
      picker.popViewController(animated: false)
      #expect(shown == [1, 2])
      #expect(picker.delegate === proxy)
      cancel.cancel()
      #expect(picker.delegate == nil)
    }

    /// A real delegate of both protocols keeps hearing the navigation and the cancel under the picker's handlers
    /// and a navigation handler, in order: the real delegate first; cancelling restores it.
    @Test func theRealDelegatesNavigationAndPickerMethodsKeepWorkingUnderHandlers() {
      let heard = Heard()
      let real = BrowsingPickerDelegate(heard)
      let picker = UIImagePickerController()
      picker.delegate = real
      var picked = 0
      let finish = picker.on(\.didFinishPickingMediaWithInfo) { picker, _ in
        picked += 1
        picker.dismiss()
      }
      let cancel = picker.on(\.imagePickerControllerDidCancel) { _ in heard.append("handler cancelled") }
      let navigation = picker.on(\.willShow) { navigationController, _, _ in
        heard.append("handler willShow \(navigationController.viewControllers.count)")
      }
      #expect(picker.delegate is UIImagePickerControllerDelegateProxy)
      picker.pushViewController(UIViewController(), animated: false)
      picker.present()
      picker.userPicks(info)
      #expect(picked == 1)
      #expect(!picker.isPresented)
      picker.present()
      picker.userCancels()
      #expect(!picker.isPresented)
      #expect(
        heard.calls == ["real willShow 1", "handler willShow 1", "real cancelled", "handler cancelled"])
      for subscription in [finish, cancel, navigation] { subscription.cancel() }
      #expect(picker.delegate === real)
      picker.pushViewController(UIViewController(), animated: false)
      #expect(heard.calls.last == "real willShow 2")
    }

    /// A `UINavigationControllerDelegate` definition installed on a picker joins the picker's proxy too.
    @Test func aNavigationDefinitionInstalledOnThePickerJoinsItsProxy() {
      let picker = UIImagePickerController()
      var shown = 0
      let cancel = picker.on(\.imagePickerControllerDidCancel) { _ in }
      let proxy = picker.delegate
      let definition = Delegate<any UINavigationControllerDelegate> {
        On(\.willShow) { _, _, _ in shown += 1 }
      }.install(on: picker)
      #expect(picker.delegate === proxy)
      picker.pushViewController(UIViewController(), animated: false)
      #expect(shown == 1)
      definition.cancel()
      cancel.cancel()
      #expect(picker.delegate == nil)
    }
  }
#endif
