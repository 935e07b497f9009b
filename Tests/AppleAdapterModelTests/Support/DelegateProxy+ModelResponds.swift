// The model's counterpart of `DelegateProxy+ObjectiveC.swift`: on Apple
// platforms a proxy answers `responds(to:)` with its own decision
// (`respondsToSelector(named:)`), for its events' selectors; here the model
// delegate protocols ask the same through `ObjectiveCResponding`. A selector
// that isn't one of the proxy's events is the real delegate's to answer, as
// `forwardingTarget(for:)` sends it there.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL

  extension DelegateProxy {
    /// `-respondsToSelector:` as the Apple shell answers it: the proxy's decision for its events, the real
    /// delegate's for any other selector.
    public func responds(to selector: Selector) -> Bool {
      if let answer = respondsToSelector(named: selector.name) { return answer }
      return (realDelegate as? any ObjectiveCResponding)?.responds(to: selector) ?? false
    }
  }
#endif
