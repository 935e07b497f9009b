// Memory per installed host: the heap blocks and bytes a host costs once a
// definition is installed on it, before and after the first dispatch of each
// event, against the hand-written equivalent (a class holding the weak real
// delegate and one closure per event), for definitions of 1, 2, 10 and 40
// events; and what one host keeps through 10,000 install/cancel rounds.
//
// Method: the executable links `MallocCounter`, which replaces malloc and its
// family for the whole process and counts every live block at its usable
// size (`malloc_usable_size`). Each figure is the difference of the counters
// over `hosts` hosts, divided by `hosts`: exact, and independent of load.
// One definition is built per case and installed on every host (a
// definition's own objects are not a host's cost); each installation's
// subscription is kept, as an app keeps it to cancel. Dead hosts of earlier
// cases are swept (`AssociatedStorage.compact()`) before each count. The
// associated storage's shard dictionaries, which hold a record per host,
// still grow during a case: their blocks (8 KB and more, about 70 bytes per
// host) are in the figures, amortized (see the Performance article's
// accounting).
//
//   swift run -c release --package-path Benchmarks HostMemory [--hosts N]
//
// Prints one tab-separated line per figure (read by `Scripts/benchmark-report`):
//   memory  <case>  <events>  <bytes per host>  <blocks per host>  <allocations per host>
// and, for the installed definitions, the blocks a host holds by usable size:
//   sizes  <events>  <usable size>  <blocks per host>
import DelegateDSL
import MallocCounter
import MemoryFixtures

struct Counters {
  let bytes: Int64
  let blocks: Int64
  let allocations: Int64

  /// Live blocks by usable size, in 8-byte steps up to 8 KB.
  static func sizes() -> [Int64] {
    (0...1024).map { malloc_counter_live_of_size(Int64($0 * 8)) }
  }

  static var now: Counters {
    Counters(
      bytes: malloc_counter_live_bytes(), blocks: malloc_counter_live_blocks(),
      allocations: malloc_counter_allocations())
  }
}

func report(_ name: String, _ events: Int, from start: Counters, to end: Counters, per count: Int) {
  let bytes = Double(end.bytes - start.bytes) / Double(count)
  let blocks = Double(end.blocks - start.blocks) / Double(count)
  let allocations = Double(end.allocations - start.allocations) / Double(count)
  print("memory\t\(name)\t\(events)\t\(bytes)\t\(blocks)\t\(allocations)")
}

/// Hosts, each with its real delegate as its delegate.
func makeHosts(_ count: Int) -> (hosts: [PanelHost], reals: [PanelRealDelegate]) {
  var hosts: [PanelHost] = []
  var reals: [PanelRealDelegate] = []
  hosts.reserveCapacity(count)
  reals.reserveCapacity(count)
  for _ in 0..<count {
    let host = PanelHost()
    let real = PanelRealDelegate()
    host.delegate = real
    hosts.append(host)
    reals.append(real)
  }
  return (hosts, reals)
}

@inline(never)
func fireAll(_ hosts: [PanelHost], events: Int) {
  for host in hosts { for event in 1...events { host.fire(event) } }
}

func measureDSL(events: Int, hosts count: Int) {
  let definition = panelDefinition(events: events)
  // Warm up: one host through every phase, so that one-time work (metadata,
  // the definition's plan and first snapshot, lazy globals) is not counted.
  do {
    let (warm, _) = makeHosts(1)
    let subscription = definition.install(on: warm[0])
    fireAll(warm, events: events)
    fireAll(warm, events: events)
    subscription.cancel()
  }
  let (hosts, reals) = makeHosts(count)
  var subscriptions: [DelegateSubscription<any PanelDelegate>] = []
  subscriptions.reserveCapacity(count)
  AssociatedStorage.compact()
  let start = Counters.now
  let sizesBefore = Counters.sizes()
  for host in hosts { subscriptions.append(definition.install(on: host)) }
  let installed = Counters.now
  fireAll(hosts, events: events)
  let dispatched = Counters.now
  // Blocks per host by usable size, after the dispatches.
  for (step, (before, after)) in zip(sizesBefore, Counters.sizes()).enumerated()
  where Double(after - before) / Double(count) >= 0.5 {
    print("sizes\t\(events)\t\(step * 8)\t\(Double(after - before) / Double(count))")
  }
  fireAll(hosts, events: events)
  let again = Counters.now
  report("DSL installed", events, from: start, to: installed, per: count)
  report("DSL dispatched", events, from: start, to: dispatched, per: count)
  report("DSL first dispatches", events, from: installed, to: dispatched, per: count * events)
  report("DSL later dispatches", events, from: dispatched, to: again, per: count * events)
  withExtendedLifetime((hosts, reals, subscriptions)) {}
}

func measureHandWritten(events: Int, hosts count: Int) {
  do {
    let (warm, _) = makeHosts(1)
    let delegate = handWritten(events: events, real: warm[0].delegate)
    warm[0].keeper = delegate
    warm[0].delegate = delegate
    fireAll(warm, events: events)
  }
  let (hosts, reals) = makeHosts(count)
  AssociatedStorage.compact()
  let start = Counters.now
  for host in hosts {
    let delegate = handWritten(events: events, real: host.delegate)
    host.keeper = delegate
    host.delegate = delegate
  }
  let installed = Counters.now
  fireAll(hosts, events: events)
  let dispatched = Counters.now
  report("hand-written installed", events, from: start, to: installed, per: count)
  report("hand-written dispatched", events, from: start, to: dispatched, per: count)
  withExtendedLifetime((hosts, reals)) {}
}

/// One host through `rounds` rounds of install, a dispatch of every event and
/// cancel: what the host holds afterwards, against what it held after the
/// first round.
func measureChurn(events: Int, rounds: Int) {
  let definition = panelDefinition(events: events)
  let (hosts, reals) = makeHosts(1)
  func round(_ hosts: [PanelHost]) {
    let subscription = definition.install(on: hosts[0])
    fireAll(hosts, events: events)
    subscription.cancel()
  }
  // Warm up on another host: the definition's one-time work.
  round(makeHosts(1).hosts)
  AssociatedStorage.compact()
  let start = Counters.now
  round(hosts)
  let first = Counters.now
  for _ in 1..<rounds { round(hosts) }
  let last = Counters.now
  report("DSL after 1 install/cancel round", events, from: start, to: first, per: 1)
  report("DSL growth over \(rounds - 1) more rounds", events, from: first, to: last, per: 1)
  withExtendedLifetime((hosts, reals)) {}
}

guard malloc_counter_available() != 0 else {
  fatalError("HostMemory: the counting allocator needs Linux with glibc")
}
var hostCount = 2000
if let position = CommandLine.arguments.firstIndex(of: "--hosts"), position + 1 < CommandLine.arguments.count,
  let value = Int(CommandLine.arguments[position + 1])
{
  hostCount = value
}
// One round of installations first: one-time work of the storage.
do {
  let (hosts, _) = makeHosts(2 * hostCount)
  let definition = panelDefinition(events: 1)
  for host in hosts { definition.install(on: host) }
}
AssociatedStorage.compact()
for events in [1, 2, 10, 40] {
  measureHandWritten(events: events, hosts: hostCount)
  measureDSL(events: events, hosts: hostCount)
  measureChurn(events: events, rounds: 10_000)
}
