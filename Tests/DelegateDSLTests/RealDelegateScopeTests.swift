import DelegateDSL
import Testing

/// A proxy for `OwningDownloader`'s strong property (see `StrongSlotTests`),
/// for the key-path form of installation.
final class OwningDownloaderProxy: DelegateProxy<any DownloaderDelegate>, DownloaderDelegate {
  func didStart(_ d: Downloader) { send(\.didStart, d) { $0.didStart(d) } }
}

/// Scoped real delegates (RxCocoa's `installForwardDelegate`, which returns a
/// disposable), and `holding:` on `install(on:at:proxy:)`.
@Suite("Scoped real delegates")
struct RealDelegateScopeTests {
  @Test func aScopeInstallsARealDelegateAndCancellingRestoresThePreviousOne() {
    let log = CallLog()
    let host = Downloader()
    let original = RecordingDelegate("original", log: log)
    host.delegate = original
    let handler = host.on(\.didStart) { _ in log.record("handler") }
    let temporary = RecordingDelegate("temporary", log: log)
    let scope = host.useRealDelegate(temporary)
    #expect(scope.isActive)
    #expect(scope.proxy === handler.proxy)
    host.start()
    scope.cancel()
    host.start()
    #expect(log.entries == ["temporary.didStart", "handler", "original.didStart", "handler"])
    #expect(!scope.isActive)
    #expect(handler.proxy?.realDelegate === original)
    handler.cancel()
    #expect(host.delegate === original)
  }

  @Test func withoutHandlersTheScopeKeepsTheProxyAndTheLastCancelPutsTheOldDelegateBack() {
    let log = CallLog()
    let host = Downloader()
    let original = RecordingDelegate("original", log: log)
    host.delegate = original
    let temporary = RecordingDelegate("temporary", log: log)
    let scope = host.useRealDelegate(temporary)
    host.start()
    #expect(host.delegate !== original && host.delegate !== temporary)  // the proxy
    scope.cancel()
    #expect(host.delegate === original)
    #expect(Downloader.delegateSlot.installedProxy(on: host) == nil)
    scope.cancel()  // idempotent
    #expect(host.delegate === original)
    host.start()
    #expect(log.entries == ["temporary.didStart", "original.didStart"])
  }

  @Test func retainedKeepsTheDelegateAliveUntilCancelled() {
    let host = Downloader()
    weak var weakDelegate: RecordingDelegate?
    let retainedScope: RealDelegateScope<any DownloaderDelegate>
    let unretainedScope: RealDelegateScope<any DownloaderDelegate>
    weak var weakUnretained: RecordingDelegate?
    do {
      let delegate = RecordingDelegate("kept", log: CallLog())
      weakDelegate = delegate
      retainedScope = host.useRealDelegate(delegate, retained: true)
      let other = RecordingDelegate("dropped", log: CallLog())
      weakUnretained = other
      unretainedScope = host.useRealDelegate(other)
    }
    #expect(weakUnretained == nil)
    unretainedScope.cancel()  // restores `delegate`, which the scope keeps alive
    #expect(weakDelegate != nil)
    retainedScope.cancel()
    #expect(weakDelegate == nil)
  }

  @Test func nestedScopesCancelledInOrderRestoreEachPreviousDelegate() {
    let log = CallLog()
    let host = Downloader()
    let base = RecordingDelegate("base", log: log)
    let a = RecordingDelegate("a", log: log)
    let b = RecordingDelegate("b", log: log)
    host.delegate = base
    let outer = host.useRealDelegate(a)
    let inner = host.useRealDelegate(b)
    host.start()
    inner.cancel()
    host.start()
    outer.cancel()
    host.start()
    #expect(log.entries == ["b.didStart", "a.didStart", "base.didStart"])
    #expect(host.delegate === base)
  }

  @Test func cancellingAnOlderScopeFirstChangesNothingAndTheNewerOneRestoresTheOriginal() {
    let log = CallLog()
    let host = Downloader()
    let base = RecordingDelegate("base", log: log)
    let a = RecordingDelegate("a", log: log)
    let b = RecordingDelegate("b", log: log)
    host.delegate = base
    let outer = host.useRealDelegate(a)
    let inner = host.useRealDelegate(b)
    outer.cancel()  // out of order: `b` stays
    host.start()
    #expect(!outer.isActive && inner.isActive)
    inner.cancel()  // skips the cancelled `a`
    host.start()
    #expect(log.entries == ["b.didStart", "base.didStart"])
    #expect(host.delegate === base)
  }

  @Test func anExplicitAssignmentAfterTheScopeBeganWins() {
    let log = CallLog()
    let host = Downloader()
    let base = RecordingDelegate("base", log: log)
    let scoped = RecordingDelegate("scoped", log: log)
    let chosen = RecordingDelegate("chosen", log: log)
    host.delegate = base
    let handler = host.on(\.didStart) { _ in log.record("handler") }
    let scope = host.useRealDelegate(scoped)
    handler.proxy?.realDelegate = chosen
    scope.cancel()
    host.start()
    #expect(log.entries == ["chosen.didStart", "handler"])
    _ = base
  }

  @Test func aHostYouOwnReportsTheScopedDelegateAndGetsTheOldOneBack() {
    let log = CallLog()
    let host = ManagedDownloader()
    let base = RecordingDelegate("base", log: log)
    host.delegate = base
    let scope = host.useRealDelegate(RecordingDelegate("scoped", log: log), retained: true)
    host.start()
    scope.cancel()
    host.start()
    #expect(log.entries == ["scoped.didStart", "base.didStart"])
    #expect(host.delegate === base)
  }

  @Test func theProxyItselfIsRefusedAndTheScopeIsInactive() throws {
    let host = Downloader()
    let handler = host.on(\.didStart) { _ in }
    let proxy = try #require(handler.proxy as? DownloaderDelegateProxy)
    let scope = host.useRealDelegate(proxy)
    #expect(!scope.isActive)
    #expect(proxy.realDelegate == nil)
    scope.cancel()
    #expect(handler.isActive)
  }

  @Test func aStrongSlotKeepsTheDelegateItOwnedWhileAnotherIsScoped() {
    let log = CallLog()
    let host = OwningDownloader()
    weak var weakOwned: RecordingDelegate?
    do {
      let owned = RecordingDelegate("owned", log: log)
      weakOwned = owned
      host.delegate = owned
    }
    let scope = host.useRealDelegate(RecordingDelegate("scoped", log: log), retained: true)
    #expect(weakOwned != nil)  // the scope keeps what it replaced as the host did
    host.start()
    scope.cancel()
    host.start()
    #expect(log.entries == ["scoped.didStart", "owned.didStart"])
    #expect(host.delegate === weakOwned)
  }

  @Test func holdingStrongOnInstallWithAKeyPathServesAPropertyThatOwnsItsDelegate() {
    let log = CallLog()
    let host = OwningDownloader()
    weak var weakOwned: RecordingDelegate?
    do {
      let owned = RecordingDelegate("owned", log: log)
      weakOwned = owned
      host.delegate = owned
    }
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("handler") } }
      .install(on: host, at: \OwningDownloader.delegate, proxy: OwningDownloaderProxy.self, holding: .strong)
    #expect(weakOwned != nil)  // the proxy owns it as the host did
    host.start()
    subscription.cancel()
    #expect(host.delegate === weakOwned && weakOwned != nil)
    #expect(log.entries == ["owned.didStart", "handler"])
  }
}
