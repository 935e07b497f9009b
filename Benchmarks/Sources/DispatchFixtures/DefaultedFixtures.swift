// A protocol whose method has a default implementation, for the figures of
// the default's path: with no real delegate, the proxy calls the default
// (through `defaulted(_:by:)` and a stand-in that the declaration makes once
// and captures, as generated adapters do), then the handler, ANDing the answers.
import DelegateDSL

protocol StatusDelegate: AnyObject {
  func isValidStatus(_ host: StatusHost, _ code: Int) -> Bool
  func transformed(_ host: StatusHost, _ code: Int) -> Int?
}

extension StatusDelegate {
  func isValidStatus(_ host: StatusHost, _ code: Int) -> Bool { code < 400 }
  func transformed(_ host: StatusHost, _ code: Int) -> Int? { code }
}

final class StatusHost {
  weak var delegate: (any StatusDelegate)?
  var code = 200
  init() {}
  @inline(never) func check() -> Bool { delegate?.isValidStatus(self, code) ?? true }
  @inline(never) func transform() -> Bool { delegate?.transformed(self, code) == 201 }
}

/// Conforms without overriding: the generated adapters' stand-in.
private final class StatusDelegateDefaults: StatusDelegate {}

extension DelegateEvents where Delegate == any StatusDelegate {
  var isValidStatus: Event<(StatusHost, Int) -> Bool> {
    defaulted(.init(.all)) { [defaults = StatusDelegateDefaults()] host, code in defaults.isValidStatus(host, code) }
  }
  var transformed: Event<(StatusHost, Int) -> Int?> {
    defaulted(.init(.firstNonNil())) { [defaults = StatusDelegateDefaults()] host, code in
      defaults.transformed(host, code)
    }
  }
}

final class StatusDelegateProxy: DelegateProxy<any StatusDelegate>, StatusDelegate {
  static let isValidStatus = \Events.isValidStatus
  func isValidStatus(_ h: StatusHost, _ c: Int) -> Bool { send(Self.isValidStatus, h, c) { $0.isValidStatus(h, c) } }
  static let transformed = \Events.transformed
  func transformed(_ h: StatusHost, _ c: Int) -> Int? { send(Self.transformed, h, c) { $0.transformed(h, c) } }
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
  var onTransform: ((StatusHost, Int) -> Int?)?
  func transformed(_ host: StatusHost, _ code: Int) -> Int? {
    let first = real?.transformed(host, code) ?? StatusDelegateDefaults().transformed(host, code)
    return onTransform?(host, code) ?? first
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
    // `.firstNonNil()`: the handler's answer stands over the default's.
    DispatchCase(name: "B transform default+1 closure hand-written") {
      let delegate = ForwardingStatusDelegate()
      delegate.onTransform = { _, code in code + 1 }
      let host = StatusHost()
      host.delegate = delegate
      return { withExtendedLifetime(delegate) { keep(host.transform()) } }
    },
    DispatchCase(name: "DSL transform default+1 handler") {
      let host = StatusHost()
      let subscription = Delegate(for: StatusDelegate.self) {
        On(\.transformed) { _, code in code + 1 }
      }.install(on: host)
      return { withExtendedLifetime(subscription) { keep(host.transform()) } }
    },
  ]
}
