// The URL sample: URLSession loads pages from a server it starts on
// 127.0.0.1, with DSL handlers deciding redirects and watching the data.
import DelegateDSL
import Foundation

#if canImport(FoundationNetworking) && canImport(Glibc)
  import FoundationNetworking

  enum URLSample {
    static func run() throws {
      print("== URL loading: a loopback server, one session, DSL handlers ==")
      let server = try LoopbackServer(routes: LoopbackServer.samplePages)
      defer { server.stop() }
      let finished = DispatchSemaphore(value: 0)
      let received = Locked((chunks: 0, bytes: 0))  // updated on the session's queue
      let handlers = Delegate(for: URLSessionDelegate.self) {
        On(\.willPerformHTTPRedirection) { _, _, response, request in
          let target = request.url?.path ?? "?"
          let follow = target != "/tracker"
          print("  redirect \(response.statusCode) to \(target): \(follow ? "follow" : "refuse")")
          return follow ? request : nil
        }
        On(\.dataTaskDidReceiveResponse) { _, _, response in
          print("  response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
          return .allow
        }
        On(\.dataTaskDidReceiveData) { _, task, data in
          received.withLock {
            $0.chunks += 1
            $0.bytes += data.count
          }
          if task.originalRequest?.url?.path == "/slow" {
            print("  first chunk of /slow (\(data.count) bytes): cancel")
            task.cancel()
          }
        }
        On(\.taskDidComplete) { _, task, error in
          let outcome = (error as? URLError).map { $0.code == .cancelled ? "cancelled" : "failed" } ?? "complete"
          let (chunks, bytes) = received.current
          print("  \(outcome): \(bytes) bytes in \(chunks) chunk\(chunks == 1 ? "" : "s")")
          finished.signal()
        }
      }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = 10
      let session = URLSession(configuration: configuration, handlers: handlers)
      defer { session.invalidateAndCancel() }
      for path in ["/old-home", "/ads", "/missing", "/large", "/slow"] {
        print("GET \(path)")
        received.withLock { $0 = (0, 0) }
        session.dataTask(with: server.url(path)).resume()
        guard finished.wait(timeout: .now() + 15) == .success else {
          throw SampleError("the loopback request for \(path) did not finish")
        }
      }
    }
  }
#else
  enum URLSample {
    static func run() throws {
      print("== URL loading ==")
      print("(this sample uses the URLSession adapter, which is built for swift-corelibs-foundation on Linux)")
    }
  }
#endif
