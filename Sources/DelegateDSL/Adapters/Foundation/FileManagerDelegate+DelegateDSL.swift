// FileManagerDelegate: events, proxy and host conformance.
//
// The protocol declares every decision twice, once with paths and once with
// URLs. The adapter has one event per decision, with URLs: the proxy's path
// methods convert their paths with `URL(fileURLWithPath:)` and dispatch the
// same events. Each proxy method forwards to the real delegate's method of
// the same variant, or, if it implements only the other one, to that one
// (converting the arguments). On Linux, FileManager (swift-foundation) only
// ever calls the URL variants.
//
// Isolation. `FileManager` is `Sendable` and calls its delegate on whichever
// thread runs the operation, so every event is `@Sendable`.
//
// Linux signatures: `FileManagerDelegate` refines `AnyObject, Sendable` there,
// and its default implementations are not public, so a hand-written delegate
// (and the proxy) must implement all 16 methods. On Apple platforms the 16
// are `@objc optional`: each event names its URL variant's selector, the
// proxy's table holds both variants' selectors (see "The path variants"
// below), and a real delegate takes part in a decision when it implements
// either variant (`ifImplemented`).
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
      urlOrPathVariant(.init(.all), selector: "fileManager:shouldCopyItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldMoveItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldMoveItem) { _, source, destination in !destination.path.hasPrefix("/etc") }
    /// ```
    public var shouldMoveItem: Event<@Sendable (FileManager, URL, URL) -> Bool> {
      urlOrPathVariant(.init(.all), selector: "fileManager:shouldMoveItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldLinkItemAt:to:)` and its path variant. Combined by
    /// ``CombineRule/all``.
    ///
    /// ```swift
    /// On(\.shouldLinkItem) { _, source, _ in true }
    /// ```
    public var shouldLinkItem: Event<@Sendable (FileManager, URL, URL) -> Bool> {
      urlOrPathVariant(.init(.all), selector: "fileManager:shouldLinkItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldRemoveItemAt:)` and its path variant: whether to
    /// remove one item. Combined by ``CombineRule/all``. Vetoing an item also
    /// keeps the directories that contain it.
    ///
    /// ```swift
    /// On(\.shouldRemoveItem) { _, item in item.lastPathComponent != "keep.txt" }
    /// ```
    public var shouldRemoveItem: Event<@Sendable (FileManager, URL) -> Bool> {
      urlOrPathVariant(.init(.all), selector: "fileManager:shouldRemoveItemAtURL:")
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
      urlOrPathVariant(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:copyingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:movingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorMovingItem) { _, _, _, _ in false }
    /// ```
    public var shouldProceedAfterErrorMovingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      urlOrPathVariant(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:movingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:linkingItemAt:to:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorLinkingItem) { _, _, _, _ in true }
    /// ```
    public var shouldProceedAfterErrorLinkingItem: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      urlOrPathVariant(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:linkingItemAtURL:toURL:")
    }

    /// `fileManager(_:shouldProceedAfterError:removingItemAt:)` and its path
    /// variant. Combined by ``CombineRule/allAgreeingToProceed``.
    ///
    /// ```swift
    /// On(\.shouldProceedAfterErrorRemovingItem) { _, error, item in print(item, error); return true }
    /// ```
    public var shouldProceedAfterErrorRemovingItem: Event<@Sendable (FileManager, any Error, URL) -> Bool> {
      urlOrPathVariant(
        .init(.allAgreeingToProceed), selector: "fileManager:shouldProceedAfterError:removingItemAtURL:")
    }
  }

  // The path variants. FileManager asks its delegate for the URL variant of
  // a decision or for its path variant, and calls the one it finds (on Apple
  // platforms, through `responds(to:)`). Both variants are one event, so both
  // selectors are in the proxy's table and answer alike: YES while a handler,
  // or a real delegate that implements either variant, takes part. A real
  // delegate that implements only one variant is consulted whichever one
  // FileManager calls: the proxy forwards to the variant it implements,
  // converting paths and URLs (`URL(fileURLWithPath:)`, `url.path`).
  extension DelegateEvents where Delegate == any FileManagerDelegate {
    /// `event`, the decision whose URL variant has the Objective-C selector
    /// `selector`: optional, and implemented by a real delegate that
    /// implements either variant (on Apple platforms, that `responds(to:)`
    /// either selector; elsewhere every real delegate implements both).
    func urlOrPathVariant<Signature>(_ event: Event<Signature>, selector: String) -> Event<Signature> {
      #if canImport(ObjectiveC)
        let variants = [selector, Self.pathVariant(of: selector)].map(NSSelectorFromString)
        return optional(event, selector: selector) { real in variants.contains { real.responds(to: $0) } }
      #else
        return optional(event, selector: selector)
      #endif
    }

    /// The path variant's selector of the URL variant `selector`
    /// (`fileManager:shouldCopyItemAtURL:toURL:` →
    /// `fileManager:shouldCopyItemAtPath:toPath:`).
    static func pathVariant(of selector: String) -> String {
      selector.replacingOccurrences(of: "URL:", with: "Path:")
    }

    /// `event`'s path variant, for the proxy's selector table: the same
    /// event (handlers, real delegate, test), under the path selector.
    func pathVariant<Signature>(of event: KeyPath<Self, Event<Signature>>) -> Event<Signature> {
      let urlVariant = self[keyPath: event]
      return Event(
        Event(inheriting: event), requirement: .optional, selector: urlVariant.selector.map(Self.pathVariant(of:)),
        implementationTest: urlVariant.isImplemented.map(AnyImplementationTest.init(erased:)))
    }

    var shouldCopyItemAtPath: Event<@Sendable (FileManager, URL, URL) -> Bool> { pathVariant(of: \.shouldCopyItem) }
    var shouldMoveItemAtPath: Event<@Sendable (FileManager, URL, URL) -> Bool> { pathVariant(of: \.shouldMoveItem) }
    var shouldLinkItemAtPath: Event<@Sendable (FileManager, URL, URL) -> Bool> { pathVariant(of: \.shouldLinkItem) }
    var shouldRemoveItemAtPath: Event<@Sendable (FileManager, URL) -> Bool> { pathVariant(of: \.shouldRemoveItem) }
    var shouldProceedAfterErrorCopyingItemAtPath: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      pathVariant(of: \.shouldProceedAfterErrorCopyingItem)
    }
    var shouldProceedAfterErrorMovingItemAtPath: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      pathVariant(of: \.shouldProceedAfterErrorMovingItem)
    }
    var shouldProceedAfterErrorLinkingItemAtPath: Event<@Sendable (FileManager, any Error, URL, URL) -> Bool> {
      pathVariant(of: \.shouldProceedAfterErrorLinkingItem)
    }
    var shouldProceedAfterErrorRemovingItemAtPath: Event<@Sendable (FileManager, any Error, URL) -> Bool> {
      pathVariant(of: \.shouldProceedAfterErrorRemovingItem)
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
    /// Every decision, each under the selectors of its URL and path
    /// variants: on Apple platforms the proxy's `responds(to:)` answers YES
    /// for both only while a handler, or a real delegate that implements
    /// either variant, takes part (see
    /// ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "fileManager:shouldCopyItemAtPath:toPath:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] {
      [
        \.shouldCopyItem, \.shouldCopyItemAtPath, \.shouldMoveItem, \.shouldMoveItemAtPath, \.shouldLinkItem,
        \.shouldLinkItemAtPath, \.shouldRemoveItem, \.shouldRemoveItemAtPath, \.shouldProceedAfterErrorCopyingItem,
        \.shouldProceedAfterErrorCopyingItemAtPath, \.shouldProceedAfterErrorMovingItem,
        \.shouldProceedAfterErrorMovingItemAtPath, \.shouldProceedAfterErrorLinkingItem,
        \.shouldProceedAfterErrorLinkingItemAtPath, \.shouldProceedAfterErrorRemovingItem,
        \.shouldProceedAfterErrorRemovingItemAtPath,
      ]
    }

    // MARK: URL variants (the ones swift-foundation calls)

    /// Dispatches ``DelegateEvents/shouldCopyItem``.
    ///
    /// ```swift
    /// let copy = proxy.fileManager(files, shouldCopyItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
      sendIfImplemented(\.shouldCopyItem, fm, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldCopyItemAt:to:)).map { $0(fm, srcURL, dstURL) }
          ?? ifImplemented(real.fileManager(_:shouldCopyItemAtPath:toPath:)).map { $0(fm, srcURL.path, dstURL.path) }
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
      sendIfImplemented(\.shouldProceedAfterErrorCopyingItem, fm, error, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:copyingItemAt:to:)).map {
          $0(fm, error, srcURL, dstURL)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:copyingItemAtPath:toPath:)).map {
            $0(fm, error, srcURL.path, dstURL.path)
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem``.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
      sendIfImplemented(\.shouldMoveItem, fm, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldMoveItemAt:to:)).map { $0(fm, srcURL, dstURL) }
          ?? ifImplemented(real.fileManager(_:shouldMoveItemAtPath:toPath:)).map { $0(fm, srcURL.path, dstURL.path) }
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
      sendIfImplemented(\.shouldProceedAfterErrorMovingItem, fm, error, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:movingItemAt:to:)).map {
          $0(fm, error, srcURL, dstURL)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:movingItemAtPath:toPath:)).map {
            $0(fm, error, srcURL.path, dstURL.path)
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem``.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAt: source, to: destination)
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
      sendIfImplemented(\.shouldLinkItem, fm, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldLinkItemAt:to:)).map { $0(fm, srcURL, dstURL) }
          ?? ifImplemented(real.fileManager(_:shouldLinkItemAtPath:toPath:)).map { $0(fm, srcURL.path, dstURL.path) }
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
      sendIfImplemented(\.shouldProceedAfterErrorLinkingItem, fm, error, srcURL, dstURL) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:linkingItemAt:to:)).map {
          $0(fm, error, srcURL, dstURL)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:linkingItemAtPath:toPath:)).map {
            $0(fm, error, srcURL.path, dstURL.path)
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem``.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAt url: URL) -> Bool {
      sendIfImplemented(\.shouldRemoveItem, fm, url) { real in
        ifImplemented(real.fileManager(_:shouldRemoveItemAt:)).map { $0(fm, url) }
          ?? ifImplemented(real.fileManager(_:shouldRemoveItemAtPath:)).map { $0(fm, url.path) }
      }
    }

    /// Dispatches ``DelegateEvents/shouldProceedAfterErrorRemovingItem``.
    ///
    /// ```swift
    /// let proceed = proxy.fileManager(files, shouldProceedAfterError: error, removingItemAt: item)
    /// ```
    public func fileManager(_ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAt url: URL)
      -> Bool
    {
      sendIfImplemented(\.shouldProceedAfterErrorRemovingItem, fm, error, url) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:removingItemAt:)).map { $0(fm, error, url) }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:removingItemAtPath:)).map {
            $0(fm, error, url.path)
          }
      }
    }

    // MARK: Path variants (same events, paths as file URLs)

    /// Dispatches ``DelegateEvents/shouldCopyItem`` with file URLs.
    ///
    /// ```swift
    /// let copy = proxy.fileManager(files, shouldCopyItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldCopyItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) { real in
        ifImplemented(real.fileManager(_:shouldCopyItemAtPath:toPath:)).map { $0(fm, srcPath, dstPath) }
          ?? ifImplemented(real.fileManager(_:shouldCopyItemAt:to:)).map {
            $0(fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
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
      ) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:copyingItemAtPath:toPath:)).map {
          $0(fm, error, srcPath, dstPath)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:copyingItemAt:to:)).map {
            $0(fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldMoveItem`` with file URLs.
    ///
    /// ```swift
    /// let move = proxy.fileManager(files, shouldMoveItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldMoveItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) { real in
        ifImplemented(real.fileManager(_:shouldMoveItemAtPath:toPath:)).map { $0(fm, srcPath, dstPath) }
          ?? ifImplemented(real.fileManager(_:shouldMoveItemAt:to:)).map {
            $0(fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
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
      ) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:movingItemAtPath:toPath:)).map {
          $0(fm, error, srcPath, dstPath)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:movingItemAt:to:)).map {
            $0(fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldLinkItem`` with file URLs.
    ///
    /// ```swift
    /// let link = proxy.fileManager(files, shouldLinkItemAtPath: "/tmp/a", toPath: "/tmp/b")
    /// ```
    public func fileManager(_ fm: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      sendIfImplemented(\.shouldLinkItem, fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath)) { real in
        ifImplemented(real.fileManager(_:shouldLinkItemAtPath:toPath:)).map { $0(fm, srcPath, dstPath) }
          ?? ifImplemented(real.fileManager(_:shouldLinkItemAt:to:)).map {
            $0(fm, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
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
      ) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:linkingItemAtPath:toPath:)).map {
          $0(fm, error, srcPath, dstPath)
        }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:linkingItemAt:to:)).map {
            $0(fm, error, URL(fileURLWithPath: srcPath), URL(fileURLWithPath: dstPath))
          }
      }
    }

    /// Dispatches ``DelegateEvents/shouldRemoveItem`` with a file URL.
    ///
    /// ```swift
    /// let remove = proxy.fileManager(files, shouldRemoveItemAtPath: "/tmp/a")
    /// ```
    public func fileManager(_ fm: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
      sendIfImplemented(\.shouldRemoveItem, fm, URL(fileURLWithPath: path)) { real in
        ifImplemented(real.fileManager(_:shouldRemoveItemAtPath:)).map { $0(fm, path) }
          ?? ifImplemented(real.fileManager(_:shouldRemoveItemAt:)).map { $0(fm, URL(fileURLWithPath: path)) }
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
      sendIfImplemented(\.shouldProceedAfterErrorRemovingItem, fm, error, URL(fileURLWithPath: path)) { real in
        ifImplemented(real.fileManager(_:shouldProceedAfterError:removingItemAtPath:)).map { $0(fm, error, path) }
          ?? ifImplemented(real.fileManager(_:shouldProceedAfterError:removingItemAt:)).map {
            $0(fm, error, URL(fileURLWithPath: path))
          }
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
