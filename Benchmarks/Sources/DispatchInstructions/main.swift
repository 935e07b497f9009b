// A benchmark-free harness for instruction counts: runs one dispatch case's
// call N times, so that `Scripts/dispatch-instructions` can run it under
// callgrind at two values of N and divide the difference by the extra calls
// (setup, process start and exit cancel out).
//
//   swift build -c release --package-path Benchmarks --product DispatchInstructions
//   .build/release/DispatchInstructions list
//   valgrind --tool=callgrind .build/release/DispatchInstructions "DSL void1 1 handler" 10000
import DispatchFixtures

let cases = dispatchCases() + installCases()
let arguments = CommandLine.arguments
if arguments.count == 2 && arguments[1] == "list" {
  for measured in cases { print(measured.name) }
} else if arguments.count == 3, let measured = cases.first(where: { $0.name == arguments[1] }),
  let count = Int(arguments[2])
{
  let call = measured.setup()
  for _ in 0..<count { call() }
} else {
  print("usage: DispatchInstructions list | DispatchInstructions NAME COUNT")
}
