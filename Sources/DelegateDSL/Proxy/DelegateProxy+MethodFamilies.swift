// The proxy method of the newer method of a family (see
// `Events/MethodFamily.swift`): one call reaches the real delegate once (its
// newer method, or its older one when it lacks the newer), then the newer
// event's handlers, then the older event's, combined by the newer event's
// rule. The older event's answers are mapped to the newer's (`answering`)
// when their types differ. Observers (streams) of the newer event see the
// call; those of the older see only the host's direct calls of the older
// method.
//
// These walks take the general path (a snapshot of each event's handlers),
// as the Foundation adapters' answers do: a family is a handful of methods
// per protocol, none of them called per frame.

extension DelegateProxy {
  /// Dispatches the newer method of a family: the real delegate's newer
  /// method (`forward`), or, when it lacks it (`nil`), its older one
  /// (`forwardReplaced`); then `event`'s handlers, then `older`'s, whose
  /// answers `answering` maps to `event`'s. Combined by `event`'s rule; with
  /// no answer at all, `fallback` (when given), else the rule's default.
  ///
  /// ```swift
  /// func fieldDidEnd(_ field: Field, reason: Int) {
  ///   send(
  ///     \.didEndWithReason, replacing: \.didEnd, arguments: (field, reason),
  ///     forward: { $0.fieldDidEnd?(field, reason: reason) }, forwardReplaced: { $0.fieldDidEnd?(field) },
  ///     call: { $0(field, reason) }, callReplaced: { $0(field) }, answering: { $0 })
  /// }
  /// ```
  public final func send<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    arguments: Arguments,
    fallback: (() -> Answer)? = nil,
    forward: (Delegate) -> Answer?,
    forwardReplaced: (Delegate) -> ReplacedAnswer?,
    call: (Signature) -> Answer,
    callReplaced: (Replaced) -> ReplacedAnswer,
    answering map: (ReplacedAnswer) -> Answer
  ) -> Answer {
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    let realAnswer = realDelegate.flatMap { real in forward(real) ?? forwardReplaced(real).map(map) }
    return combine(
      event, replacing: older, realAnswer: realAnswer, fallback: fallback, arguments: arguments, call: call,
      callReplaced: callReplaced, answering: map)
  }

  /// The completion-handler form of
  /// ``send(_:replacing:arguments:fallback:forward:forwardReplaced:call:callReplaced:answering:)``:
  /// every participant of both events decides, and the host's handler is
  /// called exactly once with the combined answer, as
  /// `answer(_:proposal:arguments:forward:call:completion:)` does for one
  /// event. `forward` calls the real delegate's newer method, whose answer
  /// it passes to its first closure, or its older one when it lacks the
  /// newer, whose answer it passes to the second (unmapped: `answering` maps
  /// it), and passes `nil` to the first when it has neither.
  ///
  /// ```swift
  /// func web(_ web: Web, decide action: Action, preferences: Prefs, decisionHandler: @escaping (Policy, Prefs) -> Void) {
  ///   answer(
  ///     \.decideWithPreferences, replacing: \.decide, proposal: nil, arguments: (web, action, preferences),
  ///     forward: { real, finish, finishReplaced in
  ///       if real.web?(web, decide: action, preferences: preferences, decisionHandler: { finish(($0, $1)) }) == nil {
  ///         if real.web?(web, decide: action, decisionHandler: { finishReplaced($0) }) == nil { finish(nil) }
  ///       }
  ///     },
  ///     call: { $0(web, action, preferences) }, callReplaced: { $0(web, action) },
  ///     answering: { ($0, preferences) }, completion: { decisionHandler($0.0, $0.1) })
  /// }
  /// ```
  public final func answer<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void, @escaping @Sendable (ReplacedAnswer?) -> Void) -> Void,
    call: @escaping (Signature) -> Answer,
    callReplaced: @escaping (Replaced) -> ReplacedAnswer,
    answering map: @escaping (ReplacedAnswer) -> Answer,
    completion: @escaping (Answer) -> Void
  ) {
    let gate = CompletionGate()
    let context = UncheckedSendable(
      (
        proxy: self, event: event, older: older, proposal: proposal, arguments: arguments, call: call,
        callReplaced: callReplaced, map: map, completion: completion
      ))
    // The real delegate answers through its newer method (`.0`) or its older one (`.1`), mapped here rather
    // than in its completion closure, which the host may require `@Sendable` (the mapping captures arguments).
    let finish: @Sendable ((Answer?, ReplacedAnswer?)?) -> Void = { outcome in
      guard gate.open() else { return }
      let (proxy, event, older, proposal, arguments, call, callReplaced, map, completion) = context.value
      let realAnswer = outcome?.0 ?? outcome?.1.flatMap { $0 }.map(map)
      completion(
        proxy.combine(
          event, replacing: older, realAnswer: realAnswer, fallback: proposal.map { proposal in { proposal } },
          arguments: arguments, call: call, callReplaced: callReplaced, answering: map))
    }
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    if let real = realDelegate {
      // As `answer(_:proposal:…)`: the closure the real delegate gets owns the token.
      let token = CompletionToken(finish)
      forward(real, { token.finish(($0, nil)) }, { token.finish((nil, $0)) })
    } else {
      finish(nil)
    }
  }

  /// Combines `realAnswer` (the real delegate's, if it took part), then the
  /// answers of `event`'s handlers and of `older`'s (mapped by `answering`),
  /// by `event`'s rule; with none, `fallback`, else the rule's default. The
  /// event's "after" observers then see the combined answer.
  private func combine<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    realAnswer: Answer?, fallback: (() -> Answer)?, arguments: Arguments, call: (Signature) -> Answer,
    callReplaced: (Replaced) -> ReplacedAnswer, answering map: (ReplacedAnswer) -> Answer
  ) -> Answer {
    let (slot, handlers, _, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    let replaced = (snapshot(older) as (EventSlot<Replaced, ReplacedAnswer>, _, Delegate?, _)).1
    var combined = realAnswer
    for handler in handlers { slot.accumulate(call(handler), into: &combined) }
    for handler in replaced { slot.accumulate(map(callReplaced(handler)), into: &combined) }
    let result = combined ?? fallback?() ?? answerWhenNobodyAnswered(slot)
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }
}
