// Inputs nobody intended: names that clash with the proxy's body or the
// library, keywords, parameter forms an event cannot carry, line breaks in
// what goes into comments, a refinement chain 6,000 deep and 10,000 methods.
// The rule: for any symbol graph, the generator writes a file that compiles,
// or exits 1 with one `error:` line and writes nothing. Graphs come from the
// compiler (a module of hostile protocols, compiled once), from mutating that
// graph, and from a synthetic writer (depth and size); every output is
// type-checked, one swiftc invocation per module.

import Foundation
import Testing

@testable import AdapterGeneratorCore

/// A module of hostile protocols, compiled once to a symbol graph.
enum HostileModule {
  static let source = #"""
    public final class Loader {
      public weak var delegate: (any Delegate)?
      public init() {}
    }
    public actor Station { public weak var delegate: (any Delegate)? }
    public final class Walker: Sendable {}

    /// Shares the library's name `Delegate`; its proxy would be `DelegateProxy`.
    public protocol Delegate: AnyObject { func didLoad(_ loader: Loader) }
    /// Refines the protocol named `Delegate`, which `DelegateEvents`' generic parameter would hide.
    public protocol RefiningDelegate: Delegate { func didFinish(_ loader: Loader) }
    /// Shares the library's name `Event`.
    public protocol Event: AnyObject { func loader(_ loader: Loader, shouldLoad count: Int) -> Bool }
    public protocol SendDelegate: AnyObject {
      func loader(_ loader: Loader, didSend send: Int)
      func transmit(_ send: Int, sendIfImplemented: String)
      func send(_ loader: Loader)
    }
    public protocol UnnamedDelegate: AnyObject {
      func moved(_: Loader, to argument0: Int)
      func turned(_ argument1: Loader, _: Int)
    }
    public protocol KeywordMethodsDelegate: AnyObject {
      func `init`(_ loader: Loader)
      func `self`(_ loader: Loader)
      func `Type`(_ loader: Loader)
      func `default`(_ loader: Loader, in: Int, `inout` value: Int)
    }
    public protocol DocumentedDelegate: AnyObject {
      /// Tells the delegate that the loader finished.
      ///
      /// ```swift
      /// loader.finish()
      /// ```
      ///
      /// - Parameters:
      ///   - loader: The loader.
      ///   - bytes: How many bytes.
      /// - Returns: Whether to keep going.
      func loader(_ loader: Loader, didFinishWith bytes: Int) -> Bool
    }
    public protocol NounDelegate: AnyObject {
      func downloader(_ downloader: Loader, task: Int, didReceive data: String)
      func downloader(_ downloader: Loader, didDownload data: String, for url: String) -> String?
      func downloader(_ downloader: Loader, didDownload image: Int, for url: String, with response: String?)
    }
    public protocol VariadicDelegate: AnyObject { func loader(_ loader: Loader, didLoad counts: Int...) }
    public protocol OpaqueDelegate: AnyObject { func loader(_ loader: Loader, didLoad items: some Sequence<Int>) }
    public protocol AutoclosureDelegate: AnyObject {
      func loader(_ loader: Loader, log message: @autoclosure () -> String)
    }
    public protocol IsolatedDelegate: AnyObject { func station(_ station: isolated Station, didLoad count: Int) }
    public protocol ConsumingDelegate: AnyObject { func loader(_ loader: Loader, take value: consuming String) }
    public protocol BorrowingDelegate: AnyObject { func loader(_ loader: Loader, look value: borrowing String) }
    public protocol SendingDelegate: AnyObject { func loader(_ loader: Loader, hand value: sending Walker) }
    public protocol ActorBoundDelegate: Actor { func didLoad(_ loader: Loader) }
    public protocol AssociatedDelegate: AnyObject {
      associatedtype Item
      func didLoad(_ loader: Loader)
    }
    """#

  /// The compiled module's directory (its source and `Hostile.symbols.json`), or why it failed.
  static let compiled: Result<URL, CompileFailure> = {
    do {
      let directory = try makeTemporaryDirectory("HostileModule")
      // Shared by the whole suite, so removed when the test process exits.
      atexit {
        if case .success(let directory) = HostileModule.compiled { try? FileManager.default.removeItem(at: directory) }
      }
      let file = directory.appendingPathComponent("Hostile.swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      let result = try runProcess(
        [
          "swiftc", "-emit-module", "-module-name", "Hostile", "-swift-version", "6", file.path, "-o",
          directory.appendingPathComponent("Hostile.swiftmodule").path, "-emit-symbol-graph",
          "-emit-symbol-graph-dir", directory.path,
        ], in: directory)
      guard result.status == 0 else { return .failure(CompileFailure(message: result.standardError)) }
      return .success(directory)
    } catch {
      return .failure(CompileFailure(message: "\(error)"))
    }
  }()

  struct CompileFailure: Error { let message: String }

  static func directory() throws -> URL { try compiled.get() }
  static func graph() throws -> String { try directory().appendingPathComponent("Hostile.symbols.json").path }
}

/// Runs the command line in process with `--output`; returns the status, the
/// refusal (if any) and the written text (nil when nothing was written).
func generateFile(_ arguments: [String], graph: String, in directory: URL, name: String) throws
  -> (status: Int32, refusal: String?, text: String?)
{
  let output = directory.appendingPathComponent(name)
  try? FileManager.default.removeItem(at: output)
  var options = try GeneratorOptions(parsing: ["--symbol-graph", graph] + arguments)
  options.output = nil
  let refused: String?
  do {
    _ = try DelegateAdapterGenerator.generate(options)
    refused = nil
  } catch {
    refused = error.description
  }
  let status = DelegateAdapterGenerator.run(["--symbol-graph", graph, "--output", output.path] + arguments)
  return (status, refused, try? String(contentsOf: output, encoding: .utf8))
}

@Suite("Hostile inputs", .serialized)
struct HostileInputTests {
  /// The protocols the generator accepts, with their arguments.
  static let accepted: [(name: String, arguments: [String])] = [
    ("Delegate", ["--host", "Loader"]), ("RefiningDelegate", []), ("Event", []), ("SendDelegate", []),
    ("UnnamedDelegate", []),
    ("KeywordMethodsDelegate", []), ("DocumentedDelegate", []),
    ("NounDelegate", ["--rule", "didDownloadData=firstNonNil"]),
  ]

  /// Each refused shape, with its one line.
  static let refused: [(name: String, arguments: [String], message: String)] = [
    (
      "VariadicDelegate", [],
      "'VariadicDelegate.loader(_:didLoad:)' takes 'counts' as Int...; an event passes each argument on as one value, so variadic parameters are not supported (take [Int])"
    ),
    (
      "OpaqueDelegate", [],
      "'OpaqueDelegate.loader(_:didLoad:)' takes 'items' as some Sequence<Int>; an event has one signature, so opaque parameter types are not supported (take any …)"
    ),
    (
      "AutoclosureDelegate", [],
      "'AutoclosureDelegate.loader(_:log:)' takes 'message' as @autoclosure () -> String; handlers take evaluated arguments, so @autoclosure parameters are not supported"
    ),
    (
      "IsolatedDelegate", [],
      "'IsolatedDelegate.station(_:didLoad:)' takes 'station' as isolated Station; a proxy calls the real delegate and the handlers on the caller's isolation, so isolated parameters are not supported"
    ),
    (
      "ConsumingDelegate", [],
      "'ConsumingDelegate.loader(_:take:)' takes 'value' as consuming String; events pass arguments by copy, so borrowing, consuming and sending parameters are not supported"
    ),
    (
      "BorrowingDelegate", [],
      "'BorrowingDelegate.loader(_:look:)' takes 'value' as borrowing String; events pass arguments by copy, so borrowing, consuming and sending parameters are not supported"
    ),
    (
      "SendingDelegate", [],
      "'SendingDelegate.loader(_:hand:)' takes 'value' as sending Walker; events pass arguments by copy, so borrowing, consuming and sending parameters are not supported"
    ),
    (
      "ActorBoundDelegate", [],
      "'ActorBoundDelegate' refines Actor; a proxy is a class, so actor-constrained protocols are not supported"
    ),
    (
      "Delegate", ["--host", "Station"],
      "'Station' is an actor; a host's delegate property is set from outside it, so actor hosts are not supported"
    ),
    (
      "AssociatedDelegate", [],
      "'AssociatedDelegate.Item' is an associated type; only instance methods can become events"
    ),
    (
      "NounDelegate", ["--rule", "didDownloadData=firstNonNil", "--event", "downloader(_:nothing:)=x"],
      "--event 'downloader(_:nothing:)=x' names no method of 'NounDelegate'"
    ),
    (
      "NounDelegate", ["--rule", "didDownloadData=firstNonNil", "--event", "taskDidReceive=Type"],
      "--event 'taskDidReceive=Type': 'Type' is not a Swift identifier that can name an event"
    ),
    ("NounDelegate", ["--event", "taskDidReceive"], "--event 'taskDidReceive' is not <method>=<event name>"),
  ]

  @Test func everyRefusalIsOneLineAndWritesNothing() throws {
    let graph = try HostileModule.graph()
    let directory = try makeTemporaryDirectory("HostileRefusals")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, arguments, message) in Self.refused {
      let result = try generateFile(["--protocol", name] + arguments, graph: graph, in: directory, name: "Out.swift")
      #expect(result.status == 1, "\(name)")
      #expect(result.refusal == message)
      #expect(result.text == nil, "\(name): a refusal wrote a file")
    }
  }

  /// Every accepted hostile protocol, and the outputs of mutated graphs, compile
  /// together with the module's source in one swiftc invocation.
  @Test func everyAcceptedOutputCompiles() throws {
    let module = try HostileModule.directory()
    let graph = try HostileModule.graph()
    let directory = try makeTemporaryDirectory("HostileOutputs")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = [module.appendingPathComponent("Hostile.swift")]
    var texts: [String: String] = [:]
    for (name, arguments) in Self.accepted {
      let file = "\(name)+DelegateDSL.swift"
      let result = try generateFile(["--protocol", name] + arguments, graph: graph, in: directory, name: file)
      #expect(result.status == 0, "\(name): \(result.refusal ?? "")")
      texts[name] = result.text
      files.append(directory.appendingPathComponent(file))
    }
    let diagnostics = try typecheck(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")

    // What each guard wrote.
    let lines = texts.mapValues { RendererTests.lines($0) }
    #expect(lines["Delegate"]?.contains("extension DelegateEvents<any Delegate> {") == true)
    #expect(lines["RefiningDelegate"]?.contains("private typealias RefiningDelegateParentDelegate = Delegate") == true)
    #expect(
      lines["RefiningDelegate"]?.contains(
        ".init(inheriting: \\DelegateEvents<any RefiningDelegateParentDelegate>.didLoad)")
        == true, "\(texts["RefiningDelegate"] ?? "")")
    #expect(
      lines["Delegate"]?.contains(
        "final class DelegateProxy: DelegateDSL.DelegateProxy<any Delegate>, Delegate {")
        == true)
    #expect(
      lines["Event"]?.contains("var shouldLoad: DelegateDSL.Event<(Loader, Int) -> Bool> { .init(.all) }")
        == true)
    #expect(
      lines["SendDelegate"]?.contains("func loader(_ loader: Loader, didSend sendArgument: Int) {") == true)
    #expect(
      lines["UnnamedDelegate"]?.contains(
        "send(Self.moved, argument0Value, argument0) { $0.moved(argument0Value, to: argument0) }")
        == true)
    #expect(lines["KeywordMethodsDelegate"]?.contains("send(Self.`init`, loader) { $0.`init`(loader) }") == true)
    #expect(lines["KeywordMethodsDelegate"]?.contains("send(Self.type, loader) { $0.`Type`(loader) }") == true)
  }

  /// Line breaks in a graph's doc comments and titles never end a comment
  /// early; names and types that are not Swift are refused.
  @Test func mutatedGraphsCompileOrAreRefusedInOneLine() throws {
    let module = try HostileModule.directory()
    let original = try Data(contentsOf: URL(fileURLWithPath: try HostileModule.graph()))
    let directory = try makeTemporaryDirectory("HostileMutations")
    defer { try? FileManager.default.removeItem(at: directory) }
    let injected = "\n}\nfunc injected() {}\r\n///\u{2028}let x = 1\u{85}"

    /// The graph with `change` applied to every symbol of `protocolName` (its methods included).
    func mutated(_ label: String, _ change: (inout [String: Any]) -> Void) throws -> String {
      var graph = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
      var symbols = try #require(graph["symbols"] as? [[String: Any]])
      for position in symbols.indices {
        let path = symbols[position]["pathComponents"] as? [String] ?? []
        if path.first == "DocumentedDelegate" && path.count == 2 { change(&symbols[position]) }
      }
      graph["symbols"] = symbols
      let file = directory.appendingPathComponent("\(label).symbols.json")
      try JSONSerialization.data(withJSONObject: graph).write(to: file)
      return file.path
    }

    // A doc comment with line breaks of every kind: written, each on one line, and it compiles.
    let documented = try mutated("Documented") { symbol in
      symbol["docComment"] = [
        "lines": [["text": "Finished." + injected], ["text": ""], ["text": "- Returns: x" + injected]]
      ]
    }
    let written = try generateFile(
      ["--protocol", "DocumentedDelegate"], graph: documented, in: directory, name: "Documented.swift")
    #expect(written.status == 0)
    let text = try #require(written.text)
    #expect(!text.contains("\nfunc injected"))
    #expect(!text.contains("\nlet x"))
    #expect(text.contains("  /// Finished. } func injected() {} /// let x = 1\n  ///\n"))
    #expect(text.unicodeScalars.allSatisfy { !["\u{2028}", "\u{85}", "\r"].contains($0) })
    let diagnostics = try typecheck([
      module.appendingPathComponent("Hostile.swift"), directory.appendingPathComponent("Documented.swift"),
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")

    // A title, a parameter name or a type that is not Swift: one line, nothing written.
    let mutations: [(String, (inout [String: Any]) -> Void)] = [
      ("Title", { $0["names"] = ["title": "loader(_:didFinishWith:)" + injected] }),
      (
        "Name",
        { symbol in
          var signature = symbol["functionSignature"] as? [String: Any] ?? [:]
          var parameters = signature["parameters"] as? [[String: Any]] ?? []
          parameters[1]["internalName"] = "two words"
          signature["parameters"] = parameters
          symbol["functionSignature"] = signature
        }
      ),
      (
        "Type",
        { symbol in
          var fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
          for position in fragments.indices where fragments[position]["spelling"] as? String == "Int" {
            fragments[position]["spelling"] = "Int" + injected
          }
          symbol["declarationFragments"] = fragments
        }
      ),
    ]
    for (label, change) in mutations {
      let graph = try mutated(label, change)
      let result = try generateFile(
        ["--protocol", "DocumentedDelegate"], graph: graph, in: directory, name: "\(label).swift")
      #expect(result.status == 1, "\(label)")
      #expect(result.refusal?.contains("\n") == false, "\(label)")
      #expect(result.refusal?.contains("in the symbol graph, which is not Swift the generator can write") == true)
      #expect(result.text == nil, "\(label): a refusal wrote a file")
    }
  }

  /// (In this module, which declares `Event`, events are `DelegateDSL.Event`s.)
  @Test func requirementDocumentationIsCarried() throws {
    let text = try generate("DocumentedDelegate", from: [try HostileModule.graph()])
    #expect(
      text.contains(
        """
          /// Tells the delegate that the loader finished.
          ///
          /// ```swift
          /// loader.finish()
          /// ```
          ///
          /// `loader(_:didFinishWith:)`; the answers are combined by `.all`.
          public var didFinishWith: DelegateDSL.Event<(Loader, Int) -> Bool> { .init(.all) }
        """))
    #expect(
      text.contains(
        """
          /// ```
          ///
          /// Dispatches `didFinishWith`.
          ///
          /// - Parameters:
          ///   - loader: The loader.
          ///   - bytes: How many bytes.
          /// - Returns: Whether to keep going.
          public func loader(_ loader: Loader, didFinishWith bytes: Int) -> Bool {
        """))
  }

  @Test func eventNamesForNounsCollisionsAndTheEventOption() throws {
    let graph = try HostileModule.graph()
    let rule = ["--rule", "didDownloadData=firstNonNil"]
    let lines = RendererTests.lines(try generate("NounDelegate", from: [graph], rule))
    // `task task: Int` names its argument: the next label joins it.
    #expect(lines.contains("var taskDidReceive: DelegateDSL.Event<(Loader, Int, String) -> Void> { .init() }"))
    // Two `didDownload`s: each adds its argument's name.
    #expect(
      lines.contains(
        "var didDownloadData: DelegateDSL.Event<(Loader, String, String) -> String?> { .init(.firstNonNil()) }"))
    #expect(
      lines.contains(
        "var didDownloadImage: DelegateDSL.Event<(Loader, Int, String, String?) -> Void> { .init() }"))

    // --event, by method name, qualified name or default event name; --rule may then use the new name.
    let renamed = RendererTests.lines(
      try generate(
        "NounDelegate", from: [graph],
        [
          "--event", "downloader(_:task:didReceive:)=didReceive", "--event",
          "NounDelegate.downloader(_:didDownload:for:)=didDownload", "--event", "didDownloadImage=didFinish",
          "--rule", "didDownload=firstNonNil",
        ]))
    #expect(renamed.contains("var didReceive: DelegateDSL.Event<(Loader, Int, String) -> Void> { .init() }"))
    #expect(
      renamed.contains(
        "var didDownload: DelegateDSL.Event<(Loader, String, String) -> String?> { .init(.firstNonNil()) }"))
    #expect(
      renamed.contains("var didFinish: DelegateDSL.Event<(Loader, Int, String, String?) -> Void> { .init() }"))
    #expect(renamed.contains { $0.hasPrefix("send(Self.didReceive, downloader, task, data) {") })
    #expect(
      try GeneratorOptions(parsing: ["--symbol-graph", graph, "--protocol", "P", "--event", "a=b"]).recordedArguments
        == ["--protocol", "P", "--event", "a=b"])
    #expect(GeneratorOptions.usage.contains("--event <method>=<name>"))
    // Two methods renamed alike collide, in one line.
    #expect(
      refusal("NounDelegate", from: [graph], rule + ["--event", "taskDidReceive=didDownloadImage"])?.description
        == "'NounDelegate.downloader(_:task:didReceive:)' and 'NounDelegate.downloader(_:didDownload:for:with:)' would both become event 'didDownloadImage'"
    )
  }

  // MARK: Depth and size

  /// A synthetic graph: protocols `P0` … `P<depth-1>`, each refining the one
  /// before and requiring `m<i>(_:value<i>:)`, and one protocol `Wide` with
  /// `width` methods; `source` is the Swift they stand for.
  static func synthetic(depth: Int, width: Int) -> (json: String, source: String) {
    var symbols: [String] = []
    var relationships: [String] = []
    var source: [String] = []
    func method(_ owner: String, _ index: Int) -> String {
      let title = "m\(index)(_:value\(index):)"
      return #"""
        {"kind":{"identifier":"swift.method"},"identifier":{"precise":"s:\#(owner)m\#(index)"},"pathComponents":["\#(owner)","\#(title)"],"names":{"title":"\#(title)"},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"m\#(index)"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"s"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"AnyObject"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"value\#(index)"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"v"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int"},{"kind":"text","spelling":")"}],"functionSignature":{"parameters":[{"name":"_","internalName":"s","declarationFragments":[]},{"name":"value\#(index)","internalName":"v","declarationFragments":[]}],"returns":[{"kind":"text","spelling":"()"}]}}
        """#
    }
    func protocolSymbol(_ name: String, refining parent: String) -> String {
      #"""
      {"kind":{"identifier":"swift.protocol"},"identifier":{"precise":"s:\#(name)"},"pathComponents":["\#(name)"],"names":{"title":"\#(name)"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"\#(name)"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"\#(parent)"}]}
      """#
    }
    for level in 0..<depth {
      let name = "P\(level)"
      let parent = level == 0 ? "AnyObject" : "P\(level - 1)"
      symbols += [protocolSymbol(name, refining: parent), method(name, level)]
      relationships.append(#"{"kind":"requirementOf","source":"s:\#(name)m\#(level)","target":"s:\#(name)"}"#)
      if level > 0 {
        relationships.append(#"{"kind":"conformsTo","source":"s:\#(name)","target":"s:\#(parent)"}"#)
      }
      source.append("public protocol \(name): \(parent) { func m\(level)(_ s: AnyObject, value\(level) v: Int) }")
    }
    symbols.append(protocolSymbol("Wide", refining: "AnyObject"))
    source.append("public protocol Wide: AnyObject {")
    for index in 0..<width {
      symbols.append(method("Wide", index))
      relationships.append(#"{"kind":"requirementOf","source":"s:Widem\#(index)","target":"s:Wide"}"#)
      source.append("  func m\(index)(_ s: AnyObject, value\(index) v: Int)")
    }
    source.append("}")
    let json =
      #"{"metadata":{},"module":{"name":"Synthetic"},"symbols":["# + symbols.joined(separator: ",")
      + #"],"relationships":["# + relationships.joined(separator: ",") + "]}"
    return (json, source.joined(separator: "\n") + "\n")
  }

  /// A refinement chain 6,000 deep (a recursive walk overflowed the stack
  /// here: tests run on threads with small stacks) and 2,000 methods: both
  /// generate. Their time (and 10,000 methods') is measured outside the tests,
  /// with graphs written by `synthetic(depth:width:)` (see the report of issue 20).
  @Test func deepChainAndManyMethodsGenerate() throws {
    let directory = try makeTemporaryDirectory("Synthetic")
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = directory.appendingPathComponent("Synthetic.symbols.json")
    try Self.synthetic(depth: 6_000, width: 2_000).json.write(to: graph, atomically: true, encoding: .utf8)
    let deep = try generate("P5999", from: [graph.path])
    #expect(deep.components(separatedBy: ".init(inheriting:").count - 1 == 5_999)
    let wide = try generate("Wide", from: [graph.path])
    #expect(wide.components(separatedBy: "\n  func m").count - 1 == 2_000)
  }

  /// Smaller depth and size, compiled: the outputs (an adapter per protocol of
  /// the chain, as each re-declares its parents' events) type-check with the
  /// source the graph stands for.
  @Test func syntheticOutputsCompile() throws {
    let directory = try makeTemporaryDirectory("SyntheticCompiled")
    defer { try? FileManager.default.removeItem(at: directory) }
    let synthetic = Self.synthetic(depth: 12, width: 100)
    let graph = directory.appendingPathComponent("Synthetic.symbols.json")
    try synthetic.json.write(to: graph, atomically: true, encoding: .utf8)
    let source = directory.appendingPathComponent("Synthetic.swift")
    try synthetic.source.write(to: source, atomically: true, encoding: .utf8)
    var files = [source]
    for name in (0..<12).map({ "P\($0)" }) + ["Wide"] {
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      try generate(name, from: [graph.path]).write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let diagnostics = try typecheck(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
