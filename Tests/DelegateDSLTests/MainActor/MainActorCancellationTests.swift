// A main-actor host's delegate property is written on the main actor only:
// `cancel()` called elsewhere (a pool thread, a `deinit` that runs there)
// hops to the main actor instead of writing UIKit's property off the main
// thread.
import DelegateDSL
import Foundation
import Testing

/// A main-actor view, like `UITableView`, that records whether each write of
/// its delegate property was made on the main actor.
@MainActor
final class RecordingListView {
  private(set) var offMainWrites = 0
  private(set) var writes = 0
  weak var delegate: (any ListViewDelegate)? {
    didSet {
      writes += 1
      if !MainQueue.isCurrent { offMainWrites += 1 }
    }
  }
}

extension RecordingListView: @MainActor DelegateHost {
  static var delegateSlot: DelegateSlot<any ListViewDelegate> {
    DelegateSlot(\RecordingListView.delegate, proxy: ListViewDelegateProxy.self)
  }
}

/// Whether the current code runs on the main queue: the main thread, or
/// (under `swift test` on Linux) the queue that serves the main actor.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
  static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil }
}

/// Carries a subscription to another thread, as a view controller's
/// `deinit` or a completion handler would.
struct SentSubscription: @unchecked Sendable {
  // Sound for this test: the subscription is only cancelled there, and
  // `cancel()` is safe from any thread.
  let subscription: DelegateSubscription<any ListViewDelegate>
}

@Suite("Cancelling on a main-actor slot")
@MainActor
struct MainActorCancellationTests {
  @Test func aSlotDeclaredOnTheMainActorIsAMainActorSlot() {
    #expect(RecordingListView.delegateSlot.isMainActor)
    #expect(!Scroller.delegateSlot.isMainActor)
  }

  @Test func onTheMainActorCancellingTakesEffectBeforeItReturns() {
    let list = RecordingListView()
    let subscription = list.on(\.didSelectRow) { @MainActor _, _ in }
    #expect(list.delegate is ListViewDelegateProxy)
    subscription.cancel()
    #expect(list.delegate == nil)
    #expect(!subscription.isActive)
    #expect(list.offMainWrites == 0)
  }

  @Test func offTheMainActorCancellingHopsToTheMainActor() async throws {
    let list = RecordingListView()
    let controller = ListController()
    list.delegate = controller
    let sent = SentSubscription(subscription: list.on(\.didSelectRow) { @MainActor _, _ in })
    #expect(list.delegate is ListViewDelegateProxy)
    let wasMain = await Task.detached {
      let wasMain = MainQueue.isCurrent
      sent.subscription.cancel()
      return wasMain
    }.value
    #expect(!wasMain, "cancelled from a pool thread")
    let deadline = ContinuousClock.now + .seconds(10)
    while list.delegate !== controller && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(list.delegate === controller, "the real delegate is back")
    #expect(list.offMainWrites == 0, "every write of the property was made on the main actor")
    #expect(!sent.subscription.isActive)
  }
}
