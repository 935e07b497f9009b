import DelegateDSL
import StreamTestSupport
import Testing

/// Method families (`replacing(_:with:)`, `send(_:replacing:…)`,
/// `answer(_:replacing:…)`) and per-call fallbacks (`answer(_:fallback:…)`),
/// on a Linux protocol of UIKit's shape: `fieldDidEnd(_:)` and
/// `fieldDidEnd(_:reason:)`, where the host calls only the newer method while
/// the delegate claims it, as UIKit does for `textFieldDidEndEditing`.
@Suite("Method families and fallbacks")
struct MethodFamilyTests {
  @Test func theNewerMethodIsClaimedWhenAnyoneAnswersEither() throws {
    let field = Field()
    let newer = "fieldDidEnd:reason:"
    let older = "fieldDidEnd:"
    let onOlder = Delegate(for: FieldDelegate.self) { On(\.didEnd) { _ in } }.install(on: field)
    let proxy = try #require(onOlder.proxy)
    #expect(proxy.respondsToSelector(named: newer) == true)
    #expect(proxy.respondsToSelector(named: older) == true)
    onOlder.cancel()

    let onNewer = Delegate(for: FieldDelegate.self) { On(\.didEndWithReason) { _, _ in } }.install(on: field)
    let newerProxy = try #require(onNewer.proxy)
    #expect(newerProxy.respondsToSelector(named: newer) == true)
    // The older method stays claimed only as its own participants say.
    #expect(newerProxy.respondsToSelector(named: older) == false)
    onNewer.cancel()

    // A real delegate implementing only the older method: the newer is claimed for it.
    let real = RecordingField(implements: [.didEnd])
    field.delegate = real
    let onHeight = Delegate(for: FieldDelegate.self) { On(\.height) { _, _ in 1 } }.install(on: field)
    let realProxy = try #require(onHeight.proxy)
    #expect(realProxy.respondsToSelector(named: newer) == true)
    real.implemented = []
    #expect(realProxy.respondsToSelector(named: newer) == false)
  }

  @Test func theNewerCallReachesEveryParticipantOnce() {
    let field = Field()
    let real = RecordingField(implements: [.didEnd])
    field.delegate = real
    var log: [String] = []
    Delegate(for: FieldDelegate.self) {
      On(\.didEnd) { _ in log.append("older handler") }
      On(\.didEndWithReason) { _, reason in log.append("newer handler \(reason)") }
    }.install(on: field)
    field.end(reason: 2)
    #expect(real.log == ["didEnd"])
    // The older method's handlers answer before the newer's (`DelegateProxy+MethodFamilies.swift`).
    #expect(log == ["older handler", "newer handler 2"])
  }

  /// A stream on either member hears the newer method's calls: a void stream claims the newer method (as a
  /// handler of either would), the host calls only that one, and each stream sees its own event's arguments.
  @Test func streamsOnEitherMemberHearTheNewerCalls() async throws {
    let field = Field()
    let real = RecordingField(implements: [.didEnd])
    field.delegate = real
    let older = Field.delegateSlot.delegateEvents(\.didEnd, of: field) { _ in "older" }
    let proxy = try #require(Field.delegateSlot.installedProxy(on: field))
    #expect(proxy.respondsToSelector(named: "fieldDidEnd:reason:") == true)
    let newer = Field.delegateSlot.delegateEvents(\.didEndWithReason, of: field) { _, reason in "newer \(reason)" }
    field.end(reason: 4)
    field.end(reason: 5)
    #expect(await firstElements(2, of: older, within: 2) == ["older", "older"])
    #expect(await firstElements(2, of: newer, within: 2) == ["newer 4", "newer 5"])
    #expect(real.log == ["didEnd", "didEnd"])
  }

  @Test func aRealDelegateWithTheNewerMethodGetsOnlyThat() {
    let field = Field()
    let real = RecordingField(implements: [.didEnd, .didEndWithReason])
    field.delegate = real
    var log: [String] = []
    Delegate(for: FieldDelegate.self) { On(\.didEnd) { _ in log.append("older handler") } }.install(on: field)
    field.end(reason: 3)
    #expect(real.log == ["didEnd reason 3"])
    #expect(log == ["older handler"])
  }

  @Test func aCompletionFamilyCallsTheHostOnceWithTheMappedAnswer() {
    let field = Field()
    let real = RecordingField(implements: [.decide])
    real.decision = true
    field.delegate = real
    var log: [String] = []
    Delegate(for: FieldDelegate.self) {
      On(\.decideWithOptions) { _, action, options in
        log.append("newer \(action)")
        return (false, options + "+newer")
      }
      On(\.decide) { _, action in
        log.append("older \(action)")
        return true
      }
    }.install(on: field)
    var answers: [(Bool, String)] = []
    field.decide(action: 5, options: "o") { answers.append(($0, $1)) }
    #expect(real.log == ["decide 5"])
    // The handlers implement both methods: like a delegate that does, they are asked only the newer.
    #expect(log == ["newer 5"])
    #expect(answers.count == 1)
    #expect(answers.first?.0 == false && answers.first?.1 == "o+newer")
  }

  /// Each participant gets the method the host would call on it alone: the older event's handlers answer the
  /// newer call while the newer event has none, and once it has, they don't decide (and aren't asked), as
  /// UIKit asks a delegate that implements both methods only the newer; a real delegate with only the older
  /// method is asked through it either way.
  @Test func theOlderHandlersAnswerOnlyWhileTheNewerHasNone() {
    let field = Field()
    var log: [String] = []
    let older = Delegate(for: FieldDelegate.self) {
      On(\.label) { _, row in
        log.append("older \(row)")
        return "older"
      }
    }.install(on: field)
    #expect(field.label(row: 1, style: 7) == "older")
    #expect(log == ["older 1"])

    let newer = Delegate(for: FieldDelegate.self) {
      On(\.labelWithStyle) { _, row, style in
        log.append("newer \(row) \(style)")
        return "newer"
      }
    }.install(on: field)
    log = []
    #expect(field.label(row: 2, style: 8) == "newer")
    #expect(log == ["newer 2 8"])

    newer.cancel()
    older.cancel()

    let legacy = Field()
    let real = RecordingField(implements: [.label])
    legacy.delegate = real
    Delegate(for: FieldDelegate.self) {
      On(\.labelWithStyle) { _, row, style in
        log.append("newer \(row) \(style)")
        return nil
      }
    }.install(on: legacy)
    log = []
    // The real delegate answers through the older method it implements; the newer handler leaves it (nil).
    #expect(legacy.label(row: 3, style: 9) == "real 3")
    #expect(real.log == ["label 3"])
    #expect(log == ["newer 3 9"])
  }

  /// Issue 44 item 6: a family declared inside out (`optional(replacing(…), selector:)`,
  /// `defaulted(replacing(…), by:)`) is a family: the newer method is claimed when only the older is handled.
  @Test func aFamilyDeclaredInsideOutClaimsTheNewerMethod() throws {
    let field = Field()
    let subscription = Delegate(for: FieldDelegate.self) { On(\.label) { _, _ in "older" } }.install(on: field)
    let proxy = try #require(subscription.proxy)
    #expect(proxy.respondsToSelector(named: "field:labelFor:style:") == true)
    #expect(proxy.respondsToSelector(named: "field:insideOutLabelFor:style:") == true)
    #expect(proxy.respondsToSelector(named: "field:defaultedLabelFor:style:") == true)
    subscription.cancel()
  }

  /// Issue 44 item 7: a family proxy written before `replacedArguments` still compiles and dispatches both
  /// events (`LegacyFieldDelegateProxy`, through the deprecated overload).
  @Test func aFamilyProxyInThePreviousSpellingStillDispatches() {
    let field = Field()
    let real = RecordingField(implements: [.didEnd])
    field.delegate = real
    var log: [String] = []
    Delegate(for: FieldDelegate.self) {
      On(\.didEnd) { _ in log.append("older handler") }
      On(\.didEndWithReason) { _, reason in log.append("newer handler \(reason)") }
    }.install(on: field, at: Field.legacyDelegateSlot)
    field.end(reason: 6)
    #expect(real.log == ["didEnd"])
    #expect(log == ["older handler", "newer handler 6"])
  }

  @Test func aFallbackIsTheAnswerOnlyWhenNobodyAnswers() {
    let field = Field()
    field.rowHeight = 30
    Delegate(for: FieldDelegate.self) { On(\.didEnd) { _ in } }.install(on: field)
    #expect(field.heightOfRow(2) == 32)
    #expect(field.fallbacksEvaluated == 1)
    Delegate(for: FieldDelegate.self) { On(\.height) { _, row in Double(row) } }.install(on: field)
    #expect(field.heightOfRow(2) == 2)
    #expect(field.fallbacksEvaluated == 1)
    let real = RecordingField(implements: [.height])
    field.delegate = real
    #expect(field.heightOfRow(2) == 2)
    #expect(real.log == ["height 2"])
  }
}

enum FieldMethod { case didEnd, didEndWithReason, height, decide, decideWithOptions, label, labelWithStyle }

/// A Swift protocol of Objective-C's shape: a delegate says which of its
/// methods it implements, as `responds(to:)` would.
protocol FieldDelegate: AnyObject {
  var implemented: Set<FieldMethod> { get }
  func fieldDidEnd(_ field: Field)
  func fieldDidEnd(_ field: Field, reason: Int)
  func field(_ field: Field, heightForRow row: Int) -> Double
  func field(_ field: Field, decide action: Int, handler: @escaping (Bool) -> Void)
  func field(_ field: Field, decide action: Int, options: String, handler: @escaping (Bool, String) -> Void)
  func field(_ field: Field, labelFor row: Int) -> String?
  func field(_ field: Field, labelFor row: Int, style: Int) -> String?
}

/// The host: calls the newer method only, as UIKit does while the delegate claims it.
final class Field {
  weak var delegate: (any FieldDelegate)?
  var rowHeight = 0.0
  var fallbacksEvaluated = 0
  func end(reason: Int) { delegate?.fieldDidEnd(self, reason: reason) }
  func heightOfRow(_ row: Int) -> Double? { delegate?.field(self, heightForRow: row) }
  func label(row: Int, style: Int) -> String? { delegate?.field(self, labelFor: row, style: style) ?? nil }
  func decide(action: Int, options: String, then: @escaping (Bool, String) -> Void) {
    delegate?.field(self, decide: action, options: options, handler: then)
  }
}

final class RecordingField: FieldDelegate {
  var implemented: Set<FieldMethod>
  var log: [String] = []
  var decision = false
  init(implements methods: Set<FieldMethod>) { implemented = methods }
  func fieldDidEnd(_ field: Field) { log.append("didEnd") }
  func fieldDidEnd(_ field: Field, reason: Int) { log.append("didEnd reason \(reason)") }
  func field(_ field: Field, heightForRow row: Int) -> Double {
    log.append("height \(row)")
    return Double(row)
  }
  func field(_ field: Field, decide action: Int, handler: @escaping (Bool) -> Void) {
    log.append("decide \(action)")
    handler(decision)
  }
  func field(_ field: Field, decide action: Int, options: String, handler: @escaping (Bool, String) -> Void) {
    log.append("decide \(action) \(options)")
    handler(decision, options)
  }
  func field(_ field: Field, labelFor row: Int) -> String? {
    log.append("label \(row)")
    return "real \(row)"
  }
  func field(_ field: Field, labelFor row: Int, style: Int) -> String? {
    log.append("label \(row) style \(style)")
    return "real \(row) \(style)"
  }
}

extension DelegateEvents where Delegate == any FieldDelegate {
  var didEnd: Event<(Field) -> Void> {
    optional(.init(), selector: "fieldDidEnd:") { $0.implemented.contains(.didEnd) }
  }
  var didEndWithReason: Event<(Field, Int) -> Void> {
    replacing(
      \.didEnd, with: optional(.init(), selector: "fieldDidEnd:reason:") { $0.implemented.contains(.didEndWithReason) })
  }
  var height: Event<(Field, Int) -> Double> {
    optional(.init(.last()), selector: "field:heightForRow:") { $0.implemented.contains(.height) }
  }
  var decide: Event<(Field, Int) -> Bool> {
    optional(.init(.all), selector: "field:decide:handler:") { $0.implemented.contains(.decide) }
  }
  var decideWithOptions: Event<(Field, Int, String) -> (Bool, String)> {
    replacing(
      \.decide,
      with: optional(.init(.last()), selector: "field:decide:options:handler:") {
        $0.implemented.contains(.decideWithOptions)
      })
  }
  var label: Event<(Field, Int) -> String?> {
    optional(.init(.firstNonNil()), selector: "field:labelFor:") { $0.implemented.contains(.label) }
  }
  var labelWithStyle: Event<(Field, Int, Int) -> String?> {
    replacing(
      \.label,
      with: optional(.init(.firstNonNil()), selector: "field:labelFor:style:") {
        $0.implemented.contains(.labelWithStyle)
      })
  }
  /// The same family declared inside out (issue 44 item 6): `optional(replacing(…), selector:)`.
  var insideOutLabelWithStyle: Event<(Field, Int, Int) -> String?> {
    optional(replacing(\.label, with: .init(.firstNonNil())), selector: "field:insideOutLabelFor:style:")
  }
  /// And with a default implementation outside: `defaulted(replacing(…), by:)`.
  var defaultedLabelWithStyle: Event<(Field, Int, Int) -> String?> {
    defaulted(
      optional(replacing(\.label, with: .init(.firstNonNil())), selector: "field:defaultedLabelFor:style:"),
      by: { _, _, _ in nil })
  }
}

/// The proxy as the generator writes it for `--family` and `--fallback`.
class FieldDelegateProxy: DelegateProxy<any FieldDelegate>, FieldDelegate {
  override class var selectorEvents: [PartialKeyPath<Events>] {
    [
      \.didEnd, \.didEndWithReason, \.height, \.decide, \.decideWithOptions, \.label, \.labelWithStyle,
      \.insideOutLabelWithStyle, \.defaultedLabelWithStyle,
    ]
  }
  var implemented: Set<FieldMethod> { [] }

  func fieldDidEnd(_ field: Field) {
    sendIfImplemented(\.didEnd, field) { $0.implemented.contains(.didEnd) ? $0.fieldDidEnd(field) : nil }
  }

  func fieldDidEnd(_ field: Field, reason: Int) {
    send(
      \.didEndWithReason, replacing: \.didEnd, arguments: (field, reason), replacedArguments: field,
      forward: { $0.implemented.contains(.didEndWithReason) ? $0.fieldDidEnd(field, reason: reason) : nil },
      forwardReplaced: { $0.implemented.contains(.didEnd) ? $0.fieldDidEnd(field) : nil },
      call: { $0(field, reason) }, callReplaced: { $0(field) }, answering: { $0 }, replacedAnswer: { $0 })
  }

  func field(_ field: Field, heightForRow row: Int) -> Double {
    answer(
      \.height,
      fallback: ({ field, row in
        field.fallbacksEvaluated += 1; return field.rowHeight + Double(row)
      })(field, row),
      arguments: (field, row),
      forwardingIfImplemented: { $0.implemented.contains(.height) ? $0.field(field, heightForRow: row) : nil },
      call: { $0(field, row) })
  }

  func field(_ field: Field, decide action: Int, handler: @escaping (Bool) -> Void) {
    answer(
      \.decide, proposal: nil, arguments: (field, action),
      forward: { real, finish in
        if real.implemented.contains(.decide) { real.field(field, decide: action) { finish($0) } } else { finish(nil) }
      },
      call: { $0(field, action) }, completion: handler)
  }

  func field(_ field: Field, decide action: Int, options: String, handler: @escaping (Bool, String) -> Void) {
    answer(
      \.decideWithOptions, replacing: \.decide, proposal: nil, arguments: (field, action, options),
      forward: { real, finish, finishReplaced in
        if real.implemented.contains(.decideWithOptions) {
          real.field(field, decide: action, options: options) { finish(($0, $1)) }
        } else if real.implemented.contains(.decide) {
          real.field(field, decide: action) { finishReplaced($0) }
        } else {
          finish(nil)
        }
      },
      call: { $0(field, action, options) }, callReplaced: { $0(field, action) }, answering: { ($0, options) },
      completion: { handler($0.0, $0.1) })
  }

  func field(_ field: Field, labelFor row: Int) -> String? {
    answer(
      \.label, fallback: nil, arguments: (field, row),
      forwardingIfImplemented: { real -> String?? in
        real.implemented.contains(.label) ? .some(real.field(field, labelFor: row)) : .none
      },
      call: { $0(field, row) })
  }

  func field(_ field: Field, labelFor row: Int, style: Int) -> String? {
    send(
      \.labelWithStyle, replacing: \.label, arguments: (field, row, style), replacedArguments: (field, row),
      forward: { real -> String?? in
        real.implemented.contains(.labelWithStyle) ? .some(real.field(field, labelFor: row, style: style)) : .none
      },
      forwardReplaced: { real -> String?? in
        real.implemented.contains(.label) ? .some(real.field(field, labelFor: row)) : .none
      },
      call: { $0(field, row, style) }, callReplaced: { $0(field, row) }, answering: { $0 }, replacedAnswer: { $0 })
  }
}

/// A family proxy as it was written before `send(_:replacing:…)` took `replacedArguments` (issue 44 item 7):
/// it must keep compiling. Its one method is deprecated, so that calling the deprecated spelling doesn't warn;
/// the host calls it through `FieldDelegate`'s requirement, which isn't.
final class LegacyFieldDelegateProxy: FieldDelegateProxy {
  @available(*, deprecated, message: "calls send(_:replacing:…) in the spelling before replacedArguments")
  override func fieldDidEnd(_ field: Field, reason: Int) {
    send(
      \.didEndWithReason, replacing: \.didEnd, arguments: (field, reason),
      forward: { $0.implemented.contains(.didEndWithReason) ? $0.fieldDidEnd(field, reason: reason) : nil },
      forwardReplaced: { $0.implemented.contains(.didEnd) ? $0.fieldDidEnd(field) : nil },
      call: { $0(field, reason) }, callReplaced: { $0(field) }, answering: { $0 })
  }
}

extension Field: DelegateHost {
  static var delegateSlot: DelegateSlot<any FieldDelegate> {
    DelegateSlot(\Field.delegate, proxy: FieldDelegateProxy.self)
  }
  static var legacyDelegateSlot: DelegateSlot<any FieldDelegate> {
    DelegateSlot(\Field.delegate, proxy: LegacyFieldDelegateProxy.self)
  }
}
