// The generated file's imports and access level, read from the symbol graph
// (Fixtures/Features.swift.txt): the modules the declarations name are
// imported (platform-split ones under `#if canImport`), and declarations
// take the protocol's own access level unless `--access` says otherwise.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Imports and access")
struct AccessAndImportTests {
  static func features(_ protocolName: String, _ arguments: [String] = []) throws -> String {
    try generate(protocolName, from: [Fixture.features], arguments)
  }

  @Test func preciseIdentifiersNameTheirModules() {
    #expect(Imports.module(of: "s:20FoundationNetworking11URLResponseC") == "FoundationNetworking")
    #expect(Imports.module(of: "s:10Foundation4DataV") == "Foundation")
    // swift-foundation's parts are imported as Foundation, which re-exports them.
    #expect(Imports.module(of: "s:20FoundationEssentials4DataV") == "Foundation")
    #expect(Imports.module(of: "s:Si") == nil)
    #expect(Imports.module(of: "c:objc(cs)NSObject") == nil)
    #expect(Imports.module(of: "s:8Features10DownloaderC") == "Features")
  }

  @Test func importsAreInferredFromTheDeclarations() throws {
    let text = try Self.features("DownloaderDelegate", ["--host", "Downloader"])
    #expect(
      text.contains(
        """
        import DelegateDSL
        import Foundation
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        """))
    // The protocol's own module is where the plugin writes the file: never imported.
    #expect(!text.contains("import Features"))
    // Only the standard library: DelegateDSL alone.
    let mixer = try Self.features("MixerDelegate")
    #expect(mixer.contains("import DelegateDSL\n\n"))
    #expect(!mixer.contains("import Foundation"))
  }

  @Test func importOptionAddsWhatCannotBeInferred() throws {
    let text = try Self.features("MixerDelegate", ["--import", "Features", "--import", "FoundationXML"])
    #expect(
      text.contains(
        "import DelegateDSL\nimport Features\n#if canImport(FoundationXML)\n  import FoundationXML\n#endif\n"))
    #expect(text.contains("--import Features --import FoundationXML"))
  }

  @Test func accessDefaultsToTheProtocols() throws {
    #expect(try Self.features("MixerDelegate").contains("  public var mixerDidStart: Event<(Mixer) -> Void>"))
    let internalProtocol = try Self.features("InternalDelegate", ["--host", "Clock"])
    #expect(internalProtocol.contains("\n  var didTick: Event<(Clock) -> Void> { .init() }"))
    #expect(!internalProtocol.contains("public "))
    let packageProtocol = try Self.features("PackageDelegate", ["--host", "PackageClock"])
    #expect(packageProtocol.contains("  package var didTick: Event<(PackageClock) -> Void> { .init() }"))
    #expect(packageProtocol.contains("package final class PackageDelegateProxy"))
    // --access still decides when given.
    let forcedInternal = try Self.features("MixerDelegate", ["--access", "internal"])
    #expect(!forcedInternal.contains("public "))
    #expect(forcedInternal.contains("--access internal"))
  }

  /// The outputs compile in the protocols' own module, as the plugin writes them: public declarations of a
  /// public protocol, package ones of a package protocol, and the inferred imports suffice; main-actor
  /// protocols' stand-ins are made by nonisolated declarations. The outputs pass the project's lint.
  @Test func generatedFilesCompileInTheProtocolsModule() throws {
    let directory = try makeTemporaryDirectory("Features")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = [directory.appendingPathComponent("Features.swift")]
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.featuresSource), to: files[0])
    let adapters: [(String, [String])] = [
      ("DownloaderDelegate", ["--host", "Downloader"]),
      ("ChallengeResponder", ["--host", "Downloader", "--host-property", "challengeResponder"]),
      ("MixerDelegate", ["--host", "Mixer"]), ("InternalDelegate", ["--host", "Clock"]),
      ("PackageDelegate", ["--host", "PackageClock"]), ("ParserDelegate", ["--host", "Parser"]),
      ("ListViewDelegate", ["--host", "ListView"]), ("OutlineViewDelegate", ["--host", "OutlineView"]),
    ]
    for (name, arguments) in adapters {
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      try (try Self.features(name, arguments)).write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let diagnostics = try typecheck(files, extraArguments: ["-module-name", "Features", "-package-name", "Features"])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let lint = try runProcess(
      [
        "swift", "format", "lint", "--strict", "--configuration",
        Fixture.packageRoot.appendingPathComponent(".swift-format").path,
      ] + files.dropFirst().map(\.path))
    #expect(lint.status == 0)
    #expect(lint.standardError == "")
  }
}
