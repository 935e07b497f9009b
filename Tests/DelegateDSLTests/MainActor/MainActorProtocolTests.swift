import DelegateDSL
import Testing

/// Main-actor protocols (UIKit's style): events declared with `@MainActor`
/// signatures make every handler main-actor isolated, so handlers use
/// main-actor state directly and the compiler rejects off-main use.
@Suite("Main-actor protocols")
@MainActor
struct MainActorProtocolTests {
  @Test func handlersRunOnTheMainActorAndUseItsStateDirectly() {
    let list = ListView(rows: ["inbox", "drafts", "archive"])
    var titles: [String] = []  // main-actor state, captured without locks
    let subscription = Delegate(for: ListViewDelegate.self) {
      On(\.didSelectRow) { @MainActor list, row in
        MainActor.preconditionIsolated()
        titles.append(list.rows[row])
        list.isEditing = false  // a main-actor property, used synchronously
      }
    }.install(on: list)

    list.isEditing = true
    #expect(list.select(1))
    #expect(list.select(2))
    #expect(titles == ["drafts", "archive"])
    #expect(list.isEditing == false)
    #expect(list.delegate is ListViewDelegateProxy)
    subscription.cancel()
    #expect(list.delegate == nil)
  }

  @Test func theRealDelegateAnswersFirstAndShouldAnswersAreANDed() {
    let list = ListView(rows: ["a", "b", "c"])
    let controller = ListController()
    list.delegate = controller
    var log: [String] = []
    let subscription = Delegate(for: ListViewDelegate.self) {
      On(\.shouldSelectRow) { _, row in
        log.append("handler.should(\(row))")
        return row != 2
      }
      On(\.didSelectRow) { @MainActor _, row in log.append("handler.did(\(row))") }
    }.install(on: list)

    #expect(list.select(0))
    #expect(list.select(2) == false)  // the handler refuses
    controller.allowsSelection = false
    #expect(list.select(1) == false)  // the real delegate refuses
    #expect(
      controller.log == ["controller.should(0)", "controller.did(0)", "controller.should(2)", "controller.should(1)"])
    #expect(log == ["handler.should(0)", "handler.did(0)", "handler.should(2)", "handler.should(1)"])
    #expect(list.selection == 0)

    subscription.cancel()
    #expect(list.delegate === controller)
  }

  @Test func optionalAnswersTakeTheFirstNonNilAndDefaultToNil() {
    let list = ListView(rows: ["a"])
    let controller = ListController()
    list.delegate = controller
    Delegate(for: ListViewDelegate.self) {
      On(\.swipeTitleForRow) { _, row in row == 0 ? "Delete" : nil }
      On(\.swipeTitleForRow) { _, _ in "Archive" }
    }.install(on: list)

    #expect(list.swipeTitle(for: 0) == "Delete")
    #expect(list.swipeTitle(for: 5) == "Archive")
    controller.swipeTitle = "Flag"
    #expect(list.swipeTitle(for: 0) == "Flag")  // the real delegate answers first

    let bare = ListView(rows: [])
    Delegate(for: ListViewDelegate.self) { On(\.didEndEditing) { _ in } }.install(on: bare)
    #expect(bare.swipeTitle(for: 0) == nil)  // nobody answers: firstNonNil's default
  }

  @Test func proxyableDelegateRoutesLaterAssignmentsOnAMainActorHost() {
    let host = ManagedListView()
    var handled: [Int] = []
    let subscription = Delegate(for: ListViewDelegate.self) {
      On(\.didSelectRow) { @MainActor _, row in handled.append(row) }
    }.install(on: host)

    let controller = ListController()
    host.delegate = controller  // routed to the proxy's real delegate
    #expect(host.select(1))
    #expect(controller.log == ["controller.should(1)", "controller.did(1)"])
    #expect(handled == [1])

    subscription.cancel()
    #expect(host.delegate === controller)
  }

  @Test func aHandlerMayReenterTheMainActorHost() {
    let list = ListView(rows: ["a", "b"])
    var ended = 0
    Delegate(for: ListViewDelegate.self) {
      On(\.didSelectRow) { @MainActor list, _ in list.endEditing() }
      On(\.didEndEditing) { _ in ended += 1 }
    }.install(on: list)
    list.select(0)
    list.select(1)
    #expect(ended == 2)
  }

  @Test func callsFromOtherTasksHopToTheMainActor() async {
    let list = ListView(rows: ["a", "b", "c"])
    var selected: [Int] = []
    Delegate(for: ListViewDelegate.self) {
      On(\.didSelectRow) { @MainActor _, row in
        MainActor.preconditionIsolated()  // traps if a caller bypassed the hop
        selected.append(row)
      }
    }.install(on: list)

    // A nonisolated task must `await` the main-actor host; the handler
    // still runs on the main actor.
    #expect(await Task.detached { await list.select(2) }.value)
    #expect(selected == [2])
  }

  @Test func theProxyAndHandlersAreReleasedWithTheHost() {
    weak var weakList: ListView?
    weak var weakProxy: DelegateProxy<any ListViewDelegate>?
    weak var weakCaptured: ListController?
    do {
      let list = ListView(rows: ["a"])
      let captured = ListController()
      let subscription = Delegate(for: ListViewDelegate.self) {
        On(\.didSelectRow) { @MainActor _, row in captured.log.append("\(row)") }
      }.install(on: list)
      list.select(0)
      #expect(captured.log == ["0"])
      weakList = list
      weakProxy = subscription.proxy
      weakCaptured = captured
    }
    #expect(weakList == nil)
    AssociatedStorage.compact()  // the dead host's entry goes at the next sweep
    #expect(weakProxy == nil)
    #expect(weakCaptured == nil)
  }
}
