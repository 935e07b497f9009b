// Writes, at build time, the Linux form of the shipped Apple adapters that the
// Linux tests run against the SDK models (Tests/AppleModels): the committed
// files themselves, rewritten only where Linux can't compile them
// (Tests/AppleAdapterLinuxFormTool/LinuxForm.swift). Never a copy in the
// repository, so a regenerated adapter is what the next `swift test` runs.
import Foundation
import PackagePlugin

@main
struct AppleAdapterLinuxForm: BuildToolPlugin {
  /// The adapter files the models cover, by framework: each protocol's adapter, and the helpers an
  /// adapter's fallback names. Their place in the repository is `adapterPath(framework:file:)`'s, and only its.
  static let adapters: [(framework: String, file: String)] = [
    ("UIKit", "UIScrollViewDelegate+DelegateDSL"), ("UIKit", "UITableViewDelegate+DelegateDSL"),
    ("UIKit", "UITableViewDataSource+DelegateDSL"), ("UIKit", "UITextFieldDelegate+DelegateDSL"),
    ("UIKit", "UIPickerViewDelegate+DelegateDSL"), ("UIKit", "UIPickerViewDataSource+DelegateDSL"),
    ("CoreLocation", "CLLocationManagerDelegate+DelegateDSL"), ("WebKit", "WKNavigationDelegate+DelegateDSL"),
    ("MapKit", "MKMapViewDelegate+DelegateDSL"), ("MapKit", "MKOverlayView+NobodyAnswered"),
  ]

  /// Where a shipped adapter file lives, from the package's root.
  static func adapterPath(framework: String, file: String) -> String {
    "Sources/DelegateDSL/Adapters/\(framework)/\(file).swift"
  }

  /// The modelled requirements' selectors by Swift name, written from the SDK by Scripts/generate-apple-models.
  static let selectorTablePath = "Tests/AppleModels/Generated/Selectors.tsv"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "apple-adapter-linux-form")
    let table = context.package.directoryURL.appending(path: Self.selectorTablePath)
    return Self.adapters.map { adapter in
      let input = context.package.directoryURL.appending(
        path: Self.adapterPath(framework: adapter.framework, file: adapter.file))
      let output = context.pluginWorkDirectoryURL.appending(path: "\(adapter.file)+LinuxForm.swift")
      return .buildCommand(
        displayName: "Linux form of \(adapter.file)", executable: tool.url,
        arguments: [input.path, table.path, output.path], inputFiles: [input, table], outputFiles: [output])
    }
  }
}
