// The shipped WKNavigationDelegate adapter's authentication methods, run
// against the model of WKWebView (Tests/AppleModels/WebKit/WKWebView.swift):
// completion-handler methods whose answers the web view waits for.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// The sender a challenge needs on Linux; the web view answers through the delegate's handler instead.
  final class ChallengeSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
  }

  /// An app's own delegate that allows deprecated TLS for its legacy server only.
  final class LegacyServerDelegate: ModelDelegate, WKNavigationDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: no state; the web view calls it on the main actor.
    init() { super.init(implementing: ["webView:authenticationChallenge:shouldAllowDeprecatedTLS:"]) }
    func webView(
      _ webView: WKWebView, authenticationChallenge challenge: URLAuthenticationChallenge,
      shouldAllowDeprecatedTLS decisionHandler: @escaping @Sendable (Bool) -> Void
    ) { decisionHandler(challenge.protectionSpace.host.hasPrefix("legacy")) }
  }

  // The time limit guards the waits for completion handlers against a hang, not slowness.
  @MainActor @Suite(.timeLimit(.minutes(10))) struct WKWebViewChallengeModelTests {
    func challenge(_ host: String) -> URLAuthenticationChallenge {
      URLAuthenticationChallenge(
        protectionSpace: URLProtectionSpace(
          host: host, port: 443, protocol: "https", realm: nil, authenticationMethod: NSURLAuthenticationMethodDefault),
        proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil, sender: ChallengeSender())
    }

    /// WKNavigationDelegate.h: without the method, "the web view will respond to the authentication challenge
    /// with the NSURLSessionAuthChallengeRejectProtectionSpace disposition"; a handler decides for its host, and
    /// default handling for the others is its own answer, not the rejection.
    @Test func aChallengeHandlerSignsInToItsHostAndCancelRestoresTheRejection() async {
      let webView = WKWebView()
      let credential = URLCredential(user: "ada", password: "secret", persistence: .forSession)
      let signIn = webView.on(\.didReceive) { _, challenge in
        try? await Task.sleep(nanoseconds: 1_000_000)
        return challenge.protectionSpace.host == "intranet.example.com"
          ? (.useCredential, credential) : (.performDefaultHandling, nil)
      }
      let intranet = await webView.respond(to: challenge("intranet.example.com"))
      #expect(intranet.0 == .useCredential)
      #expect(intranet.1?.user == "ada")
      #expect(await webView.respond(to: challenge("example.org")).0 == .performDefaultHandling)
      signIn.cancel()
      #expect(await webView.respond(to: challenge("intranet.example.com")).0 == .rejectProtectionSpace)
      #expect(webView.handlersCalledTwice == 0)
    }

    /// `all`: the real delegate allows its legacy server; a handler may refuse one of them.
    @Test func aTLSHandlerCanRefuseWhatTheRealDelegateAllowsButNotAllowMore() async {
      let real = LegacyServerDelegate()
      let webView = WKWebView()
      webView.navigationDelegate = real
      let refusal = webView.on(\.authenticationChallenge) { _, challenge in
        challenge.protectionSpace.host != "legacy-b.example.com"
      }
      #expect(await webView.continuesWithDeprecatedTLS(for: challenge("legacy-a.example.com")))
      #expect(!(await webView.continuesWithDeprecatedTLS(for: challenge("legacy-b.example.com"))))
      #expect(!(await webView.continuesWithDeprecatedTLS(for: challenge("modern.example.com"))))
      refusal.cancel()
      #expect(webView.navigationDelegate === real)
      #expect(await webView.continuesWithDeprecatedTLS(for: challenge("legacy-b.example.com")))
    }
  }
#endif
