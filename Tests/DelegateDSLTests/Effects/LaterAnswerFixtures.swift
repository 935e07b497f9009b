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
  enum Behaviour { case keep, twice, drop }
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
