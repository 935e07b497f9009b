// Event streams of `async`, `throws` and `async throws` events: elements
// before and after the call, an after-element that carries the error of a
// call that threw, the three isolation flavours, the typed slot form, and
// observation that changes nothing the host, the real delegate or the
// handlers see. Uses the authenticator fixtures (`Effects/`).
import DelegateDSL
import StreamTestSupport
import Testing

@Suite("Event streams of async and throwing events")
struct EffectfulEventStreamTests {
  /// An `async` event: the before-element comes before the real delegate is
  /// awaited, the after-element after every handler, with the combined answer.
  @Test func anAsyncEventIsObservedBeforeAndAfterTheCall() async {
    let log = AsyncLog()
    let host = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    real.token = nil
    host.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.authenticate) { _, challenge in
        await Task.yield()
        log.record("handler(\(challenge))")
        return "handler-token"
      }
    }.install(on: host)
    let before = host.delegateEvents(\.authenticate) { _, challenge in
      log.record("before(\(challenge))")
      return challenge
    }
    let after = host.delegateEvents(\.authenticate, timing: .after) { token, _, challenge in
      log.record("after(\(token ?? "nil"))")
      return "\(challenge) -> \(token ?? "nil")"
    }
    let token = await host.authenticate("c1")
    #expect(token == "handler-token", "observers take no part in the answer")
    #expect(log.entries == ["before(c1)", "real.authenticate(c1)", "handler(c1)", "after(handler-token)"])
    #expect(await firstElements(1, of: before) == ["c1"])
    #expect(await firstElements(1, of: after) == ["c1 -> handler-token"])
    subscription.cancel()
  }

  /// An `async throws` event: a call that threw gives the after-stream the
  /// error the host's call rethrew; a call that answered, the answer.
  @Test func anAfterElementOfACallThatThrewCarriesTheError() async throws {
    let log = AsyncLog()
    let host = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    host.delegate = real
    let outcomes = host.delegateEvents(\.validate, timing: .after) { outcome, _, token in
      switch outcome {
      case .success(let valid): "\(token): \(valid)"
      case .failure(let error): "\(token): \((error as? AuthError)?.source ?? "?")"
      }
    }
    let calls = host.delegateEvents(\.validate, timing: .after) { _, token in token }
    #expect(try await host.validate("t1") == true)
    real.failure = AuthError(source: "real")
    await #expect(throws: AuthError(source: "real")) { try await host.validate("t2") }
    real.failure = nil
    real.accepts = false
    #expect(try await host.validate("t3") == false)
    #expect(await firstElements(3, of: outcomes) == ["t1: true", "t2: real", "t3: false"])
    #expect(
      await firstElements(3, of: calls) == ["t1", "t2", "t3"], "an after-element of a call that threw is produced")
    #expect(log.entries == ["real.validate", "real.validate", "real.validate"])
  }

  /// The first error wins, in the stream as for the host, and a handler that
  /// throws after the real delegate answered still fails the call.
  @Test func theStreamSeesTheFirstErrorOfEveryParticipant() async {
    let host = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: AsyncLog())
    real.failure = AuthError(source: "real")
    host.delegate = real
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.didFinish) { _ in throw AuthError(source: "handler") }
    }.install(on: host)
    let outcomes = host.delegateEvents(\.didFinish, timing: .after) { outcome, _ in
      (try? outcome.get()) == nil ? ((outcome.error as? AuthError)?.source ?? "?") : "finished"
    }
    await #expect(throws: AuthError(source: "real")) { try await host.finish() }
    real.failure = nil
    await #expect(throws: AuthError(source: "handler")) { try await host.finish() }
    subscription.cancel()
    try? await host.finish()
    #expect(await firstElements(3, of: outcomes) == ["real", "handler", "finished"])
  }

  /// A synchronous `throws` event: an element before the call, and the
  /// outcome after it.
  @Test func aThrowingEventIsObservedAsItsArgumentsAndItsOutcome() async throws {
    let log = AsyncLog()
    let host = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    real.retries = false
    host.delegate = real
    let attempts = host.delegateEvents(\.shouldRetry) { _, attempt in attempt }
    let decisions = host.delegateEvents(\.shouldRetry, timing: .after) { outcome, _, attempt in
      "\(attempt): \((try? outcome.get()).map(String.init(describing:)) ?? "threw")"
    }
    let subscription = Delegate(for: AuthenticatorDelegate.self) {
      On(\.shouldRetry) { _, attempt in attempt < 2 }
    }.install(on: host)
    #expect(try host.shouldRetry(1) == true, "`.any`: the handler's yes wins over the real delegate's no")
    #expect(try host.shouldRetry(2) == false)
    real.failure = AuthError(source: "real")
    #expect(throws: AuthError(source: "real")) { try host.shouldRetry(3) }
    #expect(await firstElements(3, of: attempts) == [1, 2, 3])
    #expect(await firstElements(3, of: decisions) == ["1: true", "2: false", "3: threw"])
    #expect(log.entries == ["real.shouldRetry(1)", "real.shouldRetry(2)", "real.shouldRetry(3)"])
    subscription.cancel()
  }

  /// A stream alone installs the proxy, forwards every call to the real
  /// delegate unchanged (its answer and its error), and gives the real
  /// delegate back when it ends.
  @Test func observationAloneChangesNothingAndEnds() async throws {
    let log = AsyncLog()
    let host = Authenticator()
    let real = RecordingAuthenticatorDelegate(log: log)
    host.delegate = real
    var stream: AsyncStream<String>? = host.delegateEvents(\.validate) { _, token in token }
    #expect(host.delegate !== real, "the proxy is installed")
    #expect(try await host.validate("a") == true)
    real.failure = AuthError(source: "real")
    await #expect(throws: AuthError(source: "real")) { try await host.validate("b") }
    real.failure = nil
    try host.reset()  // another event: forwarded, unobserved
    #expect(log.entries == ["real.validate", "real.validate", "real.didReset"])
    #expect(await firstElements(2, of: stream!) == ["a", "b"])
    stream = nil
    #expect(host.delegate === real, "the last observer gone, the host has its real delegate back")
  }

  /// `@Sendable` `async throws` events are observed from concurrent tasks:
  /// one element per call, none lost.
  @Test func aSendableAsyncEventIsObservedFromConcurrentTasks() async throws {
    let meter = Meter()
    let subscription = Delegate(for: MeterDelegate.self) {
      On(\.cost) { _, units in units * 2 }
    }.install(on: meter)
    let costs = meter.delegateEvents(\.cost, timing: .after) { outcome, _, units in
      (units, (try? outcome.get()) ?? -1)
    }
    let calls = meter.delegateEvents(\.cost)  // the arguments themselves: `Meter` is `Sendable`
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
      for units in 1...50 { group.addTask { try await meter.cost(units) } }
      return try await group.reduce(0, +)
    }
    #expect(total == (1...50).reduce(0) { $0 + $1 * 2 })
    let elements = await firstElements(50, of: costs)
    #expect(elements.count == 50)
    #expect(elements.allSatisfy { $0.1 == $0.0 * 2 })
    #expect(Set(elements.map(\.0)) == Set(1...50))
    let arguments = await firstElements(50, of: calls)
    #expect(Set(arguments.map(\.1)) == Set(1...50))
    #expect(arguments.allSatisfy { $0.0 === meter })
    subscription.cancel()
  }

  /// The typed slot form works for effectful events too.
  @Test func aTypedSlotStreamOfAnAsyncEvent() async {
    let host = Authenticator()
    let challenges = host.delegateEvents(at: \.delegateSlot, \.authenticate) { _, challenge in challenge }
    _ = await host.authenticate("x")
    #expect(await firstElements(1, of: challenges) == ["x"])
  }

  /// A protocol default implementation still answers for an observed event
  /// (no real delegate), and the stream sees its answer.
  @Test func theProtocolDefaultAnswersForAnObservedThrowingEvent() async throws {
    let host = Archive()
    let outcomes = host.delegateEvents(\.shouldArchive, timing: .after) { outcome, name in
      "\(name): \((try? outcome.get()).map(String.init(describing:)) ?? "threw")"
    }
    #expect(try host.shouldArchive("a.txt") == true, "the default answers")
    #expect(throws: ArchiveError.self) { try host.shouldArchive("") }
    #expect(await firstElements(2, of: outcomes) == ["a.txt: true", ": threw"])
  }
}

@Suite("Event streams of async main-actor events")
@MainActor
struct EffectfulMainActorStreamTests {
  /// A main-actor `async` event's projection runs on the main actor, and
  /// may read main-actor state.
  @Test func aMainActorAsyncEventIsProjectedOnTheMainActor() async {
    let prompt = Prompt()
    let subscription = Delegate(for: PromptDelegate.self) {
      On(\.confirm) { _, question in question != "delete?" }
    }.install(on: prompt)
    let answers = prompt.delegateEvents(\.confirm, timing: .after) { yes, prompt, question in
      MainActor.preconditionIsolated()
      return "\(question) \(yes) \(prompt.answersShown.count)"
    }
    #expect(await prompt.confirm("save?"))
    #expect(await prompt.confirm("delete?") == false)
    #expect(await firstElements(2, of: answers) == ["save? true 0", "delete? false 0"])
    subscription.cancel()
  }
}

// MARK: - A throwing event with a protocol default

struct ArchiveError: Error {}

protocol ArchiveDelegate: AnyObject {
  func shouldArchive(_ name: String) throws -> Bool
}

extension ArchiveDelegate {
  /// The protocol's default: archive anything with a name.
  func shouldArchive(_ name: String) throws -> Bool {
    if name.isEmpty { throw ArchiveError() }
    return true
  }
}

final class Archive {
  weak var delegate: (any ArchiveDelegate)?
  func shouldArchive(_ name: String) throws -> Bool { try delegate?.shouldArchive(name) ?? false }
}

/// Stands in for the real delegate when there is none (see
/// `DelegateEvents.defaulted(_:by:)`).
private final class ArchiveDefaults: ArchiveDelegate {}

extension DelegateEvents where Delegate == any ArchiveDelegate {
  var shouldArchive: Event<(String) throws -> Bool> {
    defaulted(.init(.all)) { [defaults = ArchiveDefaults()] name in try defaults.shouldArchive(name) }
  }
}

final class ArchiveDelegateProxy: DelegateProxy<any ArchiveDelegate>, ArchiveDelegate {
  func shouldArchive(_ name: String) throws -> Bool { try send(\.shouldArchive, name) { try $0.shouldArchive(name) } }
}

extension Archive: DelegateHost {
  static var delegateSlot: DelegateSlot<any ArchiveDelegate> {
    DelegateSlot(\Archive.delegate, proxy: ArchiveDelegateProxy.self)
  }
}

extension Result {
  /// The error of a failure, or `nil`.
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
