// URLSessionDelegate, URLSessionTaskDelegate, URLSessionDataDelegate and
// URLSessionDownloadDelegate: events, proxy, and a session initialiser.
//
// One event namespace for all four protocols. A session has one delegate
// slot, typed `any URLSessionDelegate`, and URLSession itself decides per
// call whether that delegate is a task, data or download delegate by a
// dynamic cast. The adapter does the same: every event is declared for
// `any URLSessionDelegate`, the proxy conforms to all four protocols, and it
// forwards each call to the real delegate only if the real delegate conforms
// to the protocol that declares the method.
//
// Isolation. A session calls its delegate on its delegate queue, and
// `URLSession` is `Sendable`, so every event is `@Sendable`: a handler may
// only capture `Sendable` state, which the compiler checks.
//
// Completion handlers. Methods that answer through a completion handler are
// `async` events: a handler may answer later (ask a keychain, a user). The
// proxy calls the real delegate first, with a completion closure of its own,
// and waits for it; then it awaits the handlers in order on the global
// executor, combines the answers by the event's rule and calls Foundation's
// completion handler exactly once, after the last has answered (see
// `DelegateProxy.answer(_:proposal:arguments:forward:call:completion:)`).
// A handler that doesn't suspend answers in the delegate queue's turn, as a
// synchronous one did, where the standard library has `Task.immediate`.
//
// Retention. A session keeps its delegate, the proxy, strongly until it is
// invalidated. The proxy, in turn, keeps the real delegate passed to
// `URLSession(configuration:realDelegate:delegateQueue:handlers:)` strongly
// until `urlSession(_:didBecomeInvalidWithError:)`, which is what URLSession
// does with a delegate of its own. Call `finishTasksAndInvalidate()` or
// `invalidateAndCancel()` when done with a session, as with any delegate.

#if canImport(FoundationNetworking) || canImport(Darwin)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  // MARK: - Events

  extension DelegateEvents where Delegate == any URLSessionDelegate {
    // URLSessionDelegate

    /// `urlSession(_:didBecomeInvalidWithError:)`: the last message a session
    /// sends; `nil` after `finishTasksAndInvalidate()` or `invalidateAndCancel()`.
    ///
    /// ```swift
    /// On(\.didBecomeInvalidWithError) { session, error in print("invalidated", error as Any) }
    /// ```
    public var didBecomeInvalidWithError: Event<@Sendable (URLSession, (any Error)?) -> Void> {
      optional(.init(), selector: "URLSession:didBecomeInvalidWithError:")
    }

    /// `urlSession(_:didReceive:completionHandler:)`: a session-level
    /// authentication challenge. Combined by
    /// ``CombineRule/firstDecisiveChallengeAnswer``: the first answer other
    /// than `.performDefaultHandling` wins, the real delegate's first.
    ///
    /// ```swift
    /// On(\.didReceiveChallenge) { _, challenge in (.performDefaultHandling, nil) }
    /// ```
    public var didReceiveChallenge:
      Event<
        @Sendable (URLSession, URLAuthenticationChallenge) async -> (
          URLSession.AuthChallengeDisposition, URLCredential?
        )
      >
    {
      optional(
        .init(.firstDecisiveChallengeAnswer), selector: "URLSession:didReceiveChallenge:completionHandler:")
    }

    // URLSessionTaskDelegate

    /// `urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:)`:
    /// the request to follow the redirect with, or `nil` to refuse it (the
    /// task then completes with the redirect response). Combined by
    /// ``CombineRule/lastUnlessRefused()``: `nil` from any participant
    /// refuses; otherwise the last answer wins, so a handler's rewrite
    /// replaces the real delegate's. Every participant is given Foundation's
    /// proposed request (answers do not chain). With no answer the redirect
    /// is followed.
    ///
    /// ```swift
    /// On(\.willPerformHTTPRedirection) { _, _, response, request in
    ///   request.url?.host == "127.0.0.1" ? request : nil
    /// }
    /// ```
    public var willPerformHTTPRedirection:
      Event<@Sendable (URLSession, URLSessionTask, HTTPURLResponse, URLRequest) async -> URLRequest?>
    {
      optional(
        .init(.lastUnlessRefused()),
        selector: "URLSession:task:willPerformHTTPRedirection:newRequest:completionHandler:"
      ).adopted(by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:didReceive:completionHandler:)`: a task-level
    /// authentication challenge. Combined by
    /// ``CombineRule/firstDecisiveChallengeAnswer``.
    ///
    /// ```swift
    /// On(\.taskDidReceiveChallenge) { _, _, challenge in
    ///   (.useCredential, URLCredential(user: "u", password: "p", persistence: .forSession))
    /// }
    /// ```
    public var taskDidReceiveChallenge:
      Event<
        @Sendable (URLSession, URLSessionTask, URLAuthenticationChallenge) async -> (
          URLSession.AuthChallengeDisposition, URLCredential?
        )
      >
    {
      optional(
        .init(.firstDecisiveChallengeAnswer), selector: "URLSession:task:didReceiveChallenge:completionHandler:"
      ).adopted(by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:needNewBodyStream:)`: a fresh body stream for an
    /// upload. Combined by ``CombineRule/firstNonNil()``.
    ///
    /// ```swift
    /// On(\.needNewBodyStream) { _, _ in InputStream(data: body) }
    /// ```
    public var needNewBodyStream: Event<@Sendable (URLSession, URLSessionTask) async -> InputStream?> {
      optional(.init(.firstNonNil()), selector: "URLSession:task:needNewBodyStream:").adopted(
        by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:didSendBodyData:totalBytesSent:totalBytesExpectedToSend:)`.
    ///
    /// ```swift
    /// On(\.didSendBodyData) { _, _, sent, total, expected in print(total, "/", expected) }
    /// ```
    public var didSendBodyData: Event<@Sendable (URLSession, URLSessionTask, Int64, Int64, Int64) -> Void> {
      optional(.init(), selector: "URLSession:task:didSendBodyData:totalBytesSent:totalBytesExpectedToSend:").adopted(
        by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:didCompleteWithError:)`: the last message about a
    /// task; the error is `nil` on success (an HTTP 404 is a success).
    ///
    /// ```swift
    /// On(\.taskDidComplete) { _, task, error in print(task.taskIdentifier, error as Any) }
    /// ```
    public var taskDidComplete: Event<@Sendable (URLSession, URLSessionTask, (any Error)?) -> Void> {
      optional(.init(), selector: "URLSession:task:didCompleteWithError:").adopted(
        by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:willBeginDelayedRequest:completionHandler:)`.
    /// Combined by ``CombineRule/firstDecisiveDelayedRequestAnswer``: the
    /// first answer other than `.continueLoading` wins.
    ///
    /// ```swift
    /// On(\.willBeginDelayedRequest) { _, _, request in (.continueLoading, nil) }
    /// ```
    public var willBeginDelayedRequest:
      Event<
        @Sendable (URLSession, URLSessionTask, URLRequest) async -> (URLSession.DelayedRequestDisposition, URLRequest?)
      >
    {
      optional(
        .init(.firstDecisiveDelayedRequestAnswer),
        selector: "URLSession:task:willBeginDelayedRequest:completionHandler:"
      ).adopted(by: (any URLSessionTaskDelegate).self)
    }

    /// `urlSession(_:task:didFinishCollecting:)`.
    ///
    /// ```swift
    /// On(\.didFinishCollectingMetrics) { _, _, metrics in print(metrics.taskInterval) }
    /// ```
    public var didFinishCollectingMetrics: Event<@Sendable (URLSession, URLSessionTask, URLSessionTaskMetrics) -> Void>
    {
      optional(.init(), selector: "URLSession:task:didFinishCollectingMetrics:").adopted(
        by: (any URLSessionTaskDelegate).self)
    }

    // URLSessionDataDelegate

    /// `urlSession(_:dataTask:didReceive:completionHandler:)`: the response
    /// headers arrived. Combined by ``CombineRule/cancelWins``: `.cancel`
    /// from any participant cancels; `.allow` when nobody answers.
    ///
    /// ```swift
    /// On(\.dataTaskDidReceiveResponse) { _, _, response in
    ///   (response as? HTTPURLResponse)?.statusCode == 200 ? .allow : .cancel
    /// }
    /// ```
    public var dataTaskDidReceiveResponse:
      Event<@Sendable (URLSession, URLSessionDataTask, URLResponse) async -> URLSession.ResponseDisposition>
    {
      optional(.init(.cancelWins), selector: "URLSession:dataTask:didReceiveResponse:completionHandler:").adopted(
        by: (any URLSessionDataDelegate).self)
    }

    /// `urlSession(_:dataTask:didBecome:)` with a download task.
    ///
    /// ```swift
    /// On(\.dataTaskDidBecomeDownloadTask) { _, _, download in print(download.taskIdentifier) }
    /// ```
    public var dataTaskDidBecomeDownloadTask:
      Event<@Sendable (URLSession, URLSessionDataTask, URLSessionDownloadTask) -> Void>
    {
      optional(.init(), selector: "URLSession:dataTask:didBecomeDownloadTask:").adopted(
        by: (any URLSessionDataDelegate).self)
    }

    /// `urlSession(_:dataTask:didBecome:)` with a stream task.
    ///
    /// ```swift
    /// On(\.dataTaskDidBecomeStreamTask) { _, _, stream in print(stream.taskIdentifier) }
    /// ```
    public var dataTaskDidBecomeStreamTask:
      Event<@Sendable (URLSession, URLSessionDataTask, URLSessionStreamTask) -> Void>
    {
      optional(.init(), selector: "URLSession:dataTask:didBecomeStreamTask:").adopted(
        by: (any URLSessionDataDelegate).self)
    }

    /// `urlSession(_:dataTask:didReceive:)`: the next piece of the body.
    ///
    /// ```swift
    /// On(\.dataTaskDidReceiveData) { _, _, data in body.append(data) }
    /// ```
    public var dataTaskDidReceiveData: Event<@Sendable (URLSession, URLSessionDataTask, Data) -> Void> {
      optional(.init(), selector: "URLSession:dataTask:didReceiveData:").adopted(by: (any URLSessionDataDelegate).self)
    }

    /// `urlSession(_:dataTask:willCacheResponse:completionHandler:)`: the
    /// response to cache, or `nil` not to cache. Combined by
    /// ``CombineRule/lastUnlessRefused()``; with no answer the proposed
    /// response is cached.
    ///
    /// ```swift
    /// On(\.willCacheResponse) { _, _, proposed in nil }  // never cache
    /// ```
    public var willCacheResponse:
      Event<@Sendable (URLSession, URLSessionDataTask, CachedURLResponse) async -> CachedURLResponse?>
    {
      optional(
        .init(.lastUnlessRefused()), selector: "URLSession:dataTask:willCacheResponse:completionHandler:"
      ).adopted(by: (any URLSessionDataDelegate).self)
    }

    // URLSessionDownloadDelegate

    /// `urlSession(_:downloadTask:didFinishDownloadingTo:)`: the file is only
    /// there during the call; move or read it in the handler.
    /// The one required method of the four protocols on Apple platforms
    /// (`URLSessionDownloadDelegate` declares it so): the proxy always
    /// responds to it.
    ///
    /// ```swift
    /// On(\.didFinishDownloadingTo) { _, _, location in try? FileManager.default.moveItem(at: location, to: target) }
    /// ```
    public var didFinishDownloadingTo: Event<@Sendable (URLSession, URLSessionDownloadTask, URL) -> Void> {
      required(.init(), selector: "URLSession:downloadTask:didFinishDownloadingToURL:")
    }

    /// `urlSession(_:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:)`.
    ///
    /// ```swift
    /// On(\.didWriteData) { _, _, written, total, expected in print(total, "/", expected) }
    /// ```
    public var didWriteData: Event<@Sendable (URLSession, URLSessionDownloadTask, Int64, Int64, Int64) -> Void> {
      optional(
        .init(), selector: "URLSession:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:"
      ).adopted(by: (any URLSessionDownloadDelegate).self)
    }

    /// `urlSession(_:downloadTask:didResumeAtOffset:expectedTotalBytes:)`.
    ///
    /// ```swift
    /// On(\.didResumeAtOffset) { _, _, offset, expected in print(offset) }
    /// ```
    public var didResumeAtOffset: Event<@Sendable (URLSession, URLSessionDownloadTask, Int64, Int64) -> Void> {
      optional(.init(), selector: "URLSession:downloadTask:didResumeAtOffset:expectedTotalBytes:").adopted(
        by: (any URLSessionDownloadDelegate).self)
    }
  }

  extension Event {
    /// This optional event, implemented only by a real delegate that adopts
    /// `Refined` (the sub-protocol that declares the method: the proxy
    /// forwards the method to such a delegate only) and that implements the
    /// method (on Apple platforms, `responds(to:)` its selector).
    fileprivate func adopted<Refined>(by refined: Refined.Type) -> Event {
      let implements = isImplemented
      return Event(
        self, requirement: requirement, selector: selector,
        implementationTest: AnyImplementationTest { real in real is Refined && (implements?(real) ?? true) })
    }
  }

  // MARK: - Rules

  extension CombineRule where Answer == (URLSession.AuthChallengeDisposition, URLCredential?) {
    /// The first answer whose disposition is not `.performDefaultHandling`
    /// wins; `(.performDefaultHandling, nil)` when nobody decides.
    ///
    /// ```swift
    /// On(\.taskDidReceiveChallenge) { _, _, _ in (.cancelAuthenticationChallenge, nil) }
    /// ```
    public static var firstDecisiveChallengeAnswer: Self {
      Self(name: "firstDecisive", defaultAnswer: (.performDefaultHandling, nil)) { sofar, next in
        sofar.0 == .performDefaultHandling ? next : sofar
      }
    }
  }

  extension CombineRule where Answer == (URLSession.DelayedRequestDisposition, URLRequest?) {
    /// The first answer whose disposition is not `.continueLoading` wins;
    /// `(.continueLoading, nil)` when nobody decides.
    ///
    /// ```swift
    /// On(\.willBeginDelayedRequest) { _, _, _ in (.cancel, nil) }
    /// ```
    public static var firstDecisiveDelayedRequestAnswer: Self {
      Self(name: "firstDecisive", defaultAnswer: (.continueLoading, nil)) { sofar, next in
        sofar.0 == .continueLoading ? next : sofar
      }
    }
  }

  extension CombineRule where Answer == URLSession.ResponseDisposition {
    /// `.cancel` from any participant cancels; otherwise the first answer
    /// other than `.allow` wins; `.allow` when nobody answers.
    ///
    /// ```swift
    /// On(\.dataTaskDidReceiveResponse) { _, _, _ in .cancel }
    /// ```
    public static var cancelWins: Self {
      Self(name: "cancelWins", defaultAnswer: .allow) { sofar, next in
        if sofar == .cancel || next == .cancel { return .cancel }
        return sofar == .allow ? next : sofar
      }
    }
  }

  // MARK: - Proxy

  /// The delegate of a session created with
  /// `URLSession(configuration:realDelegate:delegateQueue:handlers:)`: it
  /// forwards every call to the real delegate, if that delegate conforms to
  /// the method's protocol, then runs the handlers.
  ///
  /// ```swift
  /// let session = URLSession(configuration: .ephemeral, handlers: handlers)
  /// print(session.delegate is URLSessionDelegateProxy)  // true
  /// ```
  ///
  /// `URLSessionDelegate` requires `Sendable`. The proxy is
  /// `@unchecked Sendable` on the strength of ``DelegateProxy``'s guarantee:
  /// its handler table and real delegate are only touched under its lock. This
  /// subclass adds no stored properties; the real delegate it retains lives in
  /// thread-safe associated storage; and every event is `@Sendable`, so the
  /// handlers it calls on the session's queue are safe to call there.
  public final class URLSessionDelegateProxy: DelegateProxy<any URLSessionDelegate>, URLSessionDataDelegate,
    URLSessionDownloadDelegate, @unchecked Sendable
  {
    /// Keeps the real delegate given at creation alive until the session is
    /// invalidated.
    static let retainedRealDelegate = AssociatedKey<any URLSessionDelegate>("URLSessionDelegateProxy.retained")

    /// Every event of the four protocols, each with its Objective-C
    /// selector. URLSession asks `responds(to:)` for every optional method
    /// and changes course when one is implemented (a delegate that
    /// implements `urlSession(_:task:didReceive:completionHandler:)` decides
    /// every task's authentication), so on Apple platforms the proxy
    /// answers YES for one only while a handler, the real delegate or (for
    /// a void method) a stream takes the call (see
    /// ``DelegateProxy/respondsToSelector(named:)``).
    ///
    /// ```swift
    /// proxy.respondsToSelector(named: "URLSession:task:didReceiveChallenge:completionHandler:")  // false until handled
    /// ```
    public override class var selectorEvents: [PartialKeyPath<Events>] {
      [
        \.didBecomeInvalidWithError, \.didReceiveChallenge, \.willPerformHTTPRedirection, \.taskDidReceiveChallenge,
        \.needNewBodyStream, \.didSendBodyData, \.taskDidComplete, \.willBeginDelayedRequest,
        \.didFinishCollectingMetrics, \.dataTaskDidReceiveResponse, \.dataTaskDidBecomeDownloadTask,
        \.dataTaskDidBecomeStreamTask, \.dataTaskDidReceiveData, \.willCacheResponse, \.didFinishDownloadingTo,
        \.didWriteData, \.didResumeAtOffset,
      ]
    }

    // URLSessionDelegate

    /// Dispatches ``DelegateEvents/didBecomeInvalidWithError``, then releases
    /// the real delegate the proxy retained for the session.
    ///
    /// ```swift
    /// session.finishTasksAndInvalidate()  // leads to this call
    /// ```
    public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
      sendIfImplemented(\.didBecomeInvalidWithError, session, error) {
        ifImplemented($0.urlSession(_:didBecomeInvalidWithError:))?(session, error)
      }
      Self.retainedRealDelegate.removeValue(from: self)
    }

    /// Dispatches ``DelegateEvents/didReceiveChallenge`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, didReceive: challenge) { disposition, credential in }
    /// ```
    public func urlSession(
      _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      answer(
        \.didReceiveChallenge, proposal: nil, arguments: (session, challenge),
        forward: { real, done in
          guard let method = ifImplemented(real.urlSession(_:didReceive:completionHandler:)) else { return done(nil) }
          method(session, challenge) { done(($0, $1)) }
        },
        call: { await $0($1.0, $1.1) },
        completion: { completionHandler($0.0, $0.1) })
    }

    // URLSessionTaskDelegate

    /// Dispatches ``DelegateEvents/willPerformHTTPRedirection`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, willPerformHTTPRedirection: response, newRequest: request) { next in }
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      answer(
        \.willPerformHTTPRedirection, proposal: request, arguments: (session, task, response, request),
        forward: { real, done in
          guard
            let method = ifImplemented(
              (real as? any URLSessionTaskDelegate)?.urlSession(
                _:task:willPerformHTTPRedirection:newRequest:completionHandler:))
          else { return done(nil) }
          method(session, task, response, request) { done($0) }
        },
        call: { await $0($1.0, $1.1, $1.2, $1.3) },
        completion: completionHandler)
    }

    /// Dispatches ``DelegateEvents/taskDidReceiveChallenge`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, didReceive: challenge) { disposition, credential in }
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      answer(
        \.taskDidReceiveChallenge, proposal: nil, arguments: (session, task, challenge),
        forward: { real, done in
          guard
            let method = ifImplemented(
              (real as? any URLSessionTaskDelegate)?.urlSession(_:task:didReceive:completionHandler:))
          else { return done(nil) }
          method(session, task, challenge) { done(($0, $1)) }
        },
        call: { await $0($1.0, $1.1, $1.2) },
        completion: { completionHandler($0.0, $0.1) })
    }

    /// Dispatches ``DelegateEvents/needNewBodyStream`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task) { stream in }
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask,
      needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
      answer(
        \.needNewBodyStream, proposal: nil, arguments: (session, task),
        forward: { real, done in
          guard let method = ifImplemented((real as? any URLSessionTaskDelegate)?.urlSession(_:task:needNewBodyStream:))
          else { return done(nil) }
          method(session, task) { done($0) }
        },
        call: { await $0($1.0, $1.1) },
        completion: completionHandler)
    }

    /// Dispatches ``DelegateEvents/didSendBodyData``.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, didSendBodyData: 10, totalBytesSent: 10, totalBytesExpectedToSend: 20)
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
      totalBytesExpectedToSend: Int64
    ) {
      sendIfImplemented(\.didSendBodyData, session, task, bytesSent, totalBytesSent, totalBytesExpectedToSend) {
        ifImplemented(
          ($0 as? any URLSessionTaskDelegate)?.urlSession(
            _:task:didSendBodyData:totalBytesSent:totalBytesExpectedToSend:))?(
            session, task, bytesSent, totalBytesSent, totalBytesExpectedToSend)
      }
    }

    /// Dispatches ``DelegateEvents/taskDidComplete``.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, didCompleteWithError: nil)
    /// ```
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      sendIfImplemented(\.taskDidComplete, session, task, error) {
        ifImplemented(($0 as? any URLSessionTaskDelegate)?.urlSession(_:task:didCompleteWithError:))?(
          session, task, error)
      }
    }

    /// Dispatches ``DelegateEvents/willBeginDelayedRequest`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, willBeginDelayedRequest: request) { disposition, request in }
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask, willBeginDelayedRequest request: URLRequest,
      completionHandler: @escaping @Sendable (URLSession.DelayedRequestDisposition, URLRequest?) -> Void
    ) {
      answer(
        \.willBeginDelayedRequest, proposal: nil, arguments: (session, task, request),
        forward: { real, done in
          guard
            let method = ifImplemented(
              (real as? any URLSessionTaskDelegate)?.urlSession(_:task:willBeginDelayedRequest:completionHandler:))
          else { return done(nil) }
          method(session, task, request) { done(($0, $1)) }
        },
        call: { await $0($1.0, $1.1, $1.2) },
        completion: { completionHandler($0.0, $0.1) })
    }

    /// Dispatches ``DelegateEvents/didFinishCollectingMetrics``.
    ///
    /// ```swift
    /// proxy.urlSession(session, task: task, didFinishCollecting: metrics)
    /// ```
    public func urlSession(
      _ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics
    ) {
      sendIfImplemented(\.didFinishCollectingMetrics, session, task, metrics) {
        ifImplemented(($0 as? any URLSessionTaskDelegate)?.urlSession(_:task:didFinishCollecting:))?(
          session, task, metrics)
      }
    }

    // URLSessionDataDelegate

    /// Dispatches ``DelegateEvents/dataTaskDidReceiveResponse`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, dataTask: task, didReceive: response) { disposition in }
    /// ```
    public func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      answer(
        \.dataTaskDidReceiveResponse, proposal: nil, arguments: (session, dataTask, response),
        forward: { real, done in
          guard
            let method = ifImplemented(
              (real as? any URLSessionDataDelegate)?.urlSession(_:dataTask:didReceive:completionHandler:))
          else { return done(nil) }
          method(session, dataTask, response) { done($0) }
        },
        call: { await $0($1.0, $1.1, $1.2) },
        completion: completionHandler)
    }

    /// Dispatches ``DelegateEvents/dataTaskDidBecomeDownloadTask``.
    ///
    /// ```swift
    /// proxy.urlSession(session, dataTask: task, didBecome: downloadTask)
    /// ```
    public func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didBecome downloadTask: URLSessionDownloadTask
    ) {
      sendIfImplemented(\.dataTaskDidBecomeDownloadTask, session, dataTask, downloadTask) {
        ifImplemented(($0 as? any URLSessionDataDelegate)?.urlSession(_:dataTask:didBecome:))?(
          session, dataTask, downloadTask)
      }
    }

    /// Dispatches ``DelegateEvents/dataTaskDidBecomeStreamTask``.
    ///
    /// ```swift
    /// proxy.urlSession(session, dataTask: task, didBecome: streamTask)
    /// ```
    public func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didBecome streamTask: URLSessionStreamTask
    ) {
      sendIfImplemented(\.dataTaskDidBecomeStreamTask, session, dataTask, streamTask) {
        ifImplemented(($0 as? any URLSessionDataDelegate)?.urlSession(_:dataTask:didBecome:))?(
          session, dataTask, streamTask)
      }
    }

    /// Dispatches ``DelegateEvents/dataTaskDidReceiveData``.
    ///
    /// ```swift
    /// proxy.urlSession(session, dataTask: task, didReceive: Data("chunk".utf8))
    /// ```
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      sendIfImplemented(\.dataTaskDidReceiveData, session, dataTask, data) {
        ifImplemented(($0 as? any URLSessionDataDelegate)?.urlSession(_:dataTask:didReceive:))?(session, dataTask, data)
      }
    }

    /// Dispatches ``DelegateEvents/willCacheResponse`` and calls
    /// `completionHandler` once with the combined answer.
    ///
    /// ```swift
    /// proxy.urlSession(session, dataTask: task, willCacheResponse: proposed) { cached in }
    /// ```
    public func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
      completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) {
      answer(
        \.willCacheResponse, proposal: proposedResponse, arguments: (session, dataTask, proposedResponse),
        forward: { real, done in
          guard
            let method = ifImplemented(
              (real as? any URLSessionDataDelegate)?.urlSession(_:dataTask:willCacheResponse:completionHandler:))
          else { return done(nil) }
          method(session, dataTask, proposedResponse) { done($0) }
        },
        call: { await $0($1.0, $1.1, $1.2) },
        completion: completionHandler)
    }

    // URLSessionDownloadDelegate

    /// Dispatches ``DelegateEvents/didFinishDownloadingTo``.
    ///
    /// ```swift
    /// proxy.urlSession(session, downloadTask: task, didFinishDownloadingTo: location)
    /// ```
    public func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
    ) {
      // Required by URLSessionDownloadDelegate: every download delegate implements it.
      send(\.didFinishDownloadingTo, session, downloadTask, location) {
        ($0 as? any URLSessionDownloadDelegate)?.urlSession(
          session, downloadTask: downloadTask, didFinishDownloadingTo: location)
      }
    }

    /// Dispatches ``DelegateEvents/didWriteData``.
    ///
    /// ```swift
    /// proxy.urlSession(session, downloadTask: task, didWriteData: 10, totalBytesWritten: 10, totalBytesExpectedToWrite: 20)
    /// ```
    public func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
      totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
    ) {
      sendIfImplemented(
        \.didWriteData, session, downloadTask, bytesWritten, totalBytesWritten, totalBytesExpectedToWrite
      ) {
        ifImplemented(
          ($0 as? any URLSessionDownloadDelegate)?.urlSession(
            _:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:))?(
            session, downloadTask, bytesWritten, totalBytesWritten, totalBytesExpectedToWrite)
      }
    }

    /// Dispatches ``DelegateEvents/didResumeAtOffset``.
    ///
    /// ```swift
    /// proxy.urlSession(session, downloadTask: task, didResumeAtOffset: 100, expectedTotalBytes: 200)
    /// ```
    public func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didResumeAtOffset fileOffset: Int64,
      expectedTotalBytes: Int64
    ) {
      sendIfImplemented(\.didResumeAtOffset, session, downloadTask, fileOffset, expectedTotalBytes) {
        ifImplemented(
          ($0 as? any URLSessionDownloadDelegate)?.urlSession(_:downloadTask:didResumeAtOffset:expectedTotalBytes:))?(
            session, downloadTask, fileOffset, expectedTotalBytes)
      }
    }
  }

  // MARK: - Session

  extension URLSession: DelegateHost {
    /// Creates a session whose delegate is a ``URLSessionDelegateProxy``
    /// running `handlers`, after `realDelegate` if there is one.
    ///
    /// A session's delegate is fixed when it is created, so handlers for a
    /// session start here; more can be installed later with
    /// `install(on: session)`. As with any URLSession delegate, the session
    /// keeps the proxy, and the proxy keeps `realDelegate`, until the
    /// session is invalidated: call `finishTasksAndInvalidate()` or
    /// `invalidateAndCancel()` when you are done with it.
    ///
    /// ```swift
    /// let handlers = Delegate(for: URLSessionDelegate.self) {
    ///   On(\.dataTaskDidReceiveData) { _, _, data in print(data.count, "bytes") }
    ///   On(\.taskDidComplete) { _, _, error in print("done", error as Any) }
    /// }
    /// let session = URLSession(configuration: .ephemeral, handlers: handlers)
    /// session.dataTask(with: url).resume()
    /// session.finishTasksAndInvalidate()
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - realDelegate: A delegate that receives every call before the
    ///     handlers, retained until the session is invalidated.
    ///   - delegateQueue: The queue for delegate calls, handlers included;
    ///     `nil` for a serial queue of the session's own.
    ///   - handlers: The handlers to install.
    public convenience init(
      configuration: URLSessionConfiguration, realDelegate: (any URLSessionDelegate)? = nil,
      delegateQueue: OperationQueue? = nil, handlers: Delegate<any URLSessionDelegate>
    ) {
      let proxy = URLSessionDelegateProxy()
      if let realDelegate {
        proxy.realDelegate = realDelegate
        URLSessionDelegateProxy.retainedRealDelegate[proxy] = realDelegate
      }
      self.init(configuration: configuration, delegate: proxy, delegateQueue: delegateQueue)
      ProxyRegistry.register(proxy, on: self, slot: Self.delegateSlot)
      handlers.install(on: self)
    }

    /// The session's delegate slot, served by ``URLSessionDelegateProxy``.
    ///
    /// Installation works on sessions created with
    /// `URLSession(configuration:realDelegate:delegateQueue:handlers:)` that
    /// have not been invalidated. Installing on any other session stops the
    /// program, since its delegate cannot be replaced.
    ///
    /// ```swift
    /// Delegate(for: URLSessionDelegate.self) { On(\.taskDidComplete) { _, _, _ in } }
    ///   .install(on: session)
    /// ```
    public static var delegateSlot: DelegateSlot<any URLSessionDelegate> {
      DelegateSlot(\URLSession.installableDelegate, proxy: URLSessionDelegateProxy.self)
    }

    /// `delegate`, as the writable property a ``DelegateSlot`` needs. Writes
    /// that would keep the current delegate (removing the last handlers
    /// leaves the proxy in place) are ignored; writes that would replace it
    /// are a programming error.
    var installableDelegate: (any URLSessionDelegate)? {
      get { delegate }
      set {
        guard let newValue, newValue is URLSessionDelegateProxy, newValue !== delegate else { return }
        fatalError(
          "A URLSession's delegate is fixed when it is created: create the session with "
            + "URLSession(configuration:realDelegate:delegateQueue:handlers:) to install handlers on it, "
            + "and do not install on it after it has been invalidated")
      }
    }
  }

#endif
