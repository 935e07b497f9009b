// `--family '<newer>=<older> with ($0, $2) [as ($answer, $1)]'`: a method
// that a host calls instead of an older one when the delegate claims it
// (UIKit's `textFieldDidEndEditing(_:reason:)` for
// `textFieldDidEndEditing(_:)`). The newer event's declaration names the
// older (`replacing(_:with:)`), so the proxy claims the newer method when
// anyone answers either, and the newer proxy method calls the library's
// `send(_:replacing:…)` (or, for a completion-handler method,
// `answer(_:replacing:…)`): the real delegate's newer method, or its older
// one when it lacks the newer, then both events' handlers. The older
// method's arguments are expressions over the newer's (`$0` is its first
// argument), and `as` maps the older answer (`$answer`) to the newer's.

import Foundation

/// One `--family` argument, resolved against the protocol.
struct MethodFamily: Equatable {
  let argument: String
  /// The method the host calls while it is claimed.
  let newer: MethodModel
  /// The method it replaces.
  let older: MethodModel
  /// The older method's arguments, as expressions over the newer's parameter names.
  let arguments: [String]
  /// The newer answer made from the older one, `$answer` standing for it; `nil` when they are the same type.
  let answerMapping: String?
  /// `arguments` and `answerMapping` as written, `$N` standing for the newer method's N-th argument.
  private let writtenArguments: [String]
  private let writtenAnswerMapping: String?
  /// `false` when the older method is deprecated and the newer isn't: every call of it would warn, so the
  /// family is left out (named in the file's header) and each method dispatches its own event.
  let isRoutable: Bool

  /// Parses `argument` and finds both methods among `methods` (the protocol's own and inherited).
  init(parsing argument: String, methods: [MethodModel]) throws(GeneratorError) {
    func refuse(_ problem: String) -> GeneratorError { .badFamily(argument: argument, problem: problem) }
    self.argument = argument
    guard let equals = argument.firstIndex(of: "="), let with = argument.range(of: " with ") else {
      throw refuse("not '<newer>=<older> with (<arguments>) [as <answer>]'")
    }
    let newerKey = trimmedArgument(argument[..<equals])
    let olderKey = trimmedArgument(argument[argument.index(after: equals)..<with.lowerBound])
    var rest = Substring(trimmedArgument(argument[with.upperBound...]))
    var mapping: String?
    if let as_ = rest.range(of: " as ") {
      mapping = trimmedArgument(rest[as_.upperBound...])
      rest = rest[..<as_.lowerBound]
    }
    let list = trimmedArgument(rest)
    guard list.hasPrefix("("), list.hasSuffix(")") else { throw refuse("the arguments must be a list '($0, …)'") }
    let inner = list.dropFirst().dropLast()
    let written = inner.allSatisfy { $0 == " " } ? [] : BracketText.topLevelSplit(inner).map(trimmedArgument)
    func method(_ key: String) -> MethodModel? {
      methods.last { key == $0.eventName || key == $0.title || key == $0.qualifiedTitle || key == $0.selector }
    }
    guard let newer = method(newerKey) else { throw refuse("'\(newerKey)' names no method") }
    guard let older = method(olderKey) else { throw refuse("'\(olderKey)' names no method") }
    guard newer.effects.isEmpty, older.effects.isEmpty else {
      throw refuse("async or throwing methods can't be routed")
    }
    guard (newer.completion == nil) == (older.completion == nil) else {
      throw refuse("one method answers through a completion handler and the other doesn't")
    }
    guard written.count == older.eventParameters.count else {
      throw refuse("'\(older.title)' takes \(older.eventParameters.count) arguments, not \(written.count)")
    }
    let names = newer.eventParameters.map { Renderer.escaped($0.name) }
    var substituted: [String] = []
    for expression in written {
      guard let text = Self.substituting(expression, names: names) else {
        throw refuse("'\(expression)' names an argument '\(newer.title)' doesn't have")
      }
      substituted.append(text)
    }
    writtenArguments = written
    writtenAnswerMapping = mapping
    if let given = mapping {
      guard older.answer != nil, newer.answer != nil else { throw refuse("'as' maps an answer: both methods answer") }
      guard let text = Self.substituting(given, names: names) else {
        throw refuse("'\(given)' names an argument '\(newer.title)' doesn't have")
      }
      mapping = text
    } else if older.answer != newer.answer {
      throw refuse(
        "'\(older.title)' answers \(older.answer ?? "Void") and '\(newer.title)' \(newer.answer ?? "Void"): map it with 'as'"
      )
    }
    self.newer = newer
    self.older = older
    // Calling a deprecated older method from a newer one that isn't would warn in every build.
    isRoutable = older.availability.deprecation == nil || newer.availability.deprecation != nil
    self.arguments = substituted
    self.answerMapping = mapping
  }

  /// The answer mapping applied to `answer` (`$0` in a closure), or `answer` itself.
  func mapped(_ answer: String) -> String {
    answerMapping.map { $0.replacingOccurrences(of: "$answer", with: answer) } ?? answer
  }

  /// The older method's arguments over the newer's arguments passed as one
  /// tuple (`tuple`, of `count` elements): `$1` becomes `tuple.1`, or
  /// `tuple` itself when the newer method has one argument.
  func arguments(overTuple tuple: String, count: Int) -> [String] {
    let elements = Self.tupleElements(tuple, count: count)
    return writtenArguments.map { Self.substituting($0, names: elements) ?? $0 }
  }

  /// ``mapped(_:)`` with the newer's arguments read from a tuple, as ``arguments(overTuple:count:)``.
  func mapped(_ answer: String, overTuple tuple: String, count: Int) -> String {
    guard let written = writtenAnswerMapping else { return answer }
    let substituted = Self.substituting(written, names: Self.tupleElements(tuple, count: count)) ?? written
    return substituted.replacingOccurrences(of: "$answer", with: answer)
  }

  private static func tupleElements(_ tuple: String, count: Int) -> [String] {
    count == 1 ? [tuple] : (0..<count).map { "\(tuple).\($0)" }
  }

  /// `expression` with each `$N` replaced by the newer method's N-th
  /// parameter name (`$answer` is kept); `nil` when N is out of range.
  static func substituting(_ expression: String, names: [String]) -> String? {
    var result = ""
    var index = expression.startIndex
    while index < expression.endIndex {
      let character = expression[index]
      let next = expression.index(after: index)
      guard character == "$", next < expression.endIndex, expression[next].isNumber else {
        result.append(character)
        index = next
        continue
      }
      let digits = expression[next...].prefix { $0.isNumber }
      guard let position = Int(digits), position < names.count else { return nil }
      result += names[position]
      index = digits.endIndex
    }
    return result
  }
}
