// Diagnostic: `Inherited` with a group of a protocol that the definition's
// protocol does not refine (an unrelated protocol, or the refinement the wrong
// way round).
//
// The real initialiser proves the refinement with its `upcast` closure,
// `{ $0 }`, which converts the definition's protocol to the group's. When the
// conversion is impossible, the compiler gave up with "failed to produce
// diagnostic for expression; please submit a bug report" at the `Delegate {`
// line. This initialiser accepts an upcast to any type, so the compiler picks
// it only when the real one fails (an unavailable declaration ranks below
// every available one) and reports the mistake at the `Inherited` line. It
// adds a choice to `Inherited` statements only, not to every statement.

extension Inherited {
  /// Rejects a group whose protocol is not refined by the definition's
  /// protocol. Never called.
  ///
  /// ```swift
  /// Delegate(for: ScrollDelegate.self) {
  ///   Inherited(tableHandlers) { $0 }  // error: 'Inherited' needs a group of a protocol that … refines
  /// }
  /// ```
  @available(
    *, unavailable,
    message:
      "'Inherited' needs a group of a protocol that the definition's protocol refines, and this group's protocol is not one of them (it is unrelated, or it refines the definition's protocol instead)"
  )
  public init<Group: HandlerGroup, Unrelated>(_ group: Group, upcast: (DelegateProtocol) -> Unrelated) {
    fatalError("unavailable")
  }
}
