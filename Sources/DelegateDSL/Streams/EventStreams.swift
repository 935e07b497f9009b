// The core of event streams (`delegateEvents`), shared by every generated
// overload (`DelegateSlot+EventStreams.swift`).
//
// A stream is an installation with no handlers and one observer: it creates
// or reuses the host's proxy and adopts the real delegate exactly as
// `install(on:)` does, and its token keeps the proxy installed until the
// stream ends, so the host's delegate is given back only when the last
// handler and the last observer are gone.
//
// Ending:
// - The consumer stops (its task is cancelled, or the stream is dropped):
//   `onTermination` cancels the installation, which removes the observer.
// - The host is deallocated: its record in associated storage is removed
//   and its proxy table evicted (`Proxies.evict()`), which removes the observer;
//   the sink is released, and its `deinit` finishes the stream. A
//   `@ProxyableDelegate` host tells its death (`HostObituary`): at once, on
//   the owner's thread. Any other host is found by the reaper, which the
//   stream's installation asks to watch it (`DeadHostReaper`): within one
//   interval.
// The sink is released after every library lock is released (see
// `Lock.swift`): finishing runs `onTermination`, which takes those locks.

extension DelegateProxy {
  /// Adds an observer of `event` (declared as `declaration`) under the
  /// installation `token`. Returns whether what the proxy handles changed
  /// (see ``handles(_:)``): a void event that had neither handlers nor
  /// observers before (a stream can't answer, so observing any other event
  /// changes nothing a host may cache). Does nothing if the installation was
  /// cancelled meanwhile.
  func addObserver<Signature, Answer>(
    _ event: KeyPath<DelegateEvents<Delegate>, Event<Signature>>, declaration: Event<Signature>, token: UInt64,
    after: Bool, observe: @escaping (Result<Answer, any Error>, UnsafeRawPointer) -> Void,
    keeping releases: inout DeferredReleases
  ) -> Bool {
    let slot: EventSlot<Signature, Answer> = typedSlot(event, declaration: declaration)
    return changingTable(keeping: &releases) { releases in
      guard table.isActive(token) else { return false }
      let wasHandled = slot.handlerCount > 0 || slot.isObserved
      slot.addObserver(EventObserver(token: token, observe: observe), after: after, into: &releases)
      table.needsPublishing = true
      return !wasHandled && slot.observersMakeItHandled
    }
  }
}

enum EventStreams {
  /// Observes `event` on `host`'s `slot`, producing elements with the
  /// observer that `observer` builds from the stream's `yield`: given the
  /// call's outcome and a pointer to its arguments (see `EventObserver`), it
  /// yields the element.
  static func observe<P, Signature, Answer, Element: Sendable>(
    _ event: KeyPath<DelegateEvents<P>, Event<Signature>>, on host: AnyObject, slot: DelegateSlot<P>,
    after: Bool, buffering: EventBuffering, cancelOnMainActor: Bool,
    observer: (_ yield: @escaping @Sendable (Element) -> Void) -> (Result<Answer, any Error>, UnsafeRawPointer) -> Void
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: buffering.policy(for: Element.self))
    let sink = StreamSink(continuation)
    let observe = observer { element in sink.yield(element) }
    // The declaration is user code: evaluated before any lock is taken.
    let declaration = DelegateEvents<P>()[keyPath: event]
    // The observer is added before the proxy is assigned to the host, so
    // that a host that caches what its delegate handles sees it.
    let (proxy, token, proxies) = ProxyRegistry.install(InstallPlan([]), on: host, slot: slot, watching: true) {
      proxy, token, releases in
      proxy.addObserver(
        event, declaration: declaration, token: token, after: after, observe: observe, keeping: &releases)
    }
    UnclaimedAnswerStream.reportIfUnanswered(event, declaration: declaration, proxy: proxy)
    let installation = StreamInstallation(
      DelegateSubscription(token: token, proxy: proxy, host: host, proxies: proxies, slot: slot))
    continuation.onTermination = { _ in
      if cancelOnMainActor {
        Task { @MainActor in installation.cancel() }
      } else {
        installation.cancel()
      }
    }
    return stream
  }

  /// The observer of a stream of the arguments themselves: yields the
  /// arguments tuple, of type `Arguments`, of every call.
  static func yieldingArguments<Arguments, Answer>(
    _ arguments: Arguments.Type, answering: Answer.Type, to yield: @escaping @Sendable (Arguments) -> Void
  ) -> (Result<Answer, any Error>, UnsafeRawPointer) -> Void {
    { _, pointer in yield(ObservedArguments.load(Arguments.self, from: pointer)) }
  }
}

/// Yields into a stream, and finishes it when the observer holding it is
/// released (the host, and with it the proxy, is gone).
final class StreamSink<Element: Sendable>: Sendable {
  let continuation: AsyncStream<Element>.Continuation
  init(_ continuation: AsyncStream<Element>.Continuation) { self.continuation = continuation }
  func yield(_ element: Element) { continuation.yield(element) }
  deinit { continuation.finish() }
}

/// The installation behind a stream, cancelled when the stream terminates.
///
/// `@unchecked Sendable` is sound: the subscription is immutable after
/// `init` except for its weak references, which the runtime loads
/// atomically, and `cancel()` goes through the library's locks. Cancelling
/// may write the host's delegate property on the thread where the stream
/// terminated, as any `cancel()` from another thread may: a host used from
/// several threads guards that property (see <doc:ThreadingModel>);
/// main-actor streams cancel on the main actor.
final class StreamInstallation<P>: @unchecked Sendable {
  let subscription: DelegateSubscription<P>
  init(_ subscription: DelegateSubscription<P>) { self.subscription = subscription }
  func cancel() { subscription.cancel() }
}

/// Carries an observed call's outcome and arguments into
/// `MainActor.assumeIsolated`, for the projection of a main-actor event's
/// stream.
///
/// `@unchecked Sendable` is sound: a main-actor event is dispatched on the
/// main actor (its `send` overloads are `@MainActor`), so its observers run
/// there, and `assumeIsolated` runs its closure synchronously, on the
/// current thread: the values never leave the thread, and the box is
/// dropped before `assumeIsolated` returns. (`assumeIsolated` traps if the
/// observer is ever called elsewhere.)
struct MainActorHandoff<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
