// Answers that come later: completion-handler methods whose handlers are
// `async` (`Event<@MainActor (WKWebView, String, WKFrameInfo) async -> Bool>`),
// so that a handler may present an alert and answer when the user has chosen.
// Generated adapters use these forms for every completion-handler
// requirement; `answer(_:proposal:arguments:forward:call:completion:)` with a
// synchronous `call` (`DelegateProxy+Answers.swift`) stays for hand-written
// adapters whose handlers answer at once.
//
// The walk is the synchronous form's: the real delegate first, through a
// completion closure of the proxy's (released uncalled, it takes no part;
// never called, it stalls the host, as without the proxy); then every handler
// in declaration order, each awaited before the next starts; the answers
// combined by the event's rule; the host's completion called once, with the
// result, after the last handler has answered. The snapshot of the handlers
// is taken when the real delegate has answered, as the synchronous form does.
//
// Where the handlers run. The host's completion is called where its handlers
// ran, so that place must be one the host accepts:
// - `answer(… callOnMainActor: …)` (a main-actor protocol or host: UIKit,
//   WebKit) runs them on the main actor;
// - `answer(… call: …)` runs them in a task on the global executor, as Swift
//   runs the `async` implementation of an Objective-C completion-handler
//   requirement in a nonisolated class (a `Sendable` protocol such as
//   URLSession's calls its completion handler from any thread).
// When. As a plain delegate answers: when no participant suspends, the
// host's completion runs before the proxy method returns, on every
// platform. A main-actor handler written without `await` answers in place,
// called through its synchronous form (`SynchronousHandler`), as do those
// after it until one written with `await`; from that one on, the handlers
// run in a task. Where the standard library has `Task.immediate` (Linux;
// Apple OSes from 26) that task starts at once when the caller already runs
// where the handlers must, so an `async` handler that doesn't suspend
// answers in place too; elsewhere it starts in a later turn (see
// `startLater(_:)`), which WebKit's and URLSession's completion handlers
// accept: they exist to be called later. With no handler, the host's
// completion is called at once, with the real delegate's answer (or the
// proposal, or the rule's default).
//
// Arguments. The handlers get the method's arguments as one tuple
// (`call: { await $0($1.0, $1.1) }`): a main-actor closure that captured
// them in a nonisolated proxy method would send non-`Sendable` values to
// the main actor, which Swift 6 rejects. The tuple is handed to the task in
// an `UncheckedSendable`: the host handed it over with the call and keeps
// no claim on it that the handlers could race with: on the main actor, the
// host is a main-actor object that calls its delegate there; on the global
// executor, it is the transfer Swift's own `async` thunk for an Objective-C
// completion-handler method makes.

extension DelegateProxy {
  /// An event that the host answers through a completion handler, whose
  /// handlers are `async` and may answer later: every participant decides,
  /// and the host's handler is called exactly once with the combined answer,
  /// after the last handler has answered.
  ///
  /// The real delegate (if any) is called first, with a completion closure
  /// of the proxy's, as the synchronous form (whose `call` answers at once)
  /// does. When it answers (released uncalled: without its answer), the
  /// handlers run in declaration order in a task on the global executor,
  /// each awaited before the next starts, and `completion` gets the combined
  /// answer (with none, `proposal`, else the rule's default). `call` calls
  /// one handler with the event's arguments, passed as one tuple. For a
  /// main-actor protocol or host, use
  /// ``answer(_:proposal:arguments:forward:callOnMainActor:completion:)``.
  ///
  /// ```swift
  /// func loader(_ loader: Loader, decide request: String, completionHandler: @escaping @Sendable (Bool) -> Void) {
  ///   answer(
  ///     Self.decide, proposal: nil, arguments: (loader, request),
  ///     forward: { real, finish in real.loader(loader, decide: request) { finish($0) } },
  ///     call: { await $0($1.0, $1.1) }, completion: completionHandler)
  /// }
  /// ```
  public final func answer<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void) -> Void,
    call: @escaping (Signature, Arguments) async -> Answer,
    completion: @escaping (Answer) -> Void
  ) {
    let context = UncheckedSendable(
      (proxy: self, event: event, proposal: proposal, arguments: arguments, call: call, completion: completion))
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    awaitRealDelegate(forward: forward) { realAnswer in
      let (proxy, event, proposal, arguments, call, completion) = context.value
      let (slot, handlers, _, observers) = proxy.snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
      let finishing = UncheckedSendable(
        (proxy, slot, handlers, observers, realAnswer, proposal, arguments, call, completion))
      guard !handlers.isEmpty else {
        completion(proxy.result(slot, realAnswer, proposal, observers: observers, arguments: arguments))
        return
      }
      startLater {
        let (proxy, slot, handlers, observers, realAnswer, proposal, arguments, call, completion) = finishing.value
        var combined = realAnswer
        for handler in handlers { slot.accumulate(await call(handler, arguments), into: &combined) }
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
      }
    }
  }

  /// The form of `answer(_:proposal:arguments:forward:call:completion:)`
  /// with `async` handlers, for a main-actor protocol or host: the handlers, and then the host's
  /// `completion`, run on the main actor.
  ///
  /// The real delegate is called at once, on the caller's thread (the main
  /// thread for a main-actor host). When it has answered, the handlers run in
  /// declaration order on the main actor, each awaited before the next
  /// starts, and `completion` gets the combined answer there. A handler may
  /// present an alert and answer when the user has chosen:
  ///
  /// ```swift
  /// func webView(
  ///   _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
  ///   initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable (Bool) -> Void
  /// ) {
  ///   answer(
  ///     Self.runJavaScriptConfirmPanelWithMessage, proposal: false, arguments: (webView, message, frame),
  ///     forward: { real, finish in
  ///       if real.webView?(
  ///         webView, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame,
  ///         completionHandler: { finish($0) }) == nil
  ///       {
  ///         finish(nil)
  ///       }
  ///     },
  ///     callOnMainActor: { await $0($1.0, $1.1, $1.2) }, completion: completionHandler)
  /// }
  /// ```
  public final func answer<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void) -> Void,
    callOnMainActor call: @escaping @MainActor (Signature, Arguments) async -> Answer,
    completion: @escaping (Answer) -> Void
  ) {
    let context = UncheckedSendable(
      (proxy: self, event: event, proposal: proposal, arguments: arguments, call: call, completion: completion))
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    awaitRealDelegate(forward: forward) { realAnswer in
      let (proxy, event, proposal, arguments, call, completion) = context.value
      let (slot, handlers, forms, _, observers) =
        proxy.snapshotWithForms(event) as (EventSlot<Signature, Answer>, _, _, Delegate?, _)
      // The handlers written without `await` answer here, in order (see `SynchronousHandler`); the others,
      // from the first of them, in a task.
      var combined = realAnswer
      let next = proxy.answerAtOnce(forms, count: handlers.count, arguments: { arguments }) { answer, _ in
        slot.accumulate(answer, into: &combined)
      }
      guard next < handlers.count else {
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
        return
      }
      let finishing = UncheckedSendable(
        (proxy, slot, handlers, next, observers, combined, proposal, arguments, call, completion))
      startLaterOnMainActor {
        let (proxy, slot, handlers, next, observers, answered, proposal, arguments, call, completion) =
          finishing.value
        var combined = answered
        for handler in handlers[next...] { slot.accumulate(await call(handler, arguments), into: &combined) }
        completion(proxy.result(slot, combined, proposal, observers: observers, arguments: arguments))
      }
    }
  }

  /// Calls `forward` with the real delegate and a completion closure that
  /// passes at most once, then `then` with the real delegate's answer: `nil`
  /// when it took no part (it lacks the method, or released its closure
  /// uncalled) or when there is no real delegate, in which case `then` runs at once.
  final func awaitRealDelegate<Outcome>(
    forward: (Delegate, @escaping @Sendable (Outcome?) -> Void) -> Void,
    then: @escaping @Sendable (Outcome?) -> Void
  ) {
    let gate = CompletionGate()
    let finish: @Sendable (Outcome?) -> Void = { outcome in
      guard gate.open() else { return }
      then(outcome)
    }
    if let real = realDelegate {
      // The closure the real delegate gets owns the token: released uncalled, it finishes without the real answer.
      let token = CompletionToken(finish)
      forward(real) { token.finish($0) }
    } else {
      finish(nil)
    }
  }

  /// The combined answer, or with none `proposal`, or the rule's default;
  /// the event's "after" observers see it.
  final func result<Signature, Arguments, Answer>(
    _ slot: EventSlot<Signature, Answer>, _ combined: Answer?, _ proposal: Answer?,
    observers: EventObservers<Signature, Answer>?, arguments: Arguments
  ) -> Answer {
    let result = combined ?? proposal ?? answerWhenNobodyAnswered(slot)
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }
}

/// Starts `operation` in a task on the global executor: at once, on the
/// caller's thread until it first suspends, where the standard library has
/// `Task.immediate`; otherwise in a later turn.
///
/// `Task.immediate` is Swift 6.2's: Linux and Windows have it; an Apple OS
/// has it from 26, and an SDK declares it from 26, which the SDK's
/// `_Concurrency` module version tells (`canImport(_, _version:)`: no
/// `#if compiler` can, as a newer compiler may build against an older SDK,
/// as Scripts/check-apple does). Elsewhere, and on an older Apple OS, the
/// task starts in a later turn; the handlers written without `await` have
/// answered before it (see `SynchronousHandler`). Debug builds can take that
/// path on Linux (`LaterTurnForTesting`), so that tests see what such an OS does.
func startLater(_ operation: @escaping @Sendable () async -> Void) {
  #if canImport(Darwin)
    #if canImport(_Concurrency, _version: 6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate(operation: operation)
        return
      }
    #endif
    Task(operation: operation)
  #elseif compiler(>=6.2)
    #if DEBUG
      if LaterTurnForTesting.isOn {
        Task(operation: operation)
        return
      }
    #endif
    Task.immediate(operation: operation)
  #else
    Task(operation: operation)
  #endif
}

/// Starts `operation` in a task on the main actor: at once, until it first
/// suspends, when the caller runs on the main actor and the standard library
/// has `Task.immediate` (see ``startLater(_:)``); otherwise in a later turn
/// of the main actor.
func startLaterOnMainActor(_ operation: @escaping @MainActor @Sendable () async -> Void) {
  #if canImport(Darwin)
    #if canImport(_Concurrency, _version: 6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate(operation: operation)
        return
      }
    #endif
    Task(operation: operation)
  #elseif compiler(>=6.2)
    #if DEBUG
      if LaterTurnForTesting.isOn {
        Task(operation: operation)
        return
      }
    #endif
    Task.immediate(operation: operation)
  #else
    Task(operation: operation)
  #endif
}

#if DEBUG && !canImport(Darwin)
  /// Debug builds on Linux: while on (per thread, see
  /// `PublicationModeForTesting`), answers that come later start their task
  /// in a later turn, as on an Apple OS without `Task.immediate`. Tests only.
  enum LaterTurnForTesting: PublicationModeForTesting {
    static let depth = ThreadLocalCounter()
  }
#endif
