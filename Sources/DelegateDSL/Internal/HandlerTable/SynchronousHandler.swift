// The synchronous form of a completion-handler event's one-line handler
// written without `await` (`webView.on(\.decidePolicyForNavigationAction)
// { _, action in .allow }`), so that it can answer before the proxy method
// returns.
//
// The event's handlers are `async` (`DelegateProxy+LaterAnswers.swift`),
// and an `async` function can't be called from the proxy's synchronous
// method except in a task. Where the standard library has `Task.immediate`
// (Linux; Apple OSes from 26), that task starts at once and a handler that
// doesn't suspend answers in place. On older Apple OSes every task starts in
// a later turn, so a decision a plain delegate would have made at once
// (a navigation policy) came later. The `on` overloads for a closure without
// `await` (Installation/Generated/DelegateSlot+SynchronousHandlers.swift,
// and each adapter's host forms) keep the closure itself beside its `async`
// form, and the later-answer walk calls it directly while the handlers it
// meets have one: the host's completion runs before the proxy method
// returns whenever no handler is written with `await`, on every platform.
// A definition's `On` has no such overloads (they slowed every definition's
// type-checking; see that file), so its handlers answer in the task.
//
// Stored type-erased in the handler list (`HandlerList.synchronous`), and
// called with the arguments the walk has, which the handler casts to its
// parameters: the adapter's tuple (`arguments: (webView, action)`), or, for
// the older event of a method family (`DelegateProxy+LaterFamilyAnswers.swift`),
// that tuple with the newer method's one more argument after them, as
// the only completion-handler family shipped calls its older handlers
// (WebKit's `preferences:` variant: `callReplaced: { await $0($1.0, $1.1) }`).
// Arguments it can't take (another family's), and it answers in the task.

/// A handler of a main-actor completion-handler event, callable at once.
final class SynchronousHandler<Answer> {
  /// Calls the handler with `arguments` (the event's, as one tuple, or that
  /// tuple and one more element), or returns `nil` when they aren't its
  /// parameters.
  let answer: @MainActor (Any) -> Answer?

  init(_ answer: @escaping @MainActor (Any) -> Answer?) {
    self.answer = answer
  }
}

extension DelegateProxy {
  /// Calls, in order from `start`, the handlers that have a synchronous form
  /// (`forms`, as the snapshot read them) with what `arguments` gives for
  /// each (the answer so far may be threaded into them), passing each answer
  /// and those arguments to `fold`, while the caller is on the main thread; returns the
  /// index of the first handler that must answer in a task (`count` when none).
  final func answerAtOnce<Arguments, HandlerAnswer>(
    _ forms: ContiguousArray<AnyObject?>?, from start: Int = 0, count: Int, arguments: () -> Arguments,
    fold: (HandlerAnswer, Arguments) -> Void
  ) -> Int {
    guard let forms, start < count, MainThread.isCurrent else { return start }
    var next = start
    while next < count, let form = forms[next] as? SynchronousHandler<HandlerAnswer> {
      // On the main thread (checked above), where the host called: the
      // arguments and the answer stay on it, so handing them through
      // `assumeIsolated` moves nothing between threads.
      let current = arguments()
      let handoff = MainActorHandoff((form, current))
      let answer = MainActor.assumeIsolated { MainActorHandoff(handoff.value.0.answer(handoff.value.1)) }
      guard let answer = answer.value else { break }
      fold(answer, current)
      next += 1
    }
    return next
  }
}
