// `--family '<newer>=<older> with ($0, $2) [when <condition>] [as ($answer, $1)]'`: a method
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
// `when` names the calls the older method can express at all (its
// arguments are then evaluated only for those); `when let <name> = <optional>`
// also names a value the older method's arguments use, `nil` for the calls it
// can't express (UIKit's iOS 16 context menu: the pressed item, which a
// legacy delegate is asked for, as UIKit asks it alone).
//
// A deprecated older method (UIKit's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`,
// replaced in iOS 15) is routed too: any mention of it, its event's key path
// or the real delegate's call, warns in the newer method's code, which isn't
// deprecated. The adapter reaches both through a file-private protocol whose
// requirements aren't deprecated and whose witnesses are
// (`Renderer+Families.swift`): Swift warns where a deprecated declaration is
// named, and the call names the requirement.

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
  /// `when <condition>`, over the newer's parameter names: the calls the older method can express (UIKit's
  /// iOS 16 context menu for `indexPaths` when there is exactly one); its participants sit the others out.
  let condition: String?
  /// `when let <name> = …`: the name `condition` (then an optional expression) binds for `arguments`.
  let binding: String?
  /// `arguments` and `answerMapping` as written, `$N` standing for the newer method's N-th argument.
  private let writtenArguments: [String]
  private let writtenAnswerMapping: String?
  /// The older method is deprecated and the newer isn't: the newer's code names the older's event and
  /// calls the real delegate's older method through the deprecated witnesses (see the file comment).
  let routesThroughDeprecatedWitness: Bool
  /// `false` for such a family whose methods answer through a completion handler (no witness is written for
  /// those): the family is left out (named in the file's header) and each method dispatches its own event.
  let isRoutable: Bool

  /// Parses `argument` and finds both methods among `methods` (the protocol's own and inherited).
  init(parsing argument: String, methods: [MethodModel]) throws(GeneratorError) {
    func refuse(_ problem: String) -> GeneratorError { .badFamily(argument: argument, problem: problem) }
    self.argument = argument
    guard let equals = argument.firstIndex(of: "="), let with = argument.range(of: " with ") else {
      throw refuse("not '<newer>=<older> with (<arguments>) [when <condition>] [as <answer>]'")
    }
    let newerKey = trimmedArgument(argument[..<equals])
    let olderKey = trimmedArgument(argument[argument.index(after: equals)..<with.lowerBound])
    var rest = Substring(trimmedArgument(argument[with.upperBound...]))
    var mapping: String?
    if let as_ = rest.range(of: " as ") {
      mapping = trimmedArgument(rest[as_.upperBound...])
      rest = rest[..<as_.lowerBound]
    }
    var writtenCondition: String?
    if let when = rest.range(of: " when ") {
      writtenCondition = trimmedArgument(rest[when.upperBound...])
      rest = rest[..<when.lowerBound]
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
    if let writtenCondition {
      guard newer.completion == nil else { throw refuse("a completion-handler family can't take 'when'") }
      var written = Substring(writtenCondition)
      if written.hasPrefix("let "), let equals = written.range(of: " = ") {
        let name = trimmedArgument(written.dropFirst(4)[..<equals.lowerBound])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
          throw refuse("'when let' binds one name: 'when let <name> = <optional expression>'")
        }
        // The older participants are asked through `flatMap` over the bound value: their answer is optional.
        guard let answer = older.answer, Rules.isOptional(answer) else {
          throw refuse("'when let' needs an older method that answers an optional")
        }
        binding = name
        written = written[equals.upperBound...]
      } else {
        binding = nil
      }
      guard let text = Self.substituting(String(written), names: names) else {
        throw refuse("'\(writtenCondition)' names an argument '\(newer.title)' doesn't have")
      }
      condition = text
    } else {
      condition = nil
      binding = nil
    }
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
    // Calling a deprecated older method from a newer one that isn't would warn in every build: a witness calls it.
    routesThroughDeprecatedWitness = older.availability.deprecation != nil && newer.availability.deprecation == nil
    isRoutable = !routesThroughDeprecatedWitness || newer.completion == nil
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

  /// The older method's answer read back from the newer's (`$0`), for the older event's streams: `$0` when
  /// the two answer the same type, the element `$answer` is in a tuple mapping (`($answer, $2)` gives
  /// `$0.0`), else `nil` (the older event's "after" streams then don't see the newer's calls).
  var replacedAnswer: String? {
    guard let written = writtenAnswerMapping else { return "$0" }
    let mapping = trimmedArgument(written[...])
    if mapping == "$answer" { return "$0" }
    guard mapping.hasPrefix("("), mapping.hasSuffix(")") else { return nil }
    let elements = BracketText.topLevelSplit(mapping.dropFirst().dropLast()).map(trimmedArgument)
    return elements.firstIndex(of: "$answer").map { "$0.\($0)" }
  }

  /// Where the newer method's arguments propose part of its answer: `(answer element, argument)` for each
  /// element of a tuple mapping that is an argument as written (`($answer, $2)`: the answer's element 1 is
  /// the host's proposal, argument 2). A completion family threads them: each handler gets the answer so
  /// far's element in the argument's place, so that one that keeps it keeps the real delegate's.
  var proposedElements: [(element: Int, argument: Int)] {
    guard let written = writtenAnswerMapping else { return [] }
    let mapping = trimmedArgument(written[...])
    guard mapping.hasPrefix("("), mapping.hasSuffix(")") else { return [] }
    let elements = BracketText.topLevelSplit(mapping.dropFirst().dropLast()).map(trimmedArgument)
    return elements.enumerated().compactMap { index, element in
      guard element.hasPrefix("$"), let argument = Int(element.dropFirst()) else { return nil }
      return (index, argument)
    }
  }

  /// The older method's arguments over `names`, the newer's arguments as
  /// the call writes them (a threaded call passes the answer so far for the proposal).
  func arguments(over names: [String]) -> [String] {
    writtenArguments.map { Self.substituting($0, names: names) ?? $0 }
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

extension MethodFamily {
  /// The `--family` arguments the symbol graph implies: a deprecated requirement whose `renamed` names
  /// another requirement of the protocol (`API_DEPRECATED_WITH_REPLACEMENT`), which the host then calls
  /// instead, so a real delegate that implements only the deprecated one would stop being called once a
  /// handler claims the replacement. Written only where nothing needs a person's word: neither answers
  /// through a completion handler or is effectful, both answer the same type, and each of the older
  /// method's arguments is one of the newer's (of the same type and name, else the only one of its type).
  /// A pair a `--family` already routes (`explicit`, newer or older) is left to it.
  static func inferred(from methods: [MethodModel], explicit: [MethodFamily]) -> [String] {
    let taken = Set(explicit.flatMap { [$0.newer.eventName, $0.older.eventName] })
    var arguments: [String] = []
    for older in methods {
      guard let renamed = older.availability.renamed, !taken.contains(older.eventName),
        let newer = replacement(named: renamed, among: methods), newer.eventName != older.eventName,
        !taken.contains(newer.eventName), newer.availability.deprecation == nil,
        older.completion == nil, newer.completion == nil, older.effects.isEmpty, newer.effects.isEmpty,
        older.answer == newer.answer, let positions = positions(of: older, in: newer)
      else { continue }
      let key = { (method: MethodModel) in method.selector ?? method.title }
      arguments.append(
        "\(key(newer))=\(key(older)) with (" + positions.map { "$\($0)" }.joined(separator: ", ") + ")")
    }
    return arguments
  }

  /// The requirement `renamed` names: by selector (`-fieldDidEnd:reason:` or without the `-`), Swift name
  /// (`fieldDidEnd(_:reason:)`), or base name when only one requirement has it.
  private static func replacement(named renamed: String, among methods: [MethodModel]) -> MethodModel? {
    let name = renamed.hasPrefix("-") || renamed.hasPrefix("+") ? String(renamed.dropFirst()) : renamed
    if let method = methods.first(where: { $0.selector == name || $0.title == name }) { return method }
    let named = methods.filter { $0.baseName == name }
    return named.count == 1 ? named[0] : nil
  }

  /// For each of `older`'s arguments, the position of the `newer` argument it is: the one of the same type
  /// and name, else the only one of that type; `nil` when one can't be told.
  private static func positions(of older: MethodModel, in newer: MethodModel) -> [Int]? {
    var positions: [Int] = []
    for parameter in older.eventParameters {
      let typed = newer.eventParameters.indices.filter { newer.eventParameters[$0].type == parameter.type }
      if let same = typed.first(where: { newer.eventParameters[$0].name == parameter.name }) {
        positions.append(same)
      } else if typed.count == 1 {
        positions.append(typed[0])
      } else {
        return nil
      }
    }
    return positions
  }
}
