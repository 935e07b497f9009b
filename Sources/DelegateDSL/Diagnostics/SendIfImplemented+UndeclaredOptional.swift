// Diagnostic: `sendIfImplemented` on an event not declared optional.
//
// `sendIfImplemented` forwards a method the real delegate may not implement,
// and the event's declaration says how to tell (`optional(_:implementedBy:)`,
// which `DelegateProxy.handles` reads). On an event declared without it, the
// line compiles and behaves like `send`, and `handles` answers as if every
// real delegate implemented the method.
//
// Not a compile error: `optional(_:implementedBy:)` returns the same
// `Event<Signature>` as `.init(…)` (the property's declared type is the
// user's, and the generator's), so nothing in `send`'s types tells an
// optional event from another. Debug builds trap instead, on the first
// dispatch, with what to write: each generated `sendIfImplemented` asserts
// `verify`, so the check is inlined into the client and compiled away in its
// release builds.

@usableFromInline
enum UndeclaredOptionalEvent {
  /// Traps with the diagnostic unless `event` is declared with
  /// `optional(…)`; returns `true` otherwise.
  @usableFromInline
  static func verify<Delegate, Signature>(_ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>) -> Bool {
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    guard declaration.requirement != .optional else { return true }
    fatalError(message(name: declaration.name))
  }

  /// The trap's message.
  static func message(name: String) -> String {
    "sendIfImplemented(\\.\(name), …) dispatches an event that is not declared optional: declare it as "
      + "'optional(.init(…)) { $0.… }' in DelegateEvents, saying how to tell whether a real delegate implements "
      + "the method, or forward it with 'send'"
  }
}
