// Internal: the C library's `syscall`, for the two system calls it has no
// wrapper for: `futex` (the lock word, `Lock`) and `membarrier` (the heavy
// barrier, `AsymmetricFence`). Linux only.
//
// `syscall` is variadic, so Swift doesn't import it; it is looked up once
// and called through a non-variadic C function type whose arguments are all
// `Int`. That is sound on x86-64 and arm64 Linux: both ABIs pass a variadic
// call's integer arguments in the same registers as a fixed one's, and
// `syscall` only moves those registers into the system call's (the kernel
// ignores the ones a call doesn't use).

#if !canImport(Darwin)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// `syscall(number, a, b, c, d)` (see the file comment).
  enum SystemCall {
    typealias Function = @convention(c) (Int, Int, Int, Int, Int) -> Int

    /// `syscall`, or `nil` where the symbol isn't found. Looked up on first
    /// use; `Lock.initialize` makes that use, before any lock can be
    /// contended (see `Lock.swift`).
    static let function: Function? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syscall") else { return nil }
      return unsafeBitCast(symbol, to: Function.self)
    }()
  }
#endif
