// A protocol of UIKit size (40 methods), to show that a dispatch costs the
// same whichever event it is: the 1st and the 40th must be within 5%.
import DelegateDSL

/// A delegate protocol with 40 void events.
protocol WideDelegate: AnyObject {
  func event1(_ host: WideHost)
  func event2(_ host: WideHost)
  func event3(_ host: WideHost)
  func event4(_ host: WideHost)
  func event5(_ host: WideHost)
  func event6(_ host: WideHost)
  func event7(_ host: WideHost)
  func event8(_ host: WideHost)
  func event9(_ host: WideHost)
  func event10(_ host: WideHost)
  func event11(_ host: WideHost)
  func event12(_ host: WideHost)
  func event13(_ host: WideHost)
  func event14(_ host: WideHost)
  func event15(_ host: WideHost)
  func event16(_ host: WideHost)
  func event17(_ host: WideHost)
  func event18(_ host: WideHost)
  func event19(_ host: WideHost)
  func event20(_ host: WideHost)
  func event21(_ host: WideHost)
  func event22(_ host: WideHost)
  func event23(_ host: WideHost)
  func event24(_ host: WideHost)
  func event25(_ host: WideHost)
  func event26(_ host: WideHost)
  func event27(_ host: WideHost)
  func event28(_ host: WideHost)
  func event29(_ host: WideHost)
  func event30(_ host: WideHost)
  func event31(_ host: WideHost)
  func event32(_ host: WideHost)
  func event33(_ host: WideHost)
  func event34(_ host: WideHost)
  func event35(_ host: WideHost)
  func event36(_ host: WideHost)
  func event37(_ host: WideHost)
  func event38(_ host: WideHost)
  func event39(_ host: WideHost)
  func event40(_ host: WideHost)
}

/// Calls its delegate's first or last event through `weak var delegate`.
final class WideHost {
  weak var delegate: (any WideDelegate)?
  init() {}
  @inline(never) func first() { delegate?.event1(self) }
  @inline(never) func last() { delegate?.event40(self) }
}

extension DelegateEvents where Delegate == any WideDelegate {
  var event1: Event<(WideHost) -> Void> { .init() }
  var event2: Event<(WideHost) -> Void> { .init() }
  var event3: Event<(WideHost) -> Void> { .init() }
  var event4: Event<(WideHost) -> Void> { .init() }
  var event5: Event<(WideHost) -> Void> { .init() }
  var event6: Event<(WideHost) -> Void> { .init() }
  var event7: Event<(WideHost) -> Void> { .init() }
  var event8: Event<(WideHost) -> Void> { .init() }
  var event9: Event<(WideHost) -> Void> { .init() }
  var event10: Event<(WideHost) -> Void> { .init() }
  var event11: Event<(WideHost) -> Void> { .init() }
  var event12: Event<(WideHost) -> Void> { .init() }
  var event13: Event<(WideHost) -> Void> { .init() }
  var event14: Event<(WideHost) -> Void> { .init() }
  var event15: Event<(WideHost) -> Void> { .init() }
  var event16: Event<(WideHost) -> Void> { .init() }
  var event17: Event<(WideHost) -> Void> { .init() }
  var event18: Event<(WideHost) -> Void> { .init() }
  var event19: Event<(WideHost) -> Void> { .init() }
  var event20: Event<(WideHost) -> Void> { .init() }
  var event21: Event<(WideHost) -> Void> { .init() }
  var event22: Event<(WideHost) -> Void> { .init() }
  var event23: Event<(WideHost) -> Void> { .init() }
  var event24: Event<(WideHost) -> Void> { .init() }
  var event25: Event<(WideHost) -> Void> { .init() }
  var event26: Event<(WideHost) -> Void> { .init() }
  var event27: Event<(WideHost) -> Void> { .init() }
  var event28: Event<(WideHost) -> Void> { .init() }
  var event29: Event<(WideHost) -> Void> { .init() }
  var event30: Event<(WideHost) -> Void> { .init() }
  var event31: Event<(WideHost) -> Void> { .init() }
  var event32: Event<(WideHost) -> Void> { .init() }
  var event33: Event<(WideHost) -> Void> { .init() }
  var event34: Event<(WideHost) -> Void> { .init() }
  var event35: Event<(WideHost) -> Void> { .init() }
  var event36: Event<(WideHost) -> Void> { .init() }
  var event37: Event<(WideHost) -> Void> { .init() }
  var event38: Event<(WideHost) -> Void> { .init() }
  var event39: Event<(WideHost) -> Void> { .init() }
  var event40: Event<(WideHost) -> Void> { .init() }
}

final class WideDelegateProxy: DelegateProxy<any WideDelegate>, WideDelegate {
  func event1(_ h: WideHost) { send(\.event1, h) { $0.event1(h) } }
  func event2(_ h: WideHost) { send(\.event2, h) { $0.event2(h) } }
  func event3(_ h: WideHost) { send(\.event3, h) { $0.event3(h) } }
  func event4(_ h: WideHost) { send(\.event4, h) { $0.event4(h) } }
  func event5(_ h: WideHost) { send(\.event5, h) { $0.event5(h) } }
  func event6(_ h: WideHost) { send(\.event6, h) { $0.event6(h) } }
  func event7(_ h: WideHost) { send(\.event7, h) { $0.event7(h) } }
  func event8(_ h: WideHost) { send(\.event8, h) { $0.event8(h) } }
  func event9(_ h: WideHost) { send(\.event9, h) { $0.event9(h) } }
  func event10(_ h: WideHost) { send(\.event10, h) { $0.event10(h) } }
  func event11(_ h: WideHost) { send(\.event11, h) { $0.event11(h) } }
  func event12(_ h: WideHost) { send(\.event12, h) { $0.event12(h) } }
  func event13(_ h: WideHost) { send(\.event13, h) { $0.event13(h) } }
  func event14(_ h: WideHost) { send(\.event14, h) { $0.event14(h) } }
  func event15(_ h: WideHost) { send(\.event15, h) { $0.event15(h) } }
  func event16(_ h: WideHost) { send(\.event16, h) { $0.event16(h) } }
  func event17(_ h: WideHost) { send(\.event17, h) { $0.event17(h) } }
  func event18(_ h: WideHost) { send(\.event18, h) { $0.event18(h) } }
  func event19(_ h: WideHost) { send(\.event19, h) { $0.event19(h) } }
  func event20(_ h: WideHost) { send(\.event20, h) { $0.event20(h) } }
  func event21(_ h: WideHost) { send(\.event21, h) { $0.event21(h) } }
  func event22(_ h: WideHost) { send(\.event22, h) { $0.event22(h) } }
  func event23(_ h: WideHost) { send(\.event23, h) { $0.event23(h) } }
  func event24(_ h: WideHost) { send(\.event24, h) { $0.event24(h) } }
  func event25(_ h: WideHost) { send(\.event25, h) { $0.event25(h) } }
  func event26(_ h: WideHost) { send(\.event26, h) { $0.event26(h) } }
  func event27(_ h: WideHost) { send(\.event27, h) { $0.event27(h) } }
  func event28(_ h: WideHost) { send(\.event28, h) { $0.event28(h) } }
  func event29(_ h: WideHost) { send(\.event29, h) { $0.event29(h) } }
  func event30(_ h: WideHost) { send(\.event30, h) { $0.event30(h) } }
  func event31(_ h: WideHost) { send(\.event31, h) { $0.event31(h) } }
  func event32(_ h: WideHost) { send(\.event32, h) { $0.event32(h) } }
  func event33(_ h: WideHost) { send(\.event33, h) { $0.event33(h) } }
  func event34(_ h: WideHost) { send(\.event34, h) { $0.event34(h) } }
  func event35(_ h: WideHost) { send(\.event35, h) { $0.event35(h) } }
  func event36(_ h: WideHost) { send(\.event36, h) { $0.event36(h) } }
  func event37(_ h: WideHost) { send(\.event37, h) { $0.event37(h) } }
  func event38(_ h: WideHost) { send(\.event38, h) { $0.event38(h) } }
  func event39(_ h: WideHost) { send(\.event39, h) { $0.event39(h) } }
  func event40(_ h: WideHost) { send(\.event40, h) { $0.event40(h) } }
}

extension WideHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any WideDelegate> {
    DelegateSlot(\WideHost.delegate, proxy: WideDelegateProxy.self)
  }
}

/// One handler on each of the 40 events, installed in declaration order (so a
/// scan would find the 40th event last).
func wideDefinition(_ counter: Counter) -> Delegate<any WideDelegate> {
  Delegate(for: WideDelegate.self) {
    On(\.event1) { _ in counter.value &+= 1 }
    On(\.event2) { _ in counter.value &+= 1 }
    On(\.event3) { _ in counter.value &+= 1 }
    On(\.event4) { _ in counter.value &+= 1 }
    On(\.event5) { _ in counter.value &+= 1 }
    On(\.event6) { _ in counter.value &+= 1 }
    On(\.event7) { _ in counter.value &+= 1 }
    On(\.event8) { _ in counter.value &+= 1 }
    On(\.event9) { _ in counter.value &+= 1 }
    On(\.event10) { _ in counter.value &+= 1 }
    On(\.event11) { _ in counter.value &+= 1 }
    On(\.event12) { _ in counter.value &+= 1 }
    On(\.event13) { _ in counter.value &+= 1 }
    On(\.event14) { _ in counter.value &+= 1 }
    On(\.event15) { _ in counter.value &+= 1 }
    On(\.event16) { _ in counter.value &+= 1 }
    On(\.event17) { _ in counter.value &+= 1 }
    On(\.event18) { _ in counter.value &+= 1 }
    On(\.event19) { _ in counter.value &+= 1 }
    On(\.event20) { _ in counter.value &+= 1 }
    On(\.event21) { _ in counter.value &+= 1 }
    On(\.event22) { _ in counter.value &+= 1 }
    On(\.event23) { _ in counter.value &+= 1 }
    On(\.event24) { _ in counter.value &+= 1 }
    On(\.event25) { _ in counter.value &+= 1 }
    On(\.event26) { _ in counter.value &+= 1 }
    On(\.event27) { _ in counter.value &+= 1 }
    On(\.event28) { _ in counter.value &+= 1 }
    On(\.event29) { _ in counter.value &+= 1 }
    On(\.event30) { _ in counter.value &+= 1 }
    On(\.event31) { _ in counter.value &+= 1 }
    On(\.event32) { _ in counter.value &+= 1 }
    On(\.event33) { _ in counter.value &+= 1 }
    On(\.event34) { _ in counter.value &+= 1 }
    On(\.event35) { _ in counter.value &+= 1 }
    On(\.event36) { _ in counter.value &+= 1 }
    On(\.event37) { _ in counter.value &+= 1 }
    On(\.event38) { _ in counter.value &+= 1 }
    On(\.event39) { _ in counter.value &+= 1 }
    On(\.event40) { _ in counter.value &+= 1 }
  }
}
