// Method families: a newer protocol method that a host calls in place of an
// older one (`textFieldDidEndEditing(_:reason:)` for
// `textFieldDidEndEditing(_:)`, WebKit's policy decision with preferences
// for the one without) when the delegate claims the newer.
//
// A proxy claims every method someone answers, so without help a handler of
// the older method never runs once the newer is claimed, and a real
// delegate that implements only the older one is skipped. The newer event's
// declaration names the older (`replacing(_:with:)`): the proxy claims the
// newer method when anyone answers either (`respondsToSelector(named:)`),
// and its proxy method dispatches both (`send(_:replacing:…)`,
// `DelegateProxy+MethodFamilies.swift`): the real delegate's newer method,
// or its older one when it lacks the newer, then the older event's handlers
// (while the newer event has none, unless the family is void), then the
// newer event's, combined by the newer event's rule. A host that
// calls only the newer method while it is claimed thus reaches every
// participant exactly once. The older method keeps its own event, claimed
// as its own participants say, for hosts that call it directly (an older OS).

/// The older method of a family, as `respondsToSelector(named:)` needs it:
/// its table key, whether it is void, and its implementation test.
struct ReplacedEvent {
  let key: AnyKeyPath
  let isVoid: Bool
  let isImplemented: ((Any) -> Bool)?
}

extension DelegateEvents {
  /// Marks `event` as the newer method of a family, which the host calls
  /// instead of `older` when the delegate claims it: the proxy claims it
  /// when anyone answers either, and its method runs `older`'s participants
  /// too (see ``DelegateProxy/send(_:replacing:arguments:replacedArguments:fallback:forward:forwardReplaced:call:callReplaced:answering:replacedAnswer:)``).
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any FieldDelegate {
  ///   var didEnd: Event<(Field) -> Void> { optional(.init(), selector: "fieldDidEnd:") }
  ///   var didEndWithReason: Event<(Field, Int) -> Void> {
  ///     replacing(\.didEnd, with: optional(.init(), selector: "fieldDidEnd:reason:"))
  ///   }
  /// }
  /// ```
  public func replacing<Signature, Replaced>(
    _ older: KeyPath<DelegateEvents<Delegate>, Event<Replaced>>, with event: Event<Signature>
  ) -> Event<Signature> {
    let declaration = self[keyPath: older]
    var newer = event
    newer.replaced = ReplacedEvent(
      key: declaration.tableKey(declaredAt: older), isVoid: declaration.ruleName == nil,
      isImplemented: declaration.isImplemented)
    return newer
  }
}
