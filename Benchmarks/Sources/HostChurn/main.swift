// Host churn: 100,000 hosts, each with an installed definition, then all
// released. Checks that associated storage keeps no entry for a dead host and
// that resident memory returns to within 10% of where it started. Then 10,000
// hosts with a live stream each, released with no compact(): storage and
// memory must come back on their own (issue 21, §2).
//
//   swift run -c release --package-path Benchmarks HostChurn
import DelegateDSL
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

protocol ChurnDelegate: AnyObject {
  func didChurn(_ host: ChurnHost)
}

final class ChurnHost {
  weak var delegate: (any ChurnDelegate)?
}

extension DelegateEvents where Delegate == any ChurnDelegate {
  var didChurn: Event<(ChurnHost) -> Void> { .init() }
}

final class ChurnProxy: DelegateProxy<any ChurnDelegate>, ChurnDelegate {
  func didChurn(_ h: ChurnHost) { send(\.didChurn, h) { $0.didChurn(h) } }
}

extension ChurnHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any ChurnDelegate> {
    DelegateSlot(\ChurnHost.delegate, proxy: ChurnProxy.self)
  }
}

/// Resident set size in bytes, from /proc/self/statm (Linux).
func residentBytes() -> Int {
  #if os(Linux)
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  #else
    return 0
  #endif
}

/// Gives freed heap pages back to the OS, so RSS reflects live memory.
func trimHeap() {
  #if os(Linux)
    // glibc's malloc_trim, looked up at run time: Glibc's module map does not
    // export it.
    typealias MallocTrim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
  #endif
}

func megabytes(_ bytes: Int) -> String {
  let tenths = (bytes * 10) / (1 << 20)
  return "\(tenths / 10).\(tenths % 10) MiB"
}

let hostCount = 100_000
var fired = 0
let handlers = Delegate(for: ChurnDelegate.self) {
  On(\.didChurn) { _ in fired += 1 }
}

// Warm up the runtime and the storage's shards, then take the starting point.
do {
  let host = ChurnHost()
  handlers.install(on: host)
  host.delegate?.didChurn(host)
}
AssociatedStorage.compact()
trimHeap()
let start = residentBytes()
let startEntries = AssociatedStorage.hostCount

var hosts: [ChurnHost] = []
hosts.reserveCapacity(hostCount)
for _ in 0..<hostCount {
  let host = ChurnHost()
  handlers.install(on: host)
  hosts.append(host)
}
for host in hosts { host.delegate?.didChurn(host) }
let peak = residentBytes()
let peakEntries = AssociatedStorage.hostCount

hosts = []
let entriesBeforeSweep = AssociatedStorage.hostCount
let swept = AssociatedStorage.compact()
let entriesAfter = AssociatedStorage.hostCount
trimHeap()
let end = residentBytes()

// Issue 21, §2: 10,000 hosts, each with a live stream, released, and no
// compact(): the reaper (plain hosts) and the obituary (`@ProxyableDelegate`
// hosts) must bring storage and memory back on their own.
final class ManagedChurnHost {
  @ProxyableDelegate var delegate: (any ChurnDelegate)?
}

extension ManagedChurnHost: DelegateHost {
  static var delegateSlot: DelegateSlot<any ChurnDelegate> {
    DelegateSlot(\ManagedChurnHost.delegate, proxy: ChurnProxy.self)
  }
}

let streamHostCount = 10_000

/// Creates `count` hosts with a live stream each on this thread, releases
/// them, and waits (at most 5 s, no compact()) until storage holds no more
/// entries than `baseline`. Returns the entries left and the time it took.
func churnHostsWithStreams(count: Int, managed: Bool, baseline: Int) -> (entries: Int, took: Duration) {
  let clock = ContinuousClock()
  var streams: [AsyncStream<Int>] = []
  streams.reserveCapacity(count)
  do {
    var alive: [AnyObject] = []
    for index in 0..<count {
      if managed {
        let host = ManagedChurnHost()
        streams.append(host.delegateEvents(\.didChurn) { _ in index })
        alive.append(host)
      } else {
        let host = ChurnHost()
        streams.append(host.delegateEvents(\.didChurn) { _ in index })
        alive.append(host)
      }
    }
  }
  // The hosts are gone; their streams are still referenced here.
  let released = clock.now
  while AssociatedStorage.hostCount > baseline, clock.now - released < .seconds(5) {
    usleep(1_000)
  }
  let result = (AssociatedStorage.hostCount, clock.now - released)
  streams = []
  return result
}

/// Runs `body` on a new thread and waits for it. The stream phase runs off
/// the main thread: what the reaper takes from hosts created on the main
/// thread is released on the main actor, which this synchronous top-level
/// code never yields to (an app's main thread does).
final class PhaseResult: @unchecked Sendable {
  // `@unchecked Sendable` is sound: written by the phase's thread before it
  // signals, read by the main thread after the wait.
  var value: (entries: Int, took: Duration) = (0, .zero)
}

var streamPhase: [(label: String, entriesAfter: Int, took: Duration, before: Int, memory: Int)] = []
for managed in [false, true] {
  let baseline = startEntries
  trimHeap()
  let before = residentBytes()
  let result = PhaseResult()
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    result.value = churnHostsWithStreams(count: streamHostCount, managed: managed, baseline: baseline)
    done.signal()
  }
  done.wait()
  trimHeap()
  streamPhase.append(
    (
      managed ? "@ProxyableDelegate hosts" : "plain hosts", result.value.entries, result.value.took, before,
      residentBytes()
    ))
}

let growth = Double(end - start) / Double(max(start, 1))
print("hosts created and released: \(hostCount) (handlers fired \(fired) times)")
print(
  "storage entries: start \(startEntries), peak \(peakEntries), after release \(entriesBeforeSweep), swept \(swept), after compact() \(entriesAfter)"
)
print(
  "resident memory: start \(megabytes(start)), peak \(megabytes(peak)), end \(megabytes(end)) (\(Int(growth * 1000) / 10)% vs start)"
)

var failures: [String] = []
if entriesAfter != 0 { failures.append("storage still holds \(entriesAfter) entries") }
for phase in streamPhase {
  let phaseGrowth = Double(phase.memory - phase.before) / Double(max(phase.before, 1))
  print(
    "\(streamHostCount) \(phase.label) with a stream, released, no compact(): storage entries \(phase.entriesAfter) "
      + "after \(phase.took); resident memory \(megabytes(phase.memory)) (\(Int(phaseGrowth * 1000) / 10)% vs "
      + "\(megabytes(phase.before)) before the phase)")
  if phase.entriesAfter > startEntries {
    failures.append("\(phase.label): storage still holds \(phase.entriesAfter) entries without compact()")
  }
  if phaseGrowth > 0.10 {
    failures.append(
      "\(phase.label): resident memory is \(Int(phaseGrowth * 100))% above the phase's start (budget 10%)")
  }
}
if growth > 0.10 { failures.append("resident memory is \(Int(growth * 100))% above the start (budget 10%)") }
for failure in failures { print("OVER BUDGET: \(failure)") }
exit(failures.isEmpty ? 0 : 1)
