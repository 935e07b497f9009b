// The command line, parsed by hand: the package has no dependencies, so no
// swift-argument-parser.

/// What to generate, and where.
struct GeneratorOptions: Equatable {
  var symbolGraphs: [String] = []
  var protocolName = ""
  var host: String?
  var hostProperty = "delegate"
  var rules: [String] = []
  /// `--access`: `public`, `package` or `internal`; `nil` takes the protocol's own.
  var accessLevel: String?
  /// `--holding`: `weak` or `strong`; `nil` reads the host property's declaration.
  var holding: String?
  var imports: [String] = []
  /// `--deployment-target`: the oldest OS version the adapter runs on (`13.0`).
  var deploymentTarget: String?
  /// `--host-entry-points`: entry points per (protocol, host class) for a Swift host too.
  var hostEntryPoints = false
  var events: [String] = []
  /// `--fallback <method>=<closure>|trap|none`: a method's answer when nobody answers.
  var fallbacks: [String] = []
  /// `--family '<newer>=<older> with (…) [when …] [as (…)]'`: a newer method the host calls instead of an older one.
  var families: [String] = []
  /// `--vend <method>`: one participant makes the method's answer (see `AnswerForm`).
  var vends: [String] = []
  /// `--proposal <method>=<parameter>`: the parameter is the host's proposal, threaded (see `AnswerForm`).
  var proposals: [String] = []
  /// `--presence-effect <method>`: a void method whose presence alone changes what the host does
  /// (`DelegateEvents.presenceChangesHost`), so its claim is withdrawn at once.
  var presenceEffects: [String] = []
  /// `--isolation main|sendable|none`: the events' isolation, when the graph can't tell (see `HandlerIsolation`).
  var isolation: HandlerIsolation?
  /// `--serves <protocol>`: another protocol whose methods the host sends to the delegate its property holds as
  /// this one (see `ComposedProtocols`).
  var serves: [String] = []
  var staticKeyPaths = true
  var output: String?
  var check = false
  var help = false

  static let usage = """
    USAGE: delegate-adapter-generator --symbol-graph <file or directory> --protocol <name> [options]

    Writes a delegate protocol's DelegateDSL adapter: its events, its proxy and, with --host, the
    host's DelegateHost conformance. Reads the protocol from a symbol graph (`swift symbolgraph-extract`,
    `swift package dump-symbol-graph`, or the generate-delegate-adapter plugin, which passes it).

    OPTIONS:
      --symbol-graph <path>   A .symbols.json file, or a directory of them (repeatable)
      --protocol <name>       The delegate protocol
      --host <class>          Also write `extension <class>: DelegateHost`
      --host-property <name>  The host's delegate property (default: delegate)
      --rule <event>=<rule>   The combine rule of a non-void event: all, any, firstNonNil, lastNonNil,
                              lastUnlessRefused, first(default: …), last(default: …), reduce(…) (repeatable;
                              <event> may also be the method's name, e.g. 'archiver(_:willEncode:)').
                              lastNonNil on a non-optional answer makes the event's answer optional: a handler
                              answers nil for the calls it leaves to others, and the --fallback it needs is the
                              host's own answer when nobody answers with a value
      --event <method>=<name> The event name of a method (repeatable; <method> as for --rule, or the event
                              name it would get), e.g. 'downloader(_:task:didReceive:)=didReceiveData'
      --fallback <method>=<closure>|trap|none
                              A non-void method's answer when nobody answers, as a closure over its arguments
                              (e.g. 'tableView(_:heightForRowAt:)={ tableView, _ in tableView.rowHeight }'),
                              used instead of the rule's default; none: the rule's own (for last, what a nil
                              delegate answers; trap, with a last rule, is its former spelling) (repeatable;
                              <method> as for --rule, its Objective-C selector included)
      --family '<newer>=<older> with ($0, $2) [when <condition>] [as ($answer, $1)]'
                              A method the host calls instead of <older> when the delegate claims it: the proxy
                              claims <newer> when anyone answers either, and from it runs <older>'s handlers and
                              the real delegate's <older> (when it lacks <newer>), with <older>'s arguments
                              written over <newer>'s ($0, $1, …), for the calls <condition> (over $0, $1, …)
                              allows (`when let <name> = <optional>`: those where it isn't nil, <name> in the
                              arguments); `as` maps <older>'s answer ($answer) to <newer>'s. A deprecated <older> is
                              called through a deprecated witness, without a warning (repeatable; methods named
                              as for --rule, selectors included)
      --vend <method>         The method makes an object (a cell, a view, a renderer): exactly one participant
                              makes it, the last handler that answers (non-nil), else the real delegate, and
                              the others are not asked; its event answers an optional, and a non-optional
                              method needs --fallback (repeatable; <method> as for --rule)
      --presence-effect <method>
                              A void method whose presence alone changes what the host does (an implemented
                              tableView(_:commit:forRowAt:) offers swipe-to-delete): its claim is withdrawn as
                              soon as its last handler or stream goes, where any other void method keeps it
                              until the library next writes the host's property (repeatable; <method> as for
                              --rule)
      --proposal <method>=<parameter>
                              The parameter is the host's proposed answer (e.g. 'tableView(_:targetIndexPathFor
                              MoveFromRowAt:toProposedIndexPath:)=proposedDestinationIndexPath'): each participant
                              is called with the answer so far in its place, the real delegate with the host's
                              (repeatable)
      --host-entry-points     Serve the host through `on`/`install(on:)` entry points per protocol and class instead
                              of a DelegateHost conformance, so a subclass's adapter can coexist with its
                              superclass's (the default for an Objective-C class such as UITableView)
      --serves <protocol>     A protocol the host also sends to the delegate its property holds as --protocol (an
                              appearance protocol refining it): the proxy conforms to it and serves its events,
                              forwarded to a real delegate that conforms to it (repeatable; needs its adapter)
      --holding weak|strong   How the slot holds the real delegate (default: as the host property is declared,
                              strong unless it is `weak`)
      --deployment-target <version>
                              The oldest version of the graph's platform the adapter is compiled for (default:
                              DelegateDSL's own, iOS 13.0, macOS 10.15): requirements introduced later, or whose
                              types are, get `@available`
      --isolation main|sendable|none
                              Where the handlers run, stated once per adapter when the graph can't tell: sendable
                              gives `@Sendable` events (the default for an Objective-C host with a delegateQueue,
                              which calls from its own queues), so Swift 6 still diagnoses a handler touching
                              main-actor state; main requires a main-actor protocol or host; none keeps the
                              protocol's own
      --access <level>        public, package or internal (default: the protocol's own)
      --import <module>       An import the graph can't tell, e.g. the protocol's module when the file is
                              compiled elsewhere (repeatable; the modules the declarations name are imported)
      --key-path-literals     Pass each event's key path as a literal in every call (`send(\\.didLoad, …)`)
                              instead of the default, a `static let` of the proxy made once (`Self.didLoad`),
                              which costs about a fifth less per dispatch
      --output <file>         Write here, atomically (default: standard output)
      --check                 Write nothing; exit 1 if <file> differs from what would be written
      --help                  Show this help
    """

  /// The options that shape the output, for the generated file's header.
  var recordedArguments: [String] {
    var arguments = ["--protocol", protocolName]
    if let host { arguments += ["--host", host] }
    if hostProperty != "delegate" { arguments += ["--host-property", hostProperty] }
    for rule in rules { arguments += ["--rule", rule] }
    for event in events { arguments += ["--event", event] }
    for fallback in fallbacks { arguments += ["--fallback", fallback] }
    for family in families { arguments += ["--family", family] }
    for vend in vends { arguments += ["--vend", vend] }
    for proposal in proposals { arguments += ["--proposal", proposal] }
    for method in presenceEffects { arguments += ["--presence-effect", method] }
    if hostEntryPoints { arguments.append("--host-entry-points") }
    if let holding { arguments += ["--holding", holding] }
    if let isolation { arguments += ["--isolation", isolation.rawValue] }
    for name in serves { arguments += ["--serves", name] }
    if let accessLevel { arguments += ["--access", accessLevel] }
    for module in imports { arguments += ["--import", module] }
    if let deploymentTarget { arguments += ["--deployment-target", deploymentTarget] }
    if !staticKeyPaths { arguments.append("--key-path-literals") }
    return arguments
  }

  init() {}

  init(parsing arguments: [String]) throws(GeneratorError) {
    var remaining = arguments[...]
    func value(for option: String) throws(GeneratorError) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw .usage("\(option) needs a value")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--symbol-graph": symbolGraphs.append(try value(for: argument))
      case "--protocol": protocolName = try value(for: argument)
      case "--host": host = try value(for: argument)
      case "--host-property": hostProperty = try value(for: argument)
      case "--rule": rules.append(try value(for: argument))
      case "--access":
        let level = try value(for: argument)
        guard ["public", "package", "internal"].contains(level) else {
          throw .usage("--access must be public, package or internal, not '\(level)'")
        }
        accessLevel = level
      case "--holding":
        let holding = try value(for: argument)
        guard ["weak", "strong"].contains(holding) else {
          throw .usage("--holding must be weak or strong, not '\(holding)'")
        }
        self.holding = holding
      case "--isolation":
        let stated = try value(for: argument)
        guard let isolation = HandlerIsolation(rawValue: stated) else {
          throw .usage("--isolation must be main, sendable or none, not '\(stated)'")
        }
        self.isolation = isolation
      case "--import": imports.append(try value(for: argument))
      case "--deployment-target":
        let version = try value(for: argument)
        guard SymbolGraph.Version(parsing: version) != nil else {
          throw .usage("--deployment-target must be a version such as 13.0, not '\(version)'")
        }
        deploymentTarget = version
      case "--event": events.append(try value(for: argument))
      case "--fallback": fallbacks.append(try value(for: argument))
      case "--family": families.append(try value(for: argument))
      case "--vend": vends.append(try value(for: argument))
      case "--proposal": proposals.append(try value(for: argument))
      case "--presence-effect": presenceEffects.append(try value(for: argument))
      case "--host-entry-points": hostEntryPoints = true
      case "--serves": serves.append(try value(for: argument))
      // The default since round 2; still accepted, as headers written before quote it.
      case "--static-key-paths": staticKeyPaths = true
      case "--key-path-literals": staticKeyPaths = false
      case "--output": output = try value(for: argument)
      case "--check": check = true
      case "--help", "-h": help = true
      default: throw .usage("unknown argument '\(argument)'")
      }
    }
    if help { return }
    if protocolName.isEmpty { throw .usage("missing --protocol <name>") }
    if symbolGraphs.isEmpty { throw .usage("missing --symbol-graph <file or directory>") }
    if check && output == nil { throw .usage("--check needs --output <file>") }
    if !serves.isEmpty && host == nil { throw .usage("--serves needs --host <class>") }
  }
}
