// Answers that come later for a method family (`--family`): the newer
// completion-handler method of two, whose `async` handlers of both events
// may answer later. The walk is `DelegateProxy+LaterAnswers.swift`'s, with
// the older event's handlers (while the newer event has none) before the
// newer's, their answers mapped by `answering`, as the synchronous family form
// (`DelegateProxy+MethodFamilies.swift`) does. Every closure that needs the
// method's arguments gets them as one tuple, for the reason given there.

extension DelegateProxy {
  /// The form of
  /// `answer(_:replacing:proposal:arguments:forward:call:callReplaced:answering:completion:)`
  /// with `async` handlers: every participant of both events decides, the handlers may answer
  /// later, and the host's handler is called exactly once with the combined
  /// answer, after the last handler has answered. Where an argument is the
  /// host's proposal for part of the answer (WebKit's preferences),
  /// `threading` puts the answer so far in its place for each handler (and
  /// for `answering`), so that a handler that keeps it keeps the real
  /// delegate's: by default, every handler gets the host's arguments. The handlers run in a task
  /// on the global executor; see
  /// ``answer(_:replacing:proposal:arguments:forward:callOnMainActor:callReplacedOnMainActor:answering:threading:completion:)``
  /// for a main-actor protocol or host.
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
  ///     call: { await $0($1.0, $1.1, $1.2) }, callReplaced: { await $0($1.0, $1.1) },
  ///     answering: { ($0, $1.2) }, threading: { ($0.0, $0.1, $1.1) }, completion: { decisionHandler($0.0, $0.1) })
  /// }
  /// ```
  public final func answer<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void, @escaping @Sendable (ReplacedAnswer?) -> Void) -> Void,
    call: @escaping (Signature, Arguments) async -> Answer,
    callReplaced: @escaping (Replaced, Arguments) async -> ReplacedAnswer,
    answering map: @escaping (ReplacedAnswer, Arguments) -> Answer,
    threading thread: @escaping (Arguments, Answer) -> Arguments = { arguments, _ in arguments },
    completion: @escaping (Answer) -> Void
  ) {
    let context = UncheckedSendable(
      (
        proxy: self, event: event, older: older, proposal: proposal, arguments: arguments, call: call,
        callReplaced: callReplaced, map: map, thread: thread, completion: completion
      ))
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    // The real delegate answers through its newer method (`.0`) or its older one (`.1`), mapped here rather
    // than in its completion closure, which the host may require `@Sendable`.
    awaitRealDelegate(forward: { real, finish in forward(real, { finish(($0, nil)) }, { finish((nil, $0)) }) }) {
      (outcome: (Answer?, ReplacedAnswer?)?) in
      let (proxy, event, older, proposal, arguments, call, callReplaced, map, thread, completion) = context.value
      let realAnswer = outcome?.0 ?? outcome?.1.flatMap { $0 }.map { map($0, arguments) }
      let (slot, handlers, _, observers) = proxy.snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
      let replaced = Self.replacedHandlers(
        (proxy.snapshot(older) as (EventSlot<Replaced, ReplacedAnswer>, _, Delegate?, _)).1, besides: handlers,
        answering: Answer.self)
      let finishing = UncheckedSendable(
        (
          proxy, slot, handlers, replaced, observers, realAnswer, proposal, arguments, call, callReplaced, map,
          thread, completion
        ))
      guard !handlers.isEmpty || !replaced.isEmpty else {
        completion(proxy.result(slot, realAnswer, proposal, observers: observers, arguments: arguments))
        return
      }
      startLater {
        let (
          proxy, slot, handlers, replaced, observers, realAnswer, proposal, arguments, call, callReplaced, map,
          thread, completion
        ) = finishing.value
        var combined = realAnswer
        // Each handler gets the answer so far where the arguments propose part of the answer (`threading`).
        for handler in replaced {
          let current = combined.map { thread(arguments, $0) } ?? arguments
          slot.accumulate(map(await callReplaced(handler, current), current), into: &combined)
        }
        for handler in handlers {
          slot.accumulate(await call(handler, combined.map { thread(arguments, $0) } ?? arguments), into: &combined)
        }
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
      }
    }
  }

  /// The form of
  /// `answer(_:replacing:proposal:arguments:forward:call:callReplaced:answering:completion:)`
  /// with `async` handlers, for a main-actor protocol or host: the handlers of both events, and
  /// then the host's `completion`, run on the main actor.
  ///
  /// ```swift
  /// func webView(
  ///   _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
  ///   decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
  /// ) {
  ///   answer(
  ///     Self.decidePolicyForNavigationActionWithPreferences, replacing: Self.decidePolicyForNavigationAction,
  ///     proposal: (.allow, preferences), arguments: (webView, navigationAction, preferences),
  ///     forward: { real, finish, finishReplaced in
  ///       if real.webView?(
  ///         webView, decidePolicyFor: navigationAction, preferences: preferences,
  ///         decisionHandler: { finish(($0, $1)) }) == nil
  ///       {
  ///         if real.webView?(webView, decidePolicyFor: navigationAction, decisionHandler: { finishReplaced($0) })
  ///           == nil
  ///         {
  ///           finish(nil)
  ///         }
  ///       }
  ///     },
  ///     callOnMainActor: { await $0($1.0, $1.1, $1.2) }, callReplacedOnMainActor: { await $0($1.0, $1.1) },
  ///     answering: { ($0, $1.2) }, threading: { ($0.0, $0.1, $1.1) }, completion: { decisionHandler($0.0, $0.1) })
  /// }
  /// ```
  public final func answer<Signature, Replaced, Arguments, Answer, ReplacedAnswer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    replacing older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void, @escaping @Sendable (ReplacedAnswer?) -> Void) -> Void,
    callOnMainActor call: @escaping @MainActor (Signature, Arguments) async -> Answer,
    callReplacedOnMainActor callReplaced: @escaping @MainActor (Replaced, Arguments) async -> ReplacedAnswer,
    answering map: @escaping (ReplacedAnswer, Arguments) -> Answer,
    threading thread: @escaping (Arguments, Answer) -> Arguments = { arguments, _ in arguments },
    completion: @escaping (Answer) -> Void
  ) {
    let context = UncheckedSendable(
      (
        proxy: self, event: event, older: older, proposal: proposal, arguments: arguments, call: call,
        callReplaced: callReplaced, map: map, thread: thread, completion: completion
      ))
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    awaitRealDelegate(forward: { real, finish in forward(real, { finish(($0, nil)) }, { finish((nil, $0)) }) }) {
      (outcome: (Answer?, ReplacedAnswer?)?) in
      let (proxy, event, older, proposal, arguments, call, callReplaced, map, thread, completion) = context.value
      let realAnswer = outcome?.0 ?? outcome?.1.flatMap { $0 }.map { map($0, arguments) }
      let (slot, handlers, forms, _, observers) =
        proxy.snapshotWithForms(event) as (EventSlot<Signature, Answer>, _, _, Delegate?, _)
      let (_, olderHandlers, replacedForms, _, _) =
        proxy.snapshotWithForms(older) as (EventSlot<Replaced, ReplacedAnswer>, _, _, Delegate?, _)
      let replaced = Self.replacedHandlers(olderHandlers, besides: handlers, answering: Answer.self)
      // Timing as `DelegateProxy+LaterAnswers.swift`'s: the handlers written without `await` answer here, in
      // the walk's order, until one written with `await`; it and those after it answer in a task. Each gets the
      // answer so far where the arguments propose part of the answer (`threading`).
      var combined = realAnswer
      let nextReplaced = proxy.answerAtOnce(
        replacedForms, count: replaced.count, arguments: { combined.map { thread(arguments, $0) } ?? arguments }
      ) { (answer: ReplacedAnswer, current: Arguments) in slot.accumulate(map(answer, current), into: &combined) }
      let next =
        nextReplaced < replaced.count
        ? 0
        : proxy.answerAtOnce(
          forms, count: handlers.count, arguments: { combined.map { thread(arguments, $0) } ?? arguments }
        ) { (answer: Answer, _: Arguments) in slot.accumulate(answer, into: &combined) }
      guard nextReplaced < replaced.count || next < handlers.count else {
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
        return
      }
      let finishing = UncheckedSendable(
        (
          proxy, slot, handlers, next, replaced, nextReplaced, observers, combined, proposal, arguments, call,
          callReplaced, map, thread, completion
        ))
      startLaterOnMainActor {
        let (
          proxy, slot, handlers, next, replaced, nextReplaced, observers, answered, proposal, arguments, call,
          callReplaced, map, thread, completion
        ) = finishing.value
        var combined = answered
        for handler in replaced[nextReplaced...] {
          let current = combined.map { thread(arguments, $0) } ?? arguments
          slot.accumulate(map(await callReplaced(handler, current), current), into: &combined)
        }
        for handler in handlers[next...] {
          slot.accumulate(await call(handler, combined.map { thread(arguments, $0) } ?? arguments), into: &combined)
        }
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
      }
    }
  }
}
