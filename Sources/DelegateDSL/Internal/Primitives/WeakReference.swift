// Internal: a weak reference to a value of a generic, class-bound type.
//
// Swift cannot declare `weak var x: Delegate?` for a generic `Delegate`, and an
// existential such as `any WebLoaderDelegate` does not satisfy `AnyObject`, so
// the obvious `weak var` is unavailable. The usual workaround, a weak
// `AnyObject` plus `as? Delegate` on every read, costs a dynamic cast per
// delegate call (measured at about +22 ns per call on this project's CI
// machine, a fifth of a whole dispatch). This type keeps the cast out of the
// hot path.

/// A weak reference to a class instance held through a class-bound type
/// `Value`: a class, or a class-bound existential such as `any P` where
/// `P: AnyObject` (including compositions and `AnyObject` itself).
///
/// It stores two things:
/// - `object`, a real Swift `weak` reference to the instance. It decides
///   whether the value is still alive and keeps it alive while it is read.
/// - `bits`, a bitwise copy of the `Value` representation, taken without a
///   retain. For class-bound types that representation is the object pointer
///   followed by zero or more witness-table pointers; witness tables are
///   immortal, so the pointer is the only part with a lifetime.
///
/// Reading (``value``) first loads `object` strongly. Only if that succeeds are
/// the bits reinterpreted as a `Value`, which takes over the strong reference
/// that load produced. A dead instance is therefore never dereferenced: its
/// bits are ignored.
///
/// `init` verifies the class-bound layout: the first word of the copied bits
/// must be the object's own address. A value type boxed by `as AnyObject`
/// fails that check and traps with a clear message instead of misbehaving.
@usableFromInline
struct WeakReference<Value> {
  @usableFromInline
  typealias Bits = (UInt, UInt, UInt, UInt)

  @usableFromInline
  weak var object: AnyObject?

  @usableFromInline
  var bits: Bits = (0, 0, 0, 0)

  @inlinable
  init() {}

  /// Creates a weak reference to `value`.
  ///
  /// `role` names what is being held weakly ("a real delegate", "the value
  /// of AssociatedKey<…>"), for the message of the trap that rejects a type
  /// that is not class-bound. The check cannot be static: Swift has no
  /// constraint that admits `any P` for a class-bound `P` (`Value: AnyObject`
  /// rejects existentials), and at run time `(any P).self is AnyObject.Type`
  /// is `false` even when `P` refines `AnyObject`.
  @usableFromInline
  init(_ value: Value?, role: @autoclosure () -> String = "a delegate") {
    guard let value else { return }
    (object, bits) = Self.parts(of: value, role: role)
  }

  /// `value`'s object and a bitwise copy of its representation, checked to
  /// be class-bound (see `init`).
  static func parts<Other>(of value: Other, role: () -> String) -> (object: AnyObject, bits: Bits) {
    precondition(
      MemoryLayout<Other>.size <= MemoryLayout<Bits>.size,
      "\(Other.self) cannot be held weakly as \(role()): it is not a class-bound type "
        + "(use a class, or a protocol that refines AnyObject)")
    let object = value as AnyObject
    var bits: Bits = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bits) { destination in
      withUnsafeBytes(of: value) { source in
        destination.copyMemory(from: source)
      }
    }
    precondition(
      bits.0 == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()),
      "\(Other.self) cannot be held weakly as \(role()): it is not a class-bound type "
        + "(use a class, or a protocol that refines AnyObject)")
    return (object, bits)
  }

  /// The referenced value, or `nil` once the instance has been deallocated.
  ///
  /// Costs one weak load: the strong reference that the weak load produces is
  /// handed to the returned value instead of being released and re-acquired.
  /// `move()` materialises a `Value` that owns one reference without
  /// retaining; `Unmanaged.passRetained(object)` then balances the release of
  /// `object` at the end of its scope, so the reference count ends exactly one
  /// above where it started, and that one reference belongs to the result.
  @inlinable
  var value: Value? {
    Self.value(object: object, bits: bits)
  }

  /// Materialises a `Value` from a weak reference's two parts: `object`, the
  /// result of loading the weak reference (consumed), and its `bits`.
  @inlinable
  static func value(object: AnyObject?, bits: Bits) -> Value? {
    guard let object else { return nil }
    var copy = bits
    let value = withUnsafeMutableBytes(of: &copy) { bytes in
      bytes.baseAddress!.assumingMemoryBound(to: Value.self).move()
    }
    _ = Unmanaged.passRetained(object)
    return value
  }
}

extension WeakReference where Value == AnyObject {
  /// A weak reference to `value`, a value of the class-bound type `Other`,
  /// with the type erased: the same object and bits as a
  /// `WeakReference<Other>`, reassembled as an `Other` by
  /// ``value(object:bits:)`` of `WeakReference<Other>`. Code that stores,
  /// copies and destroys it is concrete: no generic metadata lookups.
  init<Other>(erasing value: Other?, role: @autoclosure () -> String) {
    guard let value else { return }
    (object, bits) = Self.parts(of: value, role: role)
  }
}
