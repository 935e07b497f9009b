// A protocol whose method has a default implementation, for the figures of
// the default's path: with no real delegate, the proxy calls the default
// (through `defaulted(_:by:)` and a stand-in that the declaration makes once
// and captures, as generated adapters do), then the handler, ANDing the answers.
import DelegateDSL

protocol StatusDelegate: AnyObject {
  func isValidStatus(_ host: StatusHost, _ code: Int) -> Bool
}

extension StatusDelegate {
  func isValidStatus(_ host: StatusHost, _ code: Int) -> Bool { code < 400 }
}

final class StatusHost {
  weak var delegate: (any StatusDelegate)?
  var code = 200
  init() {}
  @inline(never) func check() -> Bool { delegate?.isValidStatus(self, code) ?? true }
}

/// Conforms without overriding: the generated adapters' stand-in.
private final class StatusDelegateDefaults: StatusDelegate {}

extension DelegateEvents where Delegate == any StatusDelegate {
  var isValidStatus: Event<(StatusHost, Int) -> Bool> {
    defaulted(.init(.all)) { [defaults = StatusDelegateDefaults()] host, code in defaults.isValidStatus(host, code) }
  }
}

final class StatusDelegateProxy: DelegateProxy<any StatusDelegate>, StatusDelegate {
  static let isValidStatus = \Events.isValidStatus
  func isValidStatus(_ h: StatusHost, _ c: Int) -> Bool { send(Self.isValidStatus, h, c) { $0.isValidStatus(h, c) } }
}

extension StatusHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any StatusDelegate> {
    DelegateSlot(\StatusHost.delegate, proxy: StatusDelegateProxy.self)
  }
}

/// Baseline B for the default's path, written by hand: the real delegate, or
/// without one the default (a stand-in conforms without overriding it), then
/// a closure, ANDed.
final class ForwardingStatusDelegate: StatusDelegate {
  weak var real: (any StatusDelegate)?
  var onCheck: ((StatusHost, Int) -> Bool)?
  init() {}
  func isValidStatus(_ host: StatusHost, _ code: Int) -> Bool {
    let first = real?.isValidStatus(host, code) ?? StatusDelegateDefaults().isValidStatus(host, code)
    return first && (onCheck?(host, code) ?? true)
  }
}

/// The default's path: no real delegate, one handler; the generated form, and B by hand.
func defaultedStatusCases() -> [DispatchCase] {
  [
    DispatchCase(name: "B status default+1 closure hand-written") {
      let delegate = ForwardingStatusDelegate()
      delegate.onCheck = { _, code in code >= 0 }
      let host = StatusHost()
      host.delegate = delegate
      return { withExtendedLifetime(delegate) { keep(host.check()) } }
    },
    DispatchCase(name: "DSL status default+1 handler") {
      let host = StatusHost()
      let subscription = Delegate(for: StatusDelegate.self) {
        On(\.isValidStatus) { _, code in code >= 0 }
      }.install(on: host)
      return { withExtendedLifetime(subscription) { keep(host.check()) } }
    },
  ]
}
