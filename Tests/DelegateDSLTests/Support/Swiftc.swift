import Foundation

/// Runs `swiftc` against the `DelegateDSL` module the test bundle was built
/// with: shared by the compile-failure tests and the documentation listings
/// tests.
enum Swiftc {
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The `Modules` directory next to the running test bundle, where SwiftPM
  /// puts `DelegateDSL.swiftmodule` (and the Samples' module).
  static let modulesDirectory: URL? = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("Modules"))
      candidates.append(directory)
      directory = directory.deletingLastPathComponent()
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
    return candidates.first {
      fileManager.fileExists(atPath: $0.appendingPathComponent("DelegateDSL.swiftmodule").path)
    }
  }()

  /// The repository root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Type-checks `files` as one module in Swift 6 mode and returns the
  /// compiler's diagnostics (LLVM style: `path:line:column: error: …`).
  ///
  /// `mode` may be `-emit-sil` for the diagnostics that only a compilation
  /// to SIL produces (isolation checked flow by flow, in a `deinit` for
  /// example).
  static func typecheck(
    _ files: [URL], extraArguments: [String] = [], mode: String = "-typecheck"
  ) -> Result<String, Unavailable> {
    guard let modules = modulesDirectory else {
      return .failure(Unavailable(description: "could not find the built DelegateDSL.swiftmodule"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", mode, "-swift-version", "6", "-I", modules.path, "-diagnostic-style", "llvm"]
      + extraArguments + files.map(\.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return .failure(Unavailable(description: "\(error)")) }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return .success(output)
  }

  /// A fresh temporary directory; the caller removes it.
  static func temporaryDirectory(_ label: String) -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DelegateDSL-\(label)-\(UUID())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
