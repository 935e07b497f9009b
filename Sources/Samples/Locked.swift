import Foundation

/// A value that handlers update from the threads Foundation calls them on.
///
/// `URLSession` and `FileManager` are `Sendable` and may call their delegates
/// from any thread, so their events take `@Sendable` handlers, which cannot
/// mutate a captured `var`. The samples count and collect through this box.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is sound: `value` is only read or written while
  // `lock` is held, and `Value` is `Sendable`, so what leaves the lock is safe.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  @discardableResult
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }

  /// A copy of the current value.
  var current: Value { withLock { $0 } }
}
