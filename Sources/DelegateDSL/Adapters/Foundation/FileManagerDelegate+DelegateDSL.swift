// FileManagerDelegate: events, proxy and host conformance.
//
// The protocol declares every decision twice, once with paths and once with
// URLs. The adapter has one event per decision, with URLs: the proxy's path
// methods convert their paths with `URL(fileURLWithPath:)` and dispatch the
// same events, and each proxy method forwards to the real delegate's method
// of the same variant. On Linux, FileManager (swift-foundation) only ever
// calls the URL variants.
//
// Isolation. `FileManager` is `Sendable` and calls its delegate on whichever
// thread runs the operation, so every event is `@Sendable`.
//
// Linux signatures: `FileManagerDelegate` refines `AnyObject, Sendable` there,
// and its default implementations are not public, so a hand-written delegate
// (and the proxy) must implement all 16 methods. The adapter is compiled
// where Foundation is the Swift implementation (no Objective-C runtime),
// which is where it is tested; Apple's `NSFileManagerDelegate` has optional
// `@objc` requirements and is not covered yet.

#if canImport(Foundation) && !canImport(ObjectiveC)
  import Foundation

  extension DelegateEvents where Delegate == any FileManagerDelegate {
    /// `fileManager(_:shouldCopyItemAt:to:)` and
    /// `fileManager(_:shouldCopyItemAtPath:toPath:)`: whether to copy one
    /// item. Combined by ``CombineRule/all``: every participant must agree;
    /// `true` when nobody answers. Vetoing a directory skips its contents.
    ///
    /// ```swift
    /// On(\.shouldCopyItem) { _, source, _ in source.pathExtension != "tmp" }
    /// ```
    public var shouldCopyItem: Event<@Sendable (FileManager, URL, URL) -> Bool> { .init(.all) }

    /// `fileManager(_:shouldMoveItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldMoveItem) { _, source, destination in !destination.path.hasPrefix("/etc") }
    /// ```
    public var shouldMoveItem: Event<@Sendable (FileManager, URL, URL) -> Bool> { .init(.all) }

    /// `fileManager(_:shouldLinkItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldLinkItem) { _, source, _ in true }
    /// ```
    public var shouldLinkItem: Event<@Sendable (FileManager, URL, URL) -> Bool> { .init(.all) }

    /// `fileManager(_:shouldRemoveItemAt:)` and its path variant: whether to
    /// remove one item. Combined by ``CombineRule/all``. Vetoing an item also
    /// keeps the directories that contain it.
    ///
    /// ```swift
    /// On(\.shouldRemoveItem) { _, item in item.lastPathComponent != "keep.txt" }
    /// ```
    public var shouldRemoveItem: Event<@Sendable (FileManager, URL) -> Bool> { .init(.all) }

    /// `fileManager(_:shouldProceedAfterError:copyingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``: every
    /// participant must agree, and `false` (stop) when nobody answers, as
    /// Foundation does without a delegate.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorCopyingItem) { _, error, source, _ in (error as? CocoaError)?.code == .fileWriteFileExists }
    /// ```
    public var shouldProceedAfterErrorCopyingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      .init(.allAgreeingToProceed)
    }

    /// `fileManager(_:shouldProceedAfterError:movingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorMovingItem) { _, _, _, _ in false }
    /// ```
    public var shouldProceedAfterErrorMovingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      .init(.allAgreeingToProceed)
    }

    /// `fileManager(_:shouldProceedAfterError:linkingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorLinkingItem) { _, _, _, _ in true }
    /// ```
    public var shouldProceedAfterErrorLinkingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      .init(.allAgreeingToProceed)
    }

    /// `fileManager(_:shouldProceedAfterError:removingItemAt:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorRemovingItem) { _, error, item in print(item, error); return true }
    /// ```
    public var shouldProceedAfterErrorRemovingItem: Event<@Sendable (FileManager, any Error, URL) -> Bool> {
      .init(.allAgreeingToProceed)
    }
  }

  extension CombineRule where Answer == Bool {
    /// AND, like ``all``, but `false` when nobody answers: the rule of
    /// `FileManagerDelegate`'s `shouldProceedAfterError` methods, where
    /// Foundation stops at an error unless told to proceed.
    ///
    /// A real delegate that does not implement the method answers with
    /// Foundation's default, `false`, so with such a delegate the operation
    /// stops whatever the handlers say.
    ///
    /// ```swift
    /// CombineRule<Bool>.allAgreeingToProceed.combine([])             // false
    /// CombineRule<Bool>.allAgreeingToProceed.combine([true, true])   // true
    /// ```
    public static var allAgreeingToProceed: Self {
      Self(name: "allAgreeingToProceed", defaultAnswer: false) { $0 && $1 }
    }
  }

  /// The proxy that `install(on:)` makes a `FileManager`'s delegate.
  ///
  /// Install handlers on a `FileManager()` instance of your own, not on
  /// `FileManager.default`, which is shared by the whole process.
  ///
  /// ```swift
  /// let files = FileManager()
  /// Delegate(for: FileManagerDelegate.self) {
  ///   On(\.shouldCopyItem) { _, source, _ in source.lastPathComponent != ".DS_Store" }
  /// }.install(on: files)
  /// try files.copyItem(at: source, to: destination)
  /// ```
  ///
  /// `FileManagerDelegate` requires `Sendable` on Linux. The proxy is
  /// `@unchecked Sendable` on the strength of ``DelegateProxy``'s guarantee:
  /// its handler table and real delegate are only touched under its lock, and
  /// this subclass adds no stored properties.
  public final class FileManagerDelegateProxy: DelegateProxy<any FileManagerDelegate>, FileManagerDelegate,
    @unchecked Sendable
  {
    // MARK: URL variants (the ones swift-foundation calls)

    /// Dispatches ``DelegateEvents/shouldCopyItem``.
    ///
    /// ```swift
    /// let copy = proxy.fileManager(files, shouldCopyItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
      send(\.shouldCopyItem, fm, srcURL, dstURL) { $0.fileManager(fm, shouldCopyItemAt: srcURL, to: dstURL) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorCopyingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, copyingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, copyingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      send(\.shouldProceedAfterErrorCopyingItem, fm, error, srcURL, dstURL) {
        $0.fileManager(fm, shouldProceedAfterError: error, copyingItemAt: srcURL, to: dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem``.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
      send(\.shouldMoveItem, fm, srcURL, dstURL) { $0.fileManager(fm, shouldMoveItemAt: srcURL, to: dstURL) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorMovingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, movingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, movingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      send(\.shouldProceedAfterErrorMovingItem, fm, error, srcURL, dstURL) {
        $0.fileManager(fm, shouldProceedAfterError: error, movingItemAt: srcURL, to: dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem``.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
      send(\.shouldLinkItem, fm, srcURL, dstURL) { $0.fileManager(fm, shouldLinkItemAt: srcURL, to: dstURL) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorLinkingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, linkingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, linkingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      send(\.shouldProceedAfterErrorLinkingItem, fm, error, srcURL, dstURL) {
        $0.fileManager(fm, shouldProceedAfterError: error, linkingItemAt: srcURL, to: dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem``.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAt url: URL) -> Bool {
      send(\.shouldRemoveItem, fm, url) { $0.fileManager(fm, shouldRemoveItemAt: url) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorRemovingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, removingItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAt url: URL)
      -> Bool
    {
      send(\.shouldProceedAfterErrorRemovingItem, fm, error, url) {
        $0.fileManager(fm, shouldProceedAfterError: error, removingItemAt: url)
      }
    }

    // MARK: Path variants (same events, paths as file URLs)

    /// Dispatches ``DelegateEvents/shouldCopyItem`` with file URLs.
    ///
    /// ```swift
    /// let copy = proxy.fileManager(files, shouldCopyItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      send(\.shouldCopyItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        $0.fileManager(fm, shouldCopyItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorCopyingItem`` with file URLs.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, copyingItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, copyingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      send(
        \.shouldProceedAfterErrorCopyingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        $0.fileManager(fm, shouldProceedAfterError: error, copyingItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem`` with file URLs.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      send(\.shouldMoveItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        $0.fileManager(fm, shouldMoveItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorMovingItem`` with file URLs.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, movingItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, movingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      send(
        \.shouldProceedAfterErrorMovingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        $0.fileManager(fm, shouldProceedAfterError: error, movingItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem`` with file URLs.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      send(\.shouldLinkItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        $0.fileManager(fm, shouldLinkItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorLinkingItem`` with file URLs.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, linkingItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, linkingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      send(
        \.shouldProceedAfterErrorLinkingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        $0.fileManager(fm, shouldProceedAfterError: error, linkingItemAtPath: srcPath, toPath: dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem`` with a file URL.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAtPath: "/tmp/a")
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
      send(\.shouldRemoveItem, fm, URL(fileURLWithPath: path)) { $0.fileManager(fm, shouldRemoveItemAtPath: path) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorRemovingItem`` with a file URL.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, removingItemAtPath: "/tmp/a")
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAtPath path: String
    ) -> Bool {
      send(\.shouldProceedAfterErrorRemovingItem, fm, error, URL(fileURLWithPath: path)) {
        $0.fileManager(fm, shouldProceedAfterError: error, removingItemAtPath: path)
      }
    }
  }

  extension FileManager: DelegateHost {
    /// `FileManager.delegate`, served by ``FileManagerDelegateProxy``.
    ///
    /// ```swift
    /// Delegate(for: FileManagerDelegate.self) { On(\.shouldRemoveItem) { _, _ in false } }
    ///   .install(on: files)
    /// ```
    public static var delegateSlot: DelegateSlot<any FileManagerDelegate> {
      DelegateSlot(\FileManager.delegate, proxy: FileManagerDelegateProxy.self)
    }
  }
#endif
