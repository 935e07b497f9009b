// A weak reference keeps two words of a class-bound value (issue 36): the
// object and one witness table, the layout of a class or of `any P`. A
// composition of two or three protocols with requirements is three or four
// words; its witness tables are kept in an immortal block that the second
// word points to. These tests hold such values weakly, read them back, call
// every protocol's requirement through them (a wrong witness table would
// call the wrong method or crash), and check that a dead object reads as
// `nil`.
import Testing

@testable import DelegateDSL

protocol WideFirst: AnyObject { func first() -> String }
protocol WideSecond: AnyObject { func second() -> String }
protocol WideThird: AnyObject { func third() -> String }

final class WideDelegate: WideFirst, WideSecond, WideThird {
  let name: String
  init(_ name: String) { self.name = name }
  func first() -> String { "first of \(name)" }
  func second() -> String { "second of \(name)" }
  func third() -> String { "third of \(name)" }
}

/// The same requirements, in another order of conformances: other witness
/// tables for the same protocols.
final class OtherWideDelegate: WideThird, WideSecond, WideFirst {
  func first() -> String { "other first" }
  func second() -> String { "other second" }
  func third() -> String { "other third" }
}

@Suite("Weak references to wide class-bound values")
struct WideWeakReferenceTests {
  @Test func aTwoProtocolCompositionReadsBackWithBothWitnessTables() {
    let object = WideDelegate("a")
    let reference = WeakReference<any WideFirst & WideSecond>(object)
    let value = reference.value
    #expect(value?.first() == "first of a")
    #expect(value?.second() == "second of a")
    #expect(value.map { $0 === object } == true)
  }

  @Test func aThreeProtocolCompositionReadsBackWithItsThreeWitnessTables() {
    let object = WideDelegate("b")
    let other = OtherWideDelegate()
    let reference = WeakReference<any WideFirst & WideSecond & WideThird>(object)
    let otherReference = WeakReference<any WideFirst & WideSecond & WideThird>(other)
    #expect(
      reference.value.map { [$0.first(), $0.second(), $0.third()] } == ["first of b", "second of b", "third of b"])
    #expect(
      otherReference.value.map { [$0.first(), $0.second(), $0.third()] } == [
        "other first", "other second", "other third",
      ])
    // The same composition and class share one block of witness tables.
    let again = WeakReference<any WideFirst & WideSecond & WideThird>(WideDelegate("c"))
    #expect(again.bits.1 == reference.bits.1)
    #expect(otherReference.bits.1 != reference.bits.1)
  }

  @Test func anErasedWideReferenceReassemblesAsItsType() {
    let object = WideDelegate("d")
    let erased = WeakReference<AnyObject>(erasing: object as any WideFirst & WideThird, role: "a test value")
    let value = WeakReference<any WideFirst & WideThird>.value(object: erased.object, bits: erased.bits)
    #expect(value?.first() == "first of d")
    #expect(value?.third() == "third of d")
    #expect(erased.value === object)
  }

  @Test func aDeadWideValueReadsAsNil() {
    var object: WideDelegate? = WideDelegate("e")
    let reference = WeakReference<any WideFirst & WideSecond>(object)
    #expect(reference.value?.second() == "second of e")
    object = nil
    #expect(reference.value == nil)
    #expect(reference.bits.0 != 0, "the bits still say a value was held")
  }
}
