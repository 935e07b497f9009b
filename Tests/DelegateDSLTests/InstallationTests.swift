import DelegateDSL
import Testing

@Suite("Installing, composing and cancelling definitions")
struct InstallationTests {
  @Test func cancellingOneInstallationRemovesOnlyItsHandlers() {
    let log = CallLog()
    let host = Downloader()
    let first = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("first") } }
      .install(on: host)
    let second = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("second") } }
      .install(on: host)
    first.cancel()
    host.start()
    #expect(log.entries == ["second"])
    #expect(!first.isActive)
    #expect(second.isActive)
  }

  @Test func cancellingTheLastInstallationRestoresTheRealDelegate() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let a = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("a") } }.install(on: host)
    let b = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("b") } }.install(on: host)
    a.cancel()
    #expect(host.delegate !== real)
    b.cancel()
    #expect(host.delegate === real)
    #expect(Downloader.delegateSlot.installedProxy(on: host) == nil)
    host.start()
    #expect(log.entries == ["real.didStart"])
  }

  @Test func cancelIsIdempotent() {
    let log = CallLog()
    let host = Downloader()
    let keep = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("keep") } }
      .install(on: host)
    let drop = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("drop") } }
      .install(on: host)
    drop.cancel()
    drop.cancel()
    host.start()
    #expect(log.entries == ["keep"])
    #expect(keep.isActive)
  }

  @Test func installingTheSameDefinitionTwiceRunsItTwiceThroughOneProxy() {
    let log = CallLog()
    let host = Downloader()
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }
    let first = handlers.install(on: host)
    let second = handlers.install(on: host)
    #expect(first.proxy === second.proxy)
    host.start()
    #expect(log.entries == ["h", "h"])
    second.cancel()
    host.start()
    #expect(log.entries == ["h", "h", "h"])
  }

  /// A fresh proxy publishes its definition's prebuilt snapshot and indexes
  /// its table only when a lookup needs it: later installations, lookups
  /// and cancellations must see the same handlers as before.
  @Test func freshProxiesSharingADefinitionKeepWorkingThroughLaterChanges() {
    let log = CallLog()
    let shared = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("shared") } }
    let first = Downloader()
    let second = Downloader()
    let onFirst = shared.install(on: first)
    let onSecond = shared.install(on: second)
    first.start()
    second.start()
    #expect(log.entries == ["shared", "shared"])
    #expect(onFirst.proxy?.handles(\.didStart) == true)
    let more = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("more") } }
      .install(on: first)
    onSecond.cancel()
    first.start()
    second.start()
    #expect(log.entries == ["shared", "shared", "shared", "more"])
    onFirst.cancel()
    first.start()
    #expect(log.entries == ["shared", "shared", "shared", "more", "more"])
    more.cancel()
    #expect(first.delegate == nil)
    #expect(second.delegate == nil)
  }

  @Test func droppingTheSubscriptionKeepsTheHandlersInstalled() {
    let log = CallLog()
    let host = Downloader()
    do {
      _ = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("h") } }.install(on: host)
    }
    host.start()
    #expect(log.entries == ["h"])
  }

  @Test func oneDefinitionCanServeManyHosts() {
    let log = CallLog()
    let handlers = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { d in log.record(d.name) } }
    let hosts = (0..<3).map { Downloader(name: "d\($0)") }
    for host in hosts { handlers.install(on: host) }
    for host in hosts { host.start() }
    #expect(log.entries == ["d0", "d1", "d2"])
  }

  @Test func twoSlotsOfOneHostGetSeparateProxies() {
    final class TwoSlots {
      weak var primary: (any DownloaderDelegate)?
      weak var secondary: (any DownloaderDelegate)?
    }
    let log = CallLog()
    let host = TwoSlots()
    let inner = Downloader()
    let a = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("primary") } }
      .install(on: host, at: \.primary, proxy: DownloaderDelegateProxy.self)
    let b = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("secondary") } }
      .install(on: host, at: \.secondary, proxy: DownloaderDelegateProxy.self)
    #expect(a.proxy !== b.proxy)
    host.primary?.didStart(inner)
    host.secondary?.didStart(inner)
    #expect(log.entries == ["primary", "secondary"])
    a.cancel()
    #expect(host.primary == nil)
    #expect(host.secondary === b.proxy)
  }

  /// A slot's key path is an autoclosure (so that a literal becomes direct
  /// calls of the property's accessors): one given as a variable is the same
  /// slot as the literal, and the argument is evaluated only while the slot
  /// is created, never by installation or cancellation.
  @Test func aSlotFromAKeyPathVariableIsTheLiteralsSlotAndEvaluatesItOnlyWhenCreated() {
    let log = CallLog()
    let host = Downloader()
    let real = RecordingDelegate(log: log)
    host.delegate = real
    let keyPath: ReferenceWritableKeyPath<Downloader, (any DownloaderDelegate)?> = \.delegate
    var evaluations = 0
    func counted() -> ReferenceWritableKeyPath<Downloader, (any DownloaderDelegate)?> {
      evaluations += 1
      return keyPath
    }
    let slot = DelegateSlot(counted(), proxy: DownloaderDelegateProxy.self)
    let evaluationsWhenCreated = evaluations
    #expect(evaluationsWhenCreated > 0)
    let subscription = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("handler") } }
      .install(on: host, at: slot)
    #expect(Downloader.delegateSlot.installedProxy(on: host) === subscription.proxy)
    #expect(host.delegate === subscription.proxy)
    host.start()
    subscription.cancel()
    #expect(host.delegate === real)
    #expect(slot.installedProxy(on: host) == nil)
    #expect(evaluations == evaluationsWhenCreated)
    #expect(log.entries == ["real.didStart", "handler"])
  }

  @Test func theHostKeepsTheProxyAliveAndReleasesEverythingAfterwards() {
    weak var weakHost: Downloader?
    weak var weakProxy: DelegateProxy<any DownloaderDelegate>?
    weak var weakCaptured: Tracker?
    do {
      let host = Downloader()
      let captured = Tracker()
      weakHost = host
      weakCaptured = captured
      let subscription = Delegate(for: DownloaderDelegate.self) {
        On(\.didStart) { _ in captured.touch() }
      }.install(on: host)
      weakProxy = subscription.proxy
      host.start()
      #expect(captured.touches == 1)
    }
    #expect(weakHost == nil)
    AssociatedStorage.compact()
    #expect(weakProxy == nil)
    #expect(weakCaptured == nil, "what handlers captured is freed with the proxy")
  }

  @Test func aHostAtADeadHostsAddressStartsAfreshAndTheDeadHostsSubscriptionsNeverReachIt() {
    // Hosts created and dropped in a loop usually reuse the address of the
    // one before, whose record the registry then gives the new host
    // (keeping its proxy table when it was empty). Every other round leaves
    // its handlers installed when the host dies, so both kinds of record
    // are met. (The allocator decides the addresses, so this asserts the
    // behaviour, whatever the addresses turn out to be.)
    let log = CallLog()
    let definition = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in log.record("handler") } }
    var previous: DelegateSubscription<any DownloaderDelegate>?
    for round in 0..<200 {
      let host = Downloader()
      #expect(host.delegate == nil)
      #expect(Downloader.delegateSlot.installedProxy(on: host) == nil)
      let subscription = definition.install(on: host)
      // The dead host's subscription is inert: cancelling it touches nothing
      // of the new host.
      if let previous {
        #expect(!previous.isActive)
        previous.cancel()
      }
      #expect(subscription.isActive)
      let before = log.entries.count
      host.start()
      #expect(log.entries.count == before + 1)
      if round % 2 == 0 {
        subscription.cancel()
        #expect(host.delegate == nil)
        #expect(Downloader.delegateSlot.installedProxy(on: host) == nil)
        host.start()
        #expect(log.entries.count == before + 1)
      }
      previous = subscription
    }
  }

  @Test func aHandlerCapturingTheHostIsACycleTheDocumentedAPIAvoids() {
    weak var weakHost: Downloader?
    do {
      let host = Downloader()
      weakHost = host
      // The sender parameter gives handlers the host; nothing captures it.
      Delegate(for: DownloaderDelegate.self) { On(\.didStart) { downloader in _ = downloader.name } }
        .install(on: host)
    }
    AssociatedStorage.compact()
    #expect(weakHost == nil)
  }
}
