/// The handle of one installation: cancel it to remove exactly the handlers
/// it installed.
///
/// Dropping a subscription does **not** cancel it: installed handlers live as
/// long as the host, like a delegate. Keep the subscription only if you need
/// to remove the handlers earlier, or to reach the proxy.
///
/// ```swift
/// let subscription = handlers.install(on: loader)
/// subscription.proxy?.realDelegate = controller   // handlers keep running
/// subscription.cancel()                           // other installations keep running
/// ```
///
/// When the last installation on a host's slot is cancelled, the host's
/// delegate property is set back to the real delegate and the proxy is
/// released.
public final class DelegateSubscription<DelegateProtocol>: CustomStringConvertible {
  // Only what cancelling, `isActive`, `isConnected` and `description` use:
  // 72 bytes of fields, 88 with the object's header, one of glibc malloc's
  // block sizes (issue 36: with the whole slot kept, the block was 120).

  /// The installation's token, with the slot's `isMainActor` in the top
  /// bit: a proxy's tokens count up from 1, and never reach it.
  private let tokenAndIsolation: UInt64
  // `@exclusivity(unchecked)` on both weak references: they are written
  // only by `init`, so no access can conflict (a weak load is atomic).
  @exclusivity(unchecked)
  private(set) weak var host: AnyObject?
  /// The slot's key path and accessors: of the slot, all that cancelling
  /// and `isConnected` need.
  let accessors: SlotAccessors<DelegateProtocol>
  /// The host's proxy table, so that cancelling need not look it up. Kept
  /// strongly: the host's record drops the table when its last proxy goes
  /// (see `ProxyRegistry`). No cycle through a handler that captures its
  /// subscription outlives the host: a dead host's table is evicted, which
  /// removes its proxies' handlers (see `ProxyRegistry.Proxies.evict()`).
  let proxies: ProxyRegistry.Proxies

  /// The proxy that runs this installation's handlers, while it is alive.
  ///
  /// Use it to read or replace the real delegate without disconnecting the
  /// handlers. It is typed as the base class, whatever proxy class the
  /// host's slot names: to call the protocol's methods on it (as the host
  /// would, in a test), cast it to the protocol, or go through the host's
  /// delegate property.
  ///
  /// ```swift
  /// subscription.proxy?.realDelegate = controller
  /// (subscription.proxy as? any WebLoaderDelegate)?.didStartLoad(loader)
  /// ```
  @exclusivity(unchecked)
  public private(set) weak var proxy: DelegateProxy<DelegateProtocol>?

  @usableFromInline
  init(
    token: UInt64, proxy: DelegateProxy<DelegateProtocol>, host: AnyObject, proxies: ProxyRegistry.Proxies,
    slot: DelegateSlot<DelegateProtocol>
  ) {
    assert(token < Self.mainActorBit)
    self.tokenAndIsolation = slot.isMainActor ? token | Self.mainActorBit : token
    self.proxies = proxies
    self.proxy = proxy
    self.host = host
    self.accessors = slot.accessors
  }

  /// The top bit of ``tokenAndIsolation``.
  private static var mainActorBit: UInt64 { 1 << 63 }

  /// The installation's token.
  var token: UInt64 { tokenAndIsolation & ~Self.mainActorBit }

  /// The slot's ``DelegateSlot/isMainActor``.
  var isMainActor: Bool { tokenAndIsolation & Self.mainActorBit != 0 }

  /// Whether the handlers are still installed on a living host: `false`
  /// once cancelled, and once the host has been deallocated.
  ///
  /// ```swift
  /// if subscription.isActive { subscription.cancel() }
  /// ```
  public var isActive: Bool {
    guard let proxy else { return false }
    // A strong load of the host, which may turn out to be its last
    // reference: let go of as a cancellation's is.
    var host = self.host
    guard host != nil else { return false }
    let active = proxy.isActive(token)
    // Read unlocked: the flag is written only as a record takes the table,
    // which no record does while this table's host is alive, as `host`
    // keeps it here.
    ProxyRegistry.releaseLoaded(&host, onMainActor: proxies.createdOnMainThread)
    return active
  }

  /// Removes this installation's handlers. Idempotent.
  ///
  /// ```swift
  /// subscription.cancel()
  /// ```
  ///
  /// On a main-actor slot (``DelegateSlot/isMainActor``: a UIKit view's
  /// delegate, say), the host's property is written on the main actor only.
  /// Called there (or on the main thread, as a view controller's `deinit`
  /// usually is), `cancel()` takes effect before it returns; called from
  /// any other thread it returns at once and the cancellation runs on the
  /// main actor, soon after. The host calls its delegate on the main actor
  /// only, so no handler runs there after the cancellation has. (The type
  /// system can't refuse the call: a subscription doesn't carry its slot's
  /// isolation, and `deinit` is nonisolated.)
  public func cancel() {
    if isMainActor, !MainThread.isCurrent {
      MainActorCancellation(self).send()
      return
    }
    cancelHere()
  }

  /// ``cancel()``, on the calling thread.
  fileprivate func cancelHere() {
    guard let proxy else { return }
    // The host, strongly, for the cancellation, and perhaps its last
    // reference once `uninstall` returns: let go of after everything the
    // cancellation released, on the main actor for a host whose record was
    // created on the main thread, as `ProxyRegistry.releaseLoaded(_:onMainActor:)`
    // does (written out here: moving the host out of a variable measured
    // +165 instructions per install + cancel).
    let host = self.host
    if ProxyRegistry.uninstall(token, from: proxy, host: host, table: proxies, slot: accessors), let host {
      LastReferenceHandoff.release(host, onMainActor: true)
    }
  }

  /// The installation's state followed by its proxy's table.
  ///
  /// ```swift
  /// print(subscription)
  /// ```
  public var description: String {
    "DelegateSubscription(\(isActive ? "active" : "cancelled"))" + (proxy.map { "\n\($0)" } ?? "")
  }
}

/// A cancellation on its way to the main actor (see
/// ``DelegateSubscription/cancel()``).
///
/// `@unchecked Sendable` is sound: a subscription is immutable after `init`
/// except for its weak references, which the runtime loads atomically, and
/// cancelling goes through the library's locks, from any thread.
private struct MainActorCancellation<P>: @unchecked Sendable {
  let subscription: DelegateSubscription<P>
  init(_ subscription: DelegateSubscription<P>) { self.subscription = subscription }

  func send() {
    if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *) {
      Task { @MainActor in subscription.cancelHere() }
    } else {
      subscription.cancelHere()
    }
  }
}
