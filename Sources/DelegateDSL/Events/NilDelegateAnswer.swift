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
// A type has such an answer only when its zero is a value somebody chose
// (issue 44): `nil` for an optional (`ExpressibleByNilLiteral`); `0` and
// `false` for numbers and Booleans, `[]`, `[:]` and `""` for collections and
// strings (through their literal conformances); the raw value 0 of an
// integer-backed `RawRepresentable`, which is an `NS_ENUM`'s 0 case and an
// `NS_OPTIONS` set's empty set, exactly what Objective-C returns, and for a
// Swift enum its case whose raw value is 0 (`case deny = 0`), never the case
// declared first; and the all-zero bytes of a C struct (a trivial type
// imported from C, `CGRect`, `UIEdgeInsets`, and Foundation's own Swift
// declarations of the CoreGraphics geometry on Linux, which are C structs on
// Apple platforms). A Swift struct's or payload-free enum's zero bits are not
// a value anyone chose (a null non-optional pointer, the first case of an
// enum whose raw values start at 1): such a type has no answer, and neither
// has a non-optional class reference (no object can stand for "nobody"), so
// an event of such a type needs a declared answer (`last(default:)`, an
// adapter's fallback, the type's own `NilDelegateAnswerProviding` value,
// which comes first of all) or stops naming it.
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
    if let provider = type as? any NilDelegateAnswerProviding.Type {
      write(chosenBy: provider, to: memory)
    } else if let literal = type as? any ExpressibleByNilLiteral.Type {
      write(nilOf: literal, to: memory)
    } else if let representable = type as? any RawRepresentable.Type,
      let written = write(zeroRawValueOf: representable, to: memory)
    {
      // `NS_ENUM`, `NS_OPTIONS`, a raw-value Swift enum: its raw value 0, or none.
      return written
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
    } else if let size = cStructSize(of: type) {
      memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    } else {
      return false
    }
    return true
  }

  /// The size of `type` when it is a C struct (see the file comment), else `nil`.
  private static func cStructSize<T>(of _: T.Type) -> Int? {
    guard _isPOD(T.self) else { return nil }
    let name = String(reflecting: T.self)
    // The Clang importer's module is `__C`; on Linux, Foundation declares the CoreGraphics geometry in Swift.
    guard name.hasPrefix("__C.") || foundationsCStructs.contains(name) else { return nil }
    return MemoryLayout<T>.size
  }

  /// The C structs of Apple platforms that swift-corelibs-foundation declares as Swift structs on Linux.
  private static let foundationsCStructs: Set<String> = [
    "Foundation.CGPoint", "Foundation.CGSize", "Foundation.CGRect", "Foundation.CGVector",
    "Foundation.CGAffineTransform", "Foundation._NSRange", "Foundation.NSEdgeInsets",
  ]

  /// For a `T` whose raw value is an integer, writes `T(rawValue: 0)` and returns `true`, or returns `false`
  /// when 0 names no value; `nil` for any other raw value (the other branches decide).
  private static func write<T: RawRepresentable>(zeroRawValueOf _: T.Type, to memory: UnsafeMutableRawPointer)
    -> Bool?
  {
    guard T.RawValue.self is any BinaryInteger.Type, let zero = of(T.RawValue.self) else { return nil }
    guard let value = T(rawValue: zero) else { return false }
    memory.initializeMemory(as: T.self, repeating: value, count: 1)
    return true
  }

  // Each writes a literal of the opened type `T`, which is the caller's
  // `Answer`: `memory` has room for exactly one.

  private static func write<T: NilDelegateAnswerProviding>(chosenBy _: T.Type, to memory: UnsafeMutableRawPointer) {
    memory.initializeMemory(as: T.self, repeating: T.nilDelegateAnswer, count: 1)
  }

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
