// When the shipped WKNavigationDelegate adapter calls WebKit's decision
// handler (issue 43, §3): a plain delegate that decides at once calls it
// before its method returns, and so must the proxy when no participant
// suspends, on every platform. `LaterTurnForTesting` takes, on Linux, the
// path of an Apple OS without `Task.immediate` (before 26), where every task
// starts in a later turn: there a handler written without `await` must
// still answer in place.

#if !canImport(ObjectiveC)
  import AppleModels
  @testable import DelegateDSL
  import Foundation
  import Testing

  /// What the decision handler received, in order. `@unchecked Sendable`: the handler is called on the
  /// main actor only (the tests' and the proxy's), never concurrently.
  final class Decisions: @unchecked Sendable {
    var policies: [WKNavigationActionPolicy] = []
    func record(_ policy: WKNavigationActionPolicy) { policies.append(policy) }
  }

  @MainActor @Suite(.timeLimit(.minutes(10))) struct WKWebViewTimingTests {
    let ads = URL(string: "https://ads.example.com/banner")!
    let home = URL(string: "https://example.com/home")!

    func blocker(on webView: WKWebView) -> DelegateSubscription<any WKNavigationDelegate> {
      webView.on(\.decidePolicyForNavigationAction) { _, action in
        action.url.host == "ads.example.com" ? .cancel : .allow
      }
    }

    /// What WebKit calls once the proxy claims it: the `preferences:` variant, the handler of the older
    /// event asked through it.
    @Test func aHandlerWithoutAwaitDecidesBeforeThePreferencesVariantReturnsOnTheApplePath() {
      let webView = WKWebView()
      let subscription = blocker(on: webView)
      let decisions = Decisions()
      LaterTurnForTesting.during {
        webView.navigationDelegate?.webView(
          webView, decidePolicyFor: WKNavigationAction(url: ads), preferences: webView.defaultWebpagePreferences
        ) { policy, _ in decisions.record(policy) }
        #expect(decisions.policies == [.cancel])
        webView.navigationDelegate?.webView(
          webView, decidePolicyFor: WKNavigationAction(url: home), preferences: webView.defaultWebpagePreferences
        ) { policy, _ in decisions.record(policy) }
      }
      #expect(decisions.policies == [.cancel, .allow])
      subscription.cancel()
    }

    @Test func aHandlerWithoutAwaitDecidesBeforeTheMethodReturnsOnTheApplePath() {
      let webView = WKWebView()
      let subscription = blocker(on: webView)
      let decisions = Decisions()
      LaterTurnForTesting.during {
        webView.navigationDelegate?.webView(webView, decidePolicyFor: WKNavigationAction(url: ads)) {
          decisions.record($0)
        }
      }
      #expect(decisions.policies == [.cancel])
      subscription.cancel()
    }

    /// The slot's form keeps the closure's synchronous form too.
    @Test func aSlotsHandlerWithoutAwaitDecidesBeforeTheMethodReturnsOnTheApplePath() {
      let webView = WKWebView()
      let subscription = WKWebView.wkNavigationDelegateSlot.on(\.decidePolicyForNavigationAction, of: webView) {
        _, _ in .cancel
      }
      let decisions = Decisions()
      LaterTurnForTesting.during {
        webView.navigationDelegate?.webView(webView, decidePolicyFor: WKNavigationAction(url: home)) {
          decisions.record($0)
        }
      }
      #expect(decisions.policies == [.cancel])
      subscription.cancel()
    }

    /// A handler written with `await` may suspend: on the Apple path it and the handlers after it answer
    /// in a later turn, the ones before it having answered already; the decision comes once, combined.
    @Test func aHandlerWithAwaitAnswersLaterOnTheApplePathAfterTheOnesBeforeIt() async {
      let webView = WKWebView()
      var asked: [String] = []
      let first = webView.on(\.decidePolicyForNavigationAction) { _, _ in
        asked.append("at once")
        return .allow
      }
      let second = webView.on(\.decidePolicyForNavigationAction) { _, _ in
        await Task.yield()
        asked.append("awaited")
        return .cancel
      }
      let decisions = Decisions()
      let decided: AsyncStream<Void> = AsyncStream { continuation in
        LaterTurnForTesting.during {
          webView.navigationDelegate?.webView(webView, decidePolicyFor: WKNavigationAction(url: home)) {
            decisions.record($0)
            continuation.yield()
          }
        }
      }
      #expect(asked == ["at once"])
      #expect(decisions.policies.isEmpty)
      var iterator = decided.makeAsyncIterator()
      await iterator.next()
      #expect(asked == ["at once", "awaited"])
      #expect(decisions.policies == [.cancel])
      first.cancel()
      second.cancel()
    }

    /// A definition's `On` has no synchronous overloads (they slowed every definition's type-checking): on
    /// the Apple path its handler answers in a later turn, and on Linux at once (`Task.immediate`).
    @Test func aDefinitionsHandlerAnswersInATask() async {
      let webView = WKWebView()
      let subscription = Delegate(for: WKNavigationDelegate.self) {
        On(\.decidePolicyForNavigationAction) { _, _ in .cancel }
      }.install(on: webView)
      let decisions = Decisions()
      webView.navigationDelegate?.webView(webView, decidePolicyFor: WKNavigationAction(url: home)) {
        decisions.record($0)
      }
      #expect(decisions.policies == [.cancel])
      subscription.cancel()
    }
  }
#endif
