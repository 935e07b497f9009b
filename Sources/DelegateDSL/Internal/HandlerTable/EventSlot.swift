// Internal: the per-event row of a proxy's handler table.
//
// A proxy keeps one slot per event that has ever been installed or dispatched
// and never removes it, so a slot reference, once found, stays valid for the
// proxy's lifetime. All mutable state is read and written under the owning
// proxy's lock. Dispatch reads none of it: it reads the slot's immutable
// `HandlerList` from the proxy's published `DispatchSnapshot`, without a lock.

/// A type-erased event slot, so one table can hold events of every signature.
@usableFromInline
class AnyEventSlot {
  @usableFromInline
  let name: String

  /// The combine rule's name, or `nil` for a void event.
  let ruleName: String?

  /// The protocol's default implementation of the event's method, a
  /// `StandIn<Signature>`, called in the real delegate's place when there is
  /// none (see ``DelegateEvents/defaulted(_:by:)``), on dispatch's slow path;
  /// `nil` for most events. Type-erased, not a `Signature?`: that field
  /// would make every slot copy (unspecialised code) look up
  /// `Optional<Signature>`'s metadata.
  ///
  /// Set once, by the initialiser's caller, before any proxy can publish the
  /// slot, and never changed: dispatch reads it without a lock, and
  /// `@exclusivity(unchecked)` drops a dynamic check no access can fail (a
  /// cost of every default's dispatch).
  @usableFromInline @exclusivity(unchecked)
  final var standIn: AnyObject?

  /// For a method the real delegate may not implement, the event's test
  /// of whether a real delegate does (see
  /// ``DelegateEvents/optional(_:implementedBy:)`` and `ImplementationTest`);
  /// `nil` when every real delegate does. Set once, when the slot is made
  /// and before any proxy can publish it, and never changed, as `standIn`:
  /// dispatch reads it without a lock.
  @usableFromInline @exclusivity(unchecked)
  final var implementationTest: AnyImplementationTest?

  init(name: String, ruleName: String?) {
    self.name = name
    self.ruleName = ruleName
  }

  /// Whether `real` implements the event's method, by the event's test
  /// (every real delegate does when it declares none).
  @inlinable @inline(__always)
  final func isImplemented<Delegate>(by real: Delegate) -> Bool {
    guard let implementationTest else { return true }
    return implementationTest.passes(real)
  }

  /// The number of handlers currently registered.
  var handlerCount: Int { preconditionFailure("abstract") }

  /// The handlers as an immutable `HandlerList<Signature>`, for a snapshot.
  var handlerList: AnyObject { preconditionFailure("abstract") }

  /// Whether the event has observers (event streams).
  var isObserved: Bool { false }

  /// Whether the observers alone make the event handled (see
  /// `DelegateProxy.handles`): only for a void event, since a stream can't
  /// answer a call.
  final var observersMakeItHandled: Bool { ruleName == nil && isObserved }

  /// Whether the event names a default implementation whose answer folds
  /// after the handlers' (see `CombineShape.foldsStandInLast`).
  var foldsStandInLast: Bool { false }

  /// Whether the event's method changes what the host does by its presence
  /// alone (see ``DelegateEvents/presenceChangesHost(_:)``). Set once, when
  /// the slot is made, as `implementationTest`; read under the proxy's lock.
  var presenceChangesHost: Bool {
    get { false }
    set { preconditionFailure("abstract") }
  }

  /// Whether the proxy stops claiming the event at once when its last
  /// handler or observer goes: a method that answers, or one whose presence
  /// changes the host. Any other (void) event keeps its claim until the
  /// library next writes the host's property anyway
  /// (`DelegateProxy+Claims.swift`).
  final var withdrawsClaimAtOnce: Bool { ruleName != nil || presenceChangesHost }

  /// A new slot for the same event, with no handler and no observer.
  /// Installation makes each proxy's slot from its definition's prototype
  /// (see `InstallPlan`): through the prototype's own class, so no generic
  /// metadata is looked up.
  func emptyCopy() -> AnyEventSlot { preconditionFailure("abstract") }

  /// Appends, under `token`, the `count` handlers of `list`, a
  /// `HandlerList` of this slot's signature (an `InstallPlan`'s).
  func append(_ list: AnyObject, count: Int, token: UInt64) {
    preconditionFailure("abstract")
  }

  /// Removes every handler registered under `token`, moving them into
  /// `releases` (a handler's captures may have a `deinit`; see `Lock.swift`).
  func removeHandlers(token: UInt64, into releases: inout DeferredReleases) { preconditionFailure("abstract") }

  /// Removes every handler, moving them into `releases`.
  func removeAllHandlers(into releases: inout DeferredReleases) { preconditionFailure("abstract") }

  /// Removes the observers registered under `token` (moving them into
  /// `releases`); returns whether there were any.
  func removeObservers(token: UInt64, into releases: inout DeferredReleases) -> Bool { false }

  /// Removes every observer, moving them into `releases`.
  func removeAllObservers(into releases: inout DeferredReleases) {}
}

/// A slot's handlers at one moment, immutable, as a `DispatchSnapshot`
/// holds them: dispatch reads `handlers` in place, without retaining.
@usableFromInline
final class HandlerList<Signature> {
  @usableFromInline
  let handlers: ContiguousArray<Signature>

  /// Each handler's synchronous form (a `SynchronousHandler`, or `nil` for
  /// a handler that has none), or `nil` when no handler has one: the
  /// handlers of a completion-handler event written without `await` (see
  /// `SynchronousHandler`). Every other list has none, and pays a word.
  @usableFromInline
  let synchronous: ContiguousArray<AnyObject?>?

  init(_ handlers: ContiguousArray<Signature>, synchronous: ContiguousArray<AnyObject?>? = nil) {
    self.handlers = handlers
    self.synchronous = synchronous
  }
}

/// The handlers one installation added to a slot: `count` consecutive
/// handlers, all under `token`.
struct TokenRun {
  let token: UInt64
  let count: Int
}

/// The handler storage of every slot whose handlers have type `Signature`.
/// Separate from ``EventSlot`` so that code that knows only the signature
/// (a `TypedHandlerEntry`) is enough to append.
///
/// Installation appends one installation's handlers for this event in one
/// batch, and tokens increase with every installation, so each installation
/// owns one contiguous run of `handlers`: `firstRun` and `laterRuns` list
/// them in order, and their counts add up to `handlers.count`.
@usableFromInline
class SignatureSlot<Signature>: AnyEventSlot {
  // `@exclusivity(unchecked)`: every access is made with the owning proxy's
  // lock held (see the file comment), which already serialises them; the
  // dynamic checks cost more than a batch append itself.

  /// The handlers in installation order, then declaration order.
  @usableFromInline @exclusivity(unchecked)
  final var handlers: ContiguousArray<Signature> = []

  /// The first installation's run of `handlers` (a slot usually has one,
  /// kept inline so that it allocates nothing)…
  @exclusivity(unchecked)
  final var firstRun: TokenRun?

  /// …and the later installations' runs, in order.
  @exclusivity(unchecked)
  final var laterRuns: ContiguousArray<TokenRun> = []

  /// `HandlerList<Signature>` itself, taken from a list of this signature
  /// (the first one appended) or from the prototype, so that making a list
  /// in this class's unspecialised code doesn't look the class's generic
  /// metadata up. `nil` until the slot has seen a list.
  @exclusivity(unchecked)
  final var listType: HandlerList<Signature>.Type?

  /// The handlers' synchronous forms, as ``HandlerList/synchronous``:
  /// `nil` unless a handler has one.
  @exclusivity(unchecked)
  final var synchronous: ContiguousArray<AnyObject?>?

  /// A list of `handlers` (and `synchronous`), made through ``listType``
  /// when it is known.
  private func makeList(
    _ handlers: ContiguousArray<Signature>, _ synchronous: ContiguousArray<AnyObject?>?
  ) -> HandlerList<Signature> {
    if let listType { return listType.init(handlers, synchronous: synchronous) }
    return HandlerList(handlers, synchronous: synchronous)
  }

  /// `first`'s forms then `second`'s, a missing array standing for
  /// `count` handlers without one. Concrete types: no metadata is looked up.
  private static func joinedForms(
    _ first: ContiguousArray<AnyObject?>?, _ firstRange: Range<Int>,
    _ second: ContiguousArray<AnyObject?>?, _ secondRange: Range<Int>
  ) -> ContiguousArray<AnyObject?>? {
    guard first != nil || second != nil else { return nil }
    var forms = ContiguousArray<AnyObject?>()
    forms.reserveCapacity(firstRange.count + secondRange.count)
    for index in firstRange { forms.append(first?[index] ?? nil) }
    for index in secondRange { forms.append(second?[index] ?? nil) }
    return forms.contains { $0 != nil } ? forms : nil
  }

  /// `handlers` as last published, or `nil` once they have changed. The
  /// proxy's current snapshot holds this list (every snapshot is built from
  /// these), or an `InstallPlan` does, so clearing it never releases the
  /// last reference.
  @exclusivity(unchecked)
  final var published: HandlerList<Signature>?

  /// The default implementation `standIn` holds, unretained, if any: the
  /// slot keeps it for its whole life (`standIn` never changes once the
  /// slot is shared). Read by dispatch in place, with no copy of the
  /// closure, so nothing is retained and no metadata looked up.
  @inlinable
  final var standInReference: Unmanaged<StandIn<Signature>>? {
    guard let standIn else { return nil }
    // Sound: `Event.init(_:defaultImplementation:)` stores a `StandIn` of the event's `Signature`.
    return Unmanaged.passUnretained(unsafeDowncast(standIn, to: StandIn<Signature>.self))
  }

  /// The default implementation `standIn` holds, if any.
  @usableFromInline
  final var standInImplementation: Signature? {
    // Sound: `Event.init(_:defaultImplementation:)` stores a `StandIn` of the event's `Signature`.
    standIn.map { unsafeDowncast($0, to: StandIn<Signature>.self).implementation }
  }

  override final var handlerCount: Int { handlers.count }

  override final var handlerList: AnyObject {
    if let published { return published }
    let list = makeList(handlers, synchronous)
    published = list
    return list
  }

  override final func append(_ list: AnyObject, count: Int, token: UInt64) {
    // Sound: see `InstallPlan` and `TypedHandlerEntry`; the plan's list for
    // this slot's event has this slot's signature.
    let list = unsafeDowncast(list, to: HandlerList<Signature>.self)
    if listType == nil { listType = type(of: list) }
    // `count`, not `isEmpty`: the latter is a generic collection call
    // here, which looks `ContiguousArray<Signature>`'s metadata up.
    if handlers.count == 0 {
      // The common case: share the plan's list, which is what the next
      // snapshot publishes. (An empty array holds no handler: replacing it
      // releases nothing that could run a `deinit`.)
      handlers = list.handlers
      synchronous = list.synchronous
      published = list
    } else {
      // Not `append(contentsOf:)`: it is generic over its sequence, and
      // looked that sequence's metadata up here. (The old array's release
      // leaves every handler alive: the new one holds them.)
      let added = list.handlers
      if synchronous != nil || list.synchronous != nil {
        synchronous = Self.joinedForms(synchronous, 0..<handlers.count, list.synchronous, 0..<added.count)
      }
      handlers = Self.joined(handlers, 0..<handlers.count, added, 0..<added.count)
      published = nil
    }
    let run = TokenRun(token: token, count: count)
    if firstRun == nil { firstRun = run } else { laterRuns.append(run) }
  }

  override final func removeHandlers(token: UInt64, into releases: inout DeferredReleases) {
    guard let first = firstRun else { return }
    if first.token == token {
      guard !laterRuns.isEmpty else { return removeAllHandlers(into: &releases) }
      removeRun(0..<first.count, into: &releases)
      firstRun = laterRuns.removeFirst()
      return
    }
    var start = first.count
    for index in laterRuns.indices {
      let run = laterRuns[index]
      if run.token == token {
        removeRun(start..<(start + run.count), into: &releases)
        laterRuns.remove(at: index)
        return
      }
      start += run.count
    }
  }

  /// Removes the handlers in `range`, moving them into `releases`.
  private func removeRun(_ range: Range<Int>, into releases: inout DeferredReleases) {
    // The others are copied into a new array and the old one goes to
    // `releases` whole, so nothing dies here. One element at a time, with
    // no slice: `ArraySlice<Signature>` and `removeSubrange`'s collection
    // argument were generic metadata looked up on every cancellation.
    let old = handlers
    let oldForms = synchronous
    handlers = Self.joined(old, 0..<range.lowerBound, old, range.upperBound..<old.count)
    if oldForms != nil {
      synchronous = Self.joinedForms(oldForms, 0..<range.lowerBound, oldForms, range.upperBound..<old.count)
    }
    releases.keep(makeList(old, oldForms))
    published = nil
  }

  /// A new array of `first[firstRange]` then `second[secondRange]`, each
  /// part copied in one bulk copy (this class's code is unspecialised: an
  /// element-by-element `append` was a generic call per handler).
  private static func joined(
    _ first: ContiguousArray<Signature>, _ firstRange: Range<Int>,
    _ second: ContiguousArray<Signature>, _ secondRange: Range<Int>
  ) -> ContiguousArray<Signature> {
    ContiguousArray(unsafeUninitializedCapacity: firstRange.count + secondRange.count) { buffer, initialized in
      guard let target = buffer.baseAddress else { return }
      first.withUnsafeBufferPointer { source in
        guard let base = source.baseAddress, !firstRange.isEmpty else { return }
        target.initialize(from: base + firstRange.lowerBound, count: firstRange.count)
      }
      second.withUnsafeBufferPointer { source in
        guard let base = source.baseAddress, !secondRange.isEmpty else { return }
        (target + firstRange.count).initialize(from: base + secondRange.lowerBound, count: secondRange.count)
      }
      initialized = firstRange.count + secondRange.count
    }
  }

  override final func removeAllHandlers(into releases: inout DeferredReleases) {
    // Move the array out (no element is released) and leave an empty one.
    // Kept as the published list when there is one: an object, which the
    // bag keeps without allocating.
    if let published {
      releases.keep(published)
    } else {
      releases.keep(makeList(handlers, synchronous))
    }
    handlers = []
    synchronous = nil
    firstRun = nil
    laterRuns = []
    published = nil
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
  // The rule's parts, stored apart rather than as a `CombineRule<Answer>`:
  // copying or destroying a field of that type in this class's unspecialised
  // code (every proxy copies its slots from a prototype, and destroys them)
  // looks its generic metadata up, while a field of type `Answer` finds
  // `Answer` in the class's own metadata.

  /// Makes the rule's answer when nobody answered, or `nil` when the rule
  /// has none (`CombineRule.last()`): dispatch evaluates it only then (see
  /// `DelegateProxy+NoParticipant.swift`). A closure of fixed layout, so
  /// copying it needs no metadata, as the fold.
  @usableFromInline
  let answerWhenNobodyAnswers: (() -> Answer)?

  /// The rule's fold.
  @usableFromInline
  let fold: (Answer, Answer) -> Answer

  /// Which built-in rule the fold is.
  @usableFromInline
  let shape: CombineShape

  /// See `presenceChangesHost`: beside `shape`, in the padding before the
  /// next word, so that it costs a slot nothing.
  final var changesHostByPresence = false

  override var presenceChangesHost: Bool {
    get { changesHostByPresence }
    set { changesHostByPresence = newValue }
  }

  /// The rule's `folded(result, next)`, from the slot's own fields.
  ///
  /// A custom rule's closure is called out of line (`foldingByClosure`):
  /// inline, its loads were hoisted out of dispatch's handler loop for
  /// every rule, and spilled.
  @inlinable @inline(__always)
  func folded(_ result: Answer, _ next: Answer) -> Answer {
    shape.fold(result, next) { self.foldingByClosure($0, $1) }
  }

  /// Folds `next` into the answer so far, which `next` becomes when there
  /// is none yet: the step of every walk that keeps its combined answer as
  /// an optional (see `DelegateProxy.answerWhenNobodyAnswered`).
  @inlinable @inline(__always)
  func accumulate(_ next: Answer, into combined: inout Answer?) {
    if let sofar = combined { combined = folded(sofar, next) } else { combined = next }
  }

  /// `fold`, called in place (no copy of the closure, so no retain).
  @inlinable @inline(never)
  final func foldingByClosure(_ result: Answer, _ next: Answer) -> Answer {
    fold(result, next)
  }

  /// The event's observers (event streams), or `nil`. Guarded by the owning
  /// proxy's lock; replaced as a whole, never mutated.
  @usableFromInline @exclusivity(unchecked)
  final var observers: EventObservers<Signature, Answer>?

  init(name: String, rule: CombineRule<Answer>, isVoid: Bool) {
    answerWhenNobodyAnswers = rule.answerWhenNobodyAnswers
    fold = rule.fold
    shape = rule.shape
    super.init(name: name, ruleName: isVoid ? nil : rule.name)
  }

  /// A slot for the same event as `prototype`.
  init(copying prototype: EventSlot) {
    answerWhenNobodyAnswers = prototype.answerWhenNobodyAnswers
    fold = prototype.fold
    shape = prototype.shape
    super.init(name: prototype.name, ruleName: prototype.ruleName)
    standIn = prototype.standIn
    implementationTest = prototype.implementationTest
    listType = prototype.listType
    changesHostByPresence = prototype.changesHostByPresence
  }

  override func emptyCopy() -> AnyEventSlot {
    // `type(of: self)`: the class is final, so this is the metadata of
    // `EventSlot<Signature, Answer>`, read from the object.
    type(of: self).init(copying: self)
  }

  override var isObserved: Bool { observers != nil }

  override var foldsStandInLast: Bool { standIn != nil && shape.foldsStandInLast }

  /// Adds an observer under `token`.
  func addObserver(
    _ observer: EventObserver<Signature, Answer>, after isAfter: Bool, into releases: inout DeferredReleases
  ) {
    releases.keep(observers)
    observers = (observers ?? EventObservers(before: [], after: [])).adding(observer, after: isAfter)
  }

  override func removeObservers(token: UInt64, into releases: inout DeferredReleases) -> Bool {
    guard let current = observers, current.contains(token: token) else { return false }
    releases.keep(current)
    observers = current.removing(token: token)
    return true
  }

  override func removeAllObservers(into releases: inout DeferredReleases) {
    releases.keep(observers)
    observers = nil
  }
}

/// A default implementation, boxed so that a slot holds it as an object
/// (see `AnyEventSlot.standIn`).
@usableFromInline
final class StandIn<Signature> {
  @usableFromInline
  let implementation: Signature

  init(_ implementation: Signature) { self.implementation = implementation }
}
