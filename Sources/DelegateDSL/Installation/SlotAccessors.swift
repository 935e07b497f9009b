// Internal: how installation reads and writes a host's delegate property.
//
// Built by `DelegateSlot.init`, which is inlinable so that these closures are
// compiled where the slot is declared, with `Host`, `Proxy` and the protocol
// known: the host check is one class cast, and the protocol's value never
// passes through unspecialised code (generic metadata lookups, value-witness
// copies, `as AnyObject` bridging), which cost installation about 9,000
// instructions.
//
// The key path is applied without the key-path runtime when the slot is
// declared with a literal (`DelegateSlot(\Host.delegate, proxy: …)`). The
// optimizer turns `host[keyPath: k]` into a call of the property's getter or
// setter only when it sees the literal itself in the function that applies
// it. A closure that captures a literal gets that treatment when the
// literal has no other use (constant capture propagation copies it into the
// closure, then folds the application) and the closure applies it once (one
// closure that both reads and writes was not folded); measured with Swift
// 6.3.1. So `DelegateSlot.init` takes the key path as an autoclosure, and
// `make` evaluates it once per closure: after inlining, each closure captures its
// own copy of the literal, and a read costs a weak load, a write a weak
// assignment. Given one key-path value for all the closures (and the
// slot's identity), nothing was folded and the key-path runtime ran
// instead: a read cost about 750 instructions, a write about 2,900 (the
// getter, a heap-allocated writeback buffer, then the setter), 8,800 of an
// installation and cancellation's 46,700. A key path that is not a literal
// where the slot is created (a variable) still works, through the runtime.
// So does a literal in a generic context (`\Box<Item>.delegate` in an
// extension of `Box`), which the optimizer can't fold either; it is
// instantiated anew on every evaluation (about 25,000 instructions), so
// `make` evaluates it only once (see there).
//
// Installation itself (`ProxyRegistry`) stays generic and is not inlined: it
// only calls these closures, and handles the values as objects where it only
// needs their identity.

/// What a host's delegate property holds, as installation sees it.
@usableFromInline
enum SlotContent {
  /// `nil`.
  case empty
  /// The proxy it was asked about (alive: the caller holds it).
  case proxy
  /// Another value, as an object: the caller keeps it for a deferred
  /// release, since the read may have produced its last reference.
  case other(AnyObject)
}

/// The specialised accessors of one slot's property, with its key path.
///
/// Everything a subscription keeps of its slot (cancelling needs no more),
/// so it is kept small: two closures, not one per use (issue 36: each is 16
/// bytes of every subscription).
@usableFromInline
struct SlotAccessors<DelegateProtocol> {
  /// The property's key path: the slot's identity (see `DelegateSlot`).
  @usableFromInline
  let key: AnyKeyPath

  /// Reads the property: what it holds, as installation sees it (`nil`,
  /// the given proxy, or another value as an object). With `true`, also
  /// makes the value read the proxy's real delegate (`nil` included), as
  /// installation adopts it; the caller keeps the `.other` object for a
  /// deferred release, since the read may have produced its last reference.
  ///
  /// One closure for both (see ``content(_:_:keeping:)`` and
  /// ``adoptValue(of:by:keeping:)``), so that installation's unspecialised
  /// code never handles the value as an `Optional<DelegateProtocol>`, whose
  /// metadata it would look up (about 330 instructions a call), and so that
  /// it applies its key path once: the optimizer still folds it into a call
  /// of the getter.
  let read: (AnyObject, DelegateProxy<DelegateProtocol>, Bool, inout DeferredReleases) -> SlotContent

  /// Both writes of the property, in one closure (see ``writeRealDelegate(_:_:)``
  /// and ``writeProxy(_:_:)``): with `true`, the proxy's real delegate,
  /// returned as an object; otherwise the proxy, converted to the protocol,
  /// or `nil`. One closure, not two, because every subscription keeps its
  /// accessors: 16 bytes of every host (issue 36). It still applies its key
  /// path once, so the optimizer still folds it into a call of the setter.
  let write: (AnyObject, DelegateProxy<DelegateProtocol>?, Bool) -> AnyObject?

  @usableFromInline
  init(
    key: AnyKeyPath,
    read: @escaping (AnyObject, DelegateProxy<DelegateProtocol>, Bool, inout DeferredReleases) -> SlotContent,
    write: @escaping (AnyObject, DelegateProxy<DelegateProtocol>?, Bool) -> AnyObject?
  ) {
    self.key = key
    self.read = read
    self.write = write
  }

  // All always inlined: called out of line from installation's
  // unspecialised code, a method of this generic type looks up its
  // metadata (about 300 instructions a call); reading the closure doesn't.

  /// What the property holds: the read-back check after installation, and
  /// the "is it still the proxy" check of cancellation. An `.other` object
  /// is the caller's to keep for a deferred release.
  @inline(__always)
  func content(
    _ host: AnyObject, _ proxy: DelegateProxy<DelegateProtocol>, keeping releases: inout DeferredReleases
  ) -> SlotContent {
    read(host, proxy, false, &releases)
  }

  /// Makes the property's value `proxy`'s real delegate (`nil` included;
  /// the proxy itself is refused as its own real delegate), and returns
  /// what the property holds, as ``content(_:_:keeping:)`` does.
  @inline(__always)
  func adoptValue(
    of host: AnyObject, by proxy: DelegateProxy<DelegateProtocol>, keeping releases: inout DeferredReleases
  ) -> SlotContent {
    read(host, proxy, true, &releases)
  }

  /// Assigns the proxy's real delegate (when the last installation is
  /// cancelled), and returns it as an object, for a deferred release.
  @inline(__always)
  func writeRealDelegate(_ host: AnyObject, _ proxy: DelegateProxy<DelegateProtocol>) -> AnyObject? {
    write(host, proxy, true)
  }

  /// Assigns the proxy, converted to the protocol, or `nil` (the first
  /// write of a re-assignment; see `ProxyRegistry.reassign`).
  @inline(__always)
  func writeProxy(_ host: AnyObject, _ proxy: DelegateProxy<DelegateProtocol>?) {
    _ = write(host, proxy, false)
  }

  /// The accessors of the property at `keyPath`, served by `Proxy`, with
  /// the key path `keyPath` evaluates to (the slot's identity).
  ///
  /// Each accessor gets its own evaluation of `keyPath`, so that each
  /// captures its own copy of a literal (see the file's header), unless the
  /// first evaluation produced a new object: a literal in a generic context
  /// (`\Box<Item>.delegate` in an extension of `Box`) is instantiated anew on
  /// every evaluation, about 25,000 instructions, and can't be folded anyway;
  /// the accessors then share that one object. A literal's cached object, or
  /// a key path held in a variable, is shared with whoever else holds it, so
  /// evaluating it again costs little.
  @inlinable
  static func make<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    _ keyPath: () -> ReferenceWritableKeyPath<Host, DelegateProtocol?>, proxy: Proxy.Type
  ) -> Self {
    var first = keyPath()
    if isKnownUniquelyReferenced(&first) {
      return Self(key: first, first, first, proxy: proxy)
    }
    return Self(key: first, keyPath(), keyPath(), proxy: proxy)
  }

  /// The accessors of the property, one key-path value per accessor (the
  /// same one, or one evaluation each; see `make`), served by `Proxy`.
  @inlinable
  init<Host: AnyObject, Proxy: DelegateProxy<DelegateProtocol>>(
    key: AnyKeyPath,
    _ readPath: ReferenceWritableKeyPath<Host, DelegateProtocol?>,
    _ writePath: ReferenceWritableKeyPath<Host, DelegateProtocol?>,
    proxy: Proxy.Type
  ) {
    self.init(
      key: key,
      read: { host, proxy, adopting, releases in
        // The key path's one application in this closure.
        let value = Self.host(host, as: Host.self)[keyPath: readPath]
        // Adopting apart, and last, so that the check alone copies nothing
        // (measured: a retain and a release of the value per check, when
        // the value was also used after the adoption).
        guard adopting else { return Self.content(value, proxy) }
        let content = Self.content(value, proxy)
        Self.adopt(value, by: proxy, keeping: &releases)
        return content
      },
      write: { host, proxy, restoring in
        let value: DelegateProtocol?
        if restoring, let proxy {
          // `realDelegate`, inlined: its unspecialised getter looks up the
          // metadata of `DelegateProtocol?` on every call (about 330
          // instructions).
          value = proxy.lock.withLock { proxy.realUnderLock }
        } else {
          value = proxy.map { Self.delegateValue(of: $0, as: Proxy.self) }
        }
        // The key path's one application in this closure.
        Self.host(host, as: Host.self)[keyPath: writePath] = value
        return restoring ? value.map { $0 as AnyObject } : nil
      })
  }

  /// What a value read from the property is, as installation sees it.
  @inlinable @inline(__always)
  static func content(_ value: DelegateProtocol?, _ proxy: AnyObject) -> SlotContent {
    guard let value else { return .empty }
    return isObject(value, proxy) ? .proxy : .other(value as AnyObject)
  }

  /// Whether `value` is `object` itself (a proxy), without converting
  /// `value` to `AnyObject` (`as AnyObject` on a generic value is a bridging
  /// call, about 450 instructions).
  ///
  /// A value of a class, or of a class-bound existential, is represented by
  /// the object's address followed by zero or more witness tables (see
  /// `WeakReference`), so comparing the first word with `object`'s address
  /// decides. This is only called once a proxy has been converted to the
  /// protocol type (installation checks that), so the protocol type is one a
  /// class instance converts to: a class, a class-bound existential,
  /// `AnyObject`, or an existential such as `Any` that is not class-bound.
  /// Only the last kind can hold a value whose first word is the address of
  /// an object it is not (a struct whose first field is that object); its
  /// containers are four words, so at that size the value's dynamic type
  /// must also be `object`'s class. The size is known where this is
  /// specialised, so for the usual `any P` (two words) the test is one
  /// compare.
  @inlinable
  static func isObject(_ value: DelegateProtocol, _ object: AnyObject) -> Bool {
    guard MemoryLayout<DelegateProtocol>.size >= MemoryLayout<UInt>.size else { return false }
    let address = withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
    guard address == UInt(bitPattern: ObjectIdentifier(object)) else { return false }
    guard MemoryLayout<DelegateProtocol>.size >= 4 * MemoryLayout<UInt>.size else { return true }
    // `as Any`: `type(of: value)` alone would be the static type here.
    return ObjectIdentifier(type(of: value as Any)) == ObjectIdentifier(type(of: object))
  }

  /// `host` as the slot's host class; a trap with a message if it is not.
  ///
  /// A check, then an unchecked conversion: `as? Host` would produce a new
  /// reference, a retain and a release per access.
  @inlinable
  static func host<Host: AnyObject>(_ host: AnyObject, as: Host.Type) -> Host {
    guard host is Host else { wrongHost(host, expected: Host.self) }
    return unsafeDowncast(host, to: Host.self)
  }

  /// `proxy` as a value of the protocol: a cast to `Proxy` (a class cast),
  /// then to the protocol. The second is written as a test (`is`) followed
  /// by a forced cast: the optimizer folds both where `Proxy`'s conformance
  /// is known (measured with Swift 6.3.1), whereas a conditional cast
  /// (`as?`) to the protocol is not folded and looks the conformance up,
  /// about 300 instructions. A proxy that is not a `Proxy` (another slot
  /// with the same key path registered a different proxy type) is cast
  /// directly.
  @inlinable
  static func delegateValue<Proxy: DelegateProxy<DelegateProtocol>>(
    of proxy: DelegateProxy<DelegateProtocol>, as: Proxy.Type
  ) -> DelegateProtocol {
    if proxy is Proxy {
      let typed = unsafeDowncast(proxy, to: Proxy.self)
      if typed is DelegateProtocol { return typed as! DelegateProtocol }
    }
    guard let value = proxy as? DelegateProtocol else { notConforming(proxy) }
    return value
  }

  /// Makes `value` the real delegate of `proxy`. Out of line: called only
  /// as a proxy adopts the host's delegate, and `replaceRealDelegate` is
  /// the proxy's own.
  @usableFromInline
  static func adopt(
    _ value: DelegateProtocol?, by proxy: DelegateProxy<DelegateProtocol>, keeping releases: inout DeferredReleases
  ) {
    _ = proxy.replaceRealDelegate(with: value, keeping: &releases)
  }

  @usableFromInline
  static func wrongHost(_ host: AnyObject, expected: Any.Type) -> Never {
    fatalError("\(type(of: host)) is not a \(expected); check its DelegateHost conformance")
  }

  @usableFromInline
  static func notConforming(_ proxy: AnyObject) -> Never {
    fatalError("\(type(of: proxy)) must conform to \(DelegateProtocol.self) to serve this slot")
  }
}
