#if canImport(FoundationNetworking) && canImport(Glibc)
  import DelegateDSL
  import Foundation
  import FoundationNetworking
  import Testing
  @testable import Samples

  // A hung request fails its test after a minute, or ten under a sanitizer,
  // where these requests (2.5 s in all in a debug build) went over a minute
  // with the stress tests running beside them on two cores.
  @Suite(
    "URLSession adapter, real requests against a loopback server",
    .timeLimit(StressScale.sanitizer == nil ? .minutes(1) : .minutes(10)))
  struct URLSessionAdapterTests {
    let server: LoopbackHTTPServer

    init() throws { server = try LoopbackHTTPServer() }

    /// Runs `task` on `session` and waits for `taskDidComplete`.
    func run(_ session: URLSession, _ makeTask: (URLSession) -> URLSessionTask) async -> URLSessionTask {
      let completion = Completion()
      let subscription = Delegate(for: URLSessionDelegate.self) {
        On(\.taskDidComplete) { _, _, _ in completion.signal() }
      }.install(on: session)
      let task = makeTask(session)
      task.resume()
      await completion.wait()
      subscription.cancel()
      return task
    }

    /// `taskDidComplete` as a stream of its (Sendable) arguments.
    @Test func completedTasksAsAStream() async throws {
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) { On(\.dataTaskDidReceiveData) { _, _, _ in } })
      defer { session.invalidateAndCancel() }
      let completions = session.delegateEvents(\.taskDidComplete)
      let task = session.dataTask(with: server.url("/hello"))
      task.resume()
      var iterator = completions.makeAsyncIterator()
      let completed = try #require(await iterator.next())
      #expect(completed.1 === task)
      #expect(completed.2 == nil)
    }

    @Test func everyCallReachesTheRealDelegateThenTheHandlers() async throws {
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      let session = URLSession(
        configuration: .ephemeral, realDelegate: real, handlers: recordingSessionHandlers(log))
      for path in ["/hello", "/redirect", "/missing", "/chunked", "/auth"] {
        _ = await run(session) { $0.dataTask(with: server.url(path)) }
      }
      _ = await run(session) { $0.downloadTask(with: server.url("/large")) }
      var upload = URLRequest(url: server.url("/hello"))
      upload.httpMethod = "POST"
      _ = await run(session) { $0.uploadTask(with: upload, from: Data(repeating: 1, count: 100_000)) }
      upload.httpBodyStream = InputStream(data: Data(repeating: 2, count: 1000))
      _ = await run(session) { $0.uploadTask(withStreamedRequest: upload) }
      let invalidated = Completion()
      Delegate(for: URLSessionDelegate.self) { On(\.didBecomeInvalidWithError) { _, _ in invalidated.signal() } }
        .install(on: session)
      session.finishTasksAndInvalidate()
      await invalidated.wait()

      let entries = log.entries
      #expect(entries.count.isMultiple(of: 2))
      for pair in stride(from: 0, to: entries.count, by: 2) {
        let real = entries[pair].split(separator: " ")[1]
        #expect(entries[pair].hasPrefix("real "))
        #expect(entries[pair + 1].hasPrefix("dsl \(real)"), "the handler runs right after the real delegate")
      }
      // What swift-corelibs-foundation calls for these requests. The other
      // methods (session-level challenge, willBeginDelayedRequest,
      // didFinishCollecting, didBecome download/stream task, willCacheResponse,
      // didResumeAtOffset) are never called by it.
      // `didSendBodyData` comes from libcurl's progress callback, whose
      // timing decides whether it fires for a 100 kB upload on loopback: it
      // does in a normal run, and was seen not to under ThreadSanitizer.
      let called = Set(entries.filter { $0.hasPrefix("real ") }.map { String($0.split(separator: " ")[1]) })
      #expect(
        called.subtracting(["didSendBodyData"]) == [
          "didBecomeInvalidWithError", "willPerformHTTPRedirection", "taskDidReceiveChallenge", "needNewBodyStream",
          "taskDidComplete", "dataTaskDidReceiveResponse", "dataTaskDidReceiveData",
          "didFinishDownloadingTo", "didWriteData",
        ])
    }

    @Test func aLargeBodyArrivesInChunksAfterTheResponse() async throws {
      let log = SharedLog()
      let body = Locked((data: Data(), chunks: 0))  // updated on the session's queue
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.dataTaskDidReceiveResponse) { _, _, response in
            log.record("response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
            return .allow
          }
          On(\.dataTaskDidReceiveData) { _, _, data in
            let chunks = body.withLock {
              $0.data.append(data)
              $0.chunks += 1
              return $0.chunks
            }
            if chunks == 1 { log.record("data") }
          }
          On(\.taskDidComplete) { _, _, error in log.record("complete \(error == nil)") }
        })
      defer { session.invalidateAndCancel() }
      _ = await run(session) { $0.dataTask(with: server.url("/large")) }
      #expect(log.entries == ["response 200", "data", "complete true"])
      let received = body.current
      #expect(received.chunks > 1, "received in \(received.chunks) chunks")
      #expect(received.data == LoopbackHTTPServer.largeBody())
    }

    @Test func a404IsACompletedTaskWithAResponse() async throws {
      let body = Locked((data: Data(), chunks: 0))  // updated on the session's queue
      let errors = SharedLog()
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.dataTaskDidReceiveData) { _, _, data in body.withLock { $0.data.append(data) } }
          On(\.taskDidComplete) { _, _, error in errors.record("\(error == nil)") }
        })
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/missing")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 404)
      #expect(String(decoding: body.current.data, as: UTF8.self) == "not found: /missing")
      #expect(errors.entries == ["true"])
    }

    @Test func aHandlerRefusingARedirectStopsAtTheRedirectResponse() async throws {
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      let session = URLSession(
        configuration: .ephemeral, realDelegate: real,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.willPerformHTTPRedirection) { _, _, response, request in
            log.record("handler refuses \(response.statusCode) → \(request.url?.path ?? "")")
            return nil
          }
        })
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/redirect")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 302)
      #expect(server.requests == ["GET /redirect"], "the redirect was not followed")
      #expect(
        log.entries.prefix(2) == [
          "real willPerformHTTPRedirection 302 → /hello", "handler refuses 302 → /hello",
        ])
    }

    @Test func theLastRewriteWinsUnlessSomeoneRefuses() async throws {
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      real.redirectAnswer = { request in
        var rewritten = request
        rewritten.url = URL(string: request.url!.absoluteString + "?by=real")
        return rewritten
      }
      let body = Locked((data: Data(), chunks: 0))  // updated on the session's queue
      let session = URLSession(
        configuration: .ephemeral, realDelegate: real,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.willPerformHTTPRedirection) { _, _, _, request in
            // Every participant sees Foundation's proposal, not the real delegate's rewrite.
            #expect(request.url?.query == nil)
            var rewritten = request
            rewritten.url = URL(string: request.url!.absoluteString + "?by=handler")
            return rewritten
          }
          On(\.dataTaskDidReceiveData) { _, _, data in body.withLock { $0.data.append(data) } }
        })
      defer { session.invalidateAndCancel() }
      _ = await run(session) { $0.dataTask(with: server.url("/redirect")) }
      #expect(server.requests == ["GET /redirect", "GET /hello?by=handler"])
      #expect(String(decoding: body.current.data, as: UTF8.self) == "hello from /hello?by=handler")

      // The real delegate refuses: a handler's rewrite cannot overrule it.
      real.redirectAnswer = { _ in nil }
      let task = await run(session) { $0.dataTask(with: server.url("/redirect-twice")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 302)
      #expect(server.requests.suffix(1) == ["GET /redirect-twice"])
    }

    @Test func withoutAnswersARedirectIsFollowed() async throws {
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) { On(\.dataTaskDidReceiveData) { _, _, _ in } })
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/redirect-twice")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 200)
      #expect(server.requests == ["GET /redirect-twice", "GET /redirect", "GET /hello"])
    }

    /// Handlers that follow redirects and allow responses, logging each run.
    /// (A function of its own keeps the test's body quick to type-check.)
    static func redirectAndResponseHandlers(logging runs: SharedLog) -> Delegate<any URLSessionDelegate> {
      Delegate(for: URLSessionDelegate.self) {
        On(\.willPerformHTTPRedirection) { _, _, _, request in
          runs.record("redirect")
          return request
        }
        On(\.dataTaskDidReceiveResponse) { _, _, _ in
          runs.record("response")
          return .allow
        }
      }
    }

    @Test func foundationsCompletionHandlerIsCalledExactlyOnce() async throws {
      // A buggy real delegate calls every completion handler twice, late and
      // from another thread.
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      real.completionCalls = 2
      real.answersAsynchronously = true
      let handlerRuns = SharedLog()
      let session = URLSession(
        configuration: .ephemeral, realDelegate: real, handlers: Self.redirectAndResponseHandlers(logging: handlerRuns))
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/redirect")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 200)
      #expect(server.requests == ["GET /redirect", "GET /hello"], "the redirect was followed once")
      #expect(handlerRuns.entries.filter { $0 == "redirect" }.count == 1)

      // Calling the proxy directly shows the count: two calls from the real
      // delegate, one call of the completion handler.
      let proxy = try #require(session.delegate as? URLSessionDelegateProxy)
      let dataTask = session.dataTask(with: server.url("/hello"))
      let response = try #require(
        HTTPURLResponse(url: server.url("/redirect"), statusCode: 302, httpVersion: nil, headerFields: nil))
      let calls = SharedLog()
      let answered = Completion()
      proxy.urlSession(
        session, task: dataTask, willPerformHTTPRedirection: response,
        newRequest: URLRequest(url: server.url("/hello"))
      ) { request in
        calls.record(request?.url?.path ?? "nil")
        answered.signal()
      }
      await answered.wait()
      try await Task.sleep(nanoseconds: 200_000_000)  // the real delegate's second call has come and gone
      #expect(calls.entries == ["/hello"])
      #expect(log.entries.filter { $0.hasPrefix("real willPerformHTTPRedirection") }.count == 2)
    }

    @Test func everyParticipantDecidesSynchronouslyWithoutARealDelegate() async throws {
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.dataTaskDidReceiveResponse) { _, _, _ in .allow }
          On(\.dataTaskDidReceiveResponse) { _, _, _ in .cancel }
          On(\.dataTaskDidReceiveResponse) { _, _, _ in .allow }
        })
      defer { session.invalidateAndCancel() }
      let proxy = try #require(session.delegate as? URLSessionDelegateProxy)
      let response = URLResponse(
        url: server.url("/hello"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
      let answers = SharedLog()
      proxy.urlSession(session, dataTask: session.dataTask(with: server.url("/hello")), didReceive: response) {
        answers.record("\($0 == .cancel ? "cancel" : "allow")")
      }
      #expect(answers.entries == ["cancel"], "cancelWins, answered before the method returns")

      let cached = SharedLog()
      let proposed = CachedURLResponse(response: response, data: Data("x".utf8))
      proxy.urlSession(session, dataTask: session.dataTask(with: server.url("/hello")), willCacheResponse: proposed) {
        cached.record($0 === proposed ? "proposed" : "other")
      }
      #expect(cached.entries == ["proposed"], "with no answers the proposed response is cached")
    }

    @Test func cancellingATaskFromAHandler() async throws {
      let log = SharedLog()
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.dataTaskDidReceiveData) { _, task, _ in
            log.record("data")
            task.cancel()
          }
          On(\.taskDidComplete) { _, _, error in log.record("complete \((error as? URLError)?.code == .cancelled)") }
        })
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/slow")) }
      #expect(log.entries.first == "data")
      #expect(log.entries.last == "complete true")
      #expect(task.state == .completed)
      #expect(task.countOfBytesReceived < 10_000_000)
    }

    @Test func aHandlerAnswersAnAuthenticationChallenge() async throws {
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      let session = URLSession(
        configuration: .ephemeral, realDelegate: real,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.taskDidReceiveChallenge) { _, _, challenge in
            log.record("handler challenge \(challenge.protectionSpace.authenticationMethod)")
            return (.useCredential, URLCredential(user: "user", password: "secret", persistence: .forSession))
          }
        })
      defer { session.invalidateAndCancel() }
      let task = await run(session) { $0.dataTask(with: server.url("/auth")) }
      #expect((task.response as? HTTPURLResponse)?.statusCode == 200)
      #expect(log.entries.contains("handler challenge \(NSURLAuthenticationMethodHTTPBasic)"))
      // The real delegate answered first (.performDefaultHandling); the
      // handler's decisive answer won.
      let challengeCalls = log.entries.filter { $0.contains("hallenge") }
      #expect(
        challengeCalls == ["real taskDidReceiveChallenge", "handler challenge \(NSURLAuthenticationMethodHTTPBasic)"])
    }

    @Test func aDownloadReportsProgressAndItsFile() async throws {
      let totals = SharedLog()
      let file = SharedLog()
      let session = URLSession(
        configuration: .ephemeral,
        handlers: Delegate(for: URLSessionDelegate.self) {
          On(\.didWriteData) { _, _, _, total, expected in totals.record("\(total)/\(expected)") }
          On(\.didFinishDownloadingTo) { _, _, location in
            let size = (try? FileManager.default.attributesOfItem(atPath: location.path)[.size] as? Int) ?? -1
            file.record("\(size)")
          }
        })
      defer { session.invalidateAndCancel() }
      _ = await run(session) { $0.downloadTask(with: server.url("/large")) }
      #expect(totals.entries.count > 1)
      #expect(totals.entries.last == "1000000/1000000")
      #expect(file.entries == ["1000000"])
    }

    @Test func theSessionKeepsTheRealDelegateUntilItIsInvalidated() async throws {
      weak var weakReal: HandWrittenSessionDelegate?
      let invalidated = Completion()
      let session: URLSession = {
        let real = HandWrittenSessionDelegate(log: SharedLog())
        weakReal = real
        return URLSession(
          configuration: .ephemeral, realDelegate: real,
          handlers: Delegate(for: URLSessionDelegate.self) {
            On(\.didBecomeInvalidWithError) { _, _ in invalidated.signal() }
          })
      }()
      #expect(weakReal != nil, "like URLSession, the proxy retains the real delegate")
      #expect(session.delegate is URLSessionDelegateProxy)
      _ = await run(session) { $0.dataTask(with: server.url("/hello")) }
      #expect(weakReal != nil)

      session.finishTasksAndInvalidate()
      await invalidated.wait()
      // The delegate queue finishes its operation after the signal: wait for
      // the releases (up to 10 s, so a loaded sanitizer run cannot flake).
      for _ in 0..<1_000 where weakReal != nil || session.delegate != nil {
        try await Task.sleep(nanoseconds: 10_000_000)
      }
      #expect(weakReal == nil, "invalidation releases the real delegate")
      #expect(session.delegate == nil, "and URLSession releases the proxy")
    }

    @Test func handlersInstalledLaterJoinAndLeaveTheProxy() async throws {
      let log = SharedLog()
      let real = HandWrittenSessionDelegate(log: log)
      let session = URLSession(configuration: .ephemeral, realDelegate: real, handlers: .empty)
      defer { session.invalidateAndCancel() }
      let proxy = session.delegate
      let later = Delegate(for: URLSessionDelegate.self) {
        On(\.taskDidComplete) { _, _, _ in log.record("later") }
      }.install(on: session)
      _ = await run(session) { $0.dataTask(with: server.url("/hello")) }
      #expect(log.entries.suffix(2) == ["real taskDidComplete 0", "later"])

      later.cancel()
      log.clear()
      _ = await run(session) { $0.dataTask(with: server.url("/hello")) }
      #expect(session.delegate === proxy, "a session's delegate cannot change: the proxy stays")
      #expect(log.entries.last == "real taskDidComplete 0", "and keeps forwarding to the real delegate")
      #expect(!log.entries.contains("later"))
    }

    @Test func installingOnASessionCreatedWithoutHandlersIsAnError() async {
      await #expect(processExitsWith: .failure) {
        let session = URLSession(configuration: .ephemeral)
        Delegate(for: URLSessionDelegate.self) { On(\.taskDidComplete) { _, _, _ in } }.install(on: session)
      }
    }
  }
#endif
