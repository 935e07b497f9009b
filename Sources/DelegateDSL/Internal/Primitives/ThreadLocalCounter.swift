// Internal: an integer per thread, kept in a pthread key (no Foundation).
//
// Per-thread words for `Lock` (the recursive locks a thread holds, debug
// lock counts) and for the registries' marks of what a thread is doing. The
// key holds a pointer to the thread's integer, allocated on its first write
// and freed when the thread exits, so a change is a `pthread_getspecific`
// and a store, never a `pthread_setspecific`.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// An `Int` with one value per thread, initially 0 on every thread.
@usableFromInline
struct ThreadLocalCounter: Sendable {
  @usableFromInline
  let key: pthread_key_t

  /// Creates a counter. Keys are a limited resource: create counters once,
  /// as `static let`s.
  init() {
    var key = pthread_key_t()
    #if canImport(Darwin)
      let status = pthread_key_create(&key) { $0.deallocate() }
    #else
      let status = pthread_key_create(&key) { $0?.deallocate() }
    #endif
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// The current thread's value.
  @inlinable
  var value: Int {
    get { pthread_getspecific(key)?.load(as: Int.self) ?? 0 }
    nonmutating set { cell.storeBytes(of: newValue, as: Int.self) }
  }

  /// Runs `body` with the current thread's value set to `value`, then
  /// restores the previous one: one `pthread_getspecific` for the three
  /// accesses. (The thread's integer stays where it is while the thread
  /// runs, so its address outlives `body`.)
  @inlinable
  func withValue<Result>(_ value: Int, _ body: () throws -> Result) rethrows -> Result {
    let cell = cell
    let previous = cell.load(as: Int.self)
    cell.storeBytes(of: value, as: Int.self)
    defer { cell.storeBytes(of: previous, as: Int.self) }
    return try body()
  }

  /// The current thread's integer, allocated (as 0) on first use. (A
  /// thread that runs code after the key's destructor, while it exits, gets
  /// a new one, freed by the next round of destructors.)
  @usableFromInline
  var cell: UnsafeMutableRawPointer {
    if let cell = pthread_getspecific(key) { return cell }
    let cell = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Int>.size, alignment: MemoryLayout<Int>.alignment)
    cell.storeBytes(of: 0, as: Int.self)
    pthread_setspecific(key, cell)
    return cell
  }
}
