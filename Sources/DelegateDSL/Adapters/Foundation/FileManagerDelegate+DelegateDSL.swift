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
// (and the proxy) must implement all 16 methods. On Apple platforms the 16
// are `@objc optional`: each event names its URL variant's selector, and a
// real delegate takes part in a decision only through the method of the
// variant Foundation called, if it implements it (`ifImplemented`).
// Tested on Linux; compiled for iOS by Scripts/check-apple.

#if canImport(Foundation)
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
    public var shouldCopyItem: Event<@Sendable (FileManager, URL, URL) -> Bool> {
      objectiveCOptional(.init(.all), selector: "fileManager:shouldCopyItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldMoveItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldMoveItem) { _, source, destination in !destination.path.hasPrefix("/etc") }
    /// ```
    public var shouldMoveItem: Event<@Sendable (FileManager, URL, URL) -> Bool> {
      objectiveCOptional(.init(.all), selector: "fileManager:shouldMoveItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldLinkItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldLinkItem) { _, source, _ in true }
    /// ```
    public var shouldLinkItem: Event<@Sendable (FileManager, URL, URL) -> Bool> {
      objectiveCOptional(.init(.all), selector: "fileManager:shouldLinkItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldRemoveItemAt:)` and its path variant: whether to
    /// remove one item. Combined by ``CombineRule/all``. Vetoing an item also
    /// keeps the directories that contain it.
    ///
    /// ```swift
    /// On(\.shouldRemoveItem) { _, item in item.lastPathComponent != "keep.txt" }
    /// ```
    public var shouldRemoveItem: Event<@Sendable (FileManager, URL) -> Bool> {
      objectiveCOptional(.init(.all), selector: "fileManager:shouldRemoveItemAtURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:copyingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``: every
    /// participant must agree, and `false` (stop) when nobody answers, as
    /// Foundation does without a delegate.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorCopyingItem) { _, error, source, _ in (error as? CocoaError)?.code == .fileWriteFileExists }
    /// ```
    public var shouldProceedAfterErrorCopyingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      objectiveCOptional(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:copyingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:movingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorMovingItem) { _, _, _, _ in false }
    /// ```
    public var shouldProceedAfterErrorMovingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      objectiveCOptional(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:movingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:linkingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorLinkingItem) { _, _, _, _ in true }
    /// ```
    public var shouldProceedAfterErrorLinkingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      objectiveCOptional(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:linkingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:removingItemAt:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorRemovingItem) { _, error, item in print(item, error); return true }
    /// ```
    public var shouldProceedAfterErrorRemovingItem: Event<@Sendable (FileManager, any Error, URL) -> Bool> {
      objectiveCOptional(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:removingItemAtURL:")
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
      sendIfImplemented(\.shouldCopyItem, fm, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldCopyItemAt:to:))?(fm, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorCopyingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, copyingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, copyingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      sendIfImplemented(\.shouldProceedAfterErrorCopyingItem, fm, error, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:copyingItemAt:to:))?(fm, error, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem``.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
      sendIfImplemented(\.shouldMoveItem, fm, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldMoveItemAt:to:))?(fm, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorMovingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, movingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, movingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      sendIfImplemented(\.shouldProceedAfterErrorMovingItem, fm, error, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:movingItemAt:to:))?(fm, error, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem``.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
      sendIfImplemented(\.shouldLinkItem, fm, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldLinkItemAt:to:))?(fm, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorLinkingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, linkingItemAt: source, to: destination)
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, linkingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      sendIfImplemented(\.shouldProceedAfterErrorLinkingItem, fm, error, srcURL, dstURL) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:linkingItemAt:to:))?(fm, error, srcURL, dstURL)
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem``.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAt url: URL) -> Bool {
      sendIfImplemented(\.shouldRemoveItem, fm, url) { ifImplemented($0.fileManager(_:shouldRemoveItemAt:))?(fm, url) }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorRemovingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, removingItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAt url: URL)
      -> Bool
    {
      sendIfImplemented(\.shouldProceedAfterErrorRemovingItem, fm, error, url) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:removingItemAt:))?(fm, error, url)
      }
    }

    // MARK: Path variants (same events, paths as file URLs)

    /// Dispatches ``DelegateEvents/shouldCopyItem`` with file URLs.
    ///
    /// ```swift
    /// let copy = proxy.fileManager(files, shouldCopyItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldCopyItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        ifImplemented($0.fileManager(_:shouldCopyItemAtPath:toPath:))?(fm, srcPath, dstPath)
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
      sendIfImplemented(
        \.shouldProceedAfterErrorCopyingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:copyingItemAtPath:toPath:))?(fm, error, srcPath, dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem`` with file URLs.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldMoveItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        ifImplemented($0.fileManager(_:shouldMoveItemAtPath:toPath:))?(fm, srcPath, dstPath)
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
      sendIfImplemented(
        \.shouldProceedAfterErrorMovingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:movingItemAtPath:toPath:))?(fm, error, srcPath, dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem`` with file URLs.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldLinkItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) {
        ifImplemented($0.fileManager(_:shouldLinkItemAtPath:toPath:))?(fm, srcPath, dstPath)
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
      sendIfImplemented(
        \.shouldProceedAfterErrorLinkingItem, fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)
      ) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:linkingItemAtPath:toPath:))?(fm, error, srcPath, dstPath)
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem`` with a file URL.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAtPath: "/tmp/a")
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
      sendIfImplemented(\.shouldRemoveItem, fm, URL(fileURLWithPath: path)) {
        ifImplemented($0.fileManager(_:shouldRemoveItemAtPath:))?(fm, path)
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorRemovingItem`` with a file URL.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, removingItemAtPath: "/tmp/a")
    /// ```
    public func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAtPath path: String
    ) -> Bool {
      sendIfImplemented(\.shouldProceedAfterErrorRemovingItem, fm, error, URL(fileURLWithPath: path)) {
        ifImplemented($0.fileManager(_:shouldProceedAfterError:removingItemAtPath:))?(fm, error, path)
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
