// NSKeyedUnarchiverDelegate: events, proxy and host conformance.
//
// On Linux the protocol's five methods have no public default
// implementations, so a hand-written delegate implements all of them.

#if canImport(Foundation)
  import Foundation

  extension DelegateEvents where Delegate == any NSKeyedUnarchiverDelegate {
    /// `unarchiver(_:cannotDecodeObjectOfClassName:originalClasses:)`: a class
    /// to decode an unknown class name with. Combined by
    /// ``CombineRule/firstNonNil()``.
    ///
    /// ```swift
    /// On(\.cannotDecodeObjectOfClassName) { _, name, _ in name == "OldPoint" ? Point.self : nil }
    /// ```
    public var cannotDecodeObjectOfClassName: Event<(NSKeyedUnarchiver, String, [String]) -> AnyClass?> {
      optional(.init(.firstNonNil()), selector: "unarchiver:cannotDecodeObjectOfClassName:originalClasses:")
    }

    /// `unarchiver(_:didDecode:)`: the object to use in place of the decoded
    /// one. Combined by ``CombineRule/lastUnlessRefused()``: `nil` from any
    /// participant wins, otherwise the last answer; with no answer, the
    /// decoded object itself.
    ///
    /// ```swift
    /// On(\.didDecode) { _, object in (object as? Point).map { Point(x: $0.x * 2) } ?? object }
    /// ```
    public var didDecode: Event<(NSKeyedUnarchiver, Any?) -> Any?> {
      optional(.init(.lastUnlessRefused()), selector: "unarchiver:didDecodeObject:")
    }

    /// `unarchiver(_:willReplace:with:)`.
    ///
    /// ```swift
    /// On(\.willReplace) { _, old, new in print(old, "→", new) }
    /// ```
    public var willReplace: Event<(NSKeyedUnarchiver, Any, Any) -> Void> {
      optional(.init(), selector: "unarchiver:willReplaceObject:withObject:")
    }

    /// `unarchiverWillFinish(_:)`.
    ///
    /// ```swift
    /// On(\.unarchiverWillFinish) { _ in print("finishing") }
    /// ```
    public var unarchiverWillFinish: Event<(NSKeyedUnarchiver) -> Void> {
      optional(.init(), selector: "unarchiverWillFinish:")
    }

    /// `unarchiverDidFinish(_:)`.
    ///
    /// ```swift
    /// On(\.unarchiverDidFinish) { _ in print("done") }
    /// ```
    public var unarchiverDidFinish: Event<(NSKeyedUnarchiver) -> Void> {
      optional(.init(), selector: "unarchiverDidFinish:")
    }
  }

  /// The proxy that `install(on:)` makes an `NSKeyedUnarchiver`'s delegate.
  ///
  /// ```swift
  /// let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
  /// Delegate(for: NSKeyedUnarchiverDelegate.self) { On(\.didDecode) { _, object in object } }
  ///   .install(on: unarchiver)
  /// ```
  public final class NSKeyedUnarchiverDelegateProxy: DelegateProxy<any NSKeyedUnarchiverDelegate>,
    NSKeyedUnarchiverDelegate
  {
    /// Every event of the protocol, each with its Objective-C selector: on
    /// Apple platforms the proxy's `responds(to:)` answers YES for one only
    /// while a handler, the real delegate or (for a void method) a stream
    /// takes the call (see ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "unarchiverDidFinish:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] {
      [\.cannotDecodeObjectOfClassName, \.didDecode, \.willReplace, \.unarchiverWillFinish, \.unarchiverDidFinish]
    }

    /// Dispatches ``DelegateEvents/cannotDecodeObjectOfClassName`` and returns
    /// the first non-`nil` class.
    ///
    /// ```swift
    /// let substitute = proxy.unarchiver(unarchiver, cannotDecodeObjectOfClassName: "OldPoint", originalClasses: [])
    /// ```
    public func unarchiver(
      _ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses classNames: [String]
    ) -> AnyClass? {
      sendIfImplemented(\.cannotDecodeObjectOfClassName, unarchiver, name, classNames) {
        ifImplemented($0.unarchiver(_:cannotDecodeObjectOfClassName:originalClasses:)).map {
          $0(unarchiver, name, classNames)
        }
      }
    }

    /// Dispatches ``DelegateEvents/didDecode`` and returns the combined answer.
    ///
    /// ```swift
    /// let object = proxy.unarchiver(unarchiver, didDecode: decoded)
    /// ```
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
      // The proposal is the decoded object, even when that is `nil`.
      let proposal: Any?? = .some(object)
      return answer(
        \.didDecode, proposal: proposal, arguments: (unarchiver, object),
        forward: { ifImplemented($0.unarchiver(_:didDecode:)).map { $0(unarchiver, object) } },
        call: { handler -> Any? in handler(unarchiver, object) })
    }

    /// Dispatches the `willReplace` event of this protocol.
    ///
    /// ```swift
    /// proxy.unarchiver(unarchiver, willReplace: old, with: new)
    /// ```
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {
      sendIfImplemented(\.willReplace, unarchiver, object, newObject) {
        ifImplemented($0.unarchiver(_:willReplace:with:))?(unarchiver, object, newObject)
      }
    }

    /// Dispatches ``DelegateEvents/unarchiverWillFinish``.
    ///
    /// ```swift
    /// proxy.unarchiverWillFinish(unarchiver)
    /// ```
    public func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {
      sendIfImplemented(\.unarchiverWillFinish, unarchiver) { ifImplemented($0.unarchiverWillFinish(_:))?(unarchiver) }
    }

    /// Dispatches ``DelegateEvents/unarchiverDidFinish``.
    ///
    /// ```swift
    /// proxy.unarchiverDidFinish(unarchiver)
    /// ```
    public func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {
      sendIfImplemented(\.unarchiverDidFinish, unarchiver) { ifImplemented($0.unarchiverDidFinish(_:))?(unarchiver) }
    }
  }

  extension NSKeyedUnarchiver: DelegateHost {
    /// `NSKeyedUnarchiver.delegate`, served by ``NSKeyedUnarchiverDelegateProxy``.
    ///
    /// ```swift
    /// Delegate(for: NSKeyedUnarchiverDelegate.self) { On(\.unarchiverDidFinish) { _ in } }.install(on: unarchiver)
    /// ```
    public static var delegateSlot: DelegateSlot<any NSKeyedUnarchiverDelegate> {
      DelegateSlot(\NSKeyedUnarchiver.delegate, proxy: NSKeyedUnarchiverDelegateProxy.self)
    }
  }
#endif
