// Diagnostic: an event declaration that no initialiser accepts.
//
// Without this overload, a non-void event declared with `.init()` reports
// "no exact matches in call to initializer", and a signature with seven
// parameters or an `inout` one reports "requires the types '(Uploader, inout
// [String : String]) -> Void' and '() -> ()' be equivalent". This
// initialiser accepts every signature, so the compiler picks it only when the
// real ones fail (an unavailable declaration ranks below every available one).
//
// One message covers the three mistakes: an overload per case would need one
// per arity, flavour and effect (84 more initialisers for the rule-less case
// alone), and the compiler ranks this non-generic catch-all above generic
// ones, so the cases could not be told apart by overloads anyway.

extension Event {
  /// Rejects an event declaration whose signature no initialiser supports,
  /// with a message that names the usual mistakes. Never called.
  ///
  /// ```swift
  /// var count: Event<(Loader) -> Int> { .init() }  // error: … name how answers combine …
  /// var edit: Event<(Loader, inout String) -> Void> { .init() }  // error: … 'inout' …
  /// ```
  @available(
    *, unavailable,
    message:
      "no Event initialiser fits this signature: an event that returns a value must name how answers combine, such as '.init(.all)', '.init(.any)', '.init(.firstNonNil())' or '.init(.last(default: …))'; and an event takes at most six parameters (pack the others into a tuple), none of them 'inout' (not supported)"
  )
  public init(name: String = #function) {
    fatalError("unavailable")
  }
}
