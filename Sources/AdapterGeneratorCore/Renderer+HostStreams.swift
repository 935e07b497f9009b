// Streams and scoped real delegates on a host in a class hierarchy, in one
// line as `on(_:_:)`: `tableView.delegateEvents(\.didSelectRowAt) { … }` and
// `tableView.useRealDelegate(legacy)`, declared next to `on` in
// `extension HierarchicalDelegateHost where Self: Host`, so Swift ranks them
// by the class hierarchy as it ranks `on` (a table view's scroll events
// reach the table view's slot).
//
// The slot declares one `delegateEvents` per effect, isolation flavour and
// shape (32; `DelegateSlot+EventStreams.swift`). A host forwards only those
// its protocol's events can match: a UIKit protocol's events are all
// `@MainActor (…) -> R`, so a UIKit host gets three (a projection before
// or after the call, and the arguments), a WebKit host six (its
// completion-handler events are `async`): every host has the forms the
// streams article promises.
// Every forwarder is a generic function compiled into the adapter's module,
// so each form not written is machine code an app doesn't carry (issue 37,
// §4).

extension Renderer {
  /// An event's isolation prefix and effects, as `signature(_:)` writes them.
  struct StreamShape: Hashable, Comparable {
    let isolation: String
    let effects: String

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.isolation, lhs.effects) < (rhs.isolation, rhs.effects)
    }

    /// `@MainActor (repeat each A) async -> Answer`.
    var eventType: String {
      "\(isolation)(repeat each A)\(effects.isEmpty ? "" : " \(effects)") -> Answer"
    }

    var isMainActor: Bool { isolation.hasPrefix("@MainActor") }

    /// The first parameter of an after-the-call projection: the answer, or its `Result` for a throwing event.
    var answerParameter: String { effects.contains("throws") ? "Result<Answer, any Error>" : "Answer" }
  }

  /// The shapes of the events a host's slot serves: its protocol's and its parents'.
  var streamShapes: [StreamShape] {
    let methods = model.parents.flatMap(\.methods) + model.methods
    return Set(methods.map { StreamShape(isolation: eventIsolation($0), effects: $0.eventEffects) }).sorted()
  }

  private func eventIsolation(_ method: MethodModel) -> String {
    if model.isMainActor || (method.completion != nil && answersOnMainActor) { return "@MainActor " }
    return model.isSendable ? "@Sendable " : ""
  }

  /// `delegateEvents` forwarders to `slot` for `protocolType`'s events of each shape, and `useRealDelegate`.
  func hostStreamDeclarations(
    protocolType: String, shapes: [StreamShape], slot: String, isolated: String, access: String
  ) -> [String] {
    let indent = Self.indent
    let body = indent + indent
    let protocolName = protocolType.hasPrefix("any ") ? String(protocolType.dropFirst(4)) : protocolType
    let events = "KeyPath<\(library("DelegateEvents"))<\(protocolType)>, DelegateDSL.Event"
    func call(_ arguments: String) -> [String] { ["\(body)\(slot).\(arguments)"] }
    var lines: [String] = []
    func declare(
      _ comment: String, generics: String, parameters: [String], result: String, arguments: String,
      prelude: [String] = []
    ) {
      if !lines.isEmpty { lines.append("") }
      lines += Self.comment(comment, indent: indent)
      if !isolated.isEmpty { lines.append("\(indent)\(isolated.trimmingCharacters(in: .whitespaces))") }
      lines += Self.wrappedDeclaration(
        prefix: "\(indent)\(access)func delegateEvents<\(generics)>(", items: parameters,
        suffix: ") -> \(result) {", indent: indent)
      if prelude.isEmpty {
        lines += call("delegateEvents(\(arguments))")
      } else {
        lines += prelude.map { body + $0 } + ["\(body)return \(slot).delegateEvents(\(arguments))"]
      }
      lines.append("\(indent)}")
    }
    let argumentsComment = { (example: String) in
      "A stream of the arguments of each call of a `\(protocolName)` event's method, e.g."
        + " `for await \(example) in host.delegateEvents(\\.event) { … }`."
    }
    let options = "buffering: EventBuffering = .unbounded"
    for shape in shapes {
      let event = "_ event: \(events)<\(shape.eventType)>>"
      if shape.isMainActor {
        declare(
          "A stream of `projection`'s results, one per call of a `\(protocolName)` event's method, run on the main"
            + " actor before the real delegate and the handlers (`timing: .before`) or after them (`.after`), e.g."
            + " `for await row in host.delegateEvents(\\.event) { _, value in value } { … }`; on a subclass with an"
            + " adapter of its own, the subclass's entry point is chosen.",
          generics: "each A, Answer, Element: Sendable",
          parameters: [
            event, "timing: EventTiming = .before", options,
            "onMainActor projection: @escaping @MainActor (repeat each A) -> Element",
          ], result: "AsyncStream<Element>",
          arguments: "event, of: self, timing: timing, buffering: buffering, onMainActor: projection")
        declare(
          "A stream of `projection`'s results from the answer the host received and the arguments, one per call"
            + " of a `\(protocolName)` event's method, run on the main actor after the real delegate and the"
            + " handlers, e.g. `host.delegateEvents(\\.event, timing: .after) { answer, _ in answer }`.",
          generics: "each A, Answer, Element: Sendable",
          parameters: [
            event, "timing: AfterTheCall", options,
            "onMainActor projection: @escaping @MainActor (\(shape.answerParameter), repeat each A) -> Element",
          ], result: "AsyncStream<Element>",
          arguments: "event, of: self, timing: timing, buffering: buffering, onMainActor: projection")
        // The arguments-only form, as the other hosts have it. Not a form of the slot's own: its event type
        // would differ from the `@Sendable` form's only by the global actor, which Swift's redeclaration check
        // ignores. It is the projection form with a projection that returns the arguments, a generic local
        // function because Swift 6.3 can't build a closure with pack parameters.
        declare(
          argumentsComment("(view, value)"),
          generics: "each A: Sendable, Answer", parameters: [event, "timing: EventTiming = .before", options],
          result: "AsyncStream<(repeat each A)>",
          arguments: "event, of: self, timing: timing, buffering: buffering, onMainActor: arguments",
          prelude: [
            "func arguments<each Argument>(_ value: repeat each Argument) -> (repeat each Argument) {",
            "\(indent)(repeat each value)", "}",
          ])
        continue
      }
      let sendable = shape.isolation
      declare(
        "A stream of `projection`'s results, one per call of a `\(protocolName)` event's method, before the real"
          + " delegate and the handlers (`timing: .before`) or after them (`.after`), e.g."
          + " `for await value in host.delegateEvents(\\.event) { _, value in value } { … }`.",
        generics: "each A, Answer, Element: Sendable",
        parameters: [
          event, "timing: EventTiming = .before", options,
          "_ projection: @escaping \(sendable)(repeat each A) -> Element",
        ], result: "AsyncStream<Element>",
        arguments: "event, of: self, timing: timing, buffering: buffering, projection")
      declare(
        "A stream of `projection`'s results from the answer the host received and the arguments, one per call of"
          + " a `\(protocolName)` event's method, after the real delegate and the handlers, e.g."
          + " `host.delegateEvents(\\.event, timing: .after) { answer, _ in answer }`.",
        generics: "each A, Answer, Element: Sendable",
        parameters: [
          event, "timing: AfterTheCall", options,
          "_ projection: @escaping \(sendable)(\(shape.answerParameter), repeat each A) -> Element",
        ], result: "AsyncStream<Element>",
        arguments: "event, of: self, timing: timing, buffering: buffering, projection")
      declare(
        argumentsComment("(manager, value)"),
        generics: "each A: Sendable, Answer", parameters: [event, "timing: EventTiming = .before", options],
        result: "AsyncStream<(repeat each A)>", arguments: "event, of: self, timing: timing, buffering: buffering")
    }
    lines.append("")
    lines += Self.comment(
      "Makes `delegate` this host's real `\(protocolName)` until the returned scope is cancelled, which restores"
        + " the previous one, e.g. `let scope = host.useRealDelegate(legacy, retained: true)` (see"
        + " `RealDelegateScope`).", indent: indent)
    if !isolated.isEmpty { lines.append("\(indent)\(isolated.trimmingCharacters(in: .whitespaces))") }
    lines += Self.wrappedDeclaration(
      prefix: "\(indent)\(access)func useRealDelegate(",
      items: ["_ delegate: \(protocolType)", "retained: Bool = false"],
      suffix: ") -> \(library("RealDelegateScope"))<\(protocolType)> {", indent: indent)
    lines += call("useRealDelegate(delegate, retained: retained, on: self)") + ["\(indent)}"]
    return lines
  }
}
