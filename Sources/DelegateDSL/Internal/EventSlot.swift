// Internal: the per-event row of a proxy's handler table.
//
// A proxy keeps one slot per event that has ever been installed or dispatched
// and never removes it, so a slot reference, once found, stays valid for the
// proxy's lifetime. All mutable state is read and written under the owning
// proxy's lock; dispatch copies `handlers` (a copy-on-write array) under the
// lock and calls the copy unlocked.

/// A type-erased event slot, so one table can hold events of every signature.
@usableFromInline
class AnyEventSlot {
  @usableFromInline
  let name: String

  /// The combine rule's name, or `nil` for a void event.
  let ruleName: String?

  init(name: String, ruleName: String?) {
    self.name = name
    self.ruleName = ruleName
  }

  /// The number of handlers currently registered.
  var handlerCount: Int { preconditionFailure("abstract") }

  /// Appends `handler`, which must be of the slot's `Signature`.
  func append(_ handler: Any, token: UInt64) { preconditionFailure("abstract") }

  /// Removes every handler registered under `token`.
  func removeHandlers(token: UInt64) { preconditionFailure("abstract") }
}

/// The typed slot for events whose handlers have type `Signature` and answer
/// `Answer`.
///
/// Soundness of the `unsafeDowncast` in `DelegateProxy`: a slot is only ever
/// created by `Event<Signature>.makeSlot`, whose initialisers fix `Answer` as
/// `Signature`'s result type. The table keys slots by the event's key path,
/// whose value type is `Event<Signature>`; equal key paths have equal value
/// types, so the slot found for a key path always has that `Signature` and
/// hence that `Answer`.
@usableFromInline
final class EventSlot<Signature, Answer>: AnyEventSlot {
  @usableFromInline
  let rule: CombineRule<Answer>

  @usableFromInline
  let isVoid: Bool

  /// The handlers in installation order, then declaration order.
  @usableFromInline
  var handlers: ContiguousArray<Signature> = []

  /// `tokens[i]` is the subscription token that installed `handlers[i]`.
  var tokens: ContiguousArray<UInt64> = []

  init(name: String, rule: CombineRule<Answer>, isVoid: Bool) {
    self.rule = rule
    self.isVoid = isVoid
    super.init(name: name, ruleName: isVoid ? nil : rule.name)
  }

  override var handlerCount: Int { handlers.count }

  override func append(_ handler: Any, token: UInt64) {
    // `On` stores a `Signature` for the key path this slot is keyed by.
    handlers.append(handler as! Signature)
    tokens.append(token)
  }

  override func removeHandlers(token: UInt64) {
    guard tokens.contains(token) else { return }
    var keptHandlers = ContiguousArray<Signature>()
    var keptTokens = ContiguousArray<UInt64>()
    for (handler, owner) in zip(handlers, tokens) where owner != token {
      keptHandlers.append(handler)
      keptTokens.append(owner)
    }
    handlers = keptHandlers
    tokens = keptTokens
  }
}
