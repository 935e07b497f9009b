#if canImport(Foundation) && !canImport(ObjectiveC)
  import DelegateDSL
  import Foundation
  import Testing
  import StreamTestSupport

  final class ArchivedPoint: NSObject, NSCoding {
    let x: Int
    init(x: Int) { self.x = x }
    func encode(with coder: NSCoder) { coder.encode(x, forKey: "x") }
    init?(coder: NSCoder) { x = coder.decodeInteger(forKey: "x") }
  }

  /// Hand-written archiver delegate: on Linux all five methods are required.
  final class HandWrittenArchiverDelegate: NSKeyedArchiverDelegate {
    let log: SharedLog
    init(log: SharedLog) { self.log = log }
    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
      log.record("real willEncode \(type(of: object))")
      return object
    }
    func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) { log.record("real didEncode") }
    func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {
      log.record("real willReplace")
    }
    func archiverWillFinish(_ archiver: NSKeyedArchiver) { log.record("real archiverWillFinish") }
    func archiverDidFinish(_ archiver: NSKeyedArchiver) { log.record("real archiverDidFinish") }
  }

  @Suite("NSCache, NSKeyedArchiver, NSKeyedUnarchiver and Stream adapters, on real instances")
  struct SmallFoundationAdapterTests {
    @Test func cacheEvictionReachesTheHandlers() {
      let cache = NSCache<NSString, NSString>()
      cache.countLimit = 2
      let evicted = SharedLog()
      let subscription = Delegate(for: NSCacheDelegate.self) {
        On(\.willEvictObject) { _, object in evicted.record("\(object)") }
      }.install(on: cache)
      #expect(cache.delegate is NSCacheDelegateProxy)

      cache.setObject("one", forKey: "1", cost: 1)
      cache.setObject("two", forKey: "2", cost: 2)
      cache.setObject("three", forKey: "3", cost: 3)  // over the count limit: the cheapest goes
      #expect(evicted.entries == ["one"])
      #expect(cache.object(forKey: "1") == nil)
      #expect(cache.object(forKey: "3") == "three")

      cache.totalCostLimit = 4
      cache.setObject("four", forKey: "4", cost: 4)  // over both limits
      #expect(evicted.entries == ["one", "two", "three"])

      cache.removeObject(forKey: "4")
      cache.removeAllObjects()
      #expect(evicted.entries.count == 3, "swift-corelibs-foundation does not report explicit removals")
      subscription.cancel()
      #expect(cache.delegate == nil)
    }

    @Test func archiverCallbacksRunAfterTheRealDelegateAndCanSubstitute() throws {
      let log = SharedLog()
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      let real = HandWrittenArchiverDelegate(log: log)
      archiver.delegate = real
      Delegate(for: NSKeyedArchiverDelegate.self) {
        On(\.willEncode) { _, object in
          log.record("handler willEncode \(type(of: object))")
          // Points are doubled on the way out.
          if let point = object as? ArchivedPoint { return ArchivedPoint(x: point.x * 2) }
          return object
        }
        On(\.didEncode) { _, _ in log.record("handler didEncode") }
        On(\.willReplace) { _, _, _ in log.record("handler willReplace") }
        On(\.archiverWillFinish) { _ in log.record("handler archiverWillFinish") }
        On(\.archiverDidFinish) { _ in log.record("handler archiverDidFinish") }
      }.install(on: archiver)

      archiver.encode(ArchivedPoint(x: 21), forKey: "point")
      archiver.finishEncoding()

      let entries = log.entries
      #expect(entries.count.isMultiple(of: 2))
      for pair in stride(from: 0, to: entries.count, by: 2) {
        #expect(entries[pair + 1] == entries[pair].replacingOccurrences(of: "real", with: "handler"))
      }
      // swift-corelibs-foundation does not call archiver(_:willReplace:withObject:), even for a substitute.
      #expect(
        entries.filter { $0.hasPrefix("real") } == [
          "real willEncode ArchivedPoint", "real didEncode", "real archiverWillFinish", "real archiverDidFinish",
        ])

      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
      unarchiver.requiresSecureCoding = false
      #expect(
        (unarchiver.decodeObject(forKey: "point") as? ArchivedPoint)?.x == 42, "the handler's substitute was encoded")
    }

    @Test func willEncodeCombinesAnswers() throws {
      // A `nil` answer means "encode nothing"; swift-corelibs-foundation traps
      // on it, so the combination is checked on the proxy directly.
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      let subscription = Delegate(for: NSKeyedArchiverDelegate.self) {
        On(\.willEncode) { _, object in (object as? String) == "secret" ? nil : object }
        On(\.willEncode) { _, object in "\(object)!" }
      }.install(on: archiver)
      let proxy = try #require(subscription.proxy as? NSKeyedArchiverDelegateProxy)
      #expect(proxy.archiver(archiver, willEncode: "public") as? String == "public!", "the last answer wins")
      #expect(proxy.archiver(archiver, willEncode: "secret") == nil, "nil from anyone refuses")
      subscription.cancel()
      let empty = Delegate(for: NSKeyedArchiverDelegate.self) { On(\.didEncode) { _, _ in } }.install(on: archiver)
      let bare = try #require(empty.proxy as? NSKeyedArchiverDelegateProxy)
      #expect(bare.archiver(archiver, willEncode: "as is") as? String == "as is", "no answers: the object itself")
    }

    /// An event whose answer defaults to Foundation's proposal (the object
    /// itself) is observed like any other: before the real delegate, and
    /// after it with the answer the archiver received, the proposal when
    /// nobody answered.
    @Test func aProposalEventIsObservedBeforeAndAfterTheCall() async throws {
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      let log = SharedLog()
      let real = HandWrittenArchiverDelegate(log: log)
      archiver.delegate = real
      let before = archiver.delegateEvents(\.willEncode) { _, object in
        log.record("before \(object)")
        return "\(object)"
      }
      let after = archiver.delegateEvents(\.willEncode, timing: .after) { answer, _, object in
        "\(object) -> \(answer.map { "\($0)" } ?? "nil")"
      }
      let proxy = try #require(archiver.delegate as? NSKeyedArchiverDelegateProxy)
      #expect(proxy.archiver(archiver, willEncode: "a") as? String == "a", "the real delegate answers the proposal")
      let subscription = Delegate(for: NSKeyedArchiverDelegate.self) {
        On(\.willEncode) { _, object in "\(object)!" }
      }.install(on: archiver)
      #expect(proxy.archiver(archiver, willEncode: "b") as? String == "b!")
      #expect(log.entries == ["before a", "real willEncode String", "before b", "real willEncode String"])
      #expect(await firstElements(2, of: before, within: 5) == ["a", "b"])
      #expect(await firstElements(2, of: after, within: 5) == ["a -> a", "b -> b!"])
      subscription.cancel()
      withExtendedLifetime(real) {}
    }

    @Test func unarchiverCallbacksReachTheHandlers() throws {
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      archiver.encode([ArchivedPoint(x: 1), ArchivedPoint(x: 2)] as NSArray, forKey: "points")
      archiver.finishEncoding()

      let log = SharedLog()
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
      unarchiver.requiresSecureCoding = false
      Delegate(for: NSKeyedUnarchiverDelegate.self) {
        On(\.didDecode) { _, object in
          log.record("didDecode \(object.map { "\(type(of: $0))" } ?? "nil")")
          if let point = object as? ArchivedPoint { return ArchivedPoint(x: point.x + 100) }
          return object
        }
        On(\.willReplace) { _, _, _ in log.record("willReplace") }
        On(\.cannotDecodeObjectOfClassName) { _, name, _ in
          log.record("cannotDecode \(name)")
          return nil
        }
        On(\.unarchiverWillFinish) { _ in log.record("unarchiverWillFinish") }
        On(\.unarchiverDidFinish) { _ in log.record("unarchiverDidFinish") }
      }.install(on: unarchiver)

      let points = try #require(unarchiver.decodeObject(forKey: "points") as? [ArchivedPoint])
      unarchiver.finishDecoding()
      #expect(points.map(\.x) == [101, 102], "the handlers' substitutes were decoded")
      #expect(
        log.entries == [
          "didDecode ArchivedPoint", "willReplace", "didDecode ArchivedPoint", "willReplace", "didDecode NSArray",
          "willReplace", "unarchiverWillFinish", "unarchiverDidFinish",
        ])
    }

    @Test func theUnarchiverAsksForAClassItCannotFind() throws {
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      archiver.encode(ArchivedPoint(x: 7), forKey: "point")
      archiver.finishEncoding()
      // Rename the class in the archive (same length, so the binary plist stays valid).
      let renamed = try #require(
        String(data: archiver.encodedData, encoding: .isoLatin1)?
          .replacingOccurrences(of: "ArchivedPoint", with: "VanishedPoint")
          .data(using: .isoLatin1))

      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: renamed)
      unarchiver.requiresSecureCoding = false
      let asked = SharedLog()
      Delegate(for: NSKeyedUnarchiverDelegate.self) {
        On(\.cannotDecodeObjectOfClassName) { _, name, _ in
          asked.record(name)
          return nil
        }
        On(\.cannotDecodeObjectOfClassName) { _, _, _ in ArchivedPoint.self }
      }.install(on: unarchiver)
      let point = unarchiver.decodeObject(forKey: "point") as? ArchivedPoint
      #expect(asked.entries == ["DelegateDSLTests.VanishedPoint"])
      #expect(point?.x == 7, "the first non-nil class was used")
    }

    @Test func aStreamDelegateSlotServesHandlers() throws {
      // swift-corelibs-foundation's streams never call their delegate, so the
      // test installs on a real stream and calls its delegate property the way
      // Foundation would on other platforms.
      let stream = InputStream(data: Data("hello".utf8))
      let events = SharedLog()
      let subscription = Delegate(for: StreamDelegate.self) {
        On(\.handle) { stream, event in events.record("\(event.rawValue) \(stream is InputStream)") }
      }.install(on: stream)
      let delegate = try #require(stream.delegate)
      #expect(delegate is StreamDelegateProxy)
      stream.open()
      delegate.stream(stream, handle: .openCompleted)
      delegate.stream(stream, handle: .hasBytesAvailable)
      stream.close()
      #expect(events.entries == ["1 true", "2 true"])
      subscription.cancel()
      #expect(stream.delegate == nil)
    }
  }
#endif
