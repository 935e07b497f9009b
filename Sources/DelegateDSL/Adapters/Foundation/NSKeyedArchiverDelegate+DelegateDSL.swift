// NSKeyedArchiverDelegate: events, proxy and host conformance.
//
// On Linux the protocol's five methods have no public default
// implementations, so a hand-written delegate implements all of them.

#if canImport(Foundation)
  import Foundation

  extension DelegateEvents where Delegate == any NSKeyedArchiverDelegate {
    /// `archiver(_:willEncode:)`: the object to encode in place of `object`,
    /// or `nil` to encode nothing. Combined by
    /// ``CombineRule/lastUnlessRefused()``: `nil` from any participant wins,
    /// otherwise the last answer; with no answer, `object` itself.
    ///
    /// ```swift
    /// On(\.willEncode) { _, object in (object as? Secret) == nil ? object : nil }
    /// ```
    public var willEncode: Event<(NSKeyedArchiver, Any) -> Any?> {
      optional(.init(.lastUnlessRefused()), selector: "archiver:willEncodeObject:")
    }

    /// `archiver(_:didEncode:)`.
    ///
    /// ```swift
    /// On(\.didEncode) { _, object in print("encoded", object as Any) }
    /// ```
    public var didEncode: Event<(NSKeyedArchiver, Any?) -> Void> {
      optional(.init(), selector: "archiver:didEncodeObject:")
    }

    /// `archiver(_:willReplace:withObject:)`.
    ///
    /// ```swift
    /// On(\.willReplace) { _, old, new in print(old as Any, "→", new as Any) }
    /// ```
    public var willReplace: Event<(NSKeyedArchiver, Any?, Any?) -> Void> {
      optional(.init(), selector: "archiver:willReplaceObject:withObject:")
    }

    /// `archiverWillFinish(_:)`.
    ///
    /// ```swift
    /// On(\.archiverWillFinish) { _ in print("finishing") }
    /// ```
    public var archiverWillFinish: Event<(NSKeyedArchiver) -> Void> {
      optional(.init(), selector: "archiverWillFinish:")
    }

    /// `archiverDidFinish(_:)`.
    ///
    /// ```swift
    /// On(\.archiverDidFinish) { archiver in print(archiver.encodedData.count, "bytes") }
    /// ```
    public var archiverDidFinish: Event<(NSKeyedArchiver) -> Void> {
      optional(.init(), selector: "archiverDidFinish:")
    }
  }

  /// The proxy that `install(on:)` makes an `NSKeyedArchiver`'s delegate.
  ///
  /// ```swift
  /// let archiver = NSKeyedArchiver(requiringSecureCoding: false)
  /// Delegate(for: NSKeyedArchiverDelegate.self) { On(\.didEncode) { _, object in print(object as Any) } }
  ///   .install(on: archiver)
  /// ```
  public final class NSKeyedArchiverDelegateProxy: DelegateProxy<any NSKeyedArchiverDelegate>,
    NSKeyedArchiverDelegate
  {
    /// Every event of the protocol, each with its Objective-C selector: on
    /// Apple platforms the proxy's `responds(to:)` answers YES for one only
    /// while a handler, the real delegate or (for a void method) a stream
    /// takes the call (see ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "archiverDidFinish:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] {
      [\.willEncode, \.didEncode, \.willReplace, \.archiverWillFinish, \.archiverDidFinish]
    }

    /// Dispatches ``DelegateEvents/willEncode`` and returns the combined answer.
    ///
    /// ```swift
    /// let encoded = proxy.archiver(archiver, willEncode: object)
    /// ```
    public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
      answer(
        \.willEncode, proposal: object, arguments: (archiver, object),
        forward: { ifImplemented($0.archiver(_:willEncode:)).map { $0(archiver, object) } },
        call: { $0(archiver, object) })
    }

    /// Dispatches ``DelegateEvents/didEncode``.
    ///
    /// ```swift
    /// proxy.archiver(archiver, didEncode: object)
    /// ```
    public func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {
      sendIfImplemented(\.didEncode, archiver, object) { ifImplemented($0.archiver(_:didEncode:))?(archiver, object) }
    }

    #if canImport(ObjectiveC)
      /// Dispatches the `willReplace` event of this protocol.
      ///
      /// ```swift
      /// proxy.archiver(archiver, willReplace: old, with: new)
      /// ```
      public func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, with newObject: Any?) {
        sendIfImplemented(\.willReplace, archiver, object, newObject) {
          ifImplemented($0.archiver(_:willReplace:with:))?(archiver, object, newObject)
        }
      }
    #else
      /// Dispatches the `willReplace` event of this protocol.
      ///
      /// ```swift
      /// proxy.archiver(archiver, willReplace: old, withObject: new)
      /// ```
      public func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {
        sendIfImplemented(\.willReplace, archiver, object, newObject) {
          ifImplemented($0.archiver(_:willReplace:withObject:))?(archiver, object, newObject)
        }
      }
    #endif

    /// Dispatches ``DelegateEvents/archiverWillFinish``.
    ///
    /// ```swift
    /// proxy.archiverWillFinish(archiver)
    /// ```
    public func archiverWillFinish(_ archiver: NSKeyedArchiver) {
      sendIfImplemented(\.archiverWillFinish, archiver) { ifImplemented($0.archiverWillFinish(_:))?(archiver) }
    }

    /// Dispatches ``DelegateEvents/archiverDidFinish``.
    ///
    /// ```swift
    /// proxy.archiverDidFinish(archiver)
    /// ```
    public func archiverDidFinish(_ archiver: NSKeyedArchiver) {
      sendIfImplemented(\.archiverDidFinish, archiver) { ifImplemented($0.archiverDidFinish(_:))?(archiver) }
    }
  }

  extension NSKeyedArchiver: DelegateHost {
    /// `NSKeyedArchiver.delegate`, served by ``NSKeyedArchiverDelegateProxy``.
    ///
    /// ```swift
    /// Delegate(for: NSKeyedArchiverDelegate.self) { On(\.archiverDidFinish) { _ in } }.install(on: archiver)
    /// ```
    public static var delegateSlot: DelegateSlot<any NSKeyedArchiverDelegate> {
      DelegateSlot(\NSKeyedArchiver.delegate, proxy: NSKeyedArchiverDelegateProxy.self)
    }
  }
#endif
