// StreamDelegate: events, proxy and host conformance.
//
// swift-corelibs-foundation declares the protocol and `Stream.delegate`, but
// its streams never call the delegate (scheduling a stream in a run loop
// delivers no events there); code that drives streams itself, or Foundation
// on other platforms, does.

#if canImport(Foundation)
  import Foundation

  extension DelegateEvents where Delegate == any StreamDelegate {
    /// `stream(_:handle:)`: an event occurred on the stream.
    ///
    /// ```swift
    /// On(\.handle) { stream, event in if event.contains(.hasBytesAvailable) { read(stream) } }
    /// ```
    public var handle: Event<(Stream, Stream.Event) -> Void> {
      optional(.init(), selector: "stream:handleEvent:")
    }
  }

  /// The proxy that `install(on:)` makes a `Stream`'s delegate.
  ///
  /// ```swift
  /// Delegate(for: StreamDelegate.self) { On(\.handle) { _, event in print(event) } }
  ///   .install(on: inputStream)
  /// ```
  public final class StreamDelegateProxy: DelegateProxy<any StreamDelegate>, StreamDelegate {
    /// Every event of the protocol, each with its Objective-C selector: on
    /// Apple platforms the proxy's `responds(to:)` answers YES for one only
    /// while a handler, the real delegate or (for a void method) a stream
    /// takes the call (see ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "stream:handleEvent:")  // true while handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] { [\.handle] }

    /// Dispatches ``DelegateEvents/handle``.
    ///
    /// ```swift
    /// proxy.stream(stream, handle: .openCompleted)
    /// ```
    public func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
      sendIfImplemented(\.handle, aStream, eventCode) { ifImplemented($0.stream(_:handle:))?(aStream, eventCode) }
    }
  }

  extension Stream: DelegateHost {
    /// `Stream.delegate`, served by ``StreamDelegateProxy``.
    ///
    /// ```swift
    /// Delegate(for: StreamDelegate.self) { On(\.handle) { _, _ in } }.install(on: stream)
    /// ```
    public static var delegateSlot: DelegateSlot<any StreamDelegate> {
      DelegateSlot(\Stream.delegate, proxy: StreamDelegateProxy.self)
    }
  }
#endif
