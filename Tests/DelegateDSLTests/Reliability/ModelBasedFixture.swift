// Test fixture for the model-based tests (ModelBasedTests.swift): a protocol
// with one event per answer shape (void, AND, first non-nil, an
// order-sensitive reduce), its proxy, a plain `weak var` host, a
// `@ProxyableDelegate` host, and a real delegate that records every call.
//
// Senders are plain host numbers, so handlers never capture a host and every
// call can be compared with the model's prediction as a value.
import DelegateDSL
import Foundation

protocol ModeledDelegate: AnyObject {
  func ping(_ sender: Int, _ value: Int)
  func allowed(_ sender: Int, _ value: Int) -> Bool
  func lookup(_ sender: Int, _ value: Int) -> Int?
  func total(_ sender: Int, _ value: Int) -> Int
}

/// The fixture's events, as values the model and the log can name.
enum ModeledEvent: Int, CaseIterable, CustomStringConvertible {
  case ping, allowed, lookup, total

  var description: String {
    switch self {
    case .ping: "ping"
    case .allowed: "allowed"
    case .lookup: "lookup"
    case .total: "total"
    }
  }
}

/// The `total` event's rule: deliberately not commutative and with a default
/// that differs from every answer's neutral element, so the model notices a
/// wrong order, a missing participant, or a default folded into real answers.
enum ModeledTotal {
  static let defaultAnswer = 7
  static func fold(_ combined: Int, _ next: Int) -> Int { combined &* 31 &+ next }
}

extension DelegateEvents where Delegate == any ModeledDelegate {
  var ping: Event<(Int, Int) -> Void> { .init() }
  var allowed: Event<(Int, Int) -> Bool> { .init(.all) }
  var lookup: Event<(Int, Int) -> Int?> { .init(.firstNonNil()) }
  var total: Event<(Int, Int) -> Int> {
    .init(.reduce(ModeledTotal.defaultAnswer, name: "mix", ModeledTotal.fold))
  }
}

final class ModeledDelegateProxy: DelegateProxy<any ModeledDelegate>, ModeledDelegate {
  func ping(_ sender: Int, _ value: Int) { send(\.ping, sender, value) { $0.ping(sender, value) } }
  func allowed(_ sender: Int, _ value: Int) -> Bool {
    send(\.allowed, sender, value) { $0.allowed(sender, value) }
  }
  func lookup(_ sender: Int, _ value: Int) -> Int? { send(\.lookup, sender, value) { $0.lookup(sender, value) } }
  func total(_ sender: Int, _ value: Int) -> Int { send(\.total, sender, value) { $0.total(sender, value) } }
}

/// One call received by a real delegate or a handler.
struct ModeledCall: Equatable, CustomStringConvertible {
  enum Callee: Equatable {
    case real(Int)
    case handler(Int)
  }

  let callee: Callee
  let event: ModeledEvent
  let sender: Int
  let value: Int

  var description: String {
    let name =
      switch callee {
      case .real(let id): "R\(id)"
      case .handler(let id): "h\(id)"
      }
    return "\(name).\(event)(\(sender),\(value))"
  }
}

/// The log every real delegate and handler of one sequence writes to.
final class ModeledCallLog {
  private(set) var calls: [ModeledCall] = []
  func record(_ call: ModeledCall) { calls.append(call) }
  func take() -> [ModeledCall] {
    defer { calls.removeAll(keepingCapacity: true) }
    return calls
  }
}

/// The answers a real delegate or a handler gives, one per non-void event.
struct ModeledAnswers: Equatable, CustomStringConvertible {
  var allowed: Bool
  var lookup: Int?
  var total: Int

  var description: String { "\(allowed)/\(lookup.map(String.init) ?? "nil")/\(total)" }
}

/// A hand-written real delegate with fixed answers.
final class ModeledRealDelegate: ModeledDelegate {
  let id: Int
  let answers: ModeledAnswers
  let log: ModeledCallLog
  let hostility: ModelHostility?

  init(id: Int, answers: ModeledAnswers, log: ModeledCallLog, hostility: ModelHostility? = nil) {
    self.id = id
    self.answers = answers
    self.log = log
    self.hostility = hostility
  }

  deinit { hostility?.strike() }

  private func record(_ event: ModeledEvent, _ sender: Int, _ value: Int) {
    log.record(ModeledCall(callee: .real(id), event: event, sender: sender, value: value))
  }

  func ping(_ sender: Int, _ value: Int) { record(.ping, sender, value) }
  func allowed(_ sender: Int, _ value: Int) -> Bool {
    record(.allowed, sender, value)
    return answers.allowed
  }
  func lookup(_ sender: Int, _ value: Int) -> Int? {
    record(.lookup, sender, value)
    return answers.lookup
  }
  func total(_ sender: Int, _ value: Int) -> Int {
    record(.total, sender, value)
    return answers.total
  }
}

/// What a host got back from one delegate call: `nil` when its delegate
/// property was empty, so nothing was called.
enum ModeledAnswer: Equatable, CustomStringConvertible {
  case void
  case allowed(Bool)
  case lookup(Int?)
  case total(Int)

  var description: String {
    switch self {
    case .void: "()"
    case .allowed(let answer): "\(answer)"
    case .lookup(let answer): answer.map { "\($0)" } ?? "nil"
    case .total(let answer): "\(answer)"
    }
  }
}

/// A host's side of the protocol: call whatever the delegate property
/// currently returns, as a host class does.
protocol ModeledHost: AnyObject {
  var id: Int { get }
  var delegate: (any ModeledDelegate)? { get set }
}

extension ModeledHost {
  func dispatch(_ event: ModeledEvent, value: Int) -> ModeledAnswer? {
    guard let delegate else { return nil }
    switch event {
    case .ping:
      delegate.ping(id, value)
      return .void
    case .allowed: return .allowed(delegate.allowed(id, value))
    case .lookup: return .lookup(delegate.lookup(id, value))
    case .total: return .total(delegate.total(id, value))
    }
  }
}

/// A host that holds its delegate with a plain `weak var`, like a class the
/// user does not own.
final class ModeledPlainHost: ModeledHost {
  weak var delegate: (any ModeledDelegate)?
  let id: Int
  let hostility: ModelHostility?
  init(id: Int, hostility: ModelHostility? = nil) {
    self.id = id
    self.hostility = hostility
  }
  deinit { hostility?.strike() }
}

/// A host the user owns, using `@ProxyableDelegate`, guarded by a lock as a
/// host shared between threads must be (the model assigns it concurrently
/// with a cancellation).
final class ModeledManagedHost: ModeledHost {
  private let lock = NSLock()
  @ProxyableDelegate private var storage: (any ModeledDelegate)?
  var delegate: (any ModeledDelegate)? {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
  let id: Int
  let hostility: ModelHostility?
  init(id: Int, hostility: ModelHostility? = nil) {
    self.id = id
    self.hostility = hostility
  }
  deinit { hostility?.strike() }
}

extension ModeledPlainHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any ModeledDelegate> {
    DelegateSlot(\ModeledPlainHost.delegate, proxy: ModeledDelegateProxy.self)
  }
}

extension ModeledManagedHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any ModeledDelegate> {
    DelegateSlot(\ModeledManagedHost.delegate, proxy: ModeledDelegateProxy.self)
  }
}
