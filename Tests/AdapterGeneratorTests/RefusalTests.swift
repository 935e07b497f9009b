// Every refusal, with its exact text: one line that names the protocol or
// method and says what to change.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Refusals")
struct RefusalTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let protocolName: String
    var arguments: [String] = []
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown protocol", protocolName: "NoSuchDelegate",
      message: "no protocol 'NoSuchDelegate' in the symbol graph of Fixtures"),
    Case(
      name: "not class-bound", protocolName: "PlainProtocol",
      message:
        "'PlainProtocol' is not class-bound: a proxy holds the real delegate weakly, so the protocol must refine AnyObject"
    ),
    Case(
      name: "typed throws", protocolName: "TypedThrowsDelegate",
      message:
        "'TypedThrowsDelegate.didLoad(_:)' throws(LoadError); events throw any Error, so typed throws is not supported (declare it `throws`)"
    ),
    Case(
      name: "rethrowing method", protocolName: "RethrowingDelegate",
      message:
        "'RethrowingDelegate.each(_:_:)' rethrows; an event's handlers cannot rethrow its arguments' errors, so rethrows is not supported"
    ),
    Case(
      name: "inout parameter", protocolName: "InoutDelegate",
      message:
        "'InoutDelegate.adjust(_:count:)' takes 'count' inout; events pass arguments by value, so inout is not supported"
    ),
    Case(
      name: "generic method", protocolName: "GenericDelegate",
      message:
        "'GenericDelegate.didLoad(_:value:)' is generic over Value; an event has one signature, so generic methods are not supported"
    ),
    Case(
      name: "too many arguments", protocolName: "WideDelegate",
      message: "'WideDelegate.didMove(_:_:_:_:_:_:_:)' takes 7 arguments; DelegateDSL events take at most 6"),
    Case(
      name: "property requirement", protocolName: "PropertyDelegate",
      message: "'PropertyDelegate.isReady' is a property; only instance methods can become events"),
    Case(
      name: "refined protocol outside the graph", protocolName: "DescribedDelegate",
      message:
        "'DescribedDelegate' refines 'CustomStringConvertible', whose requirements are not in the symbol graph: pass its graph with --symbol-graph"
    ),
    Case(
      name: "answer type without a default rule", protocolName: "LoaderDelegate",
      message:
        "'LoaderDelegate.retryLimit(_:)' answers Int, which has no default rule: pass --rule retryLimit=<rule> (e.g. last(default: …))"
    ),
    Case(
      name: "rule without =", protocolName: "LoaderDelegate", arguments: ["--rule", "retryLimit"],
      message: "--rule 'retryLimit' is not <event or method>=<rule>"),
    Case(
      name: "rule for no method", protocolName: "LoaderDelegate", arguments: ["--rule", "retries=last(default: 0)"],
      message: "--rule 'retries=last(default: 0)' names no method of 'LoaderDelegate'"),
    Case(
      name: "unknown rule", protocolName: "LoaderDelegate", arguments: ["--rule", "retryLimit=max"],
      message:
        "--rule 'retryLimit=max': unknown rule 'max' (known: all, any, firstNonNil, lastNonNil, lastUnlessRefused, first, last, reduce)"
    ),
    Case(
      name: "rule that needs a default", protocolName: "LoaderDelegate", arguments: ["--rule", "retryLimit=first"],
      message: "--rule 'retryLimit=first': 'first' needs a default Int, e.g. --rule 'retryLimit=first(default: …)'"),
    Case(
      name: "rule for another answer type", protocolName: "LoaderDelegate", arguments: ["--rule", "retryLimit=all"],
      message: "--rule 'retryLimit=all': 'all' cannot combine the Int answers of 'LoaderDelegate.retryLimit(_:)'"),
    Case(
      name: "optional rule for a non-optional answer", protocolName: "LoaderDelegate",
      arguments: ["--rule", "retryLimit=firstNonNil"],
      message:
        "--rule 'retryLimit=firstNonNil': 'firstNonNil' cannot combine the Int answers of 'LoaderDelegate.retryLimit(_:)'"
    ),
    Case(
      name: "host without the delegate property", protocolName: "BoxDelegate",
      arguments: ["--host", "Box", "--host-property", "observer"],
      message: "'Box' has no property 'observer': name the delegate property with --host-property"),
    Case(
      name: "unknown argument", protocolName: "LoaderDelegate", arguments: ["--verbose"],
      message: "unknown argument '--verbose' (run with --help for usage)"),
    Case(
      name: "option without its value", protocolName: "LoaderDelegate", arguments: ["--host"],
      message: "--host needs a value (run with --help for usage)"),
    Case(
      name: "unknown access level", protocolName: "LoaderDelegate", arguments: ["--access", "open"],
      message: "--access must be public, package or internal, not 'open' (run with --help for usage)"),
    Case(
      name: "check without an output file", protocolName: "LoaderDelegate", arguments: ["--check"],
      message: "--check needs --output <file> (run with --help for usage)"),
  ]

  @Test(arguments: cases)
  func refusesWithOneClearLine(_ testCase: Case) {
    let error = refusal(testCase.protocolName, testCase.arguments)
    #expect(error?.description == testCase.message)
    #expect(error?.description.contains("\n") == false)
  }

  @Test func missingSymbolGraph() {
    let path = "/nonexistent/Kit.symbols.json"
    #expect(
      refusal("LoaderDelegate", from: [path])?.description
        == "no symbol graph at '/nonexistent/Kit.symbols.json' (make one with `swift symbolgraph-extract`, or use the plugin)"
    )
  }

  @Test func directoryWithoutSymbolGraphs() throws {
    let directory = try makeTemporaryDirectory("EmptyGraphs")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      refusal("LoaderDelegate", from: [directory.path])?.description
        == "no symbol graph at '\(directory.path)' (make one with `swift symbolgraph-extract`, or use the plugin)")
  }

  @Test(arguments: [("not json", "not JSON"), ("{}", "no 'module' key")])
  func unreadableSymbolGraph(content: String, reason: String) throws {
    let directory = try makeTemporaryDirectory("BadGraph")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Kit.symbols.json")
    try content.write(to: file, atomically: true, encoding: .utf8)
    #expect(
      refusal("LoaderDelegate", from: [file.path])?.description
        == "'\(file.path)' is not a readable symbol graph: \(reason)")
  }

  /// The arity limit is the library's: `Scripts/generate-arities` writes one
  /// overload per letter of its `LETTERS`.
  @Test func maximumArityMatchesTheGeneratedOverloads() throws {
    let script = try String(
      contentsOf: Fixture.packageRoot.appendingPathComponent("Scripts/generate-arities"), encoding: .utf8)
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("LETTERS = ") })
    let letters = line.split(separator: "\"")[1]
    #expect(letters.count == Rules.maximumArity)
  }
}
