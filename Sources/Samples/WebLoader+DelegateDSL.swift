// Supporting a protocol: its events (one line per method), its proxy (one
// forwarding line per method), and the host's slot.
import DelegateDSL

extension DelegateEvents where Delegate == any WebLoaderDelegate {
  var didStartLoad: Event<(WebLoader) -> Void> { .init() }
  var shouldStart: Event<(WebLoader, Request) -> Bool> { .init(.all) }
  var didFinishLoad: Event<(WebLoader) -> Void> { .init() }
  var didFail: Event<(WebLoader, any Error) -> Void> { .init() }
}

final class WebLoaderDelegateProxy: DelegateProxy<any WebLoaderDelegate>, WebLoaderDelegate {
  static let didStartLoad = \Events.didStartLoad
  static let shouldStart = \Events.shouldStart
  static let didFinishLoad = \Events.didFinishLoad
  static let didFail = \Events.didFail

  func didStartLoad(_ l: WebLoader) { send(Self.didStartLoad, l) { $0.didStartLoad(l) } }
  func shouldStart(_ l: WebLoader, request r: Request) -> Bool {
    send(Self.shouldStart, l, r) { $0.shouldStart(l, request: r) }
  }
  func didFinishLoad(_ l: WebLoader) { send(Self.didFinishLoad, l) { $0.didFinishLoad(l) } }
  func didFail(_ l: WebLoader, error e: any Error) { send(Self.didFail, l, e) { $0.didFail(l, error: e) } }
}

extension WebLoader: DelegateHost {
  static var delegateSlot: DelegateSlot<any WebLoaderDelegate> {
    DelegateSlot(\WebLoader.delegate, proxy: WebLoaderDelegateProxy.self)
  }
}
