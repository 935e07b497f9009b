// Diagnostic: an event called with no participant under a rule that
// declares no answer of its own (`CombineRule.last()`).
//
// The host gets what a nil delegate answers (`NilDelegateAnswer`), as it
// would with no delegate; debug builds say so once per event, naming the
// protocol, the event and its selector, and what to install, because a
// required method that nobody answers is usually a missing data source.
// A type with no value that can mean "nobody" (a non-optional class
// reference: a cell) can't be answered at all: that call stops with the
// same names, and the event must declare an answer.

/// The messages of a call that nobody answered under a rule without a
/// default.
@usableFromInline
enum NoParticipant {
  /// The message for a call of `event` (its property name, and its
  /// Objective-C selector when declared) of `protocolType` that nobody
  /// answered; `answered` says whether the host got a nil delegate's
  /// answer (otherwise the call stops).
  ///
  /// "DelegateDSL: UITableViewDataSource.numberOfRowsInSection (tableView:numberOfRowsInSection:)
  /// was called with no participant: the host gets what a nil data source answers (…)"
  static func message(protocolType: Any.Type, event: String, selector: String?, answered: Bool) -> String {
    var protocolName = String(describing: protocolType)
    if protocolName.hasPrefix("any ") { protocolName.removeFirst(4) }
    let role = protocolName.hasSuffix("DataSource") ? "data source" : "delegate"
    let method = selector.map { "\(event) (\($0))" } ?? event
    let outcome =
      answered
      ? "the host gets what a nil \(role) answers (nil, 0, false, empty or zero), as it would with no \(role)"
      : "its answer type has no value that means \"nobody answered\" (declare one: last(default:) or a fallback)"
    return "DelegateDSL: \(protocolName).\(method) was called with no participant, and its rule, last(), has no "
      + "answer of its own: \(outcome). Set the host's \(role) to one that implements it, or install a handler "
      + "for \\.\(event)"
  }

  /// Reports, in debug builds and once per protocol and event, a call that
  /// nobody answered (see ``message(protocolType:event:selector:answered:)``).
  static func report(protocolType: Any.Type, event: String, selector: String?, answered: Bool) {
    #if DEBUG
      DebugReports.report(
        message(protocolType: protocolType, event: event, selector: selector, answered: answered),
        counting: "\(protocolType).\(event)", once: "\(protocolType).\(event)")
    #endif
  }

  /// Stops a call whose answer type has no nil delegate's answer, with the
  /// message in every build: `fatalError`, not `preconditionFailure`, whose
  /// message `-O` drops, so that a release crash report names the event.
  static func fail(protocolType: Any.Type, event: String, selector: String?) -> Never {
    fatalError(message(protocolType: protocolType, event: event, selector: selector, answered: false))
  }
}

/// The message of ``CombineRule/defaultAnswer`` read from a rule that has
/// none, for an answer type with no nil delegate's answer.
@usableFromInline
enum CombineRuleWithoutDefault {
  @usableFromInline
  static func fail(rule name: String, answer: Any.Type) -> Never {
    fatalError(
      "CombineRule.\(name)() has no default answer, and \(answer) has no value that means \"nobody answered\" "
        + "(nil, 0, false or empty): declare the event with last(default:)")
  }
}
