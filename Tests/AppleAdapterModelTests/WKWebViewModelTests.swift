// The shipped WKNavigationDelegate adapter, run against the model of
// WKWebView (Tests/AppleModels/WebKit/WKWebView.swift): its decision
// handlers are waited for, and must be called once.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  /// An app's own navigation delegate, written before iOS 13: the older policy method only, which
  /// cancels `/private` pages and answers after a hop to the main queue, as a delegate that asks the
  /// user would.
  /// A delegate that answers the preferences variant with preferences of its own: a new object, "mobile".
  final class MobilePreferencesDelegate: ModelDelegate, WKNavigationDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: it has no state.
    init() { super.init(implementing: ["webView:decidePolicyForNavigationAction:preferences:decisionHandler:"]) }
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
      decisionHandler: @escaping @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {
      let mobile = WKWebpagePreferences()
      mobile.preferredContentMode = "mobile"
      decisionHandler(.allow, mobile)
    }
  }

  final class LegacyNavigationDelegate: ModelDelegate, WKNavigationDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: `asked` is touched on the main actor only (the web view calls there).
    var asked: [String] = []
    init() { super.init(implementing: ["webView:decidePolicyForNavigationAction:decisionHandler:"]) }
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      asked.append(navigationAction.url.path)
      let policy: WKNavigationActionPolicy = navigationAction.url.path.hasPrefix("/private") ? .cancel : .allow
      DispatchQueue.main.async { decisionHandler(policy) }
    }
  }

  // The time limit guards the waits for decision handlers against a hang, not slowness: the main actor is
  // shared with the whole suite, and sanitizers run it ten times slower.
  @MainActor @Suite(.timeLimit(.minutes(10))) struct WKWebViewModelTests {
    let home = URL(string: "https://example.com/home")!
    let ads = URL(string: "https://ads.example.com/banner")!
    let secret = URL(string: "https://example.com/private/1")!

    @Test func aPolicyHandlerCancelsOnlyWhatItCancels() async {
      let webView = WKWebView()
      let blocker = webView.on(\.decidePolicyForNavigationAction) { _, action in
        action.url.host == "ads.example.com" ? .cancel : .allow
      }
      #expect(await webView.load(ads) == nil)
      #expect(await webView.load(home) != nil)
      #expect(webView.log == ["cancelled /banner", "loaded /home"])
      #expect(webView.handlersCalledTwice == 0)
      blocker.cancel()
      #expect(await webView.load(ads) != nil)
      #expect(webView.navigationDelegate == nil)
    }

    /// The family: claimed, WebKit calls the `preferences:` variant only ("If you implement this method,
    /// -webView:decidePolicyForNavigationAction:decisionHandler: will not be called."); the legacy real
    /// delegate's older method and a handler on the older event still decide, the proposed preferences kept.
    /// Once the newer event has a handler, the older event's handlers don't decide: handlers of both are
    /// asked as a delegate that implements both is, only the newer.
    @Test func thePreferencesVariantStillAsksTheLegacyRealDelegateAndTheOlderHandlers() async {
      let real = LegacyNavigationDelegate()
      let webView = WKWebView()
      webView.navigationDelegate = real
      let proposed = webView.defaultWebpagePreferences
      var older: [String] = []
      let olderHandler = webView.on(\.decidePolicyForNavigationAction) { _, action in
        older.append(action.url.path)
        return action.url.path == "/blocked" ? .cancel : .allow
      }
      #expect(await webView.load(URL(string: "https://example.com/blocked")!) == nil)
      #expect(await webView.load(home) === proposed)
      #expect(older == ["/blocked", "/home"])
      older = []
      let newer = webView.on(\.decidePolicyForNavigationActionWithPreferences) { _, action, preferences in
        let mobile = WKWebpagePreferences()
        mobile.preferredContentMode = "mobile"
        return action.url.path == "/home" ? (.allow, mobile) : (.allow, preferences)
      }
      let loaded = await webView.load(home)
      #expect(loaded?.preferredContentMode == "mobile")
      #expect(await webView.load(secret) == nil)
      #expect(real.asked == ["/blocked", "/home", "/home", "/private/1"])
      #expect(older == [])
      #expect(await webView.load(URL(string: "https://example.com/blocked")!) != nil)
      let kept = await webView.load(URL(string: "https://example.com/about")!)
      #expect(kept === proposed)
      #expect(webView.handlersCalledTwice == 0)
      newer.cancel()
      olderHandler.cancel()
      #expect(webView.navigationDelegate === real)
    }

    /// Issue 43 §4: a real delegate that answers its own preferences (a new object, content mode "mobile",
    /// as a screen that turns JavaScript off would), and a handler that allows with the preferences it is
    /// given: the handler gets the answer so far in their place (threaded, as proposals are), so the real
    /// delegate's preferences load, not the web view's defaults.
    @Test func aHandlerThatAllowsKeepsTheRealDelegatesPreferences() async {
      let real = MobilePreferencesDelegate()
      let webView = WKWebView()
      webView.navigationDelegate = real
      var given: [String] = []
      let allow = webView.on(\.decidePolicyForNavigationActionWithPreferences) { _, _, preferences in
        given.append(preferences.preferredContentMode)
        return (.allow, preferences)
      }
      #expect(await webView.load(home)?.preferredContentMode == "mobile")
      #expect(given == ["mobile"])
      // An older handler allowing is mapped with the preferences so far too.
      let older = webView.on(\.decidePolicyForNavigationAction) { _, _ in .allow }
      allow.cancel()
      #expect(await webView.load(home)?.preferredContentMode == "mobile")
      older.cancel()
    }

    @Test func aPreferencesHandlerBesideALegacyRealDelegateSetsThePreferences() async {
      let real = LegacyNavigationDelegate()
      let webView = WKWebView()
      webView.navigationDelegate = real
      let newer = webView.on(\.decidePolicyForNavigationActionWithPreferences) { _, _, _ in
        let mobile = WKWebpagePreferences()
        mobile.preferredContentMode = "mobile"
        return (.allow, mobile)
      }
      #expect(await webView.load(home)?.preferredContentMode == "mobile")
      #expect(await webView.load(secret) == nil)
      #expect(real.asked == ["/home", "/private/1"])
      newer.cancel()
      #expect(await webView.load(home)?.preferredContentMode == "recommended")
    }

    @Test func aResponseHandlerWaitsForItsAsyncAnswer() async {
      let webView = WKWebView()
      let slow = webView.on(\.decidePolicyForNavigationResponse) { _, response in
        try? await Task.sleep(nanoseconds: 10_000_000)
        return response.url.path == "/home" ? .allow : .cancel
      }
      #expect(await webView.load(home) != nil)
      #expect(await webView.load(secret) == nil)
      #expect(webView.log == ["loaded /home", "response cancelled /private/1"])
      #expect(webView.handlersCalledTwice == 0)
      slow.cancel()
    }
  }
#endif
