// Dispatch, fan-out, install and allocation benchmarks, each DSL figure next
// to the hand-written baseline it is compared with (same process, same run).
// The cases live in `DispatchFixtures` (shared with the callgrind harness);
// `Scripts/benchmark-report` turns a run into the ratio table.
import Benchmark
import DispatchFixtures

/// Registers a benchmark that calls the case's call `scaledIterations` times.
func register(_ measured: DispatchCase, maxIterations: Int) {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: maxIterations
  )
  Benchmark(measured.name, configuration: configuration) { benchmark in
    let call = measured.setup()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { call() }
    benchmark.stopMeasurement()
  }
}

let benchmarks: @Sendable () -> Void = {
  for measured in dispatchCases() { register(measured, maxIterations: 1_000_000) }
  for measured in installCases() { register(measured, maxIterations: 100_000) }
}
