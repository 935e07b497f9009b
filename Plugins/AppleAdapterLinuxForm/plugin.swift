// Writes, at build time, the Linux form of the shipped Apple adapters that the
// Linux tests run against the SDK models (Tests/AppleModels): the committed
// files themselves, rewritten only where Linux can't compile them
// (Tests/AppleAdapterLinuxFormTool/Rewriter/LinuxForm.swift). Never a copy in the
// repository, so a regenerated adapter is what the next `swift test` runs.
import Foundation
import PackagePlugin

@main
struct AppleAdapterLinuxForm: BuildToolPlugin {
  /// The list of the adapter files to rewrite, one path a line: the one place that says where they live.
  static let listPath = "Tests/AppleAdapterLinuxFormTool/adapter-files.txt"

  /// The modelled requirements' selectors by Swift name, written from the SDK by Scripts/generate-apple-models.
  static let selectorTablePath = "Tests/AppleModels/Generated/Selectors.tsv"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "apple-adapter-linux-form")
    let root = context.package.directoryURL
    let list = root.appending(path: Self.listPath)
    let table = root.appending(path: Self.selectorTablePath)
    let paths = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    return paths.map { path in
      let input = root.appending(path: path)
      let name = input.deletingPathExtension().lastPathComponent
      let output = context.pluginWorkDirectoryURL.appending(path: "\(name)+LinuxForm.swift")
      return .buildCommand(
        displayName: "Linux form of \(name)", executable: tool.url,
        arguments: [input.path, table.path, output.path], inputFiles: [input, table, list], outputFiles: [output])
    }
  }
}
