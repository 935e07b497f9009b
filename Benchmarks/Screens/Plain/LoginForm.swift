// Sources/UIKitSample/LoginForm.swift written with plain delegates, for
// Scripts/count-screen-lines: the same behaviour, line for line where it can.

import UIKit

@MainActor final class LoginForm: UIViewController, UITextFieldDelegate {
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
    name.delegate = self
    password.delegate = self
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === name {
      password.becomeFirstResponder()
    } else {
      password.resignFirstResponder()
      submit(name.text ?? "", password.text ?? "")
    }
    return false
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    textField !== name || !string.contains(" ")
  }
}
