// `sendIfImplemented` for `async`, `async throws` and `throws` events: a real
// delegate that lacks the method takes no part in the answer (its protocol
// default's made-up answer is never combined), one that implements it
// answers and throws as usual, and a host that caches what its delegate
// implements calls the method once a handler or a stream is there.
import DelegateDSL
import StreamTestSupport
import Testing

enum UploadMethod: Hashable {
  case shouldUpload, didUpload, resolveConflict
}

/// A Swift-native protocol with optional effectful methods: a delegate
/// publishes which methods it implements.
protocol UploaderDelegate: AnyObject {
  var implementedMethods: Set<UploadMethod> { get }
  func shouldUpload(_ uploader: Uploader, _ name: String) async throws -> Bool
  func didUpload(_ uploader: Uploader, _ name: String) async
  func resolveConflict(_ uploader: Uploader, _ name: String) throws -> String?
}

extension UploaderDelegate {
  /// Made-up answers, which must never be combined as the delegate's.
  func shouldUpload(_ uploader: Uploader, _ name: String) async throws -> Bool { false }
  func didUpload(_ uploader: Uploader, _ name: String) async {}
  func resolveConflict(_ uploader: Uploader, _ name: String) throws -> String? { "made-up" }
}

/// A host that reads which methods its delegate implements when it is
/// assigned, and calls only those.
final class Uploader {
  private(set) var cached: Set<UploadMethod> = []
  weak var delegate: (any UploaderDelegate)? {
    didSet { cached = delegate?.implementedMethods ?? [] }
  }

  /// `nil` when the delegate doesn't implement `shouldUpload`.
  func upload(_ name: String) async throws -> Bool? {
    guard cached.contains(.shouldUpload) else { return nil }
    let allowed = try await delegate?.shouldUpload(self, name)
    if allowed == true, cached.contains(.didUpload) { await delegate?.didUpload(self, name) }
    return allowed
  }

  func resolve(_ name: String) throws -> String? {
    guard cached.contains(.resolveConflict) else { return nil }
    return try delegate?.resolveConflict(self, name) ?? nil
  }
}

extension DelegateEvents where Delegate == any UploaderDelegate {
  var shouldUpload: Event<(Uploader, String) async throws -> Bool> {
    optional(.init(.all)) { $0.implementedMethods.contains(.shouldUpload) }
  }
  var didUpload: Event<(Uploader, String) async -> Void> {
    optional(.init()) { $0.implementedMethods.contains(.didUpload) }
  }
  var resolveConflict: Event<(Uploader, String) throws -> String?> {
    optional(.init(.firstNonNil())) { $0.implementedMethods.contains(.resolveConflict) }
  }
}

final class UploaderDelegateProxy: DelegateProxy<any UploaderDelegate>, UploaderDelegate {
  var implementedMethods: Set<UploadMethod> {
    var methods: Set<UploadMethod> = []
    if handles(\.shouldUpload) { methods.insert(.shouldUpload) }
    if handles(\.didUpload) { methods.insert(.didUpload) }
    if handles(\.resolveConflict) { methods.insert(.resolveConflict) }
    return methods
  }
  func shouldUpload(_ u: Uploader, _ name: String) async throws -> Bool {
    try await sendIfImplemented(\.shouldUpload, u, name) {
      try await ($0.implementedMethods.contains(.shouldUpload) ? $0.shouldUpload(u, name) : nil)
    }
  }
  func didUpload(_ u: Uploader, _ name: String) async {
    await sendIfImplemented(\.didUpload, u, name) {
      await ($0.implementedMethods.contains(.didUpload) ? $0.didUpload(u, name) : nil)
    }
  }
  func resolveConflict(_ u: Uploader, _ name: String) throws -> String? {
    // An optional answer: `.some(answer)` keeps the delegate's `nil` apart
    // from the `nil` of a delegate that lacks the method.
    try sendIfImplemented(\.resolveConflict, u, name) { delegate -> String?? in
      guard delegate.implementedMethods.contains(.resolveConflict) else { return nil }
      return .some(try delegate.resolveConflict(u, name))
    }
  }
}

extension Uploader: DelegateHost {
  static var delegateSlot: DelegateSlot<any UploaderDelegate> {
    DelegateSlot(\Uploader.delegate, proxy: UploaderDelegateProxy.self)
  }
}

/// Implements the methods it is told to, records its calls, and throws when
/// told to.
final class PartialUploaderDelegate: UploaderDelegate {
  let implementedMethods: Set<UploadMethod>
  let log = AsyncLog()
  var allows = true
  var failure: AuthError?
  init(_ methods: Set<UploadMethod>) { implementedMethods = methods }

  func shouldUpload(_ uploader: Uploader, _ name: String) async throws -> Bool {
    log.record("real.shouldUpload(\(name))")
    if let failure { throw failure }
    return allows
  }
  func didUpload(_ uploader: Uploader, _ name: String) async { log.record("real.didUpload(\(name))") }
  func resolveConflict(_ uploader: Uploader, _ name: String) throws -> String? {
    log.record("real.resolveConflict(\(name))")
    if let failure { throw failure }
    return "real"
  }
}

@Suite("Optional async and throwing methods: sendIfImplemented")
struct EffectfulOptionalMethodTests {
  /// The real delegate lacks `shouldUpload`: its default's `false` is never
  /// combined, so the handler's `true` is the answer; it implements
  /// `didUpload`, which is called.
  @Test func aRealDelegateThatLacksTheMethodTakesNoPart() async throws {
    let host = Uploader()
    let real = PartialUploaderDelegate([.didUpload])
    host.delegate = real
    #expect(try await host.upload("a") == nil, "nobody implements shouldUpload yet: the host doesn't call it")
    let subscription = Delegate(for: UploaderDelegate.self) {
      On(\.shouldUpload) { _, name in
        real.log.record("handler(\(name))")
        return true
      }
    }.install(on: host)
    #expect(try await host.upload("b") == true)
    #expect(real.log.entries == ["handler(b)", "real.didUpload(b)"])
    subscription.cancel()
    #expect(host.delegate === real)
  }

  /// A real delegate that implements the method answers, and throws, as with
  /// `send`: the first error is rethrown after every participant has run.
  @Test func aRealDelegateThatImplementsTheMethodAnswersAndThrows() async throws {
    let host = Uploader()
    let real = PartialUploaderDelegate([.shouldUpload, .resolveConflict])
    host.delegate = real
    let subscription = Delegate(for: UploaderDelegate.self) {
      On(\.shouldUpload) { _, name in
        real.log.record("handler(\(name))")
        return true
      }
      On(\.resolveConflict) { _, _ in "handler" }
    }.install(on: host)
    real.allows = false
    #expect(try await host.upload("a") == false, "`.all`: the real delegate's no wins")
    real.failure = AuthError(source: "real")
    await #expect(throws: AuthError(source: "real")) { try await host.upload("b") }
    #expect(real.log.entries == ["real.shouldUpload(a)", "handler(a)", "real.shouldUpload(b)", "handler(b)"])
    #expect(throws: AuthError(source: "real")) { try host.resolve("c") }
    real.failure = nil
    #expect(try host.resolve("d") == "real", "`.firstNonNil()`: the real delegate answered first")
    subscription.cancel()
  }

  /// With no real delegate and no handler, the rule's default answers; with
  /// a real delegate that lacks a throwing method, the handlers alone do.
  @Test func withoutAnImplementationTheRuleAnswers() async throws {
    let host = Uploader()
    let real = PartialUploaderDelegate([])
    host.delegate = real
    let subscription = Delegate(for: UploaderDelegate.self) {
      On(\.resolveConflict) { _, name in name == "x" ? "handler" : nil }
    }.install(on: host)
    #expect(try host.resolve("x") == "handler", "the real delegate's made-up answer is not combined")
    #expect(try host.resolve("y") == nil)
    #expect(real.log.entries.isEmpty)
    subscription.cancel()
  }

  /// A stream is interest too: the caching host calls the optional async
  /// method while the stream lasts, and the stream receives it.
  @Test func aStreamMakesTheHostCallTheOptionalMethod() async throws {
    let host = Uploader()
    let real = PartialUploaderDelegate([])
    host.delegate = real
    let names = host.delegateEvents(\.didUpload, timing: .after) { _, name in name }
    let subscription = Delegate(for: UploaderDelegate.self) {
      On(\.shouldUpload) { _, _ in true }
    }.install(on: host)
    #expect(try await host.upload("n") == true)
    #expect(await firstElements(1, of: names) == ["n"])
    subscription.cancel()
  }
}
