// The Objective-C corpus (issue 35): six public Objective-C libraries'
// delegate and data-source protocols, their headers verbatim in
// Fixtures/ObjectiveCCorpus (each folder's SOURCE.md names the repository,
// commit and license) with their symbol graphs (Scripts/extract-objc-corpus).
// Each protocol is generated with only what a user must give: --host, and a
// decision for each requirement whose no-delegate answer the graph doesn't
// tell, the decision being the host's own behaviour as its `.m` file shows
// it (quoted in `reasons`). Without the decisions, one run asks for exactly
// those requirements; with them, the adapter generates, and with an iOS SDK
// the adapters type-check against the libraries' clang modules.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Objective-C corpus of third-party SDKs", .serialized)
struct ObjectiveCCorpusTests {
  struct Entry: Sendable, CustomStringConvertible {
    let library: String
    let protocolName: String
    let host: [String]
    /// Each decision a user must make, by selector, with the host's own behaviour it follows.
    var decisions: [(option: String, argument: String, reason: String)] = []

    var description: String { protocolName }
    var askedSelectors: Set<String> {
      Set(decisions.map { String($0.argument.prefix { $0 != "=" }) })
    }
    var arguments: [String] { host + decisions.flatMap { [$0.option, $0.argument] } }
    var graphs: String { ObjectiveCCorpusTests.directory.appendingPathComponent(library).path }
  }

  static var directory: URL { URL(fileURLWithPath: Fixture.directory).appendingPathComponent("ObjectiveCCorpus") }

  /// FSCalendarDelegateAppearance's decisions: its offsets' and radius's `…WithDefault` answers.
  static let appearanceDecisions: [(option: String, argument: String, reason: String)] = [
    (
      "--fallback", "calendar:appearance:titleOffsetForDate:={ _, _, _ in CGPointInfinity }",
      "…WithDefault(…, CGPointInfinity)"
    ),
    (
      "--fallback", "calendar:appearance:subtitleOffsetForDate:={ _, _, _ in CGPointInfinity }",
      "…WithDefault(…, CGPointInfinity)"
    ),
    (
      "--fallback", "calendar:appearance:imageOffsetForDate:={ _, _, _ in CGPointInfinity }",
      "…WithDefault(…, CGPointInfinity)"
    ),
    (
      "--fallback", "calendar:appearance:eventOffsetForDate:={ _, _, _ in CGPointInfinity }",
      "…WithDefault(…, CGPointInfinity)"
    ),
    ("--fallback", "calendar:appearance:borderRadiusForDate:={ _, _, _ in -1 }", "…WithDefault(…, -1)"),
  ]

  static let entries: [Entry] = [
    Entry(
      library: "iCarousel", protocolName: "iCarouselDataSource",
      host: ["--host", "iCarousel", "--host-property", "dataSource"],
      decisions: [
        ("--rule", "numberOfItemsInCarousel:=last", "required; a nil data source's 0 items"),
        ("--vend", "carousel:viewForItemAtIndex:reusingView:", "one view per item"),
        (
          "--fallback",
          "carousel:viewForItemAtIndex:reusingView:={ _, _, view in view ?? MainActor.assumeIsolated { UIView() } }",
          "a view; iCarousel, a UIView, calls on the main thread"
        ),
        ("--rule", "numberOfPlaceholdersInCarousel:=last", "iCarousel.m's NSObject category: return 0"),
        ("--vend", "carousel:placeholderViewAtIndex:reusingView:", "one view per placeholder"),
        (
          "--fallback",
          "carousel:placeholderViewAtIndex:reusingView:={ _, _, view in view ?? MainActor.assumeIsolated { UIView() } }",
          "a view; iCarousel, a UIView, calls on the main thread"
        ),
      ]),
    // itemTransformForOffset's baseTransform and valueForOption's withDefault are inferred proposals.
    Entry(
      library: "iCarousel", protocolName: "iCarouselDelegate", host: ["--host", "iCarousel"],
      decisions: [
        ("--rule", "carousel:shouldSelectItemAtIndex:=all", "iCarousel.m's NSObject category: return YES"),
        ("--rule", "carouselItemWidth:=last", "iCarousel.m's NSObject category: return 0"),
      ]),
    Entry(
      library: "CocoaAsyncSocket", protocolName: "GCDAsyncSocketDelegate", host: ["--host", "GCDAsyncSocket"],
      decisions: [
        ("--rule", "socket:shouldTimeoutReadWithTag:elapsed:bytesDone:=last", "doReadTimeoutWithExtension:0.0"),
        ("--rule", "socket:shouldTimeoutWriteWithTag:elapsed:bytesDone:=last", "doWriteTimeoutWithExtension:0.0"),
        ("--rule", "socket:didReceiveTrust:completionHandler:=any", "without a delegate it closes the connection"),
      ]),
    Entry(
      library: "DZNEmptyDataSet", protocolName: "DZNEmptyDataSetSource",
      host: ["--host", "UIScrollView", "--host-property", "emptyDataSetSource"],
      decisions: [
        ("--rule", "offsetForEmptyDataSet:=last", "deprecated; CGPointZero"),
        ("--rule", "verticalOffsetForEmptyDataSet:=last", "dzn_verticalOffset: 0.0"),
        ("--rule", "spaceHeightForEmptyDataSet:=last", "dzn_verticalSpace: return 0.0"),
      ]),
    Entry(
      library: "DZNEmptyDataSet", protocolName: "DZNEmptyDataSetDelegate",
      host: ["--host", "UIScrollView", "--host-property", "emptyDataSetDelegate"],
      decisions: [
        ("--rule", "emptyDataSetShouldFadeIn:=all", "dzn_shouldFadeIn: return YES"),
        ("--rule", "emptyDataSetShouldBeForcedToDisplay:=any", "dzn_shouldBeForcedToDisplay: return NO"),
        ("--rule", "emptyDataSetShouldDisplay:=all", "dzn_shouldDisplay: return YES"),
        ("--rule", "emptyDataSetShouldAllowTouch:=all", "dzn_isTouchAllowed: return YES"),
        ("--rule", "emptyDataSetShouldAllowScroll:=any", "dzn_isScrollAllowed: return NO"),
        ("--rule", "emptyDataSetShouldAnimateImageView:=any", "dzn_isImageViewAnimateAllowed: return NO"),
      ]),
    Entry(
      library: "FSCalendar", protocolName: "FSCalendarDataSource",
      host: ["--host", "FSCalendar", "--host-property", "dataSource"],
      decisions: [
        ("--fallback", "minimumDateForCalendar:={ _ in Date(timeIntervalSince1970: 0) }", "?: 1970-01-01"),
        ("--fallback", "maximumDateForCalendar:={ _ in Date(timeIntervalSince1970: 4_102_358_400) }", "?: 2099-12-31"),
        ("--vend", "calendar:cellForDate:atMonthPosition:", "one cell per date"),
        (
          "--fallback",
          "calendar:cellForDate:atMonthPosition:={ calendar, date, position in"
            + " MainActor.assumeIsolated { calendar.dequeueReusableCell(withIdentifier: FSCalendarDefaultCellReuseIdentifier, for: date, at: position) } }",
          "if (!cell) dequeues FSCalendarDefaultCellReuseIdentifier"
        ),
        ("--rule", "calendar:numberOfEventsForDate:=last", "a nil data source's 0 events"),
      ]),
    // FSCalendar's `id<FSCalendarDelegate> delegate` also gets FSCalendarDelegateAppearance's methods: the
    // delegate's adapter serves them (`--serves`), with their decisions; the appearance's adapter has no host.
    Entry(
      library: "FSCalendar", protocolName: "FSCalendarDelegate",
      host: ["--host", "FSCalendar", "--serves", "FSCalendarDelegateAppearance"],
      decisions: [
        ("--rule", "calendar:shouldSelectDate:atMonthPosition:=all", "!respondsToSelector || …: YES"),
        ("--rule", "calendar:shouldDeselectDate:atMonthPosition:=all", "!respondsToSelector || …: YES"),
      ] + appearanceDecisions),
    Entry(
      library: "FSCalendar", protocolName: "FSCalendarDelegateAppearance", host: [], decisions: appearanceDecisions),
    Entry(
      library: "SocketRocket", protocolName: "SRWebSocketDelegate", host: ["--host", "SRWebSocket"],
      decisions: [
        ("--rule", "webSocketShouldConvertTextFrameToString:=all", "converts unless the delegate says not to")
      ]),
    Entry(library: "MBProgressHUD", protocolName: "MBProgressHUDDelegate", host: ["--host", "MBProgressHUD"]),
  ]

  @Test(arguments: entries)
  func everyUndecidedRequirementIsAskedInOneRunAndTheDecisionsGenerate(_ entry: Entry) throws {
    if !entry.askedSelectors.isEmpty {
      let questions = try undecided(entry.protocolName, from: entry.graphs, entry.host)
      #expect(Set(questions.map(\.selector)) == entry.askedSelectors)
      #expect(questions.allSatisfy { !$0.reason.isEmpty && !$0.reason.contains("\n") })
    }
    let text = try generate(entry.protocolName, from: [entry.graphs], entry.arguments)
    #expect(text.contains("DelegateEvents where Delegate == any \(entry.protocolName)"))
  }

  /// The requirements a refusal asks about (none when the generator doesn't refuse so).
  func undecided(_ name: String, from graphs: String, _ arguments: [String]) throws -> [NoDelegateAnswers.Question] {
    let error: GeneratorError
    do {
      _ = try generate(name, from: [graphs], arguments)
      return []
    } catch let refusal {
      error = refusal
    }
    guard case .undecidedAnswers(let protocolName, let questions) = error else { throw error }
    #expect(protocolName == name)
    return questions
  }

  @Test func theHostsOwnAnswerParametersAreInferredProposals() throws {
    let entry = try #require(Self.entries.first { $0.protocolName == "iCarouselDelegate" })
    let text = try generate(entry.protocolName, from: [entry.graphs], entry.arguments)
    // The category answers `transform` and `value`: each participant is given the answer so far in their place.
    for event in ["itemTransformForOffset", "valueForOption"] {
      let declaration = try #require(text.range(of: "public var \(event): Event"))
      let comment = text[..<declaration.lowerBound].suffix(300)
      #expect(comment.contains("the answer so far as"), "\(event): \(comment)")
    }
  }

  @Test func aTrustDecisionIsNeverGrantedSilently() throws {
    let entry = try #require(Self.entries.first { $0.protocolName == "GCDAsyncSocketDelegate" })
    let text = try generate(entry.protocolName, from: [entry.graphs], entry.arguments)
    #expect(text.contains(#"optional(.init(.any), selector: "socket:didReceiveTrust:completionHandler:")"#))
    #expect(!text.contains(".all), selector: \"socket:didReceiveTrust"))
  }

  @Test func namesAreToldApartAndReadAsTheHeader() throws {
    var names: Set<String> = []
    for entry in Self.entries {
      let text = try generate(entry.protocolName, from: [entry.graphs], entry.arguments)
      for line in text.split(separator: "\n") where line.contains("public var ") && line.contains(": Event<") {
        names.insert(String(line.split(separator: " ")[2].dropLast()))
      }
    }
    // DZNEmptyDataSet's deprecated `emptyDataSetDidTapView:` beside `emptyDataSet:didTapView:` and `…didTapButton:`.
    for name in [
      "emptyDataSetDidTap", "didTapView", "didTapButton", "didReceiveTrust", "valueForOption", "cellForDate",
      "titleForDate", "viewForItemAtIndex", "socketDidDisconnect",
    ] {
      #expect(names.contains(name), "\(name) not in \(names.sorted())")
    }
    for unreadable in ["valueFor", "didReceive", "cellFor", "titleFor"] { #expect(!names.contains(unreadable)) }
  }

  /// Everywhere (the iOS test compiles them): a socket that calls from its delegate queue gets `@Sendable`
  /// events, a view (iCarousel) keeps the protocol's, and `--isolation` states it.
  @Test func handlersOfAHostWithItsOwnQueueAreSendable() throws {
    func text(_ name: String, _ extra: [String] = []) throws -> String {
      let entry = try #require(Self.entries.first { $0.protocolName == name })
      return try generate(name, from: [entry.graphs], entry.arguments + extra)
    }
    #expect(try text("GCDAsyncSocketDelegate").contains("var didReadData: Event<@Sendable (GCDAsyncSocket, Data, Int)"))
    #expect(try text("SRWebSocketDelegate").contains("Event<@Sendable (SRWebSocket"))
    #expect(try !text("iCarouselDelegate").contains("@Sendable ("))
    #expect(try text("iCarouselDelegate", ["--isolation", "sendable"]).contains("Event<@Sendable (iCarousel"))
    #expect(try !text("GCDAsyncSocketDelegate", ["--isolation", "none"]).contains("@Sendable (GCDAsyncSocket"))
    #expect(throws: GeneratorError.usage(HandlerIsolation.mainNeedsMainActor)) {
      try text("GCDAsyncSocketDelegate", ["--isolation", "main"])
    }
  }

  /// A category's property on UIKit's class: entry points on `UIScrollView`, main-actor as the class is, never a
  /// conformance of another module's class; a parent-typed property: the parent's adapter serves the child.
  @Test func categoryAndParentTypedHostsAreServedByEntryPoints() throws {
    let source = try #require(Self.entries.first { $0.protocolName == "DZNEmptyDataSetSource" })
    let category = try generate(source.protocolName, from: [source.graphs], source.arguments)
    #expect(!category.contains(": DelegateHost"))
    #expect(category.contains("import UIKit"))
    #expect(
      category.contains(
        "@MainActor public static var dznEmptyDataSetSourceSlot: DelegateSlot<any DZNEmptyDataSetSource> {"))
    #expect(
      category.contains("DelegateSlot(\\UIScrollView.emptyDataSetSource, proxy: DZNEmptyDataSetSourceProxy.self)"))
    // A parent-typed property: the parent's adapter serves the child's events from the property's one proxy.
    let delegate = try #require(Self.entries.first { $0.protocolName == "FSCalendarDelegate" })
    let parent = try generate(delegate.protocolName, from: [delegate.graphs], delegate.arguments)
    #expect(parent.contains("FSCalendarDelegate, FSCalendarDelegateAppearance"))
    #expect(parent.contains("DelegateSlot(\\FSCalendar.delegate, proxy: FSCalendarDelegateProxy.self)"))
    #expect(parent.contains("($0 as? any FSCalendarDelegateAppearance)?"))
    #expect(
      throws: GeneratorError.parentTypedHostProperty(
        host: "FSCalendar", property: "delegate", parent: "FSCalendarDelegate",
        protocol: "FSCalendarDelegateAppearance")
    ) {
      try generate("FSCalendarDelegateAppearance", from: [delegate.graphs], ["--host", "FSCalendar"])
    }
  }

  @Test func aBoolsDocumentedDefaultDecidesItsRule() {
    #expect(NoDelegateAnswers.documentedDefault(["Asks the delegate. Default is YES."]) == true)
    #expect(NoDelegateAnswers.documentedDefault(["Opt-in: default is NO"]) == false)
    #expect(NoDelegateAnswers.documentedDefault(["Asks the delegate."]) == nil)
  }

  /// The stand-ins Scripts/check-apple writes for what an SDK older than Xcode 16's lacks (`#isolation`, the
  /// back-deployed APIs), imported into every file as that script imports them.
  static func standIns(in modules: String) -> [String] {
    ["DelegateDSLIsolationMacro", "DelegateDSLAppleBackports"].filter {
      FileManager.default.fileExists(atPath: modules + "/\($0).swiftmodule")
    }.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
  }

  /// With an iOS SDK (see `CorpusTests.appleEnvironment`), every adapter type-checks against the
  /// libraries' clang modules, as an app target that links them would compile it.
  @Test(.enabled(if: CorpusTests.appleEnvironment != nil, "needs DELEGATEDSL_IOS_SDK, _RESOURCE_DIR and _MODULES"))
  func adaptersTypeCheckForIOS() throws {
    let apple = try #require(CorpusTests.appleEnvironment)
    let directory = try makeTemporaryDirectory("ObjectiveCCorpus")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for entry in Self.entries {
      let file = directory.appendingPathComponent("\(entry.protocolName)+DelegateDSL.swift")
      try generate(entry.protocolName, from: [entry.graphs], entry.arguments).write(
        to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let includes = Set(Self.entries.map(\.library)).sorted().flatMap {
      ["-I", Self.directory.appendingPathComponent($0).path]
    }
    let check = try runProcess(
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", apple.modules, "-target",
        "arm64-apple-ios13.0", "-sdk",
        apple.sdk, "-resource-dir", apple.resources, "-module-cache-path",
        directory.appendingPathComponent("cache").path,
      ] + includes + Self.standIns(in: apple.modules) + files)
    #expect(check.status == 0 && check.standardError.isEmpty, "\(check.standardError)")

    // A handler on the socket's own queue that touches a view controller's label: Swift 6 still says so, as it
    // does for a plain conformance's nonisolated method (the events are `@Sendable`: see `HandlerIsolation`).
    let misuse = directory.appendingPathComponent("Misuse.swift")
    try """
    import CocoaAsyncSocket
    import DelegateDSL
    import UIKit

    @MainActor final class ChatViewController: UIViewController {
      let label = UILabel()
      let socket = GCDAsyncSocket(delegate: nil, delegateQueue: DispatchQueue(label: "socket"))
      func listen() {
        socket.on(\\.didReadData) { _, data, _ in self.label.text = "\\(data.count) bytes" }
      }
    }
    """.write(to: misuse, atomically: true, encoding: .utf8)
    let socketAdapter = try #require(files.first { $0.hasSuffix("GCDAsyncSocketDelegate+DelegateDSL.swift") })
    let diagnosed = try runProcess(
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", apple.modules, "-target",
        "arm64-apple-ios13.0", "-sdk",
        apple.sdk, "-resource-dir", apple.resources, "-module-cache-path",
        directory.appendingPathComponent("cache").path,
      ] + includes + Self.standIns(in: apple.modules) + [socketAdapter, misuse.path])
    #expect(diagnosed.status != 0)
    #expect(diagnosed.standardError.contains("Misuse.swift:9:"), "\(diagnosed.standardError)")
    #expect(diagnosed.standardError.contains("main actor-isolated"), "\(diagnosed.standardError)")
  }
}
