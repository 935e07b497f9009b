// Model-based tests: random sequences of operations (create and release hosts
// and real delegates, install and cancel definitions, assign the real delegate
// through every path, dispatch every kind of event) run against the library
// and against a small reference model written from the documentation. After
// every operation the host properties, proxies, real delegates and
// subscriptions are compared; after every dispatch, the exact call log and the
// combined answer.
//
// Reproducing a failure: every failure names its seed. Run just that sequence
// (its operations are printed) with
//
//   DELEGATEDSL_MODEL_SEED=<seed> swift test --filter ModelBased
//
// Other knobs: DELEGATEDSL_MODEL_SEQUENCES (default 2,000, a tenth under a
// sanitizer; 10,000 for a full run), DELEGATEDSL_MODEL_BASE_SEED (another reproducible stream of seeds), and
// DELEGATEDSL_MODEL_FOREIGN_PROXIES=0 (never assign other hosts' proxies to
// `@ProxyableDelegate` hosts; on by default since the fix described at
// `ModelBasedRegressions` below).
//
// Single-threaded by design. Associated storage is process-wide and other
// suites run in parallel, so nothing here reads global counts.
import DelegateDSL
import Foundation
import Testing

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator fully determined
/// by its seed, so a sequence can be replayed from the seed alone on any
/// platform and toolchain (unlike the standard library's `random(in:)`
/// algorithms, which are not specified).
struct SplitMix64 {
  private(set) var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (multiply-high; the bias is negligible here).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  mutating func percent(_ chance: Int) -> Bool { below(100) < chance }

  mutating func element<Element>(of elements: [Element]) -> Element { elements[below(elements.count)] }
}

// MARK: - Operations

/// A real delegate (`R3`) or a proxy (`P2`), as the model names them. Proxies
/// are numbered in creation order within a sequence.
enum ModelObject: Hashable, CustomStringConvertible {
  case real(Int)
  case proxy(Int)

  var description: String {
    switch self {
    case .real(let id): "R\(id)"
    case .proxy(let id): "P\(id)"
    }
  }
}

/// One handler of a generated definition.
struct HandlerSpec: CustomStringConvertible {
  let id: Int
  let event: ModeledEvent
  let answers: ModeledAnswers

  var description: String {
    event == .ping ? "h\(id):\(event)" : "h\(id):\(event)→\(answers.answer(to: event))"
  }
}

extension ModeledAnswers {
  func answer(to event: ModeledEvent) -> ModeledAnswer {
    switch event {
    case .ping: .void
    case .allowed: .allowed(allowed)
    case .lookup: .lookup(lookup)
    case .total: .total(total)
    }
  }
}

/// The three ways to install a definition; all must behave identically.
enum InstallAPI: CaseIterable {
  /// `install(on:)` through `DelegateHost`.
  case host
  /// `install(on:at:)` with the host's `delegateSlot`.
  case slot
  /// `install(on:at:proxy:)` with a key path.
  case keyPath
}

/// The supported ways to replace a proxy's real delegate.
enum RealDelegatePath: CustomStringConvertible {
  /// `subscription.proxy?.realDelegate = x`
  case proxyProperty(subscription: Int)
  /// `subscription.proxy?.replaceRealDelegate(with: x)`, whose answer is checked.
  case replace(subscription: Int)
  /// `Host.delegateSlot.installedProxy(on: host)?.realDelegate = x`
  case installedProxy(host: Int)

  var description: String {
    switch self {
    case .proxyProperty(let s): "S\(s).proxy?.realDelegate"
    case .replace(let s): "S\(s).proxy?.replaceRealDelegate(with:)"
    case .installedProxy(let h): "installedProxy(on: H\(h))?.realDelegate"
    }
  }
}

enum ModelOperation: CustomStringConvertible {
  case createHost(host: Int, managed: Bool)
  /// Drops the last strong reference to the host, then compacts storage,
  /// optionally detaching its storage first (`AssociatedStorage.removeAll`).
  case releaseHost(host: Int, detachFirst: Bool)
  case createReal(real: Int, answers: ModeledAnswers)
  case releaseReal(real: Int)
  case install(subscription: Int, host: Int, handlers: [HandlerSpec], api: InstallAPI)
  case cancel(subscription: Int)
  /// Drops a subscription without cancelling it.
  case dropSubscription(subscription: Int)
  case setReal(path: RealDelegatePath, value: ModelObject?)
  /// `host.delegate = value`
  case assign(host: Int, value: ModelObject?)
  /// Assigns a `@ProxyableDelegate` host's property on one thread while
  /// another cancels: every order must end as "cancel, then assign".
  case assignDuringCancel(subscription: Int, host: Int, value: ModelObject?)
  case dispatch(host: Int, event: ModeledEvent, value: Int)

  var description: String {
    switch self {
    case .createHost(let h, let managed): "create \(managed ? "@ProxyableDelegate" : "weak-var") host H\(h)"
    case .releaseHost(let h, let detach): "release H\(h)\(detach ? " (after removeAll)" : " (then compact)")"
    case .createReal(let r, let answers): "create real delegate R\(r) answering \(answers)"
    case .releaseReal(let r): "release R\(r)"
    case .install(let s, let h, let handlers, let api): "S\(s) = install \(handlers) on H\(h) via \(api)"
    case .cancel(let s): "S\(s).cancel()"
    case .dropSubscription(let s): "drop S\(s)"
    case .setReal(let path, let value): "\(path) = \(value.map { "\($0)" } ?? "nil")"
    case .assign(let h, let value): "H\(h).delegate = \(value.map { "\($0)" } ?? "nil")"
    case .assignDuringCancel(let s, let h, let value):
      "H\(h).delegate = \(value.map { "\($0)" } ?? "nil") on one thread, S\(s).cancel() on another"
    case .dispatch(let h, let event, let value): "H\(h).\(event)(\(value))"
    }
  }
}

// MARK: - The reference model

/// What the documentation says happens, as plain values: per host its
/// delegate property and registered proxy, per proxy its ordered installation
/// groups and its (weak) real delegate.
struct ReferenceModel {
  enum HostKind { case plain, managed }

  struct Host {
    let kind: HostKind
    var alive = true
    /// The proxy registered for the host's slot (kept alive by the host).
    var proxy: Int?
    /// A plain host's `weak var`; a `@ProxyableDelegate` host's weak part.
    var weakValue: ModelObject?
    /// `@ProxyableDelegate` only: the installed proxy, held strongly.
    var installed: Int?
  }

  struct Group {
    let subscription: Int
    let handlers: [HandlerSpec]
  }

  struct Proxy {
    let host: Int
    /// Installations in installation order, each in declaration order.
    var groups: [Group] = []
    /// Held weakly: see `live(_:)`.
    var real: ModelObject?
  }

  struct Subscription {
    let host: Int
    let proxy: Int
    var dropped = false
  }

  private(set) var hosts: [Host] = []
  private(set) var proxies: [Proxy] = []
  private(set) var realAnswers: [ModeledAnswers] = []
  private(set) var realAlive: [Bool] = []
  private(set) var subscriptions: [Subscription] = []
  /// How often the interesting situations came up.
  private(set) var coverage = ModelCoverage()
  /// A proxy kept alive for the duration of a call (the subscription holds it
  /// while it cancels).
  private var pinned: Int?

  // MARK: Lifetimes

  /// A proxy lives while its live host has it registered, or a live
  /// `@ProxyableDelegate` host holds it; everything else holds it weakly.
  func isAlive(proxy p: Int) -> Bool {
    if p == pinned { return true }
    let owner = hosts[proxies[p].host]
    if owner.alive && owner.proxy == p { return true }
    return hosts.contains { $0.alive && $0.installed == p }
  }

  func isAlive(_ object: ModelObject) -> Bool {
    switch object {
    case .real(let r): realAlive[r]
    case .proxy(let p): isAlive(proxy: p)
    }
  }

  /// A weak reference's value: `nil` once the object is gone.
  func live(_ object: ModelObject?) -> ModelObject? {
    guard let object, isAlive(object) else { return nil }
    return object
  }

  var liveHosts: [Int] { hosts.indices.filter { hosts[$0].alive } }
  var liveReals: [Int] { realAlive.indices.filter { realAlive[$0] } }
  var liveProxies: [Int] { proxies.indices.filter { isAlive(proxy: $0) } }
  var heldSubscriptions: [Int] { subscriptions.indices.filter { !subscriptions[$0].dropped } }

  // MARK: Observations

  /// What the host's delegate property returns.
  func read(_ h: Int) -> ModelObject? {
    if let installed = hosts[h].installed { return .proxy(installed) }
    return live(hosts[h].weakValue)
  }

  func realDelegate(of p: Int) -> ModelObject? { live(proxies[p].real) }

  func hasHandlers(_ p: Int) -> Bool { proxies[p].groups.contains { !$0.handlers.isEmpty } }

  func isActive(_ s: Int) -> Bool {
    let p = subscriptions[s].proxy
    return isAlive(proxy: p) && proxies[p].groups.contains { $0.subscription == s }
  }

  /// The proxy a subscription reaches, while it is alive.
  func proxy(of s: Int) -> Int? {
    let p = subscriptions[s].proxy
    return isAlive(proxy: p) ? p : nil
  }

  func kind(of h: Int) -> HostKind { hosts[h].kind }

  func ownerKind(of p: Int) -> HostKind { hosts[proxies[p].host].kind }

  // MARK: Objects

  mutating func addHost(_ kind: HostKind) -> Int {
    hosts.append(Host(kind: kind))
    return hosts.count - 1
  }

  /// The host is gone, and so is what it kept alive (its storage is
  /// compacted or was detached).
  mutating func releaseHost(_ h: Int) {
    hosts[h].alive = false
    hosts[h].proxy = nil
    hosts[h].installed = nil
  }

  mutating func addReal(_ answers: ModeledAnswers) -> Int {
    realAnswers.append(answers)
    realAlive.append(true)
    return realAnswers.count - 1
  }

  mutating func releaseReal(_ r: Int) { realAlive[r] = false }

  mutating func dropSubscription(_ s: Int) { subscriptions[s].dropped = true }

  // MARK: The real delegate

  /// Whether following real delegates from `start` reaches proxy `p`.
  func leadsBack(to p: Int, from start: ModelObject) -> Bool {
    var current: ModelObject? = start
    var steps = 0
    while let object = current {
      if object == .proxy(p) { return true }
      guard case .proxy(let next) = object, steps <= proxies.count else { return false }
      current = realDelegate(of: next)
      steps += 1
    }
    return false
  }

  /// An assignment that would let `p` reach itself is refused.
  mutating func replaceReal(of p: Int, with value: ModelObject?) -> Bool {
    if let value, leadsBack(to: p, from: value) {
      coverage.refusedAssignments += 1
      return false
    }
    proxies[p].real = value
    return true
  }

  /// Who writes a host's delegate property: the application, or the
  /// library's own installation / last-cancellation write.
  enum WriteOrigin { case application, install, restore }

  /// `host.delegate = value`: a plain host stores it weakly. A
  /// `@ProxyableDelegate` host holds the proxy installation stores there
  /// strongly (assigning it again is a no-op); while it is installed, any
  /// other value, another host's proxy included, becomes the proxy's real
  /// delegate; the last cancellation's write detaches it; otherwise the
  /// property is a plain weak reference.
  mutating func write(_ h: Int, _ value: ModelObject?, origin: WriteOrigin = .application) {
    let before = read(h)
    defer {
      if let p = hosts[h].proxy, before == .proxy(p), read(h) != before { coverage.displacedProxies += 1 }
    }
    guard hosts[h].kind == .managed else {
      hosts[h].weakValue = value
      return
    }
    switch origin {
    case .install:
      if case .proxy(let p)? = value { hosts[h].installed = p }
      return
    case .restore:
      hosts[h].installed = nil
      hosts[h].weakValue = value
      return
    case .application:
      break
    }
    if let installed = hosts[h].installed {
      if case .proxy(let p)? = value, p == installed { return }
      coverage.routedAssignments += 1
      _ = replaceReal(of: installed, with: value)
      return
    }
    hosts[h].weakValue = value
  }

  // MARK: Installation

  /// Adds the handlers to the host's proxy (creating it), then adopts the
  /// property's value as the real delegate unless it already is the proxy.
  mutating func install(on h: Int, handlers: [HandlerSpec]) -> (subscription: Int, proxy: Int, created: Bool) {
    let s = subscriptions.count
    let p: Int
    let created: Bool
    if let existing = hosts[h].proxy {
      (p, created) = (existing, false)
      coverage.reusedProxies += 1
    } else {
      (p, created) = (proxies.count, true)
      proxies.append(Proxy(host: h))
      hosts[h].proxy = p
    }
    proxies[p].groups.append(Group(subscription: s, handlers: handlers))
    subscriptions.append(Subscription(host: h, proxy: p))
    let current = read(h)
    if current != .proxy(p) {
      _ = replaceReal(of: p, with: current)
      write(h, .proxy(p), origin: .install)
    }
    return (s, p, created)
  }

  /// Removes exactly the subscription's handlers. The last cancellation
  /// forgets the proxy and, if the host's property still returns it, writes
  /// the real delegate back.
  mutating func cancel(_ s: Int) {
    let (h, p) = (subscriptions[s].host, subscriptions[s].proxy)
    guard isAlive(proxy: p), let index = proxies[p].groups.firstIndex(where: { $0.subscription == s }) else {
      coverage.inertCancels += 1
      return
    }
    proxies[p].groups.remove(at: index)
    guard hosts[h].alive, proxies[p].groups.isEmpty, hosts[h].proxy == p else { return }
    pinned = p
    defer { pinned = nil }
    hosts[h].proxy = nil
    if read(h) == .proxy(p) {
      coverage.restoredOnLastCancel += 1
      write(h, realDelegate(of: p), origin: .restore)
    }
  }

  // MARK: Dispatch

  /// The calls a host's delegate call makes, in order, and the answer the
  /// host gets (`nil`: the property was empty, nothing was called).
  mutating func dispatch(_ h: Int, _ event: ModeledEvent, _ value: Int) -> (
    calls: [ModeledCall], answer: ModeledAnswer?
  ) {
    guard let target = read(h) else {
      coverage.callsWithoutDelegate += 1
      return ([], nil)
    }
    var calls: [ModeledCall] = []
    let answer = deliver(to: target, event, sender: h, value: value, calls: &calls, depth: 0)
    return (calls, answer)
  }

  /// A proxy calls its live real delegate first (which may be another proxy),
  /// then its handlers in installation order, each installation in
  /// declaration order, and combines every answer.
  private mutating func deliver(
    to object: ModelObject, _ event: ModeledEvent, sender: Int, value: Int, calls: inout [ModeledCall], depth: Int
  ) -> ModeledAnswer {
    switch object {
    case .real(let r):
      calls.append(ModeledCall(callee: .real(r), event: event, sender: sender, value: value))
      return realAnswers[r].answer(to: event)
    case .proxy(let p):
      var answers: [ModeledAnswer] = []
      if proxies[p].real != nil && realDelegate(of: p) == nil { coverage.releasedRealSkipped += 1 }
      if case .proxy? = realDelegate(of: p) { coverage.proxyChains += 1 }
      if let real = realDelegate(of: p), depth < 64 {
        answers.append(deliver(to: real, event, sender: sender, value: value, calls: &calls, depth: depth + 1))
      }
      for group in proxies[p].groups {
        for handler in group.handlers where handler.event == event {
          calls.append(ModeledCall(callee: .handler(handler.id), event: event, sender: sender, value: value))
          answers.append(handler.answers.answer(to: event))
        }
      }
      if answers.count >= 3 && event != .ping { coverage.answersCombined += 1 }
      return Self.combine(answers, for: event)
    }
  }

  /// The documented rules, written independently of `CombineRule`: AND with
  /// default `true`; the first non-nil answer; a left fold of every answer,
  /// the default only when nobody answered.
  static func combine(_ answers: [ModeledAnswer], for event: ModeledEvent) -> ModeledAnswer {
    switch event {
    case .ping:
      return .void
    case .allowed:
      return .allowed(answers.allSatisfy { $0 == .allowed(true) })
    case .lookup:
      for case .lookup(let found?) in answers { return .lookup(found) }
      return .lookup(nil)
    case .total:
      let values = answers.compactMap { answer -> Int? in
        guard case .total(let value) = answer else { return nil }
        return value
      }
      guard let first = values.first else { return .total(ModeledTotal.defaultAnswer) }
      return .total(values.dropFirst().reduce(first, ModeledTotal.fold))
    }
  }
}

/// Counts of the situations the model distinguishes, to show (and check) that
/// random sequences reach them.
struct ModelCoverage {
  var reusedProxies = 0
  var restoredOnLastCancel = 0
  var inertCancels = 0
  var refusedAssignments = 0
  var routedAssignments = 0
  var displacedProxies = 0
  var callsWithoutDelegate = 0
  var releasedRealSkipped = 0
  var proxyChains = 0
  var answersCombined = 0
  var racedAssignments = 0
  var hostileDeinits = 0

  var counts: KeyValuePairs<String, Int> {
    [
      "installs reusing a proxy": reusedProxies,
      "last cancels restoring the real delegate": restoredOnLastCancel,
      "cancels with nothing to remove": inertCancels,
      "refused (cyclic) real delegates": refusedAssignments,
      "@ProxyableDelegate assignments routed to the proxy": routedAssignments,
      "proxies displaced by an assignment": displacedProxies,
      "calls with an empty delegate property": callsWithoutDelegate,
      "released real delegates skipped": releasedRealSkipped,
      "dispatches through a proxy whose real delegate is a proxy": proxyChains,
      "non-void answers combined from 3+ participants": answersCombined,
      "assignments racing a cancellation": racedAssignments,
      "hostile deinitialisers (no library lock held)": hostileDeinits,
    ]
  }

  static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum.reusedProxies += rhs.reusedProxies
    sum.restoredOnLastCancel += rhs.restoredOnLastCancel
    sum.inertCancels += rhs.inertCancels
    sum.refusedAssignments += rhs.refusedAssignments
    sum.routedAssignments += rhs.routedAssignments
    sum.displacedProxies += rhs.displacedProxies
    sum.callsWithoutDelegate += rhs.callsWithoutDelegate
    sum.releasedRealSkipped += rhs.releasedRealSkipped
    sum.proxyChains += rhs.proxyChains
    sum.answersCombined += rhs.answersCombined
    sum.racedAssignments += rhs.racedAssignments
    sum.hostileDeinits += rhs.hostileDeinits
    return sum
  }
}

// MARK: - The library side

/// The real objects of one sequence. Only hosts, real delegates and
/// subscriptions are held strongly, as an application would; proxies are
/// observed through weak references.
final class LibraryWorld {
  struct WeakProxy {
    weak var object: DelegateProxy<any ModeledDelegate>?
  }

  init() { hostility.world = self }

  let log = ModeledCallLog()
  /// Every host, real delegate and handler capture of the run dies through
  /// this (see `ModelHostility`).
  let hostility = ModelHostility()
  var hosts: [Int: any ModeledHost] = [:]
  var reals: [Int: ModeledRealDelegate] = [:]
  var proxies: [WeakProxy] = []
  var subscriptions: [Int: DelegateSubscription<any ModeledDelegate>] = [:]

  /// The library object the model calls `object`.
  func value(_ object: ModelObject?) -> (any ModeledDelegate)? {
    switch object {
    case nil: nil
    case .real(let r): reals[r]
    case .proxy(let p): proxies[p].object as? any ModeledDelegate
    }
  }

  func isSame(_ actual: AnyObject?, _ expected: ModelObject?) -> Bool {
    switch expected {
    case nil: actual == nil
    case .real(let r): actual != nil && actual === reals[r]
    case .proxy(let p): actual != nil && actual === proxies[p].object
    }
  }

  /// The model's name for a library object, for messages.
  func name(of object: AnyObject?) -> String {
    guard let object else { return "nil" }
    if let real = reals.first(where: { $0.value === object }) { return "R\(real.key)" }
    if let p = proxies.firstIndex(where: { $0.object === object }) { return "P\(p)" }
    return "an unknown \(type(of: object))"
  }

  func definition(_ handlers: [HandlerSpec]) -> Delegate<any ModeledDelegate> {
    let (log, hostility) = (log, hostility)
    return Delegate(for: ModeledDelegate.self) {
      for spec in handlers {
        Self.handler(spec, log: log, capturing: HostileCapture(hostility))
      }
    }
  }

  /// One `On` entry that records its call and answers as specified, and
  /// keeps `capture` alive as long as it lives.
  static func handler(
    _ spec: HandlerSpec, log: ModeledCallLog, capturing capture: HostileCapture? = nil
  ) -> Delegate<any ModeledDelegate> {
    let (id, answers) = (spec.id, spec.answers)
    func record(_ event: ModeledEvent, _ sender: Int, _ value: Int) {
      _ = capture
      log.record(ModeledCall(callee: .handler(id), event: event, sender: sender, value: value))
    }
    switch spec.event {
    case .ping:
      return Delegate { On(\.ping) { sender, value in record(.ping, sender, value) } }
    case .allowed:
      return Delegate {
        On(\.allowed) { sender, value in
          record(.allowed, sender, value)
          return answers.allowed
        }
      }
    case .lookup:
      return Delegate {
        On(\.lookup) { sender, value in
          record(.lookup, sender, value)
          return answers.lookup
        }
      }
    case .total:
      return Delegate {
        On(\.total) { sender, value in
          record(.total, sender, value)
          return answers.total
        }
      }
    }
  }

  func install(
    _ definition: Delegate<any ModeledDelegate>, on host: any ModeledHost, api: InstallAPI
  ) -> DelegateSubscription<any ModeledDelegate> {
    if let host = host as? ModeledPlainHost {
      switch api {
      case .host: definition.install(on: host)
      case .slot: definition.install(on: host, at: ModeledPlainHost.delegateSlot)
      case .keyPath: definition.install(on: host, at: \.delegate, proxy: ModeledDelegateProxy.self)
      }
    } else if let host = host as? ModeledManagedHost {
      switch api {
      case .host: definition.install(on: host)
      case .slot: definition.install(on: host, at: ModeledManagedHost.delegateSlot)
      case .keyPath: definition.install(on: host, at: \.delegate, proxy: ModeledDelegateProxy.self)
      }
    } else {
      preconditionFailure("unknown host type \(type(of: host))")
    }
  }

  func installedProxy(on host: any ModeledHost) -> DelegateProxy<any ModeledDelegate>? {
    host is ModeledPlainHost
      ? ModeledPlainHost.delegateSlot.installedProxy(on: host)
      : ModeledManagedHost.delegateSlot.installedProxy(on: host)
  }

  /// Releases everything, detaching storage first so nothing of this
  /// sequence lingers in the process-wide table.
  func tearDown() {
    subscriptions.removeAll()
    for host in hosts.values { AssociatedStorage.removeAll(from: host) }
    hosts.removeAll()
    reals.removeAll()
    AssociatedStorage.compact()
  }
}

// MARK: - One sequence

/// Generates and runs one sequence: each operation is chosen from the model's
/// state, applied to the model and to the library, and checked.
final class ModelRun {
  let seed: UInt64
  /// Also assign proxies of other hosts to `@ProxyableDelegate` hosts (see
  /// `ModelBasedKnownIssues`).
  let foreignProxies: Bool
  private var random: SplitMix64
  private var model = ReferenceModel()
  private let world = LibraryWorld()
  private var nextHandler = 0
  private(set) var operations: [ModelOperation] = []
  private(set) var dispatches = 0
  private(set) var failure: String?

  /// The model's coverage, plus what only the library side can count.
  var coverage: ModelCoverage {
    var coverage = model.coverage
    coverage.racedAssignments = racedAssignments
    coverage.hostileDeinits = world.hostility.strikes
    return coverage
  }
  private var racedAssignments = 0

  init(seed: UInt64, foreignProxies: Bool = false) {
    self.seed = seed
    self.foreignProxies = foreignProxies
    random = SplitMix64(seed: seed)
  }

  /// Runs 20–60 operations, stopping at the first divergence.
  func run() {
    let length = 20 + random.below(41)
    for step in 0..<length {
      let operation = nextOperation()
      operations.append(operation)
      perform(operation, step: step)
      if failure == nil { checkState(step: step) }
      if failure != nil { break }
    }
    world.tearDown()
    let depth = world.hostility.probe.deepestLockDepth
    if depth != 0 {
      fail(length, "the library locks held while a deinit ran", expected: "0", actual: "\(depth)")
    }
  }

  // MARK: Checking

  private func fail(_ step: Int, _ what: String, expected: String, actual: String) {
    guard failure == nil else { return }
    let steps = operations.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    let rerun = "DELEGATEDSL_MODEL_SEED=\(seed)" + (foreignProxies ? "" : " DELEGATEDSL_MODEL_FOREIGN_PROXIES=0")
    failure = """
      seed \(seed), step \(step): \(what): expected \(expected), got \(actual)
      Rerun this sequence alone: \(rerun) swift test --filter ModelBased
      Operations:
      \(steps)
      """
  }

  private func expectSame(
    _ actual: AnyObject?, _ expected: ModelObject?, _ step: Int, _ what: @autoclosure () -> String
  ) {
    guard !world.isSame(actual, expected) else { return }
    fail(step, what(), expected: expected.map { "\($0)" } ?? "nil", actual: world.name(of: actual))
  }

  private func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ step: Int, _ what: @autoclosure () -> String
  ) {
    guard actual != expected else { return }
    fail(step, what(), expected: "\(expected)", actual: "\(actual)")
  }

  /// Every observable piece of state against the model.
  private func checkState(step: Int) {
    for h in model.liveHosts {
      guard let host = world.hosts[h] else { preconditionFailure("H\(h) is not in the world") }
      expectSame(host.delegate.map { $0 as AnyObject }, model.read(h), step, "H\(h).delegate")
      expectSame(
        world.installedProxy(on: host), model.hosts[h].proxy.map(ModelObject.proxy), step, "installedProxy(on: H\(h))")
    }
    for p in model.proxies.indices {
      let alive = model.isAlive(proxy: p)
      guard let proxy = world.proxies[p].object else {
        if alive { fail(step, "P\(p) is alive", expected: "alive", actual: "deallocated") }
        continue
      }
      guard alive else {
        fail(step, "P\(p) is released", expected: "deallocated", actual: "alive")
        continue
      }
      expectSame(proxy.realDelegate.map { $0 as AnyObject }, model.realDelegate(of: p), step, "P\(p).realDelegate")
      expectEqual(proxy.hasHandlers, model.hasHandlers(p), step, "P\(p).hasHandlers")
    }
    for s in model.heldSubscriptions {
      guard let subscription = world.subscriptions[s] else { preconditionFailure("S\(s) is not in the world") }
      expectEqual(subscription.isActive, model.isActive(s), step, "S\(s).isActive")
      expectSame(subscription.proxy, model.proxy(of: s).map(ModelObject.proxy), step, "S\(s).proxy")
    }
  }

  // MARK: Performing

  /// Compacts again, for a bounded time, while a proxy the model says is
  /// released is still alive. Other tests sweep associated storage
  /// concurrently: a sweep that loaded the host an instant before its owner
  /// (this test) let go holds it for a few instructions more, and the host
  /// then dies, as documented, where that sweep releases it (see
  /// `HostRegistry`), after this test's own compaction ran. The next
  /// compaction finds it dead. A proxy still alive after the deadline fails
  /// the check that follows.
  private func awaitSweptProxies() {
    let deadline = Date().addingTimeInterval(2)
    func pending() -> Bool {
      model.proxies.indices.contains { !model.isAlive(proxy: $0) && world.proxies[$0].object != nil }
    }
    while pending(), Date() < deadline {
      usleep(1_000)
      AssociatedStorage.compact()
    }
  }

  private func perform(_ operation: ModelOperation, step: Int) {
    switch operation {
    case .createHost(let h, let managed):
      world.hosts[h] =
        managed
        ? ModeledManagedHost(id: h, hostility: world.hostility) : ModeledPlainHost(id: h, hostility: world.hostility)
    case .releaseHost(let h, let detachFirst):
      model.releaseHost(h)
      if detachFirst, let host = world.hosts[h] { AssociatedStorage.removeAll(from: host) }
      world.hosts[h] = nil
      // `removeAll` leaves the library's own proxies attached (they are what
      // the host calls), so a compaction releases them in both variants.
      AssociatedStorage.compact()
      awaitSweptProxies()
    case .createReal(let r, let answers):
      world.reals[r] = ModeledRealDelegate(id: r, answers: answers, log: world.log, hostility: world.hostility)
    case .releaseReal(let r):
      model.releaseReal(r)
      world.reals[r] = nil
    case .install(let s, let h, let handlers, let api):
      performInstall(s, on: h, handlers: handlers, api: api, step: step)
    case .cancel(let s):
      model.cancel(s)
      world.subscriptions[s]?.cancel()
    case .dropSubscription(let s):
      model.dropSubscription(s)
      world.subscriptions[s] = nil
    case .setReal(let path, let value):
      performSetReal(path, value, step: step)
    case .assign(let h, let value):
      model.write(h, value)
      world.hosts[h]?.delegate = world.value(value)
    case .dispatch(let h, let event, let value):
      performDispatch(event, on: h, value: value, step: step)
    case .assignDuringCancel(let s, let h, let value):
      racedAssignments += 1
      model.cancel(s)
      model.write(h, value)
      guard let host = world.hosts[h], let subscription = world.subscriptions[s] else {
        preconditionFailure("H\(h) or S\(s) is not in the world")
      }
      let newValue = world.value(value)
      // `nonisolated(unsafe)` is sound: each of the two iterations touches
      // only one of these, and `concurrentPerform` returns after both.
      nonisolated(unsafe) let (unsafeHost, unsafeSubscription, unsafeValue) = (host, subscription, newValue)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { unsafeSubscription.cancel() } else { unsafeHost.delegate = unsafeValue }
      }
    }
  }

  private func performInstall(_ s: Int, on h: Int, handlers: [HandlerSpec], api: InstallAPI, step: Int) {
    let expected = model.install(on: h, handlers: handlers)
    precondition(expected.subscription == s)
    guard let host = world.hosts[h] else { preconditionFailure("H\(h) is not in the world") }
    let subscription = world.install(world.definition(handlers), on: host, api: api)
    world.subscriptions[s] = subscription
    if expected.created {
      precondition(expected.proxy == world.proxies.count)
      let known = world.proxies.contains { $0.object != nil && $0.object === subscription.proxy }
      if known || subscription.proxy == nil {
        fail(step, "S\(s).proxy", expected: "a new proxy", actual: world.name(of: subscription.proxy))
      }
      world.proxies.append(LibraryWorld.WeakProxy(object: subscription.proxy))
    } else {
      expectSame(subscription.proxy, .proxy(expected.proxy), step, "S\(s).proxy")
    }
  }

  private func performSetReal(_ path: RealDelegatePath, _ value: ModelObject?, step: Int) {
    let target: Int?
    switch path {
    case .proxyProperty(let s), .replace(let s): target = model.proxy(of: s)
    case .installedProxy(let h): target = model.hosts[h].proxy
    }
    let expected = target.map { model.replaceReal(of: $0, with: value) }
    let newValue = world.value(value)
    switch path {
    case .proxyProperty(let s):
      world.subscriptions[s]?.proxy?.realDelegate = newValue
    case .replace(let s):
      let accepted = world.subscriptions[s]?.proxy?.replaceRealDelegate(with: newValue)
      expectEqual(accepted, expected, step, "the answer of replaceRealDelegate(with:)")
    case .installedProxy(let h):
      guard let host = world.hosts[h] else { preconditionFailure("H\(h) is not in the world") }
      world.installedProxy(on: host)?.realDelegate = newValue
    }
  }

  private func performDispatch(_ event: ModeledEvent, on h: Int, value: Int, step: Int) {
    dispatches += 1
    let expected = model.dispatch(h, event, value)
    guard let host = world.hosts[h] else { preconditionFailure("H\(h) is not in the world") }
    let answer = host.dispatch(event, value: value)
    let calls = world.log.take()
    expectEqual(calls, expected.calls, step, "the calls of H\(h).\(event)")
    expectEqual(answer, expected.answer, step, "the answer of H\(h).\(event)")
  }

  // MARK: Generating

  private enum Kind {
    case createHost, releaseHost, createReal, releaseReal, install, cancel, drop, setReal, assign, dispatch
    case assignDuringCancel
  }

  private func nextOperation() -> ModelOperation {
    let hosts = model.liveHosts
    let reals = model.liveReals
    let subscriptions = model.heldSubscriptions
    let racingSubscriptions = subscriptions.filter { s in
      let h = model.subscriptions[s].host
      return model.hosts[h].alive && model.kind(of: h) == .managed
    }
    let weights: [(Kind, Int)] = [
      (.createHost, hosts.count >= 4 ? 0 : hosts.isEmpty ? 40 : 4),
      (.releaseHost, hosts.isEmpty ? 0 : 2),
      (.createReal, reals.count >= 4 ? 0 : reals.isEmpty ? 8 : 4),
      (.releaseReal, reals.isEmpty ? 0 : 3),
      (.install, hosts.isEmpty ? 0 : 14),
      (.cancel, subscriptions.isEmpty ? 0 : 8),
      (.drop, subscriptions.isEmpty ? 0 : 1),
      (.setReal, hosts.isEmpty && subscriptions.isEmpty ? 0 : 8),
      (.assign, hosts.isEmpty ? 0 : 8),
      (.dispatch, hosts.isEmpty ? 0 : 25),
      (.assignDuringCancel, racingSubscriptions.isEmpty ? 0 : 6),
    ]
    var roll = random.below(weights.reduce(0) { $0 + $1.1 })
    for (kind, weight) in weights {
      if kind == .assignDuringCancel, roll < weight {
        let s = random.element(of: racingSubscriptions)
        let reals = model.liveReals
        let value: ModelObject? = reals.isEmpty || random.percent(20) ? nil : .real(random.element(of: reals))
        return .assignDuringCancel(subscription: s, host: model.subscriptions[s].host, value: value)
      }
      if roll < weight { return operation(kind, hosts: hosts, reals: reals, subscriptions: subscriptions) }
      roll -= weight
    }
    preconditionFailure("unreachable")
  }

  private func operation(_ kind: Kind, hosts: [Int], reals: [Int], subscriptions: [Int]) -> ModelOperation {
    switch kind {
    case .createHost:
      let managed = random.percent(50)
      let h = model.addHost(managed ? .managed : .plain)
      return .createHost(host: h, managed: managed)
    case .releaseHost:
      return .releaseHost(host: random.element(of: hosts), detachFirst: random.percent(50))
    case .createReal:
      let answers = randomAnswers()
      return .createReal(real: model.addReal(answers), answers: answers)
    case .releaseReal:
      return .releaseReal(real: random.element(of: reals))
    case .install:
      let handlers = (0..<random.below(4)).map { _ in randomHandler() }
      let h = random.element(of: hosts)
      let api = random.element(of: InstallAPI.allCases)
      return .install(subscription: model.subscriptions.count, host: h, handlers: handlers, api: api)
    case .cancel:
      return .cancel(subscription: random.element(of: subscriptions))
    case .drop:
      return .dropSubscription(subscription: random.element(of: subscriptions))
    case .setReal:
      return randomSetReal(hosts: hosts, subscriptions: subscriptions)
    case .assign:
      let h = random.element(of: hosts)
      return .assign(host: h, value: randomValue(proxies: candidateProxies(forHost: h)))
    case .assignDuringCancel:
      preconditionFailure("generated in nextOperation()")
    case .dispatch:
      // Mostly hosts whose property is set: calls into nothing teach little.
      let connected = hosts.filter { model.read($0) != nil }
      let h = random.element(of: connected.isEmpty || random.percent(15) ? hosts : connected)
      return .dispatch(host: h, event: random.element(of: ModeledEvent.allCases), value: random.below(1000))
    }
  }

  private func randomSetReal(hosts: [Int], subscriptions: [Int]) -> ModelOperation {
    let path: RealDelegatePath
    let target: Int?
    if subscriptions.isEmpty || (!hosts.isEmpty && random.percent(25)) {
      let h = random.element(of: hosts)
      (path, target) = (.installedProxy(host: h), model.hosts[h].proxy)
    } else {
      let s = random.element(of: subscriptions)
      path = random.percent(50) ? .proxyProperty(subscription: s) : .replace(subscription: s)
      target = model.proxy(of: s)
    }
    return .setReal(path: path, value: randomValue(proxies: candidateProxies(forProxy: target)))
  }

  /// Proxies that may be assigned to host `h`'s property. By default a
  /// `@ProxyableDelegate` host only ever gets its own proxy (see
  /// `ModelBasedKnownIssues`).
  private func candidateProxies(forHost h: Int) -> [Int] {
    let proxies = model.liveProxies
    guard !foreignProxies, model.kind(of: h) == .managed else { return proxies }
    return proxies.filter { $0 == model.hosts[h].proxy }
  }

  /// Proxies that may become proxy `p`'s real delegate. By default a
  /// `@ProxyableDelegate` host's proxy only gets itself (always refused),
  /// because cancelling would write any other proxy back into the property.
  private func candidateProxies(forProxy p: Int?) -> [Int] {
    let proxies = model.liveProxies
    guard !foreignProxies, let p, model.ownerKind(of: p) == .managed else { return proxies }
    return [p]
  }

  /// `nil`, a live real delegate, or a live proxy.
  private func randomValue(proxies: [Int]) -> ModelObject? {
    let reals = model.liveReals
    let roll = random.below(100)
    if roll < 15 { return nil }
    if roll < 60, !reals.isEmpty { return .real(random.element(of: reals)) }
    if !proxies.isEmpty { return .proxy(random.element(of: proxies)) }
    return reals.isEmpty ? nil : .real(random.element(of: reals))
  }

  private func randomAnswers() -> ModeledAnswers {
    ModeledAnswers(
      allowed: random.percent(80), lookup: random.percent(50) ? nil : random.below(50), total: random.below(100))
  }

  private func randomHandler() -> HandlerSpec {
    nextHandler += 1
    return HandlerSpec(id: nextHandler, event: random.element(of: ModeledEvent.allCases), answers: randomAnswers())
  }
}

// MARK: - Configuration

struct ModelConfiguration {
  /// 2,000, a tenth under a sanitizer (see `StressScale`): 2,000 sequences
  /// took 818 s under ThreadSanitizer on a loaded 2-core machine, the
  /// longest test of the run, and they are single-threaded, which a
  /// thread sanitizer learns little from.
  static let defaultSequences = StressScale.rounds(2_000)
  static let defaultBaseSeed: UInt64 = 0x0DE1_E6A7_E5EE_D000

  var sequences = defaultSequences
  var baseSeed = defaultBaseSeed
  /// One sequence to replay, from DELEGATEDSL_MODEL_SEED.
  var replay: UInt64?
  var foreignProxies = true

  static func fromEnvironment() -> Self {
    let environment = ProcessInfo.processInfo.environment
    var configuration = Self()
    if let text = environment["DELEGATEDSL_MODEL_SEQUENCES"], let count = Int(text), count > 0 {
      configuration.sequences = count
    }
    if let text = environment["DELEGATEDSL_MODEL_BASE_SEED"], let seed = parse(text) { configuration.baseSeed = seed }
    if let text = environment["DELEGATEDSL_MODEL_SEED"], let seed = parse(text) { configuration.replay = seed }
    configuration.foreignProxies = environment["DELEGATEDSL_MODEL_FOREIGN_PROXIES"] != "0"
    return configuration
  }

  /// Decimal, or hexadecimal with `0x`.
  static func parse(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  /// The seeds to run: the replayed one, or a stream derived from the base.
  var seeds: [UInt64] {
    if let replay { return [replay] }
    var generator = SplitMix64(seed: baseSeed)
    return (0..<sequences).map { _ in generator.next() }
  }
}

// MARK: - Tests

@Suite("Model-based: random operation sequences agree with a reference model")
struct ModelBasedTests {
  @Test func randomSequencesAgreeWithTheReferenceModel() {
    let configuration = ModelConfiguration.fromEnvironment()
    let seeds = configuration.seeds
    let clock = ContinuousClock()
    let start = clock.now
    var (sequences, operations, dispatches, failures) = (0, 0, 0, 0)
    var coverage = ModelCoverage()
    for seed in seeds {
      let run = ModelRun(seed: seed, foreignProxies: configuration.foreignProxies)
      run.run()
      sequences += 1
      operations += run.operations.count
      dispatches += run.dispatches
      coverage = coverage + run.coverage
      if configuration.replay != nil {
        print(
          "ModelBased: seed \(seed):\n" + run.operations.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n"))
      }
      if let failure = run.failure {
        Issue.record(Comment(rawValue: failure))
        failures += 1
        if failures == 3 { break }
      }
    }
    let elapsed = clock.now - start
    print(
      "ModelBased: \(sequences) sequences, \(operations) operations, \(dispatches) dispatches, "
        + "\(failures) divergent sequences, in \(elapsed) (DELEGATEDSL_MODEL_SEQUENCES=\(configuration.sequences))\n"
        + coverage.counts.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
    guard failures == 0 else { return }
    #expect(sequences == seeds.count)
    if configuration.replay == nil && sequences >= 1_000 {
      for (situation, count) in coverage.counts {
        #expect(count > 0, "the generator no longer reaches: \(situation)")
      }
    }
  }

  @Test func aSeedReplaysTheSameSequence() {
    for seed: UInt64 in [0, 1, 0xDEAD_BEEF, .max] {
      let first = ModelRun(seed: seed)
      let second = ModelRun(seed: seed)
      first.run()
      second.run()
      #expect(first.failure == nil, "seed \(seed)")
      #expect(first.operations.map(\.description) == second.operations.map(\.description), "seed \(seed)")
      #expect(first.operations.count >= 20, "seed \(seed)")
    }
  }

  @Test func theGeneratorIsSplitMix64() {
    // The published first outputs for seed 0, so seeds printed today replay
    // the same sequences on any platform and toolchain tomorrow.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }
}

// MARK: - Regressions found by the model

/// Divergences the model found, reduced to a few lines each. They had one
/// cause: `ProxyableDelegate`'s setter treated *any* proxy it was given as the
/// proxy installation stored, holding it strongly and from then on routing
/// assignments into it, even when it belonged to another host. Assigning
/// another host's delegate (`b.delegate = a.delegate`, which returns `a`'s
/// proxy while `a` has handlers) is ordinary application code, and cancelling
/// could do the same when the real delegate was a proxy. The fix: the library
/// marks its own writes (`ProxyRegistry.currentWrite`), and the property
/// trusts only those. DELEGATEDSL_MODEL_FOREIGN_PROXIES=1 makes the random
/// sequences exercise these paths too.
@Suite("Model-based regressions: @ProxyableDelegate and another host's proxy")
struct ModelBasedRegressions {
  static let answers = ModeledAnswers(allowed: true, lookup: nil, total: 1)

  /// A weak-var host `a` with one handler, whose delegate property therefore
  /// returns `a`'s proxy.
  static func hostWithHandler(log: ModeledCallLog) -> (ModeledPlainHost, DelegateSubscription<any ModeledDelegate>) {
    let a = ModeledPlainHost(id: 0)
    let subscription = Delegate(for: ModeledDelegate.self) {
      On(\.ping) { sender, value in
        log.record(ModeledCall(callee: .handler(1), event: .ping, sender: sender, value: value))
      }
    }.install(on: a)
    return (a, subscription)
  }

  @Test func assigningAfterAnotherHostsProxyChangesThatHostsRealDelegate() {
    let log = ModeledCallLog()
    let (a, subscription) = Self.hostWithHandler(log: log)
    let real = ModeledRealDelegate(id: 0, answers: Self.answers, log: log)
    let b = ModeledManagedHost(id: 1)  // nothing installed on b
    b.delegate = a.delegate  // b now calls a's proxy, as a plain weak var would
    b.delegate = real  // …and now `real`, as documented ("an ordinary weak reference")
    #expect(b.delegate === real)
    #expect(subscription.proxy?.realDelegate == nil, "assigning b.delegate must not touch a's real delegate")
    a.delegate?.ping(0, 1)
    #expect(log.calls == [ModeledCall(callee: .handler(1), event: .ping, sender: 0, value: 1)])
  }

  @Test func aProxyableDelegateHoldsAnotherHostsProxyStrongly() {
    weak var weakProxy: DelegateProxy<any ModeledDelegate>?
    let b = ModeledManagedHost(id: 1)
    do {
      let (a, subscription) = Self.hostWithHandler(log: ModeledCallLog())
      weakProxy = subscription.proxy
      b.delegate = a.delegate
      AssociatedStorage.removeAll(from: a)  // a goes away…
    }
    AssociatedStorage.compact()  // …and its storage with it
    #expect(weakProxy == nil, "without installations the property is an ordinary weak reference")
  }

  @Test func assigningAnotherHostsProxyWhileHandlersAreInstalledDisconnectsThem() {
    let log = ModeledCallLog()
    let (a, _) = Self.hostWithHandler(log: log)
    let b = ModeledManagedHost(id: 1)
    let subscription = Delegate(for: ModeledDelegate.self) {
      On(\.ping) { sender, value in
        log.record(ModeledCall(callee: .handler(2), event: .ping, sender: sender, value: value))
      }
    }.install(on: b)
    b.delegate = a.delegate  // documented: a's proxy becomes b's real delegate; b's handlers keep firing
    b.delegate?.ping(1, 7)
    #expect(b.delegate === subscription.proxy)
    #expect(
      log.calls == [
        ModeledCall(callee: .handler(1), event: .ping, sender: 1, value: 7),
        ModeledCall(callee: .handler(2), event: .ping, sender: 1, value: 7),
      ])
  }

  @Test func cancellingWritesAProxyRealDelegateBackAsAnInstalledProxy() {
    let log = ModeledCallLog()
    let (a, aSubscription) = Self.hostWithHandler(log: log)
    let b = ModeledManagedHost(id: 1)
    let subscription = Delegate(for: ModeledDelegate.self) { On(\.ping) { _, _ in } }.install(on: b)
    subscription.proxy?.realDelegate = a.delegate  // b's proxy forwards to a's: fine
    subscription.cancel()  // documented: b.delegate is a's proxy again, held weakly
    #expect(b.delegate === aSubscription.proxy)
    let real = ModeledRealDelegate(id: 0, answers: Self.answers, log: log)
    b.delegate = real
    #expect(b.delegate === real)
    #expect(aSubscription.proxy?.realDelegate == nil, "assigning b.delegate must not touch a's real delegate")
  }
}
