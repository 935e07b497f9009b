// Diagnostic: an entry of another protocol in a definition.
//
// It covers `Inherited` too: with an unrelated group, or one whose protocol
// refines the definition's instead of the other way round, the compiler had
// given up with "failed to produce diagnostic for expression; please submit a
// bug report" at the `Delegate {` line. Now `Inherited`'s protocol is inferred
// from its group (the `{ $0 }` upcast is then the identity), and this overload
// reports the mismatch at the `Inherited` line. (A dedicated unavailable
// `Inherited` initialiser was tried: it ranks equal to this overload and loses
// to it, so it would only add a choice to every `Inherited`.)
//
// Without this overload, `On(\.didParse)` (an event of another protocol) or
// a group written for another protocol fails inside the builder's generic
// requirement, and the compiler reports "static method 'buildExpression'
// requires the types 'any LoaderDelegate' and 'any ParserDelegate' be
// equivalent", pointing into DelegateBuilder.swift. This overload accepts any
// group, so the compiler picks it only when the real one fails (an
// unavailable declaration ranks below every available one) and reports its
// message at the user's line.

extension DelegateBuilder {
  /// Rejects a statement for another delegate protocol with a message that
  /// says so. Never called: it is unavailable, and only chosen when the
  /// statement fits no other overload.
  ///
  /// ```swift
  /// Delegate(for: LoaderDelegate.self) {
  ///   On(\.didParse) { _ in }  // error: this statement is for another delegate protocol …
  /// }
  /// ```
  @available(
    *, unavailable,
    message:
      "this statement is for another delegate protocol: every 'On' event and handler group in a definition must belong to the definition's protocol, and a group wrapped in 'Inherited(group) { $0 }' to a protocol that the definition's protocol refines"
  )
  public static func buildExpression<Group: HandlerGroup>(_ group: Group) -> Delegate<DelegateProtocol> {
    fatalError("unavailable")
  }
}
