import DelegateDSL
import Dispatch
import Testing

final class Host: Sendable {}

@Suite("Associated storage")
struct AssociatedStorageTests {
  static let count = AssociatedKey<Int>("count")
  static let label = AssociatedKey<String>("label")
  static let owner = AssociatedKey<Tracker>("owner", policy: .weak)

  @Test func attachReadAndDetachStrongValues() {
    let host = Host()
    #expect(Self.count[host] == nil)
    Self.count[host] = 3
    Self.label[host] = "three"
    #expect(Self.count[host] == 3)
    #expect(Self.label[host] == "three")
    #expect(Self.count.removeValue(from: host) == 3)
    #expect(Self.count[host] == nil)
    #expect(Self.label[host] == "three", "keys never collide")
    AssociatedStorage.removeAll(from: host)
    #expect(Self.label[host] == nil)
  }

  @Test func keysAreDistinctByIdentityEvenWithTheSameName() {
    let host = Host()
    let a = AssociatedKey<Int>("same")
    let b = AssociatedKey<Int>("same")
    a[host] = 1
    b[host] = 2
    #expect(a[host] == 1)
    #expect(b[host] == 2)
  }

  @Test func weakValuesDoNotKeepTheirObjectAlive() {
    let host = Host()
    var tracker: Tracker? = Tracker()
    Self.owner[host] = tracker
    #expect(Self.owner[host] === tracker)
    tracker = nil
    #expect(Self.owner[host] == nil)
  }

  @Test func strongValuesAreReleasedWithTheirHost() {
    weak var weakTracker: Tracker?
    do {
      let host = Host()
      let tracker = Tracker()
      weakTracker = tracker
      AssociatedKey<Tracker>("held")[host] = tracker
    }
    AssociatedStorage.compact()
    #expect(weakTracker == nil)
  }

  @Test func worksOnClassesTheUserDoesNotOwn() {
    let box = ManagedBuffer<Int, Int>.create(minimumCapacity: 1) { _ in 0 }
    Self.label[box] = "foreign"
    #expect(Self.label[box] == "foreign")
  }

  @Test func updateIsAtomicAcrossThreads() {
    let host = Host()
    let key = AssociatedKey<Int>("counter")
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      key.update(on: host) { $0 = ($0 ?? 0) + 1 }
    }
    #expect(key[host] == 1_000)
  }

  @Test func manyDeadHostsAreSweptAndTheirValuesReleased() {
    let key = AssociatedKey<Tracker>("tracker")
    var trackers: [() -> Tracker?] = []
    for _ in 0..<1_000 {
      let host = Host()
      let tracker = Tracker()
      key[host] = tracker
      trackers.append { [weak tracker] in tracker }
    }
    AssociatedStorage.compact()
    #expect(trackers.allSatisfy { $0() == nil })
  }

  @Test func keysDescribeThemselves() {
    #expect("\(Self.owner)" == "AssociatedKey<Tracker>(\"owner\", weak)")
  }
}
