// Shared by the generator's tests: fixture paths, running the generator in
// process, and running tools (swiftc, swift format, the built executable).

import Foundation
import Testing

@testable import AdapterGeneratorCore

enum Fixture {
  /// The committed symbol graphs (see Fixtures/Fixtures.swift.txt and Scripts/trim-symbol-graph).
  static var directory: String {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
  }
  static var fixtures: String { directory + "/Fixtures.symbols.json" }
  static var fixturesSource: String { directory + "/Fixtures.swift.txt" }
  static var foundation: String { directory + "/Foundation.symbols.json" }
  static var foundationXML: String { directory + "/FoundationXML.symbols.json" }
  /// Default implementations, owning hosts, imports, access levels, second delegate properties.
  static var features: String { directory + "/Features.symbols.json" }
  static var featuresSource: String { directory + "/Features.swift.txt" }

  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}

/// Generates from `graphs` with extra command-line arguments.
func generate(_ protocolName: String, from graphs: [String] = [Fixture.fixtures], _ arguments: [String] = [])
  throws(GeneratorError) -> String
{
  var options = try GeneratorOptions(
    parsing: graphs.flatMap { ["--symbol-graph", $0] } + ["--protocol", protocolName] + arguments)
  options.output = nil
  return try DelegateAdapterGenerator.generate(options)
}

/// The refusal `generate` throws, or `nil` when it succeeds.
func refusal(_ protocolName: String, from graphs: [String] = [Fixture.fixtures], _ arguments: [String] = [])
  -> GeneratorError?
{
  do {
    _ = try generate(protocolName, from: graphs, arguments)
    return nil
  } catch {
    return error
  }
}

/// The fixture graph with every requirement rewritten to Apple platforms'
/// `@objc optional` relationship, which Linux graphs never have; returns its path.
func optionalFixtureGraph(in directory: URL) throws -> String {
  let original = try String(contentsOfFile: Fixture.fixtures, encoding: .utf8)
  let rewritten = original.replacingOccurrences(
    of: #""kind":"requirementOf","#, with: #""kind":"optionalRequirementOf","#)
  #expect(rewritten != original)
  let file = directory.appendingPathComponent("Fixtures.symbols.json")
  try rewritten.write(to: file, atomically: true, encoding: .utf8)
  return file.path
}

/// The result of a finished process.
struct ProcessOutput {
  let status: Int32
  let standardOutput: String
  let standardError: String
}

/// Runs `arguments` through `/usr/bin/env`, in `directory`, and waits.
func runProcess(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws
  -> ProcessOutput
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  if let environment { process.environment = environment }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Read both pipes to the end before waiting, so a chatty tool cannot block on a full pipe.
  let errorHandle = error.fileHandleForReading
  let errorData = Locked<Data>()
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { errorData.set(errorHandle.readDataToEndOfFile()) }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ProcessOutput(
    status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData.value ?? Data(), as: UTF8.self))
}

/// A value handed from a reading thread to the waiting test.
///
/// `@unchecked Sendable` is sound: `stored` is only read and written while holding `lock`.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?
  func set(_ value: Value) { lock.withLock { stored = value } }
  var value: Value? { lock.withLock { stored } }
}

/// A directory next to the running test bundle holding `name` (a built module or tool).
func builtProductsDirectory(containing name: String) -> URL? {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  var candidates: [URL] = []
  for _ in 0..<4 {
    candidates.append(directory.appendingPathComponent("Modules"))
    candidates.append(directory)
    directory = directory.deletingLastPathComponent()
  }
  candidates.append(Fixture.packageRoot.appendingPathComponent(".build/debug/Modules"))
  candidates.append(Fixture.packageRoot.appendingPathComponent(".build/debug"))
  return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(name).path) }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory(_ prefix: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Type-checks `files` against the built DelegateDSL module; returns the compiler's diagnostics, empty when clean.
func typecheck(_ files: [URL], extraArguments: [String] = []) throws -> String {
  let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
  let result = try runProcess(
    ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + extraArguments + files.map(\.path))
  return result.standardError + result.standardOutput
}

/// `swift format lint --strict` with the package's configuration, on `files`:
/// generated code must pass the same lint as the library's own.
func lintStrictly(_ files: [URL]) throws -> ProcessOutput {
  try runProcess(
    [
      "swift", "format", "lint", "--strict", "--configuration",
      Fixture.packageRoot.appendingPathComponent(".swift-format").path,
    ] + files.map(\.path))
}
