// Writes, at build time, the Linux form of the shipped Apple adapters that the
// Linux tests run against the SDK models (Tests/AppleModels): the committed
// files themselves, rewritten only where Linux can't compile them
// (Tests/AppleAdapterLinuxFormTool/LinuxForm.swift). Never a copy in the
// repository, so a regenerated adapter is what the next `swift test` runs.
import Foundation
import PackagePlugin

@main
struct AppleAdapterLinuxForm: BuildToolPlugin {
  /// The adapters the models cover, by framework. Their place in the
  /// repository is `adapterPath(framework:protocol:)`'s, and only its.
  static let adapters: [(framework: String, protocol: String)] = [
    ("UIKit", "UIScrollViewDelegate"), ("UIKit", "UITableViewDelegate"), ("UIKit", "UITableViewDataSource"),
    ("UIKit", "UITextFieldDelegate"), ("CoreLocation", "CLLocationManagerDelegate"),
    ("WebKit", "WKNavigationDelegate"), ("UIKit", "UIPickerViewDelegate"), ("UIKit", "UIPickerViewDataSource"),
  ]

  /// Where the shipped adapter of `protocol` lives, from the package's root.
  static func adapterPath(framework: String, protocol name: String) -> String {
    "Sources/DelegateDSL/Adapters/\(framework)/\(name)+DelegateDSL.swift"
  }

  /// The modelled requirements' selectors by Swift name, written from the SDK by Scripts/generate-apple-models.
  static let selectorTablePath = "Tests/AppleModels/Generated/Selectors.tsv"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "apple-adapter-linux-form")
    let table = context.package.directoryURL.appending(path: Self.selectorTablePath)
    return Self.adapters.map { adapter in
      let input = context.package.directoryURL.appending(
        path: Self.adapterPath(framework: adapter.framework, protocol: adapter.protocol))
      let output = context.pluginWorkDirectoryURL.appending(path: "\(adapter.protocol)+LinuxForm.swift")
      return .buildCommand(
        displayName: "Linux form of \(adapter.protocol)'s adapter", executable: tool.url,
        arguments: [input.path, table.path, output.path], inputFiles: [input, table], outputFiles: [output])
    }
  }
}
