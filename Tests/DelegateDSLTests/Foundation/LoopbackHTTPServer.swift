// The URLSession tests' HTTP server: the Samples' loopback server (POSIX
// sockets, 127.0.0.1 only, bounded lifetime) with the routes these tests need.
#if canImport(Glibc) && canImport(FoundationNetworking)
  import Foundation
  import Glibc
  @testable import Samples

  typealias LoopbackHTTPServer = LoopbackServer

  extension LoopbackServer {
    /// A server with the test routes.
    convenience init(lifetime: TimeInterval = 60) throws {
      try self.init(lifetime: lifetime, routes: Self.testRoutes)
    }

    /// The body of `/large`: `size` bytes of a repeating, checkable pattern.
    static func largeBody(size: Int = 1_000_000) -> Data {
      Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) })
    }

    static let testRoutes: @Sendable (Request, Connection) -> Void = { request, connection in
      switch request.path {
      case "/auth":
        // Basic authentication for user "user", password "secret".
        if request.head.contains("Authorization: Basic dXNlcjpzZWNyZXQ=") {
          connection.send(status: "200 OK", body: Data("welcome".utf8))
        } else {
          connection.send(
            status: "401 Unauthorized", headers: ["WWW-Authenticate": "Basic realm=\"DelegateDSL\""],
            body: Data("who are you?".utf8))
        }
      case "/hello":
        connection.send(status: "200 OK", body: Data("hello from \(request.target)".utf8))
      case "/redirect":
        connection.send(status: "302 Found", headers: ["Location": connection.url("/hello").absoluteString])
      case "/redirect-twice":
        connection.send(status: "302 Found", headers: ["Location": connection.url("/redirect").absoluteString])
      case "/large":
        connection.send(status: "200 OK", headers: ["Content-Type": "application/octet-stream"], body: largeBody())
      case "/chunked":
        connection.sendChunked(["first,", "second,", "third"])
      case "/slow":
        // Announces a large body, sends a little of it, then trickles until
        // the client goes away (or five seconds pass).
        connection.send(status: "200 OK", body: Data(repeating: 65, count: 1024), announcedLength: 10_000_000)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !connection.isServerStopped {
          usleep(20_000)
          guard connection.write(Data(repeating: 66, count: 16)) else { return }
        }
      case "/cacheable":
        connection.send(
          status: "200 OK", headers: ["Cache-Control": "max-age=600", "Content-Type": "text/plain"],
          body: Data("cache me".utf8))
      default:
        connection.send(status: "404 Not Found", body: Data("not found: \(request.path)".utf8))
      }
    }
  }
#endif
