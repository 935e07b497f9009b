import DelegateDSL
import Testing

/// A proposal method (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`)
/// threads the proposal through the participants: each sees the answer so
/// far as its proposal, and the last answer stands.
@Suite("Threaded proposals")
struct ProposalThreadingTests {
  @Test func theProposalPassesThroughTheRealDelegateAndTwoHandlers() {
    let list = Shelf()
    let real = RecordingShelfDelegate()
    real.redirect = 5
    list.delegate = real
    var seen: [String] = []
    let subscription = Delegate(for: ShelfDelegate.self) {
      On(\.targetForMove) { _, source, proposed in
        seen.append("first: move \(source) proposed \(proposed)")
        return proposed + 1
      }
      On(\.targetForMove) { _, source, proposed in
        seen.append("second: move \(source) proposed \(proposed)")
        return proposed * 10
      }
    }.install(on: list)
    #expect(list.target(movingFrom: 1, to: 2) == 60)
    #expect(real.asked == ["move 1 proposed 2"])
    #expect(seen == ["first: move 1 proposed 5", "second: move 1 proposed 6"])
    subscription.cancel()
  }

  @Test func aHandlerThatReturnsItsProposalKeepsTheRealDelegatesRedirect() {
    let list = Shelf()
    let real = RecordingShelfDelegate()
    real.redirect = 7
    list.delegate = real
    // Pins row 0 and ignores the others: under `.last()` it would undo the real delegate's redirect.
    let subscription = list.on(\.targetForMove) { _, source, proposed in source == 0 ? 0 : proposed }
    #expect(list.target(movingFrom: 3, to: 4) == 7)
    #expect(list.target(movingFrom: 0, to: 4) == 0)
    subscription.cancel()
  }

  @Test func withNoRealDelegateTheFirstHandlerSeesTheHostsProposal() {
    let list = Shelf()
    var seen: [Int] = []
    let subscription = list.on(\.targetForMove) { _, _, proposed in
      seen.append(proposed)
      return proposed
    }
    #expect(list.target(movingFrom: 1, to: 9) == 9)
    #expect(seen == [9])
    subscription.cancel()
  }
}
