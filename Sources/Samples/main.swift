// `swift run Samples [command]`: a narrated tour of DelegateDSL.
//
// Hand-written argument parsing: the package takes no dependencies.
import Foundation

let usage = """
  usage: swift run Samples [command]

  commands:
    (none)        the tour: webloader, signin, xml, files, url and list, in that order
    webloader     handlers, a handler group, combined answers, the real delegate, a stream
    signin        async and throwing delegate methods, and a stream of each call's outcome
    xml <file>    print an outline of an XML file, built only from DSL handlers
    files [dir]   copy a directory (default: a demo tree) to a temporary place while
                  handlers veto hidden, .tmp and build items, then remove the copy
    url           load pages from a server on 127.0.0.1: redirects, a 404,
                  a large body in chunks, a cancellation
    list          a main-actor list view: handlers that use main-actor state directly
    help          show this text
  """

func printError(_ message: String, showUsage: Bool = false) {
  fflush(nil)  // flush stdout first, so the error follows the output it concerns
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  if showUsage { FileHandle.standardError.write(Data("\n\(usage)\n".utf8)) }
}

func expectArguments(_ arguments: ArraySlice<String>, max: Int, for command: String) throws {
  guard arguments.count <= max else {
    throw UsageError("too many arguments for '\(command)': \(arguments.joined(separator: " "))")
  }
}

/// Runs an async sample to completion from the synchronous top level. The
/// sample runs off the main actor, which this thread blocks until it ends.
func runToCompletion(_ sample: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    await sample()
    done.signal()
  }
  done.wait()
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

@MainActor func runTour() throws {
  WebLoaderSample.run()
  print()
  runToCompletion { await SignInSample.run() }
  print()
  try XMLSample.runTour()
  print()
  try FilesSample.runTour()
  print()
  try URLSample.run()
  print()
  ListSample.run()
}

let arguments = CommandLine.arguments.dropFirst()
do {
  switch arguments.first {
  case nil:
    try runTour()
  case "webloader":
    try expectArguments(arguments.dropFirst(), max: 0, for: "webloader")
    WebLoaderSample.run()
  case "signin":
    try expectArguments(arguments.dropFirst(), max: 0, for: "signin")
    runToCompletion { await SignInSample.run() }
  case "xml":
    try expectArguments(arguments.dropFirst(), max: 1, for: "xml")
    guard let path = arguments.dropFirst().first else { throw UsageError("'xml' needs a file: xml <file>") }
    try XMLSample.run(path: path)
  case "files":
    try expectArguments(arguments.dropFirst(), max: 1, for: "files")
    if let directory = arguments.dropFirst().first {
      try FilesSample.run(directory: directory)
    } else {
      try FilesSample.runTour()
    }
  case "url":
    try expectArguments(arguments.dropFirst(), max: 0, for: "url")
    try URLSample.run()
  case "list":
    try expectArguments(arguments.dropFirst(), max: 0, for: "list")
    ListSample.run()
  case "help", "-h", "--help":
    print(usage)
  case let command?:
    throw UsageError("unknown command '\(command)'")
  }
} catch let error as UsageError {
  printError(error.message, showUsage: true)
  exit(2)
} catch let error as SampleError {
  printError(error.description)
  exit(2)
} catch {
  printError((error as NSError).localizedDescription)
  exit(2)
}
