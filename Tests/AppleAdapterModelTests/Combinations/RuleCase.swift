// The combination tests' table rows (issue 47): for one answering method, a real delegate and a handler
// that both answer, chosen so that another rule (`all` for `any`, `lastNonNil` for `firstNonNil`, a vend
// made by two participants, a proposal not threaded, a family member not routed, a fallback replaced by a
// rule's constant) gives the host something else. Scripts/mutate-adapter-rules makes each of those other
// rules and checks that a row fails.

#if !canImport(ObjectiveC)
  import AppleModels
  import Foundation
  import Testing

  /// One method and the rule a row pins: what the host got, and what it must get.
  struct RuleCase: Sendable, CustomTestStringConvertible {
    let selector: String
    let pins: String
    let check: @MainActor @Sendable () async -> (got: String, want: String)

    init(
      _ selector: String, _ pins: String,
      _ check: @escaping @MainActor @Sendable () async -> (got: String, want: String)
    ) {
      self.selector = selector
      self.pins = pins
      self.check = check
    }

    var testDescription: String { "\(selector) (\(pins))" }

    /// Runs the row: one expectation, named by the method and the rule.
    func expectPinned() async {
      let (got, want) = await check()
      #expect(got == want, "\(selector): \(pins)")
    }
  }

  /// A row's outcome: what the host got and what it must get, described alike.
  func outcome<Value>(_ got: Value, _ want: Value) -> (got: String, want: String) {
    (String(describing: got), String(describing: want))
  }

  /// Which participant made the object the host got: "real", "handler", "nobody" or "another".
  func maker(_ got: AnyObject?, real: AnyObject, handler: AnyObject) -> String {
    guard let got else { return "nobody" }
    return got === real ? "real" : got === handler ? "handler" : "another"
  }

  /// A real delegate as an app writes it, for the rows: it implements the methods it has an answer for
  /// (`responds(to:)` says so, as the Objective-C runtime would), answers each with it, and records which
  /// it was asked, in order.
  class ScriptedDelegate: ObjectiveCResponding {
    private let answers: [Selector: Any?]
    private(set) var asked: [Selector] = []

    /// `answers`: each implemented method's answer (`nil` for an optional answer of nil).
    init(_ answers: [Selector: Any?]) { self.answers = answers }

    func responds(to selector: Selector) -> Bool { answers.keys.contains(selector) }

    /// The answer for `selector`.
    func reply<Answer>(_ selector: Selector) -> Answer {
      asked.append(selector)
      guard let answer = answers[selector] else { fatalError("\(selector) isn't scripted") }
      if let answer = answer as? Answer { return answer }
      if answer == nil, let none = (Answer.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Answer {
        return none
      }
      fatalError("\(selector) answers \(String(describing: answer)), not \(Answer.self)")
    }

    /// How many times `selector` was asked.
    func count(_ selector: Selector) -> Int { asked.filter { $0 == selector }.count }
  }
#endif
