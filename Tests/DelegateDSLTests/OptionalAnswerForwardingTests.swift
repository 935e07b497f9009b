// Forwarding an optional method whose answer is itself optional (issue 28,
// item 4): `Event<(PagedScroller, Int) -> String?>` under `.firstNonNil()`,
// declared with the test of whether a real delegate implements it.
//
// `sendIfImplemented` consults that test and calls the forwarding closure
// only for a real delegate that passes it, so every form works: the plain
// call the docs teach, and the two forms written for earlier versions, a
// ternary answering `nil` (whose `nil`, a `String?`, is promoted to
// `.some(nil)`, an answer) and `.some(answer)`. None runs the protocol's
// default for a delegate that lacks the method, and none traps. Async and
// throwing events alike.
import DelegateDSL
import Testing

enum PagedMethod: Hashable {
  case titleFor, loadTitle, checkedTitle
}

protocol PagedScrollerDelegate: AnyObject {
  var implementedMethods: Set<PagedMethod> { get }
  func scroller(_ scroller: PagedScroller, titleForPage page: Int) -> String?
  func scroller(_ scroller: PagedScroller, loadTitleForPage page: Int) async -> String?
  func scroller(_ scroller: PagedScroller, checkedTitleForPage page: Int) throws -> String?
}

/// Made-up answers, which must never be combined as a real delegate's.
extension PagedScrollerDelegate {
  func scroller(_ scroller: PagedScroller, titleForPage page: Int) -> String? { "default" }
  func scroller(_ scroller: PagedScroller, loadTitleForPage page: Int) async -> String? { "default" }
  func scroller(_ scroller: PagedScroller, checkedTitleForPage page: Int) throws -> String? { "default" }
}

struct TitleRefused: Error, Equatable {}

/// A host that, like UIKit, caches which methods its delegate implements
/// when it is assigned, and calls only those.
final class PagedScroller {
  private(set) var cached: Set<PagedMethod> = []
  weak var delegate: (any PagedScrollerDelegate)? {
    didSet { cached = delegate?.implementedMethods ?? [] }
  }

  /// The page's title, or `nil` when the delegate doesn't implement the method.
  func title(for page: Int) -> String?? {
    guard cached.contains(.titleFor) else { return .none }
    return .some(delegate?.scroller(self, titleForPage: page) ?? nil)
  }
}

extension DelegateEvents where Delegate == any PagedScrollerDelegate {
  var titleFor: Event<(PagedScroller, Int) -> String?> {
    optional(.init(.firstNonNil())) { $0.implementedMethods.contains(.titleFor) }
  }
  var loadTitle: Event<(PagedScroller, Int) async -> String?> {
    optional(.init(.firstNonNil())) { $0.implementedMethods.contains(.loadTitle) }
  }
  var checkedTitle: Event<(PagedScroller, Int) throws -> String?> {
    optional(.init(.firstNonNil())) { $0.implementedMethods.contains(.checkedTitle) }
  }
}

/// What the proxies share: the methods they implement, by `handles`.
class PagedScrollerProxyBase: DelegateProxy<any PagedScrollerDelegate> {
  var implementedMethods: Set<PagedMethod> {
    var methods: Set<PagedMethod> = []
    if handles(\.titleFor) { methods.insert(.titleFor) }
    if handles(\.loadTitle) { methods.insert(.loadTitle) }
    if handles(\.checkedTitle) { methods.insert(.checkedTitle) }
    return methods
  }
}

/// The newcomer's forwarding, written from the docs of an earlier version: a
/// ternary whose `nil` is promoted to `.some(nil)`.
final class TernaryPagedScrollerProxy: PagedScrollerProxyBase, PagedScrollerDelegate {
  func scroller(_ s: PagedScroller, titleForPage p: Int) -> String? {
    sendIfImplemented(\.titleFor, s, p) {
      $0.implementedMethods.contains(.titleFor) ? $0.scroller(s, titleForPage: p) : nil
    }
  }
  func scroller(_ s: PagedScroller, loadTitleForPage p: Int) async -> String? {
    await sendIfImplemented(\.loadTitle, s, p) {
      $0.implementedMethods.contains(.loadTitle) ? await $0.scroller(s, loadTitleForPage: p) : nil
    }
  }
  func scroller(_ s: PagedScroller, checkedTitleForPage p: Int) throws -> String? {
    try sendIfImplemented(\.checkedTitle, s, p) {
      $0.implementedMethods.contains(.checkedTitle) ? try $0.scroller(s, checkedTitleForPage: p) : nil
    }
  }
}

/// The `.some(answer)` form the docs of the previous version showed.
final class SomePagedScrollerProxy: PagedScrollerProxyBase, PagedScrollerDelegate {
  func scroller(_ s: PagedScroller, titleForPage p: Int) -> String? {
    sendIfImplemented(\.titleFor, s, p) {
      $0.implementedMethods.contains(.titleFor) ? .some($0.scroller(s, titleForPage: p)) : nil
    }
  }
  func scroller(_ s: PagedScroller, loadTitleForPage p: Int) async -> String? {
    await sendIfImplemented(\.loadTitle, s, p) {
      $0.implementedMethods.contains(.loadTitle) ? .some(await $0.scroller(s, loadTitleForPage: p)) : nil
    }
  }
  func scroller(_ s: PagedScroller, checkedTitleForPage p: Int) throws -> String? {
    try sendIfImplemented(\.checkedTitle, s, p) {
      $0.implementedMethods.contains(.checkedTitle) ? .some(try $0.scroller(s, checkedTitleForPage: p)) : nil
    }
  }
}

/// The form the docs teach now: the plain call.
final class PlainPagedScrollerProxy: PagedScrollerProxyBase, PagedScrollerDelegate {
  func scroller(_ s: PagedScroller, titleForPage p: Int) -> String? {
    sendIfImplemented(\.titleFor, s, p) { $0.scroller(s, titleForPage: p) }
  }
  func scroller(_ s: PagedScroller, loadTitleForPage p: Int) async -> String? {
    await sendIfImplemented(\.loadTitle, s, p) { await $0.scroller(s, loadTitleForPage: p) }
  }
  func scroller(_ s: PagedScroller, checkedTitleForPage p: Int) throws -> String? {
    try sendIfImplemented(\.checkedTitle, s, p) { try $0.scroller(s, checkedTitleForPage: p) }
  }
}

/// Implements every method: titles odd pages, answers `nil` for even ones,
/// and refuses page 13.
final class TitlingDelegate: PagedScrollerDelegate {
  let implementedMethods: Set<PagedMethod> = [.titleFor, .loadTitle, .checkedTitle]
  func scroller(_ scroller: PagedScroller, titleForPage page: Int) -> String? { page % 2 == 1 ? "real \(page)" : nil }
  func scroller(_ scroller: PagedScroller, loadTitleForPage page: Int) async -> String? {
    page % 2 == 1 ? "real \(page)" : nil
  }
  func scroller(_ scroller: PagedScroller, checkedTitleForPage page: Int) throws -> String? {
    if page == 13 { throw TitleRefused() }
    return page % 2 == 1 ? "real \(page)" : nil
  }
}

/// Implements no optional method: the protocol's defaults must never answer for it.
final class UntitledDelegate: PagedScrollerDelegate {
  var implementedMethods: Set<PagedMethod> { [] }
}

@Suite("Forwarding an optional method with an optional answer")
struct OptionalAnswerForwardingTests {
  enum Form: CaseIterable, Sendable {
    case ternary, some, plain
  }

  /// Installs a handler that titles page 4, with `real` assigned first, served by `form`'s proxy.
  static func install(_ form: Form, real: any PagedScrollerDelegate, on scroller: PagedScroller)
    -> DelegateSubscription<any PagedScrollerDelegate>
  {
    scroller.delegate = real
    let definition = Delegate(for: PagedScrollerDelegate.self) {
      On(\.titleFor) { _, page in page == 4 ? "handler 4" : nil }
      On(\.loadTitle) { _, page in page == 4 ? "handler 4" : nil }
      On(\.checkedTitle) { _, page in page == 4 ? "handler 4" : nil }
    }
    switch form {
    case .ternary: return definition.install(on: scroller, at: \.delegate, proxy: TernaryPagedScrollerProxy.self)
    case .some: return definition.install(on: scroller, at: \.delegate, proxy: SomePagedScrollerProxy.self)
    case .plain: return definition.install(on: scroller, at: \.delegate, proxy: PlainPagedScrollerProxy.self)
    }
  }

  @Test(arguments: Form.allCases)
  func aRealDelegateThatLacksTheMethodTakesNoPart(_ form: Form) async throws {
    let scroller = PagedScroller()
    let real = UntitledDelegate()
    let subscription = Self.install(form, real: real, on: scroller)
    // The caching host sees the method: a handler answers for it.
    #expect(scroller.cached.contains(.titleFor))
    // Not the default's "default", not the promoted `.some(nil)`: the handler's answer, or nobody's.
    #expect(scroller.title(for: 4) == .some("handler 4"))
    #expect(scroller.title(for: 3) == .some(nil))
    let delegate = try #require(scroller.delegate)
    #expect(await delegate.scroller(scroller, loadTitleForPage: 4) == "handler 4")
    #expect(await delegate.scroller(scroller, loadTitleForPage: 3) == nil)
    #expect(try delegate.scroller(scroller, checkedTitleForPage: 4) == "handler 4")
    #expect(try delegate.scroller(scroller, checkedTitleForPage: 13) == nil)
    subscription.cancel()
    withExtendedLifetime(real) {}
  }

  @Test(arguments: Form.allCases)
  func aRealDelegateThatImplementsTheMethodAnswersFirst(_ form: Form) async throws {
    let scroller = PagedScroller()
    let real = TitlingDelegate()
    let subscription = Self.install(form, real: real, on: scroller)
    #expect(scroller.title(for: 3) == .some("real 3"))
    // The real delegate's `nil` is no answer under `.firstNonNil()`: the handler's stands.
    #expect(scroller.title(for: 4) == .some("handler 4"))
    #expect(scroller.title(for: 6) == .some(nil))
    let delegate = try #require(scroller.delegate)
    #expect(await delegate.scroller(scroller, loadTitleForPage: 3) == "real 3")
    #expect(await delegate.scroller(scroller, loadTitleForPage: 4) == "handler 4")
    #expect(try delegate.scroller(scroller, checkedTitleForPage: 5) == "real 5")
    #expect(try delegate.scroller(scroller, checkedTitleForPage: 4) == "handler 4")
    #expect(throws: TitleRefused()) { try delegate.scroller(scroller, checkedTitleForPage: 13) }
    subscription.cancel()
    // The real delegate is back in the host's property.
    #expect(scroller.delegate === real)
  }

  /// With no handler for the event, the proxy answers only for what the
  /// real delegate implements: the caching host sees no method.
  @Test func theCachingHostSeesOnlyWhatAnyoneImplements() throws {
    let scroller = PagedScroller()
    let real = UntitledDelegate()
    scroller.delegate = real
    let subscription = Delegate(for: PagedScrollerDelegate.self) {
      On(\.loadTitle) { _, _ in nil }
    }.install(on: scroller, at: \.delegate, proxy: PlainPagedScrollerProxy.self)
    #expect(!scroller.cached.contains(.titleFor))
    #expect(scroller.cached.contains(.loadTitle))
    #expect(scroller.title(for: 3) == .none)
    subscription.cancel()
    withExtendedLifetime(real) {}
  }
}
