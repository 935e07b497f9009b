// Real delegates as an app writes them, for the models: each says which
// optional methods it implements (what the Objective-C runtime would answer
// from its methods) and records what it was asked, in order.

#if !canImport(ObjectiveC)
  import AppleModels
  import Foundation

  /// What a real delegate heard, in order.
  @MainActor final class Heard {
    private(set) var calls: [String] = []
    func append(_ call: String) { calls.append(call) }
  }

  /// A base for hand-written delegates: `responds(to:)` from the list of implemented selectors.
  class ModelDelegate: ObjectiveCResponding {
    let implemented: Set<Selector>
    init(implementing implemented: Set<Selector>) { self.implemented = implemented }
    func responds(to selector: Selector) -> Bool { implemented.contains(selector) }
  }
#endif
