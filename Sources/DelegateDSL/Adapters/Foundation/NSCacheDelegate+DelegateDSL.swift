// NSCacheDelegate: events, proxy and host conformance.
//
// swift-corelibs-foundation calls the delegate only when `setObject` pushes
// the cache over `countLimit` or `totalCostLimit`, while the cache's lock is
// held: a handler must not use the same cache. `removeObject(forKey:)` and
// `removeAllObjects()` do not call the delegate there.

#if canImport(Foundation)
  import Foundation

  extension DelegateEvents where Delegate == any NSCacheDelegate {
    /// `cache(_:willEvictObject:)`: an object is about to leave the cache.
    ///
    /// ```swift
    /// On(\.willEvictObject) { cache, object in print("evicting", object) }
    /// ```
    public var willEvictObject: Event<(NSCache<AnyObject, AnyObject>, Any) -> Void> {
      optional(.init(), selector: "cache:willEvictObject:")
    }
  }

  /// The proxy that `install(on:)` makes an `NSCache`'s delegate.
  ///
  /// ```swift
  /// let cache = NSCache<NSString, NSData>()
  /// Delegate(for: NSCacheDelegate.self) { On(\.willEvictObject) { _, object in print(object) } }
  ///   .install(on: cache)
  /// ```
  public final class NSCacheDelegateProxy: DelegateProxy<any NSCacheDelegate>, NSCacheDelegate {
    /// Every event of the protocol, each with its Objective-C selector: on
    /// Apple platforms the proxy's `responds(to:)` answers YES for one only
    /// while a handler, the real delegate or (for a void method) a stream
    /// takes the call (see ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "cache:willEvictObject:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] { [\.willEvictObject] }

    /// Dispatches ``DelegateEvents/willEvictObject``.
    ///
    /// ```swift
    /// proxy.cache(cache, willEvictObject: object)
    /// ```
    public func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
      sendIfImplemented(\.willEvictObject, cache, obj) { ifImplemented($0.cache(_:willEvictObject:))?(cache, obj) }
    }
  }

  // On Apple platforms `NSCache` is an Objective-C generic class, whose
  // extensions can't witness a static requirement such as `delegateSlot`
  // ("extension of a generic Objective-C class cannot access the class's
  // generic parameters at runtime"). There, install with the key path:
  // `handlers.install(on: cache, at: \.delegate, proxy: NSCacheDelegateProxy.self)`.
  #if !canImport(ObjectiveC)
    extension NSCache: DelegateHost {
      /// `NSCache.delegate`, served by ``NSCacheDelegateProxy``.
      ///
      /// ```swift
      /// Delegate(for: NSCacheDelegate.self) { On(\.willEvictObject) { _, _ in } }.install(on: cache)
      /// ```
      public static var delegateSlot: DelegateSlot<any NSCacheDelegate> {
        DelegateSlot(\NSCache<KeyType, ObjectType>.delegate, proxy: NSCacheDelegateProxy.self)
      }
    }
  #endif
#endif
