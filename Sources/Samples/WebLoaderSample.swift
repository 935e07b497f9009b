// The WebLoader sample: handlers, a reusable group, the combined answer, and
// the real delegate receiving every call.
import DelegateDSL
import Foundation

/// A hand-written delegate that was there before the DSL: the real delegate.
final class ScreenController: WebLoaderDelegate {
  let name: String
  init(name: String) { self.name = name }
  func didStartLoad(_ loader: WebLoader) { print("  [\(name)] didStartLoad") }
  func shouldStart(_ loader: WebLoader, request: Request) -> Bool {
    let allowed = !request.path.hasPrefix("/private")
    print("  [\(name)] shouldStart \(request) -> \(allowed)")
    return allowed
  }
  func didFinishLoad(_ loader: WebLoader) { print("  [\(name)] didFinishLoad") }
}

/// A reusable handler group.
struct AnalyticsHandlers: HandlerGroup {
  var category: String
  var body: Delegate<any WebLoaderDelegate> {
    On(\.didStartLoad) { loader in print("  [analytics] \(category).start \(loader.url)") }
    On(\.didFail) { _, error in print("  [analytics] \(category).error: \(error)") }
  }
}

enum WebLoaderSample {
  static func run(verbose: Bool = true) {
    print("== WebLoader ==")
    let loader = WebLoader(url: "https://example.com")
    let controller = ScreenController(name: "controller")
    loader.delegate = controller
    print("A hand-written controller is the loader's delegate before anything is installed.")

    let handlers = Delegate(for: WebLoaderDelegate.self) {
      On(\.didStartLoad) { loader in print("  [handler] started \(loader.url)") }
      On(\.shouldStart) { _, request in
        let allowed = request.host != "ads.example"
        print("  [handler] shouldStart \(request) -> \(allowed)")
        return allowed
      }
      AnalyticsHandlers(category: "web")
      if verbose { On(\.didFinishLoad) { _ in print("  [handler] done") } }
    }
    print("\nThe definition:\n\(handlers)\n")

    let subscription = handlers.install(on: loader)
    print("Installed. The controller became the real delegate and is called first:")
    loader.load([
      Request(host: "example.com", path: "/"),
      Request(host: "ads.example", path: "/banner"),
      Request(host: "example.com", path: "/private/inbox"),
      Request(host: "example.com", path: "/broken"),
    ])
    print("  (each shouldStart answer is the AND of the controller's and the handler's)")

    let replacement = ScreenController(name: "replacement")
    loader.delegate = replacement
    print("\nAssigning loader.delegate again only replaces the real delegate; handlers keep firing:")
    loader.load([Request(host: "ads.example", path: "/")])

    print("\nThe installed proxy describes itself:")
    if let proxy = subscription.proxy { print(proxy) }

    subscription.cancel()
    print("\nCancelled. The loader's delegate is the replacement again: \(loader.delegate === replacement)")
    loader.load([])

    print("\nOne handler in one line, loader.on(\\.didFinishLoad) { … }: the same installation, cancelled alone:")
    let finished = loader.on(\.didFinishLoad) { loader in print("  [one-liner] finished \(loader.url)") }
    loader.load([Request(host: "example.com", path: "/about")])
    finished.cancel()

    let decisions = loader.delegateEvents(\.shouldStart, timing: .after) { allowed, _, request in
      "\(request) \(allowed ? "allowed" : "refused")"
    }
    print("\nshouldStart's combined answers, observed as a stream (delegateEvents, timing: .after):")
    loader.load([Request(host: "example.com", path: "/docs"), Request(host: "ads.example", path: "/popup")])
    for decision in firstElements(2, of: decisions) { print("  [stream] \(decision)") }
  }

  /// The first `count` elements of `stream`, which the loads above have
  /// already filled, read by a task off the main actor while this thread
  /// waits.
  static func firstElements(_ count: Int, of stream: AsyncStream<String>) -> [String] {
    let elements = Locked<[String]>([])
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      var iterator = stream.makeAsyncIterator()
      for _ in 0..<count {
        guard let element = await iterator.next() else { break }
        elements.withLock { $0.append(element) }
      }
      done.signal()
    }
    done.wait()
    return elements.current
  }
}
