// Diagnostic: a `sendIfImplemented` forwarding closure that never answers
// `nil`.
//
// `sendIfImplemented(\.shouldZoom, v, s) { $0.shouldZoom?(v, s) }` answers
// `nil` when the real delegate lacks the method, which leaves the real
// delegate out of the combined answer. Written `$0.shouldZoom(v, s)` (no
// `?`), it calls the protocol's default implementation instead, whose answer
// (often a vetoing `false`) then combines with the handlers': what optional
// methods exist to prevent. It compiles because Swift promotes the closure's
// `Bool` to `Bool?`, and an unavailable overload cannot catch it: the
// compiler prefers the promotion to any unavailable declaration.
//
// Debug builds trap instead: when the closure answers for a real delegate
// that the event's `optional(_:implementedBy:)` says does not implement the
// method, the closure forwarded to something that is not there. Checked in
// the client's debug builds only (see `UndeclaredOptionalEvent`).

@usableFromInline
enum NeverNilForwarding {
  /// Returns `answer`, after checking in debug builds that the closure did
  /// not answer for a real delegate that lacks the method.
  @inlinable @inline(__always)
  static func checked<Delegate, Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>, _ real: Delegate, _ answer: Answer?
  ) -> Answer? {
    assert(answer == nil || verify(event, answeredFor: real))
    return answer
  }

  /// Traps with the diagnostic if `real` does not implement `event`'s
  /// method (the closure answered anyway); returns `true` otherwise.
  @usableFromInline
  static func verify<Delegate, Signature>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>, answeredFor real: Delegate
  ) -> Bool {
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    guard let isImplemented = declaration.isImplemented, !isImplemented(real) else { return true }
    fatalError(message(name: declaration.name))
  }

  /// The trap's message.
  static func message(name: String) -> String {
    "the forwarding closure of sendIfImplemented(\\.\(name), …) answered for a real delegate that does not "
      + "implement the method: write '$0.method?(…)' (or '… ? $0.method(…) : nil'), which answers nil when the "
      + "method is missing; calling it without '?' runs the protocol's default, whose answer optional methods "
      + "exist to leave out"
  }
}
