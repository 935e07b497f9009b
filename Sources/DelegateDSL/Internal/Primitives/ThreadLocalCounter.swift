// Internal: an integer per thread, kept in a pthread key.
//
// Used for the debug-only count of held library locks (`Lock.swift`) and for
// marking a thread that is releasing associated values (`HostRegistry`). No
// allocation and no Foundation: the integer is stored as the key's pointer.

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
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// The current thread's value.
  @inlinable
  var value: Int {
    get { Int(bitPattern: pthread_getspecific(key)) }
    nonmutating set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
  }
}
