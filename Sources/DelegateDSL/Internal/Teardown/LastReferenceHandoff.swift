// Internal: where a reference goes that a sweep found to be a host's last.
//
// A sweep tests a host's liveness by loading its weak reference, and releases
// the result at once (see `HostRegistry`). If the owner let go during those
// few instructions, that result is the host's only reference, and releasing
// it would run the host's `deinit` on the sweeping thread. It goes instead to
// the main actor when the host's record was created on the main thread (a
// UIKit or AppKit object must die there); otherwise there is no thread that
// owns the host any more, and it is released where it was found.
//
// The same goes for the contents of a dead host's record that the reaper
// releases (handlers, stream observers, an owned real delegate): for a
// record created on the main thread, they are released on the main actor.

#if canImport(Foundation)
  import Foundation
#elseif canImport(Darwin)
  import Darwin
#endif

enum MainThread {
  /// Whether the current thread is the main thread, or runs a job of the
  /// main queue (`false` where that cannot be told: Linux without
  /// Foundation).
  ///
  /// The main queue matters off Apple platforms: under `swift test` on
  /// Linux (an asynchronous `main`, which parks the main thread in
  /// `dispatchMain()`), the main actor's jobs run on the main queue served
  /// by a thread that is not the main thread, where `Thread.isMainThread` is
  /// `false`. On Apple platforms the main queue is always served by the main
  /// thread.
  static var isCurrent: Bool {
    #if canImport(Darwin)
      pthread_main_np() != 0
    #elseif canImport(Foundation)
      isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    #else
      false
    #endif
  }

  #if !canImport(Darwin) && canImport(Foundation)
    /// `Thread.isMainThread`, asked once per thread. On Linux it asks the
    /// kernel (CoreFoundation compares `gettid()` with `getpid()`: two
    /// system calls), which an installation and its cancellation each do
    /// once: measured with `perf`, about a quarter of an install + cancel's
    /// time, which callgrind's instruction counts don't show. A thread is
    /// the main thread or not for its whole life, so the answer is kept in
    /// a thread-local word: 0 not asked yet, 1 the main thread, 2 another.
    private static var isMainThread: Bool {
      let word = isMainThreadWord.value
      if word != 0 { return word == 1 }
      let isMain = Thread.isMainThread
      isMainThreadWord.value = isMain ? 1 : 2
      return isMain
    }

    private static let isMainThreadWord = ThreadLocalCounter()
    /// A key set on the main queue, so that its jobs can be told from any
    /// other thread's work (a queue's specific values are seen by the jobs
    /// it runs). Set once, when first read.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()
  #endif
}

enum LastReferenceHandoff {
  /// Releases `object` on the main actor if `onMainActor` (and the current
  /// thread is not already the main thread); otherwise lets the caller
  /// release it.
  static func release(_ object: AnyObject, onMainActor: Bool) {
    guard onMainActor, !MainThread.isCurrent else { return }
    var garbage = DeferredReleases()
    garbage.keep(object)
    releaseOnMainActor(&garbage)
  }

  /// Releases everything `garbage` keeps on the main actor.
  static func releaseOnMainActor(_ garbage: inout DeferredReleases) {
    guard !garbage.isEmpty else { return }
    let box = ReleaseBox(garbage: garbage)
    garbage = DeferredReleases()
    if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *) {
      Task { @MainActor in box.empty() }
    } else {
      box.empty()
    }
  }
}

/// References on their way to the main actor.
///
/// `@unchecked Sendable` is sound: the sender stops using the box once it
/// has created it, so only the main actor (``empty()``) touches its contents.
private final class ReleaseBox: @unchecked Sendable {
  private var garbage: DeferredReleases
  init(garbage: DeferredReleases) { self.garbage = garbage }

  /// Releases the contents here, on the main actor; the empty box may then
  /// be freed anywhere.
  func empty() { garbage.releaseNow() }
}
