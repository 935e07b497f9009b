// Internal: a heavy memory barrier, run by a rare writer, that orders the
// memory accesses of every other thread of the process, so that the common
// reader that it pairs with needs no fence of its own (liburcu's "memb"
// flavour; folly's `asymmetricHeavyBarrier`). `LockFreePublication` uses it
// for its owner's reader lane on x86-64 Linux; its file comment argues why
// that is sound.
//
// `membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED)` makes every running thread
// of the process execute a full fence (an interprocessor interrupt) and
// returns when they all have. Where it isn't available (other platforms,
// other architectures, a kernel older than 4.14, or a sandbox that refuses
// the system call), `isAvailable` is false and the lane's stores are
// sequentially consistent.

/// The heavy side of an asymmetric fence pair (see the file comment).
enum AsymmetricFence {
  /// Whether ``heavy()`` works here: x86-64 Linux whose kernel granted the
  /// process private expedited `membarrier`.
  static var isAvailable: Bool {
    #if os(Linux) && arch(x86_64)
      Membarrier.registered != nil
    #else
      false
    #endif
  }

  /// Makes every running thread of the process execute a full memory
  /// barrier, and returns when they all have; returns whether it did. Call
  /// only when ``isAvailable``; it costs a system call and an
  /// interprocessor interrupt per core that runs a thread of the process.
  /// Once registered it fails only in ways the kernel documents for an
  /// unregistered process (a child after `fork` on some kernels): the
  /// caller then treats what it would have observed as busy.
  static func heavy() -> Bool {
    #if os(Linux) && arch(x86_64)
      guard let call = Membarrier.registered else { return false }
      return call(Membarrier.number, Membarrier.privateExpedited, 0, 0, 0) == 0
    #else
      return false
    #endif
  }
}

#if os(Linux) && arch(x86_64)
  /// `membarrier(2)`, through ``SystemCall``.
  enum Membarrier {
    /// `__NR_membarrier` on x86-64.
    static let number = 324
    /// `MEMBARRIER_CMD_PRIVATE_EXPEDITED`.
    static let privateExpedited = 1 << 3
    /// `MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED`.
    static let registerPrivateExpedited = 1 << 4

    /// `syscall`, once the process has registered for private expedited
    /// barriers, or `nil` (see the file comment). Decided on first use.
    static let registered: SystemCall.Function? = {
      guard let call = SystemCall.function else { return nil }
      return call(number, registerPrivateExpedited, 0, 0, 0) == 0 ? call : nil
    }()
  }
#endif
