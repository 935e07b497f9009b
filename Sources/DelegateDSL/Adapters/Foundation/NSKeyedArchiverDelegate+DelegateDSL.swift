// NSKeyedArchiverDelegate: events, proxy and host conformance.
//
// On Linux the protocol's five methods have no public default
// implementations, so a hand-written delegate implements all of them.

#if canImport(Foundation) && !canImport(ObjectiveC)
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
    public var willEncode: Event<(NSKeyedArchiver, Any) -> Any?> { .init(.lastUnlessRefused()) }

    /// `archiver(_:didEncode:)`.
    ///
    /// ```swift
    /// On(\.didEncode) { _, object in print("encoded", object as Any) }
    /// ```
    public var didEncode: Event<(NSKeyedArchiver, Any?) -> Void> { .init() }

    /// `archiver(_:willReplace:withObject:)`.
    ///
    /// ```swift
    /// On(\.willReplace) { _, old, new in print(old as Any, "→", new as Any) }
    /// ```
    public var willReplace: Event<(NSKeyedArchiver, Any?, Any?) -> Void> { .init() }

    /// `archiverWillFinish(_:)`.
    ///
    /// ```swift
    /// On(\.archiverWillFinish) { _ in print("finishing") }
    /// ```
    public var archiverWillFinish: Event<(NSKeyedArchiver) -> Void> { .init() }

    /// `archiverDidFinish(_:)`.
    ///
    /// ```swift
    /// On(\.archiverDidFinish) { archiver in print(archiver.encodedData.count, "bytes") }
    /// ```
    public var archiverDidFinish: Event<(NSKeyedArchiver) -> Void> { .init() }
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
    /// Dispatches ``DelegateEvents/willEncode`` and returns the combined answer.
    ///
    /// ```swift
    /// let encoded = proxy.archiver(archiver, willEncode: object)
    /// ```
    public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
      answer(
        \.willEncode, proposal: object, arguments: (archiver, object),
        forward: { $0.archiver(archiver, willEncode: object) },
        call: { $0(archiver, object) })
    }

    /// Dispatches ``DelegateEvents/didEncode``.
    ///
    /// ```swift
    /// proxy.archiver(archiver, didEncode: object)
    /// ```
    public func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {
      send(\.didEncode, archiver, object) { $0.archiver(archiver, didEncode: object) }
    }

    /// Dispatches the `willReplace` event of this protocol.
    ///
    /// ```swift
    /// proxy.archiver(archiver, willReplace: old, withObject: new)
    /// ```
    public func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {
      send(\.willReplace, archiver, object, newObject) {
        $0.archiver(archiver, willReplace: object, withObject: newObject)
      }
    }

    /// Dispatches ``DelegateEvents/archiverWillFinish``.
    ///
    /// ```swift
    /// proxy.archiverWillFinish(archiver)
    /// ```
    public func archiverWillFinish(_ archiver: NSKeyedArchiver) {
      send(\.archiverWillFinish, archiver) { $0.archiverWillFinish(archiver) }
    }

    /// Dispatches ``DelegateEvents/archiverDidFinish``.
    ///
    /// ```swift
    /// proxy.archiverDidFinish(archiver)
    /// ```
    public func archiverDidFinish(_ archiver: NSKeyedArchiver) {
      send(\.archiverDidFinish, archiver) { $0.archiverDidFinish(archiver) }
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
