/// A typed key for attaching values to any class instance: pure-Swift
/// associated objects, in the spirit of `objc_setAssociatedObject` and
/// BlocksKit's `bk_associateValue` / `bk_weaklyAssociateValue`.
///
/// Keys compare by identity: create each key once (a `static let` is ideal)
/// and values attached under different keys never collide.
///
/// ```swift
/// extension XMLParser {
///   static let startedAt = AssociatedKey<ContinuousClock.Instant>("startedAt")
/// }
///
/// XMLParser.startedAt[parser] = .now
/// let started = XMLParser.startedAt[parser]  // ContinuousClock.Instant?
/// ```
///
/// Works for any class, including ones you do not own, on every platform;
/// it needs no Objective-C runtime. All operations are thread-safe.
///
/// ## When attached values are released
/// Swift gives no callback when an arbitrary object is deallocated, so the
/// storage notices a dead host lazily. A dead host's values are released:
/// - when ``AssociatedStorage/compact()`` is called,
/// - when the storage grows past twice the number of hosts that were alive at
///   its previous clean-up (an amortised sweep during any attach), or
/// - when a new object is created at the dead host's address and has a value
///   attached.
///
/// Values are never readable through a dead host's successor: every entry
/// remembers its host weakly and is checked on each access.
///
/// The storage never keeps a host alive: a sweep tests one host at a time,
/// with no lock held, and lets go of it at once, so a host is deinitialised
/// where and when its owner releases it (see <doc:ThreadingModel>).
///
/// ## Reading from a host's deinit
/// A host's own `deinit` reads its values as `nil`. Swift clears weak
/// references to an object before its `deinit` runs, so to the storage the
/// host is already dead (Objective-C associated objects differ here). Copy
/// what `deinit` needs into a stored property of the host instead.
///
/// Every value is released after the storage's lock is released, so a
/// value's own `deinit` may use associated storage freely.
///
/// ## Weak values
/// With ``AssociationPolicy/weak``, `Value` must be a class or a protocol
/// that refines `AnyObject`. Swift cannot state that constraint for
/// existentials, so a value of any other type traps on its first store, with
/// a message that names the key.
public final class AssociatedKey<Value>: Sendable, CustomStringConvertible {
  /// A name for debugging.
  ///
  /// ```swift
  /// print(AssociatedKey<Int>("retries").name)  // "retries"
  /// ```
  public let name: String

  /// Whether values are held strongly or weakly.
  ///
  /// ```swift
  /// AssociatedKey<Owner>("owner", policy: .weak).policy  // .weak
  /// ```
  public let policy: AssociationPolicy

  /// Creates a key. Each call creates a distinct key.
  ///
  /// ```swift
  /// let retries = AssociatedKey<Int>("retries")
  /// let owner = AssociatedKey<Owner>("owner", policy: .weak)
  /// ```
  public init(_ name: String, policy: AssociationPolicy = .strong) {
    self.name = name
    self.policy = policy
  }

  /// The value attached to `host` under this key; assign `nil` to detach it.
  ///
  /// ```swift
  /// retries[parser] = 3
  /// retries[parser]  // 3
  /// retries[parser] = nil
  /// ```
  public subscript(host: AnyObject) -> Value? {
    get { AssociatedStorage.registry.value(for: self, on: host) }
    set { AssociatedStorage.registry.setValue(newValue, for: self, on: host) }
  }

  /// Detaches and returns the value attached to `host` under this key.
  ///
  /// ```swift
  /// let old = retries.removeValue(from: parser)
  /// ```
  @discardableResult
  public func removeValue(from host: AnyObject) -> Value? {
    AssociatedStorage.registry.removeValue(for: self, on: host)
  }

  /// Atomically reads and modifies the value attached to `host`.
  ///
  /// `body` runs while the storage is locked: keep it short and do not touch
  /// associated storage from it. Values it drops are released after the lock
  /// is released.
  ///
  /// ```swift
  /// let count = hits.update(on: page) { value in
  ///   value = (value ?? 0) + 1
  ///   return value!
  /// }
  /// ```
  public func update<Result>(on host: AnyObject, _ body: (inout Value?) -> Result) -> Result {
    AssociatedStorage.registry.update(self, on: host, body)
  }

  /// The key's name and policy.
  ///
  /// ```swift
  /// print(retries)  // AssociatedKey<Int>("retries", strong)
  /// ```
  public var description: String { "AssociatedKey<\(Value.self)>(\"\(name)\", \(policy))" }
}
