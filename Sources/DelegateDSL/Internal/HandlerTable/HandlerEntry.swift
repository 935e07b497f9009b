// Internal: one `On` entry of a definition, with its signature erased.
//
// An entry is a class so that a definition's `entries` array copies each
// entry with one retain, and so that the definition's `InstallPlan` can
// gather an event's entries into one `HandlerList` with one generic call per
// event: the entry, which knows `Signature`, downcasts its siblings to
// `TypedHandlerEntry<Signature>` and reads their handlers directly.

/// A handler as recorded by a definition, before installation.
@usableFromInline
class HandlerEntry {
  /// The event's table key (for an inherited event, the original
  /// declaration's key path); its value type fixes the handler's signature.
  let event: AnyKeyPath
  let eventName: String
  let ruleName: String?
  /// Creates the typed slot for `event` in a proxy's table.
  let makeSlot: () -> AnyEventSlot

  init(event: AnyKeyPath, eventName: String, ruleName: String?, makeSlot: @escaping () -> AnyEventSlot) {
    self.event = event
    self.eventName = eventName
    self.ruleName = ruleName
    self.makeSlot = makeSlot
  }

  /// The handlers of `group` (entries of this entry's event, this one
  /// first) as one immutable `HandlerList` of the event's signature, in
  /// order (see `InstallPlan`).
  func makeList(_ group: [HandlerEntry]) -> AnyObject { preconditionFailure("abstract") }
}

/// The entry of one handler of type `Signature`.
///
/// Soundness of the `unsafeDowncast` to this type in `SignatureSlot`: entries
/// are only created by `On.init`, with `Signature` the value type of the
/// event's key path; the slot an entry is appended to is the one keyed by that
/// key path, which was made by an `Event<Signature>` (see `EventSlot`).
///
/// The handler is stored as a one-element array, built once per definition,
/// so that a fresh slot receiving a single handler (the common case: one
/// handler per event) shares it instead of allocating at installation.
final class TypedHandlerEntry<Signature>: HandlerEntry {
  let handlers: ContiguousArray<Signature>

  init(_ handler: Signature, event: AnyKeyPath, declaration: Event<Signature>) {
    self.handlers = [handler]
    super.init(
      event: event, eventName: declaration.name, ruleName: declaration.ruleName, makeSlot: declaration.makeSlot)
  }

  override func makeList(_ group: [HandlerEntry]) -> AnyObject {
    // One handler: share this entry's array.
    guard group.count > 1 else { return HandlerList(handlers) }
    var all = ContiguousArray<Signature>()
    all.reserveCapacity(group.count)
    // Sound: every entry of `group` has this entry's event, hence its
    // `Signature` (see above).
    for entry in group { all.append(unsafeDowncast(entry, to: TypedHandlerEntry<Signature>.self).handlers[0]) }
    return HandlerList(all)
  }
}
