// The shipped UIAdaptivePresentationControllerDelegate adapter, run against the
// model of UIPresentationController (Tests/AppleModels/UIKit/UIPresentationController.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// A delegate written before iOS 8.3: only the method without traits, keeping popovers on an iPhone.
  final class KeepPopoverDelegate: ModelDelegate, UIAdaptivePresentationControllerDelegate {
    var asked = 0
    init() { super.init(implementing: ["adaptivePresentationStyleForPresentationController:"]) }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      asked += 1
      return .none
    }
  }

  @MainActor @Suite struct UIPresentationControllerModelTests {
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    let regular = UITraitCollection(horizontalSizeClass: .regular)

    /// Issue 43 §4: the proxy claims the trait variant for a handler; a legacy delegate (the older method
    /// only) is asked where UIKit would ask it alone, horizontally compact, and not in regular width (Apple's
    /// docs: "Returns the presentation style to use when the presented view controller becomes horizontally
    /// compact"; the docs name no other environment for it, so the model takes the behaviour before the trait
    /// variant existed).
    @Test func aLegacyAdaptationDelegateIsAskedOnlyWhenHorizontallyCompact() {
      let real = KeepPopoverDelegate()
      let popover = UIPopoverPresentationController()
      popover.delegate = real
      #expect(popover.adaptivePresentationStyle(for: compact) == .none)
      #expect(popover.adaptivePresentationStyle(for: regular) == .none)
      #expect(real.asked == 1)
      let dismissal = popover.on(\.presentationControllerShouldDismiss) { _ in true }
      #expect(popover.adaptivePresentationStyle(for: compact) == .none)
      #expect(popover.adaptivePresentationStyle(for: regular) == .none)
      #expect(real.asked == 2)
      dismissal.cancel()
      #expect(popover.delegate === real)
    }

    /// A handler on the older event alone is asked the same way; in regular width nobody answers, and the
    /// popover doesn't adapt (not full screen, which is its adaptation to a compact width).
    @Test func anOlderHandlerIsAskedOnlyWhenHorizontallyCompact() {
      let popover = UIPopoverPresentationController()
      var asked = 0
      let older = popover.on(\.adaptivePresentationStyleFor) { _ in
        asked += 1
        return .overFullScreen
      }
      #expect(popover.adaptivePresentationStyle(for: compact) == .overFullScreen)
      #expect(popover.adaptivePresentationStyle(for: regular) == .none)
      #expect(asked == 1)
      older.cancel()
      #expect(popover.adaptivePresentationStyle(for: compact) == .fullScreen)
      #expect(popover.adaptivePresentationStyle(for: regular) == .none)
    }
  }
#endif
