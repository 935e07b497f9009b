// Shared helpers for the tests of the Foundation adapters.
import Foundation

/// A thread-safe ordered log, for callbacks that arrive on Foundation's queues.
final class SharedLog: @unchecked Sendable {
  // `@unchecked Sendable` is sound: `storage` is only touched inside `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  func record(_ entry: String) { lock.withLock { storage.append(entry) } }
  var entries: [String] { lock.withLock { storage } }
  func clear() { lock.withLock { storage.removeAll() } }
}

enum TestResources {
  /// The URL of a file shipped in `Tests/DelegateDSLTests/Resources`.
  static func url(_ name: String) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources") else {
      fatalError("missing test resource \(name)")
    }
    return url
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }
}

/// A fresh, empty temporary directory; remove it with `FileManager().removeItem(at:)`.
func makeTemporaryDirectory(_ label: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("DelegateDSLTests-\(label)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
