// A host whose delegate property composes two protocols, as
// `UIImagePickerController.delegate` is `(id <UINavigationControllerDelegate,
// UIImagePickerControllerDelegate>)`: the subclass's adapter serves the
// property, so the superclass's adapter's entry points for the other protocol
// must not compile on it; each installs a second proxy in the one property
// (issue 37, §3: `picker.on(\.willShow)` compiles). Built here from a Swift
// model of the pair, compiled by swiftc on Linux.
//
// Still open, pinned as a known issue. Tried with Swift 6.3.1:
// - refused overloads on the subclass (the generic one, and one per arity):
//   Swift ranks an unavailable overload below an available one, so the
//   superclass's main-actor `on` of the same arity still wins;
// - an available, more specialised overload constrained on a marker protocol
//   whose conformance is `@available(*, unavailable)`: it wins, and the
//   unavailable conformance is not diagnosed at the call.
// So a refusal at compile time needs the superclass's forms not to apply to
// the subclass; reaching the picker's slot needs the subclass's proxy to
// serve the other protocol's events (as a table view's serves the scroll
// view's). Either is the fix left to do.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite struct ComposedHostTests {
  static let model = """
    @MainActor public protocol NavDelegate: AnyObject {
      func nav(_ nav: Nav, willShow page: Int, animated: Bool)
    }
    extension NavDelegate {
      public func nav(_ nav: Nav, willShow page: Int, animated: Bool) {}
    }
    @MainActor public protocol PickDelegate: AnyObject {
      func pickDidCancel(_ pick: Pick)
    }
    @MainActor open class Nav {
      public weak var delegate: (any NavDelegate)?
      public nonisolated init() {}
    }
    @MainActor open class Pick: Nav {
      public weak var pickDelegate: (any PickDelegate & NavDelegate)?
    }
    """

  /// Each line must fail with the refusal; the control lines must compile.
  static let refused = ["pick.on(\\.willShow) { _, _, _ in }"]
  static let controls = [
    "nav.on(\\.willShow) { _, _, _ in }",
    "pick.on(\\.pickDidCancel) { _ in }",
    "_ = pick.delegateEvents(\\.pickDidCancel) { _ in 1 }",
    "_ = nav.delegateEvents(\\.willShow) { _, page, _ in page }",
  ]

  @Test func theOtherProtocolsEntryPointsDoNotCompileOnTheComposedHost() throws {
    let directory = try makeTemporaryDirectory("ComposedHost")
    defer { try? FileManager.default.removeItem(at: directory) }
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let source = directory.appendingPathComponent("Model.swift")
    try Self.model.write(to: source, atomically: true, encoding: .utf8)
    let graphs = directory.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let step = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "Model", "-parse-as-library", "-emit-module",
        "-emit-module-path", directory.appendingPathComponent("Model.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path, "-I", modules.path, source.path,
      ])
    try #require(step.status == 0, "\(step.standardError)")
    try ObjectiveCShapeTests.asIOSGraph(graphs)
    let nav = try generate("NavDelegate", from: [graphs.path], ["--host", "Nav", "--host-entry-points"])
    let pick = try generate(
      "PickDelegate", from: [graphs.path],
      ["--host", "Pick", "--host-property", "pickDelegate", "--host-entry-points"])
    let navFile = directory.appendingPathComponent("NavDelegate+DelegateDSL.swift")
    let pickFile = directory.appendingPathComponent("PickDelegate+DelegateDSL.swift")
    try nav.write(to: navFile, atomically: true, encoding: .utf8)
    try pick.write(to: pickFile, atomically: true, encoding: .utf8)
    let lines = Self.refused + Self.controls
    let use = directory.appendingPathComponent("Use.swift")
    let prelude = [
      "import DelegateDSL",
      "extension Nav: HierarchicalDelegateHost {}",
      "final class Legacy: NavDelegate {}",
      "@MainActor func use(_ nav: Nav, _ pick: Pick, _ navDelegate: Legacy) {",
    ]
    try (prelude + lines.map { "  " + $0 } + ["}"]).joined(separator: "\n")
      .write(to: use, atomically: true, encoding: .utf8)
    let output = try typecheck([source, navFile, pickFile, use])
    let errors = output.split(separator: "\n").filter { $0.contains("Use.swift:") && $0.contains("error:") }
    for (index, line) in lines.enumerated() {
      let number = prelude.count + index + 1
      let onLine = errors.filter { $0.contains("Use.swift:\(number):") }
      if index < Self.refused.count {
        withKnownIssue("issue 37 §3: an unavailable overload ranks below the superclass's available one") {
          #expect(
            onLine.contains { $0.contains("unavailable") && $0.contains("served by PickDelegateProxy") },
            "\(line) must be refused: \(onLine)\n\(output)")
        }
      } else {
        #expect(onLine.isEmpty, "\(line) must compile: \(onLine)")
      }
    }
    #expect(errors.count <= Self.refused.count, "\(output)")
  }
}
