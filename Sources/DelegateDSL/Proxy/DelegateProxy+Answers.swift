// Answers whose default depends on the call (a proposed value), and answers
// that arrive through a completion handler from handlers that answer at once
// (a synchronous event), for hand-written adapters. The adapters the library
// ships and the generator writes use the forms whose handlers may answer
// later (`DelegateProxy+LaterAnswers.swift`); both are public because
// adapters live in the user's module.

extension CombineRule {
  /// `nil` from any participant is a refusal and wins; otherwise the last
  /// answer wins. With no answers the result is `nil`, but the Foundation
  /// adapters that use this rule pass Foundation's proposed value instead
  /// (the redirected request, the response to cache, the object to encode).
  ///
  /// ```swift
  /// var willPerformHTTPRedirection: Event<(URLSession, URLSessionTask, HTTPURLResponse, URLRequest) -> URLRequest?> {
  ///   .init(.lastUnlessRefused())
  /// }
  /// ```
  public static func lastUnlessRefused<Wrapped>() -> Self where Answer == Wrapped? {
    Self(name: "lastUnlessRefused", defaultAnswer: nil) { combined, next in combined == nil ? nil : next }
  }
}

extension DelegateProxy {
  /// Combines the answers of the real delegate (when `realAnswer` is
  /// non-`nil`) and of every handler, in that order, by the event's rule.
  /// With no answer at all it returns `proposal` (evaluated only then), or
  /// the rule's default. The
  /// event's "after" observers (event streams) then see the combined answer.
  final func combine<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    realAnswer: Answer?, proposal: @autoclosure () -> Answer?, arguments: Arguments, call: (Signature) -> Answer
  ) -> Answer {
    let (slot, handlers, _, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    var combined = realAnswer
    for handler in handlers { slot.accumulate(call(handler), into: &combined) }
    let result = combined ?? proposal() ?? answerWhenNobodyAnswered(slot)
    observers?.notifyAfter(arguments, outcome: .success(result))
    return result
  }

  /// The answer of the participant that goes first in the general walks
  /// (partial answers, vended objects, threaded proposals): the real
  /// delegate's, when it implements the method, or, with no real delegate,
  /// the protocol's default implementation's (see
  /// ``DelegateEvents/defaulted(_:by:)``); `nil` when neither answers.
  static func firstParticipantAnswer<Signature, Answer, Result>(
    _ slot: EventSlot<Signature, Answer>, real: Delegate?, forward: (Delegate) -> Result?,
    call: (Signature) -> Result?
  ) -> Result? {
    if let real { return slot.isImplemented(by: real) ? forward(real) : nil }
    return slot.standInImplementation.flatMap(call)
  }

  /// Calls the event's "before" observers (event streams), before the real
  /// delegate is asked.
  final func notifyObserversBefore<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>, arguments: Arguments, answer: Answer.Type
  ) {
    let (_, _, _, observers) = snapshot(event) as (EventSlot<Signature, Answer>, _, Delegate?, _)
    observers?.notifyBefore(arguments)
  }

  /// A synchronous non-void event whose answer defaults to a per-call
  /// `proposal`: the real delegate first, then the handlers. `forward`
  /// returns `nil` when the real delegate lacks the method (an `@objc
  /// optional` one on Apple platforms), which then takes no part.
  final func answer<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    proposal: Answer?, arguments: Arguments, forward: (Delegate) -> Answer?, call: (Signature) -> Answer
  ) -> Answer {
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    let realAnswer = realDelegate.flatMap(forward)
    return combine(event, realAnswer: realAnswer, proposal: proposal, arguments: arguments, call: call)
  }

  /// An event that the host answers through a completion handler
  /// (`decisionHandler`, `completionHandler`) whose handlers answer at once:
  /// every participant decides, and the host's handler is called exactly once
  /// with the combined answer. For handlers that may answer later (an
  /// `async` event), pass an `async` `call` that takes the arguments as one
  /// tuple, or `callOnMainActor:`
  /// (``answer(_:proposal:arguments:forward:callOnMainActor:completion:)``).
  ///
  /// The real delegate (if any) is called first, with a completion closure of
  /// the proxy's. When it answers, or at once if there is no real delegate,
  /// the handlers run synchronously and `completion` (the host's handler) is
  /// called with the combined answer. `completion` runs at most once: a real
  /// delegate that calls its closure again is ignored. A real delegate that
  /// releases its closure without calling it takes no part: the handlers'
  /// answer goes to the host then (without the proxy the host would have
  /// waited for ever, or trapped, as WebKit does). One that keeps its closure
  /// and never calls it stalls the host, as it would without the proxy.
  /// `forward` passes `nil` to its closure when the real delegate does not
  /// take part (it lacks the optional method, or does not conform to the
  /// method's protocol).
  ///
  /// ```swift
  /// func webView(
  ///   _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
  ///   decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  /// ) {
  ///   answer(
  ///     Self.decidePolicyFor, proposal: nil, arguments: (webView, navigationAction),
  ///     forward: { real, finish in
  ///       if real.webView?(webView, decidePolicyFor: navigationAction, decisionHandler: { finish($0) }) == nil {
  ///         finish(nil)
  ///       }
  ///     },
  ///     call: { $0(webView, navigationAction) }, completion: decisionHandler)
  /// }
  /// ```
  public final func answer<Signature, Arguments, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    proposal: Answer?,
    arguments: Arguments,
    forward: (Delegate, @escaping @Sendable (Answer?) -> Void) -> Void,
    call: @escaping (Signature) -> Answer,
    completion: @escaping (Answer) -> Void
  ) {
    let gate = CompletionGate()
    let context = UncheckedSendable(
      (proxy: self, event: event, proposal: proposal, arguments: arguments, call: call, completion: completion))
    let finish: @Sendable (Answer?) -> Void = { realAnswer in
      guard gate.open() else { return }
      let (proxy, event, proposal, arguments, call, completion) = context.value
      completion(proxy.combine(event, realAnswer: realAnswer, proposal: proposal, arguments: arguments, call: call))
    }
    notifyObserversBefore(event, arguments: arguments, answer: Answer.self)
    if let real = realDelegate {
      // The closure the real delegate gets owns the token: released uncalled, it finishes without the real answer.
      let token = CompletionToken(finish)
      forward(real) { token.finish($0) }
    } else {
      finish(nil)
    }
  }
}

/// The real delegate's completion closure: finishes with its answer, or,
/// released without being called, with none (`nil`: it took no part).
///
/// `@unchecked Sendable` is sound: `finish` is `@Sendable`, and the token has no other state.
final class CompletionToken<Answer>: @unchecked Sendable {
  private let finishing: @Sendable (Answer?) -> Void

  init(_ finish: @escaping @Sendable (Answer?) -> Void) { finishing = finish }

  func finish(_ answer: Answer?) { finishing(answer) }

  deinit {
    // A second finish after an answer is ignored by the gate; runs no library lock here (see Lock.swift).
    finishing(nil)
  }
}

/// Lets a completion handler pass at most once.
///
/// `@unchecked Sendable` is sound: the only mutable state, `passed`, is read
/// and written solely inside `lock`.
final class CompletionGate: @unchecked Sendable {
  private let lock = Lock()
  private var passed = false

  /// Returns `true` the first time it is called, `false` afterwards.
  func open() -> Bool {
    lock.withLock {
      defer { passed = true }
      return !passed
    }
  }
}

/// Carries the context of a completion-handler event into the `@Sendable`
/// closure that the host's API demands.
///
/// `@unchecked Sendable` is sound for the one use above: the tuple holds the
/// proxy (all of its state is lock-protected, see `DelegateProxy`), an
/// immutable key path, the host's proposed value, the delegate method's
/// arguments, a closure that only captures those arguments, and the host's
/// completion handler, called once. The closure that captures this
/// box runs its body at most once (`CompletionGate`), after the delegate
/// method has handed everything over, so the values are transferred to that
/// one invocation and never used concurrently.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
