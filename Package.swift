// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DelegateDSL",
  // The oldest Apple OSes with Swift concurrency: async events and
  // `AsyncStream`s are public API, and SwiftPM's defaults (macOS 10.13,
  // iOS 12) predate them. Not macOS 15 / iOS 18: `Synchronization.Atomic` is
  // used only behind `#available`, with a locked fallback (see the Threading
  // Model article, "Apple platforms").
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
  products: [
    .library(name: "DelegateDSL", targets: ["DelegateDSL"]),
    // The Apple adapters, one library per framework, so that an app carries
    // only the adapters (Objective-C proxy classes, which a linker keeps
    // whether used or not) of the frameworks it imports. Named after the
    // library and the framework, as swift-nio's NIOFoundationCompat or
    // Firebase's FirebaseAuth: never the framework's own name, which the
    // module would shadow. See the Performance article.
    .library(name: "DelegateDSLUIKit", targets: ["DelegateDSLUIKit"]),
    .library(name: "DelegateDSLWebKit", targets: ["DelegateDSLWebKit"]),
    .library(name: "DelegateDSLMapKit", targets: ["DelegateDSLMapKit"]),
    .library(name: "DelegateDSLCoreLocation", targets: ["DelegateDSLCoreLocation"]),
    .executable(name: "Samples", targets: ["Samples"]),
    .executable(name: "delegate-adapter-generator", targets: ["delegate-adapter-generator"]),
    .plugin(name: "generate-delegate-adapter", targets: ["GenerateDelegateAdapter"]),
  ],
  targets: [
    .target(name: "DelegateDSL"),
    // Each adapter module needs only the core: WebKit's and MapKit's
    // adapters name UIKit's types (`UIViewController`, `UIView`), never
    // DelegateDSLUIKit's. Their sources are behind `#if canImport(<Framework>)`,
    // so on Linux each compiles to an empty module; Scripts/check-apple
    // compiles them for iOS.
    .target(name: "DelegateDSLUIKit", dependencies: ["DelegateDSL"]),
    .target(name: "DelegateDSLWebKit", dependencies: ["DelegateDSL"]),
    .target(name: "DelegateDSLMapKit", dependencies: ["DelegateDSL"]),
    .target(name: "DelegateDSLCoreLocation", dependencies: ["DelegateDSL"]),
    .executableTarget(name: "Samples", dependencies: ["DelegateDSL"]),
    // Test support both test targets use: reading a stream's first elements with a deadline.
    .target(name: "StreamTestSupport", path: "Tests/StreamTestSupport"),
    .testTarget(
      name: "DelegateDSLTests", dependencies: ["DelegateDSL", "Samples", "StreamTestSupport"],
      resources: [.copy("Resources")]),
    // The adapter generator: a library-free core, its command line, and the command plugin that runs it.
    .target(name: "AdapterGeneratorCore"),
    .executableTarget(name: "delegate-adapter-generator", dependencies: ["AdapterGeneratorCore"]),
    .plugin(
      name: "GenerateDelegateAdapter",
      capability: .command(
        intent: .custom(
          verb: "generate-delegate-adapter",
          description: "Writes a delegate protocol's DelegateDSL events, proxy and host conformance"),
        permissions: [.writeToPackageDirectory(reason: "Writes the generated adapter file into the target")]),
      dependencies: ["delegate-adapter-generator"]),
    // The Apple adapters run on Linux: a model of the SDK's types and hosts (declarations written by
    // Scripts/generate-apple-models from the SDK's symbol graph, hosts written from the headers), the shipped
    // adapters' Linux form written at build time by the AppleAdapterLinuxForm plugin, and the tests that run
    // one against the other (see "Testing the Apple adapters on Linux" in UsingDelegateDSLWithUIKit.md).
    .target(name: "AppleModels", path: "Tests/AppleModels", exclude: ["Generated/Selectors.tsv"]),
    .target(name: "LinuxFormRewriter", path: "Tests/AppleAdapterLinuxFormTool/Rewriter"),
    .executableTarget(
      name: "apple-adapter-linux-form", dependencies: ["LinuxFormRewriter"],
      path: "Tests/AppleAdapterLinuxFormTool/Command"),
    .plugin(name: "AppleAdapterLinuxForm", capability: .buildTool(), dependencies: ["apple-adapter-linux-form"]),
    .testTarget(
      name: "AppleAdapterModelTests",
      dependencies: ["DelegateDSL", "AppleModels", "LinuxFormRewriter", "StreamTestSupport"],
      plugins: ["AppleAdapterLinuxForm"]),
    // LinuxFormRewriter: the Objective-C corpus's adapters run on Linux in the Apple adapters' Linux form.
    .testTarget(
      name: "AdapterGeneratorTests", dependencies: ["AdapterGeneratorCore", "DelegateDSL", "LinuxFormRewriter"],
      resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)
