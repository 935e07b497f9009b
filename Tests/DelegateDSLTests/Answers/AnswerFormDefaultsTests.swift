// A protocol's default implementation stands in for a missing real delegate
// in the answer forms too: it answers a partial event before the handlers,
// makes a vended object only when no handler does, and is the first to see a
// threaded proposal.
import DelegateDSL
import Testing

protocol PlateDelegate: AnyObject {
  func plate(_ plate: Plate, sizeFor item: Int) -> Int
  func plate(_ plate: Plate, labelFor item: Int) -> String
  func plate(_ plate: Plate, slotFor item: Int, proposed: Int) -> Int
}

extension PlateDelegate {
  func plate(_ plate: Plate, sizeFor item: Int) -> Int { 10 }
  func plate(_ plate: Plate, labelFor item: Int) -> String {
    plate.defaultLabels += 1
    return "default"
  }
  func plate(_ plate: Plate, slotFor item: Int, proposed: Int) -> Int { proposed + 100 }
}

final class Plate {
  weak var delegate: (any PlateDelegate)?
  var defaultLabels = 0
  func size(_ item: Int) -> Int { delegate?.plate(self, sizeFor: item) ?? 1 }
  func label(_ item: Int) -> String { delegate?.plate(self, labelFor: item) ?? "" }
  func slot(_ item: Int, proposed: Int) -> Int { delegate?.plate(self, slotFor: item, proposed: proposed) ?? proposed }
}

/// Conforms without overriding: its methods are the protocol's defaults.
private final class PlateDefaults: PlateDelegate {}

extension DelegateEvents where Delegate == any PlateDelegate {
  var sizeFor: Event<(Plate, Int) -> Int?> {
    defaulted(.init(.lastNonNil())) { [defaults = PlateDefaults()] plate, item in defaults.plate(plate, sizeFor: item) }
  }
  var labelFor: Event<(Plate, Int) -> String?> {
    defaulted(.init(.lastNonNil())) { [defaults = PlateDefaults()] plate, item in
      defaults.plate(plate, labelFor: item)
    }
  }
  var slotFor: Event<(Plate, Int, Int) -> Int> {
    defaulted(.init(.last())) { [defaults = PlateDefaults()] plate, item, proposed in
      defaults.plate(plate, slotFor: item, proposed: proposed)
    }
  }
}

final class PlateDelegateProxy: DelegateProxy<any PlateDelegate>, PlateDelegate {
  func plate(_ plate: Plate, sizeFor item: Int) -> Int {
    partialAnswer(
      \.sizeFor, fallback: 1, arguments: (plate, item), forwardingIfImplemented: { $0.plate(plate, sizeFor: item) },
      call: { $0(plate, item) })
  }
  func plate(_ plate: Plate, labelFor item: Int) -> String {
    vend(
      \.labelFor, fallback: "host", arguments: (plate, item),
      forwardingIfImplemented: { $0.plate(plate, labelFor: item) }, call: { $0(plate, item) })
  }
  func plate(_ plate: Plate, slotFor item: Int, proposed: Int) -> Int {
    thread(
      \.slotFor, proposal: proposed, arguments: (plate, item, proposed),
      forwardingIfImplemented: { $0.plate(plate, slotFor: item, proposed: $1) }, call: { $0(plate, item, $1) })
  }
}

extension Plate: DelegateHost {
  static var delegateSlot: DelegateSlot<any PlateDelegate> {
    DelegateSlot(\Plate.delegate, proxy: PlateDelegateProxy.self)
  }
}

@Suite("Answer forms with a default implementation")
struct AnswerFormDefaultsTests {
  @Test func theDefaultAnswersAPartialEventWhereNoHandlerDoes() {
    let plate = Plate()
    let subscription = plate.on(\.sizeFor) { _, item in item == 0 ? 3 : nil }
    #expect(plate.size(0) == 3)
    #expect(plate.size(1) == 10)
    subscription.cancel()
  }

  @Test func theDefaultMakesAVendedObjectOnlyWhenNoHandlerDoes() {
    let plate = Plate()
    let subscription = plate.on(\.labelFor) { _, item in item == 0 ? "handler" : nil }
    #expect(plate.label(0) == "handler")
    #expect(plate.defaultLabels == 0)
    #expect(plate.label(1) == "default")
    #expect(plate.defaultLabels == 1)
    subscription.cancel()
  }

  @Test func theDefaultIsTheFirstToSeeAThreadedProposal() {
    let plate = Plate()
    var seen: [Int] = []
    let subscription = plate.on(\.slotFor) { _, _, proposed in
      seen.append(proposed)
      return proposed + 1
    }
    #expect(plate.slot(0, proposed: 5) == 106)
    #expect(seen == [105])
    subscription.cancel()
  }
}
