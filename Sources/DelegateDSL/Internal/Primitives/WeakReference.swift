// Internal: a weak reference to a value of a generic, class-bound type, read
// without a dynamic cast. Not a weak `AnyObject` and `as?` on every read: Swift
// can't declare `weak var x: Delegate?` for a generic `Delegate`, and that cast
// costs every delegate call (Design Rationale, "An internal weak reference for
// the real delegate").

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
///   immortal, so the pointer is the only part with a lifetime. Two words
///   hold a class or a one-protocol existential (`any P`), the usual
///   delegate type; a wider value (a composition, `any P & Q`) keeps its
///   witness tables in an immortal block of their own (`WitnessTableTails`),
///   whose address is the second word.
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
  typealias Bits = (UInt, UInt)

  /// The widest class-bound representation held: an object and three
  /// witness tables.
  @usableFromInline
  typealias WideBits = (UInt, UInt, UInt, UInt)

  @usableFromInline
  weak var object: AnyObject?

  @usableFromInline
  var bits: Bits = (0, 0)

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
      MemoryLayout<Other>.size <= MemoryLayout<WideBits>.size,
      "\(Other.self) cannot be held weakly as \(role()): it is not a class-bound type "
        + "(use a class, or a protocol that refines AnyObject)")
    let object = value as AnyObject
    var bits: WideBits = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bits) { destination in
      withUnsafeBytes(of: value) { source in
        destination.copyMemory(from: source)
      }
    }
    precondition(
      bits.0 == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()),
      "\(Other.self) cannot be held weakly as \(role()): it is not a class-bound type "
        + "(use a class, or a protocol that refines AnyObject)")
    guard MemoryLayout<Other>.size > MemoryLayout<Bits>.size else { return (object, (bits.0, bits.1)) }
    return (object, (bits.0, WitnessTableTails.address(of: (bits.1, bits.2, bits.3))))
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
    // Decided where this is specialised: the usual delegate type takes the
    // first branch alone.
    let value: Value
    if MemoryLayout<Value>.size <= MemoryLayout<Bits>.size {
      var copy = bits
      value = withUnsafeMutableBytes(of: &copy) { bytes in
        bytes.baseAddress!.assumingMemoryBound(to: Value.self).move()
      }
    } else {
      value = wideValue(bits)
    }
    _ = Unmanaged.passRetained(object)
    return value
  }

  /// A value wider than two words, from its object's address and the
  /// address of its witness tables (see `parts(of:role:)`).
  @inlinable
  static func wideValue(_ bits: Bits) -> Value {
    let tables = UnsafePointer<UInt>(bitPattern: bits.1).unsafelyUnwrapped
    var copy: WideBits = (bits.0, tables[0], tables[1], tables[2])
    return withUnsafeMutableBytes(of: &copy) { bytes in
      bytes.baseAddress!.assumingMemoryBound(to: Value.self).move()
    }
  }
}

/// The witness tables of the class-bound values wider than two words that
/// were ever held weakly, each set once, in a block that is never freed (as
/// the witness tables themselves): a ``WeakReference`` keeps only the
/// block's address, and copying or destroying it needs no reference count.
/// Few such blocks exist (one per composition type and conforming class).
@usableFromInline
enum WitnessTableTails {
  /// Blocks of four words: three witness tables, then the next block's
  /// address (0 for the last). Read and written with `lock` held; a block
  /// never changes once linked.
  private final class List: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `first` is only read and written with
    // `lock` held, and a linked block is never written or freed again.
    let lock = Lock()
    var first: UnsafeMutablePointer<UInt>?
  }

  private static let list = List()

  /// The address of a block holding `tables`, made the first time. Nothing
  /// is released under the lock: a block is only allocated.
  static func address(of tables: (UInt, UInt, UInt)) -> UInt {
    list.lock.withLock {
      var block = list.first
      while let current = block {
        if current[0] == tables.0 && current[1] == tables.1 && current[2] == tables.2 {
          return UInt(bitPattern: current)
        }
        block = UnsafeMutablePointer(bitPattern: current[3])
      }
      let made = UnsafeMutablePointer<UInt>.allocate(capacity: 4)
      made.initialize(to: tables.0)
      (made + 1).initialize(to: tables.1)
      (made + 2).initialize(to: tables.2)
      (made + 3).initialize(to: UInt(bitPattern: list.first))
      list.first = made
      return UInt(bitPattern: made)
    }
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
