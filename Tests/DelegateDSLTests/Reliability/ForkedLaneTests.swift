// A child process after `fork` (issue 36 §1). The child has only the thread
// that forked; a proxy whose owner thread was parked inside a handler at
// that moment kept, in the child, its lane busy for ever, and every handler
// the child cancelled kept its captures. Now the child disowns at fork every
// lane whose owner it doesn't have (`ForkedLanes`), and keeps the forking
// thread's own lane, whose section goes on in the child.
//
// Each scenario runs in a process of its own (an exit test), which forks; the
// forked child checks what it must and reports through its exit status and
// standard error; the exit test waits for it with a deadline (and kills it
// past the deadline). Linux only: Apple platforms make `fork` unavailable to
// Swift.
#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @testable import DelegateDSL

  @Suite("Reliability: a child process after fork")
  struct ForkedLaneTests {
    @Test func aChildForkedWhileTheOwnerIsParkedInAHandlerReleasesWhatItCancels() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        ForkScenarios.ownerParkedOnAnotherThread()
      }
      let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
      #expect(!message.contains("FAILED"), "\(message)")
    }

    @Test func aChildForkedInsideTheOwnersHandlerKeepsWhatThatHandlerStillReads() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        ForkScenarios.forkInsideTheOwnersOwnHandler()
      }
      let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
      #expect(!message.contains("FAILED"), "\(message)")
    }
  }

  /// The scenarios, each run in an exit test's process.
  enum ForkScenarios {
    /// How many handlers the child cancels.
    static let handlers = 200

    /// Writes `failures` to standard error, each after "FAILED: ", and ends the process: status 0
    /// when there are none. `_exit`: a forked child runs no exit handlers
    /// of the parent's.
    static func finish(_ failures: [String], immediately: Bool) -> Never {
      let text = failures.map { "FAILED: \($0)\n" }.joined()
      text.utf8CString.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count - 1) }
      if immediately { _exit(failures.isEmpty ? 0 : 1) }
      exit(failures.isEmpty ? 0 : 1)
    }

    /// Waits at most 30 s for `child` to exit; a failure unless it exited
    /// with status 0. Kills it past the deadline.
    static func waitForChild(_ child: pid_t) -> String? {
      let deadline = Date().addingTimeInterval(30)
      var status: Int32 = 0
      while Date() < deadline {
        let waited = waitpid(child, &status, WNOHANG)
        if waited == child {
          // WIFEXITED and WEXITSTATUS, which Swift doesn't import (macros).
          let exited = status & 0x7f == 0
          let code = (status >> 8) & 0xff
          return exited && code == 0 ? nil : "the child ended with status \(status)"
        }
        if waited < 0 { return "waitpid failed: \(errno)" }
        usleep(10_000)
      }
      kill(child, SIGKILL)
      _ = waitpid(child, &status, 0)
      return "the child did not exit within 30 s"
    }

    /// The publication of the proxy behind `subscription`.
    static func publication(_ subscription: DelegateSubscription<any PingDelegate>) -> LockFreePublication? {
      (subscription.proxy as? PingDelegateProxy)?.publication
    }

    /// The owner's lane word.
    static func lane(_ publication: LockFreePublication) -> Int {
      guard let words = publication.words else { return -1 }
      return Int(PublicationWords(words).lane.pointee.load(ordering: .sequentiallyConsistent))
    }

    /// The proxy's owner thread is parked in a handler (through its lane)
    /// when another thread forks: the child, which doesn't have that thread,
    /// cancels every other handler and must release every capture, at once.
    ///
    /// The cancelled handlers answer another event than the parked one:
    /// what the gone thread itself holds on its stack (a debug build retains
    /// the handler array it walks) no child can release; what the library
    /// holds back for it, the child must.
    static func ownerParkedOnAnotherThread() {
      let host = PingHost()
      let released = ReleaseCounter()
      let victimCalls = AtomicCounter()
      let blockerCalls = AtomicCounter()
      let inside = Turn()
      let resume = Turn()
      let left = Turn()
      let made = Turn()
      let handoff = Passed<[DelegateSubscription<any PingDelegate>]>()
      Thread {
        // This thread creates the proxy: it owns the lane.
        var subscriptions: [DelegateSubscription<any PingDelegate>] = []
        for _ in 0..<handlers {
          let capture = Capture(released)
          subscriptions.append(
            Delegate(for: PingDelegate.self) {
              On(\.shouldPing) { _, _ in
                capture.touch()
                victimCalls.increment()
                return true
              }
            }.install(on: host))
        }
        subscriptions.append(
          Delegate(for: PingDelegate.self) {
            On(\.didPing) { _ in
              blockerCalls.increment()
              guard blockerCalls.value == 2 else { return }
              inside.give()
              _ = resume.take()
            }
          }.install(on: host))
        handoff.value = subscriptions
        made.give()
        // An event's first dispatch on a proxy takes the slow path (under
        // the lock, with copies); the second reads through the lane, and
        // parks there.
        host.ping()
        host.ping()
        left.give()
      }.start()
      guard made.take(), let subscriptions = handoff.value, let publication = publication(subscriptions[0]) else {
        finish(["the owner thread did not install within 30 s"], immediately: false)
      }
      guard inside.take() else { finish(["the owner did not park within 30 s"], immediately: false) }
      var failures: [String] = []
      if lane(publication) != 1 { failures.append("before the fork, the parked owner's lane is \(lane(publication))") }
      let victims = subscriptions.dropLast()
      // Read before the fork: a lazy global first read in a child can hang
      // (see `Lock.swift`), and ThreadSanitizer refuses to start threads in
      // a child of a multi-threaded process ("starting new threads after
      // multi-threaded fork is not supported"), so under it the child goes
      // on alone.
      let childThreads = StressScale.sanitizer == "thread" ? 0 : 2

      let child = fork()
      if child == 0 {
        // The child: only this thread, which never owned the lane.
        if publication.owner != 0 { failures.append("the child kept the lane of a thread it doesn't have") }
        for victim in victims { victim.cancel() }
        if released.value != handlers {
          failures.append("the child released \(released.value) of \(handlers) cancelled handlers' captures")
        }
        if publication.retiredCount != 0 {
          failures.append("the child kept \(publication.retiredCount) retired snapshots")
        }
        host.ping()
        _ = host.shouldPing(1)
        if victimCalls.value != 0 || blockerCalls.value != 3 {
          failures.append(
            "the child's dispatch: \(victimCalls.value) victim calls, \(blockerCalls.value) blocker calls")
        }
        failures += installAndCancelOnThreads(host, threads: childThreads)
        finish(failures, immediately: true)
      }
      if child < 0 {
        failures.append("fork failed: \(errno)")
      } else if let failure = waitForChild(child) {
        failures.append(failure)
      }
      // The parent is untouched: its owner still reads, then leaves.
      if released.value != 0 { failures.append("the parent released \(released.value) captures under its owner") }
      resume.give()
      if !left.take() { failures.append("the parent's owner did not leave within 30 s") }
      for victim in victims { victim.cancel() }
      if released.value != handlers { failures.append("the parent released \(released.value) of \(handlers)") }
      subscriptions.last?.cancel()
      finish(failures, immediately: false)
    }

    /// How many rounds each thread of ``installAndCancelOnThreads(_:threads:)``
    /// makes.
    static let rounds = 300

    /// The child goes on using the library: this thread and `threads` it
    /// starts install, dispatch and cancel on one host at once, so its
    /// locks are contended in the child (a lock that named the parent's
    /// thread would trap or hang here). Every thread's own handler answers
    /// its own dispatch, and every capture is released.
    static func installAndCancelOnThreads(_ host: PingHost, threads: Int) -> [String] {
      let released = ReleaseCounter()
      let missed = AtomicCounter()
      onThreads(threads) {
        for _ in 0..<rounds {
          let mine = AtomicCounter()
          let capture = Capture(released)
          let subscription = Delegate(for: PingDelegate.self) {
            On(\.didPing) { _ in
              capture.touch()
              mine.increment()
            }
          }.install(on: host)
          host.ping()
          if mine.value < 1 { missed.increment() }
          subscription.cancel()
        }
      }
      var failures: [String] = []
      if missed.value != 0 { failures.append("in the child, \(missed.value) dispatches missed their own handler") }
      if released.value != (threads + 1) * rounds {
        failures.append(
          "in the child, \(released.value) of \((threads + 1) * rounds) installed and cancelled captures released")
      }
      return failures
    }

    /// Runs `body` on this thread and on `count` threads started for it
    /// (plain `pthread`s: the child has none of Foundation's threads), and
    /// waits for them all.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
      final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
      }
      var threads: [pthread_t] = []
      for _ in 0..<count {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(
          &thread, nil,
          { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
          }, context)
        if status == 0 { threads.append(thread) }
      }
      body()
      for thread in threads { pthread_join(thread, nil) }
    }

    /// The owner forks from inside one of its own handlers: in the child
    /// that section goes on, so a handler it cancels meanwhile is released
    /// only when the section ends, by its own exit.
    static func forkInsideTheOwnersOwnHandler() {
      let host = PingHost()
      let released = ReleaseCounter()
      let victimHandoff = Passed<DelegateSubscription<any PingDelegate>>()
      let forked = Passed<pid_t>()
      let calls = Passed<Int>()
      let releasedInside = Passed<Int>()
      var failures: [String] = []
      // This thread creates the proxy: it owns the lane.
      let victim = {
        let capture = Capture(released)
        return Delegate(for: PingDelegate.self) { On(\.didPing) { _ in capture.touch() } }.install(on: host)
      }()
      victimHandoff.value = victim
      let publication = publication(victim)
      let forker = Delegate(for: PingDelegate.self) {
        On(\.didPing) { _ in
          // The first call is the slow path's (see above); the second
          // reads through the lane.
          calls.value = (calls.value ?? 0) + 1
          guard calls.value == 2 else { return }
          let child = fork()
          forked.value = child
          guard child == 0 else { return }
          // The child, inside the owner's section (this thread kept its
          // `pthread_t`): the snapshot it reads holds the victim.
          victimHandoff.value?.cancel()
          releasedInside.value = released.value
        }
      }.install(on: host)
      host.ping()
      host.ping()  // Through this thread's lane; forks inside.

      guard let child = forked.value, let publication else { finish(["no fork"], immediately: false) }
      if child == 0 {
        if releasedInside.value != 0 { failures.append("released under the forking thread's own section") }
        if publication.owner != LockFreePublication.currentThread {
          failures.append("the child disowned the forking thread's own lane")
        }
        if released.value != 1 { failures.append("released \(released.value) of 1 once the section ended") }
        if publication.retiredCount != 0 { failures.append("kept \(publication.retiredCount) retired snapshots") }
        finish(failures, immediately: true)
      }
      if child < 0 {
        failures.append("fork failed: \(errno)")
      } else if let failure = waitForChild(child) {
        failures.append(failure)
      }
      if released.value != 0 { failures.append("the parent released the victim it didn't cancel") }
      victim.cancel()
      forker.cancel()
      if released.value != 1 { failures.append("the parent released \(released.value) of 1") }
      finish(failures, immediately: false)
    }
  }

#endif
