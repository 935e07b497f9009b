// Test fixture for the model-based tests: hostile deinitialisers.
//
// Every host, real delegate and handler capture of a model run dies through
// `ModelHostility.strike()`, which first records how many library locks its
// thread holds (must be 0: see `Lock.swift`) and then uses the library in
// every way a `deinit` might: it reads the state of every proxy of the run
// (taking the same locks a cancellation, an installation or a dispatch on
// those proxies takes), and installs, dispatches, assigns a real delegate,
// cancels and uses associated storage on a bystander host. The bystander is
// outside the model, so the model's predictions stay exact; the proxies of
// the run are only read, for the same reason.
@testable import DelegateDSL

/// The hostile side of one model run.
final class ModelHostility {
  let probe = DeinitProbe()
  /// The run's proxies, read (never changed) by every strike.
  weak var world: LibraryWorld?
  private let bystander = PingHost()
  private let bystanderReal = CountingPingDelegate()
  private let bystanderSubscription: DelegateSubscription<any PingDelegate>
  private static let key = AssociatedKey<Int>("ModelHostility.strikes")

  init() {
    bystanderSubscription = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: bystander)
  }

  /// How many hostile deinitialisers ran.
  var strikes: Int { probe.deinitCount }

  /// Called by every hostile `deinit`.
  func strike() {
    probe.enter()
    for proxy in world?.proxies.compactMap(\.object) ?? [] {
      _ = proxy.hasHandlers
      _ = proxy.realDelegate
      _ = proxy.description
    }
    let extra = Delegate(for: PingDelegate.self) { On(\.didPing) { _ in } }.install(on: bystander)
    bystander.ping()
    bystanderSubscription.proxy?.realDelegate = bystanderReal
    extra.cancel()
    Self.key.update(on: bystander) { count in count = (count ?? 0) + 1 }
  }

  deinit {
    bystanderSubscription.cancel()
  }
}

/// Captured by every handler of a model run; strikes when the handler dies.
final class HostileCapture {
  let hostility: ModelHostility
  init(_ hostility: ModelHostility) { self.hostility = hostility }
  deinit { hostility.strike() }
}
