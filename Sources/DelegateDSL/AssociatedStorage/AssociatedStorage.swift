/// Maintenance of the process-wide storage behind ``AssociatedKey``.
///
/// ```swift
/// AssociatedStorage.removeAll(from: parser)   // detach everything
/// AssociatedStorage.compact()                 // release values of dead hosts now
/// ```
public enum AssociatedStorage {
  static let registry = HostRegistry()

  /// Detaches every value attached to `host` under your keys.
  ///
  /// The library's own association, the host's installed proxies, is left
  /// alone: removing it would free proxies the host still uses as its
  /// delegate and silently drop the real delegate they forward to. To remove
  /// installed handlers, cancel their subscriptions; the last cancellation
  /// gives the host its real delegate back.
  ///
  /// Values are released after the storage's lock is released, so a value's
  /// `deinit` may use associated storage, install, or cancel.
  ///
  /// ```swift
  /// AssociatedStorage.removeAll(from: parser)
  /// ```
  public static func removeAll(from host: AnyObject) {
    registry.removeAll(from: host)
  }

  /// Releases the values of every host that has been deallocated, now, and
  /// returns how many hosts were swept.
  ///
  /// When it returns, every value of a host that was already deallocated
  /// when it was called has been released, including values another thread
  /// happened to sweep at the same moment, so leak tests may assert right
  /// after it even while other tests run in parallel. (Called from a `deinit`
  /// that the storage itself is running, it does not wait for its own
  /// thread.)
  ///
  /// ```swift
  /// let swept = AssociatedStorage.compact()
  /// ```
  @discardableResult
  public static func compact() -> Int {
    registry.compact()
  }

  /// The number of hosts that currently have an entry, including dead hosts
  /// that have not been swept yet. Useful in leak tests.
  ///
  /// ```swift
  /// AssociatedStorage.compact()
  /// #expect(AssociatedStorage.hostCount == 0)
  /// ```
  public static var hostCount: Int {
    registry.hostCount
  }
}
