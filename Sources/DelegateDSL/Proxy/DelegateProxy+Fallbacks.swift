// A non-void method whose answer, when nobody answers, is the host's own
// fallback computed from the call's arguments (`tableView.rowHeight` for
// `tableView(_:heightForRowAt:)`, the proposed index path for
// `tableView(_:willSelectRowAt:)`), not a constant a rule could hold. The
// generator writes it for `--fallback <method>=<closure>`. It is the
// Foundation adapters' per-call proposal (`combine(_:realAnswer:proposal:…)`),
// evaluated only when nobody answered.

extension DelegateProxy {
  /// Dispatches a non-void event whose answer, when neither the real
  /// delegate nor any handler answers, is `fallback`, evaluated only then
  /// (instead of the rule's default). `forward` answers `nil` when the real
  /// delegate doesn't implement the method (an optional requirement).
  ///
  /// ```swift
  /// func table(_ table: Table, heightForRow row: Int) -> Double {
  ///   answer(
  ///     \.heightForRow, fallback: table.rowHeight, arguments: (table, row),
  ///     forwardingIfImplemented: { $0.table?(table, heightForRow: row) }, call: { $0(table, row) })
  /// }
  /// ```
  public final func answer<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    fallback: @autoclosure () -> Answer,
    arguments: Arguments,
    forwardingIfImplemented forward: (Delegate) -> Answer?,
    call: (Signature) -> Answer
  ) -> Answer {
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    let realAnswer = realDelegate.flatMap(forward)
    return combine(event, realAnswer: realAnswer, proposal: fallback(), arguments: arguments, call: call)
  }
}
