// A non-optional method whose event answers an optional (`CGFloat?` for
// `tableView(_:heightForRowAt:)`), under `CombineRule.lastNonNil()`: a
// participant answers `nil` for the calls that are not its own, the last
// answer with a value stands (a handler's over the real delegate's, which
// answers first), and with none the host gets its own answer, the
// fallback (`tableView.rowHeight`), as it would with no delegate. The
// general path, as `answer(_:fallback:…)`: a snapshot of the handlers.

extension DelegateProxy {
  /// Dispatches a method that must answer (`Wrapped`) through an event
  /// that may not (`Wrapped?`): the real delegate first, then every
  /// handler, combined by the event's rule (``CombineRule/lastNonNil()``:
  /// the last answer with a value); when no participant answers with a
  /// value, `fallback` (the host's own answer, evaluated only then).
  ///
  /// `forwardingIfImplemented` answers `nil` when the real delegate lacks the
  /// method; with no real delegate, the protocol's default implementation
  /// (``DelegateEvents/defaulted(_:by:)``) takes its place. The event's
  /// observers (streams) see the answer the host gets.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableDelegate {
  ///   var heightForRow: Event<(Table, Int) -> Double?> { optional(.init(.lastNonNil()), selector: "table:heightForRow:") }
  /// }
  ///
  /// final class TableDelegateProxy: DelegateProxy<any TableDelegate>, TableDelegate {
  ///   func table(_ table: Table, heightForRow row: Int) -> Double {
  ///     partialAnswer(
  ///       \.heightForRow, fallback: table.rowHeight, arguments: (table, row),
  ///       forwardingIfImplemented: { $0.table?(table, heightForRow: row) }, call: { $0(table, row) })
  ///   }
  /// }
  ///
  /// // Row 0 is 88 points high; the real delegate's heights, or the table's rowHeight, stand for the others.
  /// table.on(\.heightForRow) { _, row in row == 0 ? 88 : nil }
  /// ```
  public final func partialAnswer<Signature, Arguments, Wrapped>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    fallback: @autoclosure () -> Wrapped,
    arguments: Arguments,
    forwardingIfImplemented forward: (Delegate) -> Wrapped?,
    call: (Signature) -> Wrapped?
  ) -> Wrapped {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Wrapped?>, _, Delegate?, _)
    observers?.notifyBefore(arguments)
    var combined = Self.firstParticipantAnswer(slot, real: real, forward: forward, call: call)
    for handler in handlers { combined = slot.folded(combined, call(handler)) }
    let result = combined ?? fallback()
    observers?.notifyAfter(arguments, outcome: .success(.some(result)))
    return result
  }
}
