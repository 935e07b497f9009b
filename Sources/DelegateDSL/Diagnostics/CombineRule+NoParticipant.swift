// Diagnostic: an event whose rule has no default answer (`CombineRule.last()`)
// called with no participant.
//
// An optional Objective-C method with such a rule is not claimed by the
// proxy when nobody takes part, so the host doesn't call it; a required one
// (a data source's `numberOfRowsInSection`), or a host that calls without
// asking, reaches here. There is no right answer to invent, so the call
// traps, naming the protocol, the event and its selector, and what to
// install, rather than answering a guess (0 rows, a zero height).

/// The messages of a call that nobody answered under a rule without a
/// default.
@usableFromInline
enum NoParticipant {
  /// The message for a call of `event` (its property name, and its
  /// Objective-C selector when declared) of `protocolType` that nobody
  /// answered.
  ///
  /// "UITableViewDataSource.numberOfRowsInSection (tableView:numberOfRowsInSection:)
  /// was called with no participant: …"
  static func message(protocolType: Any.Type, event: String, selector: String?) -> String {
    var protocolName = String(describing: protocolType)
    if protocolName.hasPrefix("any ") { protocolName.removeFirst(4) }
    let role = protocolName.hasSuffix("DataSource") ? "data source" : "delegate"
    let method = selector.map { "\(event) (\($0))" } ?? event
    return "\(protocolName).\(method) was called with no participant, and its rule, last(), has no answer of "
      + "its own: set the host's \(role) to one that implements it, or install a handler for \\.\(event)"
  }

  /// Traps with ``message(protocolType:event:selector:)``.
  static func fail(protocolType: Any.Type, event: String, selector: String?) -> Never {
    preconditionFailure(message(protocolType: protocolType, event: event, selector: selector))
  }
}

/// The message of ``CombineRule/defaultAnswer`` read from a rule that has none.
@usableFromInline
enum CombineRuleWithoutDefault {
  @usableFromInline
  static func fail(rule name: String) -> Never {
    preconditionFailure(
      "CombineRule.\(name)() has no default answer: an event with this rule must not be called with no participant")
  }
}
