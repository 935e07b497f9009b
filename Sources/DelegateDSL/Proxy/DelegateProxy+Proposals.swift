// Proposal methods: the host passes the answer it would use
// (`toProposedIndexPath:`, `targetContentOffsetForProposedContentOffset:`),
// and the delegate returns it, or another. Under `.last()` each participant
// sees the host's proposal, so a handler that returns the proposal for the
// rows it ignores undoes the real delegate's redirect. Threaded instead,
// the proposal passes through the participants: the real delegate sees the
// host's, the first handler the real delegate's answer, each later handler
// the answer so far, and the last answer stands. A participant that
// ignores the call returns what it was given and changes nothing; with
// nobody taking part, the host's proposal is the answer.

extension DelegateProxy {
  /// Dispatches a method whose argument is the host's proposed answer: each
  /// participant is called with the answer so far in place of the proposal
  /// (the real delegate with `proposal`, the first handler with the real
  /// delegate's answer, and so on), and the answers are combined by the
  /// event's rule (`.last()`: the last answer stands). With no participant,
  /// the answer is `proposal`.
  ///
  /// `forwardingIfImplemented` answers `nil` when the real delegate lacks
  /// the method (it then takes no part); with no real delegate, the
  /// protocol's default implementation (``DelegateEvents/defaulted(_:by:)``)
  /// takes its place. The event's observers (streams) see the host's
  /// arguments and the final answer.
  ///
  /// ```swift
  /// func table(_ table: Table, targetForMoveFrom source: Int, toProposed proposed: Int) -> Int {
  ///   thread(
  ///     \.targetForMove, proposal: proposed, arguments: (table, source, proposed),
  ///     forwardingIfImplemented: { real, proposed in real.table?(table, targetForMoveFrom: source, toProposed: proposed) },
  ///     call: { handler, proposed in handler(table, source, proposed) })
  /// }
  ///
  /// // Keeps row 0 in place, and leaves every other move as the real delegate redirected it.
  /// table.on(\.targetForMove) { _, source, proposed in source == 0 ? 0 : proposed }
  /// ```
  public final func thread<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    proposal: Answer,
    arguments: Arguments,
    forwardingIfImplemented forward: (Delegate, Answer) -> Answer?,
    call: (Signature, Answer) -> Answer
  ) -> Answer {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    observers?.notifyBefore(arguments)
    var combined = Self.firstParticipantAnswer(
      slot, real: real, forward: { forward($0, proposal) }, call: { call($0, proposal) })
    for handler in handlers { slot.accumulate(call(handler, combined ?? proposal), into: &combined) }
    let result = combined ?? proposal
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }
}
