// A Swift protocol with an optional method (the delegate publishes the
// methods it implements, and the event's `optional(_:implementedBy:)` reads
// them), forwarded with `sendIfImplemented`: the figures of issue 28 §4, the
// cost of consulting the event's implementation test on each dispatch.
import DelegateDSL

enum PagerMethod: Hashable {
  case titleFor
}

protocol PagerDelegate: AnyObject {
  var implementedMethods: Set<PagerMethod> { get }
  func pager(_ pager: Pager, titleFor page: Int) -> String?
}

extension PagerDelegate {
  var implementedMethods: Set<PagerMethod> { [] }
  func pager(_ pager: Pager, titleFor page: Int) -> String? { "default" }
}

final class Pager {
  weak var delegate: (any PagerDelegate)?
  var page = 3
  init() {}
  @inline(never) func title() -> Bool { delegate?.pager(self, titleFor: page) != nil }
}

/// A real delegate that implements the method.
final class TitlingPagerDelegate: PagerDelegate {
  let implementedMethods: Set<PagerMethod> = [.titleFor]
  init() {}
  func pager(_ pager: Pager, titleFor page: Int) -> String? { page > 1_000 ? "big" : nil }
}

extension DelegateEvents where Delegate == any PagerDelegate {
  var titleFor: Event<(Pager, Int) -> String?> {
    optional(.init(.firstNonNil())) { $0.implementedMethods.contains(.titleFor) }
  }
}

final class PagerDelegateProxy: DelegateProxy<any PagerDelegate>, PagerDelegate {
  static let titleFor = \Events.titleFor
  var implementedMethods: Set<PagerMethod> { handles(Self.titleFor) ? [.titleFor] : [] }
  func pager(_ p: Pager, titleFor page: Int) -> String? {
    sendIfImplemented(Self.titleFor, p, page) { $0.pager(p, titleFor: page) }
  }
}

extension Pager: DelegateHost {
  static var delegateSlot: DelegateSlot<any PagerDelegate> {
    DelegateSlot(\Pager.delegate, proxy: PagerDelegateProxy.self)
  }
}

/// Baseline B by hand: the real delegate when it implements the method, then a closure, first non-nil.
final class ForwardingPagerDelegate: PagerDelegate {
  weak var real: (any PagerDelegate)?
  var onTitle: ((Pager, Int) -> String?)?
  var implementedMethods: Set<PagerMethod> { [.titleFor] }
  init() {}
  func pager(_ pager: Pager, titleFor page: Int) -> String? {
    var answer: String?
    if let real, real.implementedMethods.contains(.titleFor) { answer = real.pager(pager, titleFor: page) }
    return answer ?? onTitle?(pager, page)
  }
}

/// The optional event with a real delegate that implements it and one handler, DSL and by hand.
func optionalPagerCases() -> [DispatchCase] {
  [
    DispatchCase(name: "B optional titleFor real+1 closure hand-written") {
      let real = TitlingPagerDelegate()
      let delegate = ForwardingPagerDelegate()
      delegate.real = real
      delegate.onTitle = { _, page in page > 2 ? "t" : nil }
      let pager = Pager()
      pager.delegate = delegate
      return { withExtendedLifetime((delegate, real)) { keep(pager.title()) } }
    },
    DispatchCase(name: "DSL optional titleFor real+1 handler") {
      let real = TitlingPagerDelegate()
      let pager = Pager()
      pager.delegate = real
      let subscription = Delegate(for: PagerDelegate.self) {
        On(\.titleFor) { _, page in page > 2 ? "t" : nil }
      }.install(on: pager)
      return { withExtendedLifetime((subscription, real)) { keep(pager.title()) } }
    },
  ]
}
