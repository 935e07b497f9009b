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

  /// Makes room for `count` more handlers.
  func reserve(_ count: Int) { preconditionFailure("abstract") }

  /// Removes every handler registered under `token`.
  func removeHandlers(token: UInt64) { preconditionFailure("abstract") }
}

/// The handler storage of every slot whose handlers have type `Signature`.
/// Separate from ``EventSlot`` so that code that knows only the signature
/// (an `On` entry) can append without knowing the answer type.
@usableFromInline
class SignatureSlot<Signature>: AnyEventSlot {
  /// The handlers in installation order, then declaration order.
  @usableFromInline
  final var handlers: ContiguousArray<Signature> = []

  /// `tokens[i]` is the subscription token that installed `handlers[i]`.
  final var tokens: ContiguousArray<UInt64> = []

  final func append(_ handler: Signature, token: UInt64) {
    handlers.append(handler)
    tokens.append(token)
  }

  override final var handlerCount: Int { handlers.count }

  override final func reserve(_ count: Int) {
    handlers.reserveCapacity(handlers.count + count)
    tokens.reserveCapacity(tokens.count + count)
  }

  override final func removeHandlers(token: UInt64) {
    guard tokens.contains(token) else { return }
    if tokens.allSatisfy({ $0 == token }) {
      handlers = []
      tokens = []
      return
    }
    var index = tokens.count - 1
    while index >= 0 {
      if tokens[index] == token {
        handlers.remove(at: index)
        tokens.remove(at: index)
      }
      index -= 1
    }
  }
}

/// The typed slot for events whose handlers have type `Signature` and answer
/// `Answer`.
///
/// Soundness of the `unsafeDowncast`s in `DelegateProxy` and `On`: a slot is
/// only ever created by `Event<Signature>.makeSlot`, whose initialisers fix
/// `Answer` as `Signature`'s result type. The table keys slots by the event's
/// key path (or, for an inherited event, by the original declaration's key
/// path, whose event has the same `Signature`); equal key paths have equal
/// value types, so the slot found for a key path always has that `Signature`
/// and hence that `Answer`.
@usableFromInline
final class EventSlot<Signature, Answer>: SignatureSlot<Signature> {
  @usableFromInline
  let rule: CombineRule<Answer>

  init(name: String, rule: CombineRule<Answer>, isVoid: Bool) {
    self.rule = rule
    super.init(name: name, ruleName: isVoid ? nil : rule.name)
  }
}
