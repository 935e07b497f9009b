// The protocol, host, proxy and hand-written baselines of the memory
// figures (`HostMemory`). Written out by a loop (40 events, odd ones void,
// even ones `Bool` with an AND rule), in a module of its own: the proxy's
// key-path literals are then other objects than the definitions' (written in
// `HostMemory`), as in an app, whose definitions are not in the adapter's
// module.
import DelegateDSL

/// A delegate protocol of UIKit size: 40 events, odd ones void, even ones
/// answering `Bool`.
package protocol PanelDelegate: AnyObject {
  func event1(_ host: PanelHost)
  func event2(_ host: PanelHost) -> Bool
  func event3(_ host: PanelHost)
  func event4(_ host: PanelHost) -> Bool
  func event5(_ host: PanelHost)
  func event6(_ host: PanelHost) -> Bool
  func event7(_ host: PanelHost)
  func event8(_ host: PanelHost) -> Bool
  func event9(_ host: PanelHost)
  func event10(_ host: PanelHost) -> Bool
  func event11(_ host: PanelHost)
  func event12(_ host: PanelHost) -> Bool
  func event13(_ host: PanelHost)
  func event14(_ host: PanelHost) -> Bool
  func event15(_ host: PanelHost)
  func event16(_ host: PanelHost) -> Bool
  func event17(_ host: PanelHost)
  func event18(_ host: PanelHost) -> Bool
  func event19(_ host: PanelHost)
  func event20(_ host: PanelHost) -> Bool
  func event21(_ host: PanelHost)
  func event22(_ host: PanelHost) -> Bool
  func event23(_ host: PanelHost)
  func event24(_ host: PanelHost) -> Bool
  func event25(_ host: PanelHost)
  func event26(_ host: PanelHost) -> Bool
  func event27(_ host: PanelHost)
  func event28(_ host: PanelHost) -> Bool
  func event29(_ host: PanelHost)
  func event30(_ host: PanelHost) -> Bool
  func event31(_ host: PanelHost)
  func event32(_ host: PanelHost) -> Bool
  func event33(_ host: PanelHost)
  func event34(_ host: PanelHost) -> Bool
  func event35(_ host: PanelHost)
  func event36(_ host: PanelHost) -> Bool
  func event37(_ host: PanelHost)
  func event38(_ host: PanelHost) -> Bool
  func event39(_ host: PanelHost)
  func event40(_ host: PanelHost) -> Bool
}

/// A host with a weak delegate property, and a strong reference to what
/// keeps a hand-written delegate alive (`keeper`; a proxy is kept by the
/// host's associated storage instead).
package final class PanelHost {
  package weak var delegate: (any PanelDelegate)?
  package var keeper: AnyObject?
  package init() {}

  /// Calls event `number` (1 through 40) on the delegate.
  @inline(never)
  package func fire(_ number: Int) {
    guard let delegate else { return }
    switch number {
    case 1: delegate.event1(self)
    case 2: _ = delegate.event2(self)
    case 3: delegate.event3(self)
    case 4: _ = delegate.event4(self)
    case 5: delegate.event5(self)
    case 6: _ = delegate.event6(self)
    case 7: delegate.event7(self)
    case 8: _ = delegate.event8(self)
    case 9: delegate.event9(self)
    case 10: _ = delegate.event10(self)
    case 11: delegate.event11(self)
    case 12: _ = delegate.event12(self)
    case 13: delegate.event13(self)
    case 14: _ = delegate.event14(self)
    case 15: delegate.event15(self)
    case 16: _ = delegate.event16(self)
    case 17: delegate.event17(self)
    case 18: _ = delegate.event18(self)
    case 19: delegate.event19(self)
    case 20: _ = delegate.event20(self)
    case 21: delegate.event21(self)
    case 22: _ = delegate.event22(self)
    case 23: delegate.event23(self)
    case 24: _ = delegate.event24(self)
    case 25: delegate.event25(self)
    case 26: _ = delegate.event26(self)
    case 27: delegate.event27(self)
    case 28: _ = delegate.event28(self)
    case 29: delegate.event29(self)
    case 30: _ = delegate.event30(self)
    case 31: delegate.event31(self)
    case 32: _ = delegate.event32(self)
    case 33: delegate.event33(self)
    case 34: _ = delegate.event34(self)
    case 35: delegate.event35(self)
    case 36: _ = delegate.event36(self)
    case 37: delegate.event37(self)
    case 38: _ = delegate.event38(self)
    case 39: delegate.event39(self)
    case 40: _ = delegate.event40(self)
    default: preconditionFailure("no event \(number)")
    }
  }
}

extension DelegateEvents where Delegate == any PanelDelegate {
  package var event1: Event<(PanelHost) -> Void> { .init() }
  package var event2: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event3: Event<(PanelHost) -> Void> { .init() }
  package var event4: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event5: Event<(PanelHost) -> Void> { .init() }
  package var event6: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event7: Event<(PanelHost) -> Void> { .init() }
  package var event8: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event9: Event<(PanelHost) -> Void> { .init() }
  package var event10: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event11: Event<(PanelHost) -> Void> { .init() }
  package var event12: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event13: Event<(PanelHost) -> Void> { .init() }
  package var event14: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event15: Event<(PanelHost) -> Void> { .init() }
  package var event16: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event17: Event<(PanelHost) -> Void> { .init() }
  package var event18: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event19: Event<(PanelHost) -> Void> { .init() }
  package var event20: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event21: Event<(PanelHost) -> Void> { .init() }
  package var event22: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event23: Event<(PanelHost) -> Void> { .init() }
  package var event24: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event25: Event<(PanelHost) -> Void> { .init() }
  package var event26: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event27: Event<(PanelHost) -> Void> { .init() }
  package var event28: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event29: Event<(PanelHost) -> Void> { .init() }
  package var event30: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event31: Event<(PanelHost) -> Void> { .init() }
  package var event32: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event33: Event<(PanelHost) -> Void> { .init() }
  package var event34: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event35: Event<(PanelHost) -> Void> { .init() }
  package var event36: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event37: Event<(PanelHost) -> Void> { .init() }
  package var event38: Event<(PanelHost) -> Bool> { .init(.all) }
  package var event39: Event<(PanelHost) -> Void> { .init() }
  package var event40: Event<(PanelHost) -> Bool> { .init(.all) }
}

/// The proxy, in the one-line form (a key-path literal per call), as
/// adapters are written.
package final class PanelDelegateProxy: DelegateProxy<any PanelDelegate>, PanelDelegate {
  package func event1(_ h: PanelHost) { send(\.event1, h) { $0.event1(h) } }
  package func event2(_ h: PanelHost) -> Bool { send(\.event2, h) { $0.event2(h) } }
  package func event3(_ h: PanelHost) { send(\.event3, h) { $0.event3(h) } }
  package func event4(_ h: PanelHost) -> Bool { send(\.event4, h) { $0.event4(h) } }
  package func event5(_ h: PanelHost) { send(\.event5, h) { $0.event5(h) } }
  package func event6(_ h: PanelHost) -> Bool { send(\.event6, h) { $0.event6(h) } }
  package func event7(_ h: PanelHost) { send(\.event7, h) { $0.event7(h) } }
  package func event8(_ h: PanelHost) -> Bool { send(\.event8, h) { $0.event8(h) } }
  package func event9(_ h: PanelHost) { send(\.event9, h) { $0.event9(h) } }
  package func event10(_ h: PanelHost) -> Bool { send(\.event10, h) { $0.event10(h) } }
  package func event11(_ h: PanelHost) { send(\.event11, h) { $0.event11(h) } }
  package func event12(_ h: PanelHost) -> Bool { send(\.event12, h) { $0.event12(h) } }
  package func event13(_ h: PanelHost) { send(\.event13, h) { $0.event13(h) } }
  package func event14(_ h: PanelHost) -> Bool { send(\.event14, h) { $0.event14(h) } }
  package func event15(_ h: PanelHost) { send(\.event15, h) { $0.event15(h) } }
  package func event16(_ h: PanelHost) -> Bool { send(\.event16, h) { $0.event16(h) } }
  package func event17(_ h: PanelHost) { send(\.event17, h) { $0.event17(h) } }
  package func event18(_ h: PanelHost) -> Bool { send(\.event18, h) { $0.event18(h) } }
  package func event19(_ h: PanelHost) { send(\.event19, h) { $0.event19(h) } }
  package func event20(_ h: PanelHost) -> Bool { send(\.event20, h) { $0.event20(h) } }
  package func event21(_ h: PanelHost) { send(\.event21, h) { $0.event21(h) } }
  package func event22(_ h: PanelHost) -> Bool { send(\.event22, h) { $0.event22(h) } }
  package func event23(_ h: PanelHost) { send(\.event23, h) { $0.event23(h) } }
  package func event24(_ h: PanelHost) -> Bool { send(\.event24, h) { $0.event24(h) } }
  package func event25(_ h: PanelHost) { send(\.event25, h) { $0.event25(h) } }
  package func event26(_ h: PanelHost) -> Bool { send(\.event26, h) { $0.event26(h) } }
  package func event27(_ h: PanelHost) { send(\.event27, h) { $0.event27(h) } }
  package func event28(_ h: PanelHost) -> Bool { send(\.event28, h) { $0.event28(h) } }
  package func event29(_ h: PanelHost) { send(\.event29, h) { $0.event29(h) } }
  package func event30(_ h: PanelHost) -> Bool { send(\.event30, h) { $0.event30(h) } }
  package func event31(_ h: PanelHost) { send(\.event31, h) { $0.event31(h) } }
  package func event32(_ h: PanelHost) -> Bool { send(\.event32, h) { $0.event32(h) } }
  package func event33(_ h: PanelHost) { send(\.event33, h) { $0.event33(h) } }
  package func event34(_ h: PanelHost) -> Bool { send(\.event34, h) { $0.event34(h) } }
  package func event35(_ h: PanelHost) { send(\.event35, h) { $0.event35(h) } }
  package func event36(_ h: PanelHost) -> Bool { send(\.event36, h) { $0.event36(h) } }
  package func event37(_ h: PanelHost) { send(\.event37, h) { $0.event37(h) } }
  package func event38(_ h: PanelHost) -> Bool { send(\.event38, h) { $0.event38(h) } }
  package func event39(_ h: PanelHost) { send(\.event39, h) { $0.event39(h) } }
  package func event40(_ h: PanelHost) -> Bool { send(\.event40, h) { $0.event40(h) } }
}

extension PanelHost: DelegateHost {
  package static var delegateSlot: DelegateSlot<any PanelDelegate> {
    DelegateSlot(\PanelHost.delegate, proxy: PanelDelegateProxy.self)
  }
}

/// The real delegate: implements every event.
package final class PanelRealDelegate: PanelDelegate {
  package init() {}
  package func event1(_ host: PanelHost) {}
  package func event2(_ host: PanelHost) -> Bool { true }
  package func event3(_ host: PanelHost) {}
  package func event4(_ host: PanelHost) -> Bool { true }
  package func event5(_ host: PanelHost) {}
  package func event6(_ host: PanelHost) -> Bool { true }
  package func event7(_ host: PanelHost) {}
  package func event8(_ host: PanelHost) -> Bool { true }
  package func event9(_ host: PanelHost) {}
  package func event10(_ host: PanelHost) -> Bool { true }
  package func event11(_ host: PanelHost) {}
  package func event12(_ host: PanelHost) -> Bool { true }
  package func event13(_ host: PanelHost) {}
  package func event14(_ host: PanelHost) -> Bool { true }
  package func event15(_ host: PanelHost) {}
  package func event16(_ host: PanelHost) -> Bool { true }
  package func event17(_ host: PanelHost) {}
  package func event18(_ host: PanelHost) -> Bool { true }
  package func event19(_ host: PanelHost) {}
  package func event20(_ host: PanelHost) -> Bool { true }
  package func event21(_ host: PanelHost) {}
  package func event22(_ host: PanelHost) -> Bool { true }
  package func event23(_ host: PanelHost) {}
  package func event24(_ host: PanelHost) -> Bool { true }
  package func event25(_ host: PanelHost) {}
  package func event26(_ host: PanelHost) -> Bool { true }
  package func event27(_ host: PanelHost) {}
  package func event28(_ host: PanelHost) -> Bool { true }
  package func event29(_ host: PanelHost) {}
  package func event30(_ host: PanelHost) -> Bool { true }
  package func event31(_ host: PanelHost) {}
  package func event32(_ host: PanelHost) -> Bool { true }
  package func event33(_ host: PanelHost) {}
  package func event34(_ host: PanelHost) -> Bool { true }
  package func event35(_ host: PanelHost) {}
  package func event36(_ host: PanelHost) -> Bool { true }
  package func event37(_ host: PanelHost) {}
  package func event38(_ host: PanelHost) -> Bool { true }
  package func event39(_ host: PanelHost) {}
  package func event40(_ host: PanelHost) -> Bool { true }
}

/// The hand-written equivalent of a 1-event definition: a class holding
/// the weak real delegate and 1 closure, calling the real delegate first.
package final class HandWritten1: PanelDelegate {
  package weak var real: (any PanelDelegate)?
  package var on1: (PanelHost) -> Void
  package init(real: (any PanelDelegate)?) {
    self.real = real
    on1 = { _ in }
  }
  package func event1(_ host: PanelHost) {
    real?.event1(host)
    on1(host)
  }
  package func event2(_ host: PanelHost) -> Bool { real?.event2(host) ?? true }
  package func event3(_ host: PanelHost) { real?.event3(host) }
  package func event4(_ host: PanelHost) -> Bool { real?.event4(host) ?? true }
  package func event5(_ host: PanelHost) { real?.event5(host) }
  package func event6(_ host: PanelHost) -> Bool { real?.event6(host) ?? true }
  package func event7(_ host: PanelHost) { real?.event7(host) }
  package func event8(_ host: PanelHost) -> Bool { real?.event8(host) ?? true }
  package func event9(_ host: PanelHost) { real?.event9(host) }
  package func event10(_ host: PanelHost) -> Bool { real?.event10(host) ?? true }
  package func event11(_ host: PanelHost) { real?.event11(host) }
  package func event12(_ host: PanelHost) -> Bool { real?.event12(host) ?? true }
  package func event13(_ host: PanelHost) { real?.event13(host) }
  package func event14(_ host: PanelHost) -> Bool { real?.event14(host) ?? true }
  package func event15(_ host: PanelHost) { real?.event15(host) }
  package func event16(_ host: PanelHost) -> Bool { real?.event16(host) ?? true }
  package func event17(_ host: PanelHost) { real?.event17(host) }
  package func event18(_ host: PanelHost) -> Bool { real?.event18(host) ?? true }
  package func event19(_ host: PanelHost) { real?.event19(host) }
  package func event20(_ host: PanelHost) -> Bool { real?.event20(host) ?? true }
  package func event21(_ host: PanelHost) { real?.event21(host) }
  package func event22(_ host: PanelHost) -> Bool { real?.event22(host) ?? true }
  package func event23(_ host: PanelHost) { real?.event23(host) }
  package func event24(_ host: PanelHost) -> Bool { real?.event24(host) ?? true }
  package func event25(_ host: PanelHost) { real?.event25(host) }
  package func event26(_ host: PanelHost) -> Bool { real?.event26(host) ?? true }
  package func event27(_ host: PanelHost) { real?.event27(host) }
  package func event28(_ host: PanelHost) -> Bool { real?.event28(host) ?? true }
  package func event29(_ host: PanelHost) { real?.event29(host) }
  package func event30(_ host: PanelHost) -> Bool { real?.event30(host) ?? true }
  package func event31(_ host: PanelHost) { real?.event31(host) }
  package func event32(_ host: PanelHost) -> Bool { real?.event32(host) ?? true }
  package func event33(_ host: PanelHost) { real?.event33(host) }
  package func event34(_ host: PanelHost) -> Bool { real?.event34(host) ?? true }
  package func event35(_ host: PanelHost) { real?.event35(host) }
  package func event36(_ host: PanelHost) -> Bool { real?.event36(host) ?? true }
  package func event37(_ host: PanelHost) { real?.event37(host) }
  package func event38(_ host: PanelHost) -> Bool { real?.event38(host) ?? true }
  package func event39(_ host: PanelHost) { real?.event39(host) }
  package func event40(_ host: PanelHost) -> Bool { real?.event40(host) ?? true }
}

/// The hand-written equivalent of a 2-event definition: a class holding
/// the weak real delegate and 2 closures, calling the real delegate first.
package final class HandWritten2: PanelDelegate {
  package weak var real: (any PanelDelegate)?
  package var on1: (PanelHost) -> Void
  package var on2: (PanelHost) -> Bool
  package init(real: (any PanelDelegate)?) {
    self.real = real
    on1 = { _ in }
    on2 = { _ in true }
  }
  package func event1(_ host: PanelHost) {
    real?.event1(host)
    on1(host)
  }
  package func event2(_ host: PanelHost) -> Bool {
    let answer = real?.event2(host) ?? true
    return on2(host) && answer
  }
  package func event3(_ host: PanelHost) { real?.event3(host) }
  package func event4(_ host: PanelHost) -> Bool { real?.event4(host) ?? true }
  package func event5(_ host: PanelHost) { real?.event5(host) }
  package func event6(_ host: PanelHost) -> Bool { real?.event6(host) ?? true }
  package func event7(_ host: PanelHost) { real?.event7(host) }
  package func event8(_ host: PanelHost) -> Bool { real?.event8(host) ?? true }
  package func event9(_ host: PanelHost) { real?.event9(host) }
  package func event10(_ host: PanelHost) -> Bool { real?.event10(host) ?? true }
  package func event11(_ host: PanelHost) { real?.event11(host) }
  package func event12(_ host: PanelHost) -> Bool { real?.event12(host) ?? true }
  package func event13(_ host: PanelHost) { real?.event13(host) }
  package func event14(_ host: PanelHost) -> Bool { real?.event14(host) ?? true }
  package func event15(_ host: PanelHost) { real?.event15(host) }
  package func event16(_ host: PanelHost) -> Bool { real?.event16(host) ?? true }
  package func event17(_ host: PanelHost) { real?.event17(host) }
  package func event18(_ host: PanelHost) -> Bool { real?.event18(host) ?? true }
  package func event19(_ host: PanelHost) { real?.event19(host) }
  package func event20(_ host: PanelHost) -> Bool { real?.event20(host) ?? true }
  package func event21(_ host: PanelHost) { real?.event21(host) }
  package func event22(_ host: PanelHost) -> Bool { real?.event22(host) ?? true }
  package func event23(_ host: PanelHost) { real?.event23(host) }
  package func event24(_ host: PanelHost) -> Bool { real?.event24(host) ?? true }
  package func event25(_ host: PanelHost) { real?.event25(host) }
  package func event26(_ host: PanelHost) -> Bool { real?.event26(host) ?? true }
  package func event27(_ host: PanelHost) { real?.event27(host) }
  package func event28(_ host: PanelHost) -> Bool { real?.event28(host) ?? true }
  package func event29(_ host: PanelHost) { real?.event29(host) }
  package func event30(_ host: PanelHost) -> Bool { real?.event30(host) ?? true }
  package func event31(_ host: PanelHost) { real?.event31(host) }
  package func event32(_ host: PanelHost) -> Bool { real?.event32(host) ?? true }
  package func event33(_ host: PanelHost) { real?.event33(host) }
  package func event34(_ host: PanelHost) -> Bool { real?.event34(host) ?? true }
  package func event35(_ host: PanelHost) { real?.event35(host) }
  package func event36(_ host: PanelHost) -> Bool { real?.event36(host) ?? true }
  package func event37(_ host: PanelHost) { real?.event37(host) }
  package func event38(_ host: PanelHost) -> Bool { real?.event38(host) ?? true }
  package func event39(_ host: PanelHost) { real?.event39(host) }
  package func event40(_ host: PanelHost) -> Bool { real?.event40(host) ?? true }
}

/// The hand-written equivalent of a 10-event definition: a class holding
/// the weak real delegate and 10 closures, calling the real delegate first.
package final class HandWritten10: PanelDelegate {
  package weak var real: (any PanelDelegate)?
  package var on1: (PanelHost) -> Void
  package var on2: (PanelHost) -> Bool
  package var on3: (PanelHost) -> Void
  package var on4: (PanelHost) -> Bool
  package var on5: (PanelHost) -> Void
  package var on6: (PanelHost) -> Bool
  package var on7: (PanelHost) -> Void
  package var on8: (PanelHost) -> Bool
  package var on9: (PanelHost) -> Void
  package var on10: (PanelHost) -> Bool
  package init(real: (any PanelDelegate)?) {
    self.real = real
    on1 = { _ in }
    on2 = { _ in true }
    on3 = { _ in }
    on4 = { _ in true }
    on5 = { _ in }
    on6 = { _ in true }
    on7 = { _ in }
    on8 = { _ in true }
    on9 = { _ in }
    on10 = { _ in true }
  }
  package func event1(_ host: PanelHost) {
    real?.event1(host)
    on1(host)
  }
  package func event2(_ host: PanelHost) -> Bool {
    let answer = real?.event2(host) ?? true
    return on2(host) && answer
  }
  package func event3(_ host: PanelHost) {
    real?.event3(host)
    on3(host)
  }
  package func event4(_ host: PanelHost) -> Bool {
    let answer = real?.event4(host) ?? true
    return on4(host) && answer
  }
  package func event5(_ host: PanelHost) {
    real?.event5(host)
    on5(host)
  }
  package func event6(_ host: PanelHost) -> Bool {
    let answer = real?.event6(host) ?? true
    return on6(host) && answer
  }
  package func event7(_ host: PanelHost) {
    real?.event7(host)
    on7(host)
  }
  package func event8(_ host: PanelHost) -> Bool {
    let answer = real?.event8(host) ?? true
    return on8(host) && answer
  }
  package func event9(_ host: PanelHost) {
    real?.event9(host)
    on9(host)
  }
  package func event10(_ host: PanelHost) -> Bool {
    let answer = real?.event10(host) ?? true
    return on10(host) && answer
  }
  package func event11(_ host: PanelHost) { real?.event11(host) }
  package func event12(_ host: PanelHost) -> Bool { real?.event12(host) ?? true }
  package func event13(_ host: PanelHost) { real?.event13(host) }
  package func event14(_ host: PanelHost) -> Bool { real?.event14(host) ?? true }
  package func event15(_ host: PanelHost) { real?.event15(host) }
  package func event16(_ host: PanelHost) -> Bool { real?.event16(host) ?? true }
  package func event17(_ host: PanelHost) { real?.event17(host) }
  package func event18(_ host: PanelHost) -> Bool { real?.event18(host) ?? true }
  package func event19(_ host: PanelHost) { real?.event19(host) }
  package func event20(_ host: PanelHost) -> Bool { real?.event20(host) ?? true }
  package func event21(_ host: PanelHost) { real?.event21(host) }
  package func event22(_ host: PanelHost) -> Bool { real?.event22(host) ?? true }
  package func event23(_ host: PanelHost) { real?.event23(host) }
  package func event24(_ host: PanelHost) -> Bool { real?.event24(host) ?? true }
  package func event25(_ host: PanelHost) { real?.event25(host) }
  package func event26(_ host: PanelHost) -> Bool { real?.event26(host) ?? true }
  package func event27(_ host: PanelHost) { real?.event27(host) }
  package func event28(_ host: PanelHost) -> Bool { real?.event28(host) ?? true }
  package func event29(_ host: PanelHost) { real?.event29(host) }
  package func event30(_ host: PanelHost) -> Bool { real?.event30(host) ?? true }
  package func event31(_ host: PanelHost) { real?.event31(host) }
  package func event32(_ host: PanelHost) -> Bool { real?.event32(host) ?? true }
  package func event33(_ host: PanelHost) { real?.event33(host) }
  package func event34(_ host: PanelHost) -> Bool { real?.event34(host) ?? true }
  package func event35(_ host: PanelHost) { real?.event35(host) }
  package func event36(_ host: PanelHost) -> Bool { real?.event36(host) ?? true }
  package func event37(_ host: PanelHost) { real?.event37(host) }
  package func event38(_ host: PanelHost) -> Bool { real?.event38(host) ?? true }
  package func event39(_ host: PanelHost) { real?.event39(host) }
  package func event40(_ host: PanelHost) -> Bool { real?.event40(host) ?? true }
}

/// The hand-written equivalent of a 40-event definition: a class holding
/// the weak real delegate and 40 closures, calling the real delegate first.
package final class HandWritten40: PanelDelegate {
  package weak var real: (any PanelDelegate)?
  package var on1: (PanelHost) -> Void
  package var on2: (PanelHost) -> Bool
  package var on3: (PanelHost) -> Void
  package var on4: (PanelHost) -> Bool
  package var on5: (PanelHost) -> Void
  package var on6: (PanelHost) -> Bool
  package var on7: (PanelHost) -> Void
  package var on8: (PanelHost) -> Bool
  package var on9: (PanelHost) -> Void
  package var on10: (PanelHost) -> Bool
  package var on11: (PanelHost) -> Void
  package var on12: (PanelHost) -> Bool
  package var on13: (PanelHost) -> Void
  package var on14: (PanelHost) -> Bool
  package var on15: (PanelHost) -> Void
  package var on16: (PanelHost) -> Bool
  package var on17: (PanelHost) -> Void
  package var on18: (PanelHost) -> Bool
  package var on19: (PanelHost) -> Void
  package var on20: (PanelHost) -> Bool
  package var on21: (PanelHost) -> Void
  package var on22: (PanelHost) -> Bool
  package var on23: (PanelHost) -> Void
  package var on24: (PanelHost) -> Bool
  package var on25: (PanelHost) -> Void
  package var on26: (PanelHost) -> Bool
  package var on27: (PanelHost) -> Void
  package var on28: (PanelHost) -> Bool
  package var on29: (PanelHost) -> Void
  package var on30: (PanelHost) -> Bool
  package var on31: (PanelHost) -> Void
  package var on32: (PanelHost) -> Bool
  package var on33: (PanelHost) -> Void
  package var on34: (PanelHost) -> Bool
  package var on35: (PanelHost) -> Void
  package var on36: (PanelHost) -> Bool
  package var on37: (PanelHost) -> Void
  package var on38: (PanelHost) -> Bool
  package var on39: (PanelHost) -> Void
  package var on40: (PanelHost) -> Bool
  package init(real: (any PanelDelegate)?) {
    self.real = real
    on1 = { _ in }
    on2 = { _ in true }
    on3 = { _ in }
    on4 = { _ in true }
    on5 = { _ in }
    on6 = { _ in true }
    on7 = { _ in }
    on8 = { _ in true }
    on9 = { _ in }
    on10 = { _ in true }
    on11 = { _ in }
    on12 = { _ in true }
    on13 = { _ in }
    on14 = { _ in true }
    on15 = { _ in }
    on16 = { _ in true }
    on17 = { _ in }
    on18 = { _ in true }
    on19 = { _ in }
    on20 = { _ in true }
    on21 = { _ in }
    on22 = { _ in true }
    on23 = { _ in }
    on24 = { _ in true }
    on25 = { _ in }
    on26 = { _ in true }
    on27 = { _ in }
    on28 = { _ in true }
    on29 = { _ in }
    on30 = { _ in true }
    on31 = { _ in }
    on32 = { _ in true }
    on33 = { _ in }
    on34 = { _ in true }
    on35 = { _ in }
    on36 = { _ in true }
    on37 = { _ in }
    on38 = { _ in true }
    on39 = { _ in }
    on40 = { _ in true }
  }
  package func event1(_ host: PanelHost) {
    real?.event1(host)
    on1(host)
  }
  package func event2(_ host: PanelHost) -> Bool {
    let answer = real?.event2(host) ?? true
    return on2(host) && answer
  }
  package func event3(_ host: PanelHost) {
    real?.event3(host)
    on3(host)
  }
  package func event4(_ host: PanelHost) -> Bool {
    let answer = real?.event4(host) ?? true
    return on4(host) && answer
  }
  package func event5(_ host: PanelHost) {
    real?.event5(host)
    on5(host)
  }
  package func event6(_ host: PanelHost) -> Bool {
    let answer = real?.event6(host) ?? true
    return on6(host) && answer
  }
  package func event7(_ host: PanelHost) {
    real?.event7(host)
    on7(host)
  }
  package func event8(_ host: PanelHost) -> Bool {
    let answer = real?.event8(host) ?? true
    return on8(host) && answer
  }
  package func event9(_ host: PanelHost) {
    real?.event9(host)
    on9(host)
  }
  package func event10(_ host: PanelHost) -> Bool {
    let answer = real?.event10(host) ?? true
    return on10(host) && answer
  }
  package func event11(_ host: PanelHost) {
    real?.event11(host)
    on11(host)
  }
  package func event12(_ host: PanelHost) -> Bool {
    let answer = real?.event12(host) ?? true
    return on12(host) && answer
  }
  package func event13(_ host: PanelHost) {
    real?.event13(host)
    on13(host)
  }
  package func event14(_ host: PanelHost) -> Bool {
    let answer = real?.event14(host) ?? true
    return on14(host) && answer
  }
  package func event15(_ host: PanelHost) {
    real?.event15(host)
    on15(host)
  }
  package func event16(_ host: PanelHost) -> Bool {
    let answer = real?.event16(host) ?? true
    return on16(host) && answer
  }
  package func event17(_ host: PanelHost) {
    real?.event17(host)
    on17(host)
  }
  package func event18(_ host: PanelHost) -> Bool {
    let answer = real?.event18(host) ?? true
    return on18(host) && answer
  }
  package func event19(_ host: PanelHost) {
    real?.event19(host)
    on19(host)
  }
  package func event20(_ host: PanelHost) -> Bool {
    let answer = real?.event20(host) ?? true
    return on20(host) && answer
  }
  package func event21(_ host: PanelHost) {
    real?.event21(host)
    on21(host)
  }
  package func event22(_ host: PanelHost) -> Bool {
    let answer = real?.event22(host) ?? true
    return on22(host) && answer
  }
  package func event23(_ host: PanelHost) {
    real?.event23(host)
    on23(host)
  }
  package func event24(_ host: PanelHost) -> Bool {
    let answer = real?.event24(host) ?? true
    return on24(host) && answer
  }
  package func event25(_ host: PanelHost) {
    real?.event25(host)
    on25(host)
  }
  package func event26(_ host: PanelHost) -> Bool {
    let answer = real?.event26(host) ?? true
    return on26(host) && answer
  }
  package func event27(_ host: PanelHost) {
    real?.event27(host)
    on27(host)
  }
  package func event28(_ host: PanelHost) -> Bool {
    let answer = real?.event28(host) ?? true
    return on28(host) && answer
  }
  package func event29(_ host: PanelHost) {
    real?.event29(host)
    on29(host)
  }
  package func event30(_ host: PanelHost) -> Bool {
    let answer = real?.event30(host) ?? true
    return on30(host) && answer
  }
  package func event31(_ host: PanelHost) {
    real?.event31(host)
    on31(host)
  }
  package func event32(_ host: PanelHost) -> Bool {
    let answer = real?.event32(host) ?? true
    return on32(host) && answer
  }
  package func event33(_ host: PanelHost) {
    real?.event33(host)
    on33(host)
  }
  package func event34(_ host: PanelHost) -> Bool {
    let answer = real?.event34(host) ?? true
    return on34(host) && answer
  }
  package func event35(_ host: PanelHost) {
    real?.event35(host)
    on35(host)
  }
  package func event36(_ host: PanelHost) -> Bool {
    let answer = real?.event36(host) ?? true
    return on36(host) && answer
  }
  package func event37(_ host: PanelHost) {
    real?.event37(host)
    on37(host)
  }
  package func event38(_ host: PanelHost) -> Bool {
    let answer = real?.event38(host) ?? true
    return on38(host) && answer
  }
  package func event39(_ host: PanelHost) {
    real?.event39(host)
    on39(host)
  }
  package func event40(_ host: PanelHost) -> Bool {
    let answer = real?.event40(host) ?? true
    return on40(host) && answer
  }
}
