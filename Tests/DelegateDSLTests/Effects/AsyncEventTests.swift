import DelegateDSL
import Foundation
import Testing

/// `async` and `throws` events: the real delegate is awaited first, then each
/// handler in declaration order; answers combine by the event's rule; every
/// participant runs even when one throws, and the first error is rethrown.
@Suite("Async and throwing events")
struct AsyncEventTests {
  @Test func participantsRunOneAfterAnotherInDeclarationOrder() async {
    let log = AsyncLog()
    let authenticator = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    authenticator.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.authenticate) { _, challenge in
        log.record("first.start(\(challenge))")
        try? await Task.sleep(nanoseconds: 20_000_000)  // a slow handler still finishes before the next starts
        log.record("first.end")
        return nil
      }
      On(\.authenticate) { _, _ in
        await Task.yield()
        log.record("second")
        return "handler-token"
      }
    }.install(on: authenticator)

    _ = await authenticator.authenticate("c1")
    #expect(log.entries == ["real.authenticate(c1)", "first.start(c1)", "first.end", "second"])
    subscription.cancel()
    #expect(authenticator.delegate === real)
  }

  @Test func answersCombineByTheRuleWithTheRealDelegateFirst() async throws {
    let log = AsyncLog()
    let authenticator = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    authenticator.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.authenticate) { _, _ in "handler-token" }
      On(\.validate) { _, token in
        await Task.yield()
        return !token.isEmpty
      }
    }.install(on: authenticator)

    // firstNonNil: the real delegate's answer comes first.
    #expect(await authenticator.authenticate("c") == "real-token")
    real.token = nil
    #expect(await authenticator.authenticate("c") == "handler-token")
    // all: ANDed across the real delegate and the handler.
    #expect(try await authenticator.validate("t"))
    #expect(try await authenticator.validate("") == false)
    real.accepts = false
    #expect(try await authenticator.validate("t") == false)
    subscription.cancel()
  }

  @Test func withoutParticipantsTheRuleDefaultIsReturned() async throws {
    let authenticator = Authenticator()
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.didFinish) { _ in }
    }.install(on: authenticator)
    #expect(await authenticator.authenticate("c") == nil)  // firstNonNil's default
    #expect(try await authenticator.validate("t"))  // all's default
    #expect(try authenticator.shouldRetry(1) == false)  // any's default
    subscription.cancel()
  }

  @Test func everyParticipantRunsAndTheFirstErrorIsRethrown() async {
    let log = AsyncLog()
    let authenticator = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    real.failure = AuthError(source: "real")
    authenticator.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.didFinish) { _ in log.record("first") }
      On(\.didFinish) { _ in
        log.record("second")
        throw AuthError(source: "second")
      }
      On(\.didFinish) { _ in log.record("third") }
      On(\.validate) { _, _ in
        log.record("validate.handler")
        throw AuthError(source: "handler")
      }
      On(\.validate) { _, _ in
        log.record("validate.after")
        return true
      }
    }.install(on: authenticator)

    await #expect(throws: AuthError(source: "real")) { try await authenticator.finish() }
    #expect(log.entries == ["real.didFinish", "first", "second", "third"])

    // Without the real delegate's error, the first handler error wins; the
    // handler after it still runs.
    real.failure = nil
    await #expect(throws: AuthError(source: "handler")) { try await authenticator.validate("t") }
    #expect(log.entries.suffix(3) == ["real.validate", "validate.handler", "validate.after"])
    subscription.cancel()
  }

  @Test func synchronousThrowingEventsFollowTheSameRules() throws {
    let log = AsyncLog()
    let authenticator = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    authenticator.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.shouldRetry) { _, attempt in
        log.record("handler.shouldRetry(\(attempt))")
        return attempt < 3
      }
      On(\.didReset) { _ in
        log.record("first.didReset")
        throw AuthError(source: "first")
      }
      On(\.didReset) { _ in
        log.record("second.didReset")
        throw AuthError(source: "second")
      }
    }.install(on: authenticator)

    #expect(try authenticator.shouldRetry(1))  // any: the handler says yes
    #expect(try authenticator.shouldRetry(5) == false)
    #expect(throws: AuthError(source: "first")) { try authenticator.reset() }
    #expect(log.entries.suffix(3) == ["real.didReset", "first.didReset", "second.didReset"])

    real.failure = AuthError(source: "real")
    #expect(throws: AuthError(source: "real")) { try authenticator.shouldRetry(1) }
    #expect(log.entries.suffix(2) == ["real.shouldRetry(1)", "handler.shouldRetry(1)"])
    subscription.cancel()
  }

  @Test func cancellationReachesEveryParticipantAndNoneIsSkipped() async {
    let log = AsyncLog()
    let task = Task { () -> (String?, Result<Bool, any Error>) in
      let authenticator = Authenticator()
      let real = RecordingAuthenticatorDelegate(log: log)
      authenticator.delegate = real
      let subscription = Delegate(for: AuthenticatorDelegate.self) {
        On(\.authenticate) { _, _ in
          log.record("handler\(Task.isCancelled ? " cancelled" : "")")
          do {
            try await Task.sleep(nanoseconds: 10_000_000_000)
          } catch {
            log.record("handler stopped: \(type(of: error))")
          }
          return "late"
        }
        On(\.validate) { _, _ in
          try Task.checkCancellation()
          return true
        }
        On(\.validate) { _, _ in
          log.record("validate.after")
          return true
        }
      }.install(on: authenticator)
      defer { subscription.cancel() }
      withUnsafeCurrentTask { $0?.cancel() }
      let token = await authenticator.authenticate("c")
      let validated = await Result { try await authenticator.validate("t") }
      return (token, validated)
    }
    let (token, validated) = await task.value
    // The real delegate was forwarded to and saw the cancellation; the handler
    // ran anyway, and answered after its sleep was cut short.
    #expect(token == "real-token")
    #expect(
      log.entries == [
        "real.authenticate(c) cancelled", "handler cancelled", "handler stopped: CancellationError", "real.validate",
        "validate.after",
      ])
    // The handler that checked for cancellation threw; the one after it ran.
    #expect(throws: CancellationError.self) { try validated.get() }
  }

  @Test func sendableAsyncHandlersAreCalledFromConcurrentTasks() async throws {
    let meter = Meter()
    let calls = AsyncLog()
    let subscription = Delegate(for: MeterDelegate.self) {
      On(\.cost) { _, units in
        calls.record("double")
        await Task.yield()
        return units * 2
      }
      On(\.cost) { _, units in units + 1 }
    }.install(on: meter)

    // Eight concurrent callers; each call sums its own participants' answers.
    let totals = try await withThrowingTaskGroup(of: Int.self) { group in
      for units in 1...8 { group.addTask { try await meter.cost(units) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(totals.sorted() == (1...8).map { $0 * 2 + $0 + 1 })
    #expect(calls.entries.count == 8)
    subscription.cancel()
  }

  @Test func aProxyDescribesItsEffectfulEvents() async {
    let authenticator = Authenticator()
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.validate) { _, _ in true }
      On(\.shouldRetry) { _, _ in false }
    }.install(on: authenticator)
    let description = "\(authenticator.delegate.map { $0 as AnyObject } as Any)"
    #expect(description.contains("validate"))
    #expect(description.contains("all"))
    #expect(description.contains("shouldRetry"))
    subscription.cancel()
  }
}

extension Result where Failure == any Error {
  /// `Result(catching:)` for an async body.
  init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}

/// An `async` handler of a `@MainActor` event runs on the main actor, before
/// and after its suspension points, and uses main-actor state directly.
@Suite("Async main-actor events")
@MainActor
struct AsyncMainActorEventTests {
  @Test func asyncHandlersOfAMainActorEventRunOnTheMainActor() async {
    let prompt = Prompt()
    var asked: [String] = []  // main-actor state, captured without a lock
    let subscription = Delegate(for: PromptDelegate.self) {
      On(\.confirm) { prompt, question in
        MainActor.preconditionIsolated()
        asked.append(question)
        try? await Task.sleep(nanoseconds: 1_000_000)
        MainActor.preconditionIsolated()
        prompt.answersShown.append(question)
        return question != "delete everything?"
      }
    }.install(on: prompt)

    #expect(await prompt.confirm("save?"))
    #expect(await prompt.confirm("delete everything?") == false)
    #expect(asked == ["save?", "delete everything?"])
    #expect(prompt.answersShown == asked)
    subscription.cancel()
    #expect(prompt.delegate == nil)
  }
}
