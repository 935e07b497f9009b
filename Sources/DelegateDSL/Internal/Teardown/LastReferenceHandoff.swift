// Internal: where a reference goes that the library turned out to hold last:
// a host a sweep loaded (`HostRegistry.Shard.isAlive`) or a caller's thread
// loaded (`ProxyRegistry.releaseLoaded`), and the contents of a dead host's
// record that the reaper releases. For a record created on the main thread,
// the main actor (a UIKit or AppKit object must die there); otherwise no
// thread owns the host any more, and it is released where it was found.

#if canImport(Foundation)
  import Foundation
#elseif canImport(Darwin)
  import Darwin
#endif

enum MainThread {
  /// Whether the current thread is the main thread, or runs a job of the
  /// main queue (`false` where that cannot be told: Linux without
  /// Foundation). The main queue matters off Apple platforms, where another
  /// thread may serve it (Design Rationale, "A host loaded on a caller's
  /// thread").
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
    /// `Thread.isMainThread`, asked once per thread: on Linux it makes two
    /// system calls (Performance), and a thread is the main thread or not
    /// for its whole life. A thread-local word: 0 not asked yet, 1 the main
    /// thread, 2 another.
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
  /// Lifetime rule: a host's last reference found off the main thread goes
  /// to the main actor when its record was made on the main thread
  /// (`onMainActor`); otherwise the caller releases it.
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
