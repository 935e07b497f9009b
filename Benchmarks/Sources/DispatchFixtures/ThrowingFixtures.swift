// A protocol with a throwing method, for the figures of the throwing dispatch
// core (`DelegateProxy+ThrowingDispatch.swift`): a real delegate and one
// handler, ANDed, nobody throwing; the DSL and a hand-written baseline B.
import DelegateDSL

struct VetoError: Error {}

protocol VetoDelegate: AnyObject {
  func shouldCommit(_ host: VetoHost, _ count: Int) throws -> Bool
}

final class VetoHost {
  weak var delegate: (any VetoDelegate)?
  var count = 1
  init() {}
  @inline(never) func commit() -> Bool { (try? delegate?.shouldCommit(self, count)) ?? false }
}

extension DelegateEvents where Delegate == any VetoDelegate {
  var shouldCommit: Event<(VetoHost, Int) throws -> Bool> { .init(.all) }
}

final class VetoDelegateProxy: DelegateProxy<any VetoDelegate>, VetoDelegate {
  static let shouldCommit = \Events.shouldCommit
  func shouldCommit(_ h: VetoHost, _ n: Int) throws -> Bool {
    try send(Self.shouldCommit, h, n) { try $0.shouldCommit(h, n) }
  }
}

extension VetoHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any VetoDelegate> {
    DelegateSlot(\VetoHost.delegate, proxy: VetoDelegateProxy.self)
  }
}

/// The real delegate: throws for a negative count.
final class RealVetoDelegate: VetoDelegate {
  init() {}
  func shouldCommit(_ host: VetoHost, _ count: Int) throws -> Bool {
    if count < 0 { throw VetoError() }
    return count < 1_000
  }
}

/// Baseline B, written by hand: the weak real delegate, then a closure, both
/// run even if the first throws, the first error rethrown, answers ANDed.
final class ForwardingVetoDelegate: VetoDelegate {
  weak var real: (any VetoDelegate)?
  var onCommit: ((VetoHost, Int) throws -> Bool)?
  init() {}
  func shouldCommit(_ host: VetoHost, _ count: Int) throws -> Bool {
    var firstError: (any Error)?
    var answer = true
    if let real {
      do { answer = try real.shouldCommit(host, count) } catch { firstError = error }
    }
    if let onCommit {
      do { answer = try onCommit(host, count) && answer } catch { firstError = firstError ?? error }
    }
    if let firstError { throw firstError }
    return answer
  }
}

/// The throwing core's path: a real delegate and one handler, nobody throws.
func throwingCases() -> [DispatchCase] {
  [
    DispatchCase(name: "B throwing bool real+1 closure hand-written") {
      let real = RealVetoDelegate()
      let delegate = ForwardingVetoDelegate()
      delegate.real = real
      delegate.onCommit = { _, count in count >= 0 }
      let host = VetoHost()
      host.delegate = delegate
      return { withExtendedLifetime((delegate, real)) { keep(host.commit()) } }
    },
    DispatchCase(name: "DSL throwing bool real+1 handler") {
      let real = RealVetoDelegate()
      let host = VetoHost()
      host.delegate = real
      let subscription = Delegate(for: VetoDelegate.self) {
        On(\.shouldCommit) { _, count in count >= 0 }
      }.install(on: host)
      return { withExtendedLifetime((subscription, real)) { keep(host.commit()) } }
    },
  ]
}
