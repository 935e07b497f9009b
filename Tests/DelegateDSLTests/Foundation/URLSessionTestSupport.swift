#if canImport(FoundationNetworking)
  import DelegateDSL
  import Foundation
  import FoundationNetworking

  /// A hand-written delegate implementing every method of the four protocols.
  /// It records each call it receives (method names only, plus a detail) and
  /// answers as configured.
  final class HandWrittenSessionDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate,
    @unchecked Sendable
  {
    // `@unchecked Sendable` is sound: the log is thread-safe, and the answers
    // are set before the session starts and only read afterwards.
    let log: SharedLog
    var redirectAnswer: (URLRequest) -> URLRequest? = { $0 }
    var responseAnswer: URLSession.ResponseDisposition = .allow
    /// How many times to call each completion handler (a buggy delegate calls twice).
    var completionCalls = 1
    /// Calls completion handlers from another thread, later.
    var answersAsynchronously = false

    init(log: SharedLog) { self.log = log }

    private func complete(_ body: @escaping @Sendable () -> Void) {
      let calls = completionCalls
      if answersAsynchronously {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { for _ in 0..<calls { body() } }
      } else {
        for _ in 0..<calls { body() }
      }
    }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
      log.record("real didBecomeInvalidWithError")
    }
    func urlSession(
      _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      log.record("real didReceiveChallenge")
      complete { completionHandler(.performDefaultHandling, nil) }
    }
    func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      log.record("real willPerformHTTPRedirection \(response.statusCode) → \(request.url?.path ?? "")")
      let answer = redirectAnswer(request)
      complete { completionHandler(answer) }
    }
    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      log.record("real taskDidReceiveChallenge")
      complete { completionHandler(.performDefaultHandling, nil) }
    }
    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
      log.record("real needNewBodyStream")
      complete { completionHandler(nil) }
    }
    func urlSession(
      _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
      totalBytesExpectedToSend: Int64
    ) {
      log.record("real didSendBodyData")
    }
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      log.record("real taskDidComplete \((error as? URLError)?.code.rawValue ?? 0)")
    }
    func urlSession(
      _ session: URLSession, task: URLSessionTask, willBeginDelayedRequest request: URLRequest,
      completionHandler: @escaping @Sendable (URLSession.DelayedRequestDisposition, URLRequest?) -> Void
    ) {
      log.record("real willBeginDelayedRequest")
      complete { completionHandler(.continueLoading, nil) }
    }
    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
      log.record("real didFinishCollectingMetrics")
    }
    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      log.record("real dataTaskDidReceiveResponse \((response as? HTTPURLResponse)?.statusCode ?? 0)")
      let answer = responseAnswer
      complete { completionHandler(answer) }
    }
    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didBecome downloadTask: URLSessionDownloadTask
    ) {
      log.record("real dataTaskDidBecomeDownloadTask")
    }
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didBecome streamTask: URLSessionStreamTask) {
      log.record("real dataTaskDidBecomeStreamTask")
    }
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      log.record("real dataTaskDidReceiveData")
    }
    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
      completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) {
      log.record("real willCacheResponse")
      complete { completionHandler(proposedResponse) }
    }
    func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
    ) {
      log.record("real didFinishDownloadingTo")
    }
    func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
      totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
    ) {
      log.record("real didWriteData")
    }
    func urlSession(
      _ session: URLSession, downloadTask: URLSessionDownloadTask, didResumeAtOffset fileOffset: Int64,
      expectedTotalBytes: Int64
    ) {
      log.record("real didResumeAtOffset")
    }
  }

  /// Handlers that record every event of the adapter, for the coverage probe.
  func recordingSessionHandlers(_ log: SharedLog) -> Delegate<any URLSessionDelegate> {
    Delegate(for: URLSessionDelegate.self) {
      On(\.didBecomeInvalidWithError) { _, _ in log.record("dsl didBecomeInvalidWithError") }
      On(\.didReceiveChallenge) { _, _ in
        log.record("dsl didReceiveChallenge")
        return (.performDefaultHandling, nil)
      }
      On(\.willPerformHTTPRedirection) { _, _, _, request in
        log.record("dsl willPerformHTTPRedirection")
        return request
      }
      On(\.taskDidReceiveChallenge) { _, _, _ in
        log.record("dsl taskDidReceiveChallenge")
        return (.useCredential, URLCredential(user: "user", password: "secret", persistence: .forSession))
      }
      On(\.needNewBodyStream) { _, _ in
        log.record("dsl needNewBodyStream")
        return nil
      }
      On(\.didSendBodyData) { _, _, _, _, _ in log.record("dsl didSendBodyData") }
      On(\.taskDidComplete) { _, _, error in
        log.record("dsl taskDidComplete \((error as? URLError)?.code.rawValue ?? 0)")
      }
      On(\.willBeginDelayedRequest) { _, _, _ in
        log.record("dsl willBeginDelayedRequest")
        return (.continueLoading, nil)
      }
      On(\.didFinishCollectingMetrics) { _, _, _ in log.record("dsl didFinishCollectingMetrics") }
      On(\.dataTaskDidReceiveResponse) { _, _, _ in
        log.record("dsl dataTaskDidReceiveResponse")
        return .allow
      }
      On(\.dataTaskDidBecomeDownloadTask) { _, _, _ in log.record("dsl dataTaskDidBecomeDownloadTask") }
      On(\.dataTaskDidBecomeStreamTask) { _, _, _ in log.record("dsl dataTaskDidBecomeStreamTask") }
      On(\.dataTaskDidReceiveData) { _, _, _ in log.record("dsl dataTaskDidReceiveData") }
      On(\.willCacheResponse) { _, _, proposed in
        log.record("dsl willCacheResponse")
        return proposed
      }
      On(\.didFinishDownloadingTo) { _, _, _ in log.record("dsl didFinishDownloadingTo") }
      On(\.didWriteData) { _, _, _, _, _ in log.record("dsl didWriteData") }
      On(\.didResumeAtOffset) { _, _, _, _ in log.record("dsl didResumeAtOffset") }
    }
  }

  /// Resumes `task` and waits until `completed` reports it finished.
  final class Completion: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `continuation` and `done` are only
    // touched inside `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var done = false

    func signal() {
      let waiting = lock.withLock { () -> CheckedContinuation<Void, Never>? in
        done = true
        defer { continuation = nil }
        return continuation
      }
      waiting?.resume()
    }

    func wait() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let alreadyDone = lock.withLock { () -> Bool in
          if done { return true }
          self.continuation = continuation
          return false
        }
        if alreadyDone { continuation.resume() }
      }
    }
  }
#endif
