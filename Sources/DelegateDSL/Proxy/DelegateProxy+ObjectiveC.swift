// The Apple shell of `responds(to:)` (see `DelegateProxy+Selectors.swift`
// for the decision, which is portable and tested on Linux). Compiled only
// where the Objective-C runtime exists, and checked by `Scripts/check-apple`.
//
// The two overrides themselves sit in `DelegateProxy`'s class body (Swift
// allows no override of an Objective-C method in an extension of a generic
// class); they call these.
//
// forwardingTarget(for:): a selector the proxy has no method for (one of
// another protocol the real delegate adopts: a table view's delegate that is
// also its scroll view's, or a private selector the host sends) goes to the
// real delegate when it responds, so that a message the host sent because
// `responds(to:)` said YES for the real delegate's sake reaches it, as it
// did before the proxy was installed. RxCocoa's proxies do the same. The
// runtime asks only for selectors the proxy doesn't implement, so events the
// proxy forwards itself never take this path.

#if canImport(ObjectiveC)
  import Foundation

  extension DelegateProxy {
    /// `responds(to:)`: the proxy's decision for its events' selectors;
    /// for any other, `NSObject`'s answer (`inherited`: the proxy's own
    /// methods, and `NSObject`'s), then the real delegate's.
    final func objectiveCResponds(to selector: Selector, inherited: (Selector) -> Bool) -> Bool {
      if let answer = respondsToSelector(named: NSStringFromSelector(selector)) { return answer }
      if inherited(selector) { return true }
      return (realDelegateObject as? any NSObjectProtocol)?.responds(to: selector) ?? false
    }

    /// `forwardingTarget(for:)`: the real delegate, when it responds to a
    /// selector the proxy has no method for; otherwise `nil` (the runtime
    /// then reports the unrecognised selector, as for any object).
    final func objectiveCForwardingTarget(for selector: Selector) -> Any? {
      guard let real = realDelegateObject as? any NSObjectProtocol, real.responds(to: selector) else { return nil }
      return real
    }
  }

  enum ObjectiveCSelectors {
    /// The implementation test of an optional event declared with a
    /// selector and no test: whether the real delegate responds to it.
    static func test(_ name: String) -> ((Any) -> Bool)? {
      let selector = NSSelectorFromString(name)
      return { real in (real as AnyObject as? any NSObjectProtocol)?.responds(to: selector) ?? true }
    }
  }
#else
  enum ObjectiveCSelectors {
    /// Without the Objective-C runtime there is nothing to ask: an optional
    /// event declared with a selector and no test counts as implemented by
    /// every real delegate.
    static func test(_ name: String) -> ((Any) -> Bool)? { nil }
  }
#endif
