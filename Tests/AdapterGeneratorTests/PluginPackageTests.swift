// End to end: a package made in a temporary directory, depending on this one
// by path, declares a new protocol, runs the `generate-delegate-adapter`
// command plugin, builds, installs a definition and dispatches through the
// generated proxy. Slow (it builds DelegateDSL and the generator from
// scratch), so it runs only when DELEGATEDSL_PLUGIN_TEST=1; .ci/run sets it
// in a step of its own.

import Foundation
import Testing

@Suite("Plugin in a new package", .serialized)
struct PluginPackageTests {
  static let isEnabled = ProcessInfo.processInfo.environment["DELEGATEDSL_PLUGIN_TEST"] == "1"

  static func manifest(dependency root: URL) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "PluginProbe",
      dependencies: [.package(path: "\(root.path)")],
      targets: [
        .target(name: "DownloadKit", dependencies: [.product(name: "DelegateDSL", package: "\(root.lastPathComponent)")]),
        .executableTarget(
          name: "Probe", dependencies: ["DownloadKit", .product(name: "DelegateDSL", package: "\(root.lastPathComponent)")]),
      ]
    )
    """
  }

  static let library = """
    public protocol DownloadManagerDelegate: AnyObject {
      func downloaderDidStart(_ downloader: Downloader)
      func downloader(_ downloader: Downloader, shouldStart url: String) -> Bool
      func downloader(_ downloader: Downloader, didFinishWith bytes: Int) -> String?
      func downloader(_ downloader: Downloader, retryCountFor url: String) -> Int
    }

    public final class Downloader {
      public weak var delegate: (any DownloadManagerDelegate)?
      public init() {}

      /// Asks, starts, finishes: returns the delegate's answers.
      public func run(_ url: String) -> (started: Bool, note: String?, retries: Int) {
        guard let delegate, delegate.downloader(self, shouldStart: url) else { return (false, nil, 0) }
        delegate.downloaderDidStart(self)
        return (true, delegate.downloader(self, didFinishWith: url.count), delegate.downloader(self, retryCountFor: url))
      }
    }
    """

  static let probe = """
    import DelegateDSL
    import DownloadKit
    import Foundation

    final class Real: DownloadManagerDelegate {
      var calls: [String] = []
      func downloaderDidStart(_ downloader: Downloader) { calls.append("start") }
      func downloader(_ downloader: Downloader, shouldStart url: String) -> Bool { true }
      func downloader(_ downloader: Downloader, didFinishWith bytes: Int) -> String? { nil }
      func downloader(_ downloader: Downloader, retryCountFor url: String) -> Int { 2 }
    }

    func main() {
      let downloader = Downloader()
      let real = Real()
      downloader.delegate = real
      var log: [String] = []
      let subscription = Delegate(for: DownloadManagerDelegate.self) {
        On(\\.downloaderDidStart) { _ in log.append("handler start") }
        On(\\.shouldStart) { _, url in !url.hasPrefix("ads.") }
        On(\\.didFinishWith) { _, bytes in "\\(bytes) bytes" }
        On(\\.retryCountFor) { _, _ in 5 }
      }.install(on: downloader)
      let blocked = downloader.run("ads.example")
      let result = downloader.run("example.org")
      print("proxy: \\(downloader.delegate is DownloadManagerDelegateProxy)")
      print("blocked: \\(blocked.started)")
      print("result: \\(result.started) \\(result.note ?? "nil") \\(result.retries)")
      print("calls: \\(real.calls + log)")
      subscription.cancel()
      print("restored: \\(downloader.delegate === real)")

      // The corpus's Kingfisher protocol, generated with no option beyond --target, --protocol and --host:
      // its defaults answer while a handler only watches (500 is invalid, 200 passes the data through).
      let images = ImageDownloader()
      let watching = Delegate(for: ImageDownloaderDelegate.self) {
        On(\\.isValidStatusCode) { _, _ in true }
      }.install(on: images)
      let url = URL(string: "https://example.org/a.png")!
      let refused = images.finish(code: 500, data: Data([1]), url: url) == nil
      let passed = images.finish(code: 200, data: Data([1, 2]), url: url)?.count ?? 0
      print("kingfisher: \\(refused) \\(passed)")
      withExtendedLifetime(watching) {}
    }
    main()
    """

  static func write(_ text: String, to path: String, in root: URL) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  @Test(.enabled(if: isEnabled, "set DELEGATEDSL_PLUGIN_TEST=1 (slow: builds a package from scratch)"))
  func generatesBuildsAndDispatchesThroughTheGeneratedProxy() throws {
    let package = try makeTemporaryDirectory("PluginProbe")
    defer { try? FileManager.default.removeItem(at: package) }
    try Self.write(Self.manifest(dependency: Fixture.packageRoot), to: "Package.swift", in: package)
    try Self.write(Self.library, to: "Sources/DownloadKit/Downloader.swift", in: package)
    try Self.write(Self.probe, to: "Sources/Probe/main.swift", in: package)
    let kingfisher = URL(fileURLWithPath: Fixture.directory).appendingPathComponent("Corpus/Kingfisher.swift.txt")
    try Self.write(
      try String(contentsOf: kingfisher, encoding: .utf8), to: "Sources/DownloadKit/Kingfisher.swift", in: package)

    let plugin: [String] = [
      "swift", "package", "--allow-writing-to-package-directory", "generate-delegate-adapter", "--target",
      "DownloadKit", "--protocol", "DownloadManagerDelegate", "--host", "Downloader", "--access", "public", "--rule",
      "retryCountFor=reduce(0, max)",
    ]
    let generated = try runProcess(plugin, in: package)
    #expect(generated.status == 0, "\(generated.standardError)")
    let file = package.appendingPathComponent("Sources/DownloadKit/DownloadManagerDelegate+DelegateDSL.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("public final class DownloadManagerDelegateProxy"))
    let corpus: [String] = [
      "swift", "package", "--allow-writing-to-package-directory", "generate-delegate-adapter", "--target",
      "DownloadKit", "--protocol", "ImageDownloaderDelegate", "--host", "ImageDownloader",
    ]
    let corpusRun = try runProcess(corpus, in: package)
    #expect(corpusRun.status == 0, "\(corpusRun.standardError)")

    let run = try runProcess(["swift", "run", "Probe"], in: package)
    #expect(run.status == 0, "\(run.standardError)")
    let expectedTail: [Substring] = [
      "proxy: true", "blocked: false", "result: true 11 bytes 5", "calls: [\"start\", \"handler start\"]",
      "restored: true", "kingfisher: true 2",
    ]
    #expect(Array(run.standardOutput.split(separator: "\n").suffix(6)) == expectedTail)

    // Regenerating from the package that now contains the adapter finds it current.
    let check = try runProcess(plugin + ["--check"], in: package)
    #expect(check.status == 0, "\(check.standardError)")

    // A refusal through the plugin: the generator's one line, and nothing written.
    let refusal: [String] = [
      "swift", "package", "--allow-writing-to-package-directory", "generate-delegate-adapter", "--target",
      "DownloadKit", "--protocol", "DownloadManagerDelegate",
    ]
    let refused = try runProcess(refusal, in: package)
    #expect(refused.status != 0)
    #expect(
      refused.standardError.contains(
        "error: 'DownloadManagerDelegate.downloader(_:retryCountFor:)' answers Int, which has no default rule"))
    #expect(try String(contentsOf: file, encoding: .utf8) == text)

    try Self.regeneratesOverABrokenAdapter(file, text: text, plugin: plugin, in: package)
  }

  /// A broken adapter (the target no longer builds) does not block its own
  /// regeneration: the plugin builds without it and writes it anew. A target
  /// that is broken elsewhere gets one line saying so, and the adapter is kept.
  static func regeneratesOverABrokenAdapter(_ file: URL, text: String, plugin: [String], in package: URL) throws {
    try "this is not Swift\n".write(to: file, atomically: true, encoding: .utf8)
    let regenerated = try runProcess(plugin, in: package)
    #expect(regenerated.status == 0, "\(regenerated.standardError)")
    #expect(try String(contentsOf: file, encoding: .utf8) == text)

    let broken = package.appendingPathComponent("Sources/DownloadKit/Broken.swift")
    try "let broken: Int = \"\"\n".write(to: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: broken) }
    let refused = try runProcess(plugin, in: package)
    #expect(refused.status != 0)
    #expect(
      refused.standardError.contains(
        "'DownloadKit' does not build, even without DownloadManagerDelegate+DelegateDSL.swift: fix the errors above, then run again"
      ))
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
  }
}
