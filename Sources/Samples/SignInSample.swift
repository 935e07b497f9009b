// The sign-in sample: a host that awaits its delegate. `async` and throwing
// methods, their handlers next to the real delegate that was there first,
// the first error rethrown after every participant has run, and a stream of
// each call's outcome.
import DelegateDSL
import Foundation

protocol SignInDelegate: AnyObject {
  func signIn(_ flow: SignInFlow, tokenFor user: String) async -> String?
  func signIn(_ flow: SignInFlow, shouldAccept token: String) throws -> Bool
}

struct RevokedToken: Error, CustomStringConvertible {
  let token: String
  var description: String { "token \(token) was revoked" }
}

/// Signs users in: asks its delegate for a token, then whether to accept it.
final class SignInFlow {
  weak var delegate: (any SignInDelegate)?

  func signIn(_ user: String) async -> String {
    guard let token = await delegate?.signIn(self, tokenFor: user) else { return "\(user): no token" }
    do {
      let accepted = try delegate?.signIn(self, shouldAccept: token) ?? true
      return "\(user): \(accepted ? "signed in" : "refused") with \(token)"
    } catch {
      return "\(user): \(error)"
    }
  }
}

extension DelegateEvents where Delegate == any SignInDelegate {
  var token: Event<(SignInFlow, String) async -> String?> { .init(.firstNonNil()) }
  var shouldAccept: Event<(SignInFlow, String) throws -> Bool> { .init(.all) }
}

final class SignInDelegateProxy: DelegateProxy<any SignInDelegate>, SignInDelegate {
  static let token = \Events.token
  static let shouldAccept = \Events.shouldAccept

  func signIn(_ flow: SignInFlow, tokenFor user: String) async -> String? {
    await send(Self.token, flow, user) { await $0.signIn(flow, tokenFor: user) }
  }
  func signIn(_ flow: SignInFlow, shouldAccept token: String) throws -> Bool {
    try send(Self.shouldAccept, flow, token) { try $0.signIn(flow, shouldAccept: token) }
  }
}

extension SignInFlow: DelegateHost {
  static var delegateSlot: DelegateSlot<any SignInDelegate> {
    DelegateSlot(\SignInFlow.delegate, proxy: SignInDelegateProxy.self)
  }
}

/// The app's keychain: the real delegate, set before anything is installed.
final class Keychain: SignInDelegate {
  func signIn(_ flow: SignInFlow, tokenFor user: String) async -> String? {
    let token = user == "ada" ? "kc-ada" : nil
    print("  [keychain] token for \(user): \(token ?? "none")")
    return token
  }
  func signIn(_ flow: SignInFlow, shouldAccept token: String) throws -> Bool {
    print("  [keychain] accepts \(token)")
    return true
  }
}

enum SignInSample {
  static func run() async {
    print("== Sign-in: async and throwing methods ==")
    let flow = SignInFlow()
    let keychain = Keychain()
    flow.delegate = keychain
    print("The keychain is the flow's delegate; a server and a policy are installed as handlers.")
    let verdicts = flow.delegateEvents(\.shouldAccept, timing: .after) { outcome, _, token in
      switch outcome {
      case .success(let accepted): "\(token): \(accepted ? "accepted" : "refused")"
      case .failure(let error): "\(token): \(error)"
      }
    }
    let subscription = Delegate(for: SignInDelegate.self) {
      On(\.token) { _, user in
        try? await Task.sleep(nanoseconds: 1_000_000)  // a round trip to the server
        print("  [server] token for \(user): srv-\(user)")
        return "srv-\(user)"
      }
      On(\.shouldAccept) { _, token in
        if token == "srv-mallory" { throw RevokedToken(token: token) }
        print("  [policy] accepts \(token)")
        return true
      }
    }.install(on: flow)
    for user in ["ada", "grace", "mallory"] {
      print("\(user) signs in; the keychain answers first, then the server is awaited:")
      print("  -> \(await flow.signIn(user))")
    }
    subscription.cancel()
    print("Every call of shouldAccept, with its outcome, from a stream:")
    for await verdict in verdicts.prefix(3) { print("  \(verdict)") }
    withExtendedLifetime(keychain) {}
  }
}
