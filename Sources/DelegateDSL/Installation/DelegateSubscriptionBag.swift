// Subscriptions kept together and cancelled when their owner lets them go.
//
// A main-actor view controller can't write `deinit { subscription?.cancel() }`
// in Swift 6: its `deinit` is nonisolated, and a stored property of a
// non-`Sendable` type (a `DelegateSubscription`) can't be read there. A bag
// is `Sendable`, so a `let` of it can be; and it cancels what it holds when
// it is released, so most owners need no `deinit` at all (Combine's
// `Set<AnyCancellable>` does the same).
//
// Cancelling runs no code under the bag's lock: `cancelAll()` moves the
// subscriptions out under it and cancels, and releases them, after the
// unlock (see `Lock.swift`).

/// Subscriptions of any protocols, cancelled together when the bag is
/// released or when you call ``cancelAll()``.
///
/// Keep one in a `let` of the object whose handlers they are, and store each
/// installation in it: when that object goes, the bag goes, and every
/// handler with it, with no `deinit` to write.
///
/// ```swift
/// final class SearchScreen: UIViewController {
///   private let subscriptions = DelegateSubscriptionBag()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     searchBar.on(\.textDidChange) { [unowned self] _, text in search(text) }
///       .store(in: subscriptions)
///   }
/// }
/// ```
///
/// A bag is `Sendable`, unlike a ``DelegateSubscription``, so a main-actor
/// class's nonisolated `deinit` may also call ``cancelAll()`` on it.
/// Cancelling follows ``DelegateSubscription/cancel()``: a main-actor
/// host's handlers are removed on the main actor (at once when the bag goes
/// on the main thread, as a view controller's does), any other host's on
/// the thread that cancels.
public final class DelegateSubscriptionBag: Sendable {
  /// The subscriptions' cancellations, in the order they were stored.
  /// Guarded by `lock`.
  ///
  /// `nonisolated(unsafe)` is sound: every access to the array holds `lock`,
  /// and a cancellation may run on any thread, since
  /// ``DelegateSubscription/cancel()`` goes through the library's locks and
  /// sends a main-actor host's cancellation to the main actor (the reasoning
  /// of `MainActorCancellation` in `DelegateSubscription.swift`).
  private nonisolated(unsafe) var cancellations: [() -> Void] = []

  /// A leaf lock: nothing is run or released under it (`cancelAll()` moves
  /// the cancellations out first).
  private let lock = Lock()

  /// Creates an empty bag.
  ///
  /// ```swift
  /// let subscriptions = DelegateSubscriptionBag()
  /// ```
  public init() {}

  deinit { cancelAll() }

  /// Adds `subscription`, to be cancelled with the others.
  ///
  /// ```swift
  /// subscriptions.insert(handlers.install(on: loader))
  /// ```
  public func insert<DelegateProtocol>(_ subscription: DelegateSubscription<DelegateProtocol>) {
    let cancellation = { subscription.cancel() }
    lock.withLock { cancellations.append(cancellation) }
  }

  /// How many subscriptions the bag holds (cancelled ones included, until
  /// ``cancelAll()``).
  ///
  /// ```swift
  /// subscriptions.count  // 2
  /// ```
  public var count: Int { lock.withLock { cancellations.count } }

  /// Cancels every subscription in the bag, in the order they were stored,
  /// and empties it. The bag can be used again.
  ///
  /// ```swift
  /// subscriptions.cancelAll()
  /// ```
  public func cancelAll() {
    var taken: [() -> Void] = []
    lock.withLock { swap(&taken, &cancellations) }
    for cancel in taken { cancel() }
  }
}

extension DelegateSubscription {
  /// Stores the subscription in `bag`, which cancels it when the bag is
  /// released or emptied. Returns nothing: keep the bag, not the
  /// subscription.
  ///
  /// ```swift
  /// loader.on(\.didStartLoad) { loader in print("started", loader.url) }
  ///   .store(in: subscriptions)
  /// ```
  public func store(in bag: DelegateSubscriptionBag) {
    bag.insert(self)
  }
}
