// Internal: one proxy per (host, slot), kept in associated storage.
//
// The host's record keeps its proxy table, and the table its proxies; the
// proxy never references the host.
//
// Every installation and cancellation on a host runs under that host's
// `Proxies.lock`, from the registry change through reading and writing the
// host's delegate property: otherwise a cancellation that discards the last
// proxy and an installation that creates the next could interleave so that
// the real delegate is written back over the new proxy. The lock is
// recursive, because the host's property accessors (user code, the one
// thing that runs under it) may install or cancel again; it is per host.
// Lock order: `Proxies.lock`, then (briefly) a storage shard, the
// real-delegate assignment lock, or a proxy's own lock. Everything the
// library lets go of meanwhile (removed handlers, a discarded proxy, values
// read from the property) is released after the unlock (`DeferredReleases`);
// a proxy is created before the lock is taken (a subclass's `init` is user
// code).
//
// A host's table lives while it has proxies: the last cancellation detaches
// it (`isDetached`) and drops it from the record, so a host with nothing
// installed has nothing to test for liveness (see `HostRegistry`). An
// installation that found the table before that sees the flag under its
// lock and looks again. Subscriptions keep their table, which stays valid
// (detached and empty, or evicted once its host is dead).
//
// A host that a cancellation, a re-assignment or `isActive` loads on the
// caller's thread is let go of last, through `releaseLoaded(_:onMainActor:)`
// (Design Rationale, "A host loaded on a caller's thread").

@usableFromInline
enum ProxyRegistry {
  /// What the library is writing into a host's delegate property, so that a
  /// cooperating property (``ProxyableDelegate``) can tell the library's own
  /// writes from the application's. Set only for the duration of the write,
  /// on the writing thread.
  enum SlotWrite: Sendable, Equatable {
    /// Installation is storing the proxy at this address (see
    /// ``address(of:)``) as the host's delegate.
    case install(proxy: UInt)
    /// The last cancellation is giving the host back its real delegate in
    /// place of the proxy at this address.
    case restore(proxy: UInt)
  }

  /// An object's address, as ``SlotWrite`` names proxies.
  static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  /// The write under way on this thread, if any (see ``SlotWrite``): the
  /// address of the writer's `WriteMark`, on its stack for the write's
  /// duration, or 0. Not a `@TaskLocal`: binding one allocates, and the
  /// setter that reads it runs synchronously on the writing thread.
  static var currentWrite: SlotWrite? {
    guard let mark = currentMark else { return nil }
    return mark.pointee.restoring ? .restore(proxy: mark.pointee.proxy) : .install(proxy: mark.pointee.proxy)
  }

  /// The host whose property installation is writing on this thread,
  /// unretained (the installation holds it): for a `@ProxyableDelegate`
  /// property, which takes the host's obituary then (see `HostObituary`).
  /// `nil` for any other write (a re-assignment, a restore).
  static var hostBeingInstalled: Unmanaged<AnyObject>? { currentMark?.pointee.host }

  private static var currentMark: UnsafePointer<WriteMark>? { UnsafePointer(bitPattern: writeMarker.value) }

  private static let writeMarker = ThreadLocalCounter()

  /// What ``marking(_:restoring:installingOn:_:)`` tells the property's
  /// setter: which proxy, which kind of write, and for an installation's
  /// write, which host.
  private struct WriteMark {
    let proxy: UInt
    let restoring: Bool
    let host: Unmanaged<AnyObject>?
  }

  /// Runs `body` (a write of the host's property) marked as a write of
  /// `proxy` on this thread, by installation on `host` when it is given;
  /// nested marks restore the outer one.
  static func marking<Result>(
    _ proxy: AnyObject, restoring: Bool, installingOn host: AnyObject? = nil, _ body: () -> Result
  ) -> Result {
    let mark = WriteMark(proxy: address(of: proxy), restoring: restoring, host: host.map(Unmanaged.passUnretained))
    return withUnsafePointer(to: mark) { writeMarker.withValue(Int(bitPattern: $0), body) }
  }

  /// The proxies of one host, by slot key path. Created once per host and
  /// kept for the host's lifetime, so every thread agrees on its lock.
  ///
  /// The table and its (recursive) lock are one allocation: the state is
  /// the buffer's header, the lock's word and link two of its fields (see
  /// `Lock.init(embedded:link:)`).
  @usableFromInline
  final class Proxies: ManagedBuffer<ProxiesState, Void> {
    // Shared between threads through the host's record: sound, as the
    // header (`first` and `others`) is only read or written while `lock` is
    // held, and the lock's word is initialised by `make()` before the table
    // is shared.

    /// A proxy with its slot's key path.
    typealias Entry = ProxiesState.Entry

    /// A new, empty table.
    static func make() -> Proxies {
      let table = unsafeDowncast(create(minimumCapacity: 0) { _ in ProxiesState() }, to: Proxies.self)
      Lock.initialize(UnsafeMutableRawPointer(table.state.pointer(to: \.lockWord).unsafelyUnwrapped))
      return table
    }

    /// The table's (recursive) lock, in its header.
    var lock: Lock {
      Lock(
        embedded: UnsafeMutableRawPointer(state.pointer(to: \.lockWord).unsafelyUnwrapped),
        link: state.pointer(to: \.lockLink).unsafelyUnwrapped)
    }

    /// See `ProxiesState`. Lock held.
    var first: Entry? {
      unsafeAddress { UnsafePointer(state.pointer(to: \.first).unsafelyUnwrapped) }
      unsafeMutableAddress { state.pointer(to: \.first).unsafelyUnwrapped }
    }

    /// See `ProxiesState`. Lock held.
    var others: [Entry] {
      unsafeAddress { UnsafePointer(state.pointer(to: \.others).unsafelyUnwrapped) }
      unsafeMutableAddress { state.pointer(to: \.others).unsafelyUnwrapped }
    }

    /// See `ProxiesState`. Lock held.
    var isDetached: Bool {
      get { state.pointer(to: \.isDetached).unsafelyUnwrapped.pointee }
      set { state.pointer(to: \.isDetached).unsafelyUnwrapped.pointee = newValue }
    }

    /// See `ProxiesState`. Set to 1 by the installation that creates the
    /// table, under the shard lock, before anybody else can reach it;
    /// brought back to 0 by that installation with `lock` held. Read by
    /// ``isBeingInstalled`` with both held.
    var installing: Int {
      get { Int(state.pointer(to: \.installing).unsafelyUnwrapped.pointee) }
      set { state.pointer(to: \.installing).unsafelyUnwrapped.pointee = UInt8(newValue) }
    }

    /// Whether the installation that created this table is still under way,
    /// or the table is busy (its lock held by another thread: an
    /// installation or a cancellation, either of which holds the host), for
    /// a sweep deciding whether to test the host (`HostRegistry.Record`).
    /// Called with the shard lock held, which comes after this table's lock
    /// in the lock order: so it only tries the lock (a thread that holds the
    /// recursive lock itself gets it, and reads the count).
    var isBeingInstalled: Bool {
      lock.withLockIfAvailable { installing > 0 } ?? true
    }

    /// See `ProxiesState`. Written by the registry as a record takes the
    /// table, when nobody else can reach it; read with `lock` held.
    var createdOnMainThread: Bool {
      get { state.pointer(to: \.createdOnMainThread).unsafelyUnwrapped.pointee }
      set { state.pointer(to: \.createdOnMainThread).unsafelyUnwrapped.pointee = newValue }
    }

    /// The header: a class instance never moves, so its address is valid
    /// for as long as the table is alive. Each field is reached through its
    /// own address, never the header as a whole, which holds the lock's word
    /// that other threads change meanwhile.
    @inline(__always)
    private var state: UnsafeMutablePointer<ProxiesState> { withUnsafeMutablePointerToHeader { $0 } }

    /// The proxy for `slot`, typed. Lock held.
    ///
    /// Sound without a checked cast: a table keeps under a slot's key only a
    /// proxy of that slot's `proxyType`, and equal keys are equal key paths,
    /// whose value types (`P?`) are equal. Not `as?`, nor `Optional.map`
    /// (generic over its result): each looked `DelegateProxy<P>`'s metadata
    /// up on every call.
    @inline(__always)
    func proxy<P>(for slot: DelegateSlot<P>) -> DelegateProxy<P>? {
      guard let proxy = self[slot.key] else { return nil }
      return unsafeDowncast(proxy, to: DelegateProxy<P>.self)
    }

    /// The proxy for the slot `key`. Lock held.
    subscript(key: AnyKeyPath) -> AnyObject? {
      switch position(of: key) {
      case nil: nil
      case .some(-1): first?.proxy
      case let index?: others[index].proxy
      }
    }

    /// Makes `proxy` the slot `key`'s proxy, in place of any other
    /// (``remove(_:for:)`` removes one). Lock held; the caller keeps a
    /// replaced proxy alive until after the unlock.
    func set(_ proxy: AnyObject, for key: AnyKeyPath) {
      switch position(of: key) {
      case .some(-1): first!.proxy = proxy
      case let index?: others[index].proxy = proxy
      case nil where first == nil: first = (key, proxy)
      case nil: others.append((key, proxy))
      }
    }

    /// Removes `key`'s entry if its proxy is `proxy`; returns whether it
    /// did (one search, where a read then a write of the subscript make
    /// three). Lock held; the caller keeps `proxy` alive.
    func remove(_ proxy: AnyObject, for key: AnyKeyPath) -> Bool {
      switch position(of: key) {
      case .some(-1) where first.unsafelyUnwrapped.proxy === proxy:
        first = others.isEmpty ? nil : others.removeFirst()
        return true
      case let index? where index >= 0 && others[index].proxy === proxy:
        others.remove(at: index)
        return true
      default:
        return false
      }
    }

    /// Where `key`'s entry is: -1 for `first`, an index of `others`, or `nil`.
    func position(of key: AnyKeyPath) -> Int? {
      guard let first else { return nil }
      if first.key === key { return -1 }
      if let index = others.firstIndex(where: { $0.key === key }) { return index }
      if first.key == key { return -1 }
      return others.firstIndex { $0.key == key }
    }

    /// Lifetime rule: a dead host's table is evicted, every proxy's handlers
    /// and stream observers removed (its streams finish) and the proxies let
    /// go of after the unlock, so a subscription or stream that still holds
    /// the table finds it empty. Called with no lock held, after the unlock
    /// of the sweep or obituary that removed the record
    /// (`Record.keepContents`).
    ///
    /// Every table leaves its record either empty and detached (the last
    /// cancellation: `HostRegistry.dropProxies`) or through this, so no
    /// table is ever released holding a proxy: a handler that captured its
    /// own proxy, a cycle the host's life bounded, is broken here.
    func evict() {
      var releases = DeferredReleases()
      let entries: [Entry] = lock.withLock {
        isDetached = true
        guard let first else { return [] }
        let entries = [first] + others
        self.first = nil
        others = []
        return entries
      }
      for entry in entries {
        (entry.proxy as? any HandlerRemoving)?.removeAllHandlers()
      }
      releases.keep(entries)
      releases.releaseNow()
    }

    #if DEBUG
      deinit {
        // See `evict()`: no table is released holding a proxy.
        assert(first == nil, "DelegateDSL: a host's proxy table was released holding proxies")
      }
    #endif
  }

  /// The host's proxy table, created atomically on first use. It is kept in
  /// the host's associated-storage record, beside the values of
  /// `AssociatedKey`s.
  static func proxies(of host: AnyObject) -> Proxies {
    AssociatedStorage.registry.proxies(of: host, creating: true).unsafelyUnwrapped.table
  }

  /// The host's proxy table, created if needed, for a caller that must
  /// check ``Proxies/isDetached`` under its lock and look again if set. The
  /// installation counts itself in it (see `HostRegistry.Record.installing`).
  static func attachedProxies(of host: AnyObject, watching: Bool) -> (Proxies, isNew: Bool) {
    AssociatedStorage.registry.proxies(of: host, creating: true, watching: watching, installing: true)
      .unsafelyUnwrapped
  }

  /// The host's proxy table, if it has one.
  static func existingProxies(of host: AnyObject) -> Proxies? {
    AssociatedStorage.registry.proxies(of: host, creating: false)?.table
  }

  static func existingProxy<P>(on host: AnyObject, slot: DelegateSlot<P>) -> DelegateProxy<P>? {
    guard let table = existingProxies(of: host) else { return nil }
    return table.lock.withLock { table.proxy(for: slot) }
  }

  /// Adds the handlers of `plan` to the host's proxy for `slot` (creating
  /// the proxy if needed) and makes that proxy the host's delegate. Returns
  /// the proxy, the installation's token and the host's proxy table, which
  /// a subscription keeps so that cancelling need not look it up again.
  ///
  /// `watching` asks the reaper to watch the host (a stream is being
  /// installed; see `DeadHostReaper`); a slot that owns its real delegate
  /// asks for it too.
  @usableFromInline
  static func install<P>(
    _ plan: InstallPlan, on host: AnyObject, slot: DelegateSlot<P>, watching: Bool = false
  ) -> (DelegateProxy<P>, UInt64, Proxies) {
    install(plan, on: host, slot: slot, watching: watching, observing: nil)
  }

  /// ``install(_:on:slot:watching:)``; `observing`, when given, adds an
  /// event stream's observer under the new token, in the same critical
  /// section and before the proxy is assigned to the host (so that a host
  /// that caches what its delegate handles sees it), and returns whether the
  /// observed event had neither handlers nor observers before.
  @inline(__always)
  static func install<P>(
    _ plan: InstallPlan, on host: AnyObject, slot: DelegateSlot<P>, watching: Bool,
    observing: ((DelegateProxy<P>, UInt64, inout DeferredReleases) -> Bool)?
  ) -> (DelegateProxy<P>, UInt64, Proxies) {
    let watching = watching || slot.ownership == .strong
    var (table, isNewTable) = attachedProxies(of: host, watching: watching)
    // Each `attachedProxies` counts this installation (sweeps skip a host
    // being installed on): in a new table, ended under the table's lock;
    // otherwise on the host's record, ended by a shard-lock round on return.
    var recordCounts = isNewTable ? 0 : 1
    defer { for _ in 0..<recordCounts { AssociatedStorage.registry.endInstalling(on: host) } }
    // Created unlocked (its `init` may be a subclass's); if another thread
    // registers a proxy first, this one is discarded after the unlock. A
    // new table's installation creates it at once: nobody can have
    // registered one yet, or hardly ever, so this spares a lock round.
    var fresh: DelegateProxy<P>? = isNewTable ? slot.proxyType.init() : nil
    // The results, set by the critical section. Not a result of type
    // `(DelegateProxy<P>, UInt64)?`: a tuple-metadata lookup per call.
    var installed: DelegateProxy<P>?
    var token: UInt64 = 0
    while true {
      var detached = false
      table.lock.withLockDeferringReleases { releases in
        // The last cancellation dropped this table after it was found:
        // look again.
        if table.isDetached {
          if isNewTable { table.installing -= 1 }
          detached = true
          return
        }
        let proxy: DelegateProxy<P>
        if let existing = table.proxy(for: slot) {
          proxy = existing
        } else if let fresh {
          proxy = fresh
          table.set(proxy, for: slot.key)
        } else {
          return
        }
        // A new proxy adopts the host's delegate before it adds the plan:
        // its first publication then freezes that delegate as its adopted
        // one, and the plan's shared snapshot defers to it (see
        // `DispatchSnapshot`), where adopting after would publish a
        // snapshot of its own.
        let isFresh = proxy === fresh
        if isFresh { adoptRealDelegate(host: host, slot: slot, proxy: proxy, isFresh: true, keeping: &releases) }
        var handledEventsChanged: Bool
        (token, handledEventsChanged) = proxy.add(plan, keeping: &releases)
        if let observing, observing(proxy, token, &releases) { handledEventsChanged = true }
        if isFresh {
          writeAndCheck(proxy, to: host, slot: slot, keeping: &releases)
        } else {
          adopt(
            host: host, slot: slot, proxy: proxy, reassigningIfInstalled: handledEventsChanged, keeping: &releases)
        }
        if isNewTable { table.installing -= 1 }
        installed = proxy
      }
      if let installed { return (installed, token, table) }
      if detached {
        (table, isNewTable) = attachedProxies(of: host, watching: watching)
        if !isNewTable { recordCounts += 1 }
        if fresh == nil, isNewTable { fresh = slot.proxyType.init() }
        continue
      }
      fresh = slot.proxyType.init()
    }
  }

  /// Records `proxy` as the host's proxy for `slot`, for hosts whose
  /// delegate property is set before installation (a URLSession's is set by
  /// its initialiser).
  static func register<P>(_ proxy: DelegateProxy<P>, on host: AnyObject, slot: DelegateSlot<P>) {
    while true {
      let table = proxies(of: host)
      let registered = table.lock.withLockDeferringReleases { releases in
        guard !table.isDetached else { return false }
        releases.keep(table[slot.key])
        table.set(proxy, for: slot.key)
        return true
      }
      if registered { return }
    }
  }

  /// Makes `proxy` the host's delegate, adopting whatever the host's delegate
  /// currently is as the real delegate. If the proxy already is the host's
  /// delegate, it is only assigned again when `reassigningIfInstalled` (the
  /// events it handles changed, and a host may cache them at assignment; see
  /// `DelegateProxy.handles`). Called with the host's `Proxies.lock` held; the
  /// values read from the host are kept in `releases`.
  ///
  /// After writing, the property is read back
  /// (``writeAndCheck(_:to:slot:keeping:)``). A proxy this installation
  /// created adopts before the plan is added, and is written after: see
  /// `install`.
  static func adopt<P>(
    host: AnyObject, slot: DelegateSlot<P>, proxy: DelegateProxy<P>, reassigningIfInstalled: Bool = false,
    keeping releases: inout DeferredReleases
  ) {
    if !adoptRealDelegate(
      host: host, slot: slot, proxy: proxy, reassigningIfInstalled: reassigningIfInstalled, keeping: &releases)
    {
      return
    }
    writeAndCheck(proxy, to: host, slot: slot, keeping: &releases)
  }

  /// The first part of ``adopt(host:slot:proxy:reassigningIfInstalled:keeping:)``:
  /// adopts what the host's property holds as `proxy`'s real delegate,
  /// unless it holds the proxy already (then the proxy is only re-assigned
  /// when `reassigningIfInstalled` and its claims changed); returns whether
  /// the proxy is still to be written to the property. Called with the
  /// host's `Proxies.lock` held.
  ///
  /// `isFresh` says that this installation created the proxy: it then holds
  /// its real delegate weakly, the state every proxy starts in (only `hold`
  /// changes it, and only installation calls `hold`), so a weak slot need
  /// not set it again.
  @discardableResult
  static func adoptRealDelegate<P>(
    host: AnyObject, slot: DelegateSlot<P>, proxy: DelegateProxy<P>, isFresh: Bool = false,
    reassigningIfInstalled: Bool = false, keeping releases: inout DeferredReleases
  ) -> Bool {
    // What the property holds, not its value as the protocol's type: that
    // is an `Optional<DelegateProtocol>`, whose metadata this unspecialised
    // code would look up on every installation, for a value needed only to
    // adopt another delegate.
    let content = slot.accessors.content(host, proxy, keeping: &releases)
    if case .proxy = content {
      if reassigningIfInstalled, let change = proxy.claimChange(keeping: &releases) {
        reassign(proxy, to: host, slot: slot.accessors, because: change, keeping: &releases)
      }
      return false
    }
    if !isFresh || slot.ownership != .weak { proxy.hold(slot.ownership) }
    // A proxy that was already installed, no longer in the property: the
    // property was assigned directly since (see `ReplacedProxy`).
    // (`nil` is not reported: a host may clear its own delegate.)
    if !isFresh, proxy.wasWritten, case .other(let object) = content {
      ReplacedProxy.report(host: host, slot: slot.key, replacement: object, adopted: true)
      #if DEBUG
        // Put back below: `isConnected` reports the next replacement, even by the same object.
        ReportedReplacements.reconnected(proxy)
      #endif
    }
    if case .other(let object) = content {
      // The read may have produced the last reference: kept until after
      // the unlock.
      releases.keep(object)
      adoptCurrentValue(of: host, slot: slot, proxy: proxy, keeping: &releases)
    } else if !isFresh || proxy.hasRealDelegate, let previous = proxy.realDelegateObject {
      // (A fresh proxy is reachable only through the table, whose lock is
      // held: its real delegate's bits can be read without its own lock,
      // which its `init` alone could have made nonzero.)
      // The host has no delegate, the proxy still has one: clear it.
      releases.keep(previous)
      clearRealDelegate(of: proxy, keeping: &releases)
    }
    // Otherwise neither has one, and adopting `nil` would change nothing.
    return true
  }

  /// Writes `proxy` to the host's property and checks that the property
  /// returns it. Called with the host's `Proxies.lock` held.
  ///
  /// A host whose getter does not return what was set (one that wraps the
  /// delegate in a trampoline, say) would call the proxy through the
  /// wrapper, which the proxy would adopt as its real delegate on the next
  /// installation, recursing on the first call: a programming error in the
  /// host, reported here rather than as a stack overflow later.
  static func writeAndCheck<P>(
    _ proxy: DelegateProxy<P>, to host: AnyObject, slot: DelegateSlot<P>, keeping releases: inout DeferredReleases
  ) {
    write(proxy, to: host, slot: slot, keeping: &releases)
    // Nothing to keep when it is the proxy (the table holds it); otherwise
    // this traps.
    guard case .proxy = slot.accessors.content(host, proxy, keeping: &releases) else {
      fatalError(
        "DelegateDSL: after installing, \(type(of: host))'s delegate property (\(slot.key)) does not return the "
          + "proxy that was assigned to it; a delegate property must return what was last assigned (no wrapper, "
          + "no copy)")
    }
  }

  /// Makes the value of the host's property `proxy`'s real delegate, read
  /// as the protocol's type by the slot's own code (see `SlotAccessors`).
  /// (Should the property have changed since the caller looked, this adopts
  /// the newer value; the proxy itself is refused as its own real
  /// delegate.) Called with the host's `Proxies.lock` held.
  static func adoptCurrentValue<P>(
    of host: AnyObject, slot: DelegateSlot<P>, proxy: DelegateProxy<P>, keeping releases: inout DeferredReleases
  ) {
    // The read may have produced the last reference to the value: kept
    // until after the unlock.
    if case .other(let current) = slot.accessors.adoptValue(of: host, by: proxy, keeping: &releases) {
      releases.keep(current)
    }
  }

  /// Gives `proxy` no real delegate. Out of line, so that the unspecialised
  /// caller never looks up `Optional<P>`'s metadata for the `nil`. Called
  /// with the host's `Proxies.lock` held.
  @inline(never)
  static func clearRealDelegate<P>(of proxy: DelegateProxy<P>, keeping releases: inout DeferredReleases) {
    _ = proxy.replaceRealDelegate(with: nil, keeping: &releases)
  }

  /// Stores `proxy` in the host's property, marked as installation's own
  /// write (see ``SlotWrite``), with the host recorded as the one being
  /// written, so that a `@ProxyableDelegate` property can take the host's
  /// obituary (`HostObituary`). Called with the host's `Proxies.lock` held.
  static func write<P>(
    _ proxy: DelegateProxy<P>, to host: AnyObject, slot: DelegateSlot<P>, keeping releases: inout DeferredReleases
  ) {
    proxy.startRecordingClaims(keeping: &releases)
    marking(proxy, restoring: false, installingOn: host) { slot.accessors.writeProxy(host, proxy) }
    // (Under this host's `Proxies.lock`, which guards the flag.)
    proxy.wasWritten = true
    // A host that asked what the proxy handles as it was assigned caches
    // it: the proxy records where it serves (`ProxySite`), so that a new
    // real delegate can re-assign it. (The flag is only written under this
    // host's `Proxies.lock`, held here.)
    if proxy.hostCachesAtAssignment && !proxy.isSettled { proxy.settle(on: host, slot: slot) }
    writeAgainIfAsked(proxy, to: host, slot: slot.accessors, keeping: &releases)
  }

  /// Writes the property again after one of the library's writes, when a
  /// handler the host's setter called gave the proxy a new real delegate
  /// (`DelegateProxy.reassignsAfterWrite`) and the host would now read
  /// something else: the setter read the claims before that handler ran.
  /// A few rounds at most: a setter whose handler assigns a different
  /// delegate on every call would never settle. Called with the host's
  /// `Proxies.lock` held.
  static func writeAgainIfAsked<P>(
    _ proxy: DelegateProxy<P>, to host: AnyObject, slot: SlotAccessors<P>, keeping releases: inout DeferredReleases
  ) {
    var rounds = 0
    while proxy.reassignsAfterWrite && rounds < 4 {
      proxy.reassignsAfterWrite = false
      rounds += 1
      guard proxy.claimsChanged(keeping: &releases) else { break }
      writeAgain(proxy, to: host, slot: slot, because: .realDelegateDuringWrite, keeping: &releases)
    }
    proxy.reassignsAfterWrite = false
  }

  /// Lifetime rule: a proxy already installed is assigned to the host again,
  /// `nil` then the proxy, when what the host read at the last write would
  /// now differ (the caller tests `DelegateProxy.claimsChanged`), so that a
  /// host that caches what its delegate handles reads it again. Not the
  /// proxy alone: a setter that ignores the object it holds would see
  /// nothing (Design Rationale, "Re-assigning the proxy when what it handles
  /// changes"). Both writes are marked as installation's (a
  /// ``ProxyableDelegate`` keeps the proxy through the `nil`). Called with
  /// the host's `Proxies.lock` held; the table keeps the proxy alive
  /// meanwhile.
  static func reassign<P>(
    _ proxy: DelegateProxy<P>, to host: AnyObject, slot: SlotAccessors<P>, because change: ClaimChange,
    keeping releases: inout DeferredReleases
  ) {
    writeAgain(proxy, to: host, slot: slot, because: change, keeping: &releases)
    writeAgainIfAsked(proxy, to: host, slot: slot, keeping: &releases)
  }

  /// The two writes of ``reassign(_:to:slot:because:keeping:)``, reported
  /// in debug builds (see `ClaimWrites`). Called with the host's
  /// `Proxies.lock` held.
  static func writeAgain<P>(
    _ proxy: DelegateProxy<P>, to host: AnyObject, slot: SlotAccessors<P>, because change: ClaimChange,
    keeping releases: inout DeferredReleases
  ) {
    ClaimWrites.report(host: host, slot: slot.key, change: change)
    proxy.startRecordingClaims(keeping: &releases)
    marking(proxy, restoring: false) {
      slot.writeProxy(host, nil)
      slot.writeProxy(host, proxy)
    }
  }

  /// ``reassign(_:to:slot:keeping:)`` if the host's property still holds
  /// `proxy` and its claims changed; otherwise returns what the property
  /// holds instead (kept in `releases`: the read may have produced its last
  /// reference), or `nil`. For a re-assignment for a new real delegate and a
  /// cancellation that leaves handlers. Called with the host's
  /// `Proxies.lock` held; out of line, off a last cancellation's path.
  @inline(never)
  static func reassignIfInstalled<P>(
    _ proxy: DelegateProxy<P>, on host: AnyObject, slot: SlotAccessors<P>, keeping releases: inout DeferredReleases
  ) -> AnyObject? {
    switch slot.content(host, proxy, keeping: &releases) {
    case .proxy:
      if let change = proxy.claimChange(keeping: &releases) {
        reassign(proxy, to: host, slot: slot, because: change, keeping: &releases)
      }
      return nil
    case .other(let current):
      releases.keep(current)
      return current
    case .empty:
      return nil
    }
  }

  /// Re-assigns `proxy` to its host if it is still the host's delegate
  /// (``reassign(_:to:slot:keeping:)``): its real delegate was replaced
  /// through the proxy, which changes what the proxy handles. Inside one of
  /// the library's own writes of this proxy (the host's setter is running,
  /// and called a handler that assigned the real delegate), it is left to
  /// that write, which writes again once it is done if the host would read
  /// something else (`DelegateProxy.reassignsAfterWrite`): the setter may
  /// have read the claims before the handler ran. Skipped inside a write of
  /// another proxy, whose host's lock this thread holds. Call with no
  /// library lock held, or inside such a write.
  ///
  /// The host is loaded strongly for the write, on the caller's thread, and
  /// its owner may let go meanwhile: the reference is let go of through
  /// ``releaseLoaded(_:onMainActor:)``, never simply dropped here.
  static func reassign<P>(_ proxy: DelegateProxy<P>, keeping releases: inout DeferredReleases) {
    if let write = currentWrite {
      // (On the writing thread, which holds the host's `Proxies.lock`, the
      // flag's guard.)
      if write == .install(proxy: address(of: proxy)) { proxy.reassignsAfterWrite = true }
      return
    }
    let site = proxy.lock.withLock { proxy.site }
    // Kept for after the unlock, like everything the library lets go of.
    releases.keep(site)
    guard let site else { return }
    // The host, strongly, for the write: this frame's only reference to it
    // (temporaries made from it die before the release below).
    var host = site.host
    guard host != nil else { return }
    // Where the host goes should this turn out to be its last reference:
    // the flag of its table, or of the site if it has no table any more.
    var onMainActor = site.createdOnMainThread
    if let table = existingProxies(of: host.unsafelyUnwrapped) {
      let slot = site.slot.accessors
      table.lock.withLock {
        onMainActor = table.createdOnMainThread
        guard table[slot.key] === proxy else { return }
        _ = reassignIfInstalled(proxy, on: host.unsafelyUnwrapped, slot: slot, keeping: &releases)
      }
    }
    releaseLoaded(&host, onMainActor: onMainActor)
  }

  /// Lifetime rule: a host loaded on a caller's thread (a cancellation, a
  /// re-assignment, `isActive`) whose record was made on the main thread is
  /// released on the main actor, any other here. `host` is `nil` afterwards.
  ///
  /// Off the main actor, always, not only when this reference is found to be
  /// the last: the owner may let go between such a test and the release. Any
  /// other host has no thread that owns it once its owner lets go (the
  /// documented window, <doc:ThreadingModel>). (Design Rationale, "A host
  /// loaded on a caller's thread".)
  @inline(__always)
  static func releaseLoaded(_ host: inout AnyObject?, onMainActor: Bool) {
    if onMainActor, let loaded = host.take() { LastReferenceHandoff.release(loaded, onMainActor: true) }
    host = nil
  }

  /// Removes `token`'s handlers. Lifetime rule: the last cancellation on a
  /// proxy forgets it and gives the host its real delegate back, and the
  /// host's last proxy detaches the table and drops it from the record.
  ///
  /// On a plain host the check, the read of the real delegate and the write
  /// are separate steps on a property the library does not own: a concurrent
  /// `host.delegate = x` between them is overwritten. ``ProxyableDelegate``
  /// closes that window by taking the real delegate from the proxy at the
  /// moment of the write.
  ///
  /// `table` is the host's proxy table, as installation returned it (the
  /// subscription keeps it, and `slot`: the slot's key path and accessors);
  /// a detached table holds no proxy, so a later cancellation through it
  /// finds nothing to remove.
  ///
  /// `host` is the caller's strong reference to the host, loaded from its
  /// weak one (`nil` if the host is gone). It outlives the unlock: the
  /// caller lets go of it after this returns, after everything the
  /// cancellation releases, as ``releaseLoaded(_:onMainActor:)`` does,
  /// with the answer: whether the host's record was created on the main
  /// thread.
  @discardableResult
  static func uninstall<P>(
    _ token: UInt64, from proxy: DelegateProxy<P>, host: AnyObject?, table: Proxies,
    slot: SlotAccessors<P>
  ) -> Bool {
    var releases = DeferredReleases()
    // Declared before any lock is taken, so it runs after every unlock.
    defer { releases.releaseNow() }
    guard let host else {
      _ = proxy.remove(token, into: &releases)
      return false
    }
    // `host` is a strong reference from here on, and it outlives the
    // unlock: the critical section's closure captures it, and a
    // non-escaping closure's captures stay alive for the whole call that
    // receives it (`withLock`, which unlocks before returning). Not
    // `withExtendedLifetime(host)`: it costs instructions for the same
    // guarantee.
    var onMainActor = false
    table.lock.withLock {
      // Read under the lock already held, not in a lock round of its own.
      onMainActor = table.createdOnMainThread
      let (removed, hasHandlers, handledEventsChanged) = proxy.remove(token, into: &releases)
      if removed, hasHandlers, handledEventsChanged, table[slot.key] === proxy {
        if let current = reassignIfInstalled(proxy, on: host, slot: slot, keeping: &releases) {
          // The property was assigned directly since the proxy was
          // installed (see `ReplacedProxy`); the next installation adopts it.
          ReplacedProxy.report(host: host, slot: slot.key, replacement: current, adopted: false)
        }
        return
      }
      guard removed, !hasHandlers, table.remove(proxy, for: slot.key) else { return }
      // The host has nothing installed any more: its record forgets the
      // table, so that nothing tests the host for liveness (the caller's
      // subscription keeps the table itself). Last, once the property has
      // its real delegate back: an installation that finds no table from
      // then on creates another, without this lock, and must read the
      // restored property, not the proxy; one that found this table waits
      // for the lock, sees it detached and looks again.
      defer {
        if table.first == nil {
          table.isDetached = true
          AssociatedStorage.registry.dropProxies(table, of: host)
        }
      }
      switch slot.content(host, proxy, keeping: &releases) {
      case .proxy: break
      case .other(let current):
        releases.keep(current)
        // The host keeps what was assigned; the handlers now cancelled
        // stopped when it was (see `ReplacedProxy`).
        ReplacedProxy.report(host: host, slot: slot.key, replacement: current, adopted: false)
        return
      case .empty: return
      }
      let real = marking(proxy, restoring: true) { slot.writeRealDelegate(host, proxy) }
      releases.keep(real)
    }
    return onMainActor
  }
}

/// The state of a host's proxy table (`ProxyRegistry.Proxies`), guarded by
/// its lock.
@usableFromInline
struct ProxiesState {
  /// A proxy with its slot's key path.
  typealias Entry = (key: AnyKeyPath, proxy: AnyObject)

  /// The proxies, with their slots' key paths: the first inline (sparing an
  /// array per host), the rest in `others`. Not a dictionary: a host has
  /// one or two slots, and a scan by identity, then by value, beats hashing
  /// a key path.
  var first: Entry?
  var others: [Entry] = []
  /// The table was dropped from its host's record (its last proxy went, or
  /// its host died): an installation that finds it so looks again.
  var isDetached = false
  /// The host's record was created on the main thread (see
  /// `HostRegistry.Record`): a cancellation or a re-assignment that turns
  /// out to hold the host's last reference hands it to the main actor.
  var createdOnMainThread = false
  /// The installation that created or adopted the table is under way (see
  /// `Proxies.installing`): only ever 0 or 1, a byte beside the two flags.
  var installing: UInt8 = 0
  /// The table's lock (`Proxies.lock`): its word, then its link. After the
  /// three bytes above, so that the table fits a 56-byte block (Performance,
  /// "What a host costs to keep").
  var lockWord: Lock.Word = Lock.Word()
  var lockLink: UInt = 0
}

/// A proxy of any protocol, as the host's proxy table sees it.
protocol HandlerRemoving: AnyObject {
  /// Removes every handler, releasing them with no lock held.
  func removeAllHandlers()
}
