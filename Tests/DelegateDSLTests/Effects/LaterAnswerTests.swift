import DelegateDSL
import Foundation
import Testing

/// Completion-handler methods whose handlers answer later (`async`
/// handlers): the host's completion is called once, after every participant
/// has answered (the real delegate first, through its own completion closure,
/// then the handlers in declaration order), with their answers combined by
/// the event's rule. Every wait has a deadline; nothing is timed.
@Suite("Answers that come later")
@MainActor
struct LaterAnswerTests {
  @Test func aHandlerThatAnswers100msLaterIsWaitedFor() async {
    let page = Page()
    let log = AnswerLog()
    let subscription = Delegate(for: PageDelegate.self) {
      On(\.confirmPanel) { _, message in
        MainActor.assertIsolated()
        log.record("handler asked: \(message)")
        try? await Task.sleep(for: .milliseconds(100))
        log.record("handler answered")
        return "handler"
      }
    }.install(on: page)

    page.confirm("Delete?") { log.record("completion: \($0)") }
    // The handler is still deciding (an alert on screen): the page has no answer yet.
    #expect(log.count { $0.hasPrefix("completion") } == 0)

    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    await settle()
    #expect(log.entries == ["handler asked: Delete?", "handler answered", "completion: handler"])
    subscription.cancel()
  }

  @Test func theRealDelegateAnswersFirstThenTheHandlersInOrder() async {
    let page = Page()
    let log = AnswerLog()
    let real = PageController(log: log, behaviour: .keep)
    page.uiDelegate = real
    let subscription = Delegate(for: PageDelegate.self) {
      On(\.confirmPanel) { _, _ in
        log.record("later asked")
        try? await Task.sleep(for: .milliseconds(100))
        log.record("later answered")
        return "later"
      }
      On(\.confirmPanel) { _, _ in
        log.record("at once asked")
        return "at once"
      }
    }.install(on: page)

    page.confirm("Delete?") { log.record("completion: \($0)") }
    // No handler is asked before the real delegate has answered.
    #expect(log.entries == ["real asked"])
    try? await Task.sleep(for: .milliseconds(20))
    #expect(log.entries == ["real asked"])
    real.answer("real")

    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    await settle()
    #expect(
      log.entries == [
        "real asked", "real answered", "later asked", "later answered", "at once asked",
        "completion: real,later,at once",
      ])
    subscription.cancel()
  }

  /// A real delegate that drops its closure uncalled takes no part; one
  /// that calls it twice is heard once.
  @Test(arguments: [
    (PageController.Behaviour.drop, ["real asked", "completion: handler"]),
    (PageController.Behaviour.twice, ["real asked", "completion: real,handler"]),
  ])
  func aRealDelegateThatDropsOrRepeatsItsClosure(behaviour: PageController.Behaviour, expected: [String]) async {
    let page = Page()
    let log = AnswerLog()
    let real = PageController(log: log, behaviour: behaviour)
    page.uiDelegate = real
    let subscription = Delegate(for: PageDelegate.self) {
      On(\.confirmPanel) { _, _ in
        try? await Task.sleep(for: .milliseconds(10))
        return "handler"
      }
    }.install(on: page)

    page.confirm("Delete?") { log.record("completion: \($0)") }
    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    await settle()
    #expect(log.entries == expected)
    subscription.cancel()
  }

  @Test func aRealDelegateThatNeverAnswersStallsTheHostAsWithoutTheProxy() async {
    let page = Page()
    let log = AnswerLog()
    let real = PageController(log: log, behaviour: .keep)
    page.uiDelegate = real
    let subscription = Delegate(for: PageDelegate.self) {
      On(\.confirmPanel) { _, _ in
        log.record("handler asked")
        return "handler"
      }
    }.install(on: page)

    page.confirm("Delete?") { log.record("completion: \($0)") }
    await settle()
    #expect(log.entries == ["real asked"])
    // Whenever it answers, the walk goes on.
    real.answer("real")
    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    #expect(log.entries == ["real asked", "real answered", "handler asked", "completion: real,handler"])
    subscription.cancel()
  }

  @Test func withNobodyDecidingTheHostGetsTheRulesDefaultAtOnce() {
    let page = Page()
    let log = AnswerLog()
    let real = PageController(log: log, behaviour: .keep)
    // With a real delegate and no handler the proxy answers at once, in the real delegate's turn.
    let proxy = PageDelegateProxy()
    proxy.realDelegate = real
    proxy.page(page, confirm: "Delete?") { log.record("completion: \($0)") }
    real.answer("real")
    #expect(log.entries == ["real asked", "real answered", "completion: real"])

    let empty = PageDelegateProxy()
    empty.page(page, confirm: "Delete?") { log.record("completion: \($0)") }
    #expect(log.entries.last == "completion: nobody")
  }

  @Test func synchronousHandlersKeepCompilingAndAnswer() async {
    let page = Page()
    let log = AnswerLog()
    let answer: @MainActor (Page, String) -> String = { _, message in message == "Delete?" ? "no" : "yes" }
    let subscription = Delegate(for: PageDelegate.self) {
      On(\.confirmPanel) { _, _ in "sync" }
      On(\.confirmPanel, answer)
    }.install(on: page)

    page.confirm("Delete?") { log.record("completion: \($0)") }
    #if compiler(>=6.2) && !canImport(Darwin)
      // `Task.immediate`: handlers that don't suspend answer before the host's call returns, as before.
      #expect(log.entries == ["completion: sync,no"])
    #endif
    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    #expect(log.entries == ["completion: sync,no"])
    subscription.cancel()
  }

  @Test func aFamilysHandlersOfBothFormsAnswerLaterAfterTheRealDelegatesOlderMethod() async {
    let frame = Frame()
    let log = AnswerLog()
    let real = OlderPolicyController(log: log)
    frame.policyDelegate = real
    let subscription = Delegate(for: FramePolicyDelegate.self) {
      On(\.decideActionWithPreferences) { _, action, _ in
        log.record("newer asked \(action)")
        try? await Task.sleep(for: .milliseconds(100))
        log.record("newer answered")
        return ("newer", "strict")
      }
      On(\.decideAction) { _, action in
        log.record("older asked \(action)")
        return "older"
      }
    }.install(on: frame)

    frame.decide(7) { decision, preferences in log.record("completion: \(decision) \(preferences)") }
    #expect(log.entries == ["real asked (older)"])
    real.answer("real")

    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    await settle()
    // The real delegate's older answer keeps the proposed preferences; the handlers implement both forms, so
    // they are asked as a delegate that implements both is, only the newer: its preferences, answered last,
    // stand, and the older handler isn't asked.
    #expect(
      log.entries == [
        "real asked (older)", "real answered", "newer asked 7", "newer answered", "completion: real,newer strict",
      ])
    subscription.cancel()
  }

  @Test func aSendableHostsHandlersAnswerLaterOffItsQueue() async {
    let session = ChallengeSession()
    let log = AnswerLog()
    let subscription = Delegate(for: ChallengeSessionDelegate.self) {
      On(\.challengeHost) { _, host in
        log.record("handler asked: \(host)")
        try? await Task.sleep(for: .milliseconds(100))
        log.record("handler answered")
        return "trusted"
      }
    }.install(on: session)

    session.challenge("example.org") { log.record("completion: \($0)") }
    await waitUntil("the host's completion") { log.count { $0.hasPrefix("completion") } > 0 }
    await settle()
    #expect(log.entries == ["handler asked: example.org", "handler answered", "completion: trusted"])
    subscription.cancel()
  }
}

/// Waits until `condition` holds, polling every 5 ms; records an issue and
/// gives up after `seconds` (a deadline, not a measurement). Generous, and
/// checked once more after it passes: in the full suite, other tests block the
/// main actor for minutes (a watchdog's scenario), and the handlers awaited
/// here run on it.
@MainActor
func waitUntil(_ what: String, seconds: Double = 300, _ condition: () -> Bool) async {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      await settle()
      if !condition() { Issue.record("no \(what) within \(seconds) s") }
      return
    }
    try? await Task.sleep(for: .milliseconds(5))
  }
}

/// Lets every task that is ready run, so that a second, wrong completion would show.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
  try? await Task.sleep(for: .milliseconds(20))
}
