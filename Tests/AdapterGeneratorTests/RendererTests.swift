// The renderer on small fixture protocols (Fixtures/Fixtures.swift.txt):
// events, rules, isolation, refinement, hosts, naming and layout; and the
// generated files compile together and pass the project's swift-format lint.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Renderer")
struct RendererTests {
  /// The lines of `text`, without their indentation and without `public `: the fixture protocols are public,
  /// so their adapters are too (see `AccessAndImportTests`), and these tests are about everything else.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("public ") ? String(trimmed.dropFirst("public ".count)) : trimmed
    }
  }

  @Test func oneEventPerMethodWithTheDefaultRules() throws {
    let text = try generate("LoaderDelegate", ["--rule", "retryLimit=reduce(0, max)"])
    let lines = Self.lines(text)
    #expect(lines.contains("var didStartLoad: Event<(Loader) -> Void> { .init() }"))
    #expect(lines.contains("var shouldStart: Event<(Loader, Request) -> Bool> { .init(.all) }"))
    #expect(lines.contains("var cachedResponse: Event<(Loader, Request) -> String?> { .init(.firstNonNil()) }"))
    #expect(lines.contains("var retryLimit: Event<(Loader) -> Int> { .init(.reduce(0, max)) }"))
    #expect(lines.contains("var didFail: Event<(Loader, any Error) -> Void> { .init() }"))
    #expect(lines.contains("final class LoaderDelegateProxy: DelegateProxy<any LoaderDelegate>, LoaderDelegate {"))
    #expect(lines.contains("func cachedResponse(_ loader: Loader, for request: Request) -> String? {"))
    #expect(lines.contains("send(Self.cachedResponse, loader, request) { $0.cachedResponse(loader, for: request) }"))
    #expect(lines.filter { $0.hasPrefix("send(") }.count == 5)
    #expect(!text.contains("DelegateHost"))
  }

  @Test func ruleOverridesByEventOrMethodName() throws {
    for key in ["shouldStart", "shouldStart(_:request:)", "LoaderDelegate.shouldStart(_:request:)"] {
      let text = try generate(
        "LoaderDelegate", ["--rule", "retryLimit=last(default: 3)", "--rule", "\(key)=any"])
      let lines = Self.lines(text)
      #expect(lines.contains("var shouldStart: Event<(Loader, Request) -> Bool> { .init(.any) }"))
      #expect(lines.contains("var retryLimit: Event<(Loader) -> Int> { .init(.last(default: 3)) }"))
    }
    let optional = try generate(
      "LoaderDelegate", ["--rule", "retryLimit=first(default: 1)", "--rule", "cachedResponse=last"])
    #expect(
      Self.lines(optional).contains(
        "var cachedResponse: Event<(Loader, Request) -> String?> { .init(.last(default: nil)) }"))
  }

  @Test func refinedProtocolReDeclaresInheritedEvents() throws {
    let lines = Self.lines(try generate("TableDelegate"))
    #expect(lines.contains(".init(inheriting: \\DelegateEvents<any ScrollDelegate>.scrollViewDidScroll)"))
    #expect(lines.contains("var didSelectRow: Event<(Loader, Int) -> Void> { .init() }"))
    #expect(lines.contains("func scrollViewDidScroll(_ view: Loader) {"))
    #expect(lines.filter { $0.hasPrefix("send(") }.count == 2)
  }

  @Test func mainActorProtocolGivesMainActorEventsAndAnIsolatedHost() throws {
    let lines = Self.lines(try generate("ListDelegate", ["--host", "ListView"]))
    #expect(lines.contains("var shouldSelectRow: Event<@MainActor (ListView, Int) -> Bool> { .init(.all) }"))
    #expect(lines.contains("extension ListView: @MainActor DelegateHost {"))
  }

  @Test func sendableProtocolGivesSendableEventsAndProxy() throws {
    let lines = Self.lines(try generate("FetchDelegate"))
    #expect(lines.contains("var didFetch: Event<@Sendable (Loader) -> Void> { .init() }"))
    #expect(
      lines.contains(
        "final class FetchDelegateProxy: DelegateProxy<any FetchDelegate>, FetchDelegate, @unchecked Sendable {"))
  }

  @Test func hostConformanceNamesTheSlot() throws {
    let generic = Self.lines(try generate("BoxDelegate", ["--host", "Box"]))
    #expect(generic.contains("extension Box: DelegateHost {"))
    #expect(generic.contains("DelegateSlot(\\Box<Item>.delegate, proxy: BoxDelegateProxy.self)"))
    // The property may be declared by a superclass.
    let inherited = Self.lines(
      try generate("LoaderDelegate", ["--rule", "retryLimit=last(default: 0)", "--host", "SubLoader"]))
    #expect(inherited.contains("DelegateSlot(\\SubLoader.delegate, proxy: LoaderDelegateProxy.self)"))
  }

  @Test func namingFollowsTheHandWrittenAdapters() throws {
    let session = Self.lines(try generate("SessionDelegate"))
    #expect(session.contains("var taskDidComplete: Event<(Loader, Int, Bool) -> Void> { .init() }"))
    #expect(session.contains("var taskDidSend: Event<(Loader, Int, Int) -> Void> { .init() }"))
    let keyword = Self.lines(try generate("KeywordDelegate"))
    #expect(keyword.contains("func loader(_ loader: Loader, didFinish `default`: Int, `in`: String) {"))
    let callback = Self.lines(try generate("CallbackDelegate"))
    #expect(callback.contains("var decide: Event<(Loader, @escaping (Bool) -> Void) -> Void> { .init() }"))
    #expect(callback.contains("func loader(_ loader: Loader, decide completion: @escaping (Bool) -> Void) {"))
  }

  @Test func asyncAndThrowingMethodsKeepTheirEffects() throws {
    let async = Self.lines(try generate("AsyncDelegate"))
    #expect(async.contains("var didLoad: Event<(Loader) async -> Void> { .init() }"))
    #expect(async.contains("var token: Event<(Loader, Request) async -> String?> { .init(.firstNonNil()) }"))
    #expect(async.contains("func token(_ loader: Loader, for request: Request) async -> String? {"))
    #expect(async.contains("await send(Self.token, loader, request) { await $0.token(loader, for: request) }"))
    #expect(async.contains("await send(Self.didLoad, loader) { await $0.didLoad(loader) }"))

    let throwing = Self.lines(try generate("ThrowingDelegate", ["--rule", "shouldRetry=any"]))
    #expect(throwing.contains("var didLoad: Event<(Loader) throws -> Void> { .init() }"))
    #expect(throwing.contains("var shouldRetry: Event<(Loader, Int) throws -> Bool> { .init(.any) }"))
    #expect(throwing.contains("func shouldRetry(_ loader: Loader, attempt: Int) throws -> Bool {"))
    #expect(
      throwing.contains("try send(Self.shouldRetry, loader, attempt) { try $0.shouldRetry(loader, attempt: attempt) }"))

    let both = Self.lines(try generate("AsyncThrowingDelegate"))
    #expect(both.contains("var validate: Event<(Loader, String) async throws -> Bool> { .init(.all) }"))
    #expect(both.contains("func validate(_ loader: Loader, token: String) async throws -> Bool {"))
    #expect(
      both.contains("try await send(Self.validate, loader, token) { try await $0.validate(loader, token: token) }"))
    // A parameter's function type keeps its effects; the method itself has none.
    #expect(both.contains("var schedule: Event<(Loader, @escaping () async throws -> Void) -> Void> { .init() }"))
    #expect(both.contains("send(Self.schedule, loader, work) { $0.loader(loader, schedule: work) }"))
  }

  @Test func asyncEventsTakeTheProtocolsIsolation() throws {
    let list = Self.lines(try generate("AsyncListDelegate"))
    #expect(list.contains("var loadRow: Event<@MainActor (ListView, Int) async throws -> Bool> { .init(.all) }"))
    #expect(list.contains("func listView(_ list: ListView, loadRow row: Int) async throws -> Bool {"))
    let fetch = Self.lines(try generate("AsyncFetchDelegate"))
    #expect(fetch.contains("var didFetch: Event<@Sendable (Loader) async -> Void> { .init() }"))
  }

  /// Apple platforms' `@objc optional` requirements; Linux graphs have none,
  /// so every requirement of the fixture graph is rewritten to be optional.
  /// The result needs `@objc` to compile, so its text is checked, and its layout linted.
  @Test func optionalRequirementsAreMarkedAndForwardedIfImplemented() throws {
    let directory = try makeTemporaryDirectory("OptionalGraph")
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = try optionalFixtureGraph(in: directory)
    // Internal, as the one-line layouts below assume.
    let text = try generate(
      "LoaderDelegate", from: [graph], ["--rule", "retryLimit=last(default: 0)", "--access", "internal"])
    let lines = Self.lines(text)
    #expect(
      lines.contains("var didStartLoad: Event<(Loader) -> Void> { optional(.init()) { $0.didStartLoad(_:) != nil } }"))
    #expect(
      lines.contains(
        "var shouldStart: Event<(Loader, Request) -> Bool> { optional(.init(.all)) { $0.shouldStart(_:request:) != nil } }"
      ))
    #expect(lines.contains("sendIfImplemented(Self.didStartLoad, loader) { $0.didStartLoad?(loader) }"))
    #expect(
      lines.contains(
        "sendIfImplemented(Self.shouldStart, loader, request) { $0.shouldStart?(loader, request: request) }")
    )
    // `?(…)` would flatten a lacking delegate's nil into a String? answer of nil.
    #expect(
      lines.contains(
        "sendIfImplemented(Self.cachedResponse, loader, request) { $0.cachedResponse(_:for:).map { $0(loader, request) } }"
      ))
    #expect(lines.filter { $0.hasPrefix("sendIfImplemented(") }.count == 5)
    #expect(!lines.contains { $0.hasPrefix("send(") })

    // Inherited events keep the parent's marking; the proxy still forwards if implemented.
    let table = Self.lines(try generate("TableDelegate", from: [graph]))
    #expect(table.contains(".init(inheriting: \\DelegateEvents<any ScrollDelegate>.scrollViewDidScroll)"))
    #expect(table.contains("sendIfImplemented(Self.scrollViewDidScroll, view) { $0.scrollViewDidScroll?(view) }"))

    // The literal form (--key-path-literals): the same calls, passing key-path literals.
    let fast = try generate(
      "LoaderDelegate", from: [graph], ["--rule", "retryLimit=last(default: 0)", "--key-path-literals"])
    let fastLines = Self.lines(fast)
    #expect(!fastLines.contains { $0.hasPrefix("static let") })
    #expect(fastLines.contains("sendIfImplemented(\\.didStartLoad, loader) { $0.didStartLoad?(loader) }"))
    #expect(
      fastLines.contains(
        "sendIfImplemented(\\.cachedResponse, loader, request) { $0.cachedResponse(_:for:).map { $0(loader, request) } }"
      ))
    #expect(fastLines.filter { $0.hasPrefix("sendIfImplemented(\\.") }.count == 5)
    let fastTable = Self.lines(try generate("TableDelegate", from: [graph], ["--key-path-literals"]))
    #expect(fastTable.contains("sendIfImplemented(\\.scrollViewDidScroll, view) { $0.scrollViewDidScroll?(view) }"))

    let file = directory.appendingPathComponent("LoaderDelegate+DelegateDSL.swift")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let fastFile = directory.appendingPathComponent("FastLoaderDelegate+DelegateDSL.swift")
    try fast.write(to: fastFile, atomically: true, encoding: .utf8)
    let lint = try lintStrictly([file, fastFile])
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }

  /// The default, the hot-path form of *Supporting Your Own Protocol*: one
  /// `static let` per event, inherited ones included, with the members'
  /// access level, and every send passing `Self.<event>`.
  @Test func staticKeyPathsKeepEachKeyPathInTheProxy() throws {
    let text = try generate("TableDelegate", ["--access", "package"])
    let proxy = try #require(text.range(of: "package final class")).lowerBound
    #expect(
      text[proxy...] == #"""
        package final class TableDelegateProxy: DelegateProxy<any TableDelegate>, TableDelegate {
          /// The key path of `scrollViewDidScroll`, made once.
          package static let scrollViewDidScroll = \Events.scrollViewDidScroll
          /// The key path of `didSelectRow`, made once.
          package static let didSelectRow = \Events.didSelectRow

          /// Dispatches `scrollViewDidScroll`.
          package func scrollViewDidScroll(_ view: Loader) {
            send(Self.scrollViewDidScroll, view) { $0.scrollViewDidScroll(view) }
          }

          /// Dispatches `didSelectRow`.
          package func table(_ table: Loader, didSelectRow row: Int) {
            send(Self.didSelectRow, table, row) { $0.table(table, didSelectRow: row) }
          }
        }

        """#)
    // The events are declared as with --key-path-literals.
    let plain = try generate("TableDelegate", ["--access", "package", "--key-path-literals"])
    let plainProxy = try #require(plain.range(of: "package final class")).lowerBound
    #expect(plain[..<plainProxy].replacingOccurrences(of: " --key-path-literals", with: "") == text[..<proxy])

    let both = Self.lines(try generate("AsyncThrowingDelegate"))
    #expect(both.contains("static let validate = \\Events.validate"))
    #expect(
      both.contains("try await send(Self.validate, loader, token) { try await $0.validate(loader, token: token) }"))
    #expect(both.contains("send(Self.schedule, loader, work) { $0.loader(loader, schedule: work) }"))
    #expect(!both.contains { $0.contains("send(\\.") })
  }

  @Test func keyPathLiteralsIsParsedAndRecordedForCheck() throws {
    let base = ["--symbol-graph", Fixture.fixtures, "--protocol", "ScrollDelegate"]
    let plain = try GeneratorOptions(parsing: base)
    #expect(plain.staticKeyPaths)
    #expect(plain.recordedArguments == ["--protocol", "ScrollDelegate"])
    // The former option is still accepted (headers written before quote it) and changes nothing.
    #expect(try GeneratorOptions(parsing: base + ["--static-key-paths"]) == plain)
    let option = try GeneratorOptions(parsing: base + ["--key-path-literals", "--access", "public"])
    #expect(!option.staticKeyPaths)
    #expect(option.recordedArguments == ["--protocol", "ScrollDelegate", "--access", "public", "--key-path-literals"])
    // The header quotes it, so regenerating with the header's arguments (and --check) gives the same file.
    #expect(
      try generate("ScrollDelegate", ["--key-path-literals"]).contains(
        "//   --protocol ScrollDelegate --key-path-literals\n"))
    #expect(GeneratorOptions.usage.contains("--key-path-literals"))
  }

  @Test func publicAccessMarksEveryDeclaration() throws {
    let text = try generate(
      "LoaderDelegate",
      ["--rule", "retryLimit=last(default: 0)", "--host", "Loader", "--access", "public"])
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for line in lines
    where line.hasPrefix("var ") || line.hasPrefix("func ") || line.hasPrefix("static ") || line.hasPrefix("final ") {
      Issue.record("not public: \(line)")
    }
    #expect(lines.contains("public static var delegateSlot: DelegateSlot<any LoaderDelegate> {"))
    #expect(lines.contains("public static let didStartLoad = \\Events.didStartLoad"))
  }

  /// The accepted fixture protocols, as generated into one test module.
  static let accepted: [(name: String, arguments: [String])] = [
    ("LoaderDelegate", ["--host", "Loader", "--rule", "retryLimit=reduce(0, max)"]),
    ("ScrollDelegate", []), ("TableDelegate", []), ("ListDelegate", ["--host", "ListView"]),
    ("FetchDelegate", []), ("BoxDelegate", ["--host", "Box"]), ("SessionDelegate", []), ("KeywordDelegate", []),
    ("CallbackDelegate", []), ("AsyncDelegate", []), ("ThrowingDelegate", ["--rule", "shouldRetry=any"]),
    ("AsyncThrowingDelegate", []), ("AsyncListDelegate", []), ("AsyncFetchDelegate", []), ("AsyncLookupDelegate", []),
  ]

  /// Every accepted fixture protocol, in the default (hot-path) form and in
  /// the form of `--key-path-literals`, type-checked in Swift 6 mode (complete
  /// concurrency checking: a warning is a failure) and linted.
  @Test(arguments: [[], ["--key-path-literals"]])
  func generatedFilesCompileAndPassTheProjectsLint(options: [String]) throws {
    let directory = try makeTemporaryDirectory("Generated")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = [directory.appendingPathComponent("Fixtures.swift")]
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.fixturesSource), to: files[0])
    for (name, fixtureArguments) in Self.accepted {
      let arguments = fixtureArguments + options
      let text = try generate(name, arguments)
      #expect(text == (try generate(name, arguments)), "\(name): not deterministic")
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 }, "\(name): a line is over 120 columns")
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let diagnostics = try typecheck(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let lint = try lintStrictly(Array(files.dropFirst()))
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }
}
