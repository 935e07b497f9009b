import DelegateDSL
import Testing

/// A reusable group with a stored property.
struct CountingHandlers: HandlerGroup {
  let log: CallLog
  let tag: String
  var body: Delegate<any DownloaderDelegate> {
    On(\.didStart) { _ in log.record("\(tag).start") }
    NestedHandlers(log: log)
  }
}

/// A group nested inside another group.
struct NestedHandlers: HandlerGroup {
  let log: CallLog
  var body: Delegate<any DownloaderDelegate> {
    On(\.didStart) { _ in log.record("nested.start") }
  }
}

func functionGroup(_ log: CallLog) -> Delegate<any DownloaderDelegate> {
  Delegate { On(\.didStart) { _ in log.record("function.start") } }
}

enum Mode { case quiet, loud, custom(String) }

@Suite("The result builder")
struct BuilderTests {
  @Test func groupsFunctionsAndNestedDefinitionsComposeInOrder() {
    let log = CallLog()
    let base = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("base.start") } }
    let handlers = Delegate(for: DownloaderDelegate.self) {
      On(\.didStart) { _ in log.record("first") }
      CountingHandlers(log: log, tag: "group")
      functionGroup(log)
      base
    }
    #expect(handlers.handlerCount == 5)
    let host = Downloader()
    handlers.install(on: host)
    host.start()
    #expect(log.entries == ["first", "group.start", "nested.start", "function.start", "base.start"])
  }

  @Test(arguments: [true, false])
  func ifElseAndIfLet(_ flag: Bool) {
    let log = CallLog()
    let optionalTag: String? = flag ? "tag" : nil
    let handlers = Delegate(for: DownloaderDelegate.self) {
      if flag {
        On(\.didStart) { _ in log.record("if") }
      } else {
        On(\.didStart) { _ in log.record("else") }
      }
      if let optionalTag { On(\.didStart) { _ in log.record(optionalTag) } }
      if !flag { On(\.didStart) { _ in log.record("plain if") } }
    }
    let host = Downloader()
    handlers.install(on: host)
    host.start()
    #expect(log.entries == (flag ? ["if", "tag"] : ["else", "plain if"]))
  }

  @Test func switchForAndAvailability() {
    let log = CallLog()
    let modes: [Mode] = [.quiet, .loud, .custom("x")]
    for mode in modes {
      log.clear()
      let handlers = Delegate(for: DownloaderDelegate.self) {
        switch mode {
        case .quiet: Delegate<any DownloaderDelegate>.empty
        case .loud: On(\.didStart) { _ in log.record("loud") }
        case .custom(let name): On(\.didStart) { _ in log.record(name) }
        }
        for index in 0..<2 { On(\.didStart) { _ in log.record("loop \(index)") } }
        if #available(macOS 10.15, iOS 13, *) { On(\.didStart) { _ in log.record("available") } }
      }
      let host = Downloader()
      handlers.install(on: host)
      host.start()
      let head: [String] =
        switch mode {
        case .quiet: []
        case .loud: ["loud"]
        case .custom: ["x"]
        }
      #expect(log.entries == head + ["loop 0", "loop 1", "available"])
    }
  }

  @Test func anEmptyDefinitionInstallsNothingVisible() {
    let host = Downloader()
    let subscription = Delegate(for: DownloaderDelegate.self) {}.install(on: host)
    #expect(subscription.proxy?.hasHandlers == false)
    #expect(host.shouldDownload("u") == true)
  }
}
