// Diagnostic: a combine rule for another answer type.
//
// `.firstNonNil()` and `.lastNonNil()` exist only where `Answer` is Optional, and `.all` and
// `.any` only where it is `Bool`. Used on another event, the compiler reports
// "missing argument label 'inheriting:'" and "generic parameter 'Parent'
// could not be inferred". These unconstrained twins match any answer type, so
// the compiler picks one only when the real rule does not fit and reports what
// the rule needs.

extension CombineRule {
  /// Rejects `.firstNonNil()` on an event whose answer is not Optional.
  /// Never called.
  ///
  /// ```swift
  /// var ok: Event<(Loader) -> Bool> { .init(.firstNonNil()) }  // error: '.firstNonNil()' needs an Optional answer …
  /// ```
  @available(
    *, unavailable,
    message:
      "'.firstNonNil()' combines Optional answers, but this event's answer is not Optional: make the event's result Optional, or use '.first(default:)', '.last(default:)' or '.reduce'"
  )
  public static func firstNonNil() -> Self {
    fatalError("unavailable")
  }

  /// Rejects `.lastNonNil()` on an event whose answer is not Optional.
  /// Never called.
  ///
  /// ```swift
  /// var height: Event<(Table, Int) -> Double> { .init(.lastNonNil()) }  // error: '.lastNonNil()' needs an Optional answer …
  /// ```
  @available(
    *, unavailable,
    message:
      "'.lastNonNil()' lets a handler answer nil ('not mine'), but this event's answer is not Optional: declare it Optional (Double?) and give the host's own answer in the proxy method ('partialAnswer(_:fallback:…)'), or use '.last(default:)'"
  )
  public static func lastNonNil() -> Self {
    fatalError("unavailable")
  }

  /// Rejects `.all` on an event whose answer is not `Bool`. Never called.
  ///
  /// ```swift
  /// var count: Event<(Loader) -> Int> { .init(.all) }  // error: '.all' ANDs Bool answers …
  /// ```
  @available(
    *, unavailable,
    message:
      "'.all' ANDs Bool answers, but this event's answer is not Bool: use '.first(default:)', '.last(default:)', '.firstNonNil()' or '.reduce'"
  )
  public static var all: Self {
    fatalError("unavailable")
  }

  /// Rejects `.any` on an event whose answer is not `Bool`. Never called.
  ///
  /// ```swift
  /// var count: Event<(Loader) -> Int> { .init(.any) }  // error: '.any' ORs Bool answers …
  /// ```
  @available(
    *, unavailable,
    message:
      "'.any' ORs Bool answers, but this event's answer is not Bool: use '.first(default:)', '.last(default:)', '.firstNonNil()' or '.reduce'"
  )
  public static var any: Self {
    fatalError("unavailable")
  }
}
