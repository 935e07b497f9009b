// The corpus: delegate protocols taken verbatim from public Swift projects
// (Fixtures/Corpus, each file names its project, path and commit), with
// stubbed hosts and types. Each protocol is generated as the plugin would
// generate it, with no option beyond --protocol, --host and, where the
// generator can't know it, --rule; the outputs are compiled with the
// protocols into one executable (one compiler run for the symbol graph, one
// for the executable), which installs definitions on the real hosts, calls
// their delegate methods, observes one as a stream and prints the answers
// (Fixtures/Corpus/Probe.swift.txt).

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Corpus of real delegate protocols", .serialized)
struct CorpusTests {
  struct Entry: Sendable {
    let protocolName: String
    let project: String
    let host: String
    var rules: [String] = []
  }

  static let entries = [
    Entry(protocolName: "ImageDownloaderDelegate", project: "Kingfisher", host: "ImageDownloader"),
    Entry(protocolName: "AnimatedImageViewDelegate", project: "Kingfisher", host: "AnimatedImageView"),
    Entry(protocolName: "WebSocketDelegate", project: "Starscream", host: "WebSocket"),
    Entry(protocolName: "WebSocketTransportDelegate", project: "Apollo iOS", host: "WebSocketTransport"),
    Entry(protocolName: "CocoaMQTTDelegate", project: "CocoaMQTT", host: "CocoaMQTT"),
    Entry(protocolName: "TransactionObserver", project: "GRDB", host: "DatabaseObservationBroker"),
    Entry(protocolName: "MessageLabelDelegate", project: "MessageKit", host: "MessageLabel"),
    Entry(protocolName: "ChatDataSourceDelegateProtocol", project: "Chatto", host: "FakeDataSource"),
    Entry(protocolName: "FormDelegate", project: "Roadblock", host: "Form"),
    // Non-optional answers of protocol types: no rule can be inferred.
    Entry(
      protocolName: "ImagePipelineDelegate", project: "Nuke", host: "ImagePipeline",
      rules: ["dataLoader=last(default: DefaultDataLoader())", "imageEncoder=last(default: DefaultEncoder())"]),
  ]

  /// What the probe prints, by the protocols' own semantics.
  static let expectedProbeOutput = [
    // Defaults answer without a real delegate: 500 is refused, 200 passes the data through.
    "Kingfisher 500: nil",
    "Kingfisher 200: image",
    #"Kingfisher log: ["status 500", "status 200"]"#,
    // The default is the weakest participant: a logging handler's nil leaves its answer, a transforming
    // handler's answer stands over it.
    "Kingfisher logged: [1]",
    "Kingfisher transformed: [1, 9]",
    #"Kingfisher transform log: ["downloaded 1", "downloaded 1"]"#,
    // A real delegate's override answers; the data still passes through its inherited default.
    "Kingfisher real 204: -1",
    "Kingfisher real 200: 2",
    #"AnimatedImageView: ["loop 3", "finished"]"#,
    #"Starscream: ["real connect", "handler connect", "real text hi", "handler text hi", "real data 3"]"#,
    "Starscream restored: true",
    #"Apollo: ["connected", "disconnected true"]"#,
    #"CocoaMQTT: ["ack ACCEPT", "message t/1 7"]"#,
    "GRDB observes player: true",
    "GRDB observes team: false",
    "GRDB willCommit throws: false",
    "GRDB vetoed willCommit throws: true",
    #"GRDB log: ["committed"]"#,
    // A stream of a throwing event: one element per call, the error of the vetoed one included.
    "GRDB observed willCommit throws: false",
    "GRDB observed vetoed willCommit throws: true",
    #"GRDB willCommit outcomes: ["success", "failure Veto"]"#,
    #"MessageKit: ["url https://messagekit.github.io", "phone 555"]"#,
    #"Chatto: ["update", "update pagination"]"#,
    // The default of form(_:fieldDidChange:) makes the target first responder: it still runs.
    "Roadblock first responder: true",
    #"Roadblock: ["field changed", "submitted"]"#,
    "Nuke cacheKey: key:a.png",
    "Nuke dataLoader: DefaultDataLoader",
    "Nuke willCache: 1",
    // The pipeline owns its delegate: a strong slot keeps it through installation and cancellation.
    "Nuke owned delegate kept: true",
  ]

  static var corpusDirectory: URL { URL(fileURLWithPath: Fixture.directory).appendingPathComponent("Corpus") }

  /// The corpus sources, as `.swift` files in `directory`.
  static func copySources(to directory: URL) throws -> [URL] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path).filter {
      $0.hasSuffix(".swift.txt") && $0 != "Probe.swift.txt"
    }
    return try names.sorted().map { name in
      let file = directory.appendingPathComponent(String(name.dropLast(".txt".count)))
      try FileManager.default.copyItem(at: corpusDirectory.appendingPathComponent(name), to: file)
      return file
    }
  }

  @Test func everyProtocolGeneratesCompilesAndDispatchesThroughItsHost() throws {
    let directory = try makeTemporaryDirectory("Corpus")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources = try Self.copySources(to: directory)
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let objects = try #require(builtProductsDirectory(containing: "DelegateDSL.build"))
      .appendingPathComponent("DelegateDSL.build")

    // The symbol graph, as the plugin dumps it for the target.
    let graphs = directory.appendingPathComponent("graphs")
    let extract = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "Corpus", "-emit-module", "-emit-module-path",
        directory.appendingPathComponent("Corpus.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path,
      ]
        + sources.map(\.path))
    #expect(extract.status == 0, "\(extract.standardError)")

    var generated: [URL] = []
    for entry in Self.entries {
      let text = try generate(
        entry.protocolName, from: [graphs.path], ["--host", entry.host] + entry.rules.flatMap { ["--rule", $0] })
      let file = directory.appendingPathComponent("\(entry.protocolName)+DelegateDSL.swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      generated.append(file)
    }

    // One module: the protocols, the adapters (as the plugin writes them into the target) and the probe.
    let probeDirectory = directory.appendingPathComponent("probe")
    try FileManager.default.createDirectory(at: probeDirectory, withIntermediateDirectories: true)
    let main = probeDirectory.appendingPathComponent("main.swift")
    try FileManager.default.copyItem(at: Self.corpusDirectory.appendingPathComponent("Probe.swift.txt"), to: main)
    let objectFiles = try FileManager.default.contentsOfDirectory(atPath: objects.path).filter { $0.hasSuffix(".o") }
      .map { objects.appendingPathComponent($0).path }
    let executable = probeDirectory.appendingPathComponent("probe")
    // Built as the library's objects were: under `swift test --sanitize=…`
    // they call the sanitizer's runtime, which only a sanitized link brings.
    let sanitizer = try BuildSanitizer.of(objects: objectFiles)
    let compiler = [
      "swiftc", "-swift-version", "6", "-module-name", "Corpus", "-I", modules.path, "-o", executable.path,
    ]
    let inputs: [String] = (sources + generated + [main]).map(\.path) + objectFiles
    let build = try runProcess(compiler + sanitizer.swiftcArguments + inputs)
    try #require(build.status == 0, "\(build.standardError)")

    let run = try runProcess([executable.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.split(separator: "\n").map(String.init) == Self.expectedProbeOutput)
  }

  // MARK: Apple SDK protocols

  /// UIKit and WebKit protocols, generated from the SDK's own graphs with no
  /// option beyond --protocol, --host and --host-property (parents first).
  static let appleEntries: [(module: String, protocolName: String, arguments: [String])] = [
    ("UIKit", "UIScrollViewDelegate", ["--host", "UIScrollView"]),
    ("UIKit", "UITableViewDelegate", ["--host", "UITableView"]),
    ("UIKit", "UITableViewDataSource", ["--host", "UITableView", "--host-property", "dataSource"]),
    ("UIKit", "UICollectionViewDelegate", ["--host", "UICollectionView"]),
    ("UIKit", "UITextFieldDelegate", ["--host", "UITextField"]),
    ("UIKit", "UITextViewDelegate", ["--host", "UITextView"]),
    ("UIKit", "UIBarPositioningDelegate", []),
    ("UIKit", "UISearchBarDelegate", ["--host", "UISearchBar"]),
    ("WebKit", "WKNavigationDelegate", ["--host", "WKWebView", "--host-property", "navigationDelegate"]),
    ("WebKit", "WKUIDelegate", ["--host", "WKWebView", "--host-property", "uiDelegate"]),
  ]

  /// The decisions Scripts/apple-adapters.conf makes for `protocolName` (its `rule` lines: `rule <selector>
  /// <rule>|vend [proposal <parameter>] [fallback <closure>] -- <reason>`), as generator options: the
  /// host's answer with nobody answering, which the generator asks for (see `NoDelegateAnswers`).
  static func appleDecisions(of protocolName: String) throws -> [String] {
    // This file is Tests/AdapterGeneratorTests/CorpusTests.swift in the package.
    let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/apple-adapters.conf")
    var inProtocol = false
    var options: [String] = []
    for line in try String(contentsOf: configuration, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("protocol ") { inProtocol = line.split(separator: " ")[1] == protocolName }
      guard inProtocol, line.hasPrefix("  rule ") else { continue }
      let decision = line.dropFirst("  rule ".count).components(separatedBy: " -- ")[0]
      // Parsed as Scripts/generate-apple-adapters parses it: the fallback, then the proposal, split off the end.
      let (selector, afterSelector) = Self.firstWord(of: Substring(decision))
      var rule = " \(afterSelector) "
      if let range = rule.range(of: " fallback ") {
        options += ["--fallback", "\(selector)=\(rule[range.upperBound...].trimmingCharacters(in: .whitespaces))"]
        rule = String(rule[..<range.lowerBound]) + " "
      }
      if let range = rule.range(of: " proposal ") {
        options += ["--proposal", "\(selector)=\(rule[range.upperBound...].trimmingCharacters(in: .whitespaces))"]
        rule = String(rule[..<range.lowerBound])
      }
      rule = rule.trimmingCharacters(in: .whitespaces)
      options += rule == "vend" ? ["--vend", selector] : ["--rule", "\(selector)=\(rule)"]
    }
    return options
  }

  /// The first word of `text`, up to a space outside parentheses (`last(default: 0)` is one), and the rest.
  static func firstWord(of text: Substring) -> (word: String, rest: Substring) {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case " " where depth == 0: return (String(text[..<index]), text[text.index(after: index)...])
      default: break
      }
    }
    return (String(text), "")
  }

  /// The SDK (`DELEGATEDSL_IOS_SDK`), a resource directory for it and a
  /// DelegateDSL module built for iOS (`DELEGATEDSL_IOS_RESOURCE_DIR`,
  /// `DELEGATEDSL_IOS_MODULES`, as `Scripts/check-apple` prepares them): the
  /// test is skipped without them.
  static var appleEnvironment: (sdk: String, resources: String, modules: String)? {
    let environment = ProcessInfo.processInfo.environment
    guard let sdk = environment["DELEGATEDSL_IOS_SDK"], let resources = environment["DELEGATEDSL_IOS_RESOURCE_DIR"],
      let modules = environment["DELEGATEDSL_IOS_MODULES"]
    else { return nil }
    return (sdk, resources, modules)
  }

  @Test(.enabled(if: appleEnvironment != nil, "needs DELEGATEDSL_IOS_SDK, _RESOURCE_DIR and _MODULES"))
  func appleProtocolsGenerateAndTypeCheckAgainstTheSDK() throws {
    let apple = try #require(Self.appleEnvironment)
    let directory = try makeTemporaryDirectory("AppleCorpus")
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = [
      "-target", "arm64-apple-ios13.0", "-sdk", apple.sdk, "-resource-dir", apple.resources, "-module-cache-path",
      directory.appendingPathComponent("cache").path,
    ]
    var files: [URL] = []
    for module in ["UIKit", "WebKit"] {
      let graphs = directory.appendingPathComponent(module)
      try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
      let extract = try runProcess(
        [
          "swift-symbolgraph-extract", "-module-name", module, "-output-dir", graphs.path, "-minimum-access-level",
          "public",
        ]
          + target)
      try #require(extract.status == 0, "\(extract.standardError)")
      for entry in Self.appleEntries where entry.module == module {
        let text = try generate(
          entry.protocolName, from: [graphs.path], entry.arguments + Self.appleDecisions(of: entry.protocolName))
        let file = directory.appendingPathComponent("\(entry.protocolName)+DelegateDSL.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
    }
    let check = try runProcess(
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", apple.modules] + target
        + ObjectiveCCorpusTests.standIns(in: apple.modules) + files.map(\.path))
    #expect(check.status == 0 && check.standardError.isEmpty, "\(check.standardError)")
  }
}
