/// How many elements an event stream keeps for a consumer that is slower than
/// the delegate calls.
///
/// Elements are produced synchronously, on the thread that called the
/// delegate, and never block it: a stream that is full drops elements as its
/// policy says.
///
/// ```swift
/// let progress = session.delegateEvents(\.taskDidSendBodyData, buffering: .newest(1)) { _, _, sent, _, _ in sent }
/// ```
public enum EventBuffering: Sendable, Hashable {
  /// Keeps every element until it is consumed (the default).
  ///
  /// ```swift
  /// loader.delegateEvents(\.didStartLoad, buffering: .unbounded) { loader in loader.url }
  /// ```
  case unbounded

  /// Keeps the newest `count` elements, dropping the oldest.
  ///
  /// ```swift
  /// loader.delegateEvents(\.didStartLoad, buffering: .newest(1)) { loader in loader.url }
  /// ```
  case newest(Int)

  /// The standard library's policy for this buffering.
  func policy<Element>(for: Element.Type) -> AsyncStream<Element>.Continuation.BufferingPolicy {
    switch self {
    case .unbounded: .unbounded
    case .newest(let count): .bufferingNewest(max(0, count))
    }
  }
}
