// Internal: how the Foundation adapters forward to a real delegate's method
// that Apple platforms' Foundation declares `@objc optional` and
// swift-corelibs-foundation declares as a plain requirement (with a default
// implementation). One source serves both: a proxy forwards through the
// method's reference, which is an optional function on Apple platforms and a
// function on Linux:
//
//     sendIfImplemented(\.willEvictObject, cache, obj) { ifImplemented($0.cache(_:willEvictObject:))?(cache, obj) }
//
// The events themselves say which selector they stand for
// (`optional(_:selector:)`, `required(_:selector:)`), and each proxy lists
// them in `selectorEvents`, so that its `responds(to:)` answers per method.

/// The real delegate's implementation of a method, or `nil` if it has none:
/// on Apple platforms `method` is the reference to an `@objc optional`
/// method, already optional; on Linux it is a function, promoted.
@inline(__always)
func ifImplemented<Function>(_ method: Function?) -> Function? { method }
