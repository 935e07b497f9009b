// A tiny HTTP/1.1 server for the URLSession tests, on POSIX sockets.
//
// It binds to 127.0.0.1 only, on a port the system picks, serves each
// connection on its own thread with `Connection: close`, and stops by itself
// after `lifetime` seconds at the latest. Nothing leaves the machine.
#if canImport(Glibc)
  import Foundation
  import Glibc

  final class LoopbackHTTPServer: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `listener` and `port` are immutable after
    // `init`; `requestLog` and `stopped` are only touched inside `lock`.

    /// The body of `/large`: `size` bytes of a repeating, checkable pattern.
    static func largeBody(size: Int = 1_000_000) -> Data {
      Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) })
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var requestLog: [String] = []
    private var stopped = false

    init(lifetime: TimeInterval = 60) throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw POSIXError(.EIO) }
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
        throw POSIXError(.EADDRNOTAVAIL)
      }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
      }
      self.listener = listener
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

    // MARK: Requests

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
      respond(to: path, target: target, head: head, on: connection)
    }

    private func respond(to path: String, target: String, head: String, on connection: Int32) {
      switch path {
      case "/auth":
        // Basic authentication for user "user", password "secret".
        if head.contains("Authorization: Basic dXNlcjpzZWNyZXQ=") {
          send(connection, status: "200 OK", body: Data("welcome".utf8))
        } else {
          send(
            connection, status: "401 Unauthorized", headers: ["WWW-Authenticate": "Basic realm=\"DelegateDSL\""],
            body: Data("who are you?".utf8))
        }
      case "/hello":
        send(connection, status: "200 OK", body: Data("hello from \(target)".utf8))
      case "/redirect":
        send(connection, status: "302 Found", headers: ["Location": url("/hello").absoluteString], body: Data())
      case "/redirect-twice":
        send(connection, status: "302 Found", headers: ["Location": url("/redirect").absoluteString], body: Data())
      case "/large":
        send(
          connection, status: "200 OK", headers: ["Content-Type": "application/octet-stream"], body: Self.largeBody())
      case "/chunked":
        sendChunked(connection, chunks: ["first,", "second,", "third"])
      case "/slow":
        sendSlowly(connection)
      case "/cacheable":
        send(
          connection, status: "200 OK", headers: ["Cache-Control": "max-age=600", "Content-Type": "text/plain"],
          body: Data("cache me".utf8))
      default:
        send(connection, status: "404 Not Found", body: Data("not found: \(path)".utf8))
      }
    }

    private func send(_ connection: Int32, status: String, headers: [String: String] = [:], body: Data) {
      var head = "HTTP/1.1 \(status)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
      head += "\r\n"
      guard write(connection, Data(head.utf8)) else { return }
      _ = write(connection, body)
    }

    private func sendChunked(_ connection: Int32, chunks: [String]) {
      var head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
      for chunk in chunks { head += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n" }
      head += "0\r\n\r\n"
      _ = write(connection, Data(head.utf8))
    }

    /// Announces a large body, sends a little of it, then trickles until the
    /// client goes away (or five seconds pass).
    private func sendSlowly(_ connection: Int32) {
      let head = "HTTP/1.1 200 OK\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n"
      guard write(connection, Data(head.utf8)), write(connection, Data(repeating: 65, count: 1024)) else { return }
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline, !isStopped {
        usleep(20_000)
        guard write(connection, Data(repeating: 66, count: 16)) else { return }
      }
    }

    /// Writes all of `data`; `false` once the peer has gone.
    private func write(_ connection: Int32, _ data: Data) -> Bool {
      data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let sent = Glibc.send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
          guard sent > 0 else { return false }
          offset += sent
        }
        return true
      }
    }
  }
#endif
