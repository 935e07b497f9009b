// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DelegateDSL",
  products: [
    .library(name: "DelegateDSL", targets: ["DelegateDSL"]),
    .executable(name: "Samples", targets: ["Samples"]),
  ],
  targets: [
    .target(name: "DelegateDSL"),
    .executableTarget(name: "Samples", dependencies: ["DelegateDSL"]),
    .testTarget(
      name: "DelegateDSLTests", dependencies: ["DelegateDSL", "Samples"], resources: [.copy("Resources")]),
  ],
  swiftLanguageModes: [.v6]
)
