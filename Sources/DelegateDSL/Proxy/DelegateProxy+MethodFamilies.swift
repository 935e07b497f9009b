// The proxy method of the newer method of a family (see
// `Events/MethodFamily.swift`). Each participant gets the method the host
// would have called on it alone: the real delegate its newer method, or its
// older one when it lacks the newer; the handlers, taken together as one
// delegate, the newer event's when it has any, else the older event's. So
// once the newer event has handlers of its own, the older event's handlers
// don't decide its answer, as a delegate that implements both methods is
// asked only the newer (UICollectionView.h: "If the non-deprecated
// replacement … is implemented this method is not called"). A void family's
// older handlers still run: they decide nothing, and every handler of a
// notification hears it. The answers combine by the newer event's rule, the
// older event's mapped to the newer's (`answering`) when their types differ;
// the older handlers, when they take part, answer before the newer's (a
// void family's), as the real delegate does.
//
// Observers (streams) of both events see the call: the newer event's with
// its arguments, the older's with the older method's (`replacedArguments`)
// and, after the call, the answer mapped back (`replacedAnswer`, when the
// older answer can be read from the newer's). A stream on either member
// claims the newer method (a void event's stream takes part, and the newer
// is claimed when the older is handled), so the host calls the newer, and
// both hear it.
//
// These walks take the general path (a snapshot of each event's handlers),
// as the Foundation adapters' answers do: a family is a handful of methods
// per protocol, none of them called per frame.

extension DelegateProxy {
  /// Dispatches the newer method of a family: the real delegate's newer
  /// method (`forward`), or, when it lacks it (`nil`), its older one
  /// (`forwardReplaced`); then `older`'s handlers (for a void family, or
  /// while `event` has none: see the file's comment), whose answers
  /// `answering` maps to `event`'s, then `event`'s. Combined by `event`'s
  /// rule; with no answer at all, `fallback` (when given), else the rule's
  /// default. The observers of both events see the call: `older`'s with
  /// `replacedArguments`, and after it with the answer `replacedAnswer`
  /// reads back (none when it answers `nil`). `replacedArguments` is `nil`
  /// for a call the older method can't express (UIKit's iOS 16 context menu
  /// for several items, where the older method took one): `older`'s
  /// participants then take no part in it.
  ///
  /// ```swift
  /// func fieldDidEnd(_ field: Field, reason: Int) {
  ///   send(
  ///     \.didEndWithReason, replacing: \.didEnd, arguments: (field, reason), replacedArguments: field,
  ///     forward: { $0.fieldDidEnd?(field, reason: reason) }, forwardReplaced: { $0.fieldDidEnd?(field) },
  ///     call: { $0(field, reason) }, callReplaced: { $0(field) }, answering: { $0 }, replacedAnswer: { $0 })
  /// }
  /// ```
  public final func send<Signature, Replaced, Arguments, ReplacedArguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    arguments: Arguments,
    replacedArguments: ReplacedArguments?,
    fallback: (() -> Answer)? = nil,
    forward: (Delegate) -> Answer?,
    forwardReplaced: (Delegate) -> ReplacedAnswer?,
    call: (Signature) -> Answer,
    callReplaced: (Replaced) -> ReplacedAnswer,
    answering map: (ReplacedAnswer) -> Answer,
    replacedAnswer unmap: (Answer) -> ReplacedAnswer? = { _ in nil }
  ) -> Answer {
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    guard let replacedArguments else {
      let realAnswer = realDelegate.flatMap(forward)
      return combine(event, realAnswer: realAnswer, proposal: fallback?(), arguments: arguments, call: call)
    }
    notifyObserversBefore(older, arguments: replacedArguments, answer: ReplacedAnswer.self)
    let realAnswer = realDelegate.flatMap { real in forward(real) ?? forwardReplaced(real).map(map) }
    let result = combine(
      event, replacing: older, realAnswer: realAnswer, fallback: fallback, arguments: arguments, call: call,
      callReplaced: callReplaced, answering: map)
    notifyReplacedObserversAfter(older, arguments: replacedArguments, answer: unmap(result))
    return result
  }

  /// The form of
  /// ``send(_:replacing:arguments:replacedArguments:fallback:forward:forwardReplaced:call:callReplaced:answering:replacedAnswer:)``
  /// for a family whose newer and older methods both take the host's
  /// proposed answer (`toProposedIndexPath:`): threaded, as
  /// ``thread(_:proposal:arguments:forwardingIfImplemented:call:)`` threads
  /// one event. The real delegate (its newer method, else its older one) gets
  /// the host's `proposal`, each of `older`'s handlers (while `event` has
  /// none) and then each of `event`'s the answer so far, and the last answer stands; with nobody
  /// taking part, `proposal`. Both methods answer the same type.
  ///
  /// ```swift
  /// func grid(_ grid: Grid, targetForMoveFrom original: Int, at current: Int, toProposed proposed: Int) -> Int {
  ///   thread(
  ///     \.targetForMoveFromOriginal, replacing: \.targetForMove, proposal: proposed,
  ///     arguments: (grid, original, current, proposed), replacedArguments: (grid, current, proposed),
  ///     forwardingIfImplemented: { real, proposal in
  ///       real.grid?(grid, targetForMoveFrom: original, at: current, toProposed: proposal)
  ///     },
  ///     forwardReplaced: { real, proposal in real.grid?(grid, targetForMoveFrom: current, toProposed: proposal) },
  ///     call: { $0(grid, original, current, $1) }, callReplaced: { $0(grid, current, $1) })
  /// }
  /// ```
  public final func thread<Signature, Replaced, Arguments, ReplacedArguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    proposal: Answer,
    arguments: Arguments,
    replacedArguments: ReplacedArguments,
    forwardingIfImplemented forward: (Delegate, Answer) -> Answer?,
    forwardReplaced: (Delegate, Answer) -> Answer?,
    call: (Signature, Answer) -> Answer,
    callReplaced: (Replaced, Answer) -> Answer
  ) -> Answer {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    let (_, olderHandlers, _, replacedObservers) = snapshot(older) as (EventSlot<Replaced, Answer>, _, Delegate?, _)
    let replaced = Self.replacedHandlers(olderHandlers, besides: handlers, answering: Answer.self)
    observers?.notifyBefore(arguments)
    replacedObservers?.notifyBefore(replacedArguments)
    var combined = real.flatMap { forward($0, proposal) ?? forwardReplaced($0, proposal) }
    for handler in replaced { slot.accumulate(callReplaced(handler, combined ?? proposal), into: &combined) }
    for handler in handlers { slot.accumulate(call(handler, combined ?? proposal), into: &combined) }
    let result = combined ?? proposal
    observers?.notifyAfter(arguments, outcome: .success(result))
    replacedObservers?.notifyAfter(replacedArguments, outcome: .success(result))
    return result
  }

  /// Calls `older`'s "after" observers with `answer`, the newer call's
  /// answer read as the older method's, when there is one.
  private func notifyReplacedObserversAfter<Replaced, Arguments, ReplacedAnswer>(
    _ older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>, arguments: Arguments, answer: ReplacedAnswer?
  ) {
    guard let answer else { return }
    let observers = (snapshot(older) as (EventSlot<Replaced, ReplacedAnswer>, _, Delegate?, _)).3
    observers?.notifyAfter(arguments, outcome: .success(answer))
  }

  /// The completion-handler form of
  /// ``send(_:replacing:arguments:replacedArguments:fallback:forward:forwardReplaced:call:callReplaced:answering:replacedAnswer:)``:
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
  /// answers of `older`'s handlers (mapped by `answering`) and of `event`'s,
  /// by `event`'s rule; with none, `fallback`, else the rule's default. The
  /// event's "after" observers then see the combined answer.
  private func combine<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    realAnswer: Answer?, fallback: (() -> Answer)?, arguments: Arguments, call: (Signature) -> Answer,
    callReplaced: (Replaced) -> ReplacedAnswer, answering map: (ReplacedAnswer) -> Answer
  ) -> Answer {
    let (slot, handlers, _, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    let olderHandlers = (snapshot(older) as (EventSlot<Replaced, ReplacedAnswer>, _, Delegate?, _)).1
    let replaced = Self.replacedHandlers(olderHandlers, besides: handlers, answering: Answer.self)
    var combined = realAnswer
    for handler in replaced { slot.accumulate(map(callReplaced(handler)), into: &combined) }
    for handler in handlers { slot.accumulate(call(handler), into: &combined) }
    let result = combined ?? fallback?() ?? answerWhenNobodyAnswered(slot)
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }

  /// The older event's handlers that take part in a call of the newer
  /// method: all of them for a void family (a notification reaches every
  /// handler, and they decide nothing), else only while the newer event has
  /// no handler of its own. The handlers are one participant, as a delegate
  /// that implements both methods is: UIKit asks it only the newer
  /// (UICollectionView.h: "If the non-deprecated replacement for the
  /// configuration, highlight preview, or dismissal preview methods is
  /// implemented this method is not called").
  static func replacedHandlers<Signature, Replaced, Answer>(
    _ older: ContiguousArray<Replaced>, besides newer: ContiguousArray<Signature>, answering: Answer.Type
  ) -> ContiguousArray<Replaced> {
    newer.isEmpty || Answer.self == Void.self ? older : []
  }

  /// The spelling of
  /// ``send(_:replacing:arguments:replacedArguments:fallback:forward:forwardReplaced:call:callReplaced:answering:replacedAnswer:)``
  /// before it took the older method's arguments: the older event's streams
  /// don't hear the call, and its handlers take part in every call (none is
  /// left out as one the older method can't express).
  ///
  /// ```swift
  /// func fieldDidEnd(_ field: Field, reason: Int) {
  ///   send(
  ///     \.didEndWithReason, replacing: \.didEnd, arguments: (field, reason),
  ///     forward: { $0.fieldDidEnd?(field, reason: reason) }, forwardReplaced: { $0.fieldDidEnd?(field) },
  ///     call: { $0(field, reason) }, callReplaced: { $0(field) }, answering: { $0 })
  /// }
  /// ```
  @available(
    *, deprecated,
    message: "pass replacedArguments: (the older method's arguments), so that the older event's streams hear the call"
  )
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
}
