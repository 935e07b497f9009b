import Foundation
import Synchronization
import Testing

// Issue 34 §1, §2 and §5: with nobody answering, a host gets what it would
// get with no delegate, never a trap or an invented answer; a host that
// cached its delegate's claims is told when the real delegate dies; and the
// host's property is written again only when what it read would change.
@testable import DelegateDSL

@Suite("The host's own answer")
struct HostsOwnAnswerTests {
  // MARK: §2, and §1 through it: a real delegate that dies

  @Test func aRealDelegateThatDiesIsForgottenAndACachingHostAsksAgain() {
    let host = Tapper()
    var real: FullTapperDelegate? = FullTapperDelegate()
    host.delegate = real
    let subscription = Delegate(for: TapperDelegate.self) { On(\.didTap) { _, _ in } }.install(on: host)
    #expect(host.cached == Set(TapSelector.optional))
    #expect(host.height(ofRow: 0) == 60)
    let writes = host.writes
    real = nil
    // The host still believes its delegate implements heightForRow (as
    // UIKit would after a coordinator is released): this call gets a nil
    // delegate's answer, 0, where it used to trap, and the host is given
    // the proxy again (`nil`, then the proxy), so it asks again.
    #expect(host.height(ofRow: 0) == 0)
    #expect(host.cached == [TapSelector.didTap])
    #expect(host.writes == writes + 2)
    // From now on the host uses its own fallback, as with no delegate.
    #expect(host.height(ofRow: 0) == Tapper.rowHeight)
    #expect(host.rows() == 0)
    #expect(subscription.proxy?.realDelegate == nil)
    // Found once: no more writes.
    #expect(host.writes == writes + 2)
    subscription.cancel()
  }

  @Test func theNextCallOfAVoidOrBoolMethodNoticesTheDeathToo() {
    let host = Tapper()
    var real: FullTapperDelegate? = FullTapperDelegate()
    host.delegate = real
    var taps: [Int] = []
    let subscription = Delegate(for: TapperDelegate.self) { On(\.didTap) { _, row in taps.append(row) } }
      .install(on: host)
    real = nil
    // shouldTap was cached for the real delegate: nobody answers it now, and
    // `.all`'s answer is the host's documented default, YES.
    #expect(host.tap(row: 13))
    #expect(taps == [13])
    #expect(host.cached == [TapSelector.didTap])
    subscription.cancel()
  }

  @Test func aHostThatCallsWithoutAskingGetsItsOwnAnswersOnceTheRealDelegateDies() {
    let carousel = Carousel()
    var real: SevenItems? = SevenItems()
    carousel.dataSource = real
    let subscription = Delegate(for: CarouselDataSource.self) { On(\.didScroll) { _ in } }.install(on: carousel)
    carousel.reloadData()
    #expect(carousel.itemCount == 7)
    #expect(carousel.itemWidth == 80)
    real = nil
    carousel.reloadData()
    #expect(carousel.itemCount == 0)
    #expect(carousel.itemWidth == CarouselDefaults.itemWidth)
    #expect(carousel.spacing == 1.5)
    #expect(subscription.proxy?.realDelegate == nil)
    subscription.cancel()
  }

  // MARK: §1: nobody answers

  @Test func aRequiredMethodNobodyAnswersGetsANilDataSourcesAnswer() {
    let table = TitledTable()
    let subscription = Delegate(for: TitledTableDataSource.self) {
      On(\.titleForHeader) { _, section in "Section \(section)" }
    }.install(on: table)
    // UIKit with no data source shows an empty table; RxCocoa's proxies
    // answer 0. Installing a header title must not change that into a trap.
    table.reloadData()
    #expect(table.rowCount == 0)
    #expect(table.cellsMade == 0)
    #expect(table.headerTitle == "Section 0")
    subscription.cancel()
  }

  @Test func aHostThatCallsWithoutAskingKeepsItsDefaults() {
    let carousel = Carousel()
    var scrolled = 0
    let subscription = Delegate(for: CarouselDataSource.self) { On(\.didScroll) { _ in scrolled += 1 } }
      .install(on: carousel)
    // The carousel calls every method unconditionally (its module gives
    // every object default answers, as an NSObject category does): with
    // only didScroll handled it gets 0 items, its own category default for
    // the width, and the default value it passed in for an option.
    carousel.reloadData()
    #expect(carousel.itemCount == 0)
    #expect(carousel.itemWidth == CarouselDefaults.itemWidth)
    #expect(carousel.spacing == 1.5)
    #expect(scrolled == 1)
    subscription.cancel()
  }

  @Test func aCancellationRacingTheHostsCheckAndCallNeverTraps() {
    let host = Tapper()
    let rounds = StressScale.rounds(100_000)
    let counters = RaceCounters()
    Watchdog.run("a cancellation between a host's check and its call") { progress in
      let caller = Thread {
        // The host checks its cached claim, then calls: between the two,
        // the other thread may cancel the only handler.
        while !counters.finished.load(ordering: .acquiring) {
          let height = host.height(ofRow: 1)
          if height != 50 && height != 0 && height != Tapper.rowHeight {
            counters.unexpected.add(1, ordering: .relaxed)
          }
          counters.calls.add(1, ordering: .relaxed)
        }
      }
      caller.start()
      for _ in 0..<rounds {
        let subscription = Delegate(for: TapperDelegate.self) { On(\.height) { _, _ in 50 } }.install(on: host)
        subscription.cancel()
        progress.tick()
      }
      counters.finished.store(true, ordering: .releasing)
      while !caller.isFinished { usleep(1000) }
    }
    #expect(counters.unexpected.load(ordering: .relaxed) == 0)
    #expect(counters.calls.load(ordering: .relaxed) > 0)
    #expect(host.cached.isEmpty)
  }

  @Test func aRuleWithoutADefaultGivesANilDelegatesAnswerForEveryKindOfType() {
    #expect(CombineRule<Int>.last().defaultAnswer == 0)
    #expect(CombineRule<Double>.last().defaultAnswer == 0)
    #expect(CombineRule<Bool>.last().defaultAnswer == false)
    #expect(CombineRule<String?>.last().defaultAnswer == nil)
    #expect(CombineRule<String>.last().defaultAnswer == "")
    #expect(CombineRule<[Int]>.last().defaultAnswer == [])
    #expect(CombineRule<[String: Int]>.last().defaultAnswer == [:])
    #expect(CombineRule<Set<Int>>.last().defaultAnswer == [])
    #expect(CombineRule<Decimal>.last().defaultAnswer == 0)
    #expect(CombineRule<EditingStyle>.last().defaultAnswer == .none)
    #expect(CombineRule<CGSize>.last().defaultAnswer == .zero)
    #expect(NilDelegateAnswer.of(Size.self) == nil)
    #expect(CombineRule<Int>.last().combine([]) == 0)
    #expect(NilDelegateAnswer.of(TitledTable.self) == nil)
  }

  @Test func aCallNobodyAnswersIsReportedOnceInDebugBuilds() {
    let table = TitledTable()
    let subscription = Delegate(for: TitledTableDataSource.self) {
      On(\.titleForHeader) { _, _ in nil }
    }.install(on: table)
    table.reloadData()
    table.reloadData()
    // Once per process: another test may have made this report first (tests run beside each other), and
    // the latest reports may have moved past it, so the count and the text are read by the event's key.
    #expect(DebugReports.count("TitledTableDataSource.rowCount") == 1)
    #expect(
      DebugReports.reported(once: "TitledTableDataSource.rowCount")?.contains(
        "TitledTableDataSource.rowCount (numberOfRowsInTitledTable:) was called with no participant, and its rule, "
          + "last(), has no answer of its own: the host gets what a nil data source answers") == true)
    subscription.cancel()
  }

  @Test func anAnswerTypeWithNoNilDelegatesAnswerStillStopsNamingTheEvent() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = TitledTable()
      Delegate(for: TitledTableDataSource.self) { On(\.rowCount) { _ in 1 } }.install(on: table)
      table.reloadData()
    }
    .map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("TitledTableDataSource.cell was called with no participant"))
      #expect(message.contains("declare one: last(default:) or a fallback"))
    }
  }

  @Test func aStreamAloneOnAnAnsweringOptionalMethodIsReportedOnceAndClaimsNothing() {
    let host = Tapper()
    let heights = host.delegateEvents(\.height) { _, row in row }
    let again = host.delegateEvents(\.height) { _, row in row }
    let reports = DebugReports.recent.filter { $0.contains("a stream of TapperDelegate.height sees no call yet") }
    #expect(reports.count == 1)
    // Not claimed: the host keeps its own row height.
    #expect(host.cached.isEmpty)
    #expect(host.height(ofRow: 2) == Tapper.rowHeight)
    withExtendedLifetime((heights, again)) {}
  }

  // MARK: §5: writes only when a claim changes

  @Test func theHostIsWrittenAgainOnlyWhenWhatItReadWouldChange() throws {
    let host = Tapper()
    let real = PartialTapperDelegate(implementing: [TapSelector.didTap])
    host.delegate = real
    #expect(host.writes == 1)
    // The first installation writes the proxy once.
    let rows = Delegate(for: TapperDelegate.self) { On(\.rows) { _ in 3 } }.install(on: host)
    #expect(host.writes == 2)
    #expect(host.cached == [TapSelector.didTap])
    // A required method is always claimed; the real delegate already
    // implements didTap: neither changes what the host read.
    let more = Delegate(for: TapperDelegate.self) {
      On(\.rows) { _ in 4 }
      On(\.didTap) { _, _ in }
    }.install(on: host)
    #expect(host.writes == 2)
    more.cancel()
    #expect(host.writes == 2)
    // heightForRow wasn't claimed: claiming it writes (nil, then the proxy),
    // and so does giving it up.
    let height = Delegate(for: TapperDelegate.self) { On(\.height) { _, _ in 50 } }.install(on: host)
    #expect(host.writes == 4)
    #expect(host.cached == [TapSelector.didTap, TapSelector.height])
    #expect(host.height(ofRow: 0) == 50)
    height.cancel()
    #expect(host.writes == 6)
    #expect(host.cached == [TapSelector.didTap])
    // A new real delegate that implements the same methods changes nothing
    // the host read; one that implements more does.
    let proxy = try #require(rows.proxy as? TapperDelegateProxy)
    let twin = PartialTapperDelegate(implementing: [TapSelector.didTap])
    proxy.realDelegate = twin
    #expect(host.writes == 6)
    let fuller = PartialTapperDelegate(implementing: [TapSelector.didTap, TapSelector.shouldTap])
    proxy.realDelegate = fuller
    #expect(host.writes == 8)
    #expect(host.cached == [TapSelector.didTap, TapSelector.shouldTap])
    rows.cancel()
    withExtendedLifetime((real, twin, fuller)) {}
  }

  @Test func threadsInstallingOnARequiredMethodAlwaysFindTheirHandler() {
    let host = Tapper()
    let keeper = Delegate(for: TapperDelegate.self) { On(\.didTap) { _, _ in } }.install(on: host)
    let writes = host.writes
    let rounds = StressScale.rounds(3_000)
    let counters = RaceCounters()
    Watchdog.run("three threads install on a required method and call") { progress in
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        for _ in 0..<rounds {
          let ran = RaceCounters()
          let subscription = Delegate(for: TapperDelegate.self) {
            On(\.rows) { _ in
              ran.finished.store(true, ordering: .relaxed)
              return thread
            }
          }.install(on: host)
          // The property is never `nil` between two writes: nothing is written.
          _ = host.rows()
          if !ran.finished.load(ordering: .relaxed) { counters.unexpected.add(1, ordering: .relaxed) }
          subscription.cancel()
          progress.tick()
        }
      }
    }
    #expect(counters.unexpected.load(ordering: .relaxed) == 0)
    #expect(host.writes == writes)
    keeper.cancel()
  }
}

// MARK: - Fixtures

/// Flags and counters shared by a race's threads.
final class RaceCounters: Sendable {
  let finished = Atomic<Bool>(false)
  let unexpected = Atomic<Int>(0)
  let calls = Atomic<Int>(0)
}

/// A delegate that implements the optional methods named.
final class PartialTapperDelegate: TapperDelegate {
  let implementedSelectors: Set<String>
  init(implementing selectors: Set<String>) { implementedSelectors = selectors }
  func numberOfRows(in tapper: Tapper) -> Int { 2 }
}

/// An `NS_ENUM`-like answer: its 0 case is what a nil delegate answers.
enum EditingStyle: Int { case none, delete, insert }

/// A Swift struct answer: its zero bits are not a value anyone chose, so it has no nil delegate's answer.
struct Size: Equatable {
  var width: Double
  var height: Double
}

/// A table that asks its data source for a row count whenever it reloads
/// (a required method) and for a cell per row; with no data source it
/// shows nothing.
final class TitledTable {
  weak var dataSource: (any TitledTableDataSource)?
  private(set) var rowCount = -1
  private(set) var cellsMade = 0
  private(set) var headerTitle: String?

  func reloadData() {
    rowCount = dataSource?.numberOfRows(in: self) ?? 0
    for row in 0..<rowCount where dataSource?.cell(in: self, row: row) != nil { cellsMade += 1 }
    headerTitle = dataSource?.title(in: self, section: 0)
  }
}

final class TableCell {}

protocol TitledTableDataSource: AnyObject {
  func numberOfRows(in table: TitledTable) -> Int
  func cell(in table: TitledTable, row: Int) -> TableCell
  func title(in table: TitledTable, section: Int) -> String?
}

extension DelegateEvents where Delegate == any TitledTableDataSource {
  var rowCount: Event<(TitledTable) -> Int> { required(.init(.last()), selector: "numberOfRowsInTitledTable:") }
  var cell: Event<(TitledTable, Int) -> TableCell> { .init(.last()) }
  var titleForHeader: Event<(TitledTable, Int) -> String?> { .init(.firstNonNil()) }
}

final class TitledTableDataSourceProxy: DelegateProxy<any TitledTableDataSource>, TitledTableDataSource {
  override class var selectorEvents: [PartialKeyPath<Events>] { [\.rowCount] }
  static let rowCount = \Events.rowCount
  static let cell = \Events.cell
  static let titleForHeader = \Events.titleForHeader
  func numberOfRows(in table: TitledTable) -> Int { send(Self.rowCount, table) { $0.numberOfRows(in: table) } }
  func cell(in table: TitledTable, row: Int) -> TableCell {
    send(Self.cell, table, row) { $0.cell(in: table, row: row) }
  }
  func title(in table: TitledTable, section: Int) -> String? {
    send(Self.titleForHeader, table, section) { $0.title(in: table, section: section) }
  }
}

extension TitledTable: DelegateHost {
  static var delegateSlot: DelegateSlot<any TitledTableDataSource> {
    DelegateSlot(\TitledTable.dataSource, proxy: TitledTableDataSourceProxy.self)
  }
}

/// The defaults the carousel's module gives every object (an `NSObject`
/// category in Objective-C; a protocol extension here).
enum CarouselDefaults {
  static let itemWidth = 120.0
}

/// A carousel that calls its data source's methods without asking whether
/// they are implemented, relying on its module's defaults.
final class Carousel {
  weak var dataSource: (any CarouselDataSource)?
  private(set) var itemCount = -1
  private(set) var itemWidth = -1.0
  private(set) var spacing = -1.0

  func reloadData() {
    guard let dataSource else { return }
    itemCount = dataSource.numberOfItems(in: self)
    itemWidth = dataSource.itemWidth(in: self)
    spacing = dataSource.carousel(self, valueFor: .spacing, withDefault: 1.5)
    dataSource.carouselDidScroll(self)
  }
}

enum CarouselOption { case spacing, wrap }

protocol CarouselDataSource: AnyObject {
  func numberOfItems(in carousel: Carousel) -> Int
  func itemWidth(in carousel: Carousel) -> Double
  func carousel(_ carousel: Carousel, valueFor option: CarouselOption, withDefault value: Double) -> Double
  func carouselDidScroll(_ carousel: Carousel)
}

extension CarouselDataSource {
  // The module's defaults, for every conforming object.
  func itemWidth(in carousel: Carousel) -> Double { CarouselDefaults.itemWidth }
  func carousel(_ carousel: Carousel, valueFor option: CarouselOption, withDefault value: Double) -> Double { value }
  func carouselDidScroll(_ carousel: Carousel) {}
}

/// A data source with seven items of width 80.
final class SevenItems: CarouselDataSource {
  func numberOfItems(in carousel: Carousel) -> Int { 7 }
  func itemWidth(in carousel: Carousel) -> Double { 80 }
}

/// A stand-in that conforms without overriding: the module's defaults.
private final class CarouselDefaultsStandIn: CarouselDataSource {
  func numberOfItems(in carousel: Carousel) -> Int { 0 }
}

extension DelegateEvents where Delegate == any CarouselDataSource {
  var numberOfItems: Event<(Carousel) -> Int> { required(.init(.last()), selector: "numberOfItemsInCarousel:") }
  var itemWidth: Event<(Carousel) -> Double> {
    defaulted(.init(.last())) { [defaults = CarouselDefaultsStandIn()] carousel in defaults.itemWidth(in: carousel) }
  }
  var valueForOption: Event<(Carousel, CarouselOption, Double) -> Double> { .init(.last()) }
  var didScroll: Event<(Carousel) -> Void> { .init() }
}

final class CarouselDataSourceProxy: DelegateProxy<any CarouselDataSource>, CarouselDataSource {
  static let numberOfItems = \Events.numberOfItems
  static let itemWidth = \Events.itemWidth
  static let valueForOption = \Events.valueForOption
  static let didScroll = \Events.didScroll
  func numberOfItems(in carousel: Carousel) -> Int {
    send(Self.numberOfItems, carousel) { $0.numberOfItems(in: carousel) }
  }
  func itemWidth(in carousel: Carousel) -> Double { send(Self.itemWidth, carousel) { $0.itemWidth(in: carousel) } }
  func carousel(_ carousel: Carousel, valueFor option: CarouselOption, withDefault value: Double) -> Double {
    // The host proposes its default: nobody answering gives it back.
    answer(
      Self.valueForOption, fallback: value, arguments: (carousel, option, value),
      forwardingIfImplemented: { $0.carousel(carousel, valueFor: option, withDefault: value) },
      call: { $0(carousel, option, value) })
  }
  func carouselDidScroll(_ carousel: Carousel) { send(Self.didScroll, carousel) { $0.carouselDidScroll(carousel) } }
}

extension Carousel: DelegateHost {
  static var delegateSlot: DelegateSlot<any CarouselDataSource> {
    DelegateSlot(\Carousel.dataSource, proxy: CarouselDataSourceProxy.self)
  }
}
