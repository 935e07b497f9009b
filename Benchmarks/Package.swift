// swift-tools-version: 6.1
// Benchmarks for DelegateDSL, in their own package so the library keeps zero
// dependencies. Run from the repository root:
//   Scripts/benchmark-report        (runs the suite once, prints ratios)
//   swift run -c release --package-path Benchmarks HostChurn
//   Scripts/dispatch-instructions (callgrind instruction counts per dispatch)
import PackageDescription

let package = Package(
  name: "DelegateDSLBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "DelegateDSL", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The protocols, hosts, hand-written baselines and the list of measured
    // cases, shared by the benchmarks and the instruction-count harness.
    .target(
      name: "DispatchFixtures",
      dependencies: [.product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
    .executableTarget(
      name: "DelegateDispatch",
      dependencies: [
        "DispatchFixtures",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DelegateDispatch",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one case N times, without the benchmark package, for callgrind.
    .executableTarget(
      name: "DispatchInstructions",
      dependencies: ["DispatchFixtures"]
    ),
    // Alternates each DSL case and its baseline in short rounds, for
    // wall-clock ratios that a change of load cancels out of.
    .executableTarget(
      name: "DispatchRatios",
      dependencies: ["DispatchFixtures"]
    ),
    // Memory per installed host (see its main.swift): the protocol, host,
    // proxy and hand-written baselines in a module of their own, and a
    // counting allocator.
    .target(
      name: "MemoryFixtures",
      dependencies: [.product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "HostMemory",
      dependencies: ["MemoryFixtures", "MallocCounter", .product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
    .executableTarget(
      name: "HostChurn",
      dependencies: [.product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
    // The cost of a sweep of associated storage and of compact(), over live
    // and dead hosts (issue 24).
    .executableTarget(
      name: "SweepCost",
      dependencies: [.product(name: "DelegateDSL", package: "DelegateDSL")]
    ),
  ]
)
