// What a host gets from a delegate that isn't there: the last step of the
// "nobody answered" walk (`DelegateProxy+NoParticipant.swift`), after the
// host's proposal and the event's declared answer.
//
// An Objective-C host that messages a `nil` delegate, or a weak delegate
// that has died, gets zero bits back: `nil`, `0`, `NO`, a zeroed struct.
// That is what UIKit does without a delegate for every method it doesn't
// ask about first (a table view with no data source has 0 rows), and what a
// host that asks `respondsToSelector:` on one queue and calls later on
// another gets when its delegate dies in between. A Swift host that writes
// `delegate?.rows(self) ?? 0` gets its own `?? 0`, which no proxy can see;
// the zero of the answer's type is the nearest a proxy can give.
//
// A type has such an answer when it is `nil`-, array-, dictionary-,
// string-, integer- or Boolean-literal expressible (`nil`, `[]`, `[:]`,
// `""`, `0`, `false`), or when it is a trivial type (`_isPOD`: numbers,
// imported C structs and `NS_ENUM`s, tuples of these), whose all-zero
// bytes are what Objective-C returns. A non-optional class reference has
// none: no object can stand for "nobody", so an event of such a type needs
// a declared answer (`last(default:)`, an adapter's fallback).
//
// The value is made through the type's own conformance, opened from the
// metatype, and written into the caller's memory: no cast of the result,
// so an `Optional` comes back as itself rather than wrapped again.

/// The answer of a delegate that isn't there, by the answer's type.
@usableFromInline
enum NilDelegateAnswer {
  /// What a `nil` delegate answers for a method returning `Answer`, or
  /// `nil` when no value of the type can stand for "nobody answered" (see
  /// the file comment).
  @usableFromInline
  static func of<Answer>(_ type: Answer.Type) -> Answer? {
    withUnsafeTemporaryAllocation(of: Answer.self, capacity: 1) { buffer in
      let slot = buffer.baseAddress.unsafelyUnwrapped
      guard initialize(UnsafeMutableRawPointer(slot), as: type) else { return nil }
      return slot.move()
    }
  }

  /// Whether `type` has a nil delegate's answer.
  static func exists<Answer>(for type: Answer.Type) -> Bool {
    of(type) != nil
  }

  /// Initialises `memory` (room for one value of `type`) with the nil
  /// delegate's answer; `false`, leaving it uninitialised, when there is
  /// none.
  ///
  /// Not generic, and never inlined into the generic `of(_:)`: the
  /// optimiser, specialising these metatype casts for a concrete answer
  /// type, crashed Swift 6.3.1 in release builds (SILCombine, on a cast
  /// whose conformance it had folded). Cold code: it runs only when nobody
  /// answered.
  @inline(never)
  private static func initialize(_ memory: UnsafeMutableRawPointer, as type: any Any.Type) -> Bool {
    if let literal = type as? any ExpressibleByNilLiteral.Type {
      write(nilOf: literal, to: memory)
    } else if let size = trivialSize(of: type) {
      // `0`, `false`, `.zero`, an `NS_ENUM`'s 0 case, an empty option set.
      memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    } else if let literal = type as? any ExpressibleByArrayLiteral.Type {
      write(emptyArrayOf: literal, to: memory)
    } else if let literal = type as? any ExpressibleByDictionaryLiteral.Type {
      write(emptyDictionaryOf: literal, to: memory)
    } else if let literal = type as? any ExpressibleByStringLiteral.Type {
      write(emptyStringOf: literal, to: memory)
    } else if let literal = type as? any ExpressibleByIntegerLiteral.Type {
      write(zeroOf: literal, to: memory)
    } else if let literal = type as? any ExpressibleByBooleanLiteral.Type {
      write(falseOf: literal, to: memory)
    } else {
      return false
    }
    return true
  }

  /// The size of `type` when it is trivial (`_isPOD`), else `nil`.
  private static func trivialSize<T>(of _: T.Type) -> Int? {
    _isPOD(T.self) ? MemoryLayout<T>.size : nil
  }

  // Each writes a literal of the opened type `T`, which is the caller's
  // `Answer`: `memory` has room for exactly one.

  private static func write<T: ExpressibleByNilLiteral>(nilOf _: T.Type, to memory: UnsafeMutableRawPointer) {
    memory.initializeMemory(as: T.self, repeating: nil, count: 1)
  }

  private static func write<T: ExpressibleByArrayLiteral>(emptyArrayOf _: T.Type, to memory: UnsafeMutableRawPointer) {
    memory.initializeMemory(as: T.self, repeating: [], count: 1)
  }

  private static func write<T: ExpressibleByDictionaryLiteral>(
    emptyDictionaryOf _: T.Type, to memory: UnsafeMutableRawPointer
  ) {
    memory.initializeMemory(as: T.self, repeating: [:], count: 1)
  }

  private static func write<T: ExpressibleByStringLiteral>(emptyStringOf _: T.Type, to memory: UnsafeMutableRawPointer)
  {
    memory.initializeMemory(as: T.self, repeating: "", count: 1)
  }

  private static func write<T: ExpressibleByIntegerLiteral>(zeroOf _: T.Type, to memory: UnsafeMutableRawPointer) {
    memory.initializeMemory(as: T.self, repeating: 0, count: 1)
  }

  private static func write<T: ExpressibleByBooleanLiteral>(falseOf _: T.Type, to memory: UnsafeMutableRawPointer) {
    memory.initializeMemory(as: T.self, repeating: false, count: 1)
  }
}
