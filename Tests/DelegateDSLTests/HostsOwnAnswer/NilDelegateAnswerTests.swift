import Foundation
import Testing

@testable import DelegateDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An enum whose zero bits are its first case, `.allow`, while its raw value 0 is `.deny`: an Objective-C
/// host handed a nil delegate's 0 reads `.deny` (issue 44).
enum Verdict: Int, Equatable { case allow = 1, deny = 0 }

/// An enum whose raw values start at 1: no case means "nobody answered".
enum Priority: Int { case low = 1, high = 2 }

/// A payload-free enum without raw values: its cases are Swift's, none is a nil delegate's answer.
enum Direction { case up, down }

/// A Swift struct holding a non-optional pointer: its zero bits are a null pointer, which it can't hold.
struct Handle { var pointer: UnsafeRawPointer }

/// A payload-free enum that chooses its own "nobody answered" value.
enum Gate: NilDelegateAnswerProviding {
  case open, shut
  static var nilDelegateAnswer: Gate { .shut }
}

/// An option set, like an imported `NS_OPTIONS`: its nil delegate's answer is the empty set.
struct Edges: OptionSet, Equatable {
  let rawValue: UInt8
  static let top = Edges(rawValue: 1)
}

/// Only types whose zero is a value somebody chose get it as the answer of a delegate that isn't there:
/// the zero bits of a Swift type are not such a value (issue 44, item 3).
@Suite("A nil delegate's answer is a value, never a Swift type's zero bits")
struct NilDelegateAnswerTests {
  @Test func aRawValueEnumAnswersItsCaseWithRawValueZeroNotItsFirstCase() {
    #expect(NilDelegateAnswer.of(Verdict.self) == .deny)
    #expect(CombineRule<Verdict>.last().defaultAnswer == .deny)
  }

  @Test func typesWhoseZeroIsNoValueHaveNoAnswer() {
    #expect(NilDelegateAnswer.of(Priority.self) == nil)
    #expect(NilDelegateAnswer.of(Direction.self) == nil)
    #expect(NilDelegateAnswer.of(Handle.self) == nil)
    #expect(NilDelegateAnswer.of(Size.self) == nil)
    #expect(NilDelegateAnswer.of(NSObject.self) == nil)
  }

  @Test func aTypeMayChooseItsOwnAnswer() {
    #expect(NilDelegateAnswer.of(Gate.self) == .shut)
    #expect(CombineRule<Gate>.last().defaultAnswer == .shut)
    #expect(CombineRule<Gate>.last().combine([]) == .shut)
  }

  @Test func objectiveCAndCValuesKeepTheirZero() {
    #expect(NilDelegateAnswer.of(Edges.self) == [])
    #expect(NilDelegateAnswer.of(EditingStyle.self) == EditingStyle.none)
    #expect(NilDelegateAnswer.of(CGRect.self) == .zero)
    #expect(NilDelegateAnswer.of(CGPoint.self) == .zero)
    let range = NilDelegateAnswer.of(NSRange.self)
    #expect(range?.location == 0 && range?.length == 0)
    // A struct imported from C (the Clang importer's `__C` module).
    let time = NilDelegateAnswer.of(timespec.self)
    #expect(time?.tv_sec == 0 && time?.tv_nsec == 0)
    #expect(NilDelegateAnswer.of(Int32.self) == 0)
    #expect(NilDelegateAnswer.of(CGFloat.self) == 0)
    #expect(NilDelegateAnswer.of(Verdict?.self) == .some(nil))
  }
}

/// A call that nobody can answer stops naming the event and the fix in every build (issue 44, item 4):
/// `preconditionFailure` drops its message under `-O`.
@Suite("A release build's stop names the event")
struct ReleaseStopMessageTests {
  @Test func anOptimisedStopPrintsTheEventAndTheFix() throws {
    let directory = Swiftc.temporaryDirectory("release-stop")
    defer { try? FileManager.default.removeItem(at: directory) }
    let main = directory.appendingPathComponent("main.swift")
    try """
    protocol TableDataSource: AnyObject {}
    if CommandLine.arguments.count > 1 {
      CombineRuleWithoutDefault.fail(rule: "last", answer: Direction.self)
    }
    enum Direction { case up }
    NoParticipant.fail(protocolType: (any TableDataSource).self, event: "cellForRowAt", selector: "tableView:cellForRowAtIndexPath:")
    """.write(to: main, atomically: true, encoding: .utf8)
    // The shipped file alone, as the library's release build compiles it (no DEBUG).
    let source = Swiftc.packageRoot.appendingPathComponent(
      "Sources/DelegateDSL/Diagnostics/CombineRule+NoParticipant.swift")
    let program = directory.appendingPathComponent("stop")
    let compile = try run(
      "/usr/bin/env", ["swiftc", "-O", "-swift-version", "6", "-o", program.path, source.path, main.path])
    try #require(compile.status == 0, "swiftc -O failed: \(compile.output)")

    let stop = try run(program.path, [])
    #expect(stop.status != 0)
    #expect(stop.output.contains("TableDataSource.cellForRowAt (tableView:cellForRowAtIndexPath:)"))
    #expect(stop.output.contains("install a handler for \\.cellForRowAt"))

    let ruleStop = try run(program.path, ["rule"])
    #expect(ruleStop.status != 0)
    #expect(ruleStop.output.contains("declare the event with last(default:)"))
  }

  /// Runs `executable`, killing it after 120 s, and returns its exit status and its output and error text.
  private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let deadline = DispatchTime.now() + .seconds(120)
    let watchdog = DispatchQueue.global()
    watchdog.asyncAfter(deadline: deadline) { [process] in if process.isRunning { process.terminate() } }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
