// WKWebView, modelled on WKNavigationDelegate.h and WKWebView.h:
// - `@property (nullable, nonatomic, weak) id <WKNavigationDelegate> navigationDelegate;`
// - `decidePolicyForNavigationAction:preferences:decisionHandler:`: "If you
//   implement this method, -webView:decidePolicyForNavigationAction:decisionHandler:
//   will not be called."; the older one: "If you do not implement this
//   method, the web view will load the request".
// - `decidePolicyForNavigationResponse:`: "If you do not implement this
//   method, the web view will allow the response, if the web view can show it."
// - `didReceiveAuthenticationChallenge:completionHandler:`: "If you do not
//   implement this method, the web view will respond to the authentication
//   challenge with the NSURLSessionAuthChallengeRejectProtectionSpace
//   disposition."
// - `authenticationChallenge:shouldAllowDeprecatedTLS:`: the header doesn't
//   say what happens without it; the model refuses, the adapter's assumption
//   (marked unconfirmed in Scripts/apple-adapters.conf).
// - The web view waits for each decision handler, which must be called once
//   (WebKit raises an exception for a handler called twice, and reports one
//   never called): the model counts the calls.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class WKWebView: UIView {
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    /// `configuration.defaultWebpagePreferences`: the preferences proposed to the delegate.
    public var defaultWebpagePreferences = WKWebpagePreferences()
    /// How many decision handlers were called more than once.
    public private(set) var handlersCalledTwice = 0
    /// What each load did, in order.
    public private(set) var log: [String] = []

    public nonisolated override init() { super.init() }

    func navigationDelegate(for selector: Selector) -> (any WKNavigationDelegate)? {
      responds(navigationDelegate, to: selector) ? navigationDelegate : nil
    }

    /// Waits for a decision handler's one call.
    func decision<Decision: Sendable>(
      _ ask: (@escaping @Sendable (Decision) -> Void) -> Void
    ) async -> Decision {
      let once = Once<Decision>()
      let decision = await withCheckedContinuation { (continuation: CheckedContinuation<Decision, Never>) in
        once.continuation = continuation
        ask { decision in once.resume(decision) }
      }
      if once.calls > 1 { handlersCalledTwice += 1 }
      return decision
    }

    /// Loads `url`: the action's policy, then (allowed) the response's. - Returns: the preferences the
    /// page loaded with, or nil when the navigation was cancelled.
    @discardableResult
    public func load(_ url: URL) async -> WKWebpagePreferences? {
      let action = WKNavigationAction(url: url)
      var preferences = defaultWebpagePreferences
      var policy = WKNavigationActionPolicy.allow
      if let delegate = navigationDelegate(for: "webView:decidePolicyForNavigationAction:preferences:decisionHandler:")
      {
        let proposed = preferences
        let answer: (WKNavigationActionPolicy, Unchecked<WKWebpagePreferences>) = await decision { handler in
          delegate.webView(self, decidePolicyFor: action, preferences: proposed) { handler(($0, Unchecked($1))) }
        }
        (policy, preferences) = (answer.0, answer.1.value)
      } else if let delegate = navigationDelegate(for: "webView:decidePolicyForNavigationAction:decisionHandler:") {
        policy = await decision { handler in delegate.webView(self, decidePolicyFor: action, decisionHandler: handler) }
      }
      guard policy == .allow else {
        log.append("cancelled \(url.path)")
        return nil
      }
      let response = WKNavigationResponse(url: url)
      var responsePolicy = WKNavigationResponsePolicy.allow
      if let delegate = navigationDelegate(for: "webView:decidePolicyForNavigationResponse:decisionHandler:") {
        responsePolicy = await decision { handler in
          delegate.webView(self, decidePolicyFor: response, decisionHandler: handler)
        }
      }
      guard responsePolicy == .allow else {
        log.append("response cancelled \(url.path)")
        return nil
      }
      log.append("loaded \(url.path)")
      navigationDelegate(for: "webView:didFinishNavigation:")?.webView(self, didFinish: WKNavigation())
      return preferences
    }
  }

  extension WKWebView {
    /// A server challenges the load: the delegate's disposition and credential, or the header's rejection.
    public func respond(to challenge: URLAuthenticationChallenge) async -> (
      URLSession.AuthChallengeDisposition, URLCredential?
    ) {
      guard let delegate = navigationDelegate(for: "webView:didReceiveAuthenticationChallenge:completionHandler:")
      else { return (.rejectProtectionSpace, nil) }
      let answer: Unchecked<(URLSession.AuthChallengeDisposition, URLCredential?)> = await decision { handler in
        delegate.webView(self, didReceive: challenge) { handler(Unchecked(($0, $1))) }
      }
      return answer.value
    }

    /// A server offers only a deprecated TLS version: whether the load goes on (refused without the method).
    public func continuesWithDeprecatedTLS(for challenge: URLAuthenticationChallenge) async -> Bool {
      guard let delegate = navigationDelegate(for: "webView:authenticationChallenge:shouldAllowDeprecatedTLS:")
      else { return false }
      return await decision { handler in delegate.webView(self, authenticationChallenge: challenge) { handler($0) } }
    }
  }

  /// A decision handler's state: the continuation resumed by its first call, and how many calls came.
  final class Once<Decision: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable`: `continuation` and `calls` are read and written only under `lock`.
    private let lock = NSLock()
    var continuation: CheckedContinuation<Decision, Never>?
    private var count = 0
    var calls: Int { lock.withLock { count } }

    func resume(_ decision: Decision) {
      let continuation: CheckedContinuation<Decision, Never>? = lock.withLock {
        count += 1
        defer { self.continuation = nil }
        return self.continuation
      }
      continuation?.resume(returning: decision)
    }
  }

  /// A value passed through a decision handler that WebKit calls on the main thread.
  struct Unchecked<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: the web view hands it from the delegate's handler back to itself on the main actor.
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
