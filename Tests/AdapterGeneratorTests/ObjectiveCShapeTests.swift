// The shapes of Objective-C SDK protocols (issue 30, §1), each with a fixture
// that compiles everywhere: Fixtures/Shapes declares them in Swift (a parent
// protocol in another module, availability, deprecation, overloads, `T!`,
// completion handlers, a subclass host, a main-actor host with two delegate
// properties), the test builds the modules, generates their adapters from the
// symbol graphs the compiler writes, and type-checks the adapters with a file
// that uses them as an app would. What only an Objective-C graph has
// (selectors, `c:` identifiers, optional requirements) is checked on a small
// hand-written graph (ObjectiveC.symbols.json) by its rendered text.

import Foundation
import Testing

@testable import AdapterGeneratorCore

@Suite("Objective-C protocol shapes", .serialized)
struct ObjectiveCShapeTests {
  static var shapes: URL { URL(fileURLWithPath: Fixture.directory).appendingPathComponent("Shapes") }

  /// The graph of a module built on Linux or macOS, made to say it was built
  /// for iOS, as an SDK's graph does: the availability of the iOS domain applies.
  static func asIOSGraph(_ directory: URL) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
      let file = directory.appendingPathComponent(name)
      var text = try String(contentsOf: file, encoding: .utf8)
      text = text.replacing(
        try Regex(#""operatingSystem":\{"name":"[a-z]+""#), with: #""operatingSystem":{"name":"ios""#)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  /// Builds ShapesBase (with its generated adapter) and Shapes' symbol graph in `directory`.
  static func buildShapes(in directory: URL) throws -> (graphs: [String], modules: URL) {
    let modules = try #require(builtProductsDirectory(containing: "DelegateDSL.swiftmodule"))
    let base = directory.appendingPathComponent("ShapesBase.swift")
    let shapes = directory.appendingPathComponent("Shapes.swift")
    try FileManager.default.copyItem(at: Self.shapes.appendingPathComponent("ShapesBase.swift.txt"), to: base)
    try FileManager.default.copyItem(at: Self.shapes.appendingPathComponent("Shapes.swift.txt"), to: shapes)
    let baseGraphs = directory.appendingPathComponent("base-graphs")
    let graphs = directory.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: baseGraphs, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    let baseModule = directory.appendingPathComponent("ShapesBase.swiftmodule").path
    // ShapesBase's graph, then its adapter, then the module with the adapter (as the plugin builds a target).
    var step = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "ShapesBase", "-parse-as-library", "-emit-module",
        "-emit-module-path", directory.appendingPathComponent("graph-only.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", baseGraphs.path, base.path,
      ])
    try #require(step.status == 0, "\(step.standardError)")
    try asIOSGraph(baseGraphs)
    let scroller = try generate(
      "ScrollerDelegate", from: [baseGraphs.path], ["--host", "Scroller", "--host-entry-points"])
    let scrollerFile = directory.appendingPathComponent("ScrollerDelegate+DelegateDSL.swift")
    try scroller.write(to: scrollerFile, atomically: true, encoding: .utf8)
    step = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "ShapesBase", "-parse-as-library", "-emit-module",
        "-emit-module-path", baseModule, "-I", modules.path, base.path, scrollerFile.path,
      ])
    try #require(step.status == 0, "ShapesBase with its adapter: \(step.standardError)")
    step = try runProcess(
      [
        "swiftc", "-swift-version", "6", "-module-name", "Shapes", "-parse-as-library", "-emit-module",
        "-emit-module-path", directory.appendingPathComponent("Shapes-graph.swiftmodule").path, "-emit-symbol-graph",
        "-emit-symbol-graph-dir", graphs.path, "-I", directory.path, "-I", modules.path, shapes.path,
      ])
    try #require(step.status == 0, "\(step.standardError)")
    try asIOSGraph(graphs)
    return ([graphs.path, baseGraphs.path], modules)
  }

  static let listerArguments = [
    "--host", "Lister", "--host-property", "listDelegate", "--host-entry-points", "--rule",
    "heightForRow=last(default: 44)", "--rule", "indentationForRow=last(default: 0)",
  ]

  /// A family and fallbacks, as Scripts/generate-apple-adapters passes them (keys by method name here; by
  /// selector for an Objective-C graph).
  static let fieldArguments = [
    "--host", "Field", "--rule", "field(_:heightForRow:)=last", "--fallback",
    "field(_:heightForRow:)={ field, _ in field.rowHeight }", "--rule", "countOfRows(in:)=last", "--fallback",
    "countOfRows(in:)=trap", "--rule", "field(_:decide:options:decisionHandler:)=last", "--family",
    "fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($0)", "--family",
    "field(_:decide:options:decisionHandler:)=field(_:decide:decisionHandler:) with ($0, $1) as ($answer, $2)",
  ]

  /// WebKit's shape: a nonisolated protocol of a main-actor host, with a family of completion-handler methods.
  static let pageArguments = [
    "--host", "Page", "--rule", "page(_:confirm:completionHandler:)=all", "--rule",
    "page(_:decide:decisionHandler:)=last", "--rule", "page(_:decide:preferences:decisionHandler:)=last", "--event",
    "page(_:decide:decisionHandler:)=decideAction", "--event",
    "page(_:decide:preferences:decisionHandler:)=decideActionPreferences", "--family",
    "page(_:decide:preferences:decisionHandler:)=page(_:decide:decisionHandler:) with ($0, $1) as ($answer, $2)",
  ]

  /// Every shape at once: the adapters, generated with no option beyond the
  /// host, the entry points and the two rules a Swift protocol needs, compile
  /// in Swift 6 with the file that uses them, warning-free.
  @Test func everyShapeGeneratesAndTypeChecks() throws {
    let directory = try makeTemporaryDirectory("Shapes")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, modules) = try Self.buildShapes(in: directory)
    var files = [directory.appendingPathComponent("Shapes.swift")]
    let outputs: [(String, [String])] = [
      ("ListerDelegate", Self.listerArguments), ("PickerDelegate", ["--host", "Picker"]),
      (
        "PickerDataSource",
        ["--host", "Picker", "--host-property", "dataSource", "--rule", "numberOfRows=last(default: 0)"]
      ),
      ("FieldDelegate", Self.fieldArguments),
      ("PageDelegate", Self.pageArguments),
      ("PanDelegate", ["--host", "Pan", "--host-entry-points"]),
      ("ZoomPanDelegate", ["--host", "ZoomPan", "--host-property", "zoomDelegate", "--host-entry-points"]),
      ("ShelfDelegate", AnswerFormTests.shelfArguments),
    ]
    for (name, arguments) in outputs {
      let text = try generate(name, from: graphs, arguments)
      let file = directory.appendingPathComponent("\(name)+DelegateDSL.swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let usage = directory.appendingPathComponent("Usage.swift")
    try FileManager.default.copyItem(at: Self.shapes.appendingPathComponent("Usage.swift.txt"), to: usage)
    files.append(usage)
    let result = try runProcess(
      [
        // SIL, not only type-checking: isolation errors ("sending … risks causing data races") are found there.
        "swiftc", "-wmo", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-module-name", "Shapes", "-I",
        directory.path,
        "-I",
        modules.path,
      ]
        + files.map(\.path))
    let diagnostics = result.standardError + result.standardOutput
    #expect(result.status == 0 && diagnostics.isEmpty, "\(diagnostics)")
  }

  /// §1.1–1.10 on the Swift-declared shapes, by the lines each must produce.
  @Test func eachShapeRendersAsItMust() throws {
    let directory = try makeTemporaryDirectory("ShapesText")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let lister = try generate("ListerDelegate", from: graphs, Self.listerArguments)
    let lines = RendererTests.lines(lister)
    // 3: the parent from another module is inherited, and its adapter named where it is missing.
    #expect(lines.contains(".init(inheriting: \\DelegateEvents<any ScrollerDelegate>.scrollerDidScroll)"))
    #expect(lines.contains("private typealias ListerDelegateNeedsScrollerDelegateAdapter = ScrollerDelegateProxy"))
    // 2: the newer requirement is as available on its event and its proxy method, and keeps no static key path.
    #expect(lister.contains("  @available(iOS 16.0, *)\n  public var didPerformPrimaryAction:"))
    #expect(
      lister.contains("  @available(iOS 16.0, *)\n  public func lister(_ lister: Lister, didPerformPrimaryAction"))
    #expect(!lister.contains("static let didPerformPrimaryAction"))
    // 9: deprecated alike, message kept.
    #expect(lister.contains("  @available(*, deprecated, message: \"use lister(_:didSelect:)\")\n  public var didTap:"))
    // 4: overloads named apart by the parameter type.
    #expect(lines.contains { $0.hasPrefix("var shouldInteractWithURLIn: Event<(Lister, URL, Range<Int>) -> Bool>") })
    #expect(lines.contains { $0.hasPrefix("var shouldInteractWithStringIn:") })
    // 8: `T?` in the event, `T!` in the proxy method.
    #expect(lines.contains { $0.hasPrefix("var didFinish: Event<(Lister, Item?) -> Void>") })
    #expect(lines.contains("func lister(_ lister: Lister, didFinish item: Item!) {"))
    // 10: the completion handler's answer is the event's, combined once for the host; its handlers may answer
    // later (`async`), and get the arguments as one tuple.
    #expect(lines.contains { $0.hasPrefix("var decidePolicyFor: Event<(Lister, Int) async -> Bool>") })
    #expect(lines.contains { $0.hasPrefix("var runPanelWith: Event<(Lister, String) async -> Void>") })
    #expect(lines.contains("call: { await $0($1.0, $1.1) }, completion: decisionHandler)"))
    #expect(lines.contains("call: { await $0($1.0, $1.1) }, completion: { _ in completionHandler() })"))
    // 6: entry points per (protocol, host class).
    #expect(lines.contains("extension HierarchicalDelegateHost where Self: Lister {"))
    #expect(lines.contains("static var listerDelegateSlot: DelegateSlot<any ListerDelegate> {"))
    // 5: a main-actor host's named slot is valid Swift.
    let dataSource = try generate(
      "PickerDataSource", from: graphs,
      ["--host", "Picker", "--host-property", "dataSource", "--rule", "numberOfRows=last(default: 0)"])
    #expect(dataSource.contains("  @MainActor public static var dataSourceSlot: DelegateSlot<any PickerDataSource> {"))
  }

  /// Answers that come later: a completion-handler method's event is `async`; a nonisolated protocol of a
  /// main-actor host (WebKit's) gets main-actor events for it, and the proxy passes `callOnMainActor:` (and
  /// `callReplacedOnMainActor:` for a family), the arguments as one tuple; its other events keep the protocol's
  /// isolation.
  @Test func completionHandlersOfAMainActorHostAnswerLaterOnTheMainActor() throws {
    let directory = try makeTemporaryDirectory("ShapesPage")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let lines = RendererTests.lines(try generate("PageDelegate", from: graphs, Self.pageArguments))
    #expect(lines.contains("var confirm: Event<@MainActor (Page, String) async -> Bool> { .init(.all) }"))
    #expect(lines.contains("callOnMainActor: { await $0($1.0, $1.1) }, completion: completionHandler)"))
    #expect(
      lines.contains(
        "callOnMainActor: { await $0($1.0, $1.1, $1.2) }, callReplacedOnMainActor: { await $0($1.0, $1.1) },"))
    #expect(
      lines.contains(
        "answering: { ($0, $1.2) }, threading: { ($0.0, $0.1, $1.1) }, completion: { decisionHandler($0.0, $0.1) })"))
    // A nonisolated host keeps the protocol's isolation: its handlers answer later on the global executor.
    let field = RendererTests.lines(try generate("FieldDelegate", from: graphs, Self.fieldArguments))
    #expect(field.contains { $0.hasPrefix("var decide: Event<(Field, Int) async -> Bool>") })
    #expect(field.contains("call: { await $0($1.0, $1.1) }, completion: decisionHandler)"))
  }

  /// §2's families and fallbacks: the newer event names the older, its proxy method routes both (synchronous
  /// and through a completion handler, the older answer mapped), and a fallback is the call's own.
  @Test func familiesAndFallbacksRenderAsTheyMust() throws {
    let directory = try makeTemporaryDirectory("ShapesFamilies")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let text = try generate("FieldDelegate", from: graphs, Self.fieldArguments)
    let lines = RendererTests.lines(text)
    #expect(
      lines.contains(
        "var fieldDidEndReason: Event<(Field, Int) -> Void> { replacing(\\.fieldDidEnd, with: .init()) }"))
    let flat = lines.joined(separator: " ")
    #expect(
      flat.contains(
        "Self.fieldDidEndReason, replacing: Self.fieldDidEnd, arguments: (field, reason), replacedArguments: field,"))
    #expect(flat.contains("callReplaced: { $0(field) }, answering: { $0 }, replacedAnswer: { $0 })"))
    #expect(
      lines.contains(
        "call: { await $0($1.0, $1.1, $1.2) }, callReplaced: { await $0($1.0, $1.1) }, answering: { ($0, $1.2) },"))
    // The options the newer method's arguments propose (`as ($answer, $2)`) are threaded: each handler gets
    // the options so far.
    #expect(flat.contains("threading: { ($0.0, $0.1, $1.1) }, completion: { decisionHandler($0.0, $0.1) })"))
    #expect(
      lines.contains(
        "Self.heightForRow, fallback: ({ field, _ in field.rowHeight })(field, row), arguments: (field, row),"))
    // `last` alone is `.last()` (no default); `trap` is its own answer for nobody: the plain send.
    #expect(lines.contains("var countOfRows: Event<(Field) -> Int> { .init(.last()) }"))
    #expect(lines.contains("send(Self.countOfRows, field) { $0.countOfRows(in: field) }"))
    #expect(text.contains("--family 'fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($0)'"))
  }

  /// A family whose older method is deprecated is routed, and warns nowhere: the newer method's code names
  /// the older event and calls the real delegate's older method through a file-private protocol whose
  /// deprecated witness does (the adapter compiles to SIL with no diagnostic at all).
  @Test func aFamilyOfADeprecatedMethodIsRoutedWithoutAWarning() throws {
    let directory = try makeTemporaryDirectory("ShapesDeprecatedFamily")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, modules) = try Self.buildShapes(in: directory)
    let text = try generate(
      "ListerDelegate", from: graphs,
      Self.listerArguments + ["--family", "lister(_:didSelect:)=lister(_:didTap:) with ($0, $1)"])
    let flat = RendererTests.lines(text).joined(separator: " ")
    #expect(!text.contains("Left out"))
    #expect(flat.contains("replacing(deprecatedMembersOfListerDelegate.didTap, with: .init())"))
    #expect(flat.contains("replacing: deprecatedMembersOfListerDelegate.didTap, arguments: (lister, row),"))
    #expect(flat.contains("forwardReplaced: { deprecatedMembersOfListerDelegate.forwardingDidTap($0, lister, row) }"))
    #expect(flat.contains("@available(*, deprecated, message: \"use lister(_:didSelect:)\") var didTap:"))
    let file = directory.appendingPathComponent("ListerDelegate+DelegateDSL.swift")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let result = try runProcess(
      [
        "swiftc", "-wmo", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-module-name", "Shapes", "-I",
        directory.path, "-I", modules.path, directory.appendingPathComponent("Shapes.swift").path, file.path,
      ])
    let diagnostics = result.standardError + result.standardOutput
    #expect(result.status == 0 && diagnostics.isEmpty, "\(diagnostics)")
  }

  /// Families and fallbacks the generator can't write are refused, naming what to change.
  @Test func badFamiliesAndFallbacksAreRefused() throws {
    let directory = try makeTemporaryDirectory("ShapesFamilyRefusals")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let base = [
      "--host", "Field", "--rule", "field(_:heightForRow:)=last", "--rule", "countOfRows(in:)=last",
      "--rule", "field(_:decide:options:decisionHandler:)=last",
    ]
    #expect(
      refusal(
        "FieldDelegate", from: graphs, base + ["--family", "fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($0, $1)"])?
        .description
        == "--family 'fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($0, $1)': 'fieldDidEnd(_:)' takes 1 arguments, not 2"
    )
    #expect(
      refusal(
        "FieldDelegate", from: graphs,
        base + ["--family", "fieldDidEnd(_:reason:)=fieldDidEnd(_:) with (field) when let field = Optional($0)"])?
        .description
        == "--family 'fieldDidEnd(_:reason:)=fieldDidEnd(_:) with (field) when let field = Optional($0)': 'when let' needs an older method that answers an optional"
    )
    #expect(
      refusal("FieldDelegate", from: graphs, base + ["--family", "fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($5)"])?
        .description
        == "--family 'fieldDidEnd(_:reason:)=fieldDidEnd(_:) with ($5)': '$5' names an argument 'fieldDidEnd(_:reason:)' doesn't have"
    )
    #expect(
      refusal(
        "FieldDelegate", from: graphs,
        base + ["--family", "field(_:decide:options:decisionHandler:)=field(_:decide:decisionHandler:) with ($0, $1)"])?
        .description.hasSuffix(
          "'field(_:decide:decisionHandler:)' answers Bool and 'field(_:decide:options:decisionHandler:)' (Bool, String): map it with 'as'"
        ) == true)
    #expect(
      refusal(
        "FieldDelegate", from: graphs,
        [
          "--host", "Field", "--rule", "field(_:heightForRow:)=last(default: 1)",
          "--rule", "countOfRows(in:)=last", "--rule", "field(_:decide:options:decisionHandler:)=last",
          "--fallback", "field(_:heightForRow:)=trap",
        ])?
        .description
        == "--fallback 'field(_:heightForRow:)=trap': trap needs a rule with no default: pass --rule 'field(_:heightForRow:)=last' (not .last(default: 1))"
    )
    #expect(refusal("FieldDelegate", from: graphs, base + ["--fallback", "fieldDidEnd(_:)={ _ in }"]) != nil)
  }

  /// Main-actor entry points: one per arity the events use, the handler typed `@escaping @MainActor (…) -> R`,
  /// beside the generic one (kept for `async` events): a closure without annotations for an inherited event of
  /// the same name type-checks (Usage.swift.txt's `usePans`; with the generic one alone, Swift 6.3 rejects it).
  @Test func mainActorEntryPointsWriteTheHandlersIsolation() throws {
    let directory = try makeTemporaryDirectory("ShapesPans")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let text = try generate(
      "ZoomPanDelegate", from: graphs, ["--host", "ZoomPan", "--host-property", "zoomDelegate", "--host-entry-points"])
    let lines = RendererTests.lines(text)
    #expect(
      lines.contains("_ event: KeyPath<DelegateEvents<any ZoomPanDelegate>, DelegateDSL.Event<@MainActor (A) -> R>>,"))
    #expect(lines.contains("_ handler: @escaping @MainActor (A) -> R"))
    #expect(lines.contains { $0.hasPrefix("func on<A, B, R>(") })
    #expect(lines.contains { $0.hasPrefix("func on<A, B, C, R>(") })
    #expect(!lines.contains { $0.hasPrefix("func on<A, B, C, D, R>(") })
    #expect(lines.contains { $0.hasPrefix("func on<Signature>(") })
  }

  /// 9: every missing rule in one run.
  @Test func allMissingRulesAreReportedInOneRun() throws {
    let directory = try makeTemporaryDirectory("ShapesRules")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let error = refusal("ListerDelegate", from: graphs, ["--host", "Lister", "--host-property", "listDelegate"])
    #expect(
      error?.description
        == "2 requirements have no default rule: pass --rule heightForRow=<rule> --rule indentationForRow=<rule>"
        + " ('ListerDelegate.lister(_:heightForRow:)' answers Double, 'ListerDelegate.lister(_:indentationForRow:)'"
        + " answers Int)")
  }

  /// 2: `--deployment-target` at or past a requirement's version drops its attribute.
  @Test func theDeploymentTargetDecidesTheAttributes() throws {
    let directory = try makeTemporaryDirectory("ShapesTarget")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (graphs, _) = try Self.buildShapes(in: directory)
    let lister = try generate("ListerDelegate", from: graphs, Self.listerArguments + ["--deployment-target", "16.0"])
    #expect(!lister.contains("@available(iOS 16.0, *)"))
    #expect(lister.contains("static let didPerformPrimaryAction"))
    #expect(refusal("ListerDelegate", from: graphs, ["--deployment-target", "sixteen"]) != nil)
  }

  /// 4: overloads whose labels are all the same are named apart by the type they differ in (they were refused).
  @Test func overloadsAreNamedByTheirParameterType() throws {
    let lines = RendererTests.lines(try generate("OverloadedDelegate"))
    #expect(lines.contains("var didLoadInt: Event<(Loader, Int) -> Void> { .init() }"))
    #expect(lines.contains("var didLoadString: Event<(Loader, String) -> Void> { .init() }"))
  }

  // MARK: An Objective-C graph

  static var objectiveCGraph: String { shapes.appendingPathComponent("ObjectiveC.symbols.json").path }

  /// The host's answers without a delegate, which a third-party module's graph doesn't tell (see
  /// `NoDelegateAnswers`): a nil data source's 0 routes, a nil delegate's 0 width, no policy (0).
  static let routeDecisions = [
    "--rule", "numberOfRoutesInRouteView:=last", "--rule", "routeView:widthForRoute:=last", "--rule",
    "routeView:decidePolicyForRoute:decisionHandler:=last(default: 0)",
  ]

  /// 1, 7, 11 and the contract's selectors, on a graph written as the SDK's are.
  @Test func anObjectiveCProtocolGetsSelectorsImportsAndCoercedReferences() throws {
    let text = try generate(
      "MKRouteViewDelegate", from: [Self.objectiveCGraph],
      ["--host", "MKRouteView", "--event", "routeView:didAddOverlayRenderers:=didAddRenderers"] + Self.routeDecisions)
    let lines = RendererTests.lines(text)
    // 1: the protocol's own module is imported (an Objective-C module is never the file's).
    #expect(lines.contains("import RouteKit"))
    // The selector from the precise identifier, optional and required.
    #expect(lines.contains("optional(.init(), selector: \"routeView:didAddAnnotationViews:\")"))
    #expect(lines.contains("required(.init(.last()), selector: \"numberOfRoutesInRouteView:\")"))
    // 11: an optional non-void requirement needs no value.
    #expect(lines.contains("optional(.init(.last()), selector: \"routeView:widthForRoute:\")"))
    // 7: the overload named by selector; the overloaded reference coerced, isolation kept.
    #expect(
      lines.contains { $0.hasPrefix("var didAddRenderers: Event<@MainActor (MKRouteView, [MKRenderer]) -> Void>") })
    #expect(
      text.contains(
        "($0.routeView(_:titleFor:) as (@MainActor (MKRouteView, MKRoute) -> String?)?).map { $0(routeView, route) }"))
    // The proxy lists its selector events; the host is main-actor through its superclass.
    #expect(lines.contains("override class var selectorEvents: [PartialKeyPath<Events>] {"))
    #expect(
      lines.contains("@MainActor public static var mkRouteViewDelegateSlot: DelegateSlot<any MKRouteViewDelegate> {"))
  }

  /// A completion-handler requirement is in an SDK's graph twice under one precise identifier (the declared
  /// method and its `async` twin): one method, one event, not overloads; `--rule`, `--event` and `--fallback`
  /// key it by its selector.
  @Test func aCompletionHandlerAndItsAsyncTwinAreOneMethodKeyedBySelector() throws {
    let selector = "routeView:decidePolicyForRoute:decisionHandler:"
    let text = try generate(
      "MKRouteViewDelegate", from: [Self.objectiveCGraph],
      [
        "--host", "MKRouteView", "--rule", "\(selector)=last(default: 0)", "--event", "\(selector)=decidePolicy",
        "--fallback", "\(selector)={ _, _ in 1 }",
      ] + Self.routeDecisions.dropLast(2))
    let lines = RendererTests.lines(text)
    // A main-actor protocol's handlers answer later on the main actor.
    #expect(lines.contains("var decidePolicy: Event<@MainActor (MKRouteView, MKRoute) async -> Int> {"))
    #expect(lines.contains("callOnMainActor: { await $0($1.0, $1.1) }, completion: decisionHandler)"))
    #expect(lines.contains("optional(.init(.last(default: 0)), selector: \"\(selector)\")"))
    #expect(
      lines.contains("Self.decidePolicy, proposal: ({ _, _ in 1 })(routeView, route), arguments: (routeView, route),"))
    #expect(text.components(separatedBy: "func routeView(\n    _ routeView: MKRouteView, decidePolicyFor").count == 2)
    // The `async` twin is not a second method: its event is the completion form's.
    // (The host's stream forwarders name `async` too, in their generic event type.)
    #expect(
      !text.contains("decidePolicyForInt") && text.components(separatedBy: "(MKRouteView, MKRoute) async").count == 2)
  }

  /// An Objective-C completion handler whose label is its selector's last piece (WebKit's
  /// `webView(_:authenticationChallenge:shouldAllowDeprecatedTLS:)`, block parameter `decisionHandler`) is known by
  /// its parameter's name; a Swift callback labelled otherwise stays an argument.
  @Test func anObjectiveCCompletionHandlerIsKnownByItsParameterName() {
    let parameter = ParameterModel(
      label: "shouldAllowDeprecatedTLS", name: "decisionHandler", type: "@escaping @MainActor @Sendable (Bool) -> Void")
    #expect(CompletionHandlers.completion(parameter, objectiveC: true)?.arguments == ["Bool"])
    #expect(CompletionHandlers.completion(parameter) == nil)
  }

  /// 2: a requirement older than a type it names (an Objective-C header's
  /// leniency: WKUIDelegate's lockdown-mode message is iOS 13 and answers
  /// iOS 16's WKDialogResult) has no witness below the type's version: it is
  /// left out, and a `--rule` or `--event` naming it (a configuration written
  /// for every SDK) is accepted and changes nothing. A name no requirement
  /// has is still refused.
  @Test func aRuleForARequirementLeftOutForItsTypesIsAccepted() throws {
    let text = try generate(
      "MKRouteViewDelegate", from: [Self.objectiveCGraph],
      [
        "--host", "MKRouteView", "--rule", "routeView:styleForRoute:=last(default: .plain)", "--event",
        "routeView(_:styleFor:)=styleForRoute",
      ] + Self.routeDecisions)
    #expect(
      text.contains(
        "// Left out: MKRouteViewDelegate.routeView(_:styleFor:) (its types need iOS 17.0; a real delegate still gets it)."
      ))
    let code = RendererTests.lines(text).filter { !$0.hasPrefix("//") }
    #expect(!code.contains { $0.contains("styleFor") || $0.contains("MKRouteStyle") })
    let unknown = refusal(
      "MKRouteViewDelegate", from: [Self.objectiveCGraph],
      ["--host", "MKRouteView", "--rule", "routeView:colorForRoute:=any"])
    #expect(
      unknown?.description == "--rule 'routeView:colorForRoute:=any' names no method of 'MKRouteViewDelegate'")
  }
}
