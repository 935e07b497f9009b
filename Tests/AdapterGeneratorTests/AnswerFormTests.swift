// The answer forms (issue 34, §3) on the Shapes fixture's ShelfDelegate: a
// partial answer (`--rule …=lastNonNil` on a non-optional answer), vended
// ones (`--vend`) and a threaded proposal (`--proposal`), by the lines each
// must produce, and the refusals that name what to change. The adapter
// type-checks with Usage.swift.txt in ObjectiveCShapeTests; what the library
// does with it at run time is tested in DelegateDSLTests/Answers.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Answer forms: partial, vended, threaded", .serialized)
struct AnswerFormTests {
  static let shelfArguments = [
    "--host", "Shelf", "--rule", "shelf(_:heightForRow:)=lastNonNil", "--fallback",
    "shelf(_:heightForRow:)={ shelf, _ in shelf.rowHeight }", "--vend", "shelf(_:tileForRow:)", "--fallback",
    "shelf(_:tileForRow:)={ shelf, _ in shelf.emptyTile() }", "--vend", "shelf(_:headerForSection:)",
    "--proposal", "shelf(_:targetForMoveFrom:toProposed:)=proposed",
  ]

  @Test func eachFormRendersAsItMust() throws {
    let directory = try makeTemporaryDirectory("ShapesForms")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try ObjectiveCShapeTests.buildShapes(in: directory)
    let text = try generate("ShelfDelegate", from: graphs, Self.shelfArguments)
    let lines = RendererTests.lines(text)
    // Partial: the event answers an optional over the method's Double, by lastNonNil, with the host's own.
    #expect(lines.contains("var heightForRow: Event<(Shelf, Int) -> Double?> { .init(.lastNonNil()) }"))
    #expect(lines.contains("partialAnswer("))
    #expect(
      lines.contains(
        "Self.heightForRow, fallback: ({ shelf, _ in shelf.rowHeight })(shelf, row), arguments: (shelf, row),"))
    // Vended: one participant makes the tile; a non-optional one falls back to the host's.
    #expect(lines.contains("var tileForRow: Event<(Shelf, Int) -> Tile?> { .init(.lastNonNil()) }"))
    #expect(lines.contains("vend("))
    #expect(text.contains("fallback: ({ shelf, _ in shelf.emptyTile() })(shelf, row)"))
    #expect(lines.contains("var headerForSection: Event<(Shelf, Int) -> Tile?> { .init(.lastNonNil()) }"))
    #expect(text.contains("Self.headerForSection, arguments: (shelf, section),"))
    #expect(text.contains("one participant makes the answer, the last handler that answers (not `nil`)"))
    // Threaded: the proposal parameter carries the answer so far, to the real delegate and to each handler.
    #expect(lines.contains("var targetForMoveFrom: Event<(Shelf, Int, Int) -> Int> { .init(.last()) }"))
    #expect(lines.contains("Self.targetForMoveFrom, proposal: proposed, arguments: (shelf, source, proposed),"))
    #expect(
      lines.contains(
        "forwardingIfImplemented: { real, proposal in real.shelf(shelf, targetForMoveFrom: source, toProposed: proposal) },"
      ))
    #expect(lines.contains("call: { $0(shelf, source, $1) })"))
    // Recorded in the header, so that a regeneration passes them again.
    #expect(text.contains("--vend 'shelf(_:tileForRow:)'"))
    #expect(text.contains("--proposal 'shelf(_:targetForMoveFrom:toProposed:)=proposed'"))
  }

  /// What can't apply is refused, naming the option and what to change.
  @Test func formsThatCantApplyAreRefused() throws {
    let directory = try makeTemporaryDirectory("ShapesFormRefusals")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try ObjectiveCShapeTests.buildShapes(in: directory)
    let rest = [
      "--vend", "shelf(_:headerForSection:)", "--proposal", "shelf(_:targetForMoveFrom:toProposed:)=proposed",
    ]
    let partial = [
      "--host", "Shelf", "--rule", "shelf(_:heightForRow:)=lastNonNil", "--fallback",
      "shelf(_:heightForRow:)={ shelf, _ in shelf.rowHeight }",
    ]
    func refused(_ arguments: [String]) -> String? {
      refusal("ShelfDelegate", from: graphs, arguments)?.description
    }
    // A vended object the method must return needs the host's own when nobody makes one.
    #expect(
      refused(partial + rest + ["--vend", "shelf(_:tileForRow:)"])
        == "--vend 'shelf(_:tileForRow:)': 'ShelfDelegate.shelf(_:tileForRow:)' must answer a Tile: pass --fallback"
        + " 'shelf(_:tileForRow:)={ … }', the host's own answer when nobody makes one")
    let vended = [
      "--vend", "shelf(_:tileForRow:)", "--fallback", "shelf(_:tileForRow:)={ shelf, _ in shelf.emptyTile() }",
    ]
    // A partial answer, likewise.
    #expect(
      refused(["--host", "Shelf", "--rule", "shelf(_:heightForRow:)=lastNonNil"] + vended + rest)
        == "--rule 'shelf(_:heightForRow:)=lastNonNil': 'ShelfDelegate.shelf(_:heightForRow:)' must answer a Double,"
        + " and its event may answer nil: pass --fallback 'shelf(_:heightForRow:)={ … }', the host's own answer when"
        + " nobody answers")
    // A proposal names a parameter of the answer's type, and needs no fallback.
    #expect(
      refused(partial + vended + ["--proposal", "shelf(_:targetForMoveFrom:toProposed:)=target"])
        == "--proposal 'shelf(_:targetForMoveFrom:toProposed:)=target': 'ShelfDelegate.shelf(_:targetForMoveFrom:toProposed:)'"
        + " has no parameter 'target' (its parameters: shelf, source, proposed)")
    #expect(
      refused(partial + vended + ["--proposal", "shelf(_:targetForMoveFrom:toProposed:)=shelf"])?.hasPrefix(
        "--proposal 'shelf(_:targetForMoveFrom:toProposed:)=shelf': 'shelf' is a Shelf, not the answer's type, Int")
        == true)
    #expect(
      refused(
        partial + vended + rest + [
          "--fallback", "shelf(_:targetForMoveFrom:toProposed:)={ _, _, proposed in proposed }",
        ])
        == "--proposal 'shelf(_:targetForMoveFrom:toProposed:)=proposed': with a proposal, the host's proposal is the"
        + " answer when nobody answers: drop its --fallback")
    // A vended answer is chosen as by lastNonNil; another rule is refused.
    #expect(
      refused(partial + vended + rest + ["--rule", "shelf(_:headerForSection:)=firstNonNil"])
        == "--vend 'shelf(_:headerForSection:)': a vended answer is chosen as by lastNonNil: drop its --rule"
        + " (.firstNonNil())")
    #expect(
      refused(partial + vended + rest + ["--vend", "shelf(_:doesNotExist:)"])
        == "--vend 'shelf(_:doesNotExist:)': names no method of 'ShelfDelegate'")
  }

  @Test func theOptionsAreParsedAndRecorded() throws {
    let options = try GeneratorOptions(parsing: [
      "--symbol-graph", "g", "--protocol", "P", "--vend", "m(_:)", "--proposal", "n(_:proposed:)=proposed",
    ])
    #expect(options.vends == ["m(_:)"])
    #expect(options.proposals == ["n(_:proposed:)=proposed"])
    #expect(options.recordedArguments.suffix(4) == ["--vend", "m(_:)", "--proposal", "n(_:proposed:)=proposed"])
    #expect(GeneratorOptions.usage.contains("--vend <method>"))
    #expect(GeneratorOptions.usage.contains("--proposal <method>=<parameter>"))
    #expect(Rules.knownNames.contains("lastNonNil"))
  }
}
