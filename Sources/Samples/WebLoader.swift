import DelegateDSL

// The sample host: a tiny "web loader" with a classic delegate protocol.

/// A request the loader is about to start.
struct Request: Sendable, CustomStringConvertible {
  var host: String
  var path: String
  var description: String { "https://\(host)\(path)" }
}

/// An error the loader reports.
struct LoadError: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}

/// The delegate protocol, written as any Swift protocol would be. Default
/// implementations make every method optional to implement.
protocol WebLoaderDelegate: AnyObject {
  func didStartLoad(_ loader: WebLoader)
  func shouldStart(_ loader: WebLoader, request: Request) -> Bool
  func didFinishLoad(_ loader: WebLoader)
  func didFail(_ loader: WebLoader, error: any Error)
}

extension WebLoaderDelegate {
  func didStartLoad(_ loader: WebLoader) {}
  func shouldStart(_ loader: WebLoader, request: Request) -> Bool { true }
  func didFinishLoad(_ loader: WebLoader) {}
  func didFail(_ loader: WebLoader, error: any Error) {}
}

/// The host. `@ProxyableDelegate` stands where `weak var` would.
final class WebLoader {
  @ProxyableDelegate var delegate: (any WebLoaderDelegate)?
  let url: String

  init(url: String) { self.url = url }

  /// Loads each request the delegate allows; a path containing "broken" fails.
  func load(_ requests: [Request]) {
    delegate?.didStartLoad(self)
    for request in requests {
      guard delegate?.shouldStart(self, request: request) ?? true else { continue }
      if request.path.contains("broken") {
        delegate?.didFail(self, error: LoadError(reason: "404 for \(request)"))
      }
    }
    delegate?.didFinishLoad(self)
  }
}
