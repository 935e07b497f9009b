// The parameter forms an event cannot carry, each refused in one line: a
// proxy method must take the requirement's parameters exactly, and an event
// hands each argument to the real delegate and to every handler as one value.

/// A parameter form the generator refuses (`inout` has its own refusal).
enum ParameterForm: CaseIterable, Equatable {
  /// `Int...`: the proxy receives an array it cannot pass on as a list.
  case variadic
  /// `some Sequence<Int>`: an implicit generic parameter.
  case opaque
  /// `@autoclosure () -> T`: an unevaluated argument.
  case autoclosure
  /// `isolated A`: the method runs on the argument's actor.
  case isolated
  /// `borrowing`, `consuming`, `sending`: an ownership the event's value semantics drop.
  case ownership

  static let ownershipModifiers: Set<String> = ["borrowing", "consuming", "sending", "__owned", "__shared"]

  /// Whether `type` (as the declaration spells it; `words` its identifiers and attributes) has this form.
  func matches(_ type: String, words: [String]) -> Bool {
    switch self {
    case .variadic: return type.hasSuffix("...")
    case .opaque: return words.contains("some")
    case .autoclosure: return words.contains("@autoclosure")
    case .isolated: return words.first == "isolated"
    case .ownership: return words.first.map(Self.ownershipModifiers.contains) ?? false
    }
  }

  /// Why the form is refused, and what to declare instead, for `type`.
  func reason(_ type: String) -> String {
    switch self {
    case .variadic:
      return
        "an event passes each argument on as one value, so variadic parameters are not supported (take [\(type.dropLast(3))])"
    case .opaque:
      return "an event has one signature, so opaque parameter types are not supported (take any …)"
    case .autoclosure:
      return "handlers take evaluated arguments, so @autoclosure parameters are not supported"
    case .isolated:
      return
        "a proxy calls the real delegate and the handlers on the caller's isolation, so isolated parameters are not supported"
    case .ownership:
      return "events pass arguments by copy, so borrowing, consuming and sending parameters are not supported"
    }
  }
}
