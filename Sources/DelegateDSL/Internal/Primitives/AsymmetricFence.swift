// Internal: a heavy memory barrier, run by a rare writer, that orders the
// memory accesses of every other thread of the process, so that the common
// reader that it pairs with needs no fence of its own.
//
// `LockFreePublication` uses it for its owner's reader lane: the thread
// that created a publication enters a read section by storing 1 into a
// word only it writes, then loading the published object, and leaves it by
// storing 0, then loading the count of retired objects. Each is a store
// followed by a load of another location, which only a full fence orders:
// on x86-64 that is a locked instruction (`xchg` or `mfence`) per store,
// what the lane exists to avoid (arm64 orders them for free, `stlr` then
// `ldar`). On x86-64 Linux the owner's stores are plain, kept before the
// loads by a compiler barrier, and an observer on another thread (a writer
// deciding whether a retired object can go) runs this barrier before it
// reads the lane: `membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED)` makes every
// running thread of the process execute a full fence (an interprocessor
// interrupt) and returns when they all have. The owner's store then either
// preceded the barrier, and the observer sees it, or follows it, and then
// so does the owner's load, which sees what the observer's thread wrote
// before the barrier. This is the scheme of liburcu's "memb" flavour and
// of folly's `asymmetricHeavyBarrier`.
//
// Where the barrier isn't available (other platforms, other architectures,
// a kernel older than 4.14, or a sandbox that refuses the system call),
// `isAvailable` is false and the lane's stores are sequentially consistent.

#if os(Linux) && arch(x86_64)
  import Glibc
#endif

/// The heavy side of an asymmetric fence pair (see the file comment).
enum AsymmetricFence {
  /// Whether ``heavy()`` works here: x86-64 Linux whose kernel granted the
  /// process private expedited `membarrier`.
  static var isAvailable: Bool {
    #if os(Linux) && arch(x86_64)
      MembarrierCall.registered != nil
    #else
      false
    #endif
  }

  /// Makes every running thread of the process execute a full memory
  /// barrier, and returns when they all have; returns whether it did. Call
  /// only when ``isAvailable``; it costs a system call and an
  /// interprocessor interrupt per core that runs a thread of the process
  /// (a few microseconds). Once registered it fails only in ways the kernel
  /// documents for an unregistered process (a child after `fork` on some
  /// kernels): the caller then treats what it would have observed as busy.
  static func heavy() -> Bool {
    #if os(Linux) && arch(x86_64)
      guard let call = MembarrierCall.registered else { return false }
      return call(MembarrierCall.number, MembarrierCall.privateExpedited, 0, 0) == 0
    #else
      return false
    #endif
  }
}

#if os(Linux) && arch(x86_64)
  /// `membarrier(2)`, reached through glibc's `syscall`, which has no
  /// wrapper for it.
  ///
  /// `syscall` is variadic, so Swift doesn't import it; it is looked up
  /// once and called through a non-variadic C function type. That is sound
  /// on x86-64 Linux: the System V ABI passes a variadic call's integer
  /// arguments in the same registers as a fixed one's, and glibc's
  /// `syscall` (assembly) only moves those registers into the system
  /// call's.
  enum MembarrierCall {
    typealias Function = @convention(c) (Int, Int32, UInt32, Int32) -> Int

    /// `__NR_membarrier` on x86-64.
    static let number = 324
    /// `MEMBARRIER_CMD_PRIVATE_EXPEDITED`.
    static let privateExpedited: Int32 = 1 << 3
    /// `MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED`.
    static let registerPrivateExpedited: Int32 = 1 << 4

    /// `syscall`, once the process has registered for private expedited
    /// barriers; `nil` when it can't (no `syscall`, an old kernel, or a
    /// sandbox that refuses the call). Decided once, on first use.
    static let registered: Function? = {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "syscall") else { return nil }
      let call = unsafeBitCast(symbol, to: Function.self)
      return call(number, registerPrivateExpedited, 0, 0) == 0 ? call : nil
    }()
  }
#endif
