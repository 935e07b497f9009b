// Families the generator reads from the symbol graph (issue 35, §7): a
// deprecated requirement whose `renamed` names another requirement
// (`API_DEPRECATED_WITH_REPLACEMENT` in an Objective-C header, `renamed:` in
// Swift) is routed as a family without a `--family`, where its arguments and
// answer can be read from the newer method's; otherwise it stays a method of
// its own.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Families from the graph's renamed", .serialized)
struct InferredFamilyTests {
  /// A third-party SDK's protocol: two replacements whose older arguments are the newer's, one whose aren't.
  static let source = """
    public final class Tapper {
      public weak var delegate: (any TapperDelegate)?
      public init() {}
    }

    public protocol TapperDelegate: AnyObject {
      func tapper(_ tapper: Tapper, didSelect row: Int, count: Int)
      @available(*, deprecated, renamed: "tapper(_:didSelect:count:)")
      func tapper(_ tapper: Tapper, didTap row: Int)
      func tapper(_ tapper: Tapper, heightForRow row: Int, width: Double) -> Double
      @available(*, deprecated, renamed: "tapper(_:heightForRow:width:)")
      func tapper(_ tapper: Tapper, rowHeight row: Int) -> Double
      func tapper(_ tapper: Tapper, didPress row: Int, force: Double)
      @available(*, deprecated, renamed: "tapper(_:didPress:force:)")
      func tapper(_ tapper: Tapper, didPress row: Int, duration: String)
    }
    """

  @Test func aRenamedDeprecatedRequirementIsRoutedWithoutAWarning() throws {
    let directory = try makeTemporaryDirectory("InferredFamilies")
    defer { try? FileManager.default.removeItem(at: directory) }
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let source = directory.appendingPathComponent("Tapper.swift")
    try Self.source.write(to: source, atomically: true, encoding: .utf8)
    let graphs = directory.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let graph = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "Tapping", "-parse-as-library", "-emit-module",
        "-emit-module-path", directory.appendingPathComponent("graph-only.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path, source.path,
      ])
    try #require(graph.status == 0, "\(graph.standardError)")
    try ObjectiveCShapeTests.asIOSGraph(graphs)
    let text = try generate(
      "TapperDelegate", from: [graphs.path],
      ["--host", "Tapper", "--rule", "tapper(_:heightForRow:width:)=last", "--rule", "tapper(_:rowHeight:)=last"])
    let flat = RendererTests.lines(text).joined(separator: " ")
    // The tap: its row is the newer's row (same name and type); the height: the row again, the answers alike.
    #expect(text.contains("Routed as a family, from the symbol graph: tapper(_:didSelect:count:) replacing"))
    #expect(flat.contains("replacing(deprecatedMembersOfTapperDelegate.didTap, with: .init())"))
    #expect(flat.contains("forwardReplaced: { deprecatedMembersOfTapperDelegate.forwardingDidTap($0, tapper, row) }"))
    #expect(flat.contains("replacing: deprecatedMembersOfTapperDelegate.rowHeight,"))
    // The press's duration is no argument of the newer method: no family, each method its own event.
    #expect(!flat.contains("replacing: deprecatedMembersOfTapperDelegate.didPressDuration"))
    #expect(!text.contains("tapper(_:didPress:force:) replacing"))
    let adapter = directory.appendingPathComponent("TapperDelegate+DelegateDSL.swift")
    try text.write(to: adapter, atomically: true, encoding: .utf8)
    let result = try runProcess(
      [
        "swiftc", "-wmo", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-module-name", "Tapping", "-I",
        modules.path, source.path, adapter.path,
      ])
    let diagnostics = result.standardError + result.standardOutput
    #expect(result.status == 0 && diagnostics.isEmpty, "\(diagnostics)")
  }
}
