// `@objc optional` requirements that await or throw: forwarded with
// `sendIfImplemented`, the call and the forwarding call marked `try`, `await`
// or `try await`; an optional answer is bound and wrapped in `.some`, so a
// real delegate's own `nil` stays apart from a delegate that lacks the method.
// Linux graphs have no optional requirements and Linux cannot compile
// `@objc optional`, so the fixture graph is rewritten (see
// `optionalFixtureGraph(in:)`) and the output is type-checked with each
// optional member replaced by a pure-Swift stand-in of the same type: a
// property of optional function type, which `$0.member` reads and
// `$0.member?(…)` calls as Swift does an `@objc optional` method.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Optional async and throwing requirements")
struct OptionalEffectfulTests {
  /// The generator refused these before `sendIfImplemented` had effectful
  /// overloads; now each forwards with the method's effect markers, on the
  /// `sendIfImplemented` call and on the forwarding call.
  @Test(arguments: [
    (
      "AsyncDelegate", [],
      [
        "var didLoad: Event<(Loader) async -> Void> { optional(.init()) { $0.didLoad(_:) != nil } }",
        "await sendIfImplemented(Self.didLoad, loader) { await $0.didLoad?(loader) }",
      ]
    ),
    (
      "ThrowingDelegate", ["--rule", "shouldRetry=any"],
      [
        "optional(.init(.any)) { $0.shouldRetry(_:attempt:) != nil }",
        "try sendIfImplemented(Self.didLoad, loader) { try $0.didLoad?(loader) }",
        "try sendIfImplemented(Self.shouldRetry, loader, attempt) { try $0.shouldRetry?(loader, attempt: attempt) }",
      ]
    ),
    (
      "AsyncThrowingDelegate", [],
      [
        "var validate: Event<(Loader, String) async throws -> Bool> {",
        "optional(.init(.all)) { $0.validate(_:token:) != nil }",
        "try await sendIfImplemented(Self.validate, loader, token) { try await $0.validate?(loader, token: token) }",
        // A parameter's function type keeps its effects; the method itself has none.
        "sendIfImplemented(Self.schedule, loader, work) { $0.loader?(loader, schedule: work) }",
      ]
    ),
  ])
  func optionalAsyncOrThrowingRequirementIsForwardedIfImplemented(
    protocolName: String, arguments: [String], expected: [String]
  ) throws {
    let directory = try makeTemporaryDirectory("OptionalGraph")
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = try optionalFixtureGraph(in: directory)
    let lines = RendererTests.lines(try generate(protocolName, from: [graph], arguments))
    for line in expected { #expect(lines.contains(line), "\(protocolName): no line \(line)") }
    #expect(!lines.contains { $0.contains("send(") })
  }

  /// An optional answer: `?(…)` would flatten the delegate's own `nil` into
  /// "not implemented", and `Optional.map` cannot await, so the method is
  /// bound and its answer wrapped in `.some`. The binding takes another name
  /// when a parameter has it.
  @Test func anOptionalAnswerIsBoundSoItsNilStaysApart() throws {
    let directory = try makeTemporaryDirectory("OptionalGraph")
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = try optionalFixtureGraph(in: directory)
    let lookup = try generate("AsyncLookupDelegate", from: [graph], ["--access", "internal"])
    #expect(
      lookup.contains(
        #"""
          func lookup(_ loader: Loader, key: String, method: String) async throws -> String? {
            try await sendIfImplemented(Self.lookup, loader, key, method) {
              guard let method2 = $0.lookup(_:key:method:) else { return nil }
              return .some(try await method2(loader, key, method))
            }
          }
        """#))
    #expect(
      lookup.contains(
        #"""
          func fallback(_ loader: Loader) throws -> String? {
            try sendIfImplemented(Self.fallback, loader) {
              guard let method = $0.fallback(_:) else { return nil }
              return .some(try method(loader))
            }
          }
        """#))
    let async = try generate("AsyncDelegate", from: [graph], ["--key-path-literals"])
    #expect(
      async.contains(
        #"""
            await sendIfImplemented(\.token, loader, request) {
              guard let method = $0.token(_:for:) else { return nil }
              return .some(await method(loader, request))
            }
        """#))
    // The synchronous form is unchanged: `.map` keeps the nils apart on one line.
    let loader = RendererTests.lines(
      try generate("LoaderDelegate", from: [graph], ["--rule", "retryLimit=last(default: 0)"]))
    #expect(
      loader.contains(
        "sendIfImplemented(Self.cachedResponse, loader, request) { $0.cachedResponse(_:for:).map { $0(loader, request) } }"
      ))
  }

  /// The fixture protocols with effectful methods, as generated from the optional graph.
  static let effectful: [(name: String, arguments: [String])] = [
    ("AsyncDelegate", []), ("ThrowingDelegate", ["--rule", "shouldRetry=any"]), ("AsyncThrowingDelegate", []),
    ("AsyncListDelegate", []), ("AsyncFetchDelegate", []), ("AsyncLookupDelegate", []),
  ]

  /// Each optional member as a property of optional function type, the type
  /// Swift gives `$0.member` for an `@objc optional` method (a main-actor
  /// method's reference is a `@MainActor` function, read from anywhere).
  static let standIns = #"""
    extension AsyncDelegate {
      var didLoadIfImplemented: ((Loader) async -> Void)? { nil }
      var tokenForIfImplemented: ((Loader, Request) async -> String?)? { nil }
    }
    extension ThrowingDelegate {
      var didLoadIfImplemented: ((Loader) throws -> Void)? { nil }
      var shouldRetryAttemptIfImplemented: ((Loader, Int) throws -> Bool)? { nil }
    }
    extension AsyncThrowingDelegate {
      var validateTokenIfImplemented: ((Loader, String) async throws -> Bool)? { nil }
      var loaderScheduleIfImplemented: ((Loader, @escaping () async throws -> Void) -> Void)? { nil }
    }
    extension AsyncListDelegate {
      nonisolated var listViewLoadRowIfImplemented: (@MainActor (ListView, Int) async throws -> Bool)? { nil }
    }
    extension AsyncFetchDelegate {
      var didFetchIfImplemented: (@Sendable (Loader) async -> Void)? { nil }
    }
    extension AsyncLookupDelegate {
      var lookupKeyMethodIfImplemented: ((Loader, String, String) async throws -> String?)? { nil }
      var fallbackIfImplemented: ((Loader) throws -> String?)? { nil }
    }
    """#

  /// `text` with each optional member's reference (`$0.token(_:for:)`) and
  /// call (`$0.token?(loader, for: request)`) turned into its stand-in's
  /// (`$0.tokenForIfImplemented`, `$0.tokenForIfImplemented?(loader, request)`).
  static func standingIn(_ text: String) throws -> String {
    func name(_ base: Substring, _ labels: [Substring]) -> String {
      String(base) + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        + "IfImplemented"
    }
    let references = text.replacing(try Regex(#"\$0\.(\w+)\(((?:\w+:)+)\)"#)) { match in
      "$0." + name(match.output[1].substring!, match.output[2].substring!.split(separator: ":"))
    }
    return references.replacing(try Regex(#"\$0\.(\w+)\?\(([^()]*)\)"#)) { match in
      let arguments = match.output[2].substring!.split(separator: ", ")
      let labels = arguments.map { $0.contains(": ") ? $0.prefix { $0 != ":" } : "_" }
      let values = arguments.map { $0.split(separator: ": ").last! }
      return "$0." + name(match.output[1].substring!, labels) + "?(" + values.joined(separator: ", ") + ")"
    }
  }

  /// Every effectful optional form (each effect, each answer shape, main-actor
  /// and Sendable protocols), in both key-path forms, type-checked in Swift 6
  /// mode against the stand-ins; the generated files as written pass the lint.
  @Test(arguments: [[], ["--key-path-literals"]])
  func forwardingTypeChecksAgainstPureSwiftStandIns(options: [String]) throws {
    let directory = try makeTemporaryDirectory("OptionalTypecheck")
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = try optionalFixtureGraph(in: directory)
    var files = [
      directory.appendingPathComponent("Fixtures.swift"), directory.appendingPathComponent("StandIns.swift"),
    ]
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.fixturesSource), to: files[0])
    try Self.standIns.write(to: files[1], atomically: true, encoding: .utf8)
    var generated: [URL] = []
    for (name, arguments) in Self.effectful {
      let text = try generate(name, from: [graph], arguments + options)
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 }, "\(name): a line is over 120 columns")
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      generated.append(file)
      let standingIn = try Self.standingIn(text)
      #expect(standingIn.contains("IfImplemented?(") || standingIn.contains("IfImplemented else"))
      #expect(!standingIn.contains(":) "), "\(name): a member was left: \(standingIn)")
      let standInFile = directory.appendingPathComponent("\(name)+StandIn.swift")
      try standingIn.write(to: standInFile, atomically: true, encoding: .utf8)
      files.append(standInFile)
    }
    let diagnostics = try typecheck(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let lint = try lintStrictly(generated)
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }

  /// Names too long for one line are laid out as swift-format lays them out.
  @Test func longNamesAreWrappedAsSwiftFormatWraps() throws {
    let indent = "      "
    func forwarding(_ base: String, _ labels: [String], _ names: [String]) -> [String] {
      let method = MethodModel(
        protocolName: "SessionDelegate", title: base + "(" + labels.map { $0 + ":" }.joined() + ")", baseName: base,
        parameters: zip(labels, names).map { ParameterModel(label: $0, name: $1, type: "Int") }, answer: "String?",
        isAsync: true, isThrowing: true, eventName: base)
      return Renderer.optionalForwarding(method, names: names, indent: indent)
    }
    let medium = forwarding(
      "urlSession", ["_", "task", "willPerformHTTPRedirection", "newRequest", "completionHandler"],
      ["session", "task", "response", "request", "completionHandler"])
    #expect(
      medium == [
        indent
          + "guard let method = $0.urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:) else {",
        indent + "  return nil",
        indent + "}",
        indent + "return .some(try await method(session, task, response, request, completionHandler))",
      ])
    let long = forwarding(
      "urlSessionOfALongName", ["_", "downloadTask", "didWriteData", "totalBytesWritten", "totalBytesExpectedToWrite"],
      [
        "sessionOfALongName", "downloadTaskOfALongName", "didWriteDataOfALongName", "totalBytesWrittenOfALongName",
        "totalBytesExpectedToWrite",
      ])
    #expect(
      long == [
        indent + "guard",
        indent
          + "  let method = $0.urlSessionOfALongName(_:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:)",
        indent + "else { return nil }",
        indent + "return .some(",
        indent + "  try await method(",
        indent
          + "    sessionOfALongName, downloadTaskOfALongName, didWriteDataOfALongName, totalBytesWrittenOfALongName,",
        indent + "    totalBytesExpectedToWrite))",
      ])
    // Both pass the project's lint inside a proxy method's forwarding closure.
    let directory = try makeTemporaryDirectory("OptionalLayout")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Layout.swift")
    let source =
      ["final class C {", "  func f() {", "    g {"] + medium + ["    }", "    g {"] + long + ["    }", "  }", "}"]
    try (source.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let lint = try lintStrictly([file])
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }
}
