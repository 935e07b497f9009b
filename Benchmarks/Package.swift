// swift-tools-version: 6.1
// Benchmarks for DelegateDSL, in their own package so the library keeps zero
// dependencies. Run from the repository root:
//   Scripts/benchmark-report        (runs the suite once, prints ratios)
//   swift run -c release --package-path Benchmarks HostChurn
import PackageDescription

let package = Package(
  name: "DelegateDSLBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "DelegateDSL", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "DelegateDispatch",
      dependencies: [
        .product(name: "DelegateDSL", package: "DelegateDSL"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DelegateDispatch",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "HostChurn",
      dependencies: [.product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
  ]
)
