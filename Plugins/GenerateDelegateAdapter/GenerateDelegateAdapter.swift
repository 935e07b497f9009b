// `swift package generate-delegate-adapter --target MyKit --protocol LoaderDelegate [--host Loader] …`:
// builds the target's symbol graph (internal symbols included), then runs
// delegate-adapter-generator on it, writing Sources/MyKit/LoaderDelegate+DelegateDSL.swift
// unless --output says otherwise. Every other argument goes to the generator.

import Foundation
import PackagePlugin

@main
struct GenerateDelegateAdapter: CommandPlugin {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let protocolNames = extractor.extractOption(named: "protocol")
    let outputs = extractor.extractOption(named: "output")
    let passedOn = extractor.remainingArguments
    guard targetNames.count == 1, let targetName = targetNames.first else {
      throw Failure(description: "pass the target that declares the protocol: --target <name>")
    }
    guard protocolNames.count == 1, let protocolName = protocolNames.first else {
      throw Failure(description: "pass the delegate protocol: --protocol <name>")
    }
    guard let target = try context.package.targets(named: [targetName]).first as? SwiftSourceModuleTarget else {
      throw Failure(description: "'\(targetName)' is not a Swift source target of this package")
    }
    let output =
      outputs.first.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL).path }
      ?? target.directoryURL.appendingPathComponent("\(protocolName)+DelegateDSL.swift").path

    let graph = try packageManager.getSymbolGraph(
      for: target,
      options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true))
    let tool = try context.tool(named: "delegate-adapter-generator")
    let process = Process()
    process.executableURL = tool.url
    process.arguments =
      ["--symbol-graph", graph.directoryURL.path, "--protocol", protocolName, "--output", output] + passedOn
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      // The generator's one line, as the plugin's error; nothing was written.
      let line = message.trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : line)
    }
  }
}
