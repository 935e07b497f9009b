// A login form: return in the name field moves to the password, return in
// the password submits; the name field refuses spaces.

import DelegateDSLUIKit
import UIKit

@MainActor final class LoginForm: UIViewController {
  let name = UITextField()
  let password = UITextField()
  private let submit: @MainActor (_ name: String, _ password: String) -> Void

  init(submit: @escaping @MainActor (_ name: String, _ password: String) -> Void) {
    self.submit = submit
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used from a storyboard") }

  override func viewDidLoad() {
    super.viewDidLoad()
    name.placeholder = "Name"
    name.returnKeyType = .next
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    password.returnKeyType = .go
    let stack = UIStackView(arrangedSubviews: [name, password])
    stack.axis = .vertical
    stack.spacing = 12
    stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
    view.addSubview(stack)

    name.on(\.textFieldShouldReturn) { [unowned self] _ in
      password.becomeFirstResponder()
      return false
    }
    name.on(\.shouldChangeCharactersIn) { _, _, replacement in
      !replacement.contains(" ")
    }
    password.on(\.textFieldShouldReturn) { [unowned self] password in
      password.resignFirstResponder()
      submit(name.text ?? "", password.text ?? "")
      return false
    }
  }
}
