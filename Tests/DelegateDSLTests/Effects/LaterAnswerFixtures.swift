// Fixtures for completion-handler methods whose handlers answer later,
// shaped as the generator writes them: a main-actor web page whose
// nonisolated delegate protocol answers a confirm panel through a
// completion handler (WebKit's `WKUIDelegate` in the iOS 16.5 SDK), and a
// `Sendable` session protocol that answers a challenge through one
// (URLSession's shape).
import DelegateDSL
import Foundation

@testable import Samples

/// What the participants said, in order, from any thread.
///
/// `@unchecked Sendable` is sound: `recorded` is only touched under `lock`.
final class AnswerLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  func record(_ entry: String) { lock.withLock { recorded.append(entry) } }
  var entries: [String] { lock.withLock { recorded } }
  func count(where predicate: (String) -> Bool) -> Int { entries.filter(predicate).count }
}

/// A main-actor view, as `WKWebView` is, whose delegate answers a panel through a completion handler.
@MainActor
final class Page {
  weak var uiDelegate: (any PageDelegate)?

  /// Asks the delegate as WebKit asks for `confirm()`: the host's completion gets the answer.
  func confirm(_ message: String, completion: @escaping @Sendable (String) -> Void) {
    uiDelegate?.page(self, confirm: message, completionHandler: completion)
  }
}

/// Not isolated, as `WKUIDelegate` is not in the iOS 16.5 SDK; its host is a main-actor view.
protocol PageDelegate: AnyObject {
  func page(_ page: Page, confirm message: String, completionHandler: @escaping @Sendable (String) -> Void)
}

extension DelegateEvents where Delegate == any PageDelegate {
  /// The answers joined in the order they were combined, so a test sees who answered and when.
  var confirmPanel: Event<@MainActor (Page, String) async -> String> {
    .init(.reduce("nobody", name: "joined") { $0 + "," + $1 })
  }
}

/// The proxy as the generator writes it for a main-actor host.
final class PageDelegateProxy: DelegateProxy<any PageDelegate>, PageDelegate {
  static let confirmPanel = \Events.confirmPanel

  func page(_ page: Page, confirm message: String, completionHandler: @escaping @Sendable (String) -> Void) {
    answer(
      Self.confirmPanel, proposal: nil, arguments: (page, message),
      forward: { real, finish in real.page(page, confirm: message, completionHandler: { finish($0) }) },
      callOnMainActor: { await $0($1.0, $1.1) }, completion: completionHandler)
  }
}

extension Page: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any PageDelegate> {
    DelegateSlot(\Page.uiDelegate, proxy: PageDelegateProxy.self)
  }
}

/// A real delegate that answers as told: keeps its completion closure for
/// the test to call, calls it twice at once, or releases it uncalled.
final class PageController: PageDelegate {
  enum Behaviour: Sendable { case keep, twice, drop }
  let log: AnswerLog
  let behaviour: Behaviour
  private(set) var pending: (@Sendable (String) -> Void)?

  init(log: AnswerLog, behaviour: Behaviour) {
    self.log = log
    self.behaviour = behaviour
  }

  func page(_ page: Page, confirm message: String, completionHandler: @escaping @Sendable (String) -> Void) {
    log.record("real asked")
    switch behaviour {
    case .keep: pending = completionHandler
    case .twice:
      completionHandler("real")
      completionHandler("real again")
    case .drop: break
    }
  }

  /// Answers through the kept closure, and releases it.
  func answer(_ answer: String) {
    log.record("real answered")
    pending?(answer)
    pending = nil
  }
}

/// A session, as `URLSession` is: `Sendable`, calling its delegate on a queue of its own.
final class ChallengeSession: Sendable {
  private let storage = Locked<(any ChallengeSessionDelegate)?>(nil)
  var delegate: (any ChallengeSessionDelegate)? {
    get { storage.current }
    set { storage.withLock { $0 = newValue } }
  }
  let queue = DispatchQueue(label: "ChallengeSession.delegateQueue")

  /// Asks the delegate on the session's queue; `completion` gets the answer.
  func challenge(_ host: String, completion: @escaping @Sendable (String) -> Void) {
    queue.async { self.delegate?.session(self, challenge: host, completionHandler: completion) }
  }
}

protocol ChallengeSessionDelegate: AnyObject, Sendable {
  func session(
    _ session: ChallengeSession, challenge host: String, completionHandler: @escaping @Sendable (String) -> Void)
}

extension DelegateEvents where Delegate == any ChallengeSessionDelegate {
  var challengeHost: Event<@Sendable (ChallengeSession, String) async -> String> {
    .init(.reduce("nobody", name: "joined") { $0 + "," + $1 })
  }
}

// `@unchecked Sendable` is sound: the proxy adds no stored properties, `DelegateProxy` guards its
// own state with a lock, and the events of a Sendable protocol take `@Sendable` handlers.
/// The proxy as the generator writes it for a `Sendable` protocol: handlers run on the global executor.
final class ChallengeSessionDelegateProxy: DelegateProxy<any ChallengeSessionDelegate>, ChallengeSessionDelegate,
  @unchecked Sendable
{
  static let challengeHost = \Events.challengeHost

  func session(
    _ session: ChallengeSession, challenge host: String, completionHandler: @escaping @Sendable (String) -> Void
  ) {
    answer(
      Self.challengeHost, proposal: nil, arguments: (session, host),
      forward: { real, finish in real.session(session, challenge: host, completionHandler: { finish($0) }) },
      call: { await $0($1.0, $1.1) }, completion: completionHandler)
  }
}

extension ChallengeSession: DelegateHost {
  static var delegateSlot: DelegateSlot<any ChallengeSessionDelegate> {
    DelegateSlot(\ChallengeSession.delegate, proxy: ChallengeSessionDelegateProxy.self)
  }
}

/// A main-actor host whose delegate protocol has a family of completion-handler methods, as
/// `webView(_:decidePolicyFor:preferences:decisionHandler:)` replaces `webView(_:decidePolicyFor:decisionHandler:)`.
@MainActor
final class Frame {
  weak var policyDelegate: (any FramePolicyDelegate)?

  /// Asks with the newer method, as WebKit does while the delegate responds to it (the proxy always does).
  func decide(_ action: Int, completion: @escaping @Sendable (String, String) -> Void) {
    policyDelegate?.frame(self, decide: action, preferences: "default", decisionHandler: completion)
  }
}

protocol FramePolicyDelegate: AnyObject {
  /// Whether it implements the newer method (an `@objc optional` one on Apple platforms).
  var implementsPreferences: Bool { get }
  func frame(_ frame: Frame, decide action: Int, decisionHandler: @escaping @Sendable (String) -> Void)
  func frame(
    _ frame: Frame, decide action: Int, preferences: String,
    decisionHandler: @escaping @Sendable (String, String) -> Void)
}

extension DelegateEvents where Delegate == any FramePolicyDelegate {
  var decideAction: Event<@MainActor (Frame, Int) async -> String> {
    .init(.reduce("nobody", name: "joined") { $0 + "," + $1 })
  }
  /// Joins the decisions in order; the last preferences stand.
  var decideActionWithPreferences: Event<@MainActor (Frame, Int, String) async -> (String, String)> {
    replacing(\.decideAction, with: .init(.reduce(("nobody", ""), name: "joined") { ($0.0 + "," + $1.0, $1.1) }))
  }
}

/// The proxy as the generator writes it for `--family … with ($0, $1) as ($answer, $2)` and a main-actor host.
final class FramePolicyDelegateProxy: DelegateProxy<any FramePolicyDelegate>, FramePolicyDelegate {
  var implementsPreferences: Bool { true }

  func frame(_ frame: Frame, decide action: Int, decisionHandler: @escaping @Sendable (String) -> Void) {
    answer(
      \.decideAction, proposal: nil, arguments: (frame, action),
      forward: { real, finish in real.frame(frame, decide: action, decisionHandler: { finish($0) }) },
      callOnMainActor: { await $0($1.0, $1.1) }, completion: decisionHandler)
  }

  func frame(
    _ frame: Frame, decide action: Int, preferences: String,
    decisionHandler: @escaping @Sendable (String, String) -> Void
  ) {
    answer(
      \.decideActionWithPreferences, replacing: \.decideAction, proposal: nil, arguments: (frame, action, preferences),
      forward: { real, finish, finishReplaced in
        if real.implementsPreferences {
          real.frame(frame, decide: action, preferences: preferences, decisionHandler: { finish(($0, $1)) })
        } else {
          real.frame(frame, decide: action, decisionHandler: { finishReplaced($0) })
        }
      },
      callOnMainActor: { await $0($1.0, $1.1, $1.2) }, callReplacedOnMainActor: { await $0($1.0, $1.1) },
      answering: { ($0, $1.2) }, completion: { decisionHandler($0.0, $0.1) })
  }
}

extension Frame: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any FramePolicyDelegate> {
    DelegateSlot(\Frame.policyDelegate, proxy: FramePolicyDelegateProxy.self)
  }
}

/// A real delegate with only the older method, which keeps its closure for the test to call.
final class OlderPolicyController: FramePolicyDelegate {
  let log: AnswerLog
  private(set) var pending: (@Sendable (String) -> Void)?

  init(log: AnswerLog) { self.log = log }

  var implementsPreferences: Bool { false }

  func frame(_ frame: Frame, decide action: Int, decisionHandler: @escaping @Sendable (String) -> Void) {
    log.record("real asked (older)")
    pending = decisionHandler
  }

  func frame(
    _ frame: Frame, decide action: Int, preferences: String,
    decisionHandler: @escaping @Sendable (String, String) -> Void
  ) {
    log.record("real asked (newer)")
  }

  func answer(_ answer: String) {
    log.record("real answered")
    pending?(answer)
    pending = nil
  }
}
