// What the generator reads beyond the requirements (Fixtures/Features.swift.txt):
// the protocol's default implementations (`defaultImplementationOf`), the
// host property's holding (`weak` or not) and a host's second delegate property.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Defaults and slots")
struct DefaultsAndSlotsTests {
  static func lines(_ protocolName: String, _ arguments: [String] = []) throws -> [String] {
    try generate(protocolName, from: [Fixture.features], arguments).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func defaultsStandInForAMissingRealDelegate() throws {
    let lines = try Self.lines("DownloaderDelegate", ["--host", "Downloader"])
    #expect(lines.contains("public var isValidStatusCode: Event<(Int, Downloader) -> Bool> {"))
    // The stand-in is made once, by the declaration, and captured: not on every dispatch.
    #expect(lines.contains("defaulted(.init(.all)) { [defaults = DownloaderDelegateDefaults()] code, downloader in"))
    #expect(lines.contains("defaults.isValidStatusCode(code, for: downloader)"))
    #expect(
      lines.contains(
        "defaulted(.init(.firstNonNil())) { [defaults = DownloaderDelegateDefaults()] downloader, data, response in"))
    #expect(!lines.contains { $0.contains("Defaults().") })
    // Throwing: the stand-in's call is marked too.
    #expect(lines.contains("try defaults.downloaderWillCommit(downloader)"))
    // A default constrained to `Self: Widget` is not every conformer's: no stand-in.
    #expect(lines.contains("public var downloaderDidFinish: Event<(Downloader) -> Void> { .init() }"))
    #expect(lines.contains("public var retryLimitFor: Event<(Downloader, URL) -> Int?> { .init(.firstNonNil()) }"))
    // The stand-in implements only what has no default; the proxy still forwards every method.
    #expect(lines.contains("private final class DownloaderDelegateDefaults: DownloaderDelegate {"))
    #expect(lines.contains("func downloaderDidFinish(_ downloader: Downloader) {}"))
    #expect(lines.contains("func downloader(_ downloader: Downloader, retryLimitFor url: URL) -> Int? {"))
    #expect(!lines.contains { $0.hasPrefix("func isValidStatusCode") && !$0.hasPrefix("public") })
    #expect(lines.filter { $0.hasPrefix("send(Self.") || $0.hasPrefix("try send(Self.") }.count == 5)
  }

  @Test func aMainActorProtocolsStandInIsMadeOutsideTheMainActor() throws {
    // The declaration that makes the stand-in is not isolated: its initialiser is `nonisolated`.
    let lines = try Self.lines("ListViewDelegate", ["--host", "ListView"])
    #expect(lines.contains("public var shouldSelectRow: Event<@MainActor (ListView, Int) -> Bool> {"))
    #expect(lines.contains("defaulted(.init(.all)) { [defaults = ListViewDelegateDefaults()] list, row in"))
    #expect(lines.contains("private final class ListViewDelegateDefaults: ListViewDelegate {"))
    #expect(lines.contains("nonisolated init() {}"))
    #expect(lines.contains("func listViewDidReload(_ list: ListView) {}"))
    // NSObject's initialiser is inherited, and overridden; a parameter named `defaults` keeps its name.
    let outline = try Self.lines("OutlineViewDelegate", ["--host", "OutlineView"])
    #expect(outline.contains("private final class OutlineViewDelegateDefaults: NSObject, OutlineViewDelegate {"))
    #expect(outline.contains("nonisolated override init() { super.init() }"))
    #expect(
      outline.contains(
        "defaulted(.init(.all)) { [standIn = OutlineViewDelegateDefaults()] outlineView, index, defaults in"))
    #expect(outline.contains("standIn.outlineView(outlineView, shouldExpandItemAt: index, defaults: defaults)"))
    // A protocol that isn't main-actor isolated keeps the implicit initialiser.
    #expect(!(try Self.lines("DownloaderDelegate", ["--host", "Downloader"])).contains { $0.contains("nonisolated") })
  }

  /// A head too long for one line puts the closure's capture and parameters
  /// on a line of their own, as swift-format lays it out.
  @Test func aLongHeadIsWrappedAsSwiftFormatWraps() throws {
    let method = MethodModel(
      protocolName: "ImagePipelineOfAVeryLongNameDelegate", title: "dataLoader(for:pipeline:)", baseName: "dataLoader",
      parameters: [
        ParameterModel(label: "for", name: "request", type: "Int"),
        ParameterModel(label: "pipeline", name: "pipeline", type: "Int"),
      ], answer: "Int", hasDefault: true, eventName: "dataLoader")
    let renderer = Renderer(
      model: ProtocolModel(
        name: "ImagePipelineOfAVeryLongNameDelegate", isMainActor: false, isSendable: false, methods: [method],
        parents: []), rules: ["dataLoader": ".last(default: 0)"], host: nil, accessLevel: nil, imports: [],
      staticKeyPaths: true, arguments: [])
    let text = renderer.render()
    let lines = text.split(separator: "\n").map(String.init)
    let head = try #require(lines.firstIndex(of: "    defaulted(.init(.last(default: 0))) {"))
    #expect(lines[head + 1] == "      [defaults = ImagePipelineOfAVeryLongNameDelegateDefaults()] request, pipeline in")
    #expect(lines[head + 2] == "      defaults.dataLoader(for: request, pipeline: pipeline)")
    let directory = try makeTemporaryDirectory("DefaultedLayout")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Layout.swift")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let lint = try runProcess(
      [
        "swift", "format", "lint", "--strict", "--configuration",
        Fixture.packageRoot.appendingPathComponent(".swift-format").path, file.path,
      ])
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }

  @Test func anNSObjectProtocolsStandInIsAnNSObject() throws {
    let lines = try Self.lines("ParserDelegate", ["--host", "Parser"])
    #expect(lines.contains("private final class ParserDelegateDefaults: NSObject, ParserDelegate {"))
    #expect(lines.contains("import Foundation"))
  }

  @Test func aProtocolWithoutDefaultsHasNoStandIn() throws {
    let lines = try Self.lines("MixerDelegate", ["--host", "Mixer"])
    #expect(!lines.contains { $0.contains("defaulted(") || $0.contains("Defaults") })
  }

  @Test func theSlotHoldsAsTheHostPropertyIsDeclared() throws {
    // `var delegate` (strong): the host owns its delegate, and so does the slot.
    let owning = try Self.lines("MixerDelegate", ["--host", "Mixer"])
    #expect(owning.contains("DelegateSlot(\\Mixer.delegate, proxy: MixerDelegateProxy.self, holding: .strong)"))
    // `weak var delegate`: weak, the slot's default.
    let weak = try Self.lines("DownloaderDelegate", ["--host", "Downloader"])
    #expect(weak.contains("DelegateSlot(\\Downloader.delegate, proxy: DownloaderDelegateProxy.self)"))
    // --holding overrides, and is recorded for regeneration.
    let forced = try Self.lines("MixerDelegate", ["--host", "Mixer", "--holding", "weak"])
    #expect(forced.contains("DelegateSlot(\\Mixer.delegate, proxy: MixerDelegateProxy.self)"))
    #expect(forced.contains("//   --protocol MixerDelegate --host Mixer --holding weak"))
    let strong = try Self.lines("DownloaderDelegate", ["--host", "Downloader", "--holding", "strong"])
    #expect(
      strong.contains("DelegateSlot(\\Downloader.delegate, proxy: DownloaderDelegateProxy.self, holding: .strong)"))
    #expect(refusal("MixerDelegate", from: [Fixture.features], ["--holding", "owned"]) != nil)
  }

  @Test func aSecondDelegatePropertyGetsANamedSlot() throws {
    let lines = try Self.lines(
      "ChallengeResponder", ["--host", "Downloader", "--host-property", "challengeResponder"])
    #expect(lines.contains("extension Downloader {"))
    #expect(lines.contains("public static var challengeResponderSlot: DelegateSlot<any ChallengeResponder> {"))
    #expect(!lines.contains { $0.contains("DelegateHost") || $0.contains("delegateSlot") })
    // The primary property keeps the conformance.
    let primary = try Self.lines("DownloaderDelegate", ["--host", "Downloader"])
    #expect(primary.contains("extension Downloader: DelegateHost {"))
  }
}
