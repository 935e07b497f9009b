// Programming errors the library cannot make safe, reported with a message
// that names the mistake instead of a stack overflow or a puzzling trap.
// Each runs in a child process (a Swift Testing exit test).
import DelegateDSL
import Foundation
import Testing

/// A real delegate wrapper, such as a host that forwards through a trampoline.
final class PingTrampoline: PingDelegate {
  let target: any PingDelegate
  init(_ target: any PingDelegate) { self.target = target }
  func didPing(_ host: PingHost) { target.didPing(host) }
  func shouldPing(_ host: PingHost, _ value: Int) -> Bool { target.shouldPing(host, value) }
}

/// A host whose getter does not return what was assigned: it wraps it.
final class TrampolineHost {
  private var trampoline: PingTrampoline?
  var delegate: (any PingDelegate)? {
    get { trampoline }
    set { trampoline = newValue.map(PingTrampoline.init) }
  }
}

extension TrampolineHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any PingDelegate> {
    DelegateSlot(\TrampolineHost.delegate, proxy: PingDelegateProxy.self)
  }
}

/// Not class-bound: a weak association of it cannot work.
struct NotAnObject {
  var value = 0
}

@Suite("Misbehaving hosts and keys: a clear message, not a crash elsewhere")
struct MisbehavingHostTests {
  /// S1: before, the second installation adopted the trampoline (which
  /// forwards to the proxy) as the real delegate, and the first call
  /// recursed until the stack overflowed.
  @Test func aHostWhoseGetterWrapsTheDelegateIsRefusedAtInstallation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let host = TrampolineHost()
      _ = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: host)
    }
    let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(message.contains("TrampolineHost's delegate property"))
    #expect(message.contains("does not return the proxy that was assigned to it"))
  }

  /// S3: a weak key whose value type is not class-bound traps on the first
  /// store, naming the key.
  @Test func aWeakKeyOfANonClassTypeNamesTheKey() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let key = AssociatedKey<NotAnObject>("settings", policy: .weak)
      key[NSObject()] = NotAnObject()
    }
    let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(message.contains(#"the value of AssociatedKey<NotAnObject>("settings", weak)"#))
    #expect(message.contains("not a class-bound type"))
  }
}
