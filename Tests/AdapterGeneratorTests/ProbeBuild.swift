// Test support: a Swift model compiled into a module and its symbol graph,
// and a probe executable linked with the library's own objects, as the tests
// that run the generator's output build them (`ComposedHostTests`,
// `ServedProtocolHostTests`, `ObjectiveCHostModelTests`).

import Foundation
import Testing

enum ProbeBuild {
  /// Compiles `source` as the module `Model` in `directory`, with its symbol
  /// graph read as an iOS graph (see `ObjectiveCShapeTests.asIOSGraph`).
  /// - Returns: the model's source file, its graphs' folder, and the folder
  ///   of the library's built modules.
  static func model(_ source: String, in directory: URL) throws -> (source: URL, graphs: URL, modules: URL) {
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let file = directory.appendingPathComponent("Model.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let graphs = directory.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let step = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "Model", "-parse-as-library", "-emit-module",
        "-emit-module-path", directory.appendingPathComponent("Model.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path, "-I", modules.path, file.path,
      ])
    try #require(step.status == 0, "\(step.standardError)")
    try ObjectiveCShapeTests.asIOSGraph(graphs)
    return (file, graphs, modules)
  }

  /// Links `sources` as the module `module` with DelegateDSL's object files
  /// into `directory/probe`, built with the sanitizer those objects were
  /// built with (see `BuildSanitizer`), and expects no compiler warning.
  /// - Returns: the probe's path.
  static func link(module: String, sources: [String], in directory: URL) throws -> URL {
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let objects = try #require(builtProductsDirectory(containing: "DelegateDSL.build"))
      .appendingPathComponent("DelegateDSL.build")
    let objectFiles = try FileManager.default.contentsOfDirectory(atPath: objects.path).filter { $0.hasSuffix(".o") }
      .map { objects.appendingPathComponent($0).path }
    let executable = directory.appendingPathComponent("probe")
    let sanitizer = try BuildSanitizer.of(objects: objectFiles)
    let build = try runProcess(
      ["swiftc", "-swift-version", "6", "-module-name", module, "-I", modules.path, "-o", executable.path]
        + sanitizer.swiftcArguments + sources + objectFiles)
    try #require(build.status == 0, "\(build.standardError)")
    #expect(BuildSanitizer.compilerWarnings(in: build.standardError).isEmpty, "\(build.standardError)")
    return executable
  }
}
