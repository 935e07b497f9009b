// `CombineRule.lastNonNil()`: answers that may say "not mine".
//
// A handler often means to answer only some calls: the height of one
// section, the renderer of its own overlays, the cell of one row. Under
// `.last()` it must return something for every call, and that something
// replaces the real delegate's answer. Declaring the event's answer
// optional over the method's own (`CGFloat?` for a `CGFloat` height) with
// this rule lets `nil` mean "no answer from me": the last participant that
// answers with a value wins (a handler over the real delegate, which
// answers first), and when none does the proxy method gives the host's own
// answer (its fallback: `tableView.rowHeight`). The same rule serves the
// methods that vend an object (`DelegateProxy+Vending.swift`), where only
// the participant that wins is asked at all.

extension CombineRule {
  /// The last non-`nil` answer wins: `nil` means "no answer from me", so a
  /// handler can answer only the calls it means to, and leave the others to
  /// the real delegate (which answers first) or to the host's own answer.
  /// `nil` when nobody answers with a value.
  ///
  /// Declare the event's answer optional even when the method's is not, and
  /// give the host's own answer in the proxy method when the combined one is
  /// `nil`:
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableDelegate {
  ///   // `nil`: not this handler's row.
  ///   var heightForRow: Event<(Table, Int) -> Double?> { .init(.lastNonNil()) }
  /// }
  ///
  /// final class TableDelegateProxy: DelegateProxy<any TableDelegate>, TableDelegate {
  ///   func table(_ table: Table, heightForRow row: Int) -> Double {
  ///     send(\.heightForRow, table, row) { $0.table(table, heightForRow: row) } ?? table.rowHeight
  ///   }
  /// }
  ///
  /// table.on(\.heightForRow) { _, row in row == 0 ? 88 : nil }  // row 0 only
  /// ```
  @inlinable
  public static func lastNonNil<Wrapped>() -> Self where Answer == Wrapped? {
    // `@inlinable`, as `firstNonNil()`: the fold is then specialised for the
    // answer's type where the event is declared.
    Self(name: "lastNonNil", defaultAnswer: nil, shape: .custom) { sofar, next in next ?? sofar }
  }
}
