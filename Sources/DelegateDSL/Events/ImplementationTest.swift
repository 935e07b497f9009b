// Internal: an optional event's implementation test, as its slot keeps it
// for dispatch.
//
// `sendIfImplemented` consults the test the event declares
// (`DelegateEvents.optional(_:implementedBy:)`) before it calls the
// forwarding closure: a real delegate that lacks the method takes no part,
// and the closure is never called for it. So the closure can be the plain
// call, `$0.titleFor(s, p)`, and the forms written for earlier versions
// (`cond ? $0.titleFor(s, p) : nil`, whose `nil` is promoted to `.some(nil)`
// when the answer is itself optional, and `.some(…)`) answer right too.
//
// The test is kept typed by the protocol it was declared for, so that a
// dispatch calls it with no existential cast; an event inherited by a
// refining protocol (`Event(inheriting:)`) shares its parent's slot, and a
// proxy of the child calls it through the type-erased form.

/// An implementation test, type-erased: `erased` takes the real delegate
/// as `Any` (see `Event.isImplemented`).
@usableFromInline
class AnyImplementationTest {
  /// Whether a real delegate, passed as `Any`, implements the method.
  @usableFromInline
  let erased: (Any) -> Bool

  init(erased: @escaping (Any) -> Bool) { self.erased = erased }

  /// Whether `real` implements the method: through the typed test when
  /// the test was declared for `Delegate` (a checked class cast, no
  /// existential one), or through `erased`.
  @inlinable @inline(__always)
  final func passes<Delegate>(_ real: Delegate) -> Bool {
    if let typed = self as? ImplementationTest<Delegate> { return typed.test(real) }
    return erased(real)
  }
}

/// An implementation test declared for the protocol `Delegate`.
@usableFromInline
final class ImplementationTest<Delegate>: AnyImplementationTest {
  @usableFromInline
  let test: (Delegate) -> Bool

  init(_ test: @escaping (Delegate) -> Bool) {
    self.test = test
    // A real delegate of another type is one of a protocol that doesn't
    // declare the test: it counts as implementing the method, as `handles`
    // has always counted it.
    super.init { real in (real as? Delegate).map(test) ?? true }
  }
}
