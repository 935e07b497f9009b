// A minimal HTTP/1.1 server on 127.0.0.1: it lets the URL sample load real
// URLs offline, and the URLSession adapter tests reuse it (with their own
// routes) through `@testable import Samples`. One thread per connection,
// `Connection: close`, a bounded lifetime. It binds to 127.0.0.1 only, on a
// port the system picks; nothing leaves the machine.
#if canImport(Glibc)
  import Foundation
  import Glibc

  final class LoopbackServer: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `listener`, `port` and `routes` are
    // immutable after `init`; `requestLog` and `stopped` are only touched
    // inside `lock`.

    /// A parsed request head.
    struct Request: Sendable {
      /// `GET`, `POST`, …
      var method: String
      /// The request target, with any query: `/hello?by=handler`.
      var target: String
      /// The target without its query: `/hello`.
      var path: String
      /// The whole request head, for header checks.
      var head: String
    }

    /// The connection a route answers on.
    struct Connection {
      fileprivate let socket: Int32
      fileprivate let server: LoopbackServer

      /// Whether the server has been stopped (long responses should end).
      var isServerStopped: Bool { server.isStopped }

      /// An absolute URL on this server, for `Location` headers.
      func url(_ path: String) -> URL { server.url(path) }

      /// Sends a complete response. `announcedLength` overrides the
      /// `Content-Length` header, for responses that trickle on afterwards.
      func send(status: String, headers: [String: String] = [:], body: Data = Data(), announcedLength: Int? = nil) {
        var head = "HTTP/1.1 \(status)\r\nContent-Length: \(announcedLength ?? body.count)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        if write(Data(head.utf8)) { _ = write(body) }
      }

      /// Sends a `Transfer-Encoding: chunked` response made of `chunks`.
      func sendChunked(_ chunks: [String]) {
        var head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        for chunk in chunks { head += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n" }
        head += "0\r\n\r\n"
        _ = write(Data(head.utf8))
      }

      /// Writes all of `data`; `false` once the peer has gone.
      func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
          var offset = 0
          while offset < raw.count {
            let sent = Glibc.send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            guard sent > 0 else { return false }
            offset += sent
          }
          return true
        }
      }
    }

    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    let port: UInt16
    private let listener: Int32
    private let routes: @Sendable (Request, Connection) -> Void
    private let lock = NSLock()
    private var requestLog: [String] = []
    private var stopped = false

    /// Starts serving `routes` until `stop()` or `lifetime` seconds.
    init(lifetime: TimeInterval = 30, routes: @escaping @Sendable (Request, Connection) -> Void) throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw Failure(description: "cannot create a socket") }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0, listen(listener, 16) == 0 else {
        close(listener)
        throw Failure(description: "cannot listen on 127.0.0.1")
      }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
      }
      self.listener = listener
      self.routes = routes
      port = UInt16(bigEndian: address.sin_port)
      let deadline = Date().addingTimeInterval(lifetime)
      Thread { [self] in acceptLoop(until: deadline) }.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The request lines received so far, e.g. `GET /hello`.
    var requests: [String] { lock.withLock { requestLog } }

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() {
      let wasRunning = lock.withLock {
        defer { stopped = true }
        return !stopped
      }
      if wasRunning { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop(until deadline: Date) {
      defer { close(listener) }
      while !isStopped, Date() < deadline {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { continue }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { continue }
        Thread { [self] in
          serve(connection)
          close(connection)
        }.start()
      }
      stop()
    }

    private func serve(_ connection: Int32) {
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
      setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var received = Data()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while received.range(of: Data("\r\n\r\n".utf8)) == nil, received.count < 65_536 {
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        received.append(contentsOf: buffer[0..<count])
      }
      let head = String(decoding: received, as: UTF8.self)
      let requestLine = head.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
      let parts = requestLine.split(separator: " ")
      guard parts.count >= 2 else { return }
      let target = String(parts[1])
      lock.withLock { requestLog.append("\(parts[0]) \(target)") }
      let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
      routes(
        Request(method: String(parts[0]), target: target, path: path, head: head),
        Connection(socket: connection, server: self))
    }
  }

  extension LoopbackServer {
    /// The URL sample's pages.
    static let samplePages: @Sendable (Request, Connection) -> Void = { request, connection in
      switch request.path {
      case "/hello": connection.send(status: "200 OK", body: Data("Hello from 127.0.0.1".utf8))
      case "/old-home":
        connection.send(status: "301 Moved Permanently", headers: ["Location": connection.url("/hello").absoluteString])
      case "/ads":
        connection.send(status: "302 Found", headers: ["Location": connection.url("/tracker").absoluteString])
      case "/large": connection.send(status: "200 OK", body: Data(repeating: 42, count: 300_000))
      case "/slow":
        connection.send(status: "200 OK", body: Data(repeating: 1, count: 1024), announcedLength: 50_000_000)
        for _ in 0..<250 where !connection.isServerStopped {
          usleep(20_000)
          guard connection.write(Data(repeating: 2, count: 16)) else { return }
        }
      default: connection.send(status: "404 Not Found", body: Data("no page at \(request.path)".utf8))
      }
    }
  }
#endif
