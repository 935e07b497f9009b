// Every way the generator refuses, each one line naming what to change.
// Tests pin the exact texts (Tests/AdapterGeneratorTests/RefusalTests.swift).

/// A refusal: the command line prints `error: ` and `description`, exits with
/// status 1, and leaves the output file untouched.
enum GeneratorError: Error, Equatable, CustomStringConvertible {
  /// A non-void requirement whose answers have no default rule.
  struct MissingRule: Equatable {
    let method: String
    let event: String
    let answer: String
  }

  case usage(String)
  case missingSymbolGraph(path: String)
  case unreadableSymbolGraph(path: String, reason: String)
  case unknownProtocol(name: String, modules: [String])
  case notClassBound(protocol: String)
  case actorProtocol(protocol: String)
  case unreadableParent(protocol: String, parent: String)
  case notAMethod(requirement: String, kind: String)
  case typedThrows(method: String, error: String)
  case rethrowingMethod(String)
  case inoutParameter(method: String, parameter: String)
  case unsupportedParameter(method: String, parameter: String, type: String, form: ParameterForm)
  case unreadableName(name: String, in: String)
  case genericMethod(method: String, parameters: [String])
  case tooManyArguments(method: String, count: Int, maximum: Int)
  case noDefaultRule(method: String, event: String, answer: String)
  case noDefaultRules([MissingRule])
  /// Objective-C requirements whose no-delegate answer the graph doesn't tell (see `NoDelegateAnswers`).
  case undecidedAnswers(protocol: String, [NoDelegateAnswers.Question])
  case malformedRule(String)
  case ruleForUnknownMethod(rule: String, protocol: String)
  case unknownRule(rule: String, name: String)
  case ruleNeedsDefault(rule: String, name: String, answer: String, event: String)
  case ruleDoesNotFit(rule: String, name: String, method: String, answer: String)
  case eventNameCollision(first: String, second: String, event: String)
  case hostHasNoProperty(host: String, property: String)
  case actorHost(host: String)
  case requirementTypesTooNew(method: String, version: String)
  case hostPropertyType(host: String, property: String, types: [String], protocol: String)
  case parentTypedHostProperty(host: String, property: String, parent: String, protocol: String)
  case malformedEventName(String)
  case eventNameForUnknownMethod(argument: String, protocol: String)
  case invalidEventName(argument: String, name: String)
  case stale(path: String)
  case cannotWrite(path: String, reason: String)
  case badFallback(argument: String, problem: String)
  case badFamily(argument: String, problem: String)
  /// `--vend`, `--proposal`, or a partial `--rule …=lastNonNil`, that can't apply (see `AnswerForm`).
  case badAnswerForm(option: String, argument: String, problem: String)

  /// One line, whatever names from the graph or the command line hold.
  var description: String {
    // Asked requirements are listed a line each, so a user reads (and answers) them one by one.
    if case .undecidedAnswers = self {
      return text.split(separator: "\n").map { Comments.singleLine(String($0)) }.joined(separator: "\n")
    }
    return Comments.singleLine(text)
  }

  private var text: String {
    switch self {
    case .usage(let message):
      return "\(message) (run with --help for usage)"
    case .missingSymbolGraph(let path):
      return "no symbol graph at '\(path)' (make one with `swift symbolgraph-extract`, or use the plugin)"
    case .unreadableSymbolGraph(let path, let reason):
      return "'\(path)' is not a readable symbol graph: \(reason)"
    case .unknownProtocol(let name, let modules):
      return "no protocol '\(name)' in the symbol graph of \(modules.joined(separator: ", "))"
    case .notClassBound(let name):
      return
        "'\(name)' is not class-bound: a proxy holds the real delegate weakly, so the protocol must refine AnyObject"
    case .unreadableParent(let name, let parent):
      return
        "'\(name)' refines '\(parent)', whose requirements are not in the symbol graph: pass its graph with --symbol-graph"
    case .actorProtocol(let name):
      return "'\(name)' refines Actor; a proxy is a class, so actor-constrained protocols are not supported"
    case .notAMethod(let requirement, let kind):
      let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      return "'\(requirement)' is \(article) \(kind); only instance methods can become events"
    case .typedThrows(let method, let error):
      return
        "'\(method)' throws(\(error)); events throw any Error, so typed throws is not supported (declare it `throws`)"
    case .rethrowingMethod(let method):
      return
        "'\(method)' rethrows; an event's handlers cannot rethrow its arguments' errors, so rethrows is not supported"
    case .inoutParameter(let method, let parameter):
      return "'\(method)' takes '\(parameter)' inout; events pass arguments by value, so inout is not supported"
    case .unsupportedParameter(let method, let parameter, let type, let form):
      return "'\(method)' takes '\(parameter)' as \(type); \(form.reason(type))"
    case .unreadableName(let name, let owner):
      return "'\(owner)' has '\(name)' in the symbol graph, which is not Swift the generator can write"
    case .genericMethod(let method, let parameters):
      return
        "'\(method)' is generic over \(parameters.joined(separator: ", ")); an event has one signature, so generic methods are not supported"
    case .tooManyArguments(let method, let count, let maximum):
      return "'\(method)' takes \(count) arguments; DelegateDSL events take at most \(maximum)"
    case .noDefaultRule(let method, let event, let answer):
      return
        "'\(method)' answers \(answer), which has no default rule: pass --rule \(event)=<rule> (e.g. last(default: …))"
    case .noDefaultRules(let missing):
      let options = missing.map { "--rule \($0.event)=<rule>" }.joined(separator: " ")
      let answers = missing.map { "'\($0.method)' answers \($0.answer)" }.joined(separator: ", ")
      return "\(missing.count) requirements have no default rule: pass \(options) (\(answers))"
    case .undecidedAnswers(let name, let questions):
      // One run names them all, a line each, as Scripts/apple-adapters.conf records each decision.
      return "\(questions.count) requirements of '\(name)' answer a host that may call them with nobody"
        + " answering (without asking respondsToSelector:, or after asking on another queue); what the host"
        + " answers without a delegate is not in the symbol graph, so decide each:\n"
        + questions.map { "  " + $0.line }.joined(separator: "\n")
    case .malformedRule(let rule):
      return "--rule '\(rule)' is not <event or method>=<rule>"
    case .ruleForUnknownMethod(let rule, let name):
      return "--rule '\(rule)' names no method of '\(name)'"
    case .unknownRule(let rule, let name):
      return "--rule '\(rule)': unknown rule '\(name)' (known: \(Rules.knownNames.joined(separator: ", ")))"
    case .ruleNeedsDefault(let rule, let name, let answer, let event):
      return "--rule '\(rule)': '\(name)' needs a default \(answer), e.g. --rule '\(event)=\(name)(default: …)'"
    case .ruleDoesNotFit(let rule, let name, let method, let answer):
      return "--rule '\(rule)': '\(name)' cannot combine the \(answer) answers of '\(method)'"
    case .eventNameCollision(let first, let second, let event) where first == second:
      return "'\(first)' is overloaded; its overloads would all become event '\(event)'"
    case .eventNameCollision(let first, let second, let event):
      return "'\(first)' and '\(second)' would both become event '\(event)'"
    case .hostHasNoProperty(let host, let property):
      return "'\(host)' has no property '\(property)': name the delegate property with --host-property"
    case .actorHost(let host):
      return
        "'\(host)' is an actor; a host's delegate property is set from outside it, so actor hosts are not supported"
    case .requirementTypesTooNew(let method, let version):
      return
        "'\(method)' names types that need \(version), newer than the requirement: no witness can be written below it; pass --deployment-target"
    case .hostPropertyType(let host, let property, let types, let name):
      return
        "'\(host).\(property)' holds \(types.joined(separator: " & ")), not a '\(name)': name the property that holds one with --host-property"
    case .parentTypedHostProperty(let host, let property, let parent, let name):
      return
        "'\(host).\(property)' is declared as '\(parent)', which '\(name)' refines: one proxy must serve the"
        + " property, so generate '\(parent)''s adapter with --host \(host) --serves \(name), and this one without"
        + " --host"
    case .malformedEventName(let argument):
      return "--event '\(argument)' is not <method>=<event name>"
    case .eventNameForUnknownMethod(let argument, let name):
      return "--event '\(argument)' names no method of '\(name)'"
    case .invalidEventName(let argument, let name):
      return "--event '\(argument)': '\(name)' is not a Swift identifier that can name an event"
    case .stale(let path):
      return "'\(path)' is out of date: run the generator again without --check"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .badFallback(let argument, let problem):
      return "--fallback '\(argument)': \(problem)"
    case .badFamily(let argument, let problem):
      return "--family '\(argument)': \(problem)"
    case .badAnswerForm(let option, let argument, let problem):
      return "\(option) '\(argument)': \(problem)"
    }
  }
}
