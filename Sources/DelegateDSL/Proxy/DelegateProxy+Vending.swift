// Methods that vend an object: a cell, a header view, an overlay renderer,
// an annotation view, a transition animator. Asking every participant, as
// the other walks do, makes one object per participant and throws all but
// one away; for a collection view that is fatal ("the view returned from
// -collectionView:cellForItemAtIndexPath: was not retrieved by calling
// -dequeueReusableCellWithReuseIdentifier:forIndexPath:" is raised when a
// dequeued cell is not returned). So exactly one participant makes it: the
// walk goes from the last handler backwards and stops at the first that
// answers (non-`nil`), and the real delegate, which answers first
// elsewhere, is asked last, only when no handler answered. The winner is
// the one `CombineRule.lastNonNil()` would choose, without asking the
// others; a handler that returns `nil` ("not mine") is passed over.
//
// The walk takes the general path (a copy of the handlers from the
// snapshot), as the Foundation adapters' answers do: the fast path of the
// other events is untouched, and a vended object costs far more to make
// than the walk.

extension DelegateProxy {
  /// Dispatches a method that vends an object: the handlers from the last
  /// to the first, then the real delegate, until one answers with a value,
  /// which is returned; the others are not asked. `nil` when nobody
  /// answers: the proxy method then gives the host's own answer.
  ///
  /// Declare the event's answer optional, with ``CombineRule/lastNonNil()``
  /// (the rule that picks the same winner, named in descriptions).
  /// `forwardingIfImplemented` answers `nil` when the real delegate lacks
  /// the method. With no real delegate, the protocol's default
  /// implementation (``DelegateEvents/defaulted(_:by:)``) is asked in its
  /// place. The event's observers (streams) see the call and the object.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any ListDataSource {
  ///   var cellForRow: Event<(List, Int) -> Cell?> { required(.init(.lastNonNil()), selector: "list:cellForRow:") }
  /// }
  ///
  /// final class ListDataSourceProxy: DelegateProxy<any ListDataSource>, ListDataSource {
  ///   func list(_ list: List, cellForRow row: Int) -> Cell {
  ///     vend(
  ///       \.cellForRow, arguments: (list, row), forwardingIfImplemented: { $0.list(list, cellForRow: row) },
  ///       call: { $0(list, row) }) ?? list.emptyCell()
  ///   }
  /// }
  ///
  /// // Row 0's cell comes from the handler; the real data source makes the others, and is not asked for row 0.
  /// list.on(\.cellForRow) { list, row in row == 0 ? list.bannerCell() : nil }
  /// ```
  public final func vend<Signature, Arguments, Wrapped>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    arguments: Arguments,
    forwardingIfImplemented forward: (Delegate) -> Wrapped?,
    call: (Signature) -> Wrapped?
  ) -> Wrapped? {
    let (slot, handlers, real, observers) = snapshot(event) as (EventSlot<Signature, Wrapped?>, _, Delegate?, _)
    observers?.notifyBefore(arguments)
    let made = Self.firstMade(slot, handlers: handlers, real: real, forward: forward, call: call)
    observers?.notifyAfter(arguments, outcome: .success(made))
    return made
  }

  /// ``vend(_:arguments:forwardingIfImplemented:call:)`` for a method that
  /// must return an object (a required data-source method, a non-optional
  /// answer): when nobody answers, `fallback`, the host's own answer
  /// (evaluated only then).
  ///
  /// ```swift
  /// func list(_ list: List, cellForRow row: Int) -> Cell {
  ///   vend(
  ///     \.cellForRow, fallback: list.emptyCell(), arguments: (list, row),
  ///     forwardingIfImplemented: { $0.list(list, cellForRow: row) }, call: { $0(list, row) })
  /// }
  /// ```
  public final func vend<Signature, Arguments, Wrapped>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>,
    fallback: @autoclosure () -> Wrapped,
    arguments: Arguments,
    forwardingIfImplemented forward: (Delegate) -> Wrapped?,
    call: (Signature) -> Wrapped?
  ) -> Wrapped {
    vend(event, arguments: arguments, forwardingIfImplemented: forward, call: call) ?? fallback()
  }

  /// The walk of ``vend(_:arguments:forwardingIfImplemented:call:)``: the
  /// last handler that answers, else the real delegate (or, without one,
  /// the protocol's default implementation).
  private static func firstMade<Signature, Wrapped>(
    _ slot: EventSlot<Signature, Wrapped?>, handlers: ContiguousArray<Signature>, real: Delegate?,
    forward: (Delegate) -> Wrapped?, call: (Signature) -> Wrapped?
  ) -> Wrapped? {
    for handler in handlers.reversed() {
      if let made = call(handler) { return made }
    }
    return Self.firstParticipantAnswer(slot, real: real, forward: forward, call: call)
  }
}
