// A host whose delegate property composes two protocols, as
// `UIImagePickerController.delegate` is `(id <UINavigationControllerDelegate,
// UIImagePickerControllerDelegate>)`: the subclass's adapter serves the
// property, so it serves the other protocol's events too (as a table view's
// serves the scroll view's), and `pick.on(\.willShow)` resolves to the
// subclass's slot, typed by its protocol, rather than to the superclass's,
// which would install a second proxy in the one property (issue 37, §3).
// Built here from a Swift model of the pair, compiled by swiftc on Linux; the
// model tests (UIImagePickerControllerModelTests) run the shipped adapter.
//
// Tried first with Swift 6.3.1 and rejected: refusing the superclass's forms
// on the subclass. An unavailable overload ranks below an available one, so
// the superclass's main-actor `on` of the same arity still won; an available
// overload constrained on a marker protocol whose conformance is
// `@available(*, unavailable)` won, and the conformance was not diagnosed.

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

  /// Each line must compile; the first ones must reach the subclass's slot (their results are typed by it).
  static let lines = [
    "let _: DelegateSubscription<any PickDelegate> = pick.on(\\.willShow) { _, _, _ in }",
    "let _: DelegateSubscription<any PickDelegate> = Delegate<any NavDelegate> { On(\\.willShow) { _, _, _ in } }"
      + ".install(on: pick)",
    "_ = pick.delegateEvents(\\.willShow) { _, page, _ in page }",
    "nav.on(\\.willShow) { _, _, _ in }",
    "pick.on(\\.pickDidCancel) { _ in }",
    "_ = pick.delegateEvents(\\.pickDidCancel) { _ in 1 }",
    "_ = nav.delegateEvents(\\.willShow) { _, page, _ in page }",
  ]

  @Test func theOtherProtocolsEventsReachTheComposedHostsOneSlot() throws {
    let directory = try makeTemporaryDirectory("ComposedHost")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (source, graphs, _) = try ProbeBuild.model(Self.model, in: directory)
    let nav = try generate("NavDelegate", from: [graphs.path], ["--host", "Nav", "--host-entry-points"])
    let pick = try generate(
      "PickDelegate", from: [graphs.path],
      ["--host", "Pick", "--host-property", "pickDelegate", "--host-entry-points"])
    let navFile = directory.appendingPathComponent("NavDelegate+DelegateDSL.swift")
    let pickFile = directory.appendingPathComponent("PickDelegate+DelegateDSL.swift")
    try nav.write(to: navFile, atomically: true, encoding: .utf8)
    try pick.write(to: pickFile, atomically: true, encoding: .utf8)
    let lines = Self.lines
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
      #expect(onLine.isEmpty, "\(line) must compile: \(onLine)")
    }
    #expect(!output.contains("error:"), "\(output)")
  }
}
