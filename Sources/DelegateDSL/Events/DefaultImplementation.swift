// A protocol's default implementations (methods given a body in a protocol
// extension), kept in a proxy's walk.
//
// A proxy implements every requirement, so a default in a protocol extension
// never runs through it. Without a real delegate that would change what the
// host gets as soon as anything is installed: a default `isValidStatusCode`
// that says `false` for 500 would be replaced by the rule's answer for "nobody
// answered". An event can therefore name the default: when the proxy has no
// real delegate, the default answers in its place, first, as a real delegate
// that conforms without overriding would. A real delegate answers through the
// default by itself, since it conforms.
//
// The default is the weakest participant: it stands in where no one else
// answers. Under a rule where an earlier answer outranks a later one
// (`.firstNonNil()`, `.first(default:)`), the default, called first, would
// otherwise outrank every handler: Kingfisher's `imageDownloader(_:didDownload:
// with:)` passes the data through, and a handler that transformed it was
// never heard. Its answer is therefore kept and folded after the handlers'
// (`CombineShape.foldsStandInLast`): a handler that answers is heard, one that
// answers `nil` (under `.firstNonNil()`) leaves the default's answer. Under
// `.last(default:)` a handler already follows the default, and `.all` and
// `.any` don't depend on the order; a custom rule's fold may, and it keeps
// the walk's order (the default first, in the real delegate's place). The
// default is still *called* first, before the handlers, as a real delegate is.
//
// Cost: the default is stored in the event's slot, and the dispatch snapshot
// sends an event that names one to a walk of its own from a cold branch,
// lock-free (`DelegateProxy.walkStandingIn`, inlined there for a non-void
// event, out of line for a void one). Events without a default test the one
// flag they tested before and do exactly the work they did before; reaching
// the default from the fast path itself cost them ~86 instructions, measured.
// The walk reads the default in place: 368 instructions for a `Bool` event
// with a default and one handler, no real delegate (997 before: a copy of the
// default through an unspecialised `Optional.map`, an exclusivity check, the
// handlers retained around an out-of-line call), against 287 by hand.

extension DelegateEvents {
  /// Marks `event` as a method with a default implementation: when the proxy
  /// has no real delegate, `implementation` is called in the real delegate's
  /// place, before the handlers, and its answer takes the real delegate's
  /// part in the combined answer.
  ///
  /// Call the protocol extension's method on a value that conforms to the
  /// protocol without overriding it (a private final class, for a
  /// class-bound protocol), made in the closure's capture list: the
  /// declaration is evaluated once per definition (or per proxy, for an
  /// event it learns), not on each dispatch, while a stand-in made in the
  /// closure's body is allocated on every call the optimizer can't see
  /// through.
  ///
  /// ```swift
  /// private final class DownloaderDefaults: DownloaderDelegate {}
  ///
  /// extension DelegateEvents where Delegate == any DownloaderDelegate {
  ///   var isValidStatusCode: Event<(Int) -> Bool> {
  ///     defaulted(.init(.all)) { [defaults = DownloaderDefaults()] code in defaults.isValidStatusCode(code) }
  ///   }
  /// }
  /// ```
  ///
  /// A `@Sendable` event's closure needs a `Sendable` stand-in; a main-actor
  /// protocol's stand-in needs a `nonisolated init() {}`.
  ///
  /// The default is the weakest participant: it stands only where no
  /// handler answers. Under ``CombineRule/firstNonNil()`` and
  /// ``CombineRule/first(default:)`` its answer is folded after the
  /// handlers' (it is still called first), so a handler that answers is
  /// heard, and one that answers `nil` under `.firstNonNil()` leaves the
  /// default's answer; under ``CombineRule/last(default:)`` a handler's
  /// answer wins anyway, and ``CombineRule/all`` and ``CombineRule/any``
  /// don't depend on the order. A custom rule folds it first.
  ///
  /// ```swift
  /// // didDownload: defaulted(.init(.firstNonNil())) { … } passes the data through
  /// downloader.on(\.didDownload) { data in data + [9] }
  /// downloader.delegate?.didDownload(Data([1]))  // Data([1, 9])
  /// ```
  ///
  /// A real delegate, when there is one, answers as it always does: through
  /// the default, unless it overrides it.
  public func defaulted<Signature>(_ event: Event<Signature>, by implementation: Signature) -> Event<Signature> {
    Event(event, defaultImplementation: implementation)
  }
}
