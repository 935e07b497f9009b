import DelegateDSL
import Testing

@Suite("Combined answers of non-void events")
struct CombineRuleTests {
  @Test func allIsTheANDOfTheRealDelegateAndEveryHandler() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    var handlerAnswers = [true, true]
    Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, _ in handlerAnswers[0] }
      On(\.shouldDownload) { _, _ in handlerAnswers[1] }
    }.install(on: host)

    #expect(host.shouldDownload("a") == true)
    handlerAnswers[1] = false
    #expect(host.shouldDownload("a") == false)
    handlerAnswers[1] = true
    real.shouldDownloadAnswer = false
    #expect(host.shouldDownload("a") == false)
  }

  @Test func laterHandlersStillRunOnceTheAnswerIsDecided() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    real.shouldDownloadAnswer = false
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, _ in
        log.record("veto"); return false
      }
      On(\.shouldDownload) { _, _ in
        log.record("observer"); return true
      }
    }.install(on: host)
    #expect(host.shouldDownload("u") == false)
    #expect(log.entries == ["real.shouldDownload(u)", "veto", "observer"])
  }

  @Test func anyIsTheOROfAllAnswersDefaultFalse() {
    let log = CallLog()
    let host = Downloader()
    Delegate(for: DownloaderDelegate.self) {
      On(\.canResume) { _, _ in
        log.record("a"); return false
      }
      On(\.canResume) { _, _ in
        log.record("b"); return true
      }
      On(\.canResume) { _, _ in
        log.record("c"); return false
      }
    }.install(on: host)
    #expect(host.canResume("u") == true)
    #expect(log.entries == ["a", "b", "c"])
    #expect(CombineRule<Bool>.any.combine([]) == false)
  }

  @Test func firstNonNilSkipsNilAnswersInOrder() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.cachedData) { _, _ in nil }
      On(\.cachedData) { _, url in "handler:\(url)" }
      On(\.cachedData) { _, _ in "too late" }
    }.install(on: host)
    #expect(host.cachedData("u") == .some("handler:u"))
    real.cachedAnswer = "real"
    #expect(host.cachedData("u") == .some("real"))
  }

  @Test func lastAndFirstPickByPosition() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.title) { _ in "handler 1" }
      On(\.title) { _ in "handler 2" }
      On(\.firstTitle) { _ in "handler" }
    }.install(on: host)
    #expect(host.title() == "handler 2")
    #expect(host.firstTitle() == "real title")
  }

  @Test func customReduceFoldsEveryAnswer() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    real.retryAnswer = 2
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.retryLimit) { _, _, attempt in attempt * 3 }
      On(\.retryLimit) { _, _, _ in 4 }
    }.install(on: host)
    #expect(host.retryLimit("u", attempt: 1) == 4)
    #expect(host.retryLimit("u", attempt: 5) == 15)
  }

  @Test func nobodyAnsweringYieldsTheDocumentedDefault() {
    let host = Downloader()
    // Installed handlers for another event only: no participant answers these.
    Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }.install(on: host)
    #expect(host.shouldDownload("u") == true)
    #expect(host.canResume("u") == false)
    #expect(host.cachedData("u") == .some(nil))
    #expect(host.title() == "untitled")
    #expect(host.firstTitle() == "untitled")
    #expect(host.retryLimit("u", attempt: 1) == 0)
  }

  @Test func rulesCombineSequencesDirectly() {
    #expect(CombineRule<Bool>.all.combine([true, false, true]) == false)
    #expect(CombineRule<Bool>.all.combine([]) == true)
    #expect(CombineRule<Int?>.firstNonNil().combine([nil, 2, 3]) == 2)
    #expect(CombineRule<String>.last(default: "d").combine([]) == "d")
    #expect(CombineRule<Int>.reduce(0, name: "sum", +).combine([1, 2, 3]) == 6)
    let longest = CombineRule<String>(name: "longest", defaultAnswer: "") { $0.count >= $1.count ? $0 : $1 }
    #expect(longest.combine(["ab", "abcd", "abc"]) == "abcd")
  }

  // Dispatch folds the built-in rules inline instead of calling their
  // closures; a rule made from a closure always runs its closure, whatever
  // its name.
  @Test func builtInRulesFoldInlineAndCustomRulesRunTheirClosure() {
    #expect(CombineRule<Bool>.any.combine([false, true, false]) == true)
    #expect(CombineRule<Bool>.all.combine([true, true]) == true)
    #expect(CombineRule<String>.first(default: "d").combine(["a", "b", "c"]) == "a")
    #expect(CombineRule<String>.last(default: "d").combine(["a", "b", "c"]) == "c")
    let namedAll = CombineRule<Bool>(name: "all", defaultAnswer: true) { $0 || $1 }
    #expect(namedAll.combine([false, true]) == true)

    let host = Downloader()
    let real = RecordingDelegate(log: CallLog())
    real.shouldDownloadAnswer = false
    host.delegate = real
    Delegate(for: DownloaderDelegate.self) {
      On(\.shouldDownload) { _, _ in true }
      On(\.canResume) { _, _ in false }
      On(\.canResume) { _, _ in true }
    }.install(on: host)
    #expect(host.shouldDownload("u") == false)
    #expect(host.canResume("u") == true)
  }
}
