import Testing

@testable import DelegateDSL

@Suite("The handler table's identity cache: O(1) lookup by object address")
struct IdentityCacheTests {
  /// Objects to cache, kept alive by the test (as the table keeps its keys).
  final class Key {}

  @Test func everyCachedObjectFindsItsOwnSlotAcrossGrowth() {
    var cache = IdentityCache()
    let keys = (0..<200).map { _ in Key() }
    let slots = keys.indices.map { AnyEventSlot(name: "e\($0)", ruleName: nil) }
    for index in keys.indices {
      #expect(cache.slot(for: keys[index]) == nil)
      let inserted = cache.insert(keys[index], slots[index])
      #expect(inserted)
      // Every earlier entry survives each rehash.
      for earlier in 0...index where earlier % 17 == 0 || earlier == index {
        #expect(cache.slot(for: keys[earlier])?.takeUnretainedValue() === slots[earlier])
      }
    }
    #expect(cache.count == keys.count)
    // At most a quarter full, so a probe always ends, and soon.
    #expect(cache.entries.count >= 4 * cache.count)
    #expect(cache.entries.count.nonzeroBitCount == 1)
    #expect(cache.slot(for: Key()) == nil)
  }

  @Test func aFullCacheRefusesMoreAndStillAnswersForWhatItHolds() {
    var cache = IdentityCache()
    let keys = (0..<(IdentityCache.capacity + 10)).map { _ in Key() }
    let slot = AnyEventSlot(name: "e", ruleName: nil)
    let accepted = keys.map { cache.insert($0, slot) }
    #expect(accepted.filter { $0 }.count == IdentityCache.capacity)
    #expect(accepted.suffix(10).allSatisfy { !$0 })
    #expect(cache.slot(for: keys[0]) != nil)
    #expect(cache.slot(for: keys[keys.count - 1]) == nil)
  }
}
