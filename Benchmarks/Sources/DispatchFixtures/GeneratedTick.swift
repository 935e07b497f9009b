// The benchmarks' protocol and host again, with an adapter written by
// delegate-adapter-generator (GeneratedTickDelegate+DelegateDSL.swift) rather
// than by hand: the "GEN" cases measure what a user of the generator gets.
// Regenerate (from this directory):
//   swiftc -emit-module -module-name DispatchFixtures -swift-version 6 GeneratedTick.swift \
//     -o /tmp/gt/DispatchFixtures.swiftmodule -emit-symbol-graph -emit-symbol-graph-dir /tmp/gt \
//     -symbol-graph-minimum-access-level internal
//   delegate-adapter-generator --symbol-graph /tmp/gt/DispatchFixtures.symbols.json \
//     --protocol GeneratedTickDelegate --host GeneratedTickHost --output GeneratedTickDelegate+DelegateDSL.swift

/// `TickDelegate`'s void and Bool requirements, for a generated adapter.
protocol GeneratedTickDelegate: AnyObject {
  /// The void event.
  func didTick(_ host: GeneratedTickHost)
  /// The Bool event, answers ANDed.
  func shouldTick(_ host: GeneratedTickHost, _ value: Int) -> Bool
}

/// The host calls its delegate through `weak var delegate`, as `TickHost` does.
final class GeneratedTickHost {
  /// The delegate property the generated slot serves.
  weak var delegate: (any GeneratedTickDelegate)?
  var value = 0

  init() {}

  @inline(never) func tick() { delegate?.didTick(self) }
  @inline(never) func shouldTick() -> Bool { delegate?.shouldTick(self, value) ?? true }
}

/// The real delegate in the "GEN" comparisons, doing `RealDelegate`'s work.
final class GeneratedTickRealDelegate: GeneratedTickDelegate {
  var count = 0
  init() {}
  func didTick(_ host: GeneratedTickHost) { count &+= 1 }
  func shouldTick(_ host: GeneratedTickHost, _ value: Int) -> Bool {
    count &+= 1
    return value >= 0
  }
}
