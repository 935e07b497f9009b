// A host property typed as a parent protocol that the host also sends a
// child protocol's methods to (FSCalendar's `id<FSCalendarDelegate>
// delegate`, which gets `FSCalendarDelegateAppearance`'s methods when the
// delegate responds): the parent's adapter, generated with `--serves
// <child>`, serves the child's events from the property's one proxy, and
// `--host` on the child is refused (issue 35, §5). Run on Linux from a
// Swift model of the pair, in which the host sends the child's method only
// to a delegate that conforms to the child (Swift's `responds`): the
// generator's own output, compiled by swiftc into one executable with the
// model and a probe, which prints what the host and the real delegates got.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("A parent-typed host property serving a child protocol", .serialized)
struct ServedProtocolHostTests {
  static let model = """
    @MainActor public protocol CalDelegate: AnyObject {
      func cal(_ cal: Cal, didSelect day: Int)
    }
    extension CalDelegate {
      public func cal(_ cal: Cal, didSelect day: Int) {}
    }
    @MainActor public protocol CalAppearance: CalDelegate {
      func cal(_ cal: Cal, fillColorFor day: Int) -> String?
    }
    extension CalAppearance {
      public func cal(_ cal: Cal, fillColorFor day: Int) -> String? { nil }
    }
    @MainActor open class Cal {
      public weak var delegate: (any CalDelegate)?
      public nonisolated init() {}
      public func select(_ day: Int) { delegate?.cal(self, didSelect: day) }
      /// As FSCalendar asks its appearance delegate: only one that conforms, else its own color.
      public func fillColor(_ day: Int) -> String {
        (delegate as? any CalAppearance)?.cal(self, fillColorFor: day) ?? "default"
      }
    }
    """

  static let probe = """
    import DelegateDSL

    extension Cal: HierarchicalDelegateHost {}
    final class Plain: CalDelegate {
      var days: [Int] = []
      func cal(_ cal: Cal, didSelect day: Int) { days.append(day) }
    }
    final class Styled: CalAppearance {
      func cal(_ cal: Cal, fillColorFor day: Int) -> String? { "styled \\(day)" }
    }

    MainActor.assumeIsolated {
      let cal = Cal()
      let plain = Plain()
      cal.delegate = plain
      let fill = cal.on(\\.fillColorFor) { _, day in day == 1 ? "red" : nil }
      let proxy = cal.delegate
      print("proxy is a CalAppearance: \\(proxy is any CalAppearance)")
      cal.select(3)
      print("plain got: \\(cal.fillColor(1)) \\(cal.fillColor(2)) days \\(plain.days)")
      let select = cal.on(\\.didSelect) { _, day in print("handler got \\(day)") }
      print("one proxy: \\(cal.delegate === proxy)")
      cal.select(4)
      fill.cancel()
      select.cancel()
      print("cancelled: real delegate restored \\(cal.delegate === plain), \\(cal.fillColor(1))")
      cal.select(5)
      print("plain got: days \\(plain.days)")
      let styled = Styled()
      cal.delegate = styled
      let styledSelect = cal.on(\\.didSelect) { _, day in print("handler got \\(day)") }
      print("styled through the proxy: \\(cal.fillColor(7)), proxy \\(cal.delegate !== styled)")
      styledSelect.cancel()
      print("cancelled: real delegate restored \\(cal.delegate === styled)")
    }
    """

  static let expected = [
    "proxy is a CalAppearance: true",
    // The plain delegate keeps its `didSelect`; the handler answers day 1, nobody day 2 (the host's own color).
    "plain got: red default days [3]",
    "one proxy: true",
    "handler got 4",
    "cancelled: real delegate restored true, default",
    "plain got: days [3, 4, 5]",
    // A real delegate that conforms to the child gets the child's methods through the proxy.
    "styled through the proxy: styled 7, proxy true",
    "cancelled: real delegate restored true",
  ]

  @Test func theParentsAdapterServesTheChildsEventsFromTheOneProxy() throws {
    let directory = try makeTemporaryDirectory("ServedProtocolHost")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (source, graphs, _) = try ProbeBuild.model(Self.model, in: directory)
    let parent = try generate(
      "CalDelegate", from: [graphs.path], ["--host", "Cal", "--host-entry-points", "--serves", "CalAppearance"])
    #expect(parent.contains("CalDelegate, CalAppearance"))
    #expect(parent.contains("DelegateSlot(\\Cal.delegate, proxy: CalDelegateProxy.self)"))
    #expect(parent.contains("($0 as? any CalAppearance)?"))
    let child = try generate("CalAppearance", from: [graphs.path])
    var files: [String] = []
    for (name, text) in [("CalDelegate", parent), ("CalAppearance", child)] {
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      // One module with the model: the adapter doesn't import it.
      let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
      let kept: [Substring] = lines.filter { $0 != "import Model" }
      try kept.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try Self.probe.write(to: main, atomically: true, encoding: .utf8)
    let executable = try ProbeBuild.link(module: "Probe", sources: files + [source.path, main.path], in: directory)
    let run = try runProcess([executable.path])
    #expect(run.status == 0, "\(run.standardError)")
    let printed: [String] = run.standardOutput.split(separator: "\n").map { String($0) }
    #expect(printed == Self.expected)
  }

  /// The child's `--host` on the parent-typed property would install a second proxy in it: refused, naming the form
  /// that serves it.
  @Test func theChildsHostOnAParentTypedPropertyIsRefused() throws {
    let directory = try makeTemporaryDirectory("ServedProtocolRefusal")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, graphs, _) = try ProbeBuild.model(Self.model, in: directory)
    #expect(
      throws: GeneratorError.parentTypedHostProperty(
        host: "Cal", property: "delegate", parent: "CalDelegate", protocol: "CalAppearance")
    ) {
      try generate("CalAppearance", from: [graphs.path], ["--host", "Cal", "--host-entry-points"])
    }
    #expect(throws: GeneratorError.usage("--serves needs --host <class>")) {
      try generate("CalDelegate", from: [graphs.path], ["--serves", "CalAppearance"])
    }
  }
}
