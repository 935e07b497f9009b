import DelegateDSL
import Testing

/// A delegate protocol must refine `AnyObject`. Swift cannot express that as
/// a requirement of `Delegate(for:)` (an existential never satisfies
/// `AnyObject`), so the mistake is caught when the definition is built, with
/// a message that names it, rather than at installation.
@Suite("Class-bound delegate protocols")
struct ClassBoundProtocolTests {
  @Test func aProtocolThatDoesNotRefineAnyObjectIsRejectedWhenTheDefinitionIsBuilt() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Delegate(for: PlainDelegate.self) { On(\.didChange) { _ in } }
    }
    .map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("PlainDelegate must be a class-bound protocol (refine AnyObject)"))
    }
  }

  @Test func classBoundProtocolsAndTheirCompositionsAreAccepted() {
    let single = Delegate(for: DownloaderDelegate.self) { On(\.didStart) { _ in } }
    let composed = Delegate<any DownloaderDelegate & Sendable>.empty
    #expect(single.handlerCount == 1)
    #expect(composed.handlerCount == 0)
  }
}

protocol PlainDelegate { func didChange(_ value: Int) }

extension DelegateEvents where Delegate == any PlainDelegate {
  var didChange: Event<(Int) -> Void> { .init() }
}
