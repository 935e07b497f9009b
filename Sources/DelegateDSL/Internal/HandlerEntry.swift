// Internal: one `On` entry of a definition, with its signature erased.

/// A handler as recorded by a definition, before installation.
@usableFromInline
struct HandlerEntry {
  /// The event's key path; its value type fixes the handler's signature.
  let event: AnyKeyPath
  let eventName: String
  let ruleName: String?
  /// Creates the typed slot for `event` in a proxy's table.
  let makeSlot: () -> AnyEventSlot
  /// Appends the handler closure to a slot created by `makeSlot` (or by
  /// any declaration of the same event), under the given token. Built where
  /// the signature is statically known, so installing needs no dynamic cast.
  let append: (AnyEventSlot, UInt64) -> Void
}
