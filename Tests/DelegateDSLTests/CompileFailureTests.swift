import Foundation
import Testing

/// Misuse that the type system can catch must not compile. Each case below is
/// compiled by `swiftc` against the built `DelegateDSL` module, and the
/// expected diagnostic must be reported on the case's own line.
@Suite("Compile failures")
struct CompileFailureTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The offending line; `#` marks where it is placed in a definition.
    let code: String
    let diagnostic: String
    var testDescription: String { name }
  }

  static let prelude = """
    import DelegateDSL
    protocol LoaderDelegate: AnyObject { func shouldStart(_ l: Loader, _ r: String) -> Bool }
    protocol ParserDelegate: AnyObject { func didParse(_ p: Parser) }
    final class Parser {}
    final class Loader: DelegateHost {
      weak var delegate: (any LoaderDelegate)?
      static var delegateSlot: DelegateSlot<any LoaderDelegate> { DelegateSlot(\\Loader.delegate, proxy: LoaderProxy.self) }
      weak var source: (any ParserDelegate)?
      static var sourceSlot: DelegateSlot<any ParserDelegate> { DelegateSlot(\\Loader.source, proxy: ParserProxy.self) }
    }
    final class ParserProxy: DelegateProxy<any ParserDelegate>, ParserDelegate {
      func didParse(_ p: Parser) { send(\\.didParse, p) { $0.didParse(p) } }
    }
    final class Downloads: DelegateHost {
      weak var delegate: (any LoaderDelegate)?
      static var delegateSlot: DelegateSlot<any LoaderDelegate> { DelegateSlot(\\Downloads.delegate, proxy: LoaderProxy.self) }
    }
    func observeSource(_ l: Loader) { _ = l.delegateEvents(at: \\.sourceSlot, \\.didParse) { _ in 1 } }
    final class LoaderProxy: DelegateProxy<any LoaderDelegate>, LoaderDelegate {
      func shouldStart(_ l: Loader, _ r: String) -> Bool { send(\\.shouldStart, l, r) { $0.shouldStart(l, r) } }
    }
    extension DelegateEvents where Delegate == any LoaderDelegate {
      var didStart: Event<(Loader) -> Void> { .init() }
      var shouldStart: Event<(Loader, String) -> Bool> { .init(.all) }
    }
    extension DelegateEvents where Delegate == any ParserDelegate {
      var didParse: Event<(Parser) -> Void> { .init() }
    }
    let parserHandlers = Delegate(for: ParserDelegate.self) { On(\\.didParse) { _ in } }
    @MainActor protocol ListDelegate: AnyObject { func didPick(_ l: List) }
    @MainActor final class List { weak var delegate: (any ListDelegate)?; nonisolated init() {} }
    final class ListProxy: DelegateProxy<any ListDelegate>, ListDelegate {
      func didPick(_ l: List) { send(\\.didPick, l) { $0.didPick(l) } }
    }
    extension List: @MainActor DelegateHost {
      static var delegateSlot: DelegateSlot<any ListDelegate> { DelegateSlot(\\List.delegate, proxy: ListProxy.self) }
    }
    extension DelegateEvents where Delegate == any ListDelegate {
      var didPick: Event<@MainActor (List) -> Void> { .init() }
    }
    protocol FetchDelegate: AnyObject { func didFetch(_ f: Fetcher) }
    final class Fetcher: Sendable {}
    extension DelegateEvents where Delegate == any FetchDelegate {
      var didFetch: Event<@Sendable (Fetcher) -> Void> { .init() }
    }
    protocol FeedDelegate: AnyObject { func didRefresh(_ f: Feed) }
    final class Feed {}
    extension DelegateEvents where Delegate == any FeedDelegate {
      var didRefresh: Event<@MainActor (Feed) -> Void> { .init() }
    }
    final class Scroller {}
    protocol ScrollDelegate: AnyObject { func didScroll(_ s: Scroller) }
    protocol TableDelegate: ScrollDelegate { func didSelect(_ s: Scroller, _ row: Int) }
    extension DelegateEvents where Delegate == any ScrollDelegate {
      var didScroll: Event<(Scroller) -> Void> { .init() }
    }
    extension DelegateEvents where Delegate == any TableDelegate {
      var didScroll: Event<(Scroller) -> Void> { .init(inheriting: \\DelegateEvents<any ScrollDelegate>.didScroll) }
      var didSelect: Event<(Scroller, Int) -> Void> { .init() }
    }
    let scrollHandlers = Delegate(for: ScrollDelegate.self) { On(\\.didScroll) { _ in } }
    let tableHandlers = Delegate(for: TableDelegate.self) { Inherited(scrollHandlers) { $0 }; On(\\.didSelect) { _, _ in } }
    protocol SignInDelegate: AnyObject { func signIn(_ s: Loader, _ user: String) async throws -> Bool }
    extension DelegateEvents where Delegate == any SignInDelegate {
      var signIn: Event<(Loader, String) async throws -> Bool> { .init(.all) }
    }
    final class SignInProxyForStreams: DelegateProxy<any SignInDelegate>, SignInDelegate {
      func signIn(_ s: Loader, _ u: String) async throws -> Bool { try await send(\\.signIn, s, u) { try await $0.signIn(s, u) } }
    }
    final class SignIns: DelegateHost {
      weak var delegate: (any SignInDelegate)?
      static var delegateSlot: DelegateSlot<any SignInDelegate> { DelegateSlot(\\SignIns.delegate, proxy: SignInProxyForStreams.self) }
    }

    """

  static let cases: [Case] = [
    Case(
      name: "a stream of non-Sendable elements",
      code: "func observe(_ l: Loader) { _ = l.delegateEvents(\\.shouldStart) { _, _ in Parser() } }",
      diagnostic: "type 'Parser' does not conform to the 'Sendable' protocol"),
    Case(
      name: "a stream asking for the answer before the call",
      code: "func observe(_ l: Loader) { _ = l.delegateEvents(\\.shouldStart, timing: .before) { ok, _, r in ok } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a stream asking for the answer with the default timing",
      code: "{ (l: Loader) in l.delegateEvents(\\.shouldStart) { ok, _, r in ok } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a slot's stream asking for the answer before the call",
      code:
        "{ (l: Loader) in Loader.delegateSlot.delegateEvents(\\.shouldStart, of: l, timing: .before) { ok, _, r in ok } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a main-actor stream asking for the answer before the call",
      code: "{ @MainActor (l: List) in l.delegateEvents(\\.didPick) { _, l in 1 } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a stream of an async throwing event asking for the outcome before the call",
      code: "func observe(_ s: SignIns) { _ = s.delegateEvents(\\.signIn) { outcome, _, user in user } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a slot's stream of an async throwing event asking for the outcome before the call",
      code:
        "func observe(_ s: SignIns) { _ = SignIns.delegateSlot.delegateEvents(\\.signIn, of: s, timing: .before) { outcome, _, user in user } }",
      diagnostic: "the answer exists only after the call: pass 'timing: .after'"),
    Case(
      name: "a non-void event with seven parameters",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var sevenBool: Event<(Loader, Int, Int, Int, Int, Int, Int) -> Bool> { .init(.all) } }",
      diagnostic: "an event takes at most six parameters: pack the others into a tuple"),
    Case(
      name: "a main-actor async event with eight parameters",
      code:
        "extension DelegateEvents where Delegate == any ListDelegate { var eight: Event<@MainActor (List, Int, Int, Int, Int, Int, Int, Int) async -> String?> { .init(.firstNonNil()) } }",
      diagnostic: "an event takes at most six parameters: pack the others into a tuple"),
    Case(
      name: "a send with seven arguments",
      code:
        "final class SevenProxy: DelegateProxy<any LoaderDelegate>, LoaderDelegate { func shouldStart(_ l: Loader, _ r: String) -> Bool { send(\\.shouldStart, l, r, 1, 2, 3, 4, 5) { $0.shouldStart(l, r) } } }",
      diagnostic: "an event takes at most six parameters: pack the others into a tuple"),
    Case(
      name: "a stream of another host type's slot",
      code: "func observe(_ d: Downloads) { _ = d.delegateEvents(at: \\.sourceSlot, \\.didParse) { _ in 1 } }",
      diagnostic: "type 'Downloads' has no member 'sourceSlot'"),
    Case(
      name: "wrong arity", code: "Delegate(for: LoaderDelegate.self) { On(\\.shouldStart) { loader in true } }",
      diagnostic: "contextual closure type '(Loader, String) -> Bool' expects 2 arguments, but 1 was used"),
    Case(
      name: "wrong parameter types",
      code: "Delegate(for: LoaderDelegate.self) { On(\\.shouldStart) { (p: Parser, r: String) in true } }",
      // Names the event's signature through its key path: with `On`'s main-actor overloads
      // (Definition/Generated/On+MainActorHandlers.swift) the compiler reports the key path's mismatch, not the closure's.
      diagnostic: "cannot convert value of type 'KeyPath<DelegateEvents<any LoaderDelegate>, "
        + "Event<(Loader, String) -> Bool>>'"
    ),
    Case(
      name: "wrong return type", code: "Delegate(for: LoaderDelegate.self) { On(\\.shouldStart) { _, _ in \"yes\" } }",
      diagnostic: "cannot convert value of type 'String' to closure result type 'Bool'"),
    Case(
      name: "no answer for a non-void event",
      code: "Delegate(for: LoaderDelegate.self) { On(\\.shouldStart) { _, _ in } }",
      diagnostic: "cannot convert value of type '()' to closure result type 'Bool'"),
    Case(
      name: "event of another protocol", code: "Delegate(for: LoaderDelegate.self) { On(\\.didParse) { _ in } }",
      diagnostic: "requires the types 'any LoaderDelegate' and 'any ParserDelegate' be equivalent"),
    Case(
      name: "group of another protocol", code: "Delegate(for: LoaderDelegate.self) { parserHandlers }",
      diagnostic: "'buildExpression' requires the types 'any LoaderDelegate' and 'any ParserDelegate' be equivalent"),
    Case(
      name: "non-void event without a combine rule",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var count: Event<(Loader) -> Int> { .init() } }",
      diagnostic: "an event that returns a value must name how answers combine, such as '.init(.all)'"),
    Case(
      name: "combine rule of the wrong type",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var ok: Event<(Loader) -> Bool> { .init(.firstNonNil()) } }",
      diagnostic: "'.firstNonNil()' combines Optional answers, but this event's answer is not Optional"),
    Case(
      name: "lastNonNil on an event whose answer is not Optional",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var count: Event<(Loader) -> Int> { .init(.lastNonNil()) } }",
      diagnostic: "'.lastNonNil()' lets a handler answer nil ('not mine'), but this event's answer is not Optional"),
    Case(
      name: "a Bool rule on a non-Bool event",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var count: Event<(Loader) -> Int> { .init(.all) } }",
      diagnostic: "'.all' ANDs Bool answers, but this event's answer is not Bool"),
    Case(
      name: "an event with seven parameters",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var seven: Event<(Loader, Int, Int, Int, Int, Int, Int) -> Void> { .init() } }",
      diagnostic: "an event takes at most six parameters"),
    Case(
      name: "an event with an inout parameter",
      code:
        "extension DelegateEvents where Delegate == any LoaderDelegate { var edit: Event<(Loader, inout [String: String]) -> Void> { .init() } }",
      diagnostic: "none of them 'inout' (not supported)"),
    Case(
      name: "a proxy's send naming the wrong event",
      code:
        "final class WrongProxy: DelegateProxy<any LoaderDelegate>, LoaderDelegate { func shouldStart(_ l: Loader, _ r: String) -> Bool { send(\\.didStart, l, r) { $0.shouldStart(l, r) } } }",
      diagnostic: "this 'send' does not match its event"),
    Case(
      name: "Inherited with an unrelated protocol's group",
      code: "Delegate(for: LoaderDelegate.self) { Inherited(parserHandlers) { $0 } }",
      diagnostic: "'Inherited' needs a group of a protocol that the definition's protocol refines"),
    Case(
      name: "Inherited the wrong way round",
      code: "Delegate(for: ScrollDelegate.self) { Inherited(tableHandlers) { $0 } }",
      diagnostic: "'Inherited' needs a group of a protocol that the definition's protocol refines"),
    Case(
      name: "an async handler for a synchronous event",
      code: "Delegate(for: LoaderDelegate.self) { On(\\.didStart) { _ in await Task.yield() } }",
      diagnostic: "synchronous"),
    Case(
      name: "a throwing handler for a non-throwing event",
      code: "Delegate(for: LoaderDelegate.self) { On(\\.didStart) { _ in throw CancellationError() } }",
      diagnostic: "throw"),
    Case(
      name: "an async throwing event dispatched without 'try await'",
      code:
        "final class SignInProxy: DelegateProxy<any SignInDelegate>, SignInDelegate { func signIn(_ s: Loader, _ u: String) async throws -> Bool { send(\\.signIn, s, u) { try await $0.signIn(s, u) } } }",
      diagnostic: "is 'async' but is not marked with 'await'"),
    Case(
      name: "installing on a host of another protocol", code: "parserHandlers.install(on: Loader())",
      diagnostic:
        "'install(on:file:line:)' requires the types 'any ParserDelegate' and 'any LoaderDelegate' be equivalent"),
    Case(
      name: "installing on a main-actor host off the main actor",
      code: "Delegate(for: ListDelegate.self) { On(\\.didPick) { _ in } }.install(on: List())",
      diagnostic:
        "main actor-isolated conformance of 'List' to 'DelegateHost' cannot be used in nonisolated context"),
    Case(
      name: "a one-line handler on a main-actor host off the main actor",
      code: "List().on(\\.didPick) { _ in }",
      diagnostic:
        "main actor-isolated conformance of 'List' to 'DelegateHost' cannot be used in nonisolated context"),
    Case(
      name: "a one-line handler in a main-actor host's slot off the main actor",
      code: "Loader().on(\\.didPick, at: List.delegateSlot) { _ in }",
      diagnostic: "main actor-isolated"),
    Case(
      name: "a one-line handler of the wrong arity",
      code: "Loader().on(\\.shouldStart) { loader in true }",
      diagnostic: "contextual closure type '(Loader, String) -> Bool' expects 2 arguments, but 1 was used"),
    Case(
      name: "a one-line handler for another protocol's event", code: "Loader().on(\\.didParse) { _ in }",
      diagnostic: "'any LoaderDelegate' and 'any ParserDelegate' be equivalent"),
    Case(
      name: "a main-actor event dispatched by a nonisolated proxy method",
      code:
        "final class FeedProxy: DelegateProxy<any FeedDelegate>, FeedDelegate { func didRefresh(_ f: Feed) { send(\\.didRefresh, f) { $0.didRefresh(f) } } }",
      diagnostic: "call to main actor-isolated instance method 'send(_:_:to:)' in a synchronous nonisolated context"),
    Case(
      name: "a handler of a @Sendable event mutating captured state",
      code: "{ var count = 0; return Delegate(for: FetchDelegate.self) { On(\\.didFetch) { _ in count += 1 } } }()",
      diagnostic: "mutation of captured var 'count' in concurrently-executing code"),
  ]

  /// Compiles every case in one `swiftc` run and returns its diagnostics.
  static let diagnostics: Result<String, Swiftc.Unavailable> = compileAll()

  /// The generated file, and the 1-based line on which each case is placed.
  static let layout: (source: String, lines: [Int]) = {
    var text = prelude
    var lines: [Int] = []
    for (index, testCase) in cases.enumerated() {
      lines.append(text.filter { $0 == "\n" }.count + 1)
      let isDeclaration = testCase.code.hasPrefix("extension") || testCase.code.hasPrefix("final class")
      text += isDeclaration ? testCase.code : "func case\(index)() { _ = \(testCase.code) }"
      text += "\n\n"
    }
    return (text, lines)
  }()

  static func line(of index: Int) -> Int { layout.lines[index] }

  static func compileAll() -> Result<String, Swiftc.Unavailable> {
    let directory = Swiftc.temporaryDirectory("misuse")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Misuse.swift")
    do { try layout.source.write(to: file, atomically: true, encoding: .utf8) } catch {
      return .failure(Swiftc.Unavailable(description: "\(error)"))
    }
    return Swiftc.typecheck([file])
  }

  @Test(arguments: cases.indices)
  func misuseIsRejectedAtItsLine(_ index: Int) throws {
    let output = try Self.diagnostics.get()
    let testCase = Self.cases[index]
    let errorsOnLine = output.split(separator: "\n").filter {
      $0.contains("Misuse.swift:\(Self.line(of: index)):") && $0.contains("error:")
    }
    #expect(
      errorsOnLine.contains { $0.contains(testCase.diagnostic) },
      "\(testCase.name): expected “\(testCase.diagnostic)” on line \(Self.line(of: index)); got:\n\(errorsOnLine.joined(separator: "\n"))"
    )
  }

  @Test func theWellFormedPreludeCompilesCleanly() throws {
    let output = try Self.diagnostics.get()
    let preludeLines = Self.layout.lines[0]
    let preludeErrors = output.split(separator: "\n").filter { line in
      guard line.contains("error:"), let range = line.range(of: "Misuse.swift:") else { return false }
      let number = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
      return number < preludeLines
    }
    #expect(preludeErrors.isEmpty, "\(preludeErrors)")
  }
}
