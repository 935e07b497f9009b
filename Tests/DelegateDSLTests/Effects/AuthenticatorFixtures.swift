// Fixtures for delegate protocols with `async` and `throws` methods: a host
// that awaits its delegate, its proxy (one forwarding line per method), and a
// main-actor protocol with an `async` method.
import DelegateDSL

@testable import Samples

/// An error a participant throws, named so tests can tell errors apart.
struct AuthError: Error, Equatable {
  let source: String
}

/// An ordered log that async participants may write from any executor.
final class AsyncLog: Sendable {
  private let storage = Locked<[String]>([])
  func record(_ entry: String) { storage.withLock { $0.append(entry) } }
  var entries: [String] { storage.current }
}

protocol AuthenticatorDelegate: AnyObject {
  func authenticate(_ authenticator: Authenticator, challenge: String) async -> String?
  func validate(_ authenticator: Authenticator, token: String) async throws -> Bool
  func didFinish(_ authenticator: Authenticator) async throws
  func shouldRetry(_ authenticator: Authenticator, attempt: Int) throws -> Bool
  func didReset(_ authenticator: Authenticator) throws
}

/// A host that awaits its delegate, as modern delegate-based APIs do.
final class Authenticator {
  weak var delegate: (any AuthenticatorDelegate)?
  func authenticate(_ challenge: String) async -> String? {
    await delegate?.authenticate(self, challenge: challenge) ?? nil
  }
  func validate(_ token: String) async throws -> Bool { try await delegate?.validate(self, token: token) ?? true }
  func finish() async throws { try await delegate?.didFinish(self) }
  func shouldRetry(_ attempt: Int) throws -> Bool { try delegate?.shouldRetry(self, attempt: attempt) ?? false }
  func reset() throws { try delegate?.didReset(self) }
}

extension DelegateEvents where Delegate == any AuthenticatorDelegate {
  var authenticate: Event<(Authenticator, String) async -> String?> { .init(.firstNonNil()) }
  var validate: Event<(Authenticator, String) async throws -> Bool> { .init(.all) }
  var didFinish: Event<(Authenticator) async throws -> Void> { .init() }
  var shouldRetry: Event<(Authenticator, Int) throws -> Bool> { .init(.any) }
  var didReset: Event<(Authenticator) throws -> Void> { .init() }
}

final class AuthenticatorDelegateProxy: DelegateProxy<any AuthenticatorDelegate>, AuthenticatorDelegate {
  func authenticate(_ a: Authenticator, challenge c: String) async -> String? {
    await send(\.authenticate, a, c) { await $0.authenticate(a, challenge: c) }
  }
  func validate(_ a: Authenticator, token t: String) async throws -> Bool {
    try await send(\.validate, a, t) { try await $0.validate(a, token: t) }
  }
  func didFinish(_ a: Authenticator) async throws {
    try await send(\.didFinish, a) { try await $0.didFinish(a) }
  }
  func shouldRetry(_ a: Authenticator, attempt n: Int) throws -> Bool {
    try send(\.shouldRetry, a, n) { try $0.shouldRetry(a, attempt: n) }
  }
  func didReset(_ a: Authenticator) throws {
    try send(\.didReset, a) { try $0.didReset(a) }
  }
}

extension Authenticator: DelegateHost {
  static var delegateSlot: DelegateSlot<any AuthenticatorDelegate> {
    DelegateSlot(\Authenticator.delegate, proxy: AuthenticatorDelegateProxy.self)
  }
}

/// A real delegate that records every call, answers as configured, and
/// throws when told to.
final class RecordingAuthenticatorDelegate: AuthenticatorDelegate {
  let log: AsyncLog
  var token: String? = "real-token"
  var accepts = true
  var failure: AuthError?
  var retries = false
  init(log: AsyncLog) { self.log = log }

  func authenticate(_ authenticator: Authenticator, challenge: String) async -> String? {
    await Task.yield()
    log.record("real.authenticate(\(challenge))\(Task.isCancelled ? " cancelled" : "")")
    return token
  }
  func validate(_ authenticator: Authenticator, token: String) async throws -> Bool {
    log.record("real.validate")
    if let failure { throw failure }
    return accepts
  }
  func didFinish(_ authenticator: Authenticator) async throws {
    log.record("real.didFinish")
    if let failure { throw failure }
  }
  func shouldRetry(_ authenticator: Authenticator, attempt: Int) throws -> Bool {
    log.record("real.shouldRetry(\(attempt))")
    if let failure { throw failure }
    return retries
  }
  func didReset(_ authenticator: Authenticator) throws {
    log.record("real.didReset")
    if let failure { throw failure }
  }
}

// MARK: - A main-actor protocol with an async method

@MainActor
protocol PromptDelegate: AnyObject {
  func prompt(_ prompt: Prompt, confirm question: String) async -> Bool
}

/// A main-actor host, like a UIKit controller presenting a confirmation.
@MainActor
final class Prompt {
  weak var delegate: (any PromptDelegate)?
  var answersShown: [String] = []  // main-actor state
  func confirm(_ question: String) async -> Bool { await delegate?.prompt(self, confirm: question) ?? true }
}

extension DelegateEvents where Delegate == any PromptDelegate {
  var confirm: Event<@MainActor (Prompt, String) async -> Bool> { .init(.all) }
}

final class PromptDelegateProxy: DelegateProxy<any PromptDelegate>, PromptDelegate {
  func prompt(_ p: Prompt, confirm q: String) async -> Bool {
    await send(\.confirm, p, q) { await $0.prompt(p, confirm: q) }
  }
}

extension Prompt: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any PromptDelegate> {
    DelegateSlot(\Prompt.delegate, proxy: PromptDelegateProxy.self)
  }
}

// MARK: - A Sendable host that awaits its delegate from any task

protocol MeterDelegate: AnyObject, Sendable {
  func meter(_ meter: Meter, cost units: Int) async throws -> Int
}

/// A `Sendable` host, like `URLSession`: its delegate may be called from any
/// task, so its events take `@Sendable` handlers.
final class Meter: Sendable {
  private let storage = Locked<(any MeterDelegate)?>(nil)
  var delegate: (any MeterDelegate)? {
    get { storage.current }
    set { storage.withLock { $0 = newValue } }
  }
  func cost(_ units: Int) async throws -> Int { try await delegate?.meter(self, cost: units) ?? 0 }
}

extension DelegateEvents where Delegate == any MeterDelegate {
  var cost: Event<@Sendable (Meter, Int) async throws -> Int> { .init(.reduce(0, name: "sum", +)) }
}

/// `@unchecked Sendable`: no stored properties of its own, and its only event
/// has a `@Sendable` signature (see `DelegateProxy`'s threading notes).
final class MeterDelegateProxy: DelegateProxy<any MeterDelegate>, MeterDelegate, @unchecked Sendable {
  func meter(_ m: Meter, cost units: Int) async throws -> Int {
    try await send(\.cost, m, units) { try await $0.meter(m, cost: units) }
  }
}

extension Meter: DelegateHost {
  static var delegateSlot: DelegateSlot<any MeterDelegate> {
    DelegateSlot(\Meter.delegate, proxy: MeterDelegateProxy.self)
  }
}
