#if canImport(ObjectiveC)
  // `Selector`, for the Apple shell's overrides (see `DelegateProxy+ObjectiveC.swift`).
  import ObjectiveC
#endif

/// The object that stands in as a host's delegate: it forwards every call to
/// the real delegate first, then runs the installed handlers in order, and
/// combines non-void answers by the event's ``CombineRule``.
///
/// Support a protocol by subclassing it once, with each event's key path in
/// a `static let` and one forwarding line per protocol method (a key-path
/// literal in the call, `send(\.didStartLoad, …)`, would be instantiated by
/// the runtime on every call):
///
/// ```swift
/// final class WebLoaderDelegateProxy: DelegateProxy<any WebLoaderDelegate>, WebLoaderDelegate {
///   static let didStartLoad = \Events.didStartLoad
///   static let shouldStart = \Events.shouldStart
///
///   func didStartLoad(_ loader: WebLoader) {
///     send(Self.didStartLoad, loader) { $0.didStartLoad(loader) }
///   }
///   func shouldStart(_ loader: WebLoader, request: Request) -> Bool {
///     send(Self.shouldStart, loader, request) { $0.shouldStart(loader, request: request) }
///   }
/// }
/// ```
///
/// You never create proxies yourself: ``Delegate/install(on:file:line:)`` creates one per
/// host and delegate slot, lazily, and keeps it alive as long as the host.
///
/// ## Threading
/// A proxy is safe to use from any thread. Installation, cancellation and
/// real-delegate assignments are serialised by a lock that is never held
/// while a handler or the real delegate runs; a dispatch takes no lock at
/// all. Handlers run on the thread that called the delegate method, exactly
/// as a hand-written delegate would. A dispatch works on a snapshot taken when
/// it starts: handlers installed or cancelled by a running handler take effect
/// from the next call, and a cancelled handler's captures are released once
/// no dispatch that started before the cancellation is still running.
///
/// ## The real delegate
/// The real delegate is held weakly, or strongly for a slot declared
/// `holding: .strong` (see ``DelegateOwnership``). Once it is deallocated it
/// is skipped, never dereferenced. Assigning a value that would make the proxy reach
/// itself through a chain of real delegates (the proxy itself, or another
/// proxy whose real delegate is this one) is ignored, so forwarding can never
/// recurse forever.
///
/// Internally every stored property is either immutable, read and written
/// only while `lock` is held, or (the published dispatch snapshot) atomic,
/// and nothing is released while a lock is held. The class is not declared `Sendable` so that subclasses
/// need not restate it; a subclass whose protocol demands `Sendable` (such as
/// `URLSessionDelegate` on Linux) may declare `@unchecked Sendable` on the
/// strength of this paragraph, provided its own stored properties are
/// immutable and its events have `@Sendable` or `@MainActor` signatures, so
/// that every handler it may call from another thread is safe to call there
/// (see <doc:ThreadingModel>).
open class DelegateProxy<Delegate>: DelegateProxyBase {
  /// The protocol's events, for the key paths a proxy keeps in a
  /// `static let` per event and passes to `send`.
  ///
  /// A key-path literal written in the call, `send(\.didStartLoad, …)`, is
  /// instantiated by the runtime on every call: a lookup, a retain and a
  /// release, about 80 instructions per dispatch. A `static let` is made
  /// once:
  ///
  /// ```swift
  /// final class WebLoaderDelegateProxy: DelegateProxy<any WebLoaderDelegate>, WebLoaderDelegate {
  ///   static let didStartLoad = \Events.didStartLoad
  ///
  ///   func didStartLoad(_ loader: WebLoader) {
  ///     send(Self.didStartLoad, loader) { $0.didStartLoad(loader) }
  ///   }
  /// }
  /// ```
  public typealias Events = DelegateEvents<Delegate>

  /// The proxy's lock, whose word lives in `publication` (one allocation
  /// for both; see `LockFreePublication`). Computed, not stored: the
  /// publication's address gives it, and a stored copy cost every proxy 24
  /// bytes (issue 36).
  @usableFromInline
  final var lock: Lock { publication.lock }

  // Stored properties are `final` so other modules' inlined `send` code reads
  // them directly instead of through class accessors, and
  // `@exclusivity(unchecked)` because `lock` already serialises every access
  // (dynamic exclusivity checks cost about a tenth of a dispatch). Dispatch
  // itself reads only `publication` (see `DispatchSnapshot`).

  /// Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked)
  final var table = HandlerTable()

  /// The adopted real delegate, held weakly: written, under `lock`, only
  /// until the proxy's first publication, which freezes it (`realIsFrozen`);
  /// never written again while the proxy lives. Until then it is the real
  /// delegate; after, the real delegate is this one while the published
  /// snapshot says so (`DispatchSnapshot.defersToAdopted`, which a shared
  /// snapshot does), and the snapshot's own copy otherwise (see
  /// `currentReal`). Dispatch reads it, without the lock, only through a
  /// snapshot that defers to it, hence only after the freeze (see
  /// `DispatchSnapshot.swift` for why that is sound).
  ///
  /// Code reads its two parts in place (`DispatchSnapshot.real(as:of:)`): copying the
  /// whole struct would copy the `weak` reference, a side-table retain and
  /// release. A whole copy is taken only where a weak copy is wanted (a new
  /// snapshot), because it hands over the reference without a strong load.
  /// Its type is erased, as in the snapshot (dispatch reassembles the
  /// `Delegate`): copying it into a snapshot and destroying it with the
  /// proxy are then concrete code, with no generic metadata lookup.
  @usableFromInline @exclusivity(unchecked)
  final var real = WeakReference<AnyObject>()

  /// The real delegate's object again, strongly, when the slot holds its
  /// delegate strongly (``DelegateOwnership/strong``), so that it lives as
  /// long as it did in the host; `nil` otherwise. Dispatch never reads it:
  /// `real` stays valid while this keeps the object alive. Guarded by `lock`.
  final var strongReal: AnyObject?

  /// The scoped real delegates in force, oldest first (see
  /// `RealDelegateScope`). Guarded by `lock`.
  final var realDelegateScopes: ContiguousArray<ScopedRealDelegate> = []

  /// The host and slot this proxy serves, recorded once the host is seen to
  /// cache what its delegate handles (``hostCachesAtAssignment``): so that a
  /// change of ``realDelegate`` can re-assign the proxy to the host's
  /// property (see ``handles(_:)``). Written under `lock` and the host's
  /// `Proxies.lock`; read under either.
  final var site: ProxySite<Delegate>?

  /// Whether the host caches what its delegate implements when it is
  /// assigned: the proxy class says so (``hostCachesAnswers``, set by `init`
  /// before the proxy is shared), or the host asked ``handles(_:)`` while
  /// the library was assigning the proxy to it. Only such a host is given
  /// the proxy again when the real delegate changes (see
  /// ``replaceRealDelegate(with:)``): any other gains nothing from it, and a
  /// host called from other threads would find `nil` between the two
  /// writes. Otherwise written only by ``handles(_:)`` during one of the
  /// library's writes of the host's property, so under both `lock` and the
  /// host's `Proxies.lock`; read under either.
  final var hostCachesAtAssignment = false

  /// Whether installation has written the proxy into its host's property
  /// (so that finding something else there later means the property was
  /// assigned directly; see `ReplacedProxy`). Guarded by the host's
  /// `Proxies.lock`: only installation writes it, only installation and
  /// cancellation read it.
  final var wasWritten = false

  // (Declared beside the other one-byte fields, so that they share a word.)

  /// How the real delegate is held, from the slot the proxy serves. Guarded
  /// by `lock`.
  final var ownership = DelegateOwnership.weak

  /// Whether the real delegate changed since the last snapshot, before the
  /// freeze (after it, a change publishes at once: see `assignReal`).
  /// Guarded by `lock`. (Beside the other one-byte fields: alone after
  /// `publication` it took a word of its own.)
  final var realNeedsPublishing = false

  /// Whether `real` is frozen: set by the proxy's first publication (see
  /// `publishIfNeeded`), after which `real` is never written. Guarded by
  /// `lock`.
  final var realIsFrozen = false

  /// Whether the host assigned its own property since the library's last
  /// write (a ``ProxyableDelegate`` routed a new real delegate to the
  /// proxy), so that its observers may have read the claims again, unseen:
  /// ``claimsReadAtAssignment`` is then no record of what the host holds,
  /// and the next change of a claim writes (see `DelegateProxy+Claims.swift`).
  /// Guarded by `lock`.
  final var claimsRecordIsStale = false

  /// Whether a new real delegate arrived during one of the library's own
  /// writes of the host's property (a handler the host's setter called
  /// assigned it): the write, once done, writes again if the host would now
  /// read something else (see `ProxyRegistry.reassign(_:keeping:)`). Guarded
  /// by the host's `Proxies.lock`, which the writing thread holds.
  final var reassignsAfterWrite = false

  /// Whether ``site`` is recorded. Call with `lock` or the host's
  /// `Proxies.lock` held.
  var isSettled: Bool { site != nil }

  /// What dispatch reads: an immutable snapshot of `table` and `real`,
  /// republished after every change (see `DispatchSnapshot`). Read without
  /// a lock; written with `lock` held.
  /// Its lock is `lock` (the proxy publishes with `lock` held).
  @usableFromInline
  final let publication: LockFreePublication

  /// Whether a real delegate was assigned (it may have died since). Call
  /// with `lock` held. The bits are zero exactly for `nil` (see
  /// `WeakReference`), and every change stores a reference whose bits say
  /// whether it had a value, or the empty one once a dispatch found it
  /// dead: a flag beside them would repeat them.
  final var hasRealDelegate: Bool { currentRealBits.0 != 0 }

  /// The published snapshot, for a writer (`lock` held).
  final var currentSnapshot: DispatchSnapshot {
    unsafeDowncast(publication.currentForWriter.takeUnretainedValue(), to: DispatchSnapshot.self)
  }

  /// Runs `body` with the published snapshot, unretained (the
  /// publication keeps it). Call with `lock` held.
  final func withCurrentSnapshot<Result>(_ body: (DispatchSnapshot) -> Result) -> Result {
    // Sound: a proxy's publication only ever holds `DispatchSnapshot`s.
    Unmanaged<DispatchSnapshot>.fromOpaque(publication.currentForWriter.toOpaque())
      ._withUnsafeGuaranteedRef(body)
  }

  /// Whether the real delegate is `real`, the adopted one: before the
  /// freeze, or while the published snapshot defers to it. Call with `lock`
  /// held.
  final var realIsAdopted: Bool { !realIsFrozen || withCurrentSnapshot { $0.defersToAdopted } }

  /// The real delegate, as a weak copy (no strong load, so nothing can be
  /// released: see `Lock.swift`): `real` while it is the adopted one,
  /// otherwise the published snapshot's own copy (see `DispatchSnapshot`).
  /// Call with `lock` held.
  final var currentReal: WeakReference<AnyObject> {
    realIsAdopted ? real : withCurrentSnapshot { $0.real }
  }

  /// The real delegate's object, strongly, or `nil`. Call with `lock` held;
  /// the caller must release the result after unlocking. A weak load in
  /// place (no copy of the weak reference).
  @usableFromInline
  final var currentRealObject: AnyObject? {
    guard realIsFrozen else { return real.object }
    return withCurrentSnapshot { $0.defersToAdopted ? real.object : $0.ownRealObject }
  }

  /// The real delegate's bits (see `WeakReference`). Call with `lock` held.
  @usableFromInline
  final var currentRealBits: WeakReference<AnyObject>.Bits {
    guard realIsFrozen else { return real.bits }
    return withCurrentSnapshot { $0.defersToAdopted ? real.bits : $0.real.bits }
  }

  /// What the host read from the proxy during the library's last write of
  /// its property (see `DelegateProxy+Claims.swift`). Guarded by the host's
  /// `Proxies.lock`: it is written only on the writing thread, during one of
  /// the library's writes (which hold that lock), and read only by
  /// installation and cancellation, which hold it too.
  final var claimsReadAtAssignment: ContiguousArray<ClaimQuery> = []

  /// Publishes a new snapshot if the table or the real delegate changed.
  /// Call with `lock` held, and `publication.reclaim()` after unlocking.
  ///
  /// A table whose last installation was just removed publishes no index
  /// (see `HandlerTable.publishedIndexIsPartial`): the proxy is usually
  /// about to be discarded, and a full snapshot would build a list for
  /// every slot only to say that it has no handler.
  ///
  /// The first publication freezes `real` (see `DispatchSnapshot`): from
  /// then on a shared snapshot (the plan's, `adoptedEmpty`) may defer to
  /// it, and it is never written again. A shared snapshot is published as
  /// it is while the real delegate is the adopted one (or none, and the
  /// adopted one is none); otherwise the new snapshot carries the current
  /// snapshot's copy, as every snapshot did before.
  final func publishIfNeeded() {
    guard table.needsPublishing || realNeedsPublishing else { return }
    // The current snapshot stays referenced by the publication (retired),
    // so letting go of this reference releases nothing.
    let current = currentSnapshot
    let adopted =
      !realIsFrozen || current.defersToAdopted || (current.real.bits.0 == 0 && real.bits.0 == 0)
    realIsFrozen = true
    if table.needsPublishing {
      if let plan = table.onlyPlan {
        // The table is the plan: share the plan's snapshot (retired later
        // like any other).
        let shared = plan.snapshot.unsafelyUnwrapped
        publish(adopted ? shared : DispatchSnapshot(sharingTableOf: shared, real: current.real))
        table.publishedIndexIsPartial = false
      } else if table.activeTokens.isEmpty && !table.needsFullIndex {
        publish(
          adopted
            ? .adoptedEmpty
            : current.real.bits.0 == 0 ? .empty : DispatchSnapshot(sharingTableOf: .empty, real: current.real))
        table.publishedIndexIsPartial = true
      } else {
        publish(DispatchSnapshot(table, real: adopted ? real : current.real))
        table.publishedIndexIsPartial = false
      }
    } else {
      // Only the real delegate changed, before the freeze: nothing was
      // published yet but the snapshot every proxy starts with, `empty`.
      publish(
        current === DispatchSnapshot.empty ? .adoptedEmpty : DispatchSnapshot(sharingTableOf: current, real: real))
    }
    table.needsPublishing = false
    table.needsFullIndex = false
    realNeedsPublishing = false
  }

  /// Publishes `snapshot`. The shared empty snapshots are never retired: no
  /// reader's section can outlive them.
  final func publish(_ snapshot: DispatchSnapshot) {
    publication.publish(snapshot, permanent: DispatchSnapshot.empty, DispatchSnapshot.adoptedEmpty)
  }

  /// Makes `reference` the real delegate. Before the freeze it is stored in
  /// `real`, for `publishIfNeeded`; after, a snapshot that carries it is
  /// published at once (`real` is frozen), or, when it is the adopted
  /// delegate again (alive), the table's shared snapshot that defers to it.
  /// Call with `lock` held, inside `changingTable`; what it loads strongly
  /// goes into `releases`.
  final func assignReal(_ reference: WeakReference<AnyObject>, keeping releases: inout DeferredReleases) {
    guard realIsFrozen else {
      real = reference
      realNeedsPublishing = true
      return
    }
    let current = currentSnapshot
    if reference.bits.0 != 0 && reference.bits == real.bits {
      let adopted = real.object
      let assigned = reference.object
      releases.keep(adopted)
      releases.keep(assigned)
      if adopted != nil && adopted === assigned {
        if current.defersToAdopted { return }
        let table = current.tableOwner
        if table.defersToAdopted {
          publish(table)
          return
        }
      }
    }
    publish(DispatchSnapshot(sharingTableOf: current, real: reference))
  }

  /// Publishes, for a dispatch that found `snapshot` deferring to the
  /// adopted real delegate and asked an implementation test, a snapshot
  /// that carries a copy of it and answer bytes, with the answer learned
  /// (`isImplemented` for `ordinal`; see `ImplementationAnswers.swift`),
  /// unless another change came first.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @usableFromInline
  final func publishAnswers(replacing snapshot: DispatchSnapshot, learned ordinal: UInt16, _ isImplemented: Bool) {
    changingTable { _ in
      let current = currentSnapshot
      guard current === snapshot, current.defersToAdopted, real.bits.0 != 0 else { return }
      // The same index, so the same ordinals.
      let answering = DispatchSnapshot(sharingTableOf: current, real: real)
      if let answers = answering.implementationAnswers {
        ImplementationAnswers(answers).learn(ordinal, isImplemented)
      }
      publish(answering)
    }
  }

  /// Runs `body` with `lock` held and publishes what it changed; after
  /// unlocking, releases what `body` kept and the snapshots that no
  /// dispatch can still be reading. Every change to the table goes through
  /// here (or does the same by hand).
  final func changingTable<Result>(_ body: (inout DeferredReleases) throws -> Result) rethrows -> Result {
    var releases = DeferredReleases()
    defer { releases.releaseNow() }
    return try changingTable(keeping: &releases, body)
  }

  /// ``changingTable(_:)`` for a caller that holds other locks: what `body`
  /// keeps, and the reclamation of retired snapshots, go into the caller's
  /// `releases`, released after its own unlock.
  final func changingTable<Result>(
    keeping releases: inout DeferredReleases, _ body: (inout DeferredReleases) throws -> Result
  ) rethrows -> Result {
    try lock.withLock {
      defer {
        publishIfNeeded()
        // Reclaiming waits for the unlock, and only when something waits
        // for it (a first installation retires nothing).
        if publication.hasRetiredObjects { releases.reclaim(publication) }
      }
      return try body(&releases)
    }
  }

  /// The real delegate, strongly, or `nil`. Call with `lock` held; the
  /// caller must release the result after unlocking (see `Lock.swift`).
  @inlinable
  final var realUnderLock: Delegate? {
    WeakReference<Delegate>.value(object: currentRealObject, bits: currentRealBits)
  }

  /// Creates an empty proxy. Installation creates proxies; subclasses must
  /// keep this initializer available.
  ///
  /// ```swift
  /// let proxy = WebLoaderDelegateProxy()  // usually done by `install(on:)`
  /// ```
  public required override init() {
    let publication = LockFreePublication.make(DispatchSnapshot.empty)
    self.publication = publication
    super.init()
    // User code (an override), run before the proxy is shared and with no
    // lock held: installation creates proxies before taking its locks.
    hostCachesAtAssignment = type(of: self).hostCachesAnswers
  }

  /// The protocol's events that have an Objective-C selector, inherited
  /// ones included: the events this proxy answers `responds(to:)` for on
  /// Apple platforms (see ``respondsToSelector(named:)``). Empty by default.
  ///
  /// Each event's declaration names its selector
  /// (``DelegateEvents/optional(_:selector:)``,
  /// ``DelegateEvents/required(_:selector:)``); events whose declaration
  /// names none are ignored. The library reads this once per proxy class,
  /// the first time the class is asked, and caches the selectors.
  ///
  /// ```swift
  /// final class ZoomDelegateProxy: DelegateProxy<any ZoomDelegate>, ZoomDelegate {
  ///   override class var selectorEvents: [PartialKeyPath<Events>] { [\.didZoom, \.shouldZoom] }
  ///   …
  /// }
  /// ```
  open class var selectorEvents: [PartialKeyPath<DelegateEvents<Delegate>>] { [] }

  /// Whether the hosts this proxy serves read what it implements once, when
  /// it is assigned, and cache it, as UIKit's views read `responds(to:)`
  /// in `setDelegate:`. Such a host is given the proxy again (`nil`, then
  /// the proxy) whenever what the proxy answers changes, including a new
  /// ``realDelegate``. Read once per proxy, when it is created.
  ///
  /// The default is `true` on Apple platforms for a proxy class that lists
  /// ``selectorEvents`` (every Objective-C host may cache), `false`
  /// otherwise; hosts that ask ``handles(_:)`` while the proxy is being
  /// assigned are found to cache anyway. Override it for a host that caches
  /// through another query.
  ///
  /// ```swift
  /// final class CachedZoomDelegateProxy: DelegateProxy<any ZoomDelegate>, ZoomDelegate {
  ///   override class var hostCachesAnswers: Bool { true }
  ///   …
  /// }
  /// ```
  open class var hostCachesAnswers: Bool {
    #if canImport(ObjectiveC)
      !selectorTable.entries.isEmpty
    #else
      false
    #endif
  }

  /// The delegate that receives every call before the handlers, held weakly,
  /// or strongly for a slot declared with `holding: .strong` (see
  /// ``DelegateOwnership``).
  ///
  /// Installation adopts the host's current delegate. Set this property to
  /// change it while handlers are installed; assigning the host's delegate
  /// property directly would replace the proxy instead (see ``ProxyableDelegate``
  /// for hosts you own). Assignments that would form a forwarding cycle are
  /// ignored.
  ///
  /// ```swift
  /// subscription.proxy?.realDelegate = newController
  /// ```
  public var realDelegate: Delegate? {
    get {
      // Not `withLock`: a generic call with an `Optional<Delegate>` result
      // would look that type's metadata up on every read.
      lock.lock()
      let object = currentRealObject
      let bits = currentRealBits
      lock.unlock()
      return WeakReference<Delegate>.value(object: object, bits: bits)
    }
    set { _ = replaceRealDelegate(with: newValue) }
  }

  /// Replaces the real delegate, and reports whether the assignment was
  /// accepted. It is refused when `newValue` is this proxy, or a proxy whose
  /// chain of real delegates leads back to this one.
  ///
  /// ```swift
  /// let accepted = proxy.replaceRealDelegate(with: proxy as? any WebLoaderDelegate)
  /// // accepted == false
  /// ```
  ///
  /// A host that caches which methods its delegate implements when it is
  /// assigned (it asked ``handles(_:)`` while the library assigned the
  /// proxy) is given the proxy again when the real delegate changes to
  /// another object, so that it asks the proxy again. Other hosts are not
  /// written to.
  @discardableResult
  public func replaceRealDelegate(with newValue: Delegate?) -> Bool {
    replaceRealDelegate(with: newValue, reassigning: true)
  }

  /// ``replaceRealDelegate(with:)``, re-assigning the proxy to its host when
  /// `reassigning` and the real delegate changed. ``ProxyableDelegate`` does
  /// not: it runs inside the host's own setter, whose observers see the
  /// change anyway.
  final func replaceRealDelegate(with newValue: Delegate?, reassigning: Bool) -> Bool {
    var releases = DeferredReleases()
    defer { releases.releaseNow() }
    let before = lock.withLock { currentRealBits.0 }
    guard replaceRealDelegate(with: newValue, keeping: &releases) else { return false }
    // After every library lock is released (the host's setter is foreign
    // code); an assignment of the same object changes nothing the host
    // could cache. Without `reassigning`, the host's own setter is running,
    // and its observers may read the claims again where the library doesn't
    // see it: the record of what the host read is stale from now on.
    let changed = lock.withLock {
      let changed = hostCachesAtAssignment && currentRealBits.0 != before
      if changed && !reassigning { claimsRecordIsStale = true }
      return changed
    }
    if reassigning, changed { ProxyRegistry.reassign(self, keeping: &releases) }
    return true
  }

  /// ``replaceRealDelegate(with:)`` for a caller that holds other locks:
  /// the replaced delegate, everything loaded on the way and the
  /// reclamation of retired snapshots go into the caller's `releases`.
  final func replaceRealDelegate(with newValue: Delegate?, keeping outer: inout DeferredReleases) -> Bool {
    // Built before any lock is taken. Storing it under the lock releases only
    // the old *weak* reference, which never runs a `deinit`.
    let reference = WeakReference(erasing: newValue, role: "a real delegate")
    // The caller's bag: what this keeps is released after the caller's unlock.
    return RealDelegateChain.assign(keeping: &outer) { releases in
      if let newValue, RealDelegateChain.leadsBack(to: self, from: newValue as AnyObject, keeping: &releases) {
        return false
      }
      changingTable(keeping: &releases) { releases in
        assignReal(reference, keeping: &releases)
        // The old strong reference leaves under the lock: keep it for after.
        releases.keep(strongReal)
        // A strong load of the new delegate, which the caller keeps alive.
        strongReal = ownership == .strong ? reference.object : nil
      }
      return true
    }
  }

  /// Records the host and slot the proxy serves (see ``site``). Called once,
  /// with the host's `Proxies.lock` held, when the host is first seen to
  /// cache.
  func settle(on host: AnyObject, slot: DelegateSlot<Delegate>) {
    let site = ProxySite(host: host, slot: slot)
    lock.withLockDeferringReleases { releases in
      releases.keep(self.site)
      self.site = site
    }
  }

  /// Makes the proxy hold its real delegate as `ownership` says, from now on
  /// (installation calls this with the slot's ownership before adopting).
  func hold(_ ownership: DelegateOwnership) {
    lock.withLockDeferringReleases { releases in
      guard self.ownership != ownership else { return }
      self.ownership = ownership
      switch ownership {
      case .strong:
        releases.keep(strongReal)
        strongReal = currentRealObject
      case .weak:
        releases.keep(strongReal)
        strongReal = nil
      }
    }
  }

  /// A weak copy of the real delegate, taken without a strong load, so that
  /// nothing can be released (see `Lock.swift`) even with other locks held.
  var realReference: WeakReference<Delegate> {
    // Same layout (see `real`).
    lock.withLock { unsafeBitCast(currentReal, to: WeakReference<Delegate>.self) }
  }

  /// Whether any handler is installed.
  ///
  /// ```swift
  /// if proxy.hasHandlers { print(proxy) }
  /// ```
  public var hasHandlers: Bool {
    lock.withLock { table.hasHandlers }
  }

  /// Whether calling `event`'s method on this proxy would do anything: a
  /// handler is installed for it, the real delegate implements it (see
  /// ``DelegateEvents/optional(_:implementedBy:)``; events not marked
  /// optional count as implemented by any real delegate), or, for a void
  /// event, a stream observes it (see <doc:ObservingEventsAsStreams>).
  ///
  /// A stream can't answer: for a method that returns something, a stream
  /// alone does not make it handled, so that a host that asks first keeps
  /// its own fallback (a table view's `rowHeight`) instead of receiving the
  /// rule's default answer. The stream still sees the calls that a handler
  /// or the real delegate answers. (RxCocoa observes void methods only, for
  /// the same reason.)
  ///
  /// A host that, like UIKit, asks its delegate once, when the delegate is
  /// assigned, which methods it implements, keeps seeing the right answer:
  /// whenever what this method answers may change (an installation, a
  /// cancellation, a stream on a void event that starts or ends, a new
  /// ``realDelegate``), the proxy is assigned to the host's delegate
  /// property again, so the host asks again. That re-assignment writes
  /// `nil`, then the proxy, as RxCocoa's does: a host whose setter ignores
  /// the object it already holds (`guard newValue !== delegate`, or
  /// `oldValue !== delegate` in a `didSet`) still reads the answers again.
  /// The proxy's implementation of such a query (a protocol requirement the
  /// host calls, or `responds(to:)` on Apple platforms, see
  /// ``respondsToSelector(named:)``) answers with this method.
  ///
  /// ```swift
  /// var implementedMethods: Set<ZoomMethod> {
  ///   var methods: Set<ZoomMethod> = []
  ///   if handles(\.didZoom) { methods.insert(.didZoom) }
  ///   if handles(\.shouldZoom) { methods.insert(.shouldZoom) }
  ///   return methods
  /// }
  /// ```
  public func handles<Signature>(_ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>) -> Bool {
    // The declaration is user code: evaluated unlocked.
    let declaration = DelegateEvents<Delegate>()[keyPath: event]
    return handles(
      key: declaration.tableKey(declaredAt: event), isVoid: declaration.ruleName == nil,
      isImplemented: declaration.isImplemented)
  }

  /// ``handles(_:)`` for an event known by its table key, whether it is void
  /// and its implementation test (the declaration's parts; see
  /// `SelectorTable`).
  final func handles(key: AnyKeyPath, isVoid: Bool, isImplemented: ((Any) -> Bool)?) -> Bool {
    // Hosts call this from their delegate property's observer, under the
    // installation lock: `reclaim` then postpones (see `LockFreePublication`).
    let duringAssignment = ProxyRegistry.currentWrite == .install(proxy: ProxyRegistry.address(of: self))
    let (isHandled, real) = changingTable { _ in
      if duringAssignment { hostCachesAtAssignment = true }
      // A table that holds only a plan has no stream (a stream copies the
      // plan into slots first): its handler count answers without making
      // slots.
      if table.handlerCount(for: key) > 0 { return (true, realUnderLock) }
      // Only a void event's observers make it handled: a stream can't answer.
      let observed = isVoid && table.onlyPlan == nil && (table.slot(for: key)?.isObserved ?? false)
      return (observed, realUnderLock)
    }
    let answer = isHandled || real.map { isImplemented?($0) ?? true } ?? false
    if duringAssignment {
      recordClaim(ClaimQuery(key: key, isVoid: isVoid, isImplemented: isImplemented, answer: answer))
    }
    return answer
  }

  /// A table of the proxy's events: event → number of handlers → combine
  /// rule, followed by whether a real delegate is present. The sample below
  /// shows the format.
  ///
  /// ```swift
  /// print(proxy)
  /// // WebLoaderDelegateProxy: 2 events, 3 handlers
  /// //   didStartLoad  →  2 handlers  →  void
  /// //   shouldStart   →  1 handler   →  all
  /// //   real delegate: Logger
  /// ```
  #if canImport(ObjectiveC)
    /// Whether the proxy implements `selector`, as a hand-written delegate
    /// would answer: see ``respondsToSelector(named:)`` for the protocol's
    /// events; any other selector, `NSObject`'s answer or the real
    /// delegate's.
    ///
    /// ```swift
    /// proxy.responds(to: #selector(UIScrollViewDelegate.viewForZooming(in:)))  // false until handled
    /// ```
    open override func responds(to selector: Selector!) -> Bool {
      // Here, not in an extension: Swift allows no override of an
      // Objective-C method in an extension of a generic class. The logic is
      // in `DelegateProxy+ObjectiveC.swift`.
      objectiveCResponds(to: selector) { super.responds(to: $0) }
    }

    /// The real delegate, for a selector the proxy has no method for and
    /// the real delegate responds to (see `DelegateProxy+ObjectiveC.swift`).
    ///
    /// ```swift
    /// proxy.forwardingTarget(for: selectorOfAnotherProtocol)  // the real delegate
    /// ```
    open override func forwardingTarget(for selector: Selector!) -> Any? {
      objectiveCForwardingTarget(for: selector)
    }
  #endif

  open override var description: String {
    let (rows, real) = lock.withLock { (table.rows.filter { $0.handlers > 0 }, realUnderLock) }
    let handlers = rows.reduce(0) { $0 + $1.handlers }
    let title =
      "\(type(of: self)): \(rows.count) event\(rows.count == 1 ? "" : "s"), "
      + "\(handlers) handler\(handlers == 1 ? "" : "s")"
    let realName = real.map { "\(type(of: $0 as AnyObject))" } ?? "none"
    return EventRow.render(title: title, rows: rows, footer: ["  real delegate: \(realName)"])
  }

  // MARK: Installation (internal)

  /// Adds a definition's handlers and returns their token, and whether an
  /// event gained its first handler.
  func add(
    _ plan: InstallPlan, keeping releases: inout DeferredReleases
  ) -> (token: UInt64, handledEventsChanged: Bool) {
    changingTable(keeping: &releases) { _ in table.add(plan) }
  }

  /// Removes the handlers of `token`; returns whether any handler remains.
  /// The removed handlers are moved into `releases`: their captures may
  /// have a `deinit` that uses this proxy, so the caller must release them
  /// with no lock held.
  func remove(
    _ token: UInt64, into releases: inout DeferredReleases
  ) -> (removed: Bool, hasHandlers: Bool, handledEventsChanged: Bool) {
    changingTable(keeping: &releases) { releases in
      let (removed, changed) = table.remove(token, into: &releases)
      return (removed, !table.activeTokens.isEmpty, changed)
    }
  }

  /// Removes every handler (the host is gone), releasing them after the
  /// unlock. Breaks any cycle a handler formed by capturing its own proxy.
  func removeAllHandlers() {
    changingTable { releases in table.removeAll(into: &releases) }
  }

  /// Whether `token`'s handlers are still installed.
  func isActive(_ token: UInt64) -> Bool {
    lock.withLock { table.isActive(token) }
  }
}

extension DelegateProxy: HandlerRemoving {}

extension DelegateProxy: RealDelegateForwarding {
  /// The real delegate as an object, strongly; the caller owns the release.
  var realDelegateObject: AnyObject? {
    lock.withLock { currentRealObject }
  }
}
