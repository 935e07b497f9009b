// The built `delegate-adapter-generator` executable: exit statuses, one
// error line, atomic output, and --check.

import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
  /// The executable SwiftPM built next to this test bundle.
  static func generator() throws -> String {
    let directory = try #require(
      builtProductsDirectory(containing: "delegate-adapter-generator"), "build the package before testing")
    return directory.appendingPathComponent("delegate-adapter-generator").path
  }

  static func run(_ arguments: [String]) throws -> ProcessOutput {
    try runProcess([try generator()] + arguments)
  }

  @Test func refusalPrintsOneLineExitsWithOneAndLeavesTheOutputUntouched() throws {
    let directory = try makeTemporaryDirectory("Refusal")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("InoutDelegate+DelegateDSL.swift")
    try "// hand-written, keep\n".write(to: output, atomically: true, encoding: .utf8)

    let result = try Self.run([
      "--symbol-graph", Fixture.fixtures, "--protocol", "InoutDelegate", "--output", output.path,
    ])

    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: 'InoutDelegate.adjust(_:count:)' takes 'count' inout; events pass arguments by value, so inout is not supported\n"
    )
    #expect(result.standardOutput.isEmpty)
    #expect(try String(contentsOf: output, encoding: .utf8) == "// hand-written, keep\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [output.lastPathComponent])
  }

  @Test func writesDeterministicallyAndCheckDetectsAStaleFile() throws {
    let directory = try makeTemporaryDirectory("Check")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("LoaderDelegate+DelegateDSL.swift")
    let arguments = [
      "--symbol-graph", Fixture.fixtures, "--protocol", "LoaderDelegate", "--host", "Loader", "--rule",
      "retryLimit=reduce(0, max)", "--output", output.path,
    ]

    #expect(try Self.run(arguments).status == 0)
    let first = try Data(contentsOf: output)
    #expect(try Self.run(arguments).status == 0)
    #expect(try Data(contentsOf: output) == first)

    let upToDate = try Self.run(arguments + ["--check"])
    #expect(upToDate.status == 0)
    #expect(upToDate.standardError.isEmpty)

    try (String(decoding: first, as: UTF8.self) + "// edited\n").write(to: output, atomically: true, encoding: .utf8)
    let stale = try Self.run(arguments + ["--check"])
    #expect(stale.status == 1)
    #expect(stale.standardError == "error: '\(output.path)' is out of date: run the generator again without --check\n")
    #expect(try Data(contentsOf: output) != first)

    try FileManager.default.removeItem(at: output)
    #expect(try Self.run(arguments + ["--check"]).status == 1)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func checkComparesTheKeyPathForm() throws {
    let directory = try makeTemporaryDirectory("CheckStatic")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("TableDelegate+DelegateDSL.swift")
    let arguments = ["--symbol-graph", Fixture.fixtures, "--protocol", "TableDelegate", "--output", output.path]

    #expect(try Self.run(arguments).status == 0)
    #expect(try String(contentsOf: output, encoding: .utf8).contains("static let didSelectRow = \\Events.didSelectRow"))
    #expect(try Self.run(arguments + ["--check"]).status == 0)
    // `--static-key-paths`, quoted by headers written before it became the default, gives the same file.
    #expect(try Self.run(arguments + ["--static-key-paths", "--check"]).status == 0)
    // The literal form is another file: --check with the option finds it stale.
    #expect(try Self.run(arguments + ["--key-path-literals", "--check"]).status == 1)
  }

  @Test func withoutOutputItPrintsTheAdapter() throws {
    let result = try Self.run(["--symbol-graph", Fixture.fixtures, "--protocol", "BoxDelegate"])
    #expect(result.status == 0)
    #expect(result.standardOutput == (try generate("BoxDelegate")))
  }

  @Test func unwritableOutputIsOneErrorLine() throws {
    let output = "/nonexistent-directory/LoaderDelegate+DelegateDSL.swift"
    let result = try Self.run([
      "--symbol-graph", Fixture.fixtures, "--protocol", "BoxDelegate", "--output", output,
    ])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: cannot write '\(output)': "))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test func helpExitsWithZero() throws {
    let result = try Self.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("USAGE: delegate-adapter-generator"))
  }
}
