// Internal machinery shared by the Foundation adapters: methods that Apple
// platforms' Foundation declares `@objc optional` and swift-corelibs-foundation
// declares as plain requirements (with default implementations).
//
// One source serves both. An event is declared with its Objective-C
// selector; a proxy forwards through the method's reference, which is a
// function on Linux and an optional function on Apple platforms:
//
//     var willEvictObject: Event<…> { objectiveCOptional(.init(), selector: "cache:willEvictObject:") }
//     sendIfImplemented(\.willEvictObject, cache, obj) { ifImplemented($0.cache(_:willEvictObject:))?(cache, obj) }
//
// `objectiveCOptional(_:selector:)` has the arguments and meaning of the
// library's `DelegateEvents.optional(_:selector:)`, which is being added with
// proxies' `responds(to:)` (issue 29, §3); once it is in, the adapters call
// that instead, this function goes, and each proxy lists its events in
// `selectorEvents`. Every selector here was checked against the iOS 16.5
// SDK's Foundation headers.

#if canImport(Foundation)
  import Foundation

  extension DelegateEvents {
    /// Marks `event` as the optional Objective-C method `selector` of a
    /// Foundation delegate protocol. On Apple platforms a real delegate
    /// implements it exactly when it `responds(to:)` the selector; on Linux,
    /// where the protocol's requirement has a default implementation, every
    /// real delegate does (as before).
    func objectiveCOptional<Signature>(_ event: Event<Signature>, selector: String) -> Event<Signature> {
      #if canImport(ObjectiveC)
        optional(event) { ($0 as AnyObject).responds(to: Selector(selector)) }
      #else
        optional(event) { _ in true }
      #endif
    }
  }

  /// The real delegate's implementation of a method, or `nil` if it has none:
  /// on Apple platforms `method` is the reference to an `@objc optional`
  /// method, already optional; on Linux it is a function, promoted.
  @inline(__always)
  func ifImplemented<Function>(_ method: Function?) -> Function? { method }
#endif
