// Diagnostic: a delegate protocol that is not class-bound.
//
// Proxies hold the real delegate weakly, so a delegate protocol must refine
// `AnyObject`. Swift cannot state that as a generic requirement (an
// existential `any P` does not satisfy `AnyObject`, even when `P: AnyObject`),
// so it cannot be a compile-time error; without this check the mistake
// trapped only at installation, with "Plain is too large to be a class-bound
// delegate type". `Delegate`'s initialisers check it when the definition is
// built.

/// Whether a delegate protocol's existential type is class-bound.
@usableFromInline
enum ClassBoundProtocol {
  /// Traps with a message naming the mistake unless `Protocol` is
  /// class-bound, as far as its layout tells.
  ///
  /// A class-bound existential is one object reference plus a witness table
  /// per protocol (two words for `any P`); any other protocol's existential
  /// is a three-word value buffer, its type and its witness tables (five
  /// words and more). Everything larger than the four words the real
  /// delegate's weak reference can hold (`WeakReference`) is rejected: that
  /// is every non-class-bound protocol, and a composition of more than three
  /// class-bound protocols, which installation rejects as well.
  @inlinable @inline(__always)
  static func require<Protocol>(_: Protocol.Type) {
    if MemoryLayout<Protocol>.size > 4 * MemoryLayout<UInt>.size { fail(Protocol.self) }
  }

  @usableFromInline
  static func fail(_ type: Any.Type) -> Never {
    fatalError(
      "\(type) must be a class-bound protocol (refine AnyObject): a delegate protocol is declared as "
        + "'protocol MyDelegate: AnyObject', because proxies hold the real delegate weakly")
  }
}
