// Diagnostic: a stream, alone, on an optional method that answers
// something (`tableView.delegateEvents(\.heightForRowAt)` with no handler
// and a real delegate that lacks the method).
//
// A stream can't answer, so it doesn't make the proxy claim such a method:
// a host that asks `responds(to:)` first keeps its own behaviour (the
// table's `rowHeight`) instead of receiving an invented answer. The stream
// then sees no call at all until a handler or a real delegate answers the
// method, which is right, but silent. Debug builds say so once per event,
// when such a stream starts, and say what to add.

enum UnclaimedAnswerStream {
  /// The report for a stream of `event` (its name) of `protocolType`.
  static func message(protocolType: Any.Type, event: String) -> String {
    var protocolName = String(describing: protocolType)
    if protocolName.hasPrefix("any ") { protocolName.removeFirst(4) }
    return "DelegateDSL: a stream of \(protocolName).\(event) sees no call yet: the method answers something and a "
      + "stream can't answer, so with no handler and no real delegate that implements it the proxy doesn't claim "
      + "it, and the host keeps its own behaviour. The stream sees the calls once a handler for \\.\(event) or the "
      + "real delegate answers them"
  }

  /// Reports, in debug builds and once per protocol and event, a stream that
  /// starts on an optional non-void event nobody answers.
  static func reportIfUnanswered<P, Signature>(
    _ event: KeyPath<DelegateEvents<P>, Event<Signature>>, declaration: Event<Signature>, proxy: DelegateProxy<P>
  ) {
    #if DEBUG
      guard declaration.ruleName != nil, declaration.requirement == .optional, !proxy.handles(event) else { return }
      DebugReports.report(
        message(protocolType: P.self, event: declaration.name), once: "stream \(P.self).\(declaration.name)")
    #endif
  }
}
