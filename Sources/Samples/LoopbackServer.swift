// A minimal HTTP/1.1 server on 127.0.0.1 for the URL sample: it lets the tour
// load real URLs offline. One thread per connection, `Connection: close`,
// bounded lifetime. Nothing leaves the machine.
#if canImport(Glibc)
  import Foundation
  import Glibc

  final class LoopbackServer: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `listener` and `port` are immutable
    // after `init`; `stopped` is only touched inside `lock`.
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false

    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    init(lifetime: TimeInterval = 30) throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw Failure(description: "cannot create a socket") }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0, listen(listener, 8) == 0 else {
        close(listener)
        throw Failure(description: "cannot listen on 127.0.0.1")
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

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func stop() {
      let wasRunning = lock.withLock {
        defer { stopped = true }
        return !stopped
      }
      if wasRunning { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

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
    }

    private func serve(_ connection: Int32) {
      var received = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 2048)
      while !received.ends(with: Array("\r\n\r\n".utf8)), received.count < 16_384 {
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        received += buffer[0..<count]
      }
      let line = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
      let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
      switch path {
      case "/hello": reply(connection, "200 OK", body: Array("Hello from 127.0.0.1".utf8))
      case "/old-home": reply(connection, "301 Moved Permanently", headers: "Location: \(url("/hello"))\r\n")
      case "/ads": reply(connection, "302 Found", headers: "Location: \(url("/tracker"))\r\n")
      case "/large": reply(connection, "200 OK", body: [UInt8](repeating: 42, count: 300_000))
      case "/slow":
        reply(connection, "200 OK", headers: "", body: [UInt8](repeating: 1, count: 1024), announced: 50_000_000)
        for _ in 0..<250 where !isStopped {
          usleep(20_000)
          guard write(connection, [UInt8](repeating: 2, count: 16)) else { return }
        }
      default: reply(connection, "404 Not Found", body: Array("no page at \(path)".utf8))
      }
    }

    private func reply(
      _ connection: Int32, _ status: String, headers: String = "", body: [UInt8] = [], announced: Int? = nil
    ) {
      let head =
        "HTTP/1.1 \(status)\r\nContent-Length: \(announced ?? body.count)\r\nConnection: close\r\n\(headers)\r\n"
      if write(connection, Array(head.utf8)) { _ = write(connection, body) }
    }

    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
          guard sent > 0 else { return false }
          offset += sent
        }
        return true
      }
    }
  }

  extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
      count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
  }
#endif
