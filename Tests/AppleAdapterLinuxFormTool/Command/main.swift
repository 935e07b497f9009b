// The build tool of the plugin `AppleAdapterLinuxForm`: writes the Linux form of
// a shipped Apple adapter, for the Linux tests that run it against the models
// of its hosts (Tests/AppleModels).
//
//   apple-adapter-linux-form <adapter.swift> <Selectors.tsv> <output.swift>
//
// The form differs from the committed text only where Linux can't compile it
// as is (`LinuxForm.swift` lists each rewrite and why); everything else, the
// events, rules, fallbacks, dispatch and host conformance, is the shipped text.
import Foundation
import LinuxFormRewriter

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  let usage = "usage: apple-adapter-linux-form <adapter.swift> <Selectors.tsv> <output.swift>\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
do {
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  let table = try String(contentsOfFile: arguments[2], encoding: .utf8)
  let form = try LinuxForm.rewrite(text, source: arguments[1], table: table)
  try form.write(toFile: arguments[3], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("apple-adapter-linux-form: \(error)\n".utf8))
  exit(1)
}
