// Every answering method of the scroll view, text field, text view, picker, navigation and tab bar
// controller adapters, with the real delegate and a handler both answering (RuleCase.swift): one row per
// method and rule.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// Keeps `subscription` for `call`, then cancels it.
  @MainActor @discardableResult func holding<Served, Result>(
    _ subscription: DelegateSubscription<Served>, _ call: () -> Result
  ) -> Result {
    defer { subscription.cancel() }
    return call()
  }

  @MainActor final class PinnedAnimator: UIViewControllerAnimatedTransitioning {
    nonisolated func responds(to selector: Selector) -> Bool { false }
  }

  @MainActor final class PinnedDriver: UIViewControllerInteractiveTransitioning {
    nonisolated func responds(to selector: Selector) -> Bool { false }
  }

  let scrollAndTextCases: [RuleCase] = [
    RuleCase("viewForZoomingInScrollView:", "firstNonNil: the real delegate's view is zoomed") {
      let theirs = UIView()
      let real = ScriptedScrollDelegate(["viewForZoomingInScrollView:": theirs as UIView?])
      let scrollView = UIScrollView()
      scrollView.maximumZoomScale = 2
      scrollView.delegate = real
      let got = holding(scrollView.on(\.viewForZooming) { _ in UIView() }) { scrollView.pinch(to: 2) }
      return outcome(got === theirs, true)
    },
    RuleCase("scrollViewShouldScrollToTop:", "all: the real delegate's NO stops the scroll to top") {
      let real = ScriptedScrollDelegate(["scrollViewShouldScrollToTop:": false])
      let scrollView = UIScrollView()
      scrollView.contentOffset = CGPoint(x: 0, y: 300)
      scrollView.delegate = real
      return outcome(
        holding(scrollView.on(\.scrollViewShouldScrollToTop) { _ in true }) { scrollView.tapStatusBar() }, false)
    },
    RuleCase("textFieldShouldBeginEditing:", "all: the real delegate's NO stands") {
      let real = ScriptedTextFieldDelegate(["textFieldShouldBeginEditing:": false])
      let field = UITextField()
      field.delegate = real
      return outcome(
        holding(field.on(\.textFieldShouldBeginEditing) { _ in true }) { field.becomeFirstResponder() }, false)
    },
    RuleCase("textFieldShouldEndEditing:", "all: the real delegate's NO keeps the field editing") {
      let real = ScriptedTextFieldDelegate(["textFieldShouldEndEditing:": false])
      let field = UITextField()
      field.delegate = real
      field.becomeFirstResponder()
      return outcome(
        holding(field.on(\.textFieldShouldEndEditing) { _ in true }) { field.resignFirstResponder() }, false)
    },
    RuleCase("textField:shouldChangeCharactersInRange:replacementString:", "all: the real delegate's NO stands") {
      let real = ScriptedTextFieldDelegate(["textField:shouldChangeCharactersInRange:replacementString:": false])
      let field = UITextField()
      field.delegate = real
      return outcome(holding(field.on(\.shouldChangeCharactersIn) { _, _, _ in true }) { field.type("a") }, false)
    },
    RuleCase("textFieldShouldClear:", "all: the real delegate's NO keeps the text") {
      let real = ScriptedTextFieldDelegate(["textFieldShouldClear:": false])
      let field = UITextField()
      field.delegate = real
      return outcome(holding(field.on(\.textFieldShouldClear) { _ in true }) { field.tapClear() }, false)
    },
    RuleCase("textFieldShouldReturn:", "all: the real delegate's NO stands") {
      let real = ScriptedTextFieldDelegate(["textFieldShouldReturn:": false])
      let field = UITextField()
      field.delegate = real
      return outcome(holding(field.on(\.textFieldShouldReturn) { _ in true }) { field.tapReturn() }, false)
    },
    RuleCase("textField:editMenuForCharactersInRange:suggestedActions:", "lastNonNil: a handler's menu stands") {
      let mine = UIMenu()
      let real = ScriptedTextFieldDelegate([
        "textField:editMenuForCharactersInRange:suggestedActions:": UIMenu() as UIMenu?
      ])
      let field = UITextField()
      field.delegate = real
      let got = holding(field.on(\.editMenuForCharactersIn) { _, _, _ in mine }) {
        field.editMenu(for: NSRange(location: 0, length: 1), suggestedActions: [])
      }
      return outcome(got === mine, true)
    },
    RuleCase("textViewShouldBeginEditing:", "all: the real delegate's NO stands") {
      let real = ScriptedTextViewDelegate(["textViewShouldBeginEditing:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.textViewShouldBeginEditing) { _ in true }) { textView.becomeFirstResponder() }, false)
    },
    RuleCase("textViewShouldEndEditing:", "all: the real delegate's NO keeps the view editing") {
      let real = ScriptedTextViewDelegate(["textViewShouldEndEditing:": false])
      let textView = UITextView()
      textView.delegate = real
      textView.becomeFirstResponder()
      return outcome(
        holding(textView.on(\.textViewShouldEndEditing) { _ in true }) { textView.resignFirstResponder() }, false)
    },
    RuleCase("textView:shouldChangeTextInRange:replacementText:", "all: the real delegate's NO stands") {
      let real = ScriptedTextViewDelegate(["textView:shouldChangeTextInRange:replacementText:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(holding(textView.on(\.shouldChangeTextIn) { _, _, _ in true }) { textView.type("a") }, false)
    },
    RuleCase("textView:shouldInteractWithURL:inRange:interaction:", "all: the real delegate's NO stands") {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithURL:inRange:interaction:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithURL) { _, _, _, _ in true }) {
          textView.tapLink(URL(string: "https://example.com")!, in: NSRange(location: 0, length: 4))
        }, false)
    },
    RuleCase(
      "textView:shouldInteractWithURL:inRange:",
      "family: a real delegate with only the older method still refuses under a handler of the newer"
    ) {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithURL:inRange:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithURL) { _, _, _, _ in true }) {
          textView.tapLink(URL(string: "https://example.com")!, in: NSRange(location: 0, length: 4))
        }, false)
    },
    RuleCase("textView:shouldInteractWithURL:inRange:", "all: the real delegate's NO stands over an older handler") {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithURL:inRange:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithURLInRange) { _, _, _ in true }) {
          textView.tapLink(URL(string: "https://example.com")!, in: NSRange(location: 0, length: 4))
        }, false)
    },
    RuleCase("textView:shouldInteractWithTextAttachment:inRange:interaction:", "all: the real delegate's NO stands") {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithTextAttachment:inRange:interaction:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithTextAttachment) { _, _, _, _ in true }) {
          textView.tapAttachment(NSTextAttachment(), in: NSRange(location: 0, length: 1))
        }, false)
    },
    RuleCase(
      "textView:shouldInteractWithTextAttachment:inRange:",
      "family: a real delegate with only the older method still refuses under a handler of the newer"
    ) {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithTextAttachment:inRange:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithTextAttachment) { _, _, _, _ in true }) {
          textView.tapAttachment(NSTextAttachment(), in: NSRange(location: 0, length: 1))
        }, false)
    },
    RuleCase(
      "textView:shouldInteractWithTextAttachment:inRange:", "all: the real delegate's NO stands over an older handler"
    ) {
      let real = ScriptedTextViewDelegate(["textView:shouldInteractWithTextAttachment:inRange:": false])
      let textView = UITextView()
      textView.delegate = real
      return outcome(
        holding(textView.on(\.shouldInteractWithTextAttachmentInRange) { _, _, _ in true }) {
          textView.tapAttachment(NSTextAttachment(), in: NSRange(location: 0, length: 1))
        }, false)
    },
    RuleCase("textView:editMenuForTextInRange:suggestedActions:", "lastNonNil: a handler's menu stands") {
      let mine = UIMenu()
      let real = ScriptedTextViewDelegate(["textView:editMenuForTextInRange:suggestedActions:": UIMenu() as UIMenu?])
      let textView = UITextView()
      textView.delegate = real
      let got = holding(textView.on(\.editMenuForTextIn) { _, _, _ in mine }) {
        textView.editMenu(for: NSRange(location: 0, length: 1), suggestedActions: [])
      }
      return outcome(got === mine, true)
    },
  ]

  let pickerAndControllerCases: [RuleCase] = [
    RuleCase("numberOfComponentsInPickerView:", "last: a handler's count over the real data source's") {
      let source = ScriptedPickerDataSource([
        "numberOfComponentsInPickerView:": 2, "pickerView:numberOfRowsInComponent:": 5,
      ])
      let picker = UIPickerView()
      picker.dataSource = source
      return outcome(
        holding(picker.on(\.numberOfComponents) { _ in 3 }) {
          picker.reloadAllComponents()
          return picker.numberOfComponents
        }, 3)
    },
    RuleCase("pickerView:numberOfRowsInComponent:", "lastNonNil: a handler's count over the real data source's") {
      let source = ScriptedPickerDataSource([
        "numberOfComponentsInPickerView:": 1, "pickerView:numberOfRowsInComponent:": 5,
      ])
      let picker = UIPickerView()
      picker.dataSource = source
      return outcome(
        holding(picker.on(\.numberOfRowsInComponent) { _, _ in 7 }) {
          picker.reloadAllComponents()
          return picker.rows
        }, [7])
    },
    RuleCase("pickerView:widthForComponent:", "lastNonNil: a handler's width over the real delegate's") {
      let real = ScriptedPickerDelegate(["pickerView:widthForComponent:": CGFloat(100)])
      let picker = UIPickerView()
      picker.delegate = real
      return outcome(holding(picker.on(\.widthForComponent) { _, _ in 150 }) { picker.width(forComponent: 0) }, 150)
    },
    RuleCase("pickerView:widthForComponent:", "fallback: an equal share of the picker's width") {
      let source = ScriptedPickerDataSource([
        "numberOfComponentsInPickerView:": 2, "pickerView:numberOfRowsInComponent:": 1,
      ])
      let picker = UIPickerView()
      picker.dataSource = source
      picker.reloadAllComponents()
      return outcome(holding(picker.on(\.widthForComponent) { _, _ in nil }) { picker.width(forComponent: 0) }, 160)
    },
    RuleCase("pickerView:rowHeightForComponent:", "lastNonNil: a handler's height over the real delegate's") {
      let real = ScriptedPickerDelegate(["pickerView:rowHeightForComponent:": CGFloat(30)])
      let picker = UIPickerView()
      picker.delegate = real
      return outcome(
        holding(picker.on(\.rowHeightForComponent) { _, _ in 50 }) { picker.rowHeight(forComponent: 0) }, 50)
    },
    RuleCase("pickerView:rowHeightForComponent:", "fallback: 44 points") {
      let picker = UIPickerView()
      return outcome(
        holding(picker.on(\.rowHeightForComponent) { _, _ in nil }) { picker.rowHeight(forComponent: 0) }, 44)
    },
    RuleCase("pickerView:titleForRow:forComponent:", "firstNonNil: the real delegate's title stands") {
      let real = ScriptedPickerDelegate(["pickerView:titleForRow:forComponent:": "Theirs" as String?])
      let picker = UIPickerView()
      picker.delegate = real
      return outcome(
        holding(picker.on(\.titleForRow) { _, _, _ in "Mine" }) { picker.title(forRow: 0, forComponent: 0) } as Any,
        "Theirs" as String? as Any)
    },
    RuleCase("pickerView:attributedTitleForRow:forComponent:", "firstNonNil: the real delegate's title stands") {
      let real = ScriptedPickerDelegate([
        "pickerView:attributedTitleForRow:forComponent:": NSAttributedString(string: "Theirs") as NSAttributedString?
      ])
      let picker = UIPickerView()
      picker.delegate = real
      return outcome(
        holding(picker.on(\.attributedTitleForRow) { _, _, _ in NSAttributedString(string: "Mine") }) {
          picker.title(forRow: 0, forComponent: 0)
        } as Any, "Theirs" as String? as Any)
    },
    RuleCase(
      "navigationController:animationControllerForOperation:fromViewController:toViewController:",
      "vend: the handler's animator, the real delegate not asked"
    ) {
      let mine = PinnedAnimator()
      let real = ScriptedNavigationControllerDelegate([
        "navigationController:animationControllerForOperation:fromViewController:toViewController:":
          PinnedAnimator() as (any UIViewControllerAnimatedTransitioning)?
      ])
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.delegate = real
      holding(navigation.on(\.animationControllerFor) { _, _, _, _ in mine }) {
        navigation.pushViewController(UIViewController(), animated: true)
      }
      let asked = real.count(
        "navigationController:animationControllerForOperation:fromViewController:toViewController:")
      return outcome("\(navigation.transitions.last?.animator === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase(
      "navigationController:interactionControllerForAnimationController:",
      "vend: the handler's driver, the real delegate not asked"
    ) {
      let animator = PinnedAnimator()
      let mine = PinnedDriver()
      let real = ScriptedNavigationControllerDelegate([
        "navigationController:animationControllerForOperation:fromViewController:toViewController:":
          animator as (any UIViewControllerAnimatedTransitioning)?,
        "navigationController:interactionControllerForAnimationController:":
          PinnedDriver() as (any UIViewControllerInteractiveTransitioning)?,
      ])
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.delegate = real
      holding(navigation.on(\.interactionControllerFor) { _, _ in mine }) {
        navigation.pushViewController(UIViewController(), animated: true)
      }
      let asked = real.count("navigationController:interactionControllerForAnimationController:")
      return outcome("\(navigation.transitions.last?.interaction === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("navigationControllerSupportedInterfaceOrientations:", "last: a handler's orientations stand") {
      let real = ScriptedNavigationControllerDelegate([
        "navigationControllerSupportedInterfaceOrientations:": UIInterfaceOrientationMask.portrait
      ])
      let navigation = UINavigationController()
      navigation.delegate = real
      return outcome(
        holding(navigation.on(\.navigationControllerSupportedInterfaceOrientations) { _ in .landscape }) {
          navigation.supportedInterfaceOrientations
        }.rawValue, UIInterfaceOrientationMask.landscape.rawValue)
    },
    RuleCase(
      "navigationControllerPreferredInterfaceOrientationForPresentation:", "last: a handler's orientation stands"
    ) {
      let real = ScriptedNavigationControllerDelegate([
        "navigationControllerPreferredInterfaceOrientationForPresentation:": UIInterfaceOrientation.portrait
      ])
      let navigation = UINavigationController()
      navigation.delegate = real
      return outcome(
        holding(
          navigation.on(\.navigationControllerPreferredInterfaceOrientationForPresentation) { _ in .landscapeLeft }
        ) {
          navigation.preferredInterfaceOrientationForPresentation
        }, UIInterfaceOrientation.landscapeLeft)
    },
    RuleCase("tabBarController:shouldSelectViewController:", "all: the real delegate's NO keeps the tab") {
      let real = ScriptedTabBarControllerDelegate(["tabBarController:shouldSelectViewController:": false])
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      tabs.delegate = real
      return outcome(holding(tabs.on(\.shouldSelect) { _, _ in true }) { tabs.tapTab(at: 1) }, false)
    },
    RuleCase(
      "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
      "vend: the handler's animator, the real delegate not asked"
    ) {
      let mine = PinnedAnimator()
      let real = ScriptedTabBarControllerDelegate([
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:":
          PinnedAnimator() as (any UIViewControllerAnimatedTransitioning)?
      ])
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      tabs.delegate = real
      holding(tabs.on(\.animationControllerForTransitionFrom) { _, _, _ in mine }) { tabs.tapTab(at: 1) }
      let asked = real.count("tabBarController:animationControllerForTransitionFromViewController:toViewController:")
      return outcome("\(tabs.transitions.last?.animator === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase(
      "tabBarController:interactionControllerForAnimationController:",
      "vend: the handler's driver, the real delegate not asked"
    ) {
      let mine = PinnedDriver()
      let real = ScriptedTabBarControllerDelegate([
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:":
          PinnedAnimator() as (any UIViewControllerAnimatedTransitioning)?,
        "tabBarController:interactionControllerForAnimationController:":
          PinnedDriver() as (any UIViewControllerInteractiveTransitioning)?,
      ])
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      tabs.delegate = real
      holding(tabs.on(\.interactionControllerFor) { _, _ in mine }) { tabs.tapTab(at: 1) }
      let asked = real.count("tabBarController:interactionControllerForAnimationController:")
      return outcome("\(tabs.transitions.last?.interaction === mine), real asked \(asked)", "true, real asked 0")
    },
    RuleCase("tabBarControllerSupportedInterfaceOrientations:", "last: a handler's orientations stand") {
      let real = ScriptedTabBarControllerDelegate([
        "tabBarControllerSupportedInterfaceOrientations:": UIInterfaceOrientationMask.portrait
      ])
      let tabs = UITabBarController()
      tabs.delegate = real
      return outcome(
        holding(tabs.on(\.tabBarControllerSupportedInterfaceOrientations) { _ in .landscape }) {
          tabs.supportedInterfaceOrientations
        }.rawValue, UIInterfaceOrientationMask.landscape.rawValue)
    },
    RuleCase("tabBarControllerPreferredInterfaceOrientationForPresentation:", "last: a handler's orientation stands") {
      let real = ScriptedTabBarControllerDelegate([
        "tabBarControllerPreferredInterfaceOrientationForPresentation:": UIInterfaceOrientation.portrait
      ])
      let tabs = UITabBarController()
      tabs.delegate = real
      return outcome(
        holding(tabs.on(\.tabBarControllerPreferredInterfaceOrientationForPresentation) { _ in .landscapeLeft }) {
          tabs.preferredInterfaceOrientationForPresentation
        }, UIInterfaceOrientation.landscapeLeft)
    },
  ]

  @MainActor @Suite struct UIKitHostRuleTests {
    @Test(arguments: scrollAndTextCases) func scrollAndTextAnswers(_ row: RuleCase) async { await row.expectPinned() }

    @Test(arguments: pickerAndControllerCases) func pickerAndControllerAnswers(_ row: RuleCase) async {
      await row.expectPinned()
    }
  }
#endif
